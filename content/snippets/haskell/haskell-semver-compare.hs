import Data.Char (isAlphaNum, isDigit)
import Data.List (intercalate)

-- | Numeric identifiers sort before alphanumeric ones, exactly as the derived Ord does.
data Identifier = Numeric Integer | Alpha String deriving (Eq, Ord, Show)

data Version = Version {major, minor, patch :: Integer, prerelease :: [Identifier]}
  deriving (Eq, Show)

-- | Semantic Versioning 2.0.0 precedence: a release outranks its pre-releases, and pre-release
-- identifiers compare field by field, a longer list winning when one is a prefix of the other.
instance Ord Version where
  compare a b = compare (key a) (key b)
    where
      key v = (major v, minor v, patch v, null (prerelease v), prerelease v)

-- | Parses "1.2.3", "v1.2.3-rc.1" or "1.2.3-beta+build.7"; build metadata is dropped,
-- since it takes no part in precedence.
parseVersion :: String -> Maybe Version
parseVersion input = do
  let text = if take 1 input == "v" then drop 1 input else input
      (core, rest) = break (`elem` "-+") text
      pre = case rest of
        '-' : p -> takeWhile (/= '+') p
        _ -> ""
  [ma, mi, pa] <- mapM number (splitOn '.' core)
  ids <- if null pre && take 1 rest /= "-" then Just [] else mapM identifier (splitOn '.' pre)
  return (Version ma mi pa ids)
  where
    -- Leading zeros are invalid in SemVer numbers, so "01" is rejected rather than read as 1.
    number s
      | not (null s) && all isDigit s && (s == "0" || take 1 s /= "0") = Just (read s)
      | otherwise = Nothing
    identifier s
      | Just n <- number s = Just (Numeric n)
      | not (null s) && all (\c -> isAlphaNum c || c == '-') s && not (all isDigit s) = Just (Alpha s)
      | otherwise = Nothing

showVersion :: Version -> String
showVersion v = intercalate "." (map show [major v, minor v, patch v]) ++ pre
  where
    pre = if null (prerelease v) then "" else '-' : intercalate "." (map showId (prerelease v))
    showId (Numeric n) = show n
    showId (Alpha s) = s

splitOn :: Char -> String -> [String]
splitOn sep s = case break (== sep) s of
  (chunk, _ : rest) -> chunk : splitOn sep rest
  (chunk, []) -> [chunk]
