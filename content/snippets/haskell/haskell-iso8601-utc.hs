import Data.Maybe (listToMaybe, mapMaybe)
import Data.Time

-- | Parses RFC 3339 / ISO 8601 timestamps into UTC: "2024-03-05T14:30:00Z", offsets such as
-- "+05:30", optional fractional seconds, a space instead of 'T', or a bare date (midnight UTC).
-- Impossible dates such as February 30 are rejected, not rolled over.
parseTimestamp :: String -> Maybe UTCTime
parseTimestamp input = listToMaybe (mapMaybe attempt formats)
  where
    attempt format = zonedTimeToUTC <$> parseTimeM False defaultTimeLocale format input
    -- %EZ accepts both "Z" and numeric offsets; %Q accepts an optional fraction.
    formats = ["%Y-%m-%dT%H:%M:%S%Q%EZ", "%Y-%m-%d %H:%M:%S%Q%EZ", "%Y-%m-%d"]

-- | Formats as UTC with millisecond precision, the shape JavaScript's toISOString produces.
formatTimestamp :: UTCTime -> String
formatTimestamp = formatTime defaultTimeLocale "%Y-%m-%dT%H:%M:%S.%3qZ"

-- | Midnight UTC at the start of the timestamp's day, for daily buckets and reports.
startOfDay :: UTCTime -> UTCTime
startOfDay t = t {utctDayTime = 0}

-- | Adds calendar months, clipping to the last day of shorter months (Jan 31 + 1 month = Feb 29).
addMonths :: Integer -> UTCTime -> UTCTime
addMonths n t = t {utctDay = addGregorianMonthsClip n (utctDay t)}

-- | Whole days from the first timestamp's date to the second's, counted on the UTC calendar.
daysBetween :: UTCTime -> UTCTime -> Integer
daysBetween a b = diffDays (utctDay b) (utctDay a)
