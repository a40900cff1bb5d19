import Data.Array.Unboxed (UArray, accumArray, bounds, elems, (!))
import Data.Bits (xor)
import Data.Char (ord)
import Data.List (foldl')
import Data.Word (Word64)

-- | The number of hash functions and the bit array.
data Bloom = Bloom Int (UArray Int Bool)

-- | FNV-1a over the characters, seeded so two independent-enough hashes come from one function.
fnv1a :: Word64 -> String -> Word64
fnv1a seed = foldl' step (14695981039346656037 `xor` seed)
  where
    step h c = (h `xor` fromIntegral (ord c)) * 1099511628211

-- | Bit positions for an item by double hashing: h1 + i * h2 stands in for k separate hashes.
positions :: Int -> Int -> String -> [Int]
positions m k s = [fromIntegral ((h1 + fromIntegral i * h2) `mod` fromIntegral m) | i <- [0 .. k - 1]]
  where
    h1 = fnv1a 0 s
    h2 = fnv1a 0x9E3779B97F4A7C15 s * 2 + 1

-- | Sizes the filter for the expected item count and false-positive rate, then sets every bit at once.
fromListBloom :: Double -> [String] -> Bloom
fromListBloom fpRate items = Bloom k bits
  where
    n = max 1 (length items)
    m = max 8 (ceiling (negate (fromIntegral n) * log fpRate / (log 2 ^ (2 :: Int))))
    k = max 1 (round (fromIntegral m / fromIntegral n * log 2 :: Double))
    bits = accumArray (\_ new -> new) False (0, m - 1) [(p, True) | s <- items, p <- positions m k s]

-- | False means definitely absent; True means probably present.
mightContain :: Bloom -> String -> Bool
mightContain (Bloom k bits) s = all (bits !) (positions (snd (bounds bits) + 1) k s)

-- | Size in bits and how many are set, to check the filter is not saturated.
bloomStats :: Bloom -> (Int, Int, Int)
bloomStats (Bloom k bits) = (snd (bounds bits) + 1, k, length (filter id (elems bits)))
