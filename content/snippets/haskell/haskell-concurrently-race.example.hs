import Control.Concurrent (threadDelay)
import Control.Exception (ErrorCall (..), finally)

main :: IO ()
main = do
  -- A timeout is a race against a sleep.
  winner <- race (threadDelay 500000 >> return "slow backend") (threadDelay 20000 >> return (42 :: Int))
  print winner
  timedOut <- race (threadDelay 20000) (threadDelay 500000 >> return "too late")
  putStrLn (either (const "timed out") id timedOut)
  both <- concurrently (threadDelay 30000 >> return "config") (return [1, 2, 3 :: Int])
  print both
  -- Results keep input order even though later items finish first.
  sizes <- mapConcurrently (\n -> threadDelay ((5 - n) * 10000) >> return (n * n)) [1 .. 4]
  print sizes
  -- A failure cancels the sibling, whose cleanup handler still runs.
  cleaned <- newEmptyMVar
  outcome <- try (concurrently (threadDelay 2000000 `finally` putMVar cleaned "sibling cancelled") (throwIO (ErrorCall "upload failed")))
  case outcome of
    Left (ErrorCall msg) -> putStrLn ("error: " ++ msg)
    Right ((), ()) -> putStrLn "both finished"
  takeMVar cleaned >>= putStrLn
