//! `stamp` prefixes every line of its input with the time it arrived: a UTC RFC 3339 timestamp,
//! Unix seconds, the time since start, or the gap since the previous line.
//!
//! The library holds all the logic with its I/O and clock passed in, so unit tests and the
//! integration tests in `tests/` exercise the same code the binary runs.

use std::ffi::OsString;
use std::fmt;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

pub const USAGE: &str = "\
Usage: stamp [OPTIONS] < INPUT

Prefix each line of standard input with the time it arrived.

Options:
  -e, --elapsed          seconds since stamp started
  -d, --delta            seconds since the previous line
  -u, --unix             Unix time in seconds
  -p, --precision <N>    digits after the decimal point, 0 to 9 (default: 3)
  -h, --help             print this help
  -V, --version          print the version

Without -e, -d or -u each line gets a UTC timestamp such as 2026-03-01T12:00:00.250Z.
Exit codes: 0 success, 1 read or write error, 2 usage error.";

/// What the prefix shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Rfc3339,
    Unix,
    Elapsed,
    Delta,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    pub mode: Mode,
    /// Fractional digits, 0 to 9.
    pub precision: u32,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            mode: Mode::Rfc3339,
            precision: 3,
        }
    }
}

#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    Run(Options),
    Help,
    Version,
}

/// A mistake on the command line; the binary prints it with the usage and exits with 2.
#[derive(Debug, PartialEq, Eq)]
pub struct UsageError(String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

/// Parses the arguments after the program name.
///
/// # Errors
///
/// An unknown option, a bad precision, two modes at once, or an argument that is not UTF-8.
pub fn parse_args<I: IntoIterator<Item = OsString>>(args: I) -> Result<Command, UsageError> {
    let mut options = Options::default();
    // The mode chosen so far, with the option as it was written, for the error message.
    let mut mode: Option<(String, Mode)> = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let arg = arg
            .into_string()
            .map_err(|bad| UsageError(format!("argument {bad:?} is not valid UTF-8")))?;
        // --precision=5 and --precision 5 are both accepted.
        let (name, inline_value) = match arg.split_once('=') {
            Some((name, value)) if name.starts_with("--") => {
                (name.to_owned(), Some(value.to_owned()))
            }
            _ => (arg.clone(), None),
        };
        let chosen = match name.as_str() {
            "-h" | "--help" => return Ok(Command::Help),
            "-V" | "--version" => return Ok(Command::Version),
            "-e" | "--elapsed" => Mode::Elapsed,
            "-d" | "--delta" => Mode::Delta,
            "-u" | "--unix" => Mode::Unix,
            "-p" | "--precision" => {
                let value = match inline_value {
                    Some(value) => value,
                    None => args
                        .next()
                        .and_then(|v| v.into_string().ok())
                        .ok_or_else(|| UsageError(format!("{name} needs a number from 0 to 9")))?,
                };
                options.precision = match value.parse::<u32>() {
                    Ok(digits) if digits <= 9 => digits,
                    _ => return Err(UsageError(format!("{name} must be 0 to 9, not {value:?}"))),
                };
                continue;
            }
            _ if name.starts_with('-') && name != "-" => {
                return Err(UsageError(format!("unknown option {name}")));
            }
            _ => {
                return Err(UsageError(format!(
                    "unexpected argument {name:?}: stamp reads standard input (stamp < {name})"
                )));
            }
        };
        match &mode {
            Some((previous, earlier)) if *earlier != chosen => {
                return Err(UsageError(format!(
                    "{previous} and {arg} cannot be used together"
                )));
            }
            _ => mode = Some((arg, chosen)),
        }
        options.mode = chosen;
    }
    Ok(Command::Run(options))
}

/// Where the times come from, so tests can use a clock that ticks on demand.
pub trait Clock {
    /// Wall-clock time, for timestamps.
    fn wall(&mut self) -> SystemTime;
    /// Time since start on a monotonic clock, for --elapsed and --delta: setting the system
    /// clock or a leap second cannot make it jump or run backwards.
    fn since_start(&mut self) -> Duration;
}

pub struct SystemClock {
    start: Instant,
}

impl SystemClock {
    #[must_use]
    pub fn new() -> Self {
        Self {
            start: Instant::now(),
        }
    }
}

impl Default for SystemClock {
    fn default() -> Self {
        Self::new()
    }
}

