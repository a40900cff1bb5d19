use std::cmp::Ordering;
use std::str::FromStr;

/// A pre-release identifier; the derived order puts numbers before text, as SemVer 2.0 requires.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Pre { Numeric(u64), Alpha(String) }

/// A SemVer 2.0 version. Build metadata is kept for display but ignored when comparing.
#[derive(Debug, Clone)]
pub struct Version {
    pub major: u64, pub minor: u64, pub patch: u64,
    pub pre: Vec<Pre>,
    pub build: Option<String>,
}

impl FromStr for Version {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let s = s.trim().strip_prefix('v').unwrap_or(s.trim());
        let (rest, build) = s.split_once('+').map_or((s, None), |(rest, build)| (rest, Some(build.to_string())));
        let (core, pre) = rest.split_once('-').map_or((rest, None), |(core, pre)| (core, Some(pre)));
        let number = |part: &str| -> Result<u64, String> {
            // Leading zeros are invalid in SemVer, so "01" is an error rather than 1.
            let ok = !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()) && (part == "0" || !part.starts_with('0'));
            if ok { part.parse().map_err(|_| format!("{part:?} is too large")) } else { Err(format!("invalid number {part:?} in {s:?}")) }
        };
        let parts: Vec<&str> = core.split('.').collect();
        let [major, minor, patch] = parts[..] else { return Err(format!("{s:?} is not MAJOR.MINOR.PATCH")) };
        let pre = match pre {
            None => Vec::new(),
            Some(pre) => pre.split('.').map(|id| match number(id) {
                Ok(n) => Ok(Pre::Numeric(n)),
                Err(_) if id.bytes().any(|b| !b.is_ascii_digit()) && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') => Ok(Pre::Alpha(id.to_string())),
                Err(_) => Err(format!("invalid pre-release identifier {id:?} in {s:?}")),
            }).collect::<Result<_, _>>()?,
        };
        Ok(Version { major: number(major)?, minor: number(minor)?, patch: number(patch)?, pre, build })
    }
}

impl Ord for Version {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.major, self.minor, self.patch).cmp(&(other.major, other.minor, other.patch)).then_with(|| {
            // A release outranks any of its pre-releases: 1.0.0-rc.1 < 1.0.0.
            match (self.pre.is_empty(), other.pre.is_empty()) {
                (true, true) => Ordering::Equal,
                (true, false) => Ordering::Greater,
                (false, true) => Ordering::Less,
                (false, false) => self.pre.cmp(&other.pre),
            }
        })
    }
}
impl PartialOrd for Version { fn partial_cmp(&self, other: &Self) -> Option<Ordering> { Some(self.cmp(other)) } }
impl PartialEq for Version { fn eq(&self, other: &Self) -> bool { self.cmp(other) == Ordering::Equal } }
impl Eq for Version {}
