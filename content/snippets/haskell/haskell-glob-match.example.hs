main :: IO ()
main = do
  let files = ["src/Main.hs", "src/Data/Cache.hs", "README.md", "test/Spec.hs", "src/.hidden.hs", "notes[1].txt"]
      tryGlob g = putStrLn (g ++ " -> " ++ show (filter (globMatch g) files))
  mapM_ tryGlob ["*.md", "src/*.hs", "src/**.hs", "**/*.hs", "[!s]*/*.hs", "notes\\[1\\].txt", "notes[1].txt", "?EADME.[mt][dx]*"]
  print (map (globMatch "v[0-9].[0-9]*") ["v1.2", "v1.23", "vx.1", "v1."])
  print (globMatch "" "", globMatch "" "a", globMatch "*" "", globMatch "[abc" "[abc")
  -- No exponential blow-up on a pathological pattern.
  print (globMatch (concat (replicate 20 "*a") ++ "b") (replicate 60 'a'))
