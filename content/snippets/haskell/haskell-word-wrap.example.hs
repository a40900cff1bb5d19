main :: IO ()
main = do
  let text = "The quick brown fox jumps over the lazy dog.   It barked.\n\n\nA second paragraph with a supercalifragilistic word."
  mapM_ (\l -> putStrLn ("|" ++ l ++ "|")) (wrapText 16 text)
  putStrLn "---"
  putStr (wrapWithPrefix "-- " 30 text)
  print (wrapText 10 "")
