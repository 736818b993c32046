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

use super::{push_spaced, push_upper_case_answer, start_to_fixed_goal};
use super::{Cases, Dialect, Info, Sizes, FIFTEEN_GOAL, NOT_SOLVABLE};
use crate::shared::{Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The most moves of an answer.
const LIMIT: usize = 50;

/// The UVa 10181 dialect.
pub struct Uva10181;

impl Dialect for Uva10181 {
    const INFO: Info = Info {
        name: "uva10181",
        summary: "UVa 10181 (4x4): N boards; the moves in DLRU, at most 50, or not solvable",
        sizes: Sizes::Fixed(Size::FOUR),
        cases: Cases::Announced,
        goal: Some(&FIFTEEN_GOAL),
        limit: Some(LIMIT),
        unsolvable_is_an_answer: true,
        accepts: Some("any legal path of at most 50 moves"),
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
        start_to_fixed_goal(tokens, shape, case, &FIFTEEN_GOAL)
    }

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, _: u64, _: &Query<B>, answer: Answer<'_>) {
        push_upper_case_answer(out, answer);
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        push_spaced(out, &query.start, b"0", b'\n');
    }
}

/// The judge's side of the format.
mod judging {
    use super::*;
    use crate::format::judging::{judge_path, Judge, PathRule};
    use crate::shared::{Fault, Output};

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
