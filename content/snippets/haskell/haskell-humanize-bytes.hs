import Text.Printf (printf)

data UnitSystem = Binary | Decimal

-- | Formats a byte count for people: "512 B", "1.5 KiB" (Binary, powers of 1024) or
-- "1.5 kB" (Decimal, powers of 1000), with one decimal place.
humanizeBytes :: UnitSystem -> Integer -> String
humanizeBytes system n
  | magnitude < base = show n ++ " B"
  | otherwise = sign ++ printf "%.1f %s" value unit
  where
    (base, units) = case system of
      Binary -> (1024, ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"])
      Decimal -> (1000, ["kB", "MB", "GB", "TB", "PB", "EB"])
    magnitude = abs n
    sign = if n < 0 then "-" else ""
    scaled :: Int -> Double
    scaled k = fromIntegral magnitude / fromIntegral base ^ k
    oneDecimal x = fromIntegral (round (x * 10) :: Integer) / 10 :: Double
    candidates = [(oneDecimal (scaled k), u) | (k, u) <- zip [1 ..] units]
    -- Pick the unit only after rounding, so 1023.96 KiB is shown as 1.0 MiB, not 1024.0 KiB.
    (value, unit) = case [c | c@(v, _) <- candidates, v < fromIntegral base] of
      c : _ -> c
      [] -> last candidates

-- | Parses the output back ("1.5 MiB", "20 kB", "512 B") into bytes, for config values.
parseBytes :: String -> Maybe Integer
parseBytes text = case reads text :: [(Double, String)] of
  [(number, rest)] -> do
    factor <- lookup (dropWhile (== ' ') rest) table
    return (round (number * fromIntegral (factor :: Integer)))
  _ -> Nothing
  where
    table =
      ("B", 1) : zip ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"] (iterate (* 1024) 1024)
        ++ zip ["kB", "MB", "GB", "TB", "PB", "EB"] (iterate (* 1000) 1000)
