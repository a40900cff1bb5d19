main :: IO ()
main = do
  let trie =
        trieFromList
          [ ("haskell", 90), ("hash", 40), ("hashmap", 40), ("has", 10), ("hat", 25)
          , ("help", 70), ("hello", 85), ("helm", 30), ("ha", 5) ]
  print (complete 3 "ha" trie)
  print (complete 10 "has" trie)
  print (complete 2 "hel" trie)
  print (complete 5 "x" trie)
  print (complete 3 "" trie)
  print (complete 3 "hat" (insertWord "hatch" 99 trie))
