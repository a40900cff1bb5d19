import qualified Data.Map.Strict as Map
import qualified Data.Set as Set

-- | A weighted directed graph as adjacency lists; weights must not be negative.
type Graph n = Map.Map n [(n, Int)]

fromEdges :: Ord n => [(n, n, Int)] -> Graph n
fromEdges es = Map.fromListWith (++) [(a, [(b, w)]) | (a, b, w) <- es]

-- | Shortest distance from the source to every reachable node, plus each node's predecessor
-- on its shortest path. A Set of (distance, node) serves as the priority queue: deleteFindMin
-- gives the closest unsettled node, and outdated entries are skipped when they surface.
dijkstra :: Ord n => Graph n -> n -> (Map.Map n Int, Map.Map n n)
dijkstra graph source = go (Set.singleton (0, source)) (Map.singleton source 0) Map.empty Set.empty
  where
    go frontier dist prev done = case Set.minView frontier of
      Nothing -> (dist, prev)
      Just ((d, u), rest)
        | u `Set.member` done -> go rest dist prev done
        | otherwise ->
            let better = [(v, d + w) | (v, w) <- Map.findWithDefault [] u graph, maybe True (d + w <) (Map.lookup v dist)]
                frontier' = foldr (\(v, dv) -> Set.insert (dv, v)) rest better
                dist' = foldr (uncurry Map.insert) dist better
                prev' = foldr (\(v, _) -> Map.insert v u) prev better
             in go frontier' dist' prev' (Set.insert u done)

-- | The cheapest path from source to target and its cost, if the target is reachable.
shortestPath :: Ord n => Graph n -> n -> n -> Maybe (Int, [n])
shortestPath graph source target = do
  cost <- Map.lookup target dist
  return (cost, reverse (walk target))
  where
    (dist, prev) = dijkstra graph source
    walk n = n : maybe [] walk (Map.lookup n prev)