impl Clock for SystemClock {
    fn wall(&mut self) -> SystemTime {
        SystemTime::now()
    }

    fn since_start(&mut self) -> Duration {
        self.start.elapsed()
    }
}

/// Copies `input` to `output` line by line, each line prefixed with its time and a space.
///
/// Lines are bytes, not text: input that is not UTF-8 passes through unchanged. Output is
/// flushed whenever the input has nothing more buffered, so `tail -f app.log | stamp` shows
/// each line as it comes while a large file is still written in big blocks.
///
/// # Errors
///
/// Any read or write error, including `BrokenPipe` when the reader of the output goes away.
pub fn run<R: Read, W: Write, C: Clock>(
    options: &Options,
    input: R,
    mut output: W,
    clock: &mut C,
) -> io::Result<()> {
    let mut reader = BufReader::new(input);
    let mut line = Vec::with_capacity(256);
    let mut previous = Duration::ZERO;
    loop {
        line.clear();
        if reader.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        let prefix = match options.mode {
            Mode::Rfc3339 => format_rfc3339(clock.wall(), options.precision),
            Mode::Unix => format_seconds(since_epoch(clock.wall()), options.precision),
            Mode::Elapsed => format_seconds(clock.since_start(), options.precision),
            Mode::Delta => {
                let now = clock.since_start();
                let gap = now.saturating_sub(previous);
                previous = now;
                format_seconds(gap, options.precision)
            }
        };
        output.write_all(prefix.as_bytes())?;
        output.write_all(b" ")?;
        output.write_all(&line)?;
        if reader.buffer().is_empty() {
            output.flush()?;
        }
    }
    output.flush()
}

fn since_epoch(time: SystemTime) -> Duration {
    // A clock set before 1970 is a broken clock; show the epoch rather than fail.
    time.duration_since(UNIX_EPOCH).unwrap_or(Duration::ZERO)
}

/// `seconds.fraction`, with the fraction truncated (not rounded) to `precision` digits.
#[must_use]
pub fn format_seconds(duration: Duration, precision: u32) -> String {
    let seconds = duration.as_secs();
    match fraction(duration, precision) {
        Some(fraction) => format!("{seconds}.{fraction}"),
        None => seconds.to_string(),
    }
}

fn fraction(duration: Duration, precision: u32) -> Option<String> {
    if precision == 0 {
        return None;
    }
    let digits = duration.subsec_nanos() / 10_u32.pow(9 - precision);
    Some(format!("{digits:0width$}", width = precision as usize))
}

/// A UTC timestamp in RFC 3339 form, such as `2026-03-01T12:00:00.250Z`.
#[must_use]
pub fn format_rfc3339(time: SystemTime, precision: u32) -> String {
    let since = since_epoch(time);
    let seconds = since.as_secs();
    let days = i64::try_from(seconds / 86_400).unwrap_or(i64::MAX);
    let (year, month, day) = civil_from_days(days);
    let of_day = seconds % 86_400;
    let (hour, minute, second) = (of_day / 3600, of_day % 3600 / 60, of_day % 60);
    let mut text = format!("{year:04}-{month:02}-{day:02}T{hour:02}:{minute:02}:{second:02}");
    if let Some(fraction) = fraction(since, precision) {
        text.push('.');
        text.push_str(&fraction);
    }
    text.push('Z');
    text
}

