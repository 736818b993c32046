//! `eight` without a subcommand: solve standard input in a format (`--format`, `--size`,
//! `--exact` for whole 5x5 boards, `--no-cache`).
//!
//! # Costs
//! Negligible: the checks of a few options.

use super::options::{Given, Opt, Takes, FORMAT, NO_CACHE, SIZE};
use super::status::{exit_status, report};
use super::{Command, Usage};
use eight::{Batch, Size};
use std::io;

/// `--exact`: search whole 5x5 boards exactly.
const EXACT: Opt = Opt::flag("--exact");

/// What solving takes.
pub const TAKES: Takes = Takes {
    options: &[FORMAT, SIZE, EXACT, NO_CACHE],
    positional: false,
};

/// The command `given` asks for.
///
/// # Errors
/// A bad format or size, or `--exact` for a format that takes no 5x5 boards.
pub fn command(given: &Given) -> Result<Command, Usage> {
    let format = given.format()?;
    let size = given.size(format)?;
    let exact = given.flag(EXACT);
    let five = Size::new(5, 5).expect("5x5 is a size");
    let has_five = size == five || format.largest_side().map_or(false, |side| side >= 5);
    if exact && !(format.takes_big_boards() && has_five) {
        return Err(Usage(format!(
            "--exact searches 5x5 boards exactly; {} {}",
            format.name(),
            match format.takes_big_boards() {
                true => "takes them with --size 5x5",
                false => "does not take them",
            }
        )));
    }
    let batch = Batch::new(format).size(size).cache(given.cache());
    Ok(Command::Solve(batch.exact(exact)))
}

/// Solves standard input as `batch` says.
pub fn run(batch: Batch) -> i32 {
    let stdin = io::stdin();
    let stdout = io::stdout();
    match eight::run(batch, stdin.lock(), stdout.lock(), &mut io::stderr()) {
        Ok(outcome) => exit_status(&outcome),
        Err(error) => report(&error),
    }
}
