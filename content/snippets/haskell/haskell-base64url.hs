import Data.Bits (shiftL, shiftR, (.&.), (.|.))
import qualified Data.ByteString as B
import qualified Data.ByteString.Char8 as BC
import Data.Word (Word8)

-- The URL-safe alphabet of RFC 4648 section 5: '-' and '_' replace '+' and '/'.
alphabet :: B.ByteString
alphabet = BC.pack "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

-- | Encodes bytes as unpadded base64url, the form used by JWTs and URL tokens.
encodeBase64Url :: B.ByteString -> B.ByteString
encodeBase64Url = B.pack . go . map fromIntegral . B.unpack
  where
    go (a : b : c : rest) = sextets 4 a b c ++ go rest
    go [a, b] = sextets 3 a b 0
    go [a] = sextets 2 a 0 0
    go [] = []
    sextets :: Int -> Int -> Int -> Int -> [Word8]
    sextets n a b c =
      let w = a `shiftL` 16 .|. b `shiftL` 8 .|. c
       in take n [B.index alphabet ((w `shiftR` s) .&. 63) | s <- [18, 12, 6, 0]]

-- | Decodes base64url, with or without '=' padding, rejecting characters outside the alphabet.
decodeBase64Url :: B.ByteString -> Either String B.ByteString
decodeBase64Url input = do
  values <- mapM value (B.unpack (BC.takeWhile (/= '=') input))
  if length values `mod` 4 == 1
    then Left "invalid length"
    else Right (B.pack (go values))
  where
    value w = maybe (Left ("invalid character " ++ show (BC.singleton (toEnum (fromIntegral w))))) Right (B.elemIndex w alphabet)
    go (a : b : c : d : rest) = bytes 3 a b c d ++ go rest
    go [a, b, c] = bytes 2 a b c 0
    go [a, b] = bytes 1 a b 0 0
    go _ = []
    bytes :: Int -> Int -> Int -> Int -> Int -> [Word8]
    bytes n a b c d =
      let w = a `shiftL` 18 .|. b `shiftL` 12 .|. c `shiftL` 6 .|. d
       in take n [fromIntegral (w `shiftR` s) | s <- [16, 8, 0]]
