use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// Recursively lists files under `root` for which `keep` returns true, sorted for stable output.
/// Symbolic links are not followed, so link cycles cannot cause infinite recursion.
pub fn walk_files<F>(root: &Path, keep: F) -> io::Result<Vec<PathBuf>>
where
    F: Fn(&Path) -> bool,
{
    let mut found = Vec::new();
    // An explicit stack instead of recursion keeps deep trees from overflowing the call stack.
    let mut pending = vec![root.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(&dir)? {
            let entry = entry?;
            let file_type = entry.file_type()?;
            let path = entry.path();
            if file_type.is_dir() {
                pending.push(path);
            } else if file_type.is_file() && keep(&path) {
                found.push(path);
            }
        }
    }
    found.sort();
    Ok(found)
}

/// Convenience filter: matches file extensions case-insensitively, given without the dot.
pub fn has_extension<'a>(extensions: &'a [&'a str]) -> impl Fn(&Path) -> bool + 'a {
    move |path| {
        path.extension()
            .and_then(|ext| ext.to_str())
            .is_some_and(|ext| extensions.iter().any(|want| want.eq_ignore_ascii_case(ext)))
    }
}
