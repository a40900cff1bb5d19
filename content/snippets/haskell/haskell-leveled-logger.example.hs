import Data.Time.Calendar (fromGregorian)
import Data.Time.Clock (UTCTime (..))

main :: IO ()
main = do
  let noon = UTCTime (fromGregorian 2025 3 14) (12 * 3600)
  (lg, captured) <- memoryLogger Info noon
  logAt lg Debug "cache lookup" [("key", "user:7")]
  logAt lg Info "server started" [("port", "8080")]
  let reqLog = withFields [("request_id", "r-42"), ("path", "/api/items")] lg
  logAt reqLog Warn "slow query" [("table", "items"), ("ms", "1250")]
  logAt reqLog Error "upstream failed" [("error", "connection reset by \"peer\""), ("retry", "")]
  captured >>= mapM_ putStrLn
  -- The same call sites work with a real logger; its output goes to stderr, not stdout.
  real <- stderrLogger Warn
  logAt real Info "not shown: below Warn" []
  print [minBound .. maxBound :: Level]
