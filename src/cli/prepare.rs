//! `eight prepare [--size RxC]`: build the strong tables of a size into the disk cache
//! (4x4 by default; the sizes with strong tables, and 5x5).
//!
//! # Costs
//! Negligible to parse; the build itself is minutes (benches/RESULTS.md).

use super::options::{Given, Takes, SIZE};
use super::{Command, Usage};
use eight::{FiveSolver, Format, GridSolver, Size};

/// What `prepare` takes.
pub const TAKES: Takes = Takes {
    options: &[SIZE],
    positional: false,
};

/// The command `given` asks for.
///
/// # Errors
/// A size without strong tables.
pub fn command(given: &Given) -> Result<Command, Usage> {
    let size = given.size(Format::DEFAULT)?;
    match given.value(SIZE) {
        None => Ok(Command::Prepare(Size::FOUR)),
        Some(_) if GridSolver::strong_sizes().contains(&size) => Ok(Command::Prepare(size)),
        Some(_) if size == FiveSolver::size() => Ok(Command::Prepare(size)),
        Some(text) => {
            let sizes: Vec<String> = GridSolver::strong_sizes()
                .iter()
                .chain([FiveSolver::size()].iter())
                .map(|size| size.to_string())
                .collect();
            Err(Usage(format!(
                "prepare builds the strong tables of {} only (the other sizes build theirs \
                 when first solved), not `{text}`",
                super::help::in_words(&sizes)
            )))
        }
    }
}
