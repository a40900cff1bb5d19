use std::str::FromStr;
use std::time::Duration;

/// Application settings read from environment variables, with defaults and validation.
#[derive(Debug)]
pub struct Config {
    pub port: u16,
    pub database_url: String,
    pub workers: usize,
    pub request_timeout: Duration,
    pub debug: bool,
}
impl Config {
    pub fn from_env() -> Result<Self, Vec<String>> {
        Self::from_lookup(|key| std::env::var(key).ok())
    }
    /// Reads via `lookup` (a map in tests) and collects every problem, so one failed start lists them all.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, Vec<String>> {
        let mut env = Reader { lookup, errors: Vec::new() };
        let port = env.var::<u16>("PORT", Some("8080"));
        let database_url = env.var::<String>("DATABASE_URL", None);
        let workers = env.var::<usize>("WORKERS", Some("4"));
        let workers = env.check(workers, |w| (1..=256).contains(w), "WORKERS must be between 1 and 256");
        let timeout = env.var::<u64>("REQUEST_TIMEOUT_SECS", Some("30"));
        let debug = env.var::<Flag>("DEBUG", Some("false"));
        match (port, database_url, workers, timeout, debug) {
            (Some(port), Some(database_url), Some(workers), Some(secs), Some(Flag(debug))) =>
                Ok(Config { port, database_url, workers, request_timeout: Duration::from_secs(secs), debug }),
            _ => Err(env.errors),
        }
    }
}
struct Reader<F> { lookup: F, errors: Vec<String> }
impl<F: Fn(&str) -> Option<String>> Reader<F> {
    /// An unset or blank variable falls back to `default`; with no default it is required.
    fn var<T: FromStr>(&mut self, key: &str, default: Option<&str>) -> Option<T> where T::Err: std::fmt::Display {
        let raw = (self.lookup)(key).filter(|v| !v.trim().is_empty());
        let Some(text) = raw.as_deref().or(default) else {
            self.errors.push(format!("{key} is required"));
            return None;
        };
        text.trim().parse().map_err(|e| self.errors.push(format!("{key}={text:?}: {e}"))).ok()
    }
    fn check<T>(&mut self, value: Option<T>, valid: impl Fn(&T) -> bool, message: &str) -> Option<T> {
        let value = value?;
        if valid(&value) { Some(value) } else { self.errors.push(message.to_string()); None }
    }
}
/// A boolean that accepts the spellings used in .env files and CI settings, not just "true".
struct Flag(bool);
impl FromStr for Flag {
    type Err = &'static str;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "1" | "true" | "yes" | "on" => Ok(Flag(true)),
            "0" | "false" | "no" | "off" => Ok(Flag(false)),
            _ => Err("expected true/false, yes/no, on/off or 1/0"),
        }
    }
}
