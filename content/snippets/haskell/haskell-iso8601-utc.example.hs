main :: IO ()
main = do
  let inputs =
        [ "2024-03-05T14:30:00Z"
        , "2024-03-05T14:30:00.1234+05:30"
        , "2024-03-05 23:59:59-08:00"
        , "2024-03-05"
        , "2024-02-30T10:00:00Z"
        , "05/03/2024"
        ]
  mapM_ (\s -> putStrLn (s ++ " -> " ++ maybe "invalid" formatTimestamp (parseTimestamp s))) inputs
  case (parseTimestamp "2024-01-31T09:15:00Z", parseTimestamp "2024-12-25T18:00:00+01:00") of
    (Just start, Just end) -> do
      putStrLn (formatTimestamp (addMonths 1 start))
      putStrLn (formatTimestamp (startOfDay end))
      print (daysBetween start end)
      print (diffUTCTime end start)
    _ -> putStrLn "parse failed"
