import System.Environment (setEnv, unsetEnv)

data Config = Config {dbUrl :: String, port :: Int, debug :: Bool, workers :: Int}
  deriving (Show)

config :: EnvReader Config
config =
  Config
    <$> required "APP_DB_URL" str
    <*> optional "APP_PORT" 8080 (int 1 65535)
    <*> optional "APP_DEBUG" False bool
    <*> optional "APP_WORKERS" 4 (int 1 64)

main :: IO ()
main = do
  mapM_ unsetEnv ["APP_DB_URL", "APP_PORT", "APP_DEBUG", "APP_WORKERS"]
  setEnv "APP_DB_URL" "postgres://localhost/app"
  setEnv "APP_DEBUG" "yes"
  print =<< runEnvReader config
  unsetEnv "APP_DB_URL"
  setEnv "APP_DEBUG" "maybe"
  setEnv "APP_WORKERS" "four"
  setEnv "APP_PORT" "18446744073709551696"
  either (mapM_ (putStrLn . ("config error: " ++))) print =<< runEnvReader config
