import Control.Concurrent (threadDelay)
import Control.Exception (Exception, throwIO, try)

data RetryPolicy = RetryPolicy
  { maxAttempts :: Int
  , baseDelayMicros :: Int
  , maxDelayMicros :: Int
  }

-- | The wait before retry number n (1-based): base * 2^(n-1), capped at the maximum.
backoffDelay :: RetryPolicy -> Int -> Int
backoffDelay policy n = min (maxDelayMicros policy) (baseDelayMicros policy * 2 ^ doublings)
  where
    -- Capping the exponent keeps 2^n from overflowing Int on very long retry runs.
    doublings = min 30 (max 0 (n - 1))

-- | Runs an action, retrying with exponential backoff while it throws an exception the predicate
-- accepts. The sleep function is a parameter so tests can record delays instead of waiting.
retryWith :: Exception e => (Int -> IO ()) -> RetryPolicy -> (e -> Bool) -> IO a -> IO a
retryWith sleep policy shouldRetry action = go 1
  where
    go attempt = do
      result <- try action
      case result of
        Right value -> return value
        Left err
          | attempt < maxAttempts policy && shouldRetry err -> do
              sleep (backoffDelay policy attempt)
              go (attempt + 1)
          | otherwise -> throwIO err

-- | retryWith that really sleeps.
retrying :: Exception e => RetryPolicy -> (e -> Bool) -> IO a -> IO a
retrying = retryWith threadDelay
