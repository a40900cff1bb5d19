-- | A leftist min-heap: merge walks only the right spines, which the rank invariant keeps
-- O(log n) long, and insert and deleteMin are both defined in terms of merge.
data Heap k v = Empty | Node Int k v (Heap k v) (Heap k v)

rank :: Heap k v -> Int
rank Empty = 0
rank (Node r _ _ _ _) = r

-- Keeps the child with the larger rank on the left, so the right spine stays short.
node :: k -> v -> Heap k v -> Heap k v -> Heap k v
node k v a b
  | rank a >= rank b = Node (rank b + 1) k v a b
  | otherwise = Node (rank a + 1) k v b a

merge :: Ord k => Heap k v -> Heap k v -> Heap k v
merge Empty h = h
merge h Empty = h
merge h1@(Node _ k1 v1 l1 r1) h2@(Node _ k2 v2 l2 r2)
  | k1 <= k2 = node k1 v1 l1 (merge r1 h2)
  | otherwise = node k2 v2 l2 (merge h1 r2)

insert :: Ord k => k -> v -> Heap k v -> Heap k v
insert k v = merge (Node 1 k v Empty Empty)

-- | The entry with the smallest priority, without removing it.
peekMin :: Heap k v -> Maybe (k, v)
peekMin Empty = Nothing
peekMin (Node _ k v _ _) = Just (k, v)

-- | Removes the entry with the smallest priority.
popMin :: Ord k => Heap k v -> Maybe ((k, v), Heap k v)
popMin Empty = Nothing
popMin (Node _ k v l r) = Just ((k, v), merge l r)

fromList :: Ord k => [(k, v)] -> Heap k v
fromList = foldr (uncurry insert) Empty

-- | Drains the heap in priority order.
toSortedList :: Ord k => Heap k v -> [(k, v)]
toSortedList h = maybe [] (\(x, rest) -> x : toSortedList rest) (popMin h)
