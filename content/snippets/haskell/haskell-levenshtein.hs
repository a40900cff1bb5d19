import Data.Array (Array, array, listArray, (!))
import Data.List (sortOn)

-- | Edit distance: the fewest single-character inserts, deletes and substitutions
-- that turn one string into the other.
levenshtein :: String -> String -> Int
levenshtein a b = table ! (m, n)
  where
    m = length a
    n = length b
    xs = listArray (1, m) a :: Array Int Char
    ys = listArray (1, n) b :: Array Int Char
    -- A lazy array whose cells refer to each other: each cell is computed once, on demand,
    -- which gives the dynamic-programming table without any mutation.
    table :: Array (Int, Int) Int
    table = array ((0, 0), (m, n)) [((i, j), cell i j) | i <- [0 .. m], j <- [0 .. n]]
    cell 0 j = j
    cell i 0 = i
    cell i j =
      minimum
        [ table ! (i - 1, j) + 1
        , table ! (i, j - 1) + 1
        , table ! (i - 1, j - 1) + (if xs ! i == ys ! j then 0 else 1)
        ]

-- | "Did you mean ...?": candidates within maxDistance of the input, closest first.
suggest :: Int -> String -> [String] -> [String]
suggest maxDistance input candidates =
  map snd (sortOn fst [(d, c) | c <- candidates, let d = levenshtein input c, d <= maxDistance])
