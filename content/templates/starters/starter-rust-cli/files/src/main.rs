//! The binary: everything testable lives in lib.rs; this file only maps results to exit codes.

use std::io::{self, ErrorKind, Write};
use std::process::ExitCode;

use stamp::{Command, SystemClock, USAGE, parse_args, run};

fn main() -> ExitCode {
    let command = match parse_args(std::env::args_os().skip(1)) {
        Ok(command) => command,
        Err(error) => {
            eprintln!("stamp: {error}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let options = match command {
        Command::Help => return print_and_exit(USAGE),
        Command::Version => {
            return print_and_exit(concat!("stamp ", env!("CARGO_PKG_VERSION")));
        }
        Command::Run(options) => options,
    };
    let stdout = io::stdout().lock();
    match run(
        &options,
        io::stdin().lock(),
        stdout,
        &mut SystemClock::new(),
    ) {
        Ok(()) => ExitCode::SUCCESS,
        // `stamp < log | head` closes the pipe early. Rust ignores SIGPIPE, so the write fails
        // instead of killing the process: that is a normal way for a filter to end, not an error.
        Err(error) if error.kind() == ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("stamp: {error}");
            ExitCode::FAILURE
        }
    }
}

fn print_and_exit(text: &str) -> ExitCode {
    // println! panics on a closed stdout; writeln! lets `stamp --help | head -1` exit quietly.
    let _ = writeln!(io::stdout(), "{text}");
    ExitCode::SUCCESS
}
