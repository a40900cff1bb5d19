import Text.Printf (printf)

main :: IO ()
main = do
  let inputs = ["parseHTTPResponse", "user_id", "Content-Type", "XMLHttpRequest2", "  already spaced  words ", "MAX_RETRY_COUNT", "version2Beta", ""]
  mapM_ (\s -> printf "%-26s %-22s %-22s %s\n" (show s) (toCamelCase s) (toSnakeCase s) (toKebabCase s)) inputs
  putStrLn (toPascalCase "user_profile_page")
  putStrLn (toScreamingSnakeCase "maxRetryCount")
  putStrLn (toTitleCase "the-quick_brownFox")
  print (splitWords "getHTTPSUrlV2")
