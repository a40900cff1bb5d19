import Data.List (foldl', sortOn)
import qualified Data.Map.Strict as Map
import Data.Maybe (fromMaybe)
import Data.Ord (Down (..))

-- | A prefix tree: each node maps the next character to a child node, and a node that ends a
-- word stores that word's weight (popularity, frequency, recency score).
data Trie = Trie {weight :: Maybe Int, children :: Map.Map Char Trie}

emptyTrie :: Trie
emptyTrie = Trie Nothing Map.empty

-- | Adds a word, replacing its weight if it is already present.
insertWord :: String -> Int -> Trie -> Trie
insertWord [] w node = node {weight = Just w}
insertWord (c : rest) w node =
  node {children = Map.alter (Just . insertWord rest w . fromMaybe emptyTrie) c (children node)}

trieFromList :: [(String, Int)] -> Trie
trieFromList = foldl' (\trie (word, w) -> insertWord word w trie) emptyTrie

-- | The node reached by following the prefix, if any word starts with it.
descend :: String -> Trie -> Maybe Trie
descend [] node = Just node
descend (c : rest) node = Map.lookup c (children node) >>= descend rest

-- | Every word below a node with its weight, in alphabetical order (Map keys are sorted).
wordsBelow :: Trie -> [(String, Int)]
wordsBelow node =
  [("", w) | Just w <- [weight node]]
    ++ [(c : suffix, w) | (c, child) <- Map.toList (children node), (suffix, w) <- wordsBelow child]

-- | Up to n completions of a prefix, heaviest first; sortOn is stable, so ties stay alphabetical.
complete :: Int -> String -> Trie -> [String]
complete n prefix trie = case descend prefix trie of
  Nothing -> []
  Just node -> map ((prefix ++) . fst) (take n (sortOn (Down . snd) (wordsBelow node)))
