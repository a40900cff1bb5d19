use std::fmt;
use std::time::Duration;

#[derive(Debug, PartialEq)]
pub enum DurationError {
    Empty,
    MissingUnit(String),
    UnknownUnit(String),
    ExpectedNumber(String),
    Overflow,
}

impl fmt::Display for DurationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => write!(f, "empty duration"),
            Self::MissingUnit(n) => write!(f, "number {n:?} has no unit"),
            Self::UnknownUnit(u) => write!(f, "unknown unit {u:?} (use d, h, m, s, ms, us or ns)"),
            Self::ExpectedNumber(at) => write!(f, "expected a number at {at:?}"),
            Self::Overflow => write!(f, "duration is too large"),
        }
    }
}
impl std::error::Error for DurationError {}

/// Parses durations such as "90s", "1h30m", "2d 4h" or "250ms" into a `Duration`.
pub fn parse_duration(text: &str) -> Result<Duration, DurationError> {
    let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if text.is_empty() {
        return Err(DurationError::Empty);
    }
    let mut total = Duration::ZERO;
    let mut rest = text.as_str();
    while !rest.is_empty() {
        let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
        let (number, after) = rest.split_at(digits);
        let unit_len = after.find(|c: char| c.is_ascii_digit()).unwrap_or(after.len());
        let (unit, next) = after.split_at(unit_len);
        if number.is_empty() {
            return Err(DurationError::ExpectedNumber(rest.to_string()));
        }
        let n: u64 = number.parse().map_err(|_| DurationError::Overflow)?;
        // Nanoseconds as u128 so "1000000d" is rejected cleanly instead of wrapping.
        let nanos_per_unit: u128 = match unit {
            "d" => 86_400_000_000_000,
            "h" => 3_600_000_000_000,
            "m" => 60_000_000_000,
            "s" => 1_000_000_000,
            "ms" => 1_000_000,
            "us" | "µs" => 1_000,
            "ns" => 1,
            "" => return Err(DurationError::MissingUnit(number.to_string())),
            other => return Err(DurationError::UnknownUnit(other.to_string())),
        };
        let part = u64::try_from(n as u128 * nanos_per_unit).map_err(|_| DurationError::Overflow)?;
        total = total.checked_add(Duration::from_nanos(part)).ok_or(DurationError::Overflow)?;
        rest = next;
    }
    Ok(total)
}
