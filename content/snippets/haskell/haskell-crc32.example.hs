import qualified Data.ByteString.Char8 as BC

main :: IO ()
main = do
  -- "123456789" is the standard check value for CRC-32: cbf43926.
  mapM_ (putStrLn . crc32Hex . crc32 . BC.pack) ["123456789", "", "The quick brown fox jumps over the lazy dog"]
  let whole = BC.pack "hello, world"
      (front, back) = BC.splitAt 5 whole
  print (crc32 whole == crc32Update (crc32 front) back)
  print (crc32Lazy (BL.fromChunks [front, back]) == crc32 whole)
  print (crc32 (B.pack [0, 255, 128]))
