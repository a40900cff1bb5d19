import Control.Monad (filterM)
import Control.Monad.ST (ST, runST)
import Data.Array.ST (STUArray, newListArray, readArray, writeArray)
import Data.List (sortOn)
import qualified Data.Map.Strict as Map

-- | Disjoint sets over the elements 0 .. n-1, kept in mutable unboxed arrays inside ST so
-- that path compression is a real in-place update while callers stay pure.
data UnionFind s = UnionFind {parents :: STUArray s Int Int, sizes :: STUArray s Int Int}

newUnionFind :: Int -> ST s (UnionFind s)
newUnionFind n = UnionFind <$> newListArray (0, n - 1) [0 .. n - 1] <*> newListArray (0, n - 1) (replicate n 1)

findRoot :: UnionFind s -> Int -> ST s Int
findRoot uf x = do
  p <- readArray (parents uf) x
  if p == x
    then return x
    else do
      root <- findRoot uf p
      writeArray (parents uf) x root
      return root

-- | Merges two sets, hanging the smaller tree under the larger; False if already joined.
unionSets :: UnionFind s -> Int -> Int -> ST s Bool
unionSets uf a b = do
  ra <- findRoot uf a
  rb <- findRoot uf b
  if ra == rb
    then return False
    else do
      sa <- readArray (sizes uf) ra
      sb <- readArray (sizes uf) rb
      let (big, small) = if sa >= sb then (ra, rb) else (rb, ra)
      writeArray (parents uf) small big
      writeArray (sizes uf) big (sa + sb)
      return True

-- | Connected components of an undirected graph on 0 .. n-1, each sorted, ordered by smallest member.
components :: Int -> [(Int, Int)] -> [[Int]]
components n edges = runST $ do
  uf <- newUnionFind n
  mapM_ (uncurry (unionSets uf)) edges
  roots <- mapM (findRoot uf) [0 .. n - 1]
  return (sortOn head (Map.elems (Map.fromListWith (flip (++)) (zip roots (map pure [0 .. n - 1])))))

-- | Kruskal's minimum spanning tree (or forest): cheapest edges first, skipping any that close a cycle.
minimumSpanningTree :: Int -> [(Int, Int, Int)] -> [(Int, Int, Int)]
minimumSpanningTree n edges = runST $ do
  uf <- newUnionFind n
  filterM (\(a, b, _) -> unionSets uf a b) (sortOn (\(_, _, w) -> w) edges)
