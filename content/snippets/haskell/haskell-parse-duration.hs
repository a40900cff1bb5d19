import Control.Monad (when)
import Data.Char (isAlpha, isDigit, isSpace)
import Data.List (mapAccumL)
import Data.Ratio ((%))

-- | Parses durations such as "1h30m", "90s", "1.5h", "2d 4h" or "250ms" into whole milliseconds.
-- Fractions are kept as exact Rationals until the end, so "0.1s" is exactly 100 ms.
parseDuration :: String -> Either String Integer
parseDuration input = case filter (not . isSpace) input of
  "" -> Left "empty duration"
  s -> go 0 s
  where
    go :: Rational -> String -> Either String Integer
    go total "" = Right (round total)
    go total s = do
      let (whole, afterWhole) = span isDigit s
          (fraction, afterNumber) = case afterWhole of
            '.' : r -> span isDigit r
            _ -> ("", afterWhole)
          (unit, rest) = span isAlpha afterNumber
      when (null whole && null fraction) (Left ("expected a number at " ++ show s))
      factor <- case lookup unit units of
        Just f -> Right f
        Nothing
          | null unit -> Left ("missing unit in " ++ show input)
          | otherwise -> Left ("unknown unit " ++ show unit)
      go (total + (number whole + decimals fraction) * factor) rest
    number digits = if null digits then 0 else read digits % 1
    decimals digits = if null digits then 0 else read digits % (10 ^ length digits)
    units = [("ms", 1), ("s", 1000), ("m", 60000), ("h", 3600000), ("d", 86400000), ("w", 604800000)]

-- | Formats milliseconds compactly, largest unit first: 5400000 becomes "1h 30m".
formatDuration :: Integer -> String
formatDuration ms
  | ms < 0 = '-' : formatDuration (negate ms)
  | ms == 0 = "0s"
  | otherwise = unwords [show count ++ unit | (count, unit) <- parts, count /= 0]
  where
    parts = snd (mapAccumL step ms [(86400000, "d"), (3600000, "h"), (60000, "m"), (1000, "s"), (1, "ms")])
    step remaining (size, unit) = (remaining `mod` size, (remaining `div` size, unit :: String))
