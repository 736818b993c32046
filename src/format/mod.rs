//! The input and output formats, and the one batch loop that serves them all.
//!
//! Each format is a `Dialect`: how many cases it expects, how it reads one case and how it
//! writes one answer. [`run`] reads cases in chunks of `CHUNK_CASES` (4,096), has the solver build
//! the tables that chunk needs (in parallel), answers the chunk and writes it out, so memory
//! does not grow with the number of cases. On bad input it first writes every answer due,
//! then returns the error.
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

/// What one format reads, writes and judges.
pub(crate) trait Dialect {
    /// Reads what comes before the cases, and says how many cases follow.
    fn count<R: Read>(&self, tokens: &mut Tokens<R>) -> Result<Count, Error>;

    /// Reads case `case` (1-based); `None` when the input ends cleanly before it.
    fn case<R: Read>(&self, tokens: &mut Tokens<R>, case: u64) -> Result<Option<Query>, Error>;

    /// Appends the answer to case `case`: `path` is `None` when the goal is unreachable.
    fn answer(&self, out: &mut Vec<u8>, case: u64, query: &Query, path: Option<&Path>);

    /// Whether "unreachable" is an ordinary answer of the problem (so no warning is due).
    fn unreachable_is_ordinary(&self) -> bool {
        false
    }
}

/// The cases of an input, read one by one with a format's rules: the one reader behind both
/// the solver and the judge, so a file gets the same diagnosis from both.
pub(crate) struct Cases<'d, D, R> {
    dialect: &'d D,
    tokens: Tokens<R>,
    count: Count,
    read: u64,
    ended: bool,
}

