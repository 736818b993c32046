//! The input and output formats, and the one batch loop that serves them all.
//!
//! Each format is a `Dialect`: how many cases it expects, how it reads one case and how it
//! writes one answer, for boards of any size (a `Puzzle`). The batch loop reads cases in
//! chunks of `CHUNK_CASES` (4,096), has an engine (the 3x3 tables, or the search of
//! `crate::grid` for other sizes) solve the chunk, writes the answers out, and goes on, so
//! memory does not grow with the number of cases. On bad input it first writes every answer
//! due, then returns the error. [`run`] picks the format and the engine.
//!
//! # Costs
//! A chunk of parsed cases (about 80 KB) and an output buffer of about 64 KB, besides the
//! solver's tables.

pub(crate) mod hdu1043;
pub(crate) mod hdu3567;
pub(crate) mod p1379;
pub(crate) mod trace;

use crate::error::{Error, Place, Problem, Role};
use crate::input::Tokens;
use crate::path::Path;
use crate::puzzle::Puzzle;
pub(crate) use crate::solver::Query;
use crate::solver::Solver;
use std::io::{Read, Write};

/// Cases read, solved and written per round: enough to build the tables in parallel, small
/// enough to keep memory flat.
pub(crate) const CHUNK_CASES: usize = 4096;

/// Output bytes gathered before each write.
const OUTPUT_BYTES: usize = 64 * 1024;

/// How many cases a format's input holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Count {
    /// Exactly this many, announced by the input.
    Announced(u64),
    /// Exactly one: the format reads one case.
    One,
    /// As many as there are until the end of the input.
    UntilEnd,
}

impl Count {
    /// The number of cases, when it is known before they are read.
    fn cases(self) -> Option<u64> {
        match self {
            Count::Announced(cases) => Some(cases),
            Count::One => Some(1),
            Count::UntilEnd => None,
        }
    }
}

/// The answer to one query, as the formats write it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Answer<'a> {
    /// The lexicographically smallest shortest path, as letters `d`, `l`, `r`, `u`.
    Path(&'a [u8]),
    /// The goal cannot be reached (by parity).
    Unreachable,
    /// Every path is longer than the format's limit.
    LongerThan(usize),
}

impl<'a> Answer<'a> {
    /// The path, when there is one within the limit.
    pub(crate) fn path(self) -> Option<&'a [u8]> {
        match self {
            Answer::Path(letters) => Some(letters),
            Answer::Unreachable | Answer::LongerThan(_) => None,
        }
    }
}

/// What an engine hands back for one query: it can be seen as an [`Answer`].
pub(crate) trait Solved {
    /// The answer it holds.
    fn answer(&self) -> Answer<'_>;
}

impl Solved for Option<Path> {
    fn answer(&self) -> Answer<'_> {
        match self {
            Some(path) => Answer::Path(path.letters()),
            None => Answer::Unreachable,
        }
    }
}

/// Solves chunks of queries on boards of type `B`.
pub(crate) trait Engine<B: Puzzle>: Sync {
    /// What one query's answer is kept as.
    type Solved: Solved + Send;

    /// Answers `queries` in order into `answers` (cleared first); a `limit` makes the paths
    /// longer than it [`Answer::LongerThan`].
    fn solve_all(
        &mut self,
        queries: &[Query<B>],
        limit: Option<usize>,
        answers: &mut Vec<Self::Solved>,
    );

    /// Builds what any query could need and says yes, when the engine can then answer
    /// through `&self`, on many threads at once ([`Engine::solve_prepared`]); says no if it
    /// cannot.
    fn prepare_for_all(&mut self) -> bool {
        false
    }

    /// [`Engine::solve_all`] once [`Engine::prepare_for_all`] said yes.
    ///
    /// # Panics
    /// If it said no.
    fn solve_prepared(&self, _: &[Query<B>], _: Option<usize>, _: &mut Vec<Self::Solved>) {
        unreachable!("only an engine whose prepare_for_all says yes solves through &self")
    }
}

/// The 3x3 tables answer every query exactly, without limits: the 3x3 formats have none.
impl Engine<crate::board::Board> for Solver {
    type Solved = Option<Path>;

    fn solve_all(
        &mut self,
        queries: &[Query],
        limit: Option<usize>,
        answers: &mut Vec<Option<Path>>,
    ) {
        assert!(limit.is_none(), "no 3x3 format limits the moves");
        Solver::solve_all(self, queries, answers);
    }

    fn prepare_for_all(&mut self) -> bool {
        self.prepare_everything();
        true
    }

