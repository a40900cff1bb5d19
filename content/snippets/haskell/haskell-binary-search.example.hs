import Data.Array (listArray)

main :: IO ()
main = do
  let prices = listArray (0, 6) [3, 8, 8, 15, 21, 34, 55] :: Array Int Int
  print (map (search prices) [15, 8, 4, 55, 100])
  print (map (lowerBound prices) [0, 8, 9, 56])
  print (map isqrt [0, 1, 15, 16, 17, 10 ^ (40 :: Int)])
  -- Searching an answer space: the smallest batch size that finishes 1000 jobs in 7 rounds.
  let rounds batch = (1000 + batch - 1) `div` batch :: Int
  print (firstTrue (\b -> rounds b <= 7) 1 1000)
  print (firstTrue (> 10) 1 (5 :: Int))
