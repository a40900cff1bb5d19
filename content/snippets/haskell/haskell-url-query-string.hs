import Data.Bits (shiftR, (.&.))
import qualified Data.ByteString as B
import Data.Char (chr, digitToInt, isAlphaNum, isHexDigit)
import Data.List (intercalate)
import qualified Data.Text as T
import qualified Data.Text.Encoding as TE
import Data.Text.Encoding.Error (lenientDecode)

-- | Percent-encodes text for a query component: UTF-8 bytes, with only unreserved characters kept.
urlEncode :: T.Text -> String
urlEncode = concatMap enc . B.unpack . TE.encodeUtf8
  where
    enc b
      | isAlphaNum c && b < 128 || c `elem` "-._~" = [c]
      | otherwise = ['%', hex (b `shiftR` 4), hex (b .&. 15)]
      where
        c = chr (fromIntegral b)
    hex n = "0123456789ABCDEF" !! fromIntegral n

-- | Decodes percent escapes and '+' (a space in form encoding); malformed escapes are kept as typed.
urlDecode :: String -> T.Text
urlDecode = TE.decodeUtf8With lenientDecode . B.concat . go
  where
    go ('%' : a : b : rest)
      | isHexDigit a && isHexDigit b = B.singleton (fromIntegral (digitToInt a * 16 + digitToInt b)) : go rest
    go ('+' : rest) = B.singleton 32 : go rest
    go (c : rest) = TE.encodeUtf8 (T.singleton c) : go rest
    go [] = []

-- | Parses "a=1&b=x%20y&flag" into ordered pairs; repeated keys are kept, a bare key has an empty value.
parseQuery :: String -> [(T.Text, T.Text)]
parseQuery = map pair . filter (not . null) . splitOn '&' . dropWhile (== '?')
  where
    pair s = let (k, v) = break (== '=') s in (urlDecode k, urlDecode (drop 1 v))
    splitOn d s = case break (== d) s of
      (chunk, []) -> [chunk]
      (chunk, _ : rest) -> chunk : splitOn d rest

-- | Renders pairs back into a query string (without the leading '?').
renderQuery :: [(T.Text, T.Text)] -> String
renderQuery = intercalate "&" . map (\(k, v) -> urlEncode k ++ "=" ++ urlEncode v)
