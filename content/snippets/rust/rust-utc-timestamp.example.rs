fn main() {
    for secs in [0, 951_782_400, 1_709_214_300, 4_102_444_799, -1, -2_208_988_800] {
        let text = format_utc(secs);
        println!("{secs:>14} -> {text} -> {:?}", parse_utc(&text));
    }
    for text in ["2024-02-29 13:45:00Z", "2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-01-01T24:00:00Z", "2024-01-01T00:00:00+01:00", "2024-1-1T00:00:00Z", "2024-+1-01T00:00:00Z"] {
        println!("parse {text:?} -> {:?}", parse_utc(text));
    }
    // The live clock: print properties, not the value.
    let now = format_utc(now_unix());
    println!("now has {} chars, ends with Z: {}, after 2024: {}", now.len(), now.ends_with('Z'), now.as_str() > "2024");
}
