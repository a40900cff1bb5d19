main :: IO ()
main = do
  -- Which servers can reach each other, given direct links?
  print (components 8 [(0, 1), (1, 2), (3, 4), (6, 5), (2, 0)])
  print (components 3 [])
  let cables = [(0, 1, 4), (0, 2, 3), (1, 2, 1), (1, 3, 2), (2, 3, 4), (3, 4, 2), (4, 5, 6), (3, 5, 7)]
      tree = minimumSpanningTree 6 cables
  print tree
  print (sum [w | (_, _, w) <- tree])
  -- Two separate islands give a forest: one tree per component.
  print (minimumSpanningTree 4 [(0, 1, 5), (2, 3, 1)])
  -- Large inputs stay fast thanks to path compression and union by size.
  print (length (components 200000 [(i, i + 1) | i <- [0, 2 .. 199998]]))
