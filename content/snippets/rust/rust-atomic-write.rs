use std::fs::{self, File};
use std::io::{self, Write};
use std::path::Path;

/// Replaces `path` with `contents` so readers see either the old file or the new one, never a torn write.
pub fn write_atomic(path: &Path, contents: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "path has no file name"))?;
    // The temporary file must live in the same directory: rename is only atomic within one filesystem.
    let tmp = dir.join(format!(".{}.tmp-{}", name.to_string_lossy(), std::process::id()));
    let result = (|| {
        let mut file = File::create(&tmp)?;
        file.write_all(contents)?;
        // Flush data to disk before the rename, or a crash could leave the new name pointing at empty blocks.
        file.sync_all()?;
        if let Ok(old) = fs::metadata(path) {
            fs::set_permissions(&tmp, old.permissions())?;
        }
        fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
        return result;
    }
    // Persist the directory entry itself; opening a directory for sync is not supported on Windows.
    #[cfg(unix)]
    File::open(dir)?.sync_all()?;
    Ok(())
}
