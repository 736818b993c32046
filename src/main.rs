//! The `eight` command: parses the arguments, runs the library, maps errors to exit statuses.

mod bundle;
mod cli;

use cli::{Command, Language};
use eight::error::{Error, EXIT_OK};
use std::io::{self, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let status = match cli::parse(std::env::args_os().skip(1)) {
        Ok(Command::Help(topic)) => print(&cli::help(topic)),
        Ok(Command::Version) => print(&cli::version()),
        Ok(Command::Bundle(format, Language::Rust)) => print(&bundle::bundle(format)),
        Ok(Command::Bundle(format, Language::Cpp)) => print(&bundle::bundle_cpp(format)),
        Ok(Command::CheckerBundle(format, size, protocol)) => {
            print(&bundle::checker_bundle(format, size, protocol))
        }
        Ok(Command::Gen(options)) => {
            match eight::generator::generate(&options, io::stdout().lock(), &mut progress()) {
                Ok(()) => EXIT_OK,
                // A reader that stops early (`eight gen | head`) is a normal end for a generator.
                Err(Error::Io(error)) if error.kind() == io::ErrorKind::BrokenPipe => EXIT_OK,
                Err(error) => report(&error),
            }
        }
        Ok(Command::Check {
            format,
            size,
            protocol,
            arguments,
            cache,
        }) => eight::protocol::run_cached(
            protocol,
            format,
            size,
            cache != eight::grid::Cache::Off,
            &arguments,
            io::stdin().lock(),
            &mut io::stdout().lock(),
            &mut io::stderr(),
        ),
        Ok(Command::Solve(format, size, cache)) => {
            let stdin = io::stdin();
            let stdout = io::stdout();
            let mut stderr = io::stderr();
            let run = eight::format::run_cached;
            match run(
                format,
                size,
                &cache,
                stdin.lock(),
                stdout.lock(),
                &mut stderr,
            ) {
                Ok(outcome) => outcome.exit_status(),
                Err(error) => report(&error),
            }
        }
        Err(error) => report(&error),
    };
    ExitCode::from(status as u8)
}

/// Where long work shows its progress: stderr when a person watches it, else nowhere.
fn progress() -> Box<dyn Write> {
    if eight::terminal::stderr_is_terminal() {
        Box::new(io::stderr())
    } else {
        Box::new(io::sink())
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
