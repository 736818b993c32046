//! `eight all < INPUT`: every shortest path of each case, at most `--limit` a case.
//!
//! # Costs
//! Negligible to parse.

use super::options::{Given, Opt, Takes, FORMAT, SIZE};
use super::status::{exit_status, report};
use super::{Command, Usage};
use eight::Batch;
use std::io;

/// `--limit N`: the most paths listed a case.
const LIMIT: Opt = Opt::valued("--limit");

/// What `all` takes.
pub const TAKES: Takes = Takes {
    options: &[FORMAT, SIZE, LIMIT],
    positional: false,
};

/// The command `given` asks for.
///
/// # Errors
/// A bad format, size or limit; a board beyond the exact engines.
pub fn command(given: &Given) -> Result<Command, Usage> {
    let format = given.format()?;
    let size = given.size(format)?;
    let at_most = given
        .number(LIMIT, 1_000_000, eight::DEFAULT_PATHS as u64)?
        .max(1) as usize;
    if !size.is_exact() {
        return Err(Usage(format!(
            "eight all lists the paths of boards of at most {} cells, not {size}",
            eight::MAX_CELLS
        )));
    }
    Ok(Command::All(
        Batch::new(format).size(size).cache(given.cache()),
        at_most,
    ))
}

/// Lists every shortest path of each case of standard input, at most `at_most` a case.
pub fn run(batch: Batch, at_most: usize) -> i32 {
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
