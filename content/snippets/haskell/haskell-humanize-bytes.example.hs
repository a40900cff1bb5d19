main :: IO ()
main = do
  let sizes = [0, 999, 1024, 1536, 1048570, 5368709120, -2048, 10 ^ (19 :: Int)]
  mapM_ (\n -> putStrLn (show n ++ ": " ++ humanizeBytes Binary n ++ " | " ++ humanizeBytes Decimal n)) sizes
  print (map parseBytes ["1.5 MiB", "20kB", "512 B", "2 parsecs", "MiB"])
