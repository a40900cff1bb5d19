//! Parse and format byte sizes.
//!
//! ```
//! use sizes::Size;
//!
//! let limit: Size = "1.5 GiB".parse()?;
//! assert_eq!(limit.bytes(), 1_610_612_736);
//! assert_eq!(limit.to_string(), "1.5 GiB");
//!
//! // Decimal (SI) units are powers of 1000; `{:#}` formats with them.
//! let disk = Size::from_bytes(250_000_000_000);
//! assert_eq!(format!("{disk:#}"), "250 GB");
//! assert_eq!(format!("{disk:.2}"), "232.83 GiB");
//! # Ok::<(), sizes::ParseError>(())
//! ```
//!
//! Parsing is exact: `"0.1 KiB"` is 102 bytes (102.4 rounded to the nearest byte), computed
//! with integers rather than floating point, and anything beyond `u64::MAX` bytes is an error
//! instead of a silent wrap.
//!
//! # Features
//!
//! - `std` (default): converts [`ParseError`] into `std::io::Error`. Turn it off with
//!   `default-features = false` to build for targets without an operating system. The error
//!   type implements `core::error::Error` either way, and the crate never allocates.
#![cfg_attr(not(feature = "std"), no_std)]

mod display;
mod parse;

pub use parse::ParseError;

/// A number of bytes. `Display` picks the largest unit that keeps the number at least 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Size(u64);

impl Size {
    /// One kibibyte, 1024 bytes.
    pub const KIB: Size = Size(1 << 10);
    /// One mebibyte, 1024² bytes.
    pub const MIB: Size = Size(1 << 20);
    /// One gibibyte, 1024³ bytes.
    pub const GIB: Size = Size(1 << 30);

    /// A size of exactly `bytes` bytes.
    #[must_use]
    pub const fn from_bytes(bytes: u64) -> Self {
        Size(bytes)
    }

    /// The size in bytes.
    #[must_use]
    pub const fn bytes(self) -> u64 {
        self.0
    }

    /// `self * factor`, or `None` if it would not fit in a `u64`.
    #[must_use]
    pub const fn checked_mul(self, factor: u64) -> Option<Self> {
        match self.0.checked_mul(factor) {
            Some(bytes) => Some(Size(bytes)),
            None => None,
        }
    }
}

impl From<u64> for Size {
    fn from(bytes: u64) -> Self {
        Size(bytes)
    }
}

impl From<Size> for u64 {
    fn from(size: Size) -> Self {
        size.0
    }
}
