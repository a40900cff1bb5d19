import Data.Char (isSpace)
import Data.List (intercalate)

-- | Greedy word wrap: every line holds as many words as fit in the width. Paragraphs (separated by
-- blank lines) stay separate, runs of spaces collapse, and over-long words are split so that
-- no line is ever wider than the width.
wrapText :: Int -> String -> [String]
wrapText width = intercalate [""] . map (wrapWords (max 1 width) . concatMap words) . paragraphs . lines

paragraphs :: [String] -> [[String]]
paragraphs ls = case dropWhile blank ls of
  [] -> []
  rest -> let (paragraph, more) = break blank rest in paragraph : paragraphs more
  where
    blank = all isSpace

wrapWords :: Int -> [String] -> [String]
wrapWords width = start . concatMap (chunksOf width)
  where
    start [] = []
    start (w : ws) = fill w (length w) ws
    -- The line's length is carried along rather than recomputed for every word.
    fill line len (w : ws)
      | len + 1 + length w <= width = fill (line ++ ' ' : w) (len + 1 + length w) ws
    fill line _ rest = line : start rest

chunksOf :: Int -> [a] -> [[a]]
chunksOf n xs = case splitAt n xs of
  (chunk, []) -> [chunk]
  (chunk, rest) -> chunk : chunksOf n rest

-- | Wraps and prefixes every line, for indented help text or "-- " and "> " comment blocks.
wrapWithPrefix :: String -> Int -> String -> String
wrapWithPrefix prefix width = unlines . map (prefixed . (prefix ++)) . wrapText (width - length prefix)
  where
    prefixed = reverse . dropWhile isSpace . reverse
