import qualified Data.Map.Strict as Map

-- | A pure LRU cache. Every access stamps the entry with a logical clock; a second map from stamp
-- to key makes "least recently used" a minView instead of a scan.
data LRU k v = LRU
  { lruCapacity :: Int
  , lruClock :: Int
  , lruEntries :: Map.Map k (Int, v)
  , lruAges :: Map.Map Int k
  }

emptyLRU :: Int -> LRU k v
emptyLRU capacity = LRU (max 1 capacity) 0 Map.empty Map.empty

-- | Looks a key up; a hit also marks it as most recently used, hence the new cache.
lookupLRU :: Ord k => k -> LRU k v -> (Maybe v, LRU k v)
lookupLRU k cache = case Map.lookup k (lruEntries cache) of
  Nothing -> (Nothing, cache)
  Just (_, v) -> (Just v, insertLRU k v cache)

-- | Inserts or replaces a value, evicting the least recently used entry when over capacity.
insertLRU :: Ord k => k -> v -> LRU k v -> LRU k v
insertLRU k v cache = evict cache {lruClock = now + 1, lruEntries = entries, lruAges = ages}
  where
    now = lruClock cache
    entries = Map.insert k (now, v) (lruEntries cache)
    ages = Map.insert now k (maybe id (Map.delete . fst) (Map.lookup k (lruEntries cache)) (lruAges cache))
    evict c
      | Map.size (lruEntries c) <= lruCapacity c = c
      | otherwise = case Map.minViewWithKey (lruAges c) of
          Just ((_, oldest), rest) -> c {lruEntries = Map.delete oldest (lruEntries c), lruAges = rest}
          Nothing -> c

-- | The cached entries, most recently used first.
toListLRU :: Ord k => LRU k v -> [(k, v)]
toListLRU cache = [(k, v) | k <- reverse (Map.elems (lruAges cache)), Just (_, v) <- [Map.lookup k (lruEntries cache)]]
