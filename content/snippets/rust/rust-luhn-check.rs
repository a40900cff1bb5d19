/// Sum of the Luhn weights for a digit sequence, doubling every second digit from the right.
/// `check_digit_present` shifts which digits are doubled when the check digit is still missing.
fn luhn_sum(digits: &[u8], check_digit_present: bool) -> u32 {
    digits
        .iter()
        .rev()
        .enumerate()
        .map(|(i, &d)| {
            let doubled = (i % 2 == 1) == check_digit_present;
            let d = u32::from(d);
            if doubled { if d * 2 > 9 { d * 2 - 9 } else { d * 2 } } else { d }
        })
        .sum()
}

/// Pulls the digits out of card-style input, allowing the spaces and dashes people type.
/// Any other character makes the input invalid rather than being silently dropped.
fn digits_of(input: &str) -> Option<Vec<u8>> {
    input
        .chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .map(|c| c.to_digit(10).map(|d| d as u8))
        .collect()
}

/// True when the number passes the Luhn checksum (credit cards, IMEI numbers, many ids).
pub fn luhn_valid(input: &str) -> bool {
    match digits_of(input) {
        Some(digits) if digits.len() >= 2 => luhn_sum(&digits, true) % 10 == 0,
        _ => false,
    }
}

/// The digit to append so that `partial` becomes a valid Luhn number.
pub fn luhn_check_digit(partial: &str) -> Option<u8> {
    let digits = digits_of(partial).filter(|d| !d.is_empty())?;
    Some(((10 - luhn_sum(&digits, false) % 10) % 10) as u8)
}
