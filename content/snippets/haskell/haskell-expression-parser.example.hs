main :: IO ()
main = do
  let inputs = ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-2 ^ 2", "10 / 4 - 0.5", " 7 - -3 ", "1 / (2 - 2)", "2 * (3 + ", "4 $ 2"]
  mapM_ (\s -> putStrLn (show s ++ " = " ++ either ("error: " ++) show (calculate s))) inputs
  print (parse (spaces *> expression <* eof) "" "1 - 2 - 3")
