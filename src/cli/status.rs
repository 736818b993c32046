//! The binary's exit statuses and how it speaks: a result on stdout, a problem in one line
//! on stderr with the status it earns, progress on stderr only when a person watches.
//! Every command's run ends here, so a status means the same whichever command gives it.
//!
//! # Costs
//! A write or two.

use super::Usage;
use eight::{Error, Outcome};
use std::io::{self, Write};
use std::path::Path;

/// Every case was answered (or the file was written).
pub const EXIT_OK: i32 = 0;
/// Every case was answered, but some goal cannot be reached from its start.
pub const EXIT_UNREACHABLE: i32 = 1;
/// `show --check`: the judge rejected the output (the page is written all the same), as
/// `eight check` says it.
pub const EXIT_WRONG_ANSWER: i32 = 1;
/// Bad input or bad usage: the answers due before the bad case were written.
pub const EXIT_BAD_INPUT: i32 = 2;
/// Reading the input or writing the output failed.
pub const EXIT_IO: i32 = 3;

/// The exit status of a run that read no bad input.
pub fn exit_status(outcome: &Outcome) -> i32 {
    if outcome.unreachable > 0 {
        EXIT_UNREACHABLE
    } else {
        EXIT_OK
    }
}

/// Where long work shows its progress: stderr when a person watches it, else nowhere.
pub fn progress() -> Box<dyn Write> {
    if eight::internals::stderr_is_terminal() {
        Box::new(io::stderr())
    } else {
        Box::new(io::sink())
    }
}

/// Writes `text` on stdout: [`EXIT_OK`], or the status of the failure.
pub fn print(text: &str) -> i32 {
    match io::stdout().lock().write_all(text.as_bytes()) {
        Ok(()) => EXIT_OK,
        Err(error) => report(&Error::Io(error)),
    }
}

/// Says what went wrong on stderr, in one line, and gives the exit status for it.
pub fn report(error: &Error) -> i32 {
    match error {
        // What the library cannot do was asked on the command line.
        Error::Unsupported(message) => report_usage(&Usage(message.clone())),
        Error::Input { .. } => say(error, EXIT_BAD_INPUT),
        Error::Io(_) => say(error, EXIT_IO),
    }
}

/// Says what is wrong with the command line, and gives its status.
pub fn report_usage(usage: &Usage) -> i32 {
    say(
        &format!("usage: {} (see eight --help)", usage.0),
        EXIT_BAD_INPUT,
    )
}

/// Writes `eight: message` on stderr and gives back `status`.
pub fn say(message: &dyn std::fmt::Display, status: i32) -> i32 {
    // If stderr itself is gone there is nowhere left to say anything.
    let _ = writeln!(io::stderr(), "eight: {message}");
    status
}

/// An I/O error that names its file, as every message about a file does.
pub fn named(path: &Path, error: &io::Error) -> Error {
    Error::Io(io::Error::new(
        error.kind(),
        format!("{}: {error}", path.display()),
    ))
}
