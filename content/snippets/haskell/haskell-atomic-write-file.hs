import Control.Exception (bracketOnError)
import System.Directory (removeFile, renameFile)
import System.FilePath (splitFileName)
import System.IO

-- | Replaces a file's contents all at once: readers see the old file or the new one, never half.
-- The temporary file sits in the same directory so the final rename stays on one file system,
-- where POSIX rename is atomic.
writeFileAtomic :: FilePath -> String -> IO ()
writeFileAtomic path contents = do
  let (dir, name) = splitFileName path
  bracketOnError
    (openTempFile dir (name ++ ".tmp"))
    (\(tmp, h) -> hClose h >> removeFile tmp)
    ( \(tmp, h) -> do
        hSetEncoding h utf8
        hPutStr h contents
        -- hClose flushes; a failure there still reaches the cleanup handler.
        hClose h
        renameFile tmp path
    )

-- | Reads a whole file strictly, so it can be rewritten right after.
readFileStrict :: FilePath -> IO String
readFileStrict path = withFile path ReadMode $ \h -> do
  hSetEncoding h utf8
  s <- hGetContents h
  length s `seq` return s

