main :: IO ()
main = do
  let inputs = ["1h30m", "90s", "1.5h", "2d 4h", "250ms", "0.1s", "1w", "", "10", "5 minutes", "h"]
  mapM_ (\s -> putStrLn (show s ++ " -> " ++ either ("error: " ++) (\ms -> show ms ++ " ms = " ++ formatDuration ms) (parseDuration s))) inputs
  putStrLn (formatDuration 93784005)
  putStrLn (formatDuration (-1500))
