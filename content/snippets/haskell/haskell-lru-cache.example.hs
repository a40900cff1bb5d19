main :: IO ()
main = do
  let c1 = insertLRU "b" 2 (insertLRU "a" (1 :: Int) (emptyLRU 2))
      (hitA, c2) = lookupLRU "a" c1
      c3 = insertLRU "c" 3 c2
      (missB, c4) = lookupLRU "b" c3
      c5 = insertLRU "a" 10 c4
  print hitA
  print missB
  print (toListLRU c3)
  print (toListLRU c5)
  print (toListLRU (foldl (\c k -> insertLRU k (length k) c) (emptyLRU 0) ["x", "yy", "zzz"]))
