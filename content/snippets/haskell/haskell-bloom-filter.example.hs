main :: IO ()
main = do
  let seen = ["user-" ++ show i | i <- [1 .. 1000 :: Int]]
      bloom = fromListBloom 0.01 seen
      strangers = ["visitor-" ++ show i | i <- [1 .. 10000 :: Int]]
      falsePositives = length (filter (mightContain bloom) strangers)
  print (bloomStats bloom)
  putStrLn ("all members found: " ++ show (all (mightContain bloom) seen))
  putStrLn ("false positives: " ++ show falsePositives ++ " of 10000")
  putStrLn ("rate under 2%: " ++ show (falsePositives < 200))
  print (map (mightContain bloom) ["user-42", "user-1001", ""])
  print (bloomStats (fromListBloom 0.01 []))
