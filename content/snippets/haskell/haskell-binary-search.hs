import Data.Array (Array, bounds, (!))
import Data.Maybe (fromMaybe)

-- | Smallest integer in [lo, hi] where a monotone predicate holds (False ... False True ... True),
-- or Nothing if it never does. Everything else in this snippet is built on it.
firstTrue :: Integral i => (i -> Bool) -> i -> i -> Maybe i
firstTrue p lo hi
  | lo > hi = Nothing
  | otherwise = if p answer then Just answer else Nothing
  where
    answer = go lo hi
    go l h
      | l >= h = l
      | p mid = go l mid
      | otherwise = go (mid + 1) h
      where
        -- Not (l + h) `div` 2, which overflows fixed-size integers near their limit.
        mid = l + (h - l) `div` 2

-- | Index of the first element not less than x in a sorted array (where x would be inserted).
lowerBound :: Ord a => Array Int a -> a -> Int
lowerBound arr x = fromMaybe (hi + 1) (firstTrue (\i -> arr ! i >= x) lo hi)
  where
    (lo, hi) = bounds arr

-- | Index of x in a sorted array, if present.
search :: Ord a => Array Int a -> a -> Maybe Int
search arr x
  | i <= snd (bounds arr) && arr ! i == x = Just i
  | otherwise = Nothing
  where
    i = lowerBound arr x

-- | Integer square root: the largest n with n * n <= x.
isqrt :: Integer -> Integer
isqrt x
  | x < 0 = error "isqrt: negative input"
  | otherwise = maybe x (subtract 1) (firstTrue (\n -> n * n > x) 0 (x + 1))