impl<'d, D: Dialect, R: Read> Cases<'d, D, R> {
    /// Starts reading `input`: reads the case count, if the format has one.
    ///
    /// # Errors
    /// [`Error::Input`] for a missing or malformed count, [`Error::Io`] if reading fails.
    pub fn new(dialect: &'d D, input: R) -> Result<Cases<'d, D, R>, Error> {
        let mut tokens = Tokens::new(input);
        let count = dialect.count(&mut tokens)?;
        Ok(Cases {
            dialect,
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
    pub fn next_case(&mut self) -> Result<Option<Query>, Error> {
        if self.ended || self.count.cases() == Some(self.read) {
            self.ended = true;
            return Ok(None);
        }
        match self.dialect.case(&mut self.tokens, self.read + 1) {
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

/// The formats `eight` serves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// HDU 3567 "Eight II": start/goal pairs, `Case i: n` and the path.
    Hdu3567,
    /// HDU 1043 / POJ 1077 "Eight": boards to `12345678x`, the path or `unsolvable`.
    Hdu1043,
    /// Luogu P1379: one board to `123804765`, the fewest moves.
    P1379,
    /// Start and goal; every board of the path, then the number of moves.
    Trace,
}

impl Format {
    /// Every format, the default first.
    pub const ALL: [Format; 4] = [
        Format::Hdu3567,
        Format::Hdu1043,
        Format::P1379,
        Format::Trace,
    ];

    /// The name used by `--format`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Hdu3567 => "hdu3567",
            Format::Hdu1043 => "hdu1043",
            Format::P1379 => "p1379",
            Format::Trace => "trace",
        }
    }

    /// One line for `--help`.
    pub fn summary(self) -> &'static str {
        match self {
            Format::Hdu3567 => {
                "HDU 3567 Eight II: T, then T start/goal pairs; `Case i: n` and the move string"
            }
            Format::Hdu1043 => {
                "HDU 1043 / POJ 1077 Eight: boards until end of input; moves to 12345678x, or `unsolvable`"
            }
            Format::P1379 => "Luogu P1379: one board, 0 the blank; fewest moves to 123804765",
            Format::Trace => {
                "start then goal, 0 the blank; every board on the path, then the number of moves"
            }
        }
    }

    /// Whether an input of this format holds exactly one case.
    pub fn reads_one_case(self) -> bool {
        matches!(self, Format::P1379 | Format::Trace)
    }

    /// The goal every case of this format is solved to, when the format fixes one.
    pub fn fixed_goal(self) -> Option<crate::board::Board> {
        let cells = match self {
            Format::Hdu1043 => hdu1043::GOAL,
            Format::P1379 => p1379::GOAL,
            Format::Hdu3567 | Format::Trace => return None,
        };
        crate::board::Board::from_cells(cells).ok()
    }

    /// The format called `name`.
    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.name() == name)
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

/// Answers every case of `input` in `format`, writing answers to `output` and warnings (an
/// unreachable goal, input after the last case) to `warnings`.
///
/// On bad input, every answer before the bad case is written and flushed, then the error is
/// returned.
///
/// # Example
/// ```
/// use eight::format::{run, Format};
/// let mut output = Vec::new();
/// let input = &b"2\n12X453786 12345678X\n564178X23 7568X4123\n"[..];
/// let outcome = run(Format::Hdu3567, input, &mut output, &mut std::io::sink()).unwrap();
/// assert_eq!(outcome.cases, 2);
/// assert_eq!(output, b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
/// ```
pub fn run(
    format: Format,
    input: impl Read,
    output: impl Write,
    warnings: &mut dyn Write,
) -> Result<Outcome, Error> {
    let mut solver = Solver::new();
    match format {
        Format::Hdu3567 => serve(&hdu3567::Hdu3567, &mut solver, input, output, warnings),
        Format::Hdu1043 => serve(&hdu1043::Hdu1043, &mut solver, input, output, warnings),
        Format::P1379 => serve(&p1379::P1379, &mut solver, input, output, warnings),
        Format::Trace => serve(&trace::Trace, &mut solver, input, output, warnings),
    }
}

/// The batch loop shared by every format.
fn serve<D: Dialect>(
    dialect: &D,
    solver: &mut Solver,
    input: impl Read,
    mut output: impl Write,
    warnings: &mut dyn Write,
) -> Result<Outcome, Error> {
    let mut cases = Cases::new(dialect, input)?;
    let mut outcome = Outcome::default();
    let mut queries = Vec::with_capacity(CHUNK_CASES);
    let mut paths = Vec::with_capacity(CHUNK_CASES);
    let mut out = Vec::with_capacity(OUTPUT_BYTES + 1024);
    loop {
        queries.clear();
        let mut failure = None;
        let mut ended = false;
        while queries.len() < CHUNK_CASES {
            match cases.next_case() {
                Ok(Some(query)) => queries.push(query),
                Ok(None) => {
                    ended = true;
                    break;
                }
                Err(error) => {
                    failure = Some(error);
                    break;
                }
            }
        }
        solver.solve_all(&queries, &mut paths);
        for (query, path) in queries.iter().zip(&paths) {
            outcome.cases += 1;
            if path.is_none() && !dialect.unreachable_is_ordinary() {
                outcome.unreachable += 1;
                writeln!(
                    warnings,
                    "eight: case {}: the goal cannot be reached from the start (their tile orders differ in parity)",
                    outcome.cases
                )?;
            }
            dialect.answer(&mut out, outcome.cases, query, path.as_ref());
            if out.len() >= OUTPUT_BYTES {
                output.write_all(&out)?;
                out.clear();
            }
        }
        if failure.is_some() || ended {
            output.write_all(&out)?;
            output.flush()?;
            if let Some(error) = failure {
                return Err(error);
            }
            break;
        }
    }
    cases.finish(warnings)?;
    Ok(outcome)
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

/// Reads case `case` as two boards, start then goal; `None` at the end of the input.
fn start_and_goal<R: Read>(tokens: &mut Tokens<R>, case: u64) -> Result<Option<Query>, Error> {
    let place = |role| Place {
        case: Some(case),
        role: Some(role),
    };
    let start = match tokens.board(place(Role::Start))? {
        Some(start) => start,
        None => return Ok(None),
    };
    let goal = tokens
        .board(place(Role::Goal))?
        .ok_or_else(|| Error::input(place(Role::Goal), None, tokens.line(), Problem::BoardDue))?;
    Ok(Some(Query { start, goal }))
}

/// Reads case `case` as one start board, to be solved to the fixed `goal` (row-major cells,
/// 0 the blank); `None` at the end of the input.
fn start_to_fixed_goal<R: Read>(
    tokens: &mut Tokens<R>,
    case: u64,
    goal: [u8; 9],
) -> Result<Option<Query>, Error> {
    let place = Place {
        case: Some(case),
        role: None,
    };
    // The goals are constants of the formats; a bad one would fail every test of its format.
    let goal = crate::board::Board::from_cells(goal)
        .map_err(|problem| Error::input(place, None, tokens.line(), problem))?;
    Ok(tokens.board(place)?.map(|start| Query { start, goal }))
}

/// Reads a token that must be there, failing with `EmptyInput` at the end of the input.
fn first_token<R: Read>(tokens: &mut Tokens<R>) -> Result<crate::error::Token, Error> {
    tokens
        .next_token()?
        .ok_or_else(|| Error::input(Place::default(), None, tokens.line(), Problem::EmptyInput))
}

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

    #[test]
    fn names_round_trip() {
        for format in Format::ALL {
            assert_eq!(Format::from_name(format.name()), Some(format));
        }
        assert_eq!(Format::from_name("hdu"), None);
    }
}
