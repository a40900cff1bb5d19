import qualified Data.Map.Strict as Map
import qualified Data.Set as Set

-- | Orders nodes so that every dependency comes before the nodes that need it (Kahn's algorithm).
-- Input pairs are (node, its dependencies). Ready nodes are taken smallest first, so the order
-- is the same on every run. Left lists the nodes that are in, or wait on, a cycle.
topoSort :: Ord a => [(a, [a])] -> Either [a] [a]
topoSort deps = go ready0 indegree0 []
  where
    -- Duplicated dependencies would be counted twice and never reach zero, so dedupe them.
    edges = [(d, n) | (n, ds) <- deps, d <- Set.toList (Set.fromList ds)]
    nodes = Set.fromList (map fst deps ++ concatMap snd deps)
    dependents = Map.fromListWith (++) [(d, [n]) | (d, n) <- edges]
    indegree0 = Map.unionWith (+) (Map.fromSet (const 0) nodes) (Map.fromListWith (+) [(n, 1 :: Int) | (_, n) <- edges])
    ready0 = Map.keysSet (Map.filter (== 0) indegree0)
    go ready indegree done = case Set.minView ready of
      Nothing
        | length done == Set.size nodes -> Right (reverse done)
        | otherwise -> Left (Map.keys (Map.filter (> 0) indegree))
      Just (n, rest) ->
        let next = Map.findWithDefault [] n dependents
            indegree' = foldr (Map.adjust (subtract 1)) indegree next
            freed = [m | m <- next, Map.lookup m indegree' == Just 0]
         in go (foldr Set.insert rest freed) indegree' (n : done)
