//! `"1.5 GiB"` to bytes, with integer arithmetic only.

use core::fmt;
use core::str::FromStr;

use crate::Size;

/// Why a string is not a size. It borrows nothing, so it works without `alloc`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseError {
    /// The string is empty or only whitespace.
    Empty,
    /// The number is missing or malformed (`"GiB"`, `"1.2.3 MB"`, `"-5"`).
    InvalidNumber,
    /// The unit is not one this crate knows, such as `"5 bits"`.
    UnknownUnit,
    /// More than `u64::MAX` bytes.
    TooLarge,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseError::Empty => "empty size",
            ParseError::InvalidNumber => "invalid number in size",
            ParseError::UnknownUnit => "unknown unit: use B, kB to EB, or KiB to EiB",
            ParseError::TooLarge => "size is larger than u64::MAX bytes",
        })
    }
}

impl core::error::Error for ParseError {}

/// Lets code that reads configuration with `std::io` use `?` on a size.
#[cfg(feature = "std")]
impl From<ParseError> for std::io::Error {
    fn from(error: ParseError) -> Self {
        std::io::Error::new(std::io::ErrorKind::InvalidInput, error)
    }
}

/// Units, matched without regard to case. An `i` means powers of 1024 (IEC); without it,
/// powers of 1000 (SI), so `"1 kb"` is 1000 bytes and `"1 KiB"` is 1024. The short forms
/// (`k`, `Mi`...) are how Kubernetes and many configuration files write them.
const UNITS: [(&str, u128); 25] = [
    ("b", 1),
    ("k", 1_000),
    ("kb", 1_000),
    ("m", 1_000_000),
    ("mb", 1_000_000),
    ("g", 1_000_000_000),
    ("gb", 1_000_000_000),
    ("t", 1_000_000_000_000),
    ("tb", 1_000_000_000_000),
    ("p", 1_000_000_000_000_000),
    ("pb", 1_000_000_000_000_000),
    ("e", 1_000_000_000_000_000_000),
    ("eb", 1_000_000_000_000_000_000),
    ("ki", 1 << 10),
    ("kib", 1 << 10),
    ("mi", 1 << 20),
    ("mib", 1 << 20),
    ("gi", 1 << 30),
    ("gib", 1 << 30),
    ("ti", 1 << 40),
    ("tib", 1 << 40),
    ("pi", 1 << 50),
    ("pib", 1 << 50),
    ("ei", 1 << 60),
    ("eib", 1 << 60),
];

/// More fractional digits than this cannot change the result by a whole byte at any unit.
const MAX_FRACTION_DIGITS: usize = 19;

fn multiplier(unit: &str) -> Option<u128> {
    if unit.is_empty() {
        return Some(1);
    }
    UNITS
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(unit))
        .map(|&(_, factor)| factor)
}

impl FromStr for Size {
    type Err = ParseError;

    /// Parses a number, optionally with a fraction, then an optional space and unit:
    /// `"512"`, `"10MB"`, `"1.5 GiB"`, `"0.25 tb"`. The result is rounded to the nearest byte.
    fn from_str(text: &str) -> Result<Self, ParseError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ParseError::Empty);
        }
        let number_end = text
            .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '_'))
            .unwrap_or(text.len());
        let (number, unit) = text.split_at(number_end);
        let (whole, fraction) = number.split_once('.').unwrap_or((number, ""));
        if whole.is_empty() && fraction.is_empty() {
            return Err(ParseError::InvalidNumber);
        }
        let factor = multiplier(unit.trim_start()).ok_or(ParseError::UnknownUnit)?;
        let mut whole_digits = digits(whole).ok_or(ParseError::InvalidNumber)?;
        let fraction_digits = digits(fraction).ok_or(ParseError::InvalidNumber)?;

        // u128 holds u64::MAX times the largest unit (2^60) with room to spare, so only the
        // final conversion to u64 can overflow in practice; checked arithmetic covers the rest.
        let whole_bytes = whole_digits
            .try_fold(0_u128, |acc, d| acc.checked_mul(10)?.checked_add(d))
            .and_then(|n| n.checked_mul(factor))
            .ok_or(ParseError::TooLarge)?;
        let (mut numerator, mut denominator) = (0_u128, 1_u128);
        for digit in fraction_digits.take(MAX_FRACTION_DIGITS) {
            numerator = numerator * 10 + digit;
            denominator *= 10;
        }
        // Round half up: add half the denominator before the integer division.
        let fraction_bytes = (numerator * factor + denominator / 2) / denominator;
        let total = whole_bytes
            .checked_add(fraction_bytes)
            .ok_or(ParseError::TooLarge)?;
        u64::try_from(total)
            .map(Size)
            .map_err(|_| ParseError::TooLarge)
    }
}

/// The digits of `text` as numbers, skipping `_` separators; `None` if anything else is there.
fn digits(text: &str) -> Option<impl Iterator<Item = u128> + '_> {
    if text.starts_with('_') || text.bytes().any(|b| !(b.is_ascii_digit() || b == b'_')) {
        return None;
    }
    Some(
        text.bytes()
            .filter(u8::is_ascii_digit)
            .map(|b| u128::from(b - b'0')),
    )
}