    fn solve_prepared(
        &self,
        queries: &[Query],
        limit: Option<usize>,
        answers: &mut Vec<Option<Path>>,
    ) {
        assert!(limit.is_none(), "no 3x3 format limits the moves");
        Solver::solve_prepared(self, queries, answers);
    }
}

/// What one format reads, writes and judges.
pub(crate) trait Dialect: Sync {
    /// Reads what comes before the cases, and says how many cases follow.
    fn count<R: Read>(&self, tokens: &mut Tokens<R>) -> Result<Count, Error>;

    /// Reads case `case` (1-based) with boards of `shape`; `None` when the input ends cleanly
    /// before it.
    fn case<R: Read, B: Puzzle>(
        &self,
        tokens: &mut Tokens<R>,
        shape: B::Shape,
        case: u64,
    ) -> Result<Option<Query<B>>, Error>;

    /// Appends the answer to case `case`.
    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, case: u64, query: &Query<B>, answer: Answer<'_>);

    /// The most moves an answer may have; longer ones are answered as impossible.
    fn limit(&self) -> Option<usize> {
        None
    }

    /// Whether "unreachable" is an ordinary answer of the problem (so no warning is due).
    fn unreachable_is_ordinary(&self) -> bool {
        false
    }
}

/// The cases of an input, read one by one with a format's rules: the one reader behind both
/// the solver and the judge, so a file gets the same diagnosis from both.
pub(crate) struct Cases<'d, D, R, B: Puzzle> {
    dialect: &'d D,
    shape: B::Shape,
    tokens: Tokens<R>,
    count: Count,
    read: u64,
    ended: bool,
}

impl<'d, D: Dialect, R: Read, B: Puzzle> Cases<'d, D, R, B> {
    /// Starts reading `input` with boards of `shape`: reads the case count, if the format
    /// has one.
    ///
    /// # Errors
    /// [`Error::Input`] for a missing or malformed count, [`Error::Io`] if reading fails.
    pub fn new(dialect: &'d D, shape: B::Shape, input: R) -> Result<Cases<'d, D, R, B>, Error> {
        let mut tokens = Tokens::new(input);
        let count = dialect.count(&mut tokens)?;
        Ok(Cases {
            dialect,
            shape,
            tokens,
            count,
            read: 0,
            ended: false,
        })
    }

    /// The next case, `None` after the last one.
    ///
    /// # Errors
    /// [`Error::Input`] for a malformed case, an input that ends before the announced number
    /// of cases, or an input with no case at all where the format needs one.
    pub fn next_case(&mut self) -> Result<Option<Query<B>>, Error> {
        if self.ended || self.count.cases() == Some(self.read) {
            self.ended = true;
            return Ok(None);
        }
        match self
            .dialect
            .case(&mut self.tokens, self.shape, self.read + 1)
        {
            Ok(Some(query)) => {
                self.read += 1;
                Ok(Some(query))
            }
            Ok(None) => {
                self.ended = true;
                let problem = match self.count {
                    _ if self.tokens.tokens_read() == 0 => Problem::EmptyInput,
                    Count::Announced(expected) => Problem::MissingCases {
                        expected,
                        found: self.read,
                    },
                    Count::One | Count::UntilEnd => return Ok(None),
                };
                Err(Error::input(
                    Place::default(),
                    None,
                    self.tokens.line(),
                    problem,
                ))
            }
            Err(error) => {
                self.ended = true;
                Err(error)
            }
        }
    }

    /// After the last case: warns on `warnings` if the input goes on.
    ///
    /// # Errors
    /// [`Error::Io`] if reading the input or writing the warning fails.
    pub fn finish(&mut self, warnings: &mut dyn Write) -> Result<(), Error> {
        let after = match self.count {
            Count::Announced(1) => "the 1 case it announced".to_string(),
            Count::Announced(cases) => format!("the {cases} cases it announced"),
            Count::One => "its one case".to_string(),
            Count::UntilEnd => return Ok(()),
        };
        if let Some(extra) = self.tokens.next_token()? {
            writeln!(
                warnings,
                "eight: line {}: input goes on after {after}; ignored from token {extra}",
                extra.line()
            )?;
        }
        Ok(())
    }
}

/// What a finished run reports besides its output.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Outcome {
    /// Cases answered.
    pub cases: u64,
    /// Cases whose goal cannot be reached, and for which that is not an ordinary answer.
    pub unreachable: u64,
}

