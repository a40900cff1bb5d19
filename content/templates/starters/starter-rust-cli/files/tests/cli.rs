//! Runs the real binary, as a user or a script would.

use std::io::{Read, Write};
use std::process::{Command, Output, Stdio};

fn stamp(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_stamp"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).unwrap()
}

#[test]
fn stamps_each_line_with_a_utc_timestamp() {
    let output = stamp(&[], b"first\nsecond\n");
    assert!(output.status.success());
    let lines: Vec<&str> = text(&output.stdout).lines().collect();
    assert_eq!(lines.len(), 2);
    for (line, expected) in lines.iter().zip(["first", "second"]) {
        let (time, rest) = line.split_once(' ').unwrap();
        assert_eq!(rest, expected);
        // 2026-03-01T12:00:00.250Z
        assert_eq!(time.len(), 24, "{time}");
        assert_eq!(
            (&time[4..5], &time[10..11], &time[19..20], &time[23..]),
            ("-", "T", ".", "Z")
        );
    }
}

#[test]
fn elapsed_times_never_decrease() {
    let output = stamp(&["--elapsed", "-p", "6"], b"a\nb\nc\n");
    let times: Vec<f64> = text(&output.stdout)
        .lines()
        .map(|line| line.split_once(' ').unwrap().0.parse().unwrap())
        .collect();
    assert_eq!(times.len(), 3);
    assert!(times.windows(2).all(|pair| pair[0] <= pair[1]), "{times:?}");
}

#[test]
fn usage_errors_exit_2_with_the_usage() {
    let output = stamp(&["--frobnicate"], b"");
    assert_eq!(output.status.code(), Some(2));
    let stderr = text(&output.stderr);
    assert!(
        stderr.starts_with("stamp: unknown option --frobnicate"),
        "{stderr}"
    );
    assert!(stderr.contains("Usage: stamp"));
    assert!(output.stdout.is_empty());
}

#[test]
fn help_and_version() {
    let help = stamp(&["--help"], b"");
    assert!(help.status.success());
    assert!(text(&help.stdout).contains("--precision <N>"));
    let version = stamp(&["-V"], b"");
    assert_eq!(
        text(&version.stdout),
        format!("stamp {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn empty_input_gives_empty_output() {
    let output = stamp(&["-d"], b"");
    assert!(output.status.success());
    assert!(output.stdout.is_empty());
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_stamp"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    // Read one block, then hang up, as `stamp < big.log | head -1` does.
    let writer = std::thread::spawn(move || {
        for _ in 0..100_000 {
            if stdin.write_all(b"a line of input\n").is_err() {
                break;
            }
        }
    });
    let mut first = [0_u8; 64];
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert!(output.status.success(), "{:?}", output.status);
    assert!(output.stderr.is_empty(), "{}", text(&output.stderr));
}
