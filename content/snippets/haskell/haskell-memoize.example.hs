main :: IO ()
main = do
  -- Naive recursion here takes exponential time; memoised, each n is computed once.
  let fib = memoFix $ \self n ->
        if n < 2
          then return (toInteger n)
          else (+) <$> self (n - 1) <*> self (n - 2)
  print (fib (90 :: Int))
  -- Counting lattice paths in a grid with blocked cells: a classic dynamic programme.
  let blocked = [(1, 1), (2, 3)] :: [(Int, Int)]
      paths = memoFix $ \self (r, c) ->
        if (r, c) `elem` blocked || r < 0 || c < 0
          then return (0 :: Integer)
          else
            if (r, c) == (0, 0)
              then return 1
              else (+) <$> self (r - 1, c) <*> self (r, c - 1)
  print (paths (3, 4))
  print (paths (0, 0), paths (1, 1))
  let slowSquare = memoOver [1 .. 10 :: Int] (\n -> n * n)
  print (map slowSquare [3, 10, 11])
