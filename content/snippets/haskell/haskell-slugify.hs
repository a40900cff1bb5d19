{-# LANGUAGE OverloadedStrings #-}
import Data.Char (isAlphaNum, isAscii)
import qualified Data.Map.Strict as Map
import Data.Text (Text)
import qualified Data.Text as T

-- Proper Unicode normalisation needs text-icu; a table covers the common Latin accents
-- without leaving the packages GHC ships with.
asciiFolds :: Map.Map Char Text
asciiFolds = Map.fromList (concatMap spread table)
  where
    spread (chars, folded) = [(c, folded) | c <- chars]
    table =
      [ ("àáâãäåā", "a"), ("çćč", "c"), ("ďđ", "d"), ("èéêëēę", "e"), ("ìíîïī", "i")
      , ("łľ", "l"), ("ñńň", "n"), ("òóôõöøō", "o"), ("řŕ", "r"), ("śšş", "s"), ("ťţ", "t")
      , ("ùúûüūů", "u"), ("ýÿ", "y"), ("źżž", "z"), ("ß", "ss"), ("æ", "ae"), ("œ", "oe"), ("þ", "th")
      ]

-- | Turns a title into a URL slug: lowercase ASCII words joined by single dashes.
slugify :: Text -> Text
slugify = T.intercalate "-" . T.words . T.concatMap keep . T.toLower
  where
    -- Everything that is not kept becomes a space, so T.words collapses runs and trims the ends.
    keep c
      | isAscii c && isAlphaNum c = T.singleton c
      | otherwise = Map.findWithDefault " " c asciiFolds

-- | Like slugify, but cut to at most n characters without leaving half a word or a trailing dash.
slugifyMax :: Int -> Text -> Text
slugifyMax n title
  | T.length slug <= n = slug
  | otherwise = T.intercalate "-" (fitting 0 (T.splitOn "-" slug))
  where
    slug = slugify title
    fitting _ [] = []
    fitting used (w : ws)
      | used + T.length w > n = []
      | otherwise = w : fitting (used + T.length w + 1) ws
