use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::Path;

/// Returns the last `n` lines of a file without reading it from the start, like `tail -n`.
pub fn tail_lines(path: &Path, n: usize) -> io::Result<Vec<String>> {
    const CHUNK: u64 = 8 * 1024;
    let mut file = File::open(path)?;
    let mut pos = file.seek(SeekFrom::End(0))?;
    let mut buf: Vec<u8> = Vec::new();
    // Walk backwards in chunks until the buffer holds n line breaks beyond a possible trailing one.
    while pos > 0 {
        let step = CHUNK.min(pos);
        pos -= step;
        file.seek(SeekFrom::Start(pos))?;
        let mut chunk = vec![0; step as usize];
        file.read_exact(&mut chunk)?;
        chunk.extend_from_slice(&buf);
        buf = chunk;
        let body = buf.strip_suffix(b"\n").unwrap_or(&buf);
        if body.iter().filter(|&&b| b == b'\n').count() >= n {
            break;
        }
    }
    let text = String::from_utf8_lossy(&buf);
    let lines: Vec<&str> = text.lines().collect();
    // A stop mid-file leaves a partial first line, but the n line breaks guarantee it is never kept.
    let start = lines.len().saturating_sub(n);
    Ok(lines[start..].iter().map(|line| line.to_string()).collect())
}