/// The proleptic Gregorian date of a day counted from 1970-01-01, after Howard Hinnant's
/// public-domain `civil_from_days` algorithm: exact for every day, with no tables or loops.
#[must_use]
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097); // [0, 146096]
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153; // March-based month, [0, 11]
    let day = u32::try_from(day_of_year - (153 * mp + 2) / 5 + 1).unwrap_or(1);
    let month = u32::try_from(if mp < 10 { mp + 3 } else { mp - 9 }).unwrap_or(1);
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<OsString> {
        list.iter().map(OsString::from).collect()
    }

    fn options(list: &[&str]) -> Options {
        match parse_args(args(list)) {
            Ok(Command::Run(options)) => options,
            other => panic!("{list:?} parsed as {other:?}"),
        }
    }

    /// A clock that advances by a fixed step every time it is read.
    struct Ticking {
        wall: SystemTime,
        since: Duration,
        step: Duration,
    }

    impl Clock for Ticking {
        fn wall(&mut self) -> SystemTime {
            self.wall += self.step;
            self.wall
        }

        fn since_start(&mut self) -> Duration {
            self.since += self.step;
            self.since
        }
    }

    fn stamp(options: &Options, input: &[u8], step_ms: u64) -> String {
        let mut clock = Ticking {
            wall: UNIX_EPOCH + Duration::from_secs(1_772_366_400), // 2026-03-01T12:00:00Z
            since: Duration::ZERO,
            step: Duration::from_millis(step_ms),
        };
        let mut output = Vec::new();
        run(options, input, &mut output, &mut clock).unwrap();
        String::from_utf8(output).unwrap()
    }

    #[test]
    fn parses_modes_and_precision() {
        assert_eq!(options(&[]), Options::default());
        assert_eq!(options(&["-e"]).mode, Mode::Elapsed);
        assert_eq!(options(&["--delta", "--precision", "6"]).precision, 6);
        assert_eq!(
            options(&["--precision=0", "-u"]),
            Options {
                mode: Mode::Unix,
                precision: 0
            }
        );
        assert_eq!(options(&["-d", "-d"]).mode, Mode::Delta);
        assert_eq!(parse_args(args(&["-e", "--help"])), Ok(Command::Help));
        assert_eq!(parse_args(args(&["-V"])), Ok(Command::Version));
    }

    #[test]
    fn rejects_bad_arguments_with_a_reason() {
        let error = |list: &[&str]| parse_args(args(list)).unwrap_err().to_string();
        assert_eq!(error(&["-x"]), "unknown option -x");
        assert_eq!(error(&["-p", "12"]), "-p must be 0 to 9, not \"12\"");
        assert_eq!(
            error(&["--precision"]),
            "--precision needs a number from 0 to 9"
        );
        assert_eq!(
            error(&["--elapsed", "-d"]),
            "--elapsed and -d cannot be used together"
        );
        assert!(error(&["app.log"]).contains("stamp < app.log"));
    }

    #[test]
    fn formats_rfc3339_timestamps() {
        let at = |secs: u64, nanos: u32| UNIX_EPOCH + Duration::new(secs, nanos);
        assert_eq!(format_rfc3339(at(0, 0), 3), "1970-01-01T00:00:00.000Z");
        assert_eq!(
            format_rfc3339(at(951_782_400, 0), 0),
            "2000-02-29T00:00:00Z"
        );
        assert_eq!(
            format_rfc3339(at(1_772_366_400, 250_000_000), 3),
            "2026-03-01T12:00:00.250Z"
        );
        assert_eq!(
            format_rfc3339(at(4_102_444_799, 999_999_999), 9),
            "2099-12-31T23:59:59.999999999Z"
        );
    }

    #[test]
    fn civil_dates_round_the_leap_years() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        // 2100 is not a leap year: February 28 is followed by March 1.
        assert_eq!(civil_from_days(47_540), (2100, 2, 28));
        assert_eq!(civil_from_days(47_541), (2100, 3, 1));
    }

    #[test]
    fn truncates_fractions() {
        let d = Duration::from_micros(1_999_999);
        assert_eq!(format_seconds(d, 0), "1");
        assert_eq!(format_seconds(d, 3), "1.999");
        assert_eq!(format_seconds(Duration::from_millis(5), 3), "0.005");
    }

    #[test]
    fn prefixes_every_line_in_each_mode() {
        let input = b"one\ntwo\nthree";
        let with = |mode| Options { mode, precision: 3 };
        assert_eq!(
            stamp(&with(Mode::Rfc3339), input, 250),
            "2026-03-01T12:00:00.250Z one\n2026-03-01T12:00:00.500Z two\n2026-03-01T12:00:00.750Z three"
        );
        assert_eq!(
            stamp(&with(Mode::Elapsed), input, 250),
            "0.250 one\n0.500 two\n0.750 three"
        );
        assert_eq!(
            stamp(&with(Mode::Delta), input, 250),
            "0.250 one\n0.250 two\n0.250 three"
        );
        assert_eq!(stamp(&with(Mode::Unix), b"x\n", 1000), "1772366401.000 x\n");
    }

    #[test]
    fn passes_bytes_that_are_not_utf8_through() {
        let mut output = Vec::new();
        let mut clock = SystemClock::new();
        let options = Options {
            mode: Mode::Elapsed,
            precision: 0,
        };
        run(&options, &b"caf\xe9\n"[..], &mut output, &mut clock).unwrap();
        assert!(output.ends_with(b" caf\xe9\n"));
    }
}
