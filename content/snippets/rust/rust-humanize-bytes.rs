/// Which multiplier and unit names to use when formatting byte counts.
#[derive(Clone, Copy, Debug)]
pub enum ByteUnits {
    /// Powers of 1024 (KiB, MiB, ...), the way memory is sized.
    Binary,
    /// Powers of 1000 (kB, MB, ...), as disk vendors and network speeds count.
    Decimal,
}

/// Formats a byte count for humans, e.g. 1536 -> "1.5 KiB" or 1_500_000 -> "1.5 MB".
pub fn humanize_bytes(bytes: u64, units: ByteUnits) -> String {
    let (step, names): (f64, [&str; 7]) = match units {
        ByteUnits::Binary => (1024.0, ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]),
        ByteUnits::Decimal => (1000.0, ["B", "kB", "MB", "GB", "TB", "PB", "EB"]),
    };
    if (bytes as f64) < step {
        return format!("{bytes} B");
    }
    let mut value = bytes as f64;
    let mut index = 0;
    while value >= step && index < names.len() - 1 {
        value /= step;
        index += 1;
    }
    // Rounding can carry 1023.96 up to "1024.0 KiB"; move to the next unit instead.
    if (value * 10.0).round() / 10.0 >= step && index < names.len() - 1 {
        value /= step;
        index += 1;
    }
    let text = format!("{value:.1}");
    // "2.0 MiB" reads better as "2 MiB".
    let text = text.strip_suffix(".0").unwrap_or(&text);
    format!("{text} {}", names[index])
}
