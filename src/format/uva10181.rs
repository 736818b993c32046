//! UVa 10181 "15-Puzzle Problem": 4x4 boards to `1 2 ... 15 0`.
//!
//! Input: N, then N boards of 16 numbers, 0 the blank. Output per board, one line: the
//! lexicographically smallest shortest path in upper case (`DLRU`, where the blank goes), or
//! `This puzzle is not solvable.` when the board cannot be solved or needs more than 50
//! moves. The judge itself accepts any legal path of at most 50 moves to the goal (a special
//! judge), and so does `eight check`.
//!
//! # Costs
//! One board read per case; the 4x4 databases of the goal (about 1 s and 34 MB, once); a
//! search of at most 50 moves per case.

use super::{announced_count, Answer, Count, Dialect, Query};
use crate::error::Error;
use crate::input::Tokens;
use crate::puzzle::Puzzle;
use std::io::Read;

/// The goal: tiles 1 to 15 in order, the blank last.
pub const GOAL: [u8; 16] = super::lightoj1121::GOAL;

/// The most moves of an answer.
pub const LIMIT: usize = 50;

/// The UVa 10181 dialect.
pub struct Uva10181;

impl Dialect for Uva10181 {
    fn count<R: Read>(&self, tokens: &mut Tokens<R>) -> Result<Count, Error> {
        announced_count(tokens)
    }

    fn case<R: Read, B: Puzzle>(
        &self,
        tokens: &mut Tokens<R>,
        shape: B::Shape,
        case: u64,
    ) -> Result<Option<Query<B>>, Error> {
        super::start_to_fixed_goal(tokens, shape, case, &GOAL)
    }

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, _: u64, _: &Query<B>, answer: Answer<'_>) {
        super::lightoj1121::push_upper_case_answer(out, answer);
    }

    fn limit(&self) -> Option<usize> {
        Some(LIMIT)
    }

    fn unreachable_is_ordinary(&self) -> bool {
        true
    }
}

// Not in the one-file bundle: the judge's side of the format.
mod judging {
    use super::*;
    use crate::check::{judge_path, Judge, PathRule};
    use crate::format::lightoj1121::NOT_SOLVABLE;
    use crate::output::{Fault, Output};

    impl Judge for Uva10181 {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            if truth.path().is_none() {
                output.literal(
                    NOT_SOLVABLE,
                    "the answer (unsolvable, or more than 50 moves)",
                )?;
                return output.end_of_line("the answer", "the end of the line");
            }
            // As the judge: any legal path of at most 50 moves that reaches the goal.
            let rule = PathRule {
                upper_case: true,
                exact: None,
                longest: Some(LIMIT),
                unsolvable_word: Some(NOT_SOLVABLE),
            };
            judge_path(output, &query.start, &query.goal, &rule)
        }
    }
}
