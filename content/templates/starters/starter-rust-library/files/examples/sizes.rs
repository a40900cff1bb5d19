//! Parses each argument and prints it in both unit systems:
//!
//! ```text
//! $ cargo run --example sizes -- "1.5 GiB" 250MB
//! 1.5 GiB                1610612736 bytes   1.5 GiB    1.6 GB
//! 250MB                   250000000 bytes 238.4 MiB  250.0 MB
//! ```

use std::process::ExitCode;

use sizes::Size;

fn main() -> ExitCode {
    let mut status = ExitCode::SUCCESS;
    for argument in std::env::args().skip(1) {
        match argument.parse::<Size>() {
            Ok(size) => println!(
                "{argument:<12} {:>20} bytes {size:>9.1} {size:>#9.1}",
                size.bytes()
            ),
            Err(error) => {
                eprintln!("{argument:?}: {error}");
                status = ExitCode::FAILURE;
            }
        }
    }
    status
}
