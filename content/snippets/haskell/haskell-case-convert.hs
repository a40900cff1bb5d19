import Data.Char (isAlphaNum, isDigit, isLower, isUpper, toLower, toUpper)
import Data.List (intercalate)

-- | Splits an identifier in any common style into lowercase words: camelCase, PascalCase,
-- snake_case, kebab-case, SCREAMING_CASE and plain text. Acronyms stay whole, so
-- "parseHTTPResponse" gives ["parse", "http", "response"].
splitWords :: String -> [String]
splitWords = words . map toLower . markBoundaries
  where
    -- Insert a space at every word boundary and turn separators into spaces, then let words split.
    markBoundaries (a : b : c : rest)
      | isUpper a && isUpper b && isLower c = a : ' ' : markBoundaries (b : c : rest)
    markBoundaries (a : b : rest)
      | (isLower a || isDigit a) && isUpper b = a : ' ' : markBoundaries (b : rest)
    markBoundaries (a : rest) = (if isAlphaNum a then a else ' ') : markBoundaries rest
    markBoundaries [] = []

capitalize :: String -> String
capitalize (c : rest) = toUpper c : rest
capitalize [] = []

toCamelCase :: String -> String
toCamelCase s = case splitWords s of
  first : rest -> first ++ concatMap capitalize rest
  [] -> ""

toPascalCase :: String -> String
toPascalCase = concatMap capitalize . splitWords

toSnakeCase :: String -> String
toSnakeCase = intercalate "_" . splitWords

toKebabCase :: String -> String
toKebabCase = intercalate "-" . splitWords

toScreamingSnakeCase :: String -> String
toScreamingSnakeCase = map toUpper . toSnakeCase

toTitleCase :: String -> String
toTitleCase = unwords . map capitalize . splitWords
