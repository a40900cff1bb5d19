main :: IO ()
main = do
  let input =
        "name,city,quote\r\n\
        \Ada,\"London, UK\",\"She said \"\"hello\"\"\"\r\n\
        \\r\n\
        \Linus,Helsinki,\"line one\nline two\"\r\n\
        \Grace,,\n"
  case parseCsv input of
    Left err -> putStrLn ("error: " ++ show err)
    Right rows -> do
      mapM_ print rows
      mapM_ (print . lookup "city") (withHeader rows)
  case parseCsv "a,b\n\"unterminated,c\n" of
    Left err -> putStrLn ("error on line " ++ show (sourceLine (errorPos err)))
    Right rows -> print rows
