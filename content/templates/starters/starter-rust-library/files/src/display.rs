//! Bytes to `"1.5 GiB"`, honouring the formatter's precision, width, alignment and `#` flag.

use core::fmt::{self, Alignment, Write};

use crate::Size;

const IEC: [&str; 7] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
const SI: [&str; 7] = ["B", "kB", "MB", "GB", "TB", "PB", "EB"];
/// Digits after the point when the format string gives no precision; trailing zeros are
/// dropped in that case, so 1024 bytes shows as "1 KiB" and 1536 as "1.5 KiB".
const DEFAULT_PRECISION: usize = 1;
const MAX_PRECISION: usize = 9;

impl fmt::Display for Size {
    /// `{}` uses powers of 1024 (KiB, MiB...), `{:#}` powers of 1000 (kB, MB...).
    /// `{:.3}` fixes the number of decimals; width and alignment apply to the whole text, so
    /// `{:>10}` lines sizes up in a table.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (base, units) = if f.alternate() {
            (1000, SI)
        } else {
            (1024, IEC)
        };
        let bytes = u128::from(self.0);
        let mut index = 0;
        let mut divisor = 1_u128;
        while index + 1 < units.len() && bytes >= divisor * base {
            divisor *= base;
            index += 1;
        }

        // Longest possible text: "18446744073709551615 B" or "1023.999999999 EiB" (22 bytes).
        let mut text = Buffer::default();
        if index == 0 {
            write!(text, "{bytes} B")?;
            return pad(f, text.as_str());
        }
        let precision = f
            .precision()
            .unwrap_or(DEFAULT_PRECISION)
            .min(MAX_PRECISION);
        let scale = 10_u128.pow(u32::try_from(precision).unwrap_or(0));
        let mut scaled = (bytes * scale + divisor / 2) / divisor;
        // 1023.96 KiB rounds to 1024.0: show it as 1.0 MiB instead.
        if scaled >= base * scale && index + 1 < units.len() {
            divisor *= base;
            index += 1;
            scaled = (bytes * scale + divisor / 2) / divisor;
        }
        let (whole, mut fraction) = (scaled / scale, scaled % scale);
        let mut digits = precision;
        if f.precision().is_none() {
            while digits > 0 && fraction % 10 == 0 {
                fraction /= 10;
                digits -= 1;
            }
        }
        if digits == 0 {
            write!(text, "{whole} {}", units[index])?;
        } else {
            write!(text, "{whole}.{fraction:0digits$} {}", units[index])?;
        }
        pad(f, text.as_str())
    }
}

/// Applies the width, fill and alignment. `Formatter::pad` would also apply the precision, as
/// a maximum length, and cut the unit off; sizes are numbers, so they align right by default.
fn pad(f: &mut fmt::Formatter<'_>, text: &str) -> fmt::Result {
    let len = text.chars().count();
    let Some(padding) = f.width().and_then(|width| width.checked_sub(len)) else {
        return f.write_str(text);
    };
    let (before, after) = match f.align() {
        Some(Alignment::Left) => (0, padding),
        Some(Alignment::Center) => (padding / 2, padding - padding / 2),
        Some(Alignment::Right) | None => (padding, 0),
    };
    let fill = f.fill();
    for _ in 0..before {
        f.write_char(fill)?;
    }
    f.write_str(text)?;
    for _ in 0..after {
        f.write_char(fill)?;
    }
    Ok(())
}

/// A fixed-size text buffer, so formatting needs no allocator.
#[derive(Default)]
struct Buffer {
    bytes: [u8; 32],
    len: usize,
}

impl Buffer {
    fn as_str(&self) -> &str {
        // Only whole &str values are ever copied in, so the contents are always valid UTF-8.
        core::str::from_utf8(&self.bytes[..self.len]).unwrap_or_default()
    }
}

impl Write for Buffer {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        self.bytes
            .get_mut(self.len..end)
            .ok_or(fmt::Error)?
            .copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}
