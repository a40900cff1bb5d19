import System.Console.GetOpt
import Text.Read (readMaybe)

data Options = Options
  { optVerbose :: Bool
  , optOutput :: FilePath
  , optJobs :: Int
  , optHelp :: Bool
  }
  deriving (Show)

defaultOptions :: Options
defaultOptions = Options {optVerbose = False, optOutput = "out.txt", optJobs = 1, optHelp = False}

-- Each flag is a function over Options, so defaults live in one record and flags compose in order.
optionSpecs :: [OptDescr (Either String (Options -> Options))]
optionSpecs =
  [ Option "v" ["verbose"] (NoArg (Right (\o -> o {optVerbose = True}))) "print progress"
  , Option "o" ["output"] (ReqArg (\f -> Right (\o -> o {optOutput = f})) "FILE") "write to FILE"
  , Option "j" ["jobs"] (ReqArg parseJobs "N") "run N jobs in parallel"
  , Option "h" ["help"] (NoArg (Right (\o -> o {optHelp = True}))) "show this help"
  ]
  where
    parseJobs s = case readMaybe s of
      Just n | n > 0 -> Right (\o -> o {optJobs = n})
      _ -> Left ("invalid --jobs value: " ++ s)

-- | Parses argv into options and positional arguments, or every error message found.
parseArgs :: [String] -> Either [String] (Options, [String])
parseArgs argv = case getOpt Permute optionSpecs argv of
  (actions, positional, []) -> case sequence actions of
    Right fs -> Right (foldl (flip id) defaultOptions fs, positional)
    Left err -> Left [err]
  (_, _, errs) -> Left (map (takeWhile (/= '\n')) errs)

usage :: String -> String
usage prog = usageInfo ("Usage: " ++ prog ++ " [OPTIONS] FILE...") optionSpecs
