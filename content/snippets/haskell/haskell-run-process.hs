import Control.Exception (IOException, try)
import System.Exit (ExitCode (..))
import System.Process (CreateProcess, proc, readCreateProcessWithExitCode)
import System.Timeout (timeout)

data ProcessResult = ProcessResult
  { exitStatus :: Int
  , capturedOut :: String
  , capturedErr :: String
  }
  deriving (Show)

-- | Runs a process with the given stdin, capturing stdout, stderr and the exit status.
-- A non-zero exit is a normal result; Left means it could not start or ran past the limit.
-- Arguments go straight to the program (no shell), so they need no quoting or escaping.
runCaptured :: Double -> CreateProcess -> String -> IO (Either String ProcessResult)
runCaptured seconds spec input = do
  outcome <- try (timeout (round (seconds * 1e6)) (readCreateProcessWithExitCode spec input))
  return $ case outcome of
    Left err -> Left ("could not run: " ++ show (err :: IOException))
    -- On timeout the process is terminated by readCreateProcessWithExitCode's cleanup.
    Right Nothing -> Left ("timed out after " ++ show seconds ++ "s")
    Right (Just (code, out, errs)) -> Right (ProcessResult (exitInt code) out errs)
  where
    exitInt ExitSuccess = 0
    exitInt (ExitFailure n) = n

-- | Convenience for the common case: a program and its arguments, no input, 30 s limit,
-- and only successful runs count.
runChecked :: FilePath -> [String] -> IO (Either String String)
runChecked cmd args = do
  result <- runCaptured 30 (proc cmd args) ""
  return $ case result of
    Right (ProcessResult 0 out _) -> Right out
    Right (ProcessResult n _ errs) -> Left (cmd ++ " exited with " ++ show n ++ ": " ++ takeWhile (/= '\n') errs)
    Left err -> Left err
