{-# LANGUAGE BangPatterns #-}

import qualified Data.ByteString.Char8 as BC
import System.IO

-- | Folds over a file's lines one at a time in constant memory, with a strict accumulator.
-- Reading strict ByteString lines avoids lazy IO, so the handle is closed as soon as we return.
foldLines :: FilePath -> (acc -> BC.ByteString -> acc) -> acc -> IO acc
foldLines path step start = withFile path ReadMode (\h -> go h start)
  where
    go h !acc = do
      eof <- hIsEOF h
      if eof
        then return acc
        else do
          line <- BC.hGetLine h
          go h (step acc (stripCR line))

-- Files written on Windows end lines with \r\n; hGetLine only removes the \n.
stripCR :: BC.ByteString -> BC.ByteString
stripCR l = if not (BC.null l) && BC.last l == '\r' then BC.init l else l

-- | Runs an action on each line with its 1-based number, such as for reporting errors.
forEachLine :: FilePath -> (Int -> BC.ByteString -> IO ()) -> IO ()
forEachLine path act = withFile path ReadMode (go 1)
  where
    go n h = do
      eof <- hIsEOF h
      if eof then return () else BC.hGetLine h >>= act n . stripCR >> go (n + 1 :: Int) h

-- | Line and word counts plus the longest line, gathered in one pass; strict fields keep
-- the fold from building up unevaluated thunks over a large file.
data Counts = Counts {lineCount :: !Int, wordCount :: !Int, longestLine :: !Int}
  deriving (Show)

countFile :: FilePath -> IO Counts
countFile path = foldLines path step (Counts 0 0 0)
  where
    step (Counts l w m) line = Counts (l + 1) (w + length (BC.words line)) (max m (BC.length line))

-- | Sums a numeric column of a whitespace-separated file, skipping lines that do not parse.
sumColumn :: Int -> FilePath -> IO Int
sumColumn col path = foldLines path step 0
  where
    step acc line = case drop col (BC.words line) of
      (field : _) | Just (n, rest) <- BC.readInt field, BC.null rest -> acc + n
      _ -> acc
