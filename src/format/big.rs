//! The faces of the formats that take boards beyond 16 cells ([`BigDialect`]): reading such
//! a case, writing its answer while the path is being made ([`BigPath`]), judging one, and
//! writing a test case. Each such format implements it in its own file, in an inline
//! `big_boards` module, which the one-file solvers of the other formats leave out.
//!
//! # Costs
//! Nothing of its own: the boards are 4 bytes a cell.

use super::{CaseReader, Dialect};
use crate::shared::{push_decimal, BigBoard, Error, Move, Place, Problem};
use crate::shared::{Puzzle, Query, Role, Size, Tokens};
use std::io::Read;

/// What makes a [`BigPath`]: called with the output buffer and what to do with each move.
pub(crate) type Walker<'a> = dyn FnMut(&mut Vec<u8>, &mut dyn FnMut(&mut Vec<u8>, Move)) + 'a;

/// A path too long to hold (a board beyond 16 cells: up to about 10^9 moves), made again
/// each time it is written: [`BigPath::write`] hands its moves over one by one while the
/// caller writes out what has been appended so far.
pub(crate) struct BigPath<'a> {
    moves: Option<u64>,
    walk: &'a mut Walker<'a>,
}

impl<'a> BigPath<'a> {
    /// The path that `walk` makes, of `moves` moves when they were counted
    /// ([`BigDialect::COUNT_FIRST`]): `walk` calls its second argument with the output buffer
    /// and each move, and empties the buffer into the output now and then.
    pub(crate) fn new(moves: Option<u64>, walk: &'a mut Walker<'a>) -> BigPath<'a> {
        BigPath { moves, walk }
    }

    /// How many moves the path has, when they were counted first.
    pub(crate) fn moves(&self) -> Option<u64> {
        self.moves
    }

    /// Appends what `each` makes of every move, in order, to `out` (which is written out
    /// and emptied as it grows).
    pub(crate) fn write(&mut self, out: &mut Vec<u8>, mut each: impl FnMut(&mut Vec<u8>, Move)) {
        (self.walk)(out, &mut each)
    }
}

/// How much time the judge gives a case beyond 16 cells, which decides how a 5x5 board is
/// solved ([`BigDialect::PACE`]). At either pace the paths of random boards of 6x6 to 10x10
/// average at most 2.5 times the Manhattan sum (`benches/big.rs`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Pace {
    /// Tens of milliseconds a board: a 5x5 board's sides are placed by searches and its last
    /// 4x4 finished exactly (about 32 ms; 1.25 times the optimum on Korf and Felner's 50);
    /// boards of 6x6 to 10x10 have their sides placed by searches three tiles at a time (1 to
    /// 10 ms, 2.27 to 2.43 times the Manhattan sum).
    Careful,
    /// A few milliseconds a board at most (SPOJ SOLVING: 200 boards in a second): a board of
    /// more than 12 cells and at most 25, 4x4 and 5x5, is reduced tile by tile to a 3x4
    /// rectangle, and that finished exactly; boards of 6x6 to 10x10 have their sides placed
    /// by searches three tiles at a time (1 to 3.6 ms, 2.23 to 2.47 times the Manhattan sum).
    Brisk,
}

impl Pace {
    /// Whether a board of `size` is answered by the exact engine at this pace: every board of
    /// at most 16 cells when careful (a random 4x4 board takes tens of milliseconds), of at
    /// most 12 when brisk.
    pub(crate) fn answers_exactly(self, size: Size) -> bool {
        size.is_exact() && (self == Pace::Careful || size.cells() <= 12)
    }
}

/// A format that also takes boards beyond 16 cells, which get a short legal path, not the
/// shortest: how it reads such a case, writes its streamed answer and writes a test case
/// (its judging is [`BigJudge`](super::judging::BigJudge)). It lives in the format's file
/// beside the rest.
pub(crate) trait BigDialect: Dialect {
    /// Whether the answer gives the number of moves before them, so that the path is made
    /// twice: counted, then written.
    const COUNT_FIRST: bool;

    /// How much time its judge gives a case beyond 16 cells.
    const PACE: Pace = Pace::Careful;

    /// Whether its answers beyond 16 cells say that their path is not shown to be the
    /// shortest, so that an exact path (`--exact`) would make them say something false.
    const SAYS_NOT_SHORTEST: bool = false;

    /// The most cells a board of the format may have, when it is fewer than
    /// [`MAX_BOARD_CELLS`](crate::MAX_BOARD_CELLS), and why: a format that writes every board of
    /// the path writes about `moves x cells` numbers, which a bigger board makes endless.
    const MOST_CELLS: Option<(usize, &'static str)> = None;

    /// Reads case `case` with boards of `size` (a format that reads the side first reads
    /// its own); `None` when the input ends cleanly before it. By default the start board,
    /// then the goal.
    ///
    /// # Errors
    /// [`Error::Input`] for a malformed case, [`Error::Io`].
    fn big_case<R: Read>(
        &self,
        tokens: &mut Tokens<R>,
        size: Size,
        case: u64,
    ) -> Result<Option<Query<BigBoard>>, Error> {
        big_start_and_goal(tokens, size, case)
    }

    /// Appends the answer to case `case` (`query`): its path, or `None` when the goal cannot
    /// be reached.
    fn big_answer(
        &self,
        out: &mut Vec<u8>,
        case: u64,
        query: &Query<BigBoard>,
        path: Option<&mut BigPath<'_>>,
    );

    /// Appends one case of a test input; by default the start board, then the goal, each on
    /// one line.
    fn write_big_case(&self, out: &mut Vec<u8>, query: &Query<BigBoard>) {
        push_big_spaced(out, &query.start, b' ');
        push_big_spaced(out, &query.goal, b' ');
    }
}

/// Reads case `case` as two boards of `size` beyond 16 cells, start then goal; `None` at the
/// end of the input.
fn big_start_and_goal<R: Read>(
    tokens: &mut Tokens<R>,
    size: Size,
    case: u64,
) -> Result<Option<Query<BigBoard>>, Error> {
    let place = |role| Place {
        case: Some(case),
        role: Some(role),
        size: None,
    };
    let start = match tokens.big_board(size, place(Role::Start))? {
        Some(start) => start,
        None => return Ok(None),
    };
    let goal = tokens
        .big_board(size, place(Role::Goal))?
        .ok_or_else(|| Error::input(place(Role::Goal), None, tokens.line(), Problem::BoardDue))?;
    Ok(Some(Query { start, goal }))
}

/// Appends a board beyond 16 cells as its numbers, a space between cells, `row_end` after
/// each row but the last, and a line end.
pub(super) fn push_big_spaced(out: &mut Vec<u8>, board: &BigBoard, row_end: u8) {
    let columns = board.size().columns();
    for (cell, &value) in board.cells().iter().enumerate() {
        if cell > 0 {
            out.push(if cell % columns == 0 { row_end } else { b' ' });
        }
        push_decimal(out, u64::from(value));
    }
    out.push(b'\n');
}

impl<'d, D: BigDialect, R: Read, B: Puzzle> CaseReader<'d, D, R, B> {
    /// [`CaseReader::next_case`] for boards beyond 16 cells of `size` ([`BigDialect`]).
    ///
    /// # Errors
    /// As [`CaseReader::next_case`].
    pub fn next_big(&mut self, size: Size) -> Result<Option<Query<BigBoard>>, Error> {
        let dialect = self.dialect;
        self.next_by(|tokens, case| dialect.big_case(tokens, size, case))
    }
}
