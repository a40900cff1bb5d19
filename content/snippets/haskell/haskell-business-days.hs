import qualified Data.Set as Set
import Data.Time.Calendar (Day, addDays, diffDays)
import Data.Time.Calendar.WeekDate (toWeekDate)

-- | Holidays are passed in rather than hard-coded: they differ by country and change every year.
type Holidays = Set.Set Day

isBusinessDay :: Holidays -> Day -> Bool
isBusinessDay holidays d = weekday <= 5 && not (Set.member d holidays)
  where
    (_, _, weekday) = toWeekDate d -- 1 is Monday, 7 is Sunday (ISO 8601)

-- | Moves n business days forward (or backward for negative n), skipping weekends and holidays.
-- Zero rolls a non-business day forward to the next business day.
addBusinessDays :: Holidays -> Integer -> Day -> Day
addBusinessDays holidays n start
  | n == 0 = until ok (addDays 1) start
  | otherwise = filter ok (tail (iterate (addDays step) start)) !! fromIntegral (abs n - 1)
  where
    ok = isBusinessDay holidays
    step = if n > 0 then 1 else -1

-- | Business days in the half-open range [from, to): what "days until due" usually means.
businessDaysBetween :: Holidays -> Day -> Day -> Integer
businessDaysBetween holidays from to
  | to < from = negate (businessDaysBetween holidays to from)
  | otherwise = fullWeeks * 5 + remainder - holidayCount
  where
    total = diffDays to from
    -- Whole weeks always hold five weekdays; only the leftover days need checking one by one.
    (fullWeeks, extra) = total `divMod` 7
    remainder = fromIntegral (length (filter weekday [addDays (fullWeeks * 7 + i) from | i <- [0 .. extra - 1]]))
    weekday d = let (_, _, w) = toWeekDate d in w <= 5
    holidayCount = fromIntegral (Set.size (Set.filter (\h -> h >= from && h < to && weekday h) holidays))
