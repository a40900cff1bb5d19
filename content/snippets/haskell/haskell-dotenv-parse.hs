import Data.Char (isAlphaNum, isDigit, isSpace)
import Data.List (dropWhileEnd, stripPrefix)
import Data.Maybe (fromMaybe)
import System.Environment (lookupEnv, setEnv)

-- | Parses .env text into (key, value) pairs in file order: comments, blank lines, an optional
-- "export " prefix, 'single' (literal) and "double" quotes (with \n \t \" \\ escapes) and
-- inline " #" comments after unquoted values. Errors name their 1-based line.
parseDotEnv :: String -> Either String [(String, String)]
parseDotEnv = fmap concat . mapM parseLine . zip [1 :: Int ..] . lines
  where
    parseLine (n, raw)
      | null line || take 1 line == "#" = Right []
      | otherwise = case break (== '=') line of
          (key, '=' : rest)
            | validKey (trim key) -> (\v -> [(trim key, v)]) <$> value (dropWhile isSpace rest)
            | otherwise -> Left (at ("invalid key " ++ show (trim key)))
          _ -> Left (at "expected KEY=value")
      where
        line = let t = trim raw in maybe t (dropWhile isSpace) (stripPrefix "export " t)
        at msg = "line " ++ show n ++ ": " ++ msg
        value ('"' : rest) = doubleQuoted "" rest
        value ('\'' : rest) = case break (== '\'') rest of
          (v, '\'' : after) | ignorable after -> Right v
          _ -> Left (at "unterminated or trailing text after single quote")
        value v = Right (trim (uncomment (' ' : v)))
        doubleQuoted acc ('\\' : c : rest) = doubleQuoted (unescape c : acc) rest
        doubleQuoted acc ('"' : after)
          | ignorable after = Right (reverse acc)
          | otherwise = Left (at "unexpected text after closing quote")
        doubleQuoted acc (c : rest) = doubleQuoted (c : acc) rest
        doubleQuoted _ [] = Left (at "unterminated double quote")
    -- Only a '#' after whitespace starts a comment, so URL fragments and colours survive.
    uncomment (c : '#' : _) | isSpace c = []
    uncomment (c : rest) = c : uncomment rest
    uncomment [] = []
    ignorable after = all isSpace (uncomment (' ' : after))
    unescape c = fromMaybe c (lookup c [('n', '\n'), ('t', '\t'), ('r', '\r')])
    validKey k@(first : _) = not (isDigit first) && all (\c -> isAlphaNum c || c == '_') k
    validKey [] = False
    trim = dropWhileEnd isSpace . dropWhile isSpace

-- | Exports parsed pairs to the process environment. Variables set before the call win, so real
-- environment settings override the file; among duplicate keys in the file, the last one wins.
applyDotEnv :: [(String, String)] -> IO ()
applyDotEnv pairs = do
  before <- mapM (lookupEnv . fst) pairs
  sequence_ [setEnv k v | ((k, v), Nothing) <- zip pairs before]
