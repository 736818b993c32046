//! The `eight` command: parses the arguments, runs the library, maps errors to exit statuses.

use eight::check::Verdict;
use eight::cli::{self, Command};
use eight::error::{Error, EXIT_OK, EXIT_UNREACHABLE};
use std::fs::File;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let status = match cli::parse(std::env::args_os().skip(1)) {
        Ok(Command::Help) => print(&cli::help()),
        Ok(Command::Version) => print(&cli::version()),
        Ok(Command::Bundle(format)) => print(&eight::bundle::bundle(format)),
        Ok(Command::BundleCpp(format)) => print(&eight::bundle::bundle_cpp(format)),
        Ok(Command::Gen(options)) => {
            match eight::gen::generate(&options, io::stdout().lock(), &mut io::stderr()) {
                Ok(()) => EXIT_OK,
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
    let open = |path: &Path| {
        File::open(path).map_err(|error| {
            Error::Io(io::Error::new(
                error.kind(),
                format!("{}: {error}", path.display()),
            ))
        })
    };
    let verdict = open(input)
        .and_then(|i| Ok((i, open(output)?)))
        .and_then(|(i, o)| eight::check::check(format, i, o));
    match verdict {
        Ok(Verdict::Accepted { cases }) => print(&format!("accepted: {cases} cases\n")),
        Ok(Verdict::Rejected(problem)) => {
            print(&format!("wrong answer: {problem}\n"));
            EXIT_UNREACHABLE
        }
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
