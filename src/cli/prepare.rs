//! `eight prepare [--size RxC]`: build the strong tables of a size into the disk cache
//! (4x4 by default; the sizes with strong tables, and 5x5).
//!
//! # Costs
//! Negligible to parse; the build itself is minutes (benches/RESULTS.md).

use super::options::{Given, Takes, SIZE};
use super::status::{print, progress, report};
use super::{Command, Usage};
use eight::{Cache, Error};
use eight::{FiveSolver, Format, GridSolver, Size};
use std::io::Write;

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

/// Builds the strong tables of `size` into the default cache, with a progress bar when
/// stderr is a terminal; says on stdout where they are.
pub fn run(size: Size) -> i32 {
    let cache = Cache::Default;
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
    let prepared = if size == FiveSolver::size() {
        FiveSolver::new(&cache).prepare_corners(&mut show)
    } else {
        GridSolver::with_cache(size, &cache).prepare_strong(&mut show)
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
