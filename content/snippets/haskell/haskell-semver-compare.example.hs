import Data.List (sort)
import Data.Maybe (mapMaybe)

main :: IO ()
main = do
  let tags = ["1.10.0", "v1.2.0", "1.0.0-rc.1", "1.0.0", "1.0.0-alpha", "1.0.0-alpha.beta", "1.0.0-alpha.1", "1.0.0-beta.11", "1.0.0-beta.2", "2.0.0+build.5"]
  putStrLn (unwords (map showVersion (sort (mapMaybe parseVersion tags))))
  print (compare <$> parseVersion "1.2.10" <*> parseVersion "1.2.9")
  print (parseVersion "1.0.0+linux" == parseVersion "1.0.0+darwin")
  print (map (fmap showVersion . parseVersion) ["1.2", "01.2.3", "1.2.3-", "1.2.3-beta..1", "1.2.3-x-y"])
