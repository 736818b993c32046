//! The n-puzzle files of the 42 schools' project, which many public solvers read: one
//! N x N board, 3 <= N <= 10, to the "snail", the tiles along a clockwise spiral from the
//! top left corner and the blank where it ends (`1 2 3 / 8 0 4 / 7 6 5` on 3x3).
//!
//! Input: `#` starts a comment that runs to the end of its line, on a line of its own or
//! after the numbers (the subject's examples: `# this is a comment`, `3 2 6 #another
//! comment`); then N, then the N rows, 0 the blank, aligned or not. Output: every board of
//! the path, start first, each as its rows and an empty line, then the number of moves, as
//! `trace` answers (`boards.rs`): up to 16 cells the boards of the lexicographically
//! smallest shortest path, beyond a short legal path whose count says it is not shown to be
//! the shortest. A board that cannot reach the snail is answered `unsolvable`, an ordinary
//! answer (the subject asks to say so; the project's generator makes such boards with `-u`).
//! `eight check` takes the boards of any shortest path (any legal path beyond 16 cells).
//!
//! `eight gen` and `eight validate` write and want the files as the project's generator
//! (`npuzzle-gen.py`) writes them, `# This puzzle is solvable` (or `unsolvable`), N and the
//! rows, but with one space between numbers where the generator pads them to one width:
//! problem packages' tools (BAPCtools) refuse runs of spaces in an input.
//!
//! Sides stop at 10, the C++ file's boards (and a 10x10 trace is already some 100 KB).
//!
//! # Costs
//! One case: 3x3 by the tables, 4x4 by the exact search, 5x5 to 10x10 by the big-board
//! engine; about 2 bytes a cell a board written.

use super::boards::push_boards;
use super::side_first::{side_first_big_case, side_first_case};
use super::{push_decimal, Cases, Dialect, Info, Order, Sizes};
use crate::shared::{Answer, BigBoard, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The answer for a board that cannot reach the snail.
const UNSOLVABLE: &[u8] = b"unsolvable";

/// Where a comment starts.
const COMMENT: u8 = b'#';

/// Appends a case as the project's generator writes it, from its cells (row by row, 0 the
/// blank) on a board of `side` x `side`, and whether it can reach the snail; one space
/// between numbers, where the generator pads them to one width.
fn push_case(out: &mut Vec<u8>, side: usize, cells: &[u32], solvable: bool) {
    out.extend_from_slice(b"# This puzzle is ");
    out.extend_from_slice(if solvable { b"solvable" } else { b"unsolvable" });
    out.push(b'\n');
    push_decimal(out, side as u64);
    for (cell, &value) in cells.iter().enumerate() {
        out.push(if cell % side == 0 { b'\n' } else { b' ' });
        push_decimal(out, u64::from(value));
    }
    out.push(b'\n');
}

/// The 42 n-puzzle dialect.
pub struct Npuzzle42;

impl Dialect for Npuzzle42 {
    const INFO: Info = Info {
        name: "npuzzle42",
        summary: "42 n-puzzle files: # comments, N (3 to 10), N rows; every board to the snail, \
                  then the moves",
        sizes: Sizes::Side {
            least: 3,
            most: 10,
            goal: Order::Snail,
        },
        cases: Cases::One,
        goal: None,
        limit: None,
        unsolvable_is_an_answer: true,
        accepts: Some("the boards of any shortest path (beyond 16 cells, of any legal path)"),
        most_cases: None,
        always_reachable: false,
        accepts_any_shortest: true,
        accepts_any_length: false,
        function: None,
        farthest: false,
    };

    fn case<R: Read, B: Puzzle>(
        &self,
        tokens: &mut Tokens<R>,
        shape: B::Shape,
        case: u64,
    ) -> Result<Option<Query<B>>, Error> {
        tokens.allow_comments(COMMENT);
        side_first_case::<Self, R, B>(tokens, shape, case)
    }

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, _: u64, query: &Query<B>, answer: Answer<'_>) {
        push_boards(out, &query.start, answer.path(), UNSOLVABLE);
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        let side = query.start.columns();
        let cells = |board: &B| board.cells().iter().map(|&cell| u32::from(cell)).collect();
        let size = Size::new(side, side).expect("a board's side makes a size");
        let board = |board: &B| BigBoard::from_cells(size, cells(board)).expect("a board");
        let solvable = board(&query.start).can_reach(&board(&query.goal));
        push_case(out, side, &cells(&query.start), solvable);
    }
}

/// The judge's side: the boards of a path, as `trace`'s.
mod judging {
    use super::*;
    use crate::format::boards::judging::{judge_big_path_boards, judge_path_boards};
    use crate::format::judging::{BigJudge, Judge};
    use crate::shared::{BigBoard, Fault, Output};

    impl Judge for Npuzzle42 {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            judge_path_boards(output, query, truth, UNSOLVABLE)
        }
    }

    impl BigJudge for Npuzzle42 {
        fn big_judge<R: Read>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            query: &Query<BigBoard>,
            reachable: bool,
        ) -> Result<u64, Fault> {
            judge_big_path_boards(output, query, reachable, UNSOLVABLE)
        }
    }
}

/// The format's side for boards beyond 16 cells.
mod big_boards {
    use super::*;
    use crate::format::big::{BigDialect, BigPath};
    use crate::format::boards::big_boards::push_big_boards;

    impl BigDialect for Npuzzle42 {
        const COUNT_FIRST: bool = false;

        const SAYS_NOT_SHORTEST: bool = true;

        fn big_case<R: Read>(
            &self,
            tokens: &mut Tokens<R>,
            _: Size,
            case: u64,
        ) -> Result<Option<Query<BigBoard>>, Error> {
            tokens.allow_comments(COMMENT);
            side_first_big_case::<Self, R>(tokens, case)
        }

        fn big_answer(
            &self,
            out: &mut Vec<u8>,
            _: u64,
            query: &Query<BigBoard>,
            path: Option<&mut BigPath<'_>>,
        ) {
            push_big_boards(out, &query.start, path, UNSOLVABLE);
        }

        fn write_big_case(&self, out: &mut Vec<u8>, query: &Query<BigBoard>) {
            let side = query.start.size().columns();
            let solvable = query.start.can_reach(&query.goal);
            push_case(out, side, query.start.cells(), solvable);
        }
    }
}
