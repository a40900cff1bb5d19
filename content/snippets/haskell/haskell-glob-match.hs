import qualified Data.IntSet as IntSet
import Data.Array (listArray, (!))

data Token = Lit Char | AnyChar | Star | GlobStar | Class Bool [(Char, Char)]

-- | Parses a glob: * (within one path segment), ** (across segments), ?, [a-z], [!abc] and \ escapes.
-- An unclosed [ is taken literally, as shells do.
parseGlob :: String -> [Token]
parseGlob ('*' : '*' : rest) = GlobStar : parseGlob (dropWhile (== '*') rest)
parseGlob ('*' : rest) = Star : parseGlob rest
parseGlob ('?' : rest) = AnyChar : parseGlob rest
parseGlob ('\\' : c : rest) = Lit c : parseGlob rest
parseGlob ('[' : rest) | Just (cls, rest') <- parseClass rest = cls : parseGlob rest'
parseGlob (c : rest) = Lit c : parseGlob rest
parseGlob [] = []

parseClass :: String -> Maybe (Token, String)
parseClass s = go [] body
  where
    (negated, body) = case s of
      c : r | c `elem` "!^" -> (True, r)
      _ -> (False, s)
    -- A ] straight after the opening bracket is a member, not the end.
    go acc (']' : r) | not (null acc) = Just (Class negated (reverse acc), r)
    go acc (a : '-' : b : r) | b /= ']' = go ((a, b) : acc) r
    go acc (a : r) = go ((a, a) : acc) r
    go _ [] = Nothing

-- | Matches a whole string against a glob. It tracks the set of pattern positions still alive
-- (an NFA) instead of backtracking, so time is O(pattern x input) even for patterns like *a*a*a*b.
globMatch :: String -> String -> Bool
globMatch pattern input = IntSet.member m (foldl step (closure (IntSet.singleton 0)) input)
  where
    toks = parseGlob pattern
    m = length toks
    tok = listArray (0, max 0 (m - 1)) toks
    isStar i = i < m && case tok ! i of
      Star -> True
      GlobStar -> True
      _ -> False
    -- Stars may match nothing, so reaching a star also reaches the position after it.
    closure = IntSet.fromList . concatMap (\i -> i : takeWhile (<= m) [j + 1 | j <- takeWhile isStar [i ..]]) . IntSet.toList
    step states c = closure (IntSet.fromList (concatMap (advance c) (IntSet.toList states)))
    advance c i
      | i >= m = []
      | otherwise = case tok ! i of
          Lit x -> [i + 1 | x == c]
          AnyChar -> [i + 1 | c /= '/']
          Class neg ranges -> [i + 1 | c /= '/', neg /= any (\(lo, hi) -> lo <= c && c <= hi) ranges]
          Star -> [i | c /= '/']
          GlobStar -> [i]
