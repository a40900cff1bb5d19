fn main() {
    for input in ["90s", "1h30m", "2d 4h 5m", "250ms", "1m30s500ms", "15", "3w", "h", "5m1", "", "300000d", "99999999999999999999s"] {
        match parse_duration(input) {
            Ok(d) => println!("{input:?} -> {d:?} ({} s)", d.as_secs()),
            Err(e) => println!("{input:?} -> error: {e}"),
        }
    }
}
