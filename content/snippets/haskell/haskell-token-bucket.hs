import Data.IORef (atomicModifyIORef', newIORef)
import GHC.Clock (getMonotonicTime)

-- | A token bucket: holds up to bucketCapacity tokens and regains refillPerSecond of them every
-- second. Time is passed in, in seconds, which keeps the logic pure and easy to test.
data TokenBucket = TokenBucket
  { bucketCapacity :: Double
  , refillPerSecond :: Double
  , available :: Double
  , updatedAt :: Double
  }
  deriving (Show)

-- | A full bucket at time now.
newBucket :: Double -> Double -> Double -> TokenBucket
newBucket capacity rate now = TokenBucket capacity rate capacity now

-- Tokens are added lazily, on each call, instead of by a background timer.
refill :: Double -> TokenBucket -> TokenBucket
refill now b = b {available = min (bucketCapacity b) (available b + elapsed * refillPerSecond b), updatedAt = max now (updatedAt b)}
  where
    -- A clock that steps backwards must neither drain nor overfill the bucket.
    elapsed = max 0 (now - updatedAt b)

-- | Takes cost tokens if they are there: True and the drained bucket, or False and the bucket.
tryTake :: Double -> Double -> TokenBucket -> (Bool, TokenBucket)
tryTake now cost bucket
  | available b >= cost = (True, b {available = available b - cost})
  | otherwise = (False, b)
  where
    b = refill now bucket

-- | Seconds to wait before cost tokens will be available (0 when they already are).
waitTime :: Double -> Double -> TokenBucket -> Double
waitTime now cost bucket = max 0 ((cost - available (refill now bucket)) / refillPerSecond bucket)

-- | A limiter shared between threads: each call of the returned action asks for one token.
newRateLimiter :: Double -> Double -> IO (IO Bool)
newRateLimiter capacity rate = do
  ref <- newIORef . newBucket capacity rate =<< getMonotonicTime
  return $ do
    now <- getMonotonicTime
    atomicModifyIORef' ref (\bucket -> let (ok, bucket') = tryTake now 1 bucket in (bucket', ok))
