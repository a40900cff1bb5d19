main :: IO ()
main = do
  print (levenshtein "kitten" "sitting")
  print (levenshtein "flaw" "lawn")
  print (levenshtein "" "abc")
  print (levenshtein "same" "same")
  let commands = ["install", "uninstall", "init", "info", "search", "status"]
  print (suggest 3 "instal" commands)
  print (suggest 2 "stats" commands)
  print (suggest 2 "deploy" commands)
