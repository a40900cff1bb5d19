import Control.Exception (ErrorCall (..), try)
import Data.List (sort)
import System.Directory (createDirectory, getTemporaryDirectory, listDirectory, removeDirectoryRecursive)
import System.FilePath ((</>))

main :: IO ()
main = do
  base <- getTemporaryDirectory
  (marker, h) <- openTempFile base "atomic-demo"
  hClose h >> removeFile marker >> createDirectory marker
  let settings = marker </> "settings.conf"
  writeFileAtomic settings "theme = dark\nfont = 12\n"
  readFileStrict settings >>= putStr
  writeFileAtomic settings "theme = light\nfont = 14\nlang = en-GB\n"
  readFileStrict settings >>= putStr
  -- The contents fail halfway through: the old file must survive untouched.
  result <- try (writeFileAtomic settings ("theme = broken\n" ++ error "renderer crashed"))
  putStrLn (either (\(ErrorCall msg) -> "write failed: " ++ msg) (const "write succeeded") result)
  readFileStrict settings >>= putStr
  listDirectory marker >>= print . sort
  removeDirectoryRecursive marker
