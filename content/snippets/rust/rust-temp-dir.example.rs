fn main() -> io::Result<()> {
    let saved_path;
    {
        let dir = TempDir::new("report-test")?;
        fs::write(dir.path().join("input.csv"), "id,total\n1,9.50\n")?;
        fs::create_dir(dir.path().join("nested"))?;
        fs::write(dir.path().join("nested/log.txt"), "ok")?;
        let name = dir.path().file_name().unwrap().to_string_lossy().into_owned();
        println!("name starts with prefix: {}", name.starts_with("report-test-"));
        println!("inside system temp dir: {}", dir.path().starts_with(std::env::temp_dir()));
        println!("read back: {:?}", fs::read_to_string(dir.path().join("input.csv"))?);
        saved_path = dir.path().to_path_buf();
        println!("exists while in scope: {}", saved_path.exists());
    }
    println!("exists after drop: {}", saved_path.exists());

    // Two directories created back to back never collide.
    let (a, b) = (TempDir::new("same")?, TempDir::new("same")?);
    println!("distinct paths: {}", a.path() != b.path());

    // keep() turns off cleanup, so the caller owns the directory from then on.
    let kept = TempDir::new("kept")?.keep();
    println!("kept after drop: {}", kept.exists());
    fs::remove_dir_all(&kept)?;
    println!("removed manually: {}", !kept.exists());
    Ok(())
}
