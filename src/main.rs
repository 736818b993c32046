//! The `eight` command: parses the arguments, runs the library, maps errors to exit statuses.

mod bundle;
mod cli;

use cli::{Command, Language};
use eight::error::{Error, EXIT_OK, EXIT_UNREACHABLE};
use eight::Verdict;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let status = match cli::parse(std::env::args_os().skip(1)) {
        Ok(Command::Help(topic)) => print(&cli::help(topic)),
        Ok(Command::Version) => print(&cli::version()),
        Ok(Command::Bundle(format, Language::Rust)) => print(&bundle::bundle(format)),
        Ok(Command::Bundle(format, Language::Cpp)) => print(&bundle::bundle_cpp(format)),
        Ok(Command::Gen(options)) => {
            match eight::generator::generate(&options, io::stdout().lock(), &mut io::stderr()) {
                Ok(()) => EXIT_OK,
                // A reader that stops early (`eight gen | head`) is a normal end for a generator.
                Err(Error::Io(error)) if error.kind() == io::ErrorKind::BrokenPipe => EXIT_OK,
                Err(error) => report(&error),
            }
        }
        Ok(Command::Check {
            input,
            output,
            format,
        }) => check(format, &input, &output),
        Ok(Command::Solve(format)) => {
            let stdin = io::stdin();
            let stdout = io::stdout();
            let mut stderr = io::stderr();
            match eight::format::run(format, stdin.lock(), stdout.lock(), &mut stderr) {
                Ok(outcome) => outcome.exit_status(),
                Err(error) => report(&error),
            }
        }
        Err(error) => report(&error),
    };
    ExitCode::from(status as u8)
}

/// Runs the special judge: 0 accepted, 1 rejected, 2 bad input, 3 unreadable files.
fn check(format: eight::format::Format, input: &Path, output: &Path) -> i32 {
    match eight::check::check_files(format, input, output, &mut io::stderr()) {
        Ok(verdict @ Verdict::Accepted { .. }) => print(&format!("{verdict}\n")),
        Ok(verdict @ Verdict::Rejected(_)) => match print(&format!("{verdict}\n")) {
            EXIT_OK => EXIT_UNREACHABLE,
            failed => failed,
        },
        Err(error @ Error::Input { .. }) => {
            let _ = writeln!(io::stderr(), "eight: bad INPUT file: {error}");
            error.exit_status()
        }
        Err(error) => report(&error),
    }
}

fn print(text: &str) -> i32 {
    match io::stdout().lock().write_all(text.as_bytes()) {
        Ok(()) => EXIT_OK,
        Err(error) => report(&Error::Io(error)),
    }
}

fn report(error: &Error) -> i32 {
    // If stderr itself is gone there is nowhere left to say anything.
    let _ = writeln!(io::stderr(), "eight: {error}");
    error.exit_status()
}
