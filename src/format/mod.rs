//! The formats: one file each, holding everything about its judge's problem (how the input
//! is read, how an answer is written, how a contestant's answer is judged, how a test input
//! is written, and the facts in its [`Info`]: name, sizes, goal, limit). `list.rs` is the one
//! list of them, from which the command line, the generator, the bundles and the sample
//! tests take every format.
//!
//! A format is a [`Dialect`] when its cases are start/goal queries that an engine solves (all
//! but one), or a [`WholeInput`] when it answers its cases itself (poj2893: a parity test on
//! boards of any size, no search). This layer knows boards through [`Puzzle`] and calls no
//! engine; it imports `crate::shared`, and the grid engine's board type once, where the
//! strict reader of cases beyond 16 cells (`validating.rs`) needs a board type to name.
//!
//! # Costs
//! Reading a case is a few token reads, writing an answer a few bytes a move; nothing is kept
//! between cases but the reader's 64 KiB buffer.

mod alds1_13_b;
mod alds1_13_c;
mod aoj0121;
pub(crate) mod big;
mod boards;
mod fewest;
mod hackerrank_npuzzle;
mod hdu1043;
mod hdu3567;
pub(crate) mod judging;
mod leetcode773;
mod lightoj1121;
pub(crate) mod list;
mod mipt089;
mod mipt091;
mod nested;
mod npuzzle42;
mod p1379;
mod poj2893;
mod poj3240;
mod side_first;
mod spoj_solving;
mod trace;
mod uva10085;
mod uva10181;
mod uva652;
pub(crate) mod validating;

use crate::shared::{push_decimal, Answer, Error, Place, Problem, Puzzle, Query, Role, Tokens};
use crate::shared::{Size, Token};

pub(crate) use big::{BigDialect, BigPath, Pace};
pub use list::{EngineKind, Format};
use std::io::{Read, Write};

/// What the layers above need to know of a format, besides its reading and writing.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Info {
    /// The name `--format` takes.
    pub name: &'static str,
    /// One line for `--help`.
    pub summary: &'static str,
    /// The board sizes it takes.
    pub sizes: Sizes,
    /// How many cases an input holds.
    pub cases: Cases,
    /// The cells of the goal every case is solved to, when the format fixes one (row-major,
    /// 0 the blank).
    pub goal: Option<&'static [u8]>,
    /// The most moves of an answer; longer shortest paths are answered as impossible.
    pub limit: Option<usize>,
    /// Whether "cannot be solved" is an answer of the problem (so no warning and no exit
    /// status 1 are due, and `gen --unsolvable-share` may ask for such boards).
    pub unsolvable_is_an_answer: bool,
    /// What its judge accepts besides the answer `eight` prints, for the formats whose
    /// judge is lenient (and `eight check` with it): a phrase for `eight check --help`.
    pub accepts: Option<&'static str>,
    /// The most cases its judge sends in one input, when the problem bounds them (a strict
    /// input holds no more: `eight validate`).
    pub most_cases: Option<u64>,
    /// Whether the problem promises that every goal can be reached (a strict input keeps
    /// the promise).
    pub always_reachable: bool,
    /// Whether its judge takes any shortest answer, not only the lexicographically smallest
    /// (a lenient judge, or an answer that is only the count).
    pub accepts_any_shortest: bool,
    /// Whether its judge takes a legal path of any length (where there is one).
    pub accepts_any_length: bool,
    /// The function its judge calls, for a judge that takes a function instead of a
    /// program.
    pub function: Option<Function>,
    /// Whether a case's goal is a state farthest from its start, which the answer names
    /// (uva10085), rather than a board of the input or of the format.
    pub farthest: bool,
}

/// The function a judge calls instead of running a program (LeetCode): a method of a class
/// `Solution` that takes a board as rows of numbers and returns the fewest moves to the
/// format's goal, or `-1` when the goal cannot be reached. Only a format whose cases ask for
/// the fewest moves to a fixed goal on one small board size has one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Function {
    /// The method's name in C++: `int NAME(vector<vector<int>>& board)`.
    pub cpp: &'static str,
    /// The method's name in Rust: `pub fn NAME(board: Vec<Vec<i32>>) -> i32`.
    pub rust: &'static str,
}

