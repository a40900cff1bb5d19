import Control.Monad (replicateM)
import Data.List (mapAccumL)

-- Runs one request (time in seconds, token cost) against the bucket and says what happened.
request :: TokenBucket -> (Double, Double) -> (TokenBucket, String)
request bucket (t, cost) = (bucket', show t ++ "s cost " ++ show cost ++ ": " ++ verdict)
  where
    (ok, bucket') = tryTake t cost bucket
    verdict = if ok then "allowed" else "limited, retry in " ++ show (waitTime t cost bucket') ++ "s"

main :: IO ()
main = do
  -- Bursts of up to 3, refilled at 2 tokens per second; the last request comes from a clock that stepped back.
  let requests = [(0, 1), (0, 1), (0, 1), (0, 1), (0.25, 1), (0.5, 1), (0.5, 2), (10, 1), (9, 1)]
      (final, report) = mapAccumL request (newBucket 3 2 0) requests
  mapM_ putStrLn report
  print (available final)
  limiter <- newRateLimiter 5 0.001
  results <- replicateM 7 limiter
  print results
