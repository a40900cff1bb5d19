main :: IO ()
main = do
  let jobs = fromList [(3, "send newsletter"), (1, "page on-call"), (2, "resize images"), (1, "rotate keys")] :: Heap Int String
  print (peekMin jobs)
  mapM_ print (toSortedList jobs)
  -- Two queues combine in O(log n), such as work stolen from another worker.
  let merged = merge jobs (fromList [(0, "shut down"), (5, "vacuum db")])
  print (map snd (toSortedList merged))
  print (fmap fst (popMin (Empty :: Heap Int ())))
  -- Top three of many without sorting everything.
  print (map fst (take 3 (toSortedList (fromList [(x * 7919 `mod` 1009, ()) | x <- [1 .. 1000 :: Int]]))))
