import Data.Char (GeneralCategory (..), generalCategory, isSpace)
import qualified Data.Text as T

-- | Combining marks belong to the character before them; cutting between the two would
-- strip an accent or break an emoji sequence.
isCombining :: Char -> Bool
isCombining c =
  generalCategory c `elem` [NonSpacingMark, SpacingCombiningMark, EnclosingMark]
    || c == '\x200D' -- zero-width joiner inside emoji sequences
    || c >= '\xFE00' && c <= '\xFE0F' -- variation selectors

-- | Shortens text to at most n characters including the suffix, never splitting a character
-- from its combining marks.
truncateWith :: T.Text -> Int -> T.Text -> T.Text
truncateWith suffix n t
  | T.length t <= n = t
  | room <= 0 = T.take n suffix
  | otherwise = T.dropWhileEnd isSpace (safeCut room) <> suffix
  where
    room = n - T.length suffix
    safeCut k = let (front, back) = T.splitAt k t in if startsWithMark back then safeCut (k - 1) else front
    startsWithMark rest = maybe False (isCombining . fst) (T.uncons rest)

-- | The common case: one ellipsis character.
truncateText :: Int -> T.Text -> T.Text
truncateText = truncateWith (T.singleton '\x2026')

-- | Like truncateText, but backs off to the last space so no word is cut in half,
-- unless that would throw away more than half the room.
truncateWords :: Int -> T.Text -> T.Text
truncateWords n t
  | T.length t <= n = t
  | otherwise = case T.breakOnEnd (T.pack " ") cut of
      (before, _) | T.length before > (n - 1) `div` 2 -> T.stripEnd before <> ellipsis
      _ -> truncateText n t
  where
    ellipsis = T.singleton '\x2026'
    cut = T.dropEnd 1 (truncateText n t)
