//! `eight validate < INPUT`: read a test input strictly, answering as an input validator of
//! one convention (`--protocol`: eight's own, testlib's or Kattis's).
//!
//! # Costs
//! Negligible to parse.

use super::options::{Given, Takes, FORMAT, PROTOCOL, SIZE};
use super::status::{print, report, EXIT_OK};
use super::{Command, Usage};
use eight::Batch;
use eight::Validity;
use std::io::{self, Write};

/// What `validate` takes.
pub const TAKES: Takes = Takes {
    options: &[FORMAT, SIZE, PROTOCOL],
    positional: false,
};

/// How `eight validate` answers: its own way, or as an input validator of testlib or of the
/// Kattis problem package format.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Validator {
    /// stdout `valid: N cases` or `invalid: ...`; exit 0 or 1.
    Eight,
    /// Nothing, exit 0; or stderr `FAIL ...`, exit 3.
    Testlib,
    /// Exit 42 or 43, the reason on stderr.
    Kattis,
}

impl Validator {
    /// Every convention, the default first.
    pub const ALL: [Validator; 3] = [Validator::Eight, Validator::Testlib, Validator::Kattis];

    /// The name `--protocol` takes.
    pub fn name(self) -> &'static str {
        match self {
            Validator::Eight => "eight",
            Validator::Testlib => "testlib",
            Validator::Kattis => "kattis",
        }
    }

    /// The convention called `name`.
    ///
    /// # Errors
    /// An unknown name.
    pub fn named(name: &str) -> Result<Validator, Usage> {
        Validator::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .ok_or_else(|| {
                Usage(format!(
                    "unknown validator protocol `{name}`; validators speak eight, testlib and \
                     kattis"
                ))
            })
    }
}

/// The command `given` asks for.
///
/// # Errors
/// A bad format, size or protocol.
pub fn command(given: &Given) -> Result<Command, Usage> {
    let format = given.format()?;
    let size = given.size(format)?;
    let validator = Validator::named(given.value(PROTOCOL).unwrap_or("eight"))?;
    Ok(Command::Validate(Batch::new(format).size(size), validator))
}

/// `eight validate`'s statuses: valid, invalid (its own convention).
const EXIT_INVALID: i32 = 1;
/// testlib's validators fail with 3; Kattis's input validators answer 42 and 43.
const TESTLIB_INVALID: i32 = 3;
const KATTIS_VALID: i32 = 42;
const KATTIS_INVALID: i32 = 43;

/// Reads standard input strictly and answers as `validator` wants.
pub fn run(batch: Batch, validator: Validator) -> i32 {
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
