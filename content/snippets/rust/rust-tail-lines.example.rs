use std::fs;

fn main() -> io::Result<()> {
    let dir = std::env::temp_dir().join(format!("tail-lines-example-{}", std::process::id()));
    fs::create_dir_all(&dir)?;

    // A 100,000-line log (about 2 MB): only the last chunk is read to get its tail.
    let log = dir.join("app.log");
    let body: String = (1..=100_000).map(|i| format!("line {i:06} ok\n")).collect();
    fs::write(&log, body)?;
    println!("last 3: {:?}", tail_lines(&log, 3)?);

    // No trailing newline, Windows line endings and asking for more lines than exist.
    let short = dir.join("short.txt");
    fs::write(&short, "alpha\r\nbeta\r\ngamma")?;
    println!("last 2: {:?}", tail_lines(&short, 2)?);
    println!("last 10: {:?}", tail_lines(&short, 10)?);
    println!("last 0: {:?}", tail_lines(&short, 0)?);

    let empty = dir.join("empty.txt");
    fs::write(&empty, "")?;
    println!("empty file: {:?}", tail_lines(&empty, 5)?);

    match tail_lines(&dir.join("missing.log"), 5) {
        Ok(lines) => println!("unexpected: {lines:?}"),
        Err(err) => println!("missing file: {:?}", err.kind()),
    }
    fs::remove_dir_all(&dir)
}
