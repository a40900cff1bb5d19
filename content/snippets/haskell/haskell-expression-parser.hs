import Text.Parsec
import Text.Parsec.Expr
import Text.Parsec.String (Parser)

data Expr = Number Double | Negate Expr | Binary Char Expr Expr
  deriving (Show)

-- Every token parser eats the spaces after it, so the grammar never mentions whitespace.
lexeme :: Parser a -> Parser a
lexeme p = p <* spaces

symbol :: Char -> Parser Char
symbol = lexeme . char

number :: Parser Expr
number = lexeme $ do
  whole <- many1 digit
  fraction <- option "" ((:) <$> char '.' <*> many1 digit)
  return (Number (read (whole ++ fraction)))

-- | Arithmetic with the usual precedence: ^ (right-associative) binds tightest, then unary minus,
-- then * and /, then + and -. The table lists operators from highest to lowest precedence.
expression :: Parser Expr
expression = buildExpressionParser table term <?> "expression"
  where
    term = between (symbol '(') (symbol ')') expression <|> number <?> "number or ("
    table =
      [ [binary '^' AssocRight]
      , [Prefix (Negate <$ symbol '-')]
      , [binary '*' AssocLeft, binary '/' AssocLeft]
      , [binary '+' AssocLeft, binary '-' AssocLeft]
      ]
    binary op = Infix (Binary op <$ symbol op)

evaluate :: Expr -> Either String Double
evaluate (Number x) = Right x
evaluate (Negate e) = negate <$> evaluate e
evaluate (Binary op l r) = do
  a <- evaluate l
  b <- evaluate r
  case op of
    '+' -> Right (a + b)
    '-' -> Right (a - b)
    '*' -> Right (a * b)
    '/' | b == 0 -> Left "division by zero"
        | otherwise -> Right (a / b)
    '^' -> Right (a ** b)
    _ -> Left ("unknown operator " ++ [op])

-- | Parses and evaluates a whole input string, reporting the column of a syntax error.
calculate :: String -> Either String Double
calculate input = case parse (spaces *> expression <* eof) "" input of
  Left err -> Left ("syntax error at column " ++ show (sourceColumn (errorPos err)))
  Right expr -> evaluate expr
