use std::fs;

fn main() -> Result<(), Box<dyn Error>> {
    // A private scratch folder so the example never touches real files.
    let dir = std::env::temp_dir().join(format!("limits-example-{}", std::process::id()));
    fs::create_dir_all(&dir)?;
    let cases = [
        ("good.conf", "# limits\nmax_connections = 100\nmax_body_bytes = 1048576\n"),
        ("bad.conf", "max_connections = 100\nmax_body_bytes = 1MB\n"),
        ("partial.conf", "max_body_bytes = 4096\n"),
    ];
    for (name, contents) in cases {
        fs::write(dir.join(name), contents)?;
    }
    for name in ["good.conf", "bad.conf", "partial.conf", "absent.conf"] {
        match load_limits(&dir.join(name)) {
            Ok((connections, body)) => println!("{name}: {connections} connections, {body} body bytes"),
            Err(LimitsError::Read { source, .. }) => println!("{name}: read failed ({:?})", source.kind()),
            Err(err) => println!("{name}: {}", report(&err)),
        }
    }
    fs::remove_dir_all(&dir)?;
    // Boxing keeps the source chain, so `?` into Box<dyn Error> loses nothing.
    let boxed: Box<dyn Error> = Box::new(LimitsError::Missing("max_connections"));
    println!("boxed: {boxed}, has source: {}", boxed.source().is_some());
    Ok(())
}
