import Control.Concurrent (forkIO)
import Control.Concurrent.STM
import Control.Exception (SomeException, evaluate, throwIO, try)
import Control.Monad (forM, forM_, replicateM_)

-- | Runs a job on every input using at most n worker threads and returns the results in input
-- order. Each job's exception is captured as a Left, so one failure neither stops the pool
-- nor loses the other results.
mapPool :: Int -> (a -> IO b) -> [a] -> IO [Either SomeException b]
mapPool n job inputs = do
  queue <- newTQueueIO
  -- One result slot per input: workers fill them in any order, the caller reads them in order.
  slots <- forM inputs (const newEmptyTMVarIO)
  atomically (forM_ (zip inputs slots) (writeTQueue queue))
  let worker = do
        next <- atomically (tryReadTQueue queue)
        case next of
          Nothing -> return ()
          Just (input, slot) -> do
            -- evaluate forces the result inside the worker, so the work really happens there.
            result <- try (job input >>= evaluate)
            atomically (putTMVar slot result)
            worker
  replicateM_ (max 1 (min n (length inputs))) (forkIO worker)
  mapM (atomically . readTMVar) slots

-- | Like mapPool, but rethrows the first failure (in input order) once every job has finished.
mapPool_ :: Int -> (a -> IO b) -> [a] -> IO [b]
mapPool_ n job inputs = mapPool n job inputs >>= mapM (either throwIO return)
