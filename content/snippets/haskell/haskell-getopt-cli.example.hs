main :: IO ()
main = do
  let try argv = putStrLn (unwords argv ++ " => " ++ either (("error: " ++) . unwords) show (parseArgs argv))
  try ["-v", "--output=report.csv", "a.txt", "b.txt"]
  try ["-j", "4", "input.log"]
  try ["--jobs", "zero"]
  try ["--colour"]
  try ["-o"]
  putStr (usage "tool")
