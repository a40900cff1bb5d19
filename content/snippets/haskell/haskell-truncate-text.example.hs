import qualified Data.Text.IO as TIO
import System.IO (hSetEncoding, stdout, utf8)

main :: IO ()
main = do
  hSetEncoding stdout utf8
  let title = T.pack "Functional programming for the working developer"
      show' t = TIO.putStrLn (T.pack "[" <> t <> T.pack "] " <> T.pack (show (T.length t)))
  show' (truncateText 20 title)
  show' (truncateWords 20 title)
  show' (truncateWith (T.pack " (more)") 30 title)
  show' (truncateText 60 title)
  -- "e" plus a combining acute accent: the cut moves before the pair instead of splitting it.
  show' (truncateText 5 (T.pack "cafe\x301 au lait"))
  show' (truncateWords 10 (T.pack "Supercalifragilistic words"))
  show' (truncateText 1 title)
  show' (truncateText 0 title)
