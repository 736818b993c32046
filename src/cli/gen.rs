//! `eight gen [OPTIONS] > input`: write a random input file of a format: how many cases,
//! the seed, the boards' size (any a format that reads sizes from its input takes) and how
//! far each start is from its goal (`--distance`, `--min-distance`, `--max-distance` on
//! 3x3; `--walk N` on any size), and the share of boards that cannot be solved.
//!
//! # Costs
//! Negligible to parse.

use super::options::{integer, taken_size, Given, Opt, Takes, CASES, FORMAT, SEED, SIZE};
use super::status::{progress, report, EXIT_OK};
use super::{Command, Usage};
use eight::Error;
use eight::{Format, GenOptions, DEFAULT_CASES, MAX_MOVES};
use std::io;

/// `--walk N`: each start a random walk of N moves from its goal.
const WALK: Opt = Opt::valued("--walk");
/// `--distance D`: each start exactly D moves from its goal (3x3).
const DISTANCE: Opt = Opt::valued("--distance");
/// `--min-distance D`.
const MIN_DISTANCE: Opt = Opt::valued("--min-distance");
/// `--max-distance D`.
const MAX_DISTANCE: Opt = Opt::valued("--max-distance");
/// `--unsolvable-share S`: the share of boards that cannot be solved (0 to 1).
const UNSOLVABLE_SHARE: Opt = Opt::valued("--unsolvable-share");

/// What `gen` takes.
pub const TAKES: Takes = Takes {
    options: &[
        FORMAT,
        SIZE,
        WALK,
        CASES,
        SEED,
        DISTANCE,
        MIN_DISTANCE,
        MAX_DISTANCE,
        UNSOLVABLE_SHARE,
    ],
    positional: false,
};

/// The command `given` asks for; the size is read here, not by [`Given::size`]: a format
/// that reads sizes from its input takes boards of sizes the engines do not (poj2893's).
///
/// # Errors
/// A bad value, or options that contradict each other or the format.
pub fn command(given: &Given) -> Result<Command, Usage> {
    let format = given.format()?;
    let value = |option: Opt| given.value(option);
    let max_moves = MAX_MOVES as u64;
    let distance = |option: Opt| -> Result<Option<u8>, Usage> {
        value(option)
            .map(|text| integer(option.name, text, max_moves).map(|d| d as u8))
            .transpose()
    };
    let cases = match value(CASES) {
        Some(text) => integer("--cases", text, u64::MAX)?,
        None if format.reads_one_case() => 1,
        None => DEFAULT_CASES,
    };
    let seed = match value(SEED) {
        Some(text) => integer("--seed", text, u64::MAX)?,
        None => 0,
    };
    let distances = match (
        distance(DISTANCE)?,
        distance(MIN_DISTANCE)?,
        distance(MAX_DISTANCE)?,
    ) {
        (Some(_), Some(_), _) | (Some(_), _, Some(_)) => {
            return Err(Usage(
                "--distance goes alone, or use --min-distance and --max-distance".into(),
            ))
        }
        (Some(d), None, None) => Some((d, d)),
        (None, None, None) => None,
        (None, low, high) => Some((low.unwrap_or(0), high.unwrap_or(max_moves as u8))),
    };
    if let Some((low, high)) = distances {
        if low > high {
            return Err(Usage(format!(
                "--min-distance {low} is above --max-distance {high}"
            )));
        }
    }
    let unsolvable_share = match value(UNSOLVABLE_SHARE) {
        None => 0.0,
        Some(text) => match text.parse::<f64>() {
            Ok(share) if (0.0..=1.0).contains(&share) && !text.starts_with('+') => share,
            _ => {
                return Err(Usage(format!(
                    "--unsolvable-share takes a number from 0 to 1, not `{text}`"
                )))
            }
        },
    };
    if unsolvable_share > 0.0 && !format.answers_unsolvable() {
        return Err(Usage(format!(
            "--unsolvable-share is for {}, whose answers say a board cannot be solved",
            super::help::names(Format::answers_unsolvable)
        )));
    }
    if unsolvable_share == 1.0 && distances.is_some() {
        return Err(Usage(
            "with --unsolvable-share 1 every board is unsolvable and has no distance; drop \
             the distance or lower the share"
                .into(),
        ));
    }
    if format.reads_one_case() && cases != 1 {
        return Err(Usage(format!(
            "a {} input holds exactly one case, not {cases}",
            format.name()
        )));
    }
    let size = match value(SIZE) {
        None => {
            let size = format.default_size();
            (size.rows(), size.columns())
        }
        Some(text) => {
            let parsed = text.split_once('x').and_then(|(rows, columns)| {
                let plain = |t: &str| {
                    (!t.is_empty() && !t.starts_with('0') && t.bytes().all(|b| b.is_ascii_digit()))
                        .then(|| t.parse::<usize>().ok())
                        .flatten()
                };
                Some((plain(rows)?, plain(columns)?))
            });
            match parsed {
                Some((rows, columns)) if format.reads_sizes_from_input() => (rows, columns),
                _ => {
                    let size = taken_size(format, text)?;
                    (size.rows(), size.columns())
                }
            }
        }
    };
    let walk = match value(WALK) {
        Some(text) => Some(integer("--walk", text, 1_000_000)?),
        None => None,
    };
    if walk.is_some() && distances.is_some() {
        return Err(Usage(
            "--walk and the distance options each choose how far the start is: pick one".into(),
        ));
    }
    if format.reads_sizes_from_input() {
        if let (Some(least), Some(max)) = (format.smallest_side(), format.largest_side()) {
            if !(least..=max).contains(&size.0) || !(least..=max).contains(&size.1) {
                return Err(Usage(format!(
                    "{} boards have {least} to {max} rows and columns, not {}x{}",
                    format.name(),
                    size.0,
                    size.1
                )));
            }
        }
        if format.answers_alone() && (distances.is_some() || walk.is_some()) {
            return Err(Usage(format!(
                "{} asks only whether a board can be solved: no --distance or --walk",
                format.name()
            )));
        }
        if !format.answers_alone() && size.0 != size.1 {
            return Err(Usage(format!(
                "{} boards are square (n x n), not {}x{}",
                format.name(),
                size.0,
                size.1
            )));
        }
    }
    if distances.is_some() && size != (3, 3) {
        return Err(Usage(format!(
            "--distance needs every board's exact distance, which only 3x3 has tables for; \
             use --walk N on {}x{} boards",
            size.0, size.1
        )));
    }
    Ok(Command::Gen(GenOptions {
        format,
        size,
        cases,
        seed,
        distances,
        walk,
        unsolvable_share,
    }))
}

/// Writes the input `options` ask for on stdout.
pub fn run(options: &GenOptions) -> i32 {
    match eight::generate(options, io::stdout().lock(), &mut progress()) {
        Ok(()) => EXIT_OK,
        // A reader that stops early (`eight gen | head`) is a normal end for a generator.
        Err(Error::Io(error)) if error.kind() == io::ErrorKind::BrokenPipe => EXIT_OK,
        Err(error) => report(&error),
    }
}
