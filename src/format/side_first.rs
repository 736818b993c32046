//! The formats whose cases give their board's side first (poj3240, spoj_solving): reading
//! the side and the board, the judges' goal, writing a case and an answer and judging one,
//! once for all of them. The side's bounds and where the goal has its blank are the format's
//! own ([`Sizes::Side`]), the goal's tiles in order around it; an answer is one line, the blank's moves in upper
//! case or the format's words for a board that cannot be solved ([`Answering`]).
//!
//! It is right for each of them because nothing here depends on which one it is: the
//! bounds come from the format's `Info`, and the board is read with the board's own reader,
//! its cell count checked against the side.
//!
//! # Costs
//! A token for the side, then the board's.

use super::big::{push_big_spaced, BigPath};
use super::{push_decimal, push_spaced, Dialect, Order, Sizes};
use crate::shared::{Answer, BigBoard, Error, Place, Problem, Puzzle, Query, Size, Token, Tokens};
use std::io::Read;

impl Order {
    /// The goal's cells on a board of `side` x `side`, row by row, 0 the blank.
    pub(crate) fn goal(self, side: usize) -> Vec<u32> {
        let cells = (side * side) as u32;
        match self {
            Order::BlankLast => (1..cells).chain(std::iter::once(0)).collect(),
            Order::BlankFirst => (0..cells).collect(),
            Order::Snail => {
                let mut goal = vec![0; side * side];
                let (mut row, mut column) = (0i64, 0i64);
                let (mut down, mut right) = (0i64, 1i64);
                let inside =
                    |r: i64, c: i64| r >= 0 && c >= 0 && r < side as i64 && c < side as i64;
                for tile in 1..cells {
                    goal[(row * side as i64 + column) as usize] = tile;
                    let (next_row, next_column) = (row + down, column + right);
                    if !inside(next_row, next_column)
                        || goal[(next_row * side as i64 + next_column) as usize] != 0
                    {
                        // Turn clockwise.
                        let turned = (right, -down);
                        down = turned.0;
                        right = turned.1;
                    }
                    row += down;
                    column += right;
                }
                goal
            }
        }
    }
}

/// How a side-first format answers a case.
pub(super) struct Answering {
    /// What it writes for a board that cannot be solved.
    pub unsolvable: &'static [u8],
    /// The most moves its judge takes, if it bounds them.
    pub longest: Option<usize>,
}

impl Answering {
    /// Appends the answer of a board of at most 16 cells, with its line end.
    pub(super) fn push(&self, out: &mut Vec<u8>, answer: Answer<'_>) {
        match answer.path() {
            Some(letters) => out.extend(letters.iter().map(u8::to_ascii_uppercase)),
            None => out.extend_from_slice(self.unsolvable),
        }
        out.push(b'\n');
    }

    /// Appends the answer of a bigger board, its path made while it is written, with its
    /// line end.
    pub(super) fn push_big(&self, out: &mut Vec<u8>, path: Option<&mut BigPath<'_>>) {
        match path {
            Some(path) => path.write(out, |out, step| {
                out.push(step.letter().to_ascii_uppercase())
            }),
            None => out.extend_from_slice(self.unsolvable),
        }
        out.push(b'\n');
    }
}

/// Appends a case of a side-first format: its side, then its board a row a line.
pub(super) fn write_side_first_case<B: Puzzle>(out: &mut Vec<u8>, query: &Query<B>) {
    push_decimal(out, query.start.columns() as u64);
    out.push(b'\n');
    push_spaced(out, &query.start, b"0", b'\n');
}

/// [`write_side_first_case`] for a board beyond 16 cells.
pub(super) fn write_big_side_first_case(out: &mut Vec<u8>, query: &Query<BigBoard>) {
    push_decimal(out, query.start.size().columns() as u64);
    out.push(b'\n');
    push_big_spaced(out, &query.start, b'\n');
}

/// The smallest and largest side of a side-first format, and where its goal has the blank.
fn bounds<D: Dialect>() -> (u32, u32, Order) {
    match D::INFO.sizes {
        Sizes::Side { least, most, goal } => (least, most, goal),
        _ => panic!("{} does not read its sides first", D::INFO.name),
    }
}

/// The place of case `case` in a message.
fn place(case: u64) -> Place {
    Place {
        case: Some(case),
        role: None,
        size: None,
    }
}

