main :: IO ()
main = do
  let r0 = newRing 3 :: Ring Int
      r1 = pushAll [1, 2, 3] r0
      (evicted, r2) = push 4 r1
  print r1
  print (isFull r1, evicted, contents r2)
  print (map (`recent` r2) [0, 1, 2, 3])
  -- A rolling window over a log: keep only the last three lines.
  let logLines = ["boot", "load config", "listen :8080", "request /", "request /health"]
  print (contents (pushAll logLines (newRing 3)))
  case pop r2 of
    Just (x, rest) -> print (x, rest)
    Nothing -> putStrLn "empty"
  print (fmap fst (pop (newRing 2 :: Ring Char)))
