main :: IO ()
main = do
  let samples = map BC.pack ["", "f", "fo", "foo", "foob", "hello, world"] ++ [B.pack [0xfb, 0xff, 0xbf]]
  mapM_ (print . encodeBase64Url) samples
  print (all (\s -> decodeBase64Url (encodeBase64Url s) == Right s) samples)
  print (decodeBase64Url (BC.pack "aGVsbG8"))
  print (decodeBase64Url (BC.pack "aGVsbG8="))
  print (decodeBase64Url (BC.pack "aGVs+G8"))
  print (decodeBase64Url (BC.pack "abcde"))
