import Control.Exception (IOException)
import Data.IORef (IORef, atomicModifyIORef', newIORef)

-- Fails with an IOException on its first `failures` calls, then succeeds.
flaky :: IORef Int -> Int -> IO String
flaky counter failures = do
  n <- atomicModifyIORef' counter (\c -> (c + 1, c + 1))
  if n <= failures
    then ioError (userError ("attempt " ++ show n ++ " failed"))
    else return ("succeeded on attempt " ++ show n)

main :: IO ()
main = do
  let policy = RetryPolicy {maxAttempts = 4, baseDelayMicros = 100000, maxDelayMicros = 300000}
      logSleep micros = putStrLn ("  waiting " ++ show micros ++ " us")
      anyIOError = const True :: IOException -> Bool
  print (map (backoffDelay policy) [1 .. 5])
  first <- newIORef 0
  retryWith logSleep policy anyIOError (flaky first 2) >>= putStrLn
  second <- newIORef 0
  outcome <- try (retryWith logSleep policy anyIOError (flaky second 10))
  putStrLn (either (\e -> "gave up: " ++ show (e :: IOException)) id outcome)
  third <- newIORef 0
  retrying policy {baseDelayMicros = 1000} anyIOError (flaky third 1) >>= putStrLn
