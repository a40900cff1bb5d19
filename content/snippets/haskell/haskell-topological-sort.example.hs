main :: IO ()
main = do
  let build =
        [ ("app", ["lib", "config"])
        , ("lib", ["utils", "config"])
        , ("tests", ["app", "utils"])
        , ("config", [])
        , ("docs", [])
        ]
  print (topoSort build)
  print (topoSort [(1 :: Int, [2, 2]), (2, [3])])
  print (topoSort [("a", ["b"]), ("b", ["c"]), ("c", ["a"]), ("d", ["c"]), ("e", [])])
  print (topoSort ([] :: [(Int, [Int])]))
