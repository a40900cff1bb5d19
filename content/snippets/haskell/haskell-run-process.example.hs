import System.Process (CreateProcess (..))

main :: IO ()
main = do
  runCaptured 5 (proc "sh" ["-c", "echo to stdout; echo to stderr >&2; exit 3"]) "" >>= print
  -- stdin is fed to the child; the argument with spaces and quotes needs no escaping.
  runCaptured 5 (proc "tr" ["a-z", "A-Z"]) "hello from haskell\n" >>= either putStrLn (putStr . capturedOut)
  runCaptured 5 (proc "printf" ["%s|", "it's", "a b", "$HOME"]) "" >>= either putStrLn (putStrLn . capturedOut)
  -- Working directory and environment are fields of CreateProcess.
  runCaptured 5 ((proc "sh" ["-c", "pwd; echo $GREETING"]) {cwd = Just "/", env = Just [("GREETING", "hi")]}) "" >>= print
  runCaptured 0.2 (proc "sleep" ["5"]) "" >>= print
  runChecked "no-such-program-here" [] >>= print . either (takeWhile (/= ':')) id
  runChecked "ls" ["/no/such/dir"] >>= print . either (const "ls failed") id
  runChecked "echo" ["ok"] >>= print
