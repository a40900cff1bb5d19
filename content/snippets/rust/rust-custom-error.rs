use std::error::Error;
use std::fmt;
use std::path::{Path, PathBuf};

/// One error type for a module: each variant keeps the context a caller needs (which file,
/// which line) and wraps the underlying error so `source()` still exposes the root cause.
#[derive(Debug)]
pub enum LimitsError {
    Read { path: PathBuf, source: std::io::Error },
    Parse { line: usize, source: std::num::ParseIntError },
    Missing(&'static str),
}

impl fmt::Display for LimitsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Read { path, .. } => write!(f, "cannot read {}", path.display()),
            Self::Parse { line, .. } => write!(f, "line {line}: value is not a whole number"),
            Self::Missing(key) => write!(f, "required key {key:?} is missing"),
        }
    }
}

impl Error for LimitsError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            Self::Read { source, .. } => Some(source),
            Self::Parse { source, .. } => Some(source),
            Self::Missing(_) => None,
        }
    }
}

/// Reads "key = number" lines into (max_connections, max_body_bytes); each failure gets its context.
pub fn load_limits(path: &Path) -> Result<(u32, u64), LimitsError> {
    let text = std::fs::read_to_string(path)
        .map_err(|source| LimitsError::Read { path: path.to_path_buf(), source })?;
    let (mut connections, mut body) = (None, None);
    for (i, line) in text.lines().enumerate() {
        let Some((key, value)) = line.split_once('=') else { continue };
        let parse_err = |source| LimitsError::Parse { line: i + 1, source };
        match key.trim() {
            "max_connections" => connections = Some(value.trim().parse().map_err(parse_err)?),
            "max_body_bytes" => body = Some(value.trim().parse().map_err(parse_err)?),
            _ => {}
        }
    }
    Ok((connections.ok_or(LimitsError::Missing("max_connections"))?, body.ok_or(LimitsError::Missing("max_body_bytes"))?))
}

/// Formats an error with its whole chain of causes, e.g. for logs or a CLI's final message.
pub fn report(err: &dyn Error) -> String {
    let mut text = err.to_string();
    let mut cause = err.source();
    while let Some(inner) = cause {
        text.push_str(&format!(": {inner}"));
        cause = inner.source();
    }
    text
}
