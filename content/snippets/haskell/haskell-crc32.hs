import Data.Array.Unboxed (UArray, listArray, (!))
import Data.Bits (complement, shiftR, testBit, xor, (.&.))
import qualified Data.ByteString as B
import qualified Data.ByteString.Lazy as BL
import Data.List (foldl')
import Data.Word (Word32, Word8)
import Text.Printf (printf)

-- | The 256-entry table for the reflected IEEE polynomial, built once and shared.
crcTable :: UArray Word8 Word32
crcTable = listArray (0, 255) [entry (fromIntegral n) | n <- [0 .. 255 :: Int]]
  where
    entry c = iterate step c !! 8
    step c = if testBit c 0 then 0xEDB88320 `xor` (c `shiftR` 1) else c `shiftR` 1

-- | Feeds more bytes into a running CRC, so large inputs can be hashed chunk by chunk.
crc32Update :: Word32 -> B.ByteString -> Word32
crc32Update crc = complement . B.foldl' step (complement crc)
  where
    step c b = (crcTable ! (fromIntegral c .&. 0xFF `xor` b)) `xor` (c `shiftR` 8)

-- | CRC-32 as used by zip, gzip and PNG.
crc32 :: B.ByteString -> Word32
crc32 = crc32Update 0

-- | CRC-32 of a lazy ByteString, such as the result of BL.readFile, in constant memory.
crc32Lazy :: BL.ByteString -> Word32
crc32Lazy = foldl' crc32Update 0 . BL.toChunks

-- | The usual eight-digit lowercase hex form.
crc32Hex :: Word32 -> String
crc32Hex = printf "%08x"
