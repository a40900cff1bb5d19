//! The public API as a user of the crate sees it.

use sizes::{ParseError, Size};

fn parse(text: &str) -> Result<u64, ParseError> {
    text.parse::<Size>().map(Size::bytes)
}

#[test]
fn parses_plain_numbers_and_every_unit() {
    let cases = [
        ("0", 0),
        ("512", 512),
        ("512 B", 512),
        ("1_000_000", 1_000_000),
        ("1kB", 1_000),
        ("1 KiB", 1_024),
        ("2 mib", 2 * 1_048_576),
        ("3G", 3_000_000_000),
        ("3Gi", 3 * 1_073_741_824),
        ("1 TB", 1_000_000_000_000),
        ("1 PiB", 1 << 50),
        ("15 EiB", 15 << 60),
        ("  42 MB  ", 42_000_000),
    ];
    for (text, bytes) in cases {
        assert_eq!(parse(text), Ok(bytes), "{text:?}");
    }
}

#[test]
fn fractions_round_to_the_nearest_byte_without_floating_point() {
    assert_eq!(parse("1.5 KiB"), Ok(1_536));
    assert_eq!(parse("0.1 KiB"), Ok(102)); // 102.4
    assert_eq!(parse("0.3 KiB"), Ok(307)); // 307.2
    assert_eq!(parse("0.5 B"), Ok(1)); // half rounds up
    assert_eq!(parse(".25 kB"), Ok(250));
    assert_eq!(parse("1. MB"), Ok(1_000_000));
    // 0.1 + 0.2 style float error cannot creep in: this is exact.
    assert_eq!(
        parse("4.000000000000000001 EB"),
        Ok(4_000_000_000_000_000_001)
    );
}

#[test]
fn rejects_what_is_not_a_size() {
    assert_eq!(parse(""), Err(ParseError::Empty));
    assert_eq!(parse("   "), Err(ParseError::Empty));
    assert_eq!(parse("GiB"), Err(ParseError::InvalidNumber));
    assert_eq!(parse("-5 MB"), Err(ParseError::InvalidNumber));
    assert_eq!(parse("1.2.3 MB"), Err(ParseError::InvalidNumber));
    assert_eq!(parse("_1"), Err(ParseError::InvalidNumber));
    assert_eq!(parse("5 bits"), Err(ParseError::UnknownUnit));
    assert_eq!(parse("5 MB extra"), Err(ParseError::UnknownUnit));
    assert_eq!(parse("16 EiB"), Err(ParseError::TooLarge));
    assert_eq!(parse("18446744073709551616"), Err(ParseError::TooLarge));
    assert_eq!(parse("18446744073709551615"), Ok(u64::MAX));
}

#[test]
fn formats_with_the_largest_fitting_unit() {
    let show = |bytes: u64| Size::from_bytes(bytes).to_string();
    assert_eq!(show(0), "0 B");
    assert_eq!(show(1023), "1023 B");
    assert_eq!(show(1024), "1 KiB");
    assert_eq!(show(1536), "1.5 KiB");
    assert_eq!(show(1_048_575), "1 MiB"); // 1023.999 KiB rounds up into the next unit
    assert_eq!(show(u64::MAX), "16 EiB");
}

#[test]
fn honours_precision_width_alignment_and_the_si_flag() {
    let size = Size::from_bytes(1_500_000);
    assert_eq!(format!("{size:.3}"), "1.431 MiB");
    assert_eq!(format!("{size:#}"), "1.5 MB");
    assert_eq!(format!("{size:#.2}"), "1.50 MB");
    assert_eq!(format!("{size:>10}|"), "   1.4 MiB|");
    assert_eq!(format!("{size:<10}|"), "1.4 MiB   |");
    assert_eq!(format!("{:.2}", Size::from_bytes(7)), "7 B");
}

#[test]
fn formatting_then_parsing_stays_within_the_rounding() {
    for bytes in [
        1,
        999,
        1_000,
        4_095,
        65_536,
        1_000_000_007,
        5_000_000_000_000,
        u64::MAX / 3,
    ] {
        let text = format!("{:.9}", Size::from_bytes(bytes));
        let back = parse(&text).unwrap();
        // Nine decimals of the unit are far finer than one part in a million.
        assert!(
            back.abs_diff(bytes) <= bytes / 1_000_000 + 1,
            "{bytes} -> {text} -> {back}"
        );
    }
}

#[test]
fn conversions_and_constants() {
    assert_eq!(u64::from(Size::MIB), 1 << 20);
    assert_eq!(Size::from(4096_u64), Size::KIB.checked_mul(4).unwrap());
    assert_eq!(Size::GIB.checked_mul(u64::MAX), None);
    assert!(Size::KIB < Size::MIB);
}

#[test]
fn errors_explain_themselves() {
    let error = "5 bits".parse::<Size>().unwrap_err();
    assert!(error.to_string().starts_with("unknown unit"));
    let _: &dyn std::error::Error = &error;
    let io: std::io::Error = error.into();
    assert_eq!(io.kind(), std::io::ErrorKind::InvalidInput);
}
