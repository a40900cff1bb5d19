use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// A uniquely named directory under the system temp dir that is deleted, with its contents, on drop.
#[derive(Debug)]
pub struct TempDir {
    path: Option<PathBuf>,
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

impl TempDir {
    pub fn new(prefix: &str) -> io::Result<TempDir> {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
        // Process id plus a counter is unique within this machine; the nanoseconds guard against pid reuse.
        for _ in 0..100 {
            let n = COUNTER.fetch_add(1, Ordering::Relaxed);
            let name = format!("{prefix}-{}-{n}-{nanos:08x}", std::process::id());
            let path = std::env::temp_dir().join(name);
            // create_dir (not create_dir_all) fails if the name exists, so two callers never share a dir.
            match fs::create_dir(&path) {
                Ok(()) => return Ok(TempDir { path: Some(path) }),
                Err(err) if err.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(err) => return Err(err),
            }
        }
        Err(io::Error::new(io::ErrorKind::AlreadyExists, "could not find a free temporary directory name"))
    }

    pub fn path(&self) -> &Path {
        self.path.as_deref().expect("path is only taken by keep() or drop")
    }

    /// Disarms the cleanup and returns the path, handy for inspecting a failing test's files.
    pub fn keep(mut self) -> PathBuf {
        self.path.take().expect("path is only taken by keep() or drop")
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        // Errors are ignored: drop cannot report them, and a leftover temp dir is harmless.
        if let Some(path) = self.path.take() {
            let _ = fs::remove_dir_all(path);
        }
    }
}
