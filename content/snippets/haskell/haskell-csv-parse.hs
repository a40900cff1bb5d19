import Text.Parsec
import Text.Parsec.String (Parser)

-- | Parses RFC 4180 CSV: quoted fields may hold commas, doubled quotes ("") and line breaks,
-- and rows may end in LF or CRLF. Blank lines are skipped.
parseCsv :: String -> Either ParseError [[String]]
parseCsv = fmap (filter (/= [""])) . parse (row `sepBy` lineEnd <* eof) "csv"

row :: Parser [String]
row = field `sepBy1` char ','

field :: Parser String
field = quoted <|> many (noneOf ",\"\r\n")

quoted :: Parser String
quoted = between (char '"') (char '"' <?> "closing quote") (many quotedChar)
  where
    -- try: a lone quote must be left for the closing quote, not consumed as content.
    quotedChar = noneOf "\"" <|> try (string "\"\"" >> return '"')

lineEnd :: Parser String
lineEnd = try (string "\r\n") <|> string "\n"

-- | Pairs every data row with the header row, so fields can be looked up by column name.
withHeader :: [[String]] -> [[(String, String)]]
withHeader [] = []
withHeader (header : rows) = map (zip header) rows
