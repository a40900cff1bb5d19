import System.Directory (getTemporaryDirectory, removeFile)

main :: IO ()
main = do
  tmp <- getTemporaryDirectory
  (path, h) <- openTempFile tmp "access.log"
  -- 100,000 lines are generated on the fly; the readers below never hold more than one line.
  hSetNewlineMode h noNewlineTranslation
  mapM_ (\i -> hPutStrLn h ("GET /item/" ++ show i ++ " 200 " ++ show (i `mod` 7))) [1 .. 100000 :: Int]
  hPutStr h "corrupt line without a size\r\nGET /last 404 5\r\n"
  hClose h
  countFile path >>= print
  sumColumn 3 path >>= print
  foldLines path (\n l -> if BC.isInfixOf (BC.pack " 404 ") l then n + 1 else n) (0 :: Int) >>= print
  forEachLine path (\n l -> if n > 100000 then putStrLn (show n ++ ": " ++ show l) else return ())
  (emptyPath, eh) <- openTempFile tmp "empty.log"
  hClose eh
  countFile emptyPath >>= print
  mapM_ removeFile [path, emptyPath]
