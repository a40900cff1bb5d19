import System.Environment (lookupEnv)
import Text.Read (readMaybe)

-- | Reading settings from the environment as an Applicative: every problem is collected, so a
-- misconfigured deploy reports all bad variables at once instead of one per restart.
newtype EnvReader a = EnvReader (IO (Either [String] a))

instance Functor EnvReader where
  fmap f (EnvReader io) = EnvReader (fmap (fmap f) io)

instance Applicative EnvReader where
  pure = EnvReader . pure . Right
  EnvReader iof <*> EnvReader iox = EnvReader (combine <$> iof <*> iox)
    where
      combine (Right f) (Right x) = Right (f x)
      combine (Left e1) (Left e2) = Left (e1 ++ e2)
      combine (Left e1) _ = Left e1
      combine _ (Left e2) = Left e2

runEnvReader :: EnvReader a -> IO (Either [String] a)
runEnvReader (EnvReader io) = io

-- | A variable that must be set; parse returns Left with the reason a value is invalid.
required :: String -> (String -> Either String a) -> EnvReader a
required name parse = EnvReader (maybe (Left [name ++ " is required"]) (check name parse) <$> lookupEnv name)

-- | A variable with a default for when it is unset; a set but invalid value is still an error.
optional :: String -> a -> (String -> Either String a) -> EnvReader a
optional name fallback parse = EnvReader (maybe (Right fallback) (check name parse) <$> lookupEnv name)

check :: String -> (String -> Either String a) -> String -> Either [String] a
check name parse raw
  | null raw = Left [name ++ " is empty"]
  | otherwise = either (\why -> Left [name ++ "=" ++ show raw ++ ": " ++ why]) Right (parse raw)

-- Parsers for common setting types.
str :: String -> Either String String
str = Right

int :: Int -> Int -> String -> Either String Int
int lo hi raw = case readMaybe raw :: Maybe Integer of
  -- Read as Integer first: reading straight into Int wraps huge numbers around silently.
  Just n | n >= toInteger lo && n <= toInteger hi -> Right (fromInteger n)
  Just _ -> Left ("must be between " ++ show lo ++ " and " ++ show hi)
  Nothing -> Left "not a whole number"

bool :: String -> Either String Bool
bool raw
  | raw `elem` ["1", "true", "yes", "on"] = Right True
  | raw `elem` ["0", "false", "no", "off"] = Right False
  | otherwise = Left "expected true/false, yes/no, on/off or 1/0"
