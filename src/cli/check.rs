//! `eight check INPUT OUTPUT`: judge a contestant's output as a special judge, speaking one
//! judge system's checker protocol (`--protocol`), with the files and flags it passes.
//!
//! # Costs
//! Negligible to parse.

use super::options::{protocol_named, Given, Opt, Takes, FORMAT, NO_CACHE, PROTOCOL, SIZE};
use super::{Command, Usage};
use eight::{Batch, Protocol};
use std::ffi::OsString;
use std::io;

/// `--score`: a right answer that is not the shortest gets its share of the points.
const SCORE: Opt = Opt::flag("--score");

/// What `check` takes: judge systems pass files and flags such as testlib's `-appes`.
pub const TAKES: Takes = Takes {
    options: &[FORMAT, SIZE, PROTOCOL, NO_CACHE, SCORE],
    positional: true,
};

/// The command `given` asks for.
///
/// # Errors
/// A bad format, size or protocol; not two files for eight's protocol; `--score` where
/// there is nothing to score.
pub fn command(given: &Given) -> Result<Command, Usage> {
    let format = given.format()?;
    let size = given.size(format)?;
    let score = given.flag(SCORE);
    let protocol = protocol_named(given.value(PROTOCOL))?;
    if protocol == Protocol::Eight && given.positional.len() != 2 {
        return Err(Usage(format!(
            "check takes two files, INPUT and OUTPUT, not {}",
            given.positional.len()
        )));
    }
    let any_path = format.takes_big_boards() && !size.is_exact();
    if score && format.accepts().is_none() && !any_path {
        return Err(Usage(format!(
            "--score is for the formats whose judge accepts answers other than the smallest \
             shortest one ({}, and {} beyond 16 cells); {} wants exactly that one on {size}",
            super::help::names(|f| f.accepts().is_some()),
            super::help::names(|f| f.takes_big_boards() && f.accepts().is_none()),
            format.name()
        )));
    }
    if score && !protocol.scores() {
        return Err(Usage(format!(
            "the {} protocol has no scores, only accepted and wrong",
            protocol.name()
        )));
    }
    Ok(Command::Check {
        batch: Batch::new(format).size(size).cache(given.cache()),
        protocol,
        arguments: given.positional.clone(),
        score,
    })
}

/// Judges as `protocol` says, with the files and flags of `arguments`.
pub fn run(batch: &Batch, protocol: Protocol, arguments: &[OsString], score: bool) -> i32 {
    eight::run_checker(
        protocol,
        batch,
        arguments,
        score,
        io::stdin().lock(),
        &mut io::stdout().lock(),
        &mut io::stderr(),
    )
}
