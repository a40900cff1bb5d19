import Data.Char (digitToInt, intToDigit, isDigit, isSpace)

-- | Luhn digit sum over digits given right to left: every second digit is doubled, and a
-- doubled value above 9 has 9 taken off (the same as adding its two digits).
luhnSum :: [Int] -> Int
luhnSum = sum . zipWith ($) (cycle [id, double])
  where
    double d = let x = d * 2 in if x > 9 then x - 9 else x

-- | Strips the spaces and dashes people type, and rejects anything else that is not a digit.
normalise :: String -> Maybe [Int]
normalise s
  | all isDigit cleaned && length cleaned >= 2 = Just (map digitToInt cleaned)
  | otherwise = Nothing
  where
    cleaned = filter (\c -> not (isSpace c || c == '-')) s

-- | True for a number whose last digit is a correct Luhn check digit (card numbers, IMEIs).
luhnValid :: String -> Bool
luhnValid s = maybe False (\ds -> luhnSum (reverse ds) `mod` 10 == 0) (normalise s)

-- | The check digit to append to a payload of digits.
luhnCheckDigit :: String -> Maybe Char
luhnCheckDigit s = case filter (\c -> not (isSpace c || c == '-')) s of
  cleaned
    | not (null cleaned) && all isDigit cleaned ->
        -- Appending a 0 puts every payload digit in its final position; then fix the total up to a multiple of 10.
        let total = luhnSum (reverse (map digitToInt cleaned ++ [0]))
         in Just (intToDigit ((10 - total `mod` 10) `mod` 10))
    | otherwise -> Nothing

-- | Masks all but the last four digits, for logs and receipts.
maskCard :: String -> String
maskCard s = let ds = filter isDigit s in map (const '*') (drop 4 (reverse ds)) ++ reverse (take 4 (reverse ds))
