import Data.Char (isDigit)
import Data.List (isInfixOf)

-- | Like Either, but the Applicative instance collects every error instead of stopping at the first.
-- (There is deliberately no Monad instance: a later check cannot depend on an earlier value.)
data Validation e a = Failure e | Success a
  deriving (Show, Eq)

instance Functor (Validation e) where
  fmap _ (Failure e) = Failure e
  fmap f (Success a) = Success (f a)

instance Semigroup e => Applicative (Validation e) where
  pure = Success
  Failure e1 <*> Failure e2 = Failure (e1 <> e2)
  Failure e1 <*> Success _ = Failure e1
  Success _ <*> Failure e2 = Failure e2
  Success f <*> Success a = Success (f a)

-- | Lifts a predicate into a named check on one field.
check :: String -> (a -> Bool) -> String -> a -> Validation [String] a
check field ok message value
  | ok value = Success value
  | otherwise = Failure [field ++ ": " ++ message]

-- | Converts back to Either once all checks have run.
toEither :: Validation e a -> Either e a
toEither (Failure e) = Left e
toEither (Success a) = Right a

-- | Example domain: a sign-up form validated field by field.
data SignUp = SignUp {userName :: String, email :: String, age :: Int}
  deriving (Show)

validateSignUp :: String -> String -> String -> Validation [String] SignUp
validateSignUp rawName rawEmail rawAge =
  SignUp
    <$> check "name" (\n -> length n >= 3) "must be at least 3 characters" rawName
    <*> check "email" ("@" `isInfixOf`) "must contain @" rawEmail
    <*> parseAge rawAge
  where
    parseAge s
      | null s || not (all isDigit s) = Failure ["age: must be a whole number"]
      | otherwise = check "age" (>= 13) "must be 13 or over" (read s)