impl Outcome {
    /// The exit status of a run that read no bad input.
    pub fn exit_status(&self) -> i32 {
        if self.unreachable > 0 {
            crate::error::EXIT_UNREACHABLE
        } else {
            crate::error::EXIT_OK
        }
    }
}

/// The batch loop shared by every format: reads, solves and writes chunk by chunk, on one
/// thread. The one-file bundle runs it; the binary runs `pipeline::serve`, which is this on
/// small inputs.
///
/// # Errors
/// [`Error::Input`] on bad input, after writing every answer due; [`Error::Io`].
#[allow(dead_code)] // Called by the bundle's `main`, which the library does not see.
pub(crate) fn serve<D: Dialect, B: Puzzle, E: Engine<B>>(
    dialect: &D,
    shape: B::Shape,
    engine: &mut E,
    input: impl Read,
    output: impl Write,
    warnings: &mut dyn Write,
) -> Result<Outcome, Error> {
    let mut cases = Cases::new(dialect, shape, input)?;
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
    cases: &mut Cases<'_, D, R, B>,
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
        engine.solve_all(&queries, dialect.limit(), &mut answers);
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
    cases: &mut Cases<'_, D, R, B>,
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
        if answer == Answer::Unreachable && !dialect.unreachable_is_ordinary() {
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

/// Appends `value` in decimal.
#[inline]
pub(crate) fn push_decimal(out: &mut Vec<u8>, mut value: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[start..]);
}

/// Reads case `case` as two boards of `shape`, start then goal; `None` at the end of the
/// input.
fn start_and_goal<R: Read, B: Puzzle>(
    tokens: &mut Tokens<R>,
    shape: B::Shape,
    case: u64,
) -> Result<Option<Query<B>>, Error> {
    let place = |role| Place {
        case: Some(case),
        role: Some(role),
        size: None,
    };
    let start = match B::read(tokens, shape, place(Role::Start))? {
        Some(start) => start,
        None => return Ok(None),
    };
    let goal = B::read(tokens, shape, place(Role::Goal))?
        .ok_or_else(|| Error::input(place(Role::Goal), None, tokens.line(), Problem::BoardDue))?;
    Ok(Some(Query { start, goal }))
}

/// Reads case `case` as one start board of `shape`, to be solved to the fixed `goal`
/// (row-major cells, 0 the blank); `None` at the end of the input.
///
/// # Panics
/// If `goal` is no board of `shape`: the goals are constants of the formats.
fn start_to_fixed_goal<R: Read, B: Puzzle>(
    tokens: &mut Tokens<R>,
    shape: B::Shape,
    case: u64,
    goal: &[u8],
) -> Result<Option<Query<B>>, Error> {
    let place = Place {
        case: Some(case),
        role: None,
        size: None,
    };
    let goal = B::from_cells(shape, goal).expect("a format's fixed goal is a board of its size");
    Ok(B::read(tokens, shape, place)?.map(|start| Query { start, goal }))
}

/// Reads the case count T: a non-negative decimal integer that fits in 64 bits.
fn announced_count<R: Read>(tokens: &mut Tokens<R>) -> Result<Count, Error> {
    let token = first_token(tokens)?;
    let problem = |problem| Error::input(Place::default(), Some(token), token.line(), problem);
    if !token.is_all_digits() {
        return Err(problem(Problem::NotACount));
    }
    // A token too long to keep is a number far beyond 64 bits.
    let value = token.bytes().and_then(|digits| {
        digits.iter().try_fold(0u64, |value, &digit| {
            value.checked_mul(10)?.checked_add(u64::from(digit - b'0'))
        })
    });
    value
        .map(Count::Announced)
        .ok_or_else(|| problem(Problem::CountTooLarge))
}

/// Reads a token that must be there, failing with `EmptyInput` at the end of the input.
fn first_token<R: Read>(tokens: &mut Tokens<R>) -> Result<crate::error::Token, Error> {
    tokens
        .next_token()?
        .ok_or_else(|| Error::input(Place::default(), None, tokens.line(), Problem::EmptyInput))
}

// Not in the one-file bundle: the list of every format, and the engines of other sizes.
pub(crate) mod lightoj1121;
pub(crate) mod list;
pub(crate) mod pipeline;
pub(crate) mod poj2893;
pub(crate) mod uva10181;
pub use list::{run, run_cached, run_sized, Format};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals() {
        let mut out = Vec::new();
        for value in [0, 7, 10, 31, 1_000_000, u64::MAX] {
            push_decimal(&mut out, value);
            out.push(b' ');
        }
        assert_eq!(out, b"0 7 10 31 1000000 18446744073709551615 ");
    }
}
