import Data.Char (ord)
import Data.List (intercalate)
import Text.Printf (printf)

-- | A JSON document. Objects are association lists, so keys keep the order they were given in.
data JSON = JNull | JBool Bool | JNumber Double | JString String | JArray [JSON] | JObject [(String, JSON)]

-- | Quotes and escapes a string as a JSON string literal; control characters become \u escapes.
escapeJson :: String -> String
escapeJson s = '"' : concatMap escape s ++ "\""
  where
    escape '"' = "\\\""
    escape '\\' = "\\\\"
    escape '\n' = "\\n"
    escape '\r' = "\\r"
    escape '\t' = "\\t"
    escape c
      | ord c < 0x20 = printf "\\u%04x" (ord c)
      | otherwise = [c]

-- | Whole numbers print without ".0"; JSON has no NaN or Infinity, so those become null.
renderNumber :: Double -> String
renderNumber x
  | isNaN x || isInfinite x = "null"
  | x == fromInteger whole && abs x < 1e15 = show whole
  | otherwise = show x
  where
    whole = round x :: Integer

-- | Compact JSON on one line, for logs and HTTP bodies.
renderJson :: JSON -> String
renderJson value = case value of
  JNull -> "null"
  JBool b -> if b then "true" else "false"
  JNumber x -> renderNumber x
  JString s -> escapeJson s
  JArray xs -> "[" ++ intercalate "," (map renderJson xs) ++ "]"
  JObject kvs -> "{" ++ intercalate "," [escapeJson k ++ ":" ++ renderJson v | (k, v) <- kvs] ++ "}"

-- | Indented JSON for people, with step spaces per level; empty containers stay on one line.
prettyJson :: Int -> JSON -> String
prettyJson step = go 0
  where
    go _ (JArray []) = "[]"
    go _ (JObject []) = "{}"
    go depth (JArray xs) = block depth '[' ']' (map (go (depth + step)) xs)
    go depth (JObject kvs) = block depth '{' '}' [escapeJson k ++ ": " ++ go (depth + step) v | (k, v) <- kvs]
    go _ scalar = renderJson scalar
    block depth open close items =
      open : "\n" ++ intercalate ",\n" (map (pad (depth + step) ++) items) ++ "\n" ++ pad depth ++ [close]
    pad n = replicate n ' '
