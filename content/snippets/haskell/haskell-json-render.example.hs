main :: IO ()
main = do
  let user =
        JObject
          [ ("id", JNumber 42)
          , ("name", JString "Ada \"Countess\" Lovelace")
          , ("bio", JString "line one\nline two\ttabbed\1")
          , ("score", JNumber 0.75)
          , ("ratio", JNumber (0 / 0))
          , ("active", JBool True)
          , ("tags", JArray [JString "math", JString "caf\233"])
          , ("manager", JNull)
          , ("projects", JArray [])
          , ("limits", JObject [("daily", JNumber 1e3), ("tiny", JNumber 1.5e-7)])
          ]
  putStrLn (renderJson user)
  putStrLn (prettyJson 2 user)
