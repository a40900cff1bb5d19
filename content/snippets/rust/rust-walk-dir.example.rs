fn main() -> io::Result<()> {
    let root = std::env::temp_dir().join(format!("walk-dir-example-{}", std::process::id()));
    for dir in ["src/bin", "src/util/deep/deeper", "docs", "target/debug", "empty"] {
        fs::create_dir_all(root.join(dir))?;
    }
    for file in [
        "Cargo.toml", "README.md", "src/main.rs", "src/lib.RS", "src/bin/tool.rs",
        "src/util/deep/deeper/mod.rs", "docs/guide.md", "target/debug/app", "src/notes.txt",
    ] {
        fs::write(root.join(file), "")?;
    }

    let relative = |paths: Vec<PathBuf>| -> Vec<String> {
        paths.iter().map(|p| p.strip_prefix(&root).unwrap().display().to_string()).collect()
    };

    println!("rust files: {:?}", relative(walk_files(&root, has_extension(&["rs"]))?));
    println!("docs: {:?}", relative(walk_files(&root, has_extension(&["md", "txt"]))?));
    // Any closure works as a filter, here skipping build output by path component.
    let outside_target = walk_files(&root, |p| !p.strip_prefix(&root).unwrap().starts_with("target"))?;
    println!("not in target: {} files", outside_target.len());
    println!("empty dir: {:?}", walk_files(&root.join("empty"), |_| true)?);

    match walk_files(&root.join("missing"), |_| true) {
        Ok(files) => println!("unexpected: {files:?}"),
        Err(err) => println!("missing root: {:?}", err.kind()),
    }
    fs::remove_dir_all(&root)
}
