import System.Environment (unsetEnv)

main :: IO ()
main = do
  let file =
        unlines
          [ "# database settings"
          , "export DB_HOST = localhost"
          , "DB_PORT=5432   # default port"
          , "GREETING=\"Hello,\\n\\\"world\\\"\""
          , "RAW='no $expansion \\n here'"
          , "HOME_URL=https://example.com/#top"
          , ""
          , "EMPTY="
          , "APP_MODE=development"
          , "DB_PORT=6543"
          ]
  case parseDotEnv file of
    Left err -> putStrLn err
    Right pairs -> do
      mapM_ print pairs
      mapM_ unsetEnv ["DB_HOST", "DB_PORT"]
      setEnv "APP_MODE" "production"
      applyDotEnv pairs
      mapM_ (\k -> lookupEnv k >>= \v -> putStrLn (k ++ " = " ++ show v)) ["DB_HOST", "DB_PORT", "APP_MODE"]
  mapM_ (either putStrLn print . parseDotEnv) ["OK=1\n2BAD=x", "A=\"open", "JUST TEXT", "B='x' y"]
