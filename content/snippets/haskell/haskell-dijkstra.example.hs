main :: IO ()
main = do
  let roads =
        fromEdges
          [ ("depot", "a", 7), ("depot", "b", 9), ("depot", "f", 14), ("a", "b", 10), ("a", "c", 15)
          , ("b", "c", 11), ("b", "f", 2), ("c", "d", 6), ("f", "e", 9), ("e", "d", 9), ("island", "depot", 1)
          ]
  print (shortestPath roads "depot" "d")
  print (shortestPath roads "depot" "e")
  print (shortestPath roads "depot" "depot")
  print (shortestPath roads "depot" "island")
  print (Map.toList (fst (dijkstra roads "depot")))
