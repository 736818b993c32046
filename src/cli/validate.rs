//! `eight validate < INPUT`: read a test input strictly, answering as an input validator of
//! one convention (`--protocol`: eight's own, testlib's or Kattis's; [`eight::run_validator`]
//! speaks them). It takes what the judge systems pass their validators, and uses none of it:
//! Polygon's `--testset NAME --group NAME`, and the flags of Kattis and DOMjudge
//! (`case_sensitive`, `space_change_sensitive`, a problem's `input_validator_args`), which
//! are words of their own.
//!
//! # Costs
//! Negligible to parse.

use super::options::{validator_named, Given, Opt, Takes, FORMAT, PROTOCOL, SIZE};
use super::status::report;
use super::{Command, Usage};
use eight::{Batch, Validator};
use std::io;
use std::path::Path;

/// `--testset NAME`, which Polygon passes a testlib validator.
const TESTSET: Opt = Opt::valued("--testset");
/// `--group NAME`, which Polygon passes a testlib validator.
const GROUP: Opt = Opt::valued("--group");

/// What `validate` takes: its options, Polygon's, and the judge systems' flags as words.
pub const TAKES: Takes = Takes {
    options: &[FORMAT, SIZE, PROTOCOL, TESTSET, GROUP],
    positional: true,
};

/// The command `given` asks for.
///
/// # Errors
/// A bad format, size or protocol; a word that names a file (the input comes on stdin, and
/// no system passes a file's name).
pub fn command(given: &Given) -> Result<Command, Usage> {
    if let Some(file) = given
        .positional
        .iter()
        .find(|word| Path::new(word).is_file())
    {
        return Err(Usage(format!(
            "eight validate reads the input on stdin (`eight validate < {}`), not a file named \
             as an argument",
            file.to_string_lossy()
        )));
    }
    let format = given.format()?;
    let size = given.size(format)?;
    let validator = validator_named(given.value(PROTOCOL).unwrap_or("eight"))?;
    Ok(Command::Validate(Batch::new(format).size(size), validator))
}

/// Reads standard input strictly and answers as `validator` wants.
pub fn run(batch: Batch, validator: Validator) -> i32 {
    let answered = eight::run_validator(
        validator,
        &batch,
        io::stdin().lock(),
        &mut io::stdout().lock(),
        &mut io::stderr(),
    );
    match answered {
        Ok(status) => status,
        Err(error) => report(&error),
    }
}
