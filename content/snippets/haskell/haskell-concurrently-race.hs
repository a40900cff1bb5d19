import Control.Concurrent (forkIO, killThread, newEmptyMVar, putMVar, takeMVar, tryPutMVar)
import Control.Exception (SomeException, mask, onException, throwIO, try)
import Control.Monad (void)

-- | Runs both actions at once and returns the first result; the loser is cancelled.
-- If the first to finish threw, its exception is rethrown here.
race :: IO a -> IO b -> IO (Either a b)
race left right = do
  done <- newEmptyMVar
  mask $ \restore -> do
    -- tryPutMVar: a cancelled loser must not block forever on the already-filled MVar.
    t1 <- forkIO (try (restore left) >>= void . tryPutMVar done . fmap Left)
    t2 <- forkIO (try (restore right) >>= void . tryPutMVar done . fmap Right)
    let stop = killThread t1 >> killThread t2
    result <- restore (takeMVar done) `onException` stop
    stop
    either (throwIO :: SomeException -> IO c) return result

-- | Runs both actions at once and waits for both; if either throws, the other is cancelled
-- and the exception is rethrown, so no thread outlives the call.
concurrently :: IO a -> IO b -> IO (a, b)
concurrently left right = do
  done <- newEmptyMVar
  mask $ \restore -> do
    t1 <- forkIO (try (restore left) >>= putMVar done . fmap Left)
    t2 <- forkIO (try (restore right) >>= putMVar done . fmap Right)
    let stop = killThread t1 >> killThread t2
        collect (Just a, Just b) = return (a, b)
        collect (ma, mb) = do
          r <- restore (takeMVar done) `onException` stop
          case r of
            Left e -> stop >> throwIO (e :: SomeException)
            Right (Left a) -> collect (Just a, mb)
            Right (Right b) -> collect (ma, Just b)
    collect (Nothing, Nothing)

-- | Applies an IO function to every element concurrently, keeping the results in input order.
mapConcurrently :: (a -> IO b) -> [a] -> IO [b]
mapConcurrently f = foldr (\x rest -> uncurry (:) <$> concurrently (f x) rest) (return [])
