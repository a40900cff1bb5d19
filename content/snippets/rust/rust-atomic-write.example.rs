fn list(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn main() -> io::Result<()> {
    let dir = std::env::temp_dir().join(format!("atomic-write-example-{}", std::process::id()));
    fs::create_dir_all(&dir)?;
    let config = dir.join("settings.json");

    write_atomic(&config, br#"{"theme":"light"}"#)?;
    println!("first:  {}", fs::read_to_string(&config)?);
    write_atomic(&config, br#"{"theme":"dark","font":14}"#)?;
    println!("second: {}", fs::read_to_string(&config)?);
    // No temporary files are left behind after a successful write.
    println!("files:  {:?}", list(&dir));

    // A missing parent directory fails cleanly instead of creating a half-written file.
    let err = write_atomic(&dir.join("no-such-dir").join("x.txt"), b"data").unwrap_err();
    println!("error:  {:?}", err.kind());
    let err = write_atomic(Path::new("/"), b"data").unwrap_err();
    println!("error:  {err}");
    println!("files:  {:?}", list(&dir));

    fs::remove_dir_all(&dir)
}
