//! The batch loop: reads an input's cases in chunks of `CHUNK_CASES` (4,096) with a
//! format's reader, has an engine solve the chunk, writes the answers out, and goes on, so
//! memory does not grow with the number of cases. On bad input it first writes every answer
//! due, then returns the error. Large 3x3 inputs run as a pipeline on every core
//! (`pipeline`); [`run`] picks the engine for a format and a size (`dispatch`).
//!
//! This layer imports the shared types, the engines and the formats; nothing above it.
//!
//! # Costs
//! A chunk of parsed cases (about 80 KB) and an output buffer of about 64 KB, besides the
//! engine's tables.

mod all;
pub(crate) mod big;
mod dispatch;
mod five;
mod pipeline;

pub(crate) use dispatch::{dispatch, every_core, WithEngine};
pub use dispatch::{run, Batch};

use crate::format::{CaseReader, Dialect};
use crate::shared::{Answer, Engine, Error, Puzzle, Query, Solved};
use std::io::{Read, Write};

/// Cases read, solved and written per round: enough to build the tables in parallel, small
/// enough to keep memory flat.
pub(crate) const CHUNK_CASES: usize = 4096;

pub use all::{all_paths, DEFAULT_PATHS};
pub(crate) use big::{serve_big, Exact, ShortPath};

/// Output bytes gathered before each write.
const OUTPUT_BYTES: usize = 64 * 1024;

/// What a finished run reports besides its output.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Outcome {
    /// Cases answered.
    pub cases: u64,
    /// Cases whose goal cannot be reached, and for which that is not an ordinary answer.
    pub unreachable: u64,
}

/// The batch loop shared by every format: reads, solves and writes chunk by chunk, on one
/// thread. The one-file bundle runs it; the binary runs `pipeline::serve`, which is this on
/// small inputs.
///
/// # Errors
/// [`Error::Input`] on bad input, after writing every answer due; [`Error::Io`].
#[allow(dead_code)] // The one-file solvers' `main` calls it; the crate runs `pipeline::serve`.
pub(crate) fn serve<D: Dialect, B: Puzzle, E: Engine<B>>(
    dialect: &D,
    shape: B::Shape,
    engine: &mut E,
    input: impl Read,
    output: impl Write,
    warnings: &mut dyn Write,
) -> Result<Outcome, Error> {
    let mut cases = CaseReader::new(dialect, shape, input)?;
    let mut queries = Vec::with_capacity(CHUNK_CASES);
    let end = read_chunk(&mut cases, &mut queries, CHUNK_CASES);
    serve_from(
        dialect,
        &mut cases,
        (queries, end),
        engine,
        output,
        warnings,
    )
}

/// The batch loop from a first chunk already read (`first`, and how reading it ended).
///
/// # Errors
/// As [`serve`].
pub(crate) fn serve_from<D: Dialect, R: Read, B: Puzzle, E: Engine<B>>(
    dialect: &D,
    cases: &mut CaseReader<'_, D, R, B>,
    first: (Vec<Query<B>>, ChunkEnd),
    engine: &mut E,
    mut output: impl Write,
    warnings: &mut dyn Write,
) -> Result<Outcome, Error> {
    let mut outcome = Outcome::default();
    let (mut queries, first_end) = first;
    let mut first_end = Some(first_end);
    let mut answers = Vec::with_capacity(CHUNK_CASES);
    let mut out = Vec::with_capacity(OUTPUT_BYTES + 1024);
    loop {
        let end = match first_end.take() {
            Some(end) => end,
            None => read_chunk(cases, &mut queries, CHUNK_CASES),
        };
        engine.solve_all(&queries, D::INFO.limit, &mut answers);
        let unreachable = answer_chunk(dialect, outcome.cases + 1, &queries, &answers, &mut out);
        outcome.add(queries.len(), &unreachable, warnings)?;
        if out.len() >= OUTPUT_BYTES || !matches!(end, ChunkEnd::More) {
            output.write_all(&out)?;
            out.clear();
        }
        match end {
            ChunkEnd::More => {}
            ChunkEnd::Ended => break,
            ChunkEnd::Failed(error) => {
                output.flush()?;
                return Err(error);
            }
        }
    }
    output.flush()?;
    cases.finish(warnings)?;
    Ok(outcome)
}

/// How reading a chunk of cases ended.
#[derive(Debug)]
pub(crate) enum ChunkEnd {
    /// The chunk is full; more cases may follow.
    More,
    /// The input has no more cases.
    Ended,
    /// The input is bad after the cases read.
    Failed(Error),
}

/// Reads up to `size` cases into `queries` (cleared first).
pub(crate) fn read_chunk<D: Dialect, R: Read, B: Puzzle>(
    cases: &mut CaseReader<'_, D, R, B>,
    queries: &mut Vec<Query<B>>,
    size: usize,
) -> ChunkEnd {
    queries.clear();
    while queries.len() < size {
        match cases.next_case() {
            Ok(Some(query)) => queries.push(query),
            Ok(None) => return ChunkEnd::Ended,
            Err(error) => return ChunkEnd::Failed(error),
        }
    }
    ChunkEnd::More
}

/// Appends the answers of `queries`, the first of which is case `first`, to `out`; returns
/// the cases whose goal cannot be reached where that deserves a warning.
pub(crate) fn answer_chunk<D: Dialect, B: Puzzle, S: Solved>(
    dialect: &D,
    first: u64,
    queries: &[Query<B>],
    answers: &[S],
    out: &mut Vec<u8>,
) -> Vec<u64> {
    let mut unreachable = Vec::new();
    for ((query, solved), case) in queries.iter().zip(answers).zip(first..) {
        let answer = solved.answer();
        if answer == Answer::Unreachable && !D::INFO.unsolvable_is_an_answer {
            unreachable.push(case);
        }
        dialect.answer(out, case, query, answer);
    }
    unreachable
}

impl Outcome {
    /// Counts a chunk of `cases` answered, warning about the `unreachable` ones.
    pub(crate) fn add(
        &mut self,
        cases: usize,
        unreachable: &[u64],
        warnings: &mut dyn Write,
    ) -> Result<(), Error> {
        self.cases += cases as u64;
        self.unreachable += unreachable.len() as u64;
        for case in unreachable {
            writeln!(
                warnings,
                "eight: case {case}: the goal cannot be reached from the start (their tile orders differ in parity)"
            )?;
        }
        Ok(())
    }
}
