//! `eight validate < INPUT`: read a test input strictly, answering as an input validator of
//! one convention (`--protocol`: eight's own, testlib's or Kattis's).
//!
//! # Costs
//! Negligible to parse.

use super::options::{Given, Takes, FORMAT, PROTOCOL, SIZE};
use super::{Command, Usage};
use eight::Batch;

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
