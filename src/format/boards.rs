//! Answers that are every board of the path (trace, npuzzle42): each board, start first, as
//! its rows of numbers separated by single spaces and an empty line after it, then the
//! number of moves on its own line; beyond 16 cells the count is followed by
//! [`NOT_SHORTEST`], and no path gets the format's own word. Writing them once here, and
//! judging them once (this file's `judging`, through
//! [`judge_boards`](super::judging::judge_boards)), keeps the formats alike byte for byte.
//!
//! # Costs
//! About 2 bytes a cell a board (5 beyond 100 cells); the path's boards are made one at a
//! time.

use super::push_decimal;
use crate::shared::{Move, Puzzle};

/// What follows the count beyond 16 cells, where the path is not known to be shortest.
pub(super) const NOT_SHORTEST: &[u8] = b" (a legal path, not shown to be the shortest)";

/// Appends the boards of the path `letters` from `start` and the count, or `unreachable`
/// and a line end where there is no path.
pub(super) fn push_boards<B: Puzzle>(
    out: &mut Vec<u8>,
    start: &B,
    letters: Option<&[u8]>,
    unreachable: &[u8],
) {
    let letters = match letters {
        Some(letters) => letters,
        None => {
            out.extend_from_slice(unreachable);
            out.push(b'\n');
            return;
        }
    };
    let mut board = *start;
    for index in 0..=letters.len() {
        for row in board.cells().chunks(board.columns()) {
            for (column, &cell) in row.iter().enumerate() {
                if column > 0 {
                    out.push(b' ');
                }
                push_decimal(out, u64::from(cell));
            }
            out.push(b'\n');
        }
        out.push(b'\n');
        if let Some(&letter) = letters.get(index) {
            board = Move::from_letter(letter)
                .and_then(|step| board.apply(step))
                .expect("an engine's path is legal");
        }
    }
    push_decimal(out, letters.len() as u64);
    out.push(b'\n');
}

/// The judge's side: the boards of any shortest path up to 16 cells, of any legal path
/// beyond (left out of the one-file solvers).
pub(super) mod judging {
    use super::*;
    use crate::format::judging::{judge_boards, Boards};
    use crate::shared::{Answer, BigBoard, Fault, Output, Query};
    use std::io::Read;

    /// Judges the boards answering `query` (at most 16 cells), whose shortest path is
    /// `truth`; `unreachable` is the format's word where there is none.
    pub(in crate::format) fn judge_path_boards<R: Read, B: Puzzle>(
        output: &mut Output<R>,
        query: &Query<B>,
        truth: Answer<'_>,
        unreachable: &[u8],
    ) -> Result<(), Fault> {
        let want = match truth.path() {
            Some(path) => Boards::Shortest(path.len()),
            None => Boards::Unreachable(unreachable),
        };
        judge_boards(output, &query.start, &query.goal, want)
    }

    /// Judges the boards answering `query` beyond 16 cells: any legal path, its count
    /// followed by [`NOT_SHORTEST`]; returns its moves.
    pub(in crate::format) fn judge_big_path_boards<R: Read>(
        output: &mut Output<R>,
        query: &Query<BigBoard>,
        reachable: bool,
        unreachable: &[u8],
    ) -> Result<u64, Fault> {
        let want = match reachable {
            true => Boards::Any { note: NOT_SHORTEST },
            false => Boards::Unreachable(unreachable),
        };
        judge_boards(output, &query.start, &query.goal, want)?;
        Ok(output.take_path().unwrap_or(0))
    }
}

/// The boards beyond 16 cells (left out of the one-file solvers that take none).
pub(super) mod big_boards {
    use super::*;
    use crate::format::big::{push_big_spaced, BigPath};
    use crate::shared::BigBoard;

    /// [`push_boards`] for a board beyond 16 cells, its path made while it is written, the
    /// count followed by [`NOT_SHORTEST`].
    pub(in crate::format) fn push_big_boards(
        out: &mut Vec<u8>,
        start: &BigBoard,
        path: Option<&mut BigPath<'_>>,
        unreachable: &[u8],
    ) {
        let path = match path {
            Some(path) => path,
            None => {
                out.extend_from_slice(unreachable);
                out.push(b'\n');
                return;
            }
        };
        let mut board = start.clone();
        push_big_spaced(out, &board, b'\n');
        out.push(b'\n');
        let mut moves = 0u64;
        path.write(out, |out, step| {
            assert!(board.apply(step), "an engine's path is legal");
            push_big_spaced(out, &board, b'\n');
            out.push(b'\n');
            moves += 1;
        });
        push_decimal(out, moves);
        out.extend_from_slice(NOT_SHORTEST);
        out.push(b'\n');
    }
}