/// The board sizes a format takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Sizes {
    /// Only this one.
    Fixed(Size),
    /// Any the engines take (`--size`); this one by default.
    Any(Size),
    /// Each case gives its own, up to this many rows and columns (the input says).
    PerCase(u64),
    /// Square boards whose side the input gives first, from `least` to `most`, each solved
    /// to the goal of that side that `goal` orders.
    Side {
        /// The smallest side.
        least: u32,
        /// The largest side.
        most: u32,
        /// How the goal orders the tiles.
        goal: Order,
    },
}

/// How the goal of a format that reads each board's side first orders its tiles.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Order {
    /// In order, row by row, the blank last: `1 2 ... n*n-1 0` (POJ 3240, SPOJ SOLVING).
    BlankLast,
    /// In order, row by row, the blank first: `0 1 2 ... n*n-1` (HackerRank's N Puzzle).
    BlankFirst,
    /// Along a spiral, the "snail": 1, 2, ... clockwise from the top left corner inwards,
    /// the blank where it ends (`1 2 3 / 8 0 4 / 7 6 5` on 3x3; the 42 schools' n-puzzle).
    Snail,
}

/// How many cases an input of a format holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Cases {
    /// The input starts with their number, T.
    Announced,
    /// Exactly one.
    One,
    /// As many as there are until the end of the input.
    UntilEnd,
}

/// A format whose cases are start/goal queries solved by an engine: how one case is read,
/// how its answer is written, and how a test input is written.
pub(crate) trait Dialect: Sync {
    /// The format's facts.
    const INFO: Info;

    /// Reads case `case` (1-based) with boards of `shape`; `None` when the input ends cleanly
    /// before it.
    ///
    /// # Errors
    /// [`Error::Input`] for a malformed case, [`Error::Io`].
    fn case<R: Read, B: Puzzle>(
        &self,
        tokens: &mut Tokens<R>,
        shape: B::Shape,
        case: u64,
    ) -> Result<Option<Query<B>>, Error>;

    /// Appends the answer to case `case`.
    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, case: u64, query: &Query<B>, answer: Answer<'_>);

    /// Appends one case of a test input in the judge's syntax (after the count, which
    /// [`write_count`] writes when the format announces one).
    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>);
}

/// A format that answers its cases itself, without an engine: the whole run, its judging
/// and its test inputs.
pub(crate) trait WholeInput: Sync {
    /// The format's facts.
    const INFO: Info;

    /// Answers every case of `input`; returns how many.
    ///
    /// # Errors
    /// [`Error::Input`] on bad input, after writing every answer due; [`Error::Io`].
    fn serve(&self, input: impl Read, output: impl Write) -> Result<u64, Error>;

    /// Writes a test input of `cases` random boards of `rows` x `columns`.
    ///
    /// # Errors
    /// [`Error::Unsupported`] for a size the format does not take; [`Error::Io`].
    fn generate(
        &self,
        rows: usize,
        columns: usize,
        cases: u64,
        seed: u64,
        out: &mut dyn Write,
        progress: &mut dyn FnMut(u64) -> Result<(), Error>,
    ) -> Result<(), Error>;
}

/// Appends the case count of a test input, for the formats that announce one.
pub(crate) fn write_count(info: &Info, out: &mut Vec<u8>, cases: u64) {
    if info.cases == Cases::Announced {
        push_decimal(out, cases);
        out.push(b'\n');
    }
}

/// The cases of an input, read one by one with a format's rules: the one reader behind both
/// the solver and the judge, so a file gets the same diagnosis from both.
pub(crate) struct CaseReader<'d, D, R, B: Puzzle> {
    dialect: &'d D,
    shape: B::Shape,
    tokens: Tokens<R>,
    /// The number of cases the input announced; `None` when it announces none.
    announced: Option<u64>,
    read: u64,
    ended: bool,
}

