import Control.Concurrent.MVar (newMVar, withMVar)
import Control.Monad (when)
import Data.Char (isSpace, toLower)
import Data.IORef (modifyIORef', newIORef, readIORef)
import Data.Time.Clock (UTCTime, getCurrentTime)
import Data.Time.Format.ISO8601 (iso8601Show)
import System.IO (hPutStrLn, stderr)

data Level = Debug | Info | Warn | Error
  deriving (Show, Eq, Ord, Enum, Bounded)

-- | A logger is a plain record (the "handle" pattern): the clock and the output are fields,
-- so tests can swap in a fixed time and an in-memory sink.
data Logger = Logger
  { minLevel :: Level
  , clock :: IO UTCTime
  , sink :: String -> IO ()
  , context :: [(String, String)]
  }

-- | Writes one logfmt line (key=value pairs) when the level is at or above the minimum.
logAt :: Logger -> Level -> String -> [(String, String)] -> IO ()
logAt lg lvl msg fields = when (lvl >= minLevel lg) $ do
  now <- clock lg
  sink lg . unwords $
    ["ts=" ++ iso8601Show now, "level=" ++ map toLower (show lvl), "msg=" ++ quote msg]
      ++ [k ++ "=" ++ quote v | (k, v) <- context lg ++ fields]

-- Values with spaces, quotes or '=' are quoted with escapes so every line splits unambiguously.
quote :: String -> String
quote s
  | null s || any (\c -> isSpace c || c `elem` "\"=") s = show s
  | otherwise = s

-- | A child logger that adds fields to every line, such as a request id.
withFields :: [(String, String)] -> Logger -> Logger
withFields fs lg = lg {context = context lg ++ fs}

-- | Logs to stderr; the lock keeps lines from different threads from interleaving.
stderrLogger :: Level -> IO Logger
stderrLogger lvl = do
  lock <- newMVar ()
  return (Logger lvl getCurrentTime (\line -> withMVar lock (const (hPutStrLn stderr line))) [])

-- | Collects lines in memory with a fixed clock, for tests; the action returns them in order.
memoryLogger :: Level -> UTCTime -> IO (Logger, IO [String])
memoryLogger lvl fixed = do
  ref <- newIORef []
  return (Logger lvl (return fixed) (\line -> modifyIORef' ref (line :)) [], reverse <$> readIORef ref)
