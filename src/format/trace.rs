//! Every board of the path, start to goal (the general BFS of seed 004), for boards of every
//! size (`--size`).
//!
//! Input: the cells of the start then those of the goal, 0 the blank, separated by
//! whitespace (two one-token boards also work up to 9 cells). Output: each board on the
//! lexicographically smallest shortest path, start first, as its rows of numbers separated
//! by single spaces and a blank line after each board; then the number of moves on its own
//! line. An unreachable goal gives the single line `-1`.
//!
//! # Costs
//! Two boards read, the path's boards written: about 2 bytes a cell a board.

use super::{push_decimal, push_spaced, start_and_goal, Cases, Dialect, Info, Sizes};
use crate::shared::{Answer, Error, Move, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The trace dialect.
pub struct Trace;

impl Dialect for Trace {
    const INFO: Info = Info {
        name: "trace",
        summary: "start then goal, 0 the blank; every board on the path, then the number of moves",
        sizes: Sizes::Any(Size::THREE),
        cases: Cases::One,
        goal: None,
        limit: None,
        unsolvable_is_an_answer: false,
        accepts: Some("the boards of any shortest path"),
        most_cases: None,
        always_reachable: false,
        accepts_any_shortest: true,
        accepts_any_length: false,
    };

    fn case<R: Read, B: Puzzle>(
        &self,
        tokens: &mut Tokens<R>,
        shape: B::Shape,
        case: u64,
    ) -> Result<Option<Query<B>>, Error> {
        start_and_goal(tokens, shape, case)
    }

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, _: u64, query: &Query<B>, answer: Answer<'_>) {
        let letters = match answer.path() {
            Some(letters) => letters,
            None => {
                out.extend_from_slice(b"-1\n");
                return;
            }
        };
        let mut board = query.start;
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

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        push_spaced(out, &query.start, b"0", b' ');
        push_spaced(out, &query.goal, b"0", b' ');
    }
}

/// The judge's side of the format.
mod judging {
    use super::*;
    use crate::format::judging::{judge_boards, Judge};
    use crate::shared::{Fault, Output};

    impl Judge for Trace {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            judge_boards(output, &query.start, &query.goal, truth.path())
        }
    }
}
