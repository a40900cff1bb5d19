import Control.Concurrent (threadDelay)

main :: IO ()
main = do
  running <- newTVarIO (0 :: Int)
  peak <- newTVarIO 0
  let job x = do
        atomically $ do
          now <- (+ 1) <$> readTVar running
          writeTVar running now
          modifyTVar' peak (max now)
        threadDelay ((10 - x) * 2000)
        atomically (modifyTVar' running (subtract 1))
        if x == 4 then throwIO (userError "cannot process 4") else return (x * x)
  results <- mapPool 3 job [1 .. 8 :: Int]
  mapM_ (putStrLn . either (\e -> "failed: " ++ show e) (\v -> "ok: " ++ show v)) results
  maxSeen <- readTVarIO peak
  putStrLn ("at most 3 at once: " ++ show (maxSeen <= 3))
  squares <- mapPool_ 4 (\x -> return (x * x)) [1 .. 10 :: Int]
  print squares
  failure <- try (mapPool_ 2 (\x -> if x > 2 then throwIO (userError ("job " ++ show x)) else return x) [1 .. 5 :: Int])
  putStrLn (either (\e -> "mapPool_ failed: " ++ show (e :: SomeException)) show failure)
  print =<< mapPool 2 (\x -> return (x + 1)) ([] :: [Int])
