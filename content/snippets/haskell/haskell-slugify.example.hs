import qualified Data.Text.IO as TIO

main :: IO ()
main = do
  mapM_ (\t -> TIO.putStrLn ("[" <> t <> "] -> [" <> slugify t <> "]"))
    [ "Hello, World!"
    , "  Crème Brûlée: A Recipe  "
    , "Straße & Æsir in Łódź"
    , "already-a-slug"
    , "100% ___ pure"
    , "日本語"
    ]
  TIO.putStrLn (slugifyMax 20 "Ten Tips for Writing Faster Haskell Code")
