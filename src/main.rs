//! The `eight` command: parses the arguments (`cli`), runs the library, and owns the exit
//! statuses and the wording of usage errors.

mod cli;

use cli::{Command, Usage, Validator};
use eight::{Batch, Error, Outcome, Validity};
use std::io::{self, Write};
use std::process::ExitCode;

/// Every case was answered (or the file was written).
const EXIT_OK: i32 = 0;
/// Every case was answered, but some goal cannot be reached from its start.
const EXIT_UNREACHABLE: i32 = 1;
/// Bad input or bad usage: the answers due before the bad case were written.
const EXIT_BAD_INPUT: i32 = 2;
/// Reading the input or writing the output failed.
const EXIT_IO: i32 = 3;

fn main() -> ExitCode {
    let status = match cli::parse(std::env::args_os().skip(1)) {
        Ok(Command::Help(topic)) => print(&cli::help(topic)),
        Ok(Command::Version) => print(&cli::version()),
        Ok(Command::Bundle(bundle)) => print(&cli::bundle::text(bundle)),
        Ok(Command::Gen(options)) => {
            match eight::generate(&options, io::stdout().lock(), &mut progress()) {
                Ok(()) => EXIT_OK,
                // A reader that stops early (`eight gen | head`) is a normal end for a generator.
                Err(Error::Io(error)) if error.kind() == io::ErrorKind::BrokenPipe => EXIT_OK,
                Err(error) => report(&error),
            }
        }
        Ok(Command::Check {
            batch,
            protocol,
            arguments,
            score,
        }) => eight::run_checker(
            protocol,
            &batch,
            &arguments,
            score,
            io::stdin().lock(),
            &mut io::stdout().lock(),
            &mut io::stderr(),
        ),
        Ok(Command::Solve(batch)) => solve(batch),
        Ok(Command::Package(options)) => package(&options),
        Ok(Command::Prepare(size)) => prepare(size),
        Ok(Command::Validate(batch, validator)) => validate(batch, validator),
        Ok(Command::All(batch, at_most)) => all_paths(batch, at_most),
        Err(usage) => report_usage(&usage),
    };
    ExitCode::from(status as u8)
}

/// Solves standard input.
fn solve(batch: Batch) -> i32 {
    let stdin = io::stdin();
    let stdout = io::stdout();
    match eight::run(batch, stdin.lock(), stdout.lock(), &mut io::stderr()) {
        Ok(outcome) => exit_status(&outcome),
        Err(error) => report(&error),
    }
}

/// Lists every shortest path of each case of standard input.
fn all_paths(batch: Batch, at_most: usize) -> i32 {
    let stdin = io::stdin();
    let stdout = io::stdout();
    match eight::all_paths(
        batch,
        stdin.lock(),
        stdout.lock(),
        &mut io::stderr(),
        at_most,
    ) {
        Ok(outcome) => exit_status(&outcome),
        Err(error) => report(&error),
    }
}

/// Writes a problem package, saying so on stdout.
fn package(options: &cli::package::PackageOptions) -> i32 {
    match cli::package::write_package(options, &mut progress()) {
        Ok(()) => print(&format!(
            "wrote the {} package into {}\n",
            options.format.name(),
            options.folder.display()
        )),
        Err(error) => report(&error),
    }
}

/// `eight validate`'s statuses: valid, invalid (its own convention).
const EXIT_INVALID: i32 = 1;
/// testlib's validators fail with 3; Kattis's input validators answer 42 and 43.
const TESTLIB_INVALID: i32 = 3;
const KATTIS_VALID: i32 = 42;
const KATTIS_INVALID: i32 = 43;

/// Reads standard input strictly and answers as `validator` wants.
fn validate(batch: Batch, validator: Validator) -> i32 {
    let validity = match eight::validate(batch, io::stdin().lock()) {
        Ok(validity) => validity,
        Err(error) => return report(&error),
    };
    let why = match &validity {
        Validity::Valid { .. } => None,
        Validity::Invalid(why) => Some(why),
    };
    match (validator, why) {
        (Validator::Eight, None) => print(&format!("{validity}\n")),
        (Validator::Eight, Some(_)) => match print(&format!("{validity}\n")) {
            EXIT_OK => EXIT_INVALID,
            status => status,
        },
        (Validator::Testlib, None) => EXIT_OK,
        // The verdict line comes first on stderr, as the systems read it.
        (Validator::Testlib, Some(why)) => {
            let _ = writeln!(io::stderr(), "FAIL {why}");
            TESTLIB_INVALID
        }
        (Validator::Kattis, None) => KATTIS_VALID,
        (Validator::Kattis, Some(why)) => {
            let _ = writeln!(io::stderr(), "invalid: {why}");
            KATTIS_INVALID
        }
    }
}

/// Builds the strong tables of `size` into the default cache, with a progress bar when
/// stderr is a terminal; says on stdout where they are.
fn prepare(size: eight::Size) -> i32 {
    let cache = eight::Cache::Default;
    let mut bar = progress();
    let started = std::time::Instant::now();
    let mut show = |share: f64| {
        let filled = ((share * 30.0) as usize).min(30);
        let _ = write!(
            bar,
            "\reight: building the strong {size} tables [{}{}] {:3.0}%",
            "#".repeat(filled),
            ".".repeat(30 - filled),
            share * 100.0
        );
        let _ = bar.flush();
    };
    let prepared = if size == eight::FiveSolver::size() {
        eight::FiveSolver::new(&cache).prepare_corners(&mut show)
    } else {
        eight::GridSolver::with_cache(size, &cache).prepare_strong(&mut show)
    };
    let _ = write!(progress(), "\r\x1b[K");
    let folder = cache
        .folder()
        .map_or_else(String::new, |f| f.display().to_string());
    match prepared {
        Ok(built) => print(&match built {
            true => format!(
                "built the strong {size} tables in {:.0} s into {folder}\n",
                started.elapsed().as_secs_f64()
            ),
            false => format!("the strong {size} tables in {folder} are ready\n"),
        }),
        Err(error) => report(&Error::Io(error)),
    }
}

/// The exit status of a run that read no bad input.
fn exit_status(outcome: &Outcome) -> i32 {
    if outcome.unreachable > 0 {
        EXIT_UNREACHABLE
    } else {
        EXIT_OK
    }
}

/// Where long work shows its progress: stderr when a person watches it, else nowhere.
fn progress() -> Box<dyn Write> {
    if eight::internals::stderr_is_terminal() {
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

/// Says what went wrong on stderr, in one line, and gives the exit status for it.
fn report(error: &Error) -> i32 {
    match error {
        // What the library cannot do was asked on the command line.
        Error::Unsupported(message) => report_usage(&Usage(message.clone())),
        Error::Input { .. } => say(error, EXIT_BAD_INPUT),
        Error::Io(_) => say(error, EXIT_IO),
    }
}

fn report_usage(usage: &Usage) -> i32 {
    say(
        &format!("usage: {} (see eight --help)", usage.0),
        EXIT_BAD_INPUT,
    )
}

fn say(message: &dyn std::fmt::Display, status: i32) -> i32 {
    // If stderr itself is gone there is nowhere left to say anything.
    let _ = writeln!(io::stderr(), "eight: {message}");
    status
}