impl<'d, D: Dialect, R: Read, B: Puzzle> CaseReader<'d, D, R, B> {
    /// Starts reading `input` with boards of `shape`: reads the case count, if the format
    /// has one.
    ///
    /// # Errors
    /// [`Error::Input`] for a missing or malformed count, [`Error::Io`] if reading fails.
    pub fn new(
        dialect: &'d D,
        shape: B::Shape,
        input: R,
    ) -> Result<CaseReader<'d, D, R, B>, Error> {
        let mut tokens = Tokens::new(input);
        let announced = match D::INFO.cases {
            Cases::Announced => Some(announced_count(&mut tokens)?),
            Cases::One => Some(1),
            Cases::UntilEnd => None,
        };
        Ok(CaseReader {
            dialect,
            shape,
            tokens,
            announced,
            read: 0,
            ended: false,
        })
    }

    /// The number of cases the input announced (1 for a format of one case); `None` when it
    /// announces none.
    pub fn announced(&self) -> Option<u64> {
        self.announced
    }

    /// The next case, `None` after the last one.
    ///
    /// # Errors
    /// [`Error::Input`] for a malformed case, an input that ends before the announced number
    /// of cases, or an input with no case at all where the format needs one.
    pub fn next_case(&mut self) -> Result<Option<Query<B>>, Error> {
        let (dialect, shape) = (self.dialect, self.shape);
        self.next_by(|tokens, case| dialect.case(tokens, shape, case))
    }

    /// The next case as `read` reads it, with the count's and the end's rules.
    pub(super) fn next_by<Q>(
        &mut self,
        read: impl FnOnce(&mut Tokens<R>, u64) -> Result<Option<Q>, Error>,
    ) -> Result<Option<Q>, Error> {
        if self.ended || self.announced == Some(self.read) {
            self.ended = true;
            return Ok(None);
        }
        match read(&mut self.tokens, self.read + 1) {
            Ok(Some(query)) => {
                self.read += 1;
                Ok(Some(query))
            }
            Ok(None) => {
                self.ended = true;
                let problem = match D::INFO.cases {
                    _ if self.tokens.tokens_read() == 0 => Problem::EmptyInput,
                    Cases::Announced => Problem::MissingCases {
                        expected: self.announced.expect("an announced count was read"),
                        found: self.read,
                    },
                    Cases::One | Cases::UntilEnd => return Ok(None),
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
        let after = match (D::INFO.cases, self.announced) {
            (Cases::Announced, Some(1)) => "the 1 case it announced".to_string(),
            (Cases::Announced, Some(cases)) => format!("the {cases} cases it announced"),
            (Cases::One, _) => "its one case".to_string(),
            _ => return Ok(()),
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
fn announced_count<R: Read>(tokens: &mut Tokens<R>) -> Result<u64, Error> {
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
    value.ok_or_else(|| problem(Problem::CountTooLarge))
}

/// Reads a token that must be there, failing with `EmptyInput` at the end of the input.
fn first_token<R: Read>(tokens: &mut Tokens<R>) -> Result<Token, Error> {
    tokens
        .next_token()?
        .ok_or_else(|| Error::input(Place::default(), None, tokens.line(), Problem::EmptyInput))
}

/// The goal of the 15-puzzle judges: tiles 1 to 15 in order, the blank last.
const FIFTEEN_GOAL: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

/// What the 15-puzzle judges print for a board without an answer.
const NOT_SOLVABLE: &[u8] = b"This puzzle is not solvable.";

/// Appends the answer as the 15-puzzle judges write it, with its line end: the moves in upper
/// case, or [`NOT_SOLVABLE`] (no path, or none within the limit).
fn push_upper_case_answer(out: &mut Vec<u8>, answer: Answer<'_>) {
    match answer.path() {
        Some(letters) => out.extend(letters.iter().map(u8::to_ascii_uppercase)),
        None => out.extend_from_slice(NOT_SOLVABLE),
    }
    out.push(b'\n');
}

/// Appends `board` as its numbers, `blank` for the 0, a space between cells, `row_end` after
/// each row but the last, and a line end.
fn push_spaced<B: Puzzle>(out: &mut Vec<u8>, board: &B, blank: &[u8], row_end: u8) {
    let columns = board.columns();
    for (cell, &value) in board.cells().iter().enumerate() {
        if cell > 0 {
            out.push(if cell % columns == 0 { row_end } else { b' ' });
        }
        match value {
            0 => out.extend_from_slice(blank),
            tile => push_decimal(out, u64::from(tile)),
        }
    }
    out.push(b'\n');
}
