main :: IO ()
main = do
  let query = parseQuery "?q=haskell+text%20encoding&tag=a&tag=b&debug&name=Jos%C3%A9&bad=%zz%4"
  -- show escapes non-ASCII characters, so "Jos\233" is the decoded "José".
  mapM_ print query
  print (lookup (T.pack "tag") query, [v | (k, v) <- query, k == T.pack "tag"])
  putStrLn (renderQuery [(T.pack "q", T.pack "rock & roll"), (T.pack "page", T.pack "2"), (T.pack "path", T.pack "/a b/~c")])
  putStrLn (urlEncode (T.pack "na\239ve caf\233"))
  print (urlDecode (urlEncode (T.pack "na\239ve caf\233")) == T.pack "na\239ve caf\233")
  print (parseQuery "", parseQuery "&&")
