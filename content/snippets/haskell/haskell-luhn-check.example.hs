main :: IO ()
main = do
  let inputs = ["4539 1488 0343 6467", "4539-1488-0343-6468", "79927398713", "0", "1234 abcd 5678", "00"]
  mapM_ (\s -> putStrLn (show s ++ " -> " ++ show (luhnValid s))) inputs
  print (luhnCheckDigit "7992739871")
  print (luhnCheckDigit "35600000000000")
  print (luhnCheckDigit "12a")
  putStrLn (maskCard "4539 1488 0343 6467")
