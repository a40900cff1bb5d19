main :: IO ()
main = do
  print (validateSignUp "ada" "ada@example.com" "36")
  print (validateSignUp "al" "al.example.com" "12")
  print (validateSignUp "grace" "grace@example.com" "")
  -- Once done, hand an Either to code that expects one.
  case toEither (validateSignUp "" "" "x") of
    Left errs -> mapM_ putStrLn errs
    Right user -> print user
  -- traverse validates a whole list and reports every bad element.
  let validPort (i, p) = check ("ports[" ++ show i ++ "]") (\n -> n > 0 && n < 65536) "out of range" p
  print (traverse validPort (zip [0 :: Int ..] [80, 0, 443, 70000 :: Int]))
  print (traverse validPort (zip [0 :: Int ..] [8080, 8443 :: Int]))