/// Reads the side n of case `case`: a plain decimal number within the format's bounds;
/// `None` at the end of the input.
fn side<D: Dialect, R: Read>(
    tokens: &mut Tokens<R>,
    case: u64,
) -> Result<Option<(usize, Token)>, Error> {
    let (least, most, _) = bounds::<D>();
    let token = match tokens.next_token()? {
        Some(token) => token,
        None => return Ok(None),
    };
    let value = token
        .bytes()
        .filter(|digits| token.is_all_digits() && digits.len() <= 2 && digits[0] != b'0')
        .map(|digits| {
            digits
                .iter()
                .fold(0u32, |v, &d| v * 10 + u32::from(d - b'0'))
        });
    match value {
        Some(n) if (least..=most).contains(&n) => Ok(Some((n as usize, token))),
        _ => Err(Error::input(
            place(case),
            Some(token),
            token.line(),
            Problem::NotASide { least, most },
        )),
    }
}

/// Reads case `case` of a side-first format with boards of at most 16 cells of `shape`:
/// the side, then the board; `None` at the end of the input.
///
/// # Errors
/// [`Error::Input`] for a bad side or board; [`Error::Unsupported`] when the side is not
/// the board size the batch was asked for.
pub(super) fn side_first_case<D: Dialect, R: Read, B: Puzzle>(
    tokens: &mut Tokens<R>,
    shape: B::Shape,
    case: u64,
) -> Result<Option<Query<B>>, Error> {
    let (n, token) = match side::<D, R>(tokens, case)? {
        Some(side) => side,
        None => return Ok(None),
    };
    let start = B::read(tokens, shape, place(case))?
        .ok_or_else(|| Error::input(place(case), None, tokens.line(), Problem::BoardDue))?;
    if start.cells().len() != n * n {
        return Err(Error::Unsupported(format!(
            "line {}: the side {n} is not the board size asked for ({} cells)",
            token.line(),
            start.cells().len()
        )));
    }
    let cells: Vec<u8> = bounds::<D>()
        .2
        .goal(n)
        .iter()
        .map(|&cell| cell as u8)
        .collect();
    let goal = start
        .with_cells(&cells)
        .expect("the ordered board is a board of its size");
    Ok(Some(Query { start, goal }))
}

/// Reads case `case` of a side-first format, of any side: the side, then the board;
/// `None` at the end of the input.
///
/// # Errors
/// [`Error::Input`] for a bad side or board.
pub(super) fn side_first_big_case<D: Dialect, R: Read>(
    tokens: &mut Tokens<R>,
    case: u64,
) -> Result<Option<Query<BigBoard>>, Error> {
    let n = match side::<D, R>(tokens, case)? {
        Some((n, _)) => n,
        None => return Ok(None),
    };
    let size = Size::new(n, n).expect("a side of a format makes a size");
    let start = tokens
        .big_board(size, place(case))?
        .ok_or_else(|| Error::input(place(case), None, tokens.line(), Problem::BoardDue))?;
    let goal = BigBoard::from_cells(size, bounds::<D>().2.goal(n))
        .expect("the ordered board is a board of its size");
    Ok(Some(Query { start, goal }))
}

/// The judge's side of an answer (left out of the solvers' one-file programs).
mod judging {
    use super::*;
    use crate::format::judging::{judge_path, PathRule};
    use crate::shared::{Fault, Output, Walk};

    impl Answering {
        /// Judges the one line of an answer: the words for a board that cannot be solved, else
        /// any legal path to the goal of at most [`Answering::longest`] moves.
        ///
        /// # Errors
        /// [`Fault::Wrong`] at the first wrong byte; [`Fault::Failed`].
        pub(crate) fn judge<P: Walk, R: Read>(
            &self,
            output: &mut Output<R>,
            start: &P,
            goal: &P,
            reachable: bool,
        ) -> Result<(), Fault> {
            if !reachable {
                output.literal(self.unsolvable, "the answer (the board cannot be solved)")?;
                return output.end_of_line("the answer", "the end of the line");
            }
            let rule = PathRule {
                upper_case: true,
                exact: None,
                longest: self.longest,
                unsolvable_word: Some(self.unsolvable),
            };
            judge_path(output, start, goal, &rule)
        }
    }
}

#[cfg(test)]
mod order_tests {
    use super::Order;

    #[test]
    fn the_snail_winds_clockwise_to_the_blank() {
        assert_eq!(Order::Snail.goal(3), [1, 2, 3, 8, 0, 4, 7, 6, 5]);
        assert_eq!(
            Order::Snail.goal(4),
            [1, 2, 3, 4, 12, 13, 14, 5, 11, 0, 15, 6, 10, 9, 8, 7]
        );
        assert_eq!(Order::BlankFirst.goal(2), [0, 1, 2, 3]);
        assert_eq!(Order::BlankLast.goal(2), [1, 2, 3, 0]);
    }
}
