//! LightOJ 1121 "15 Puzzle": 4x4 boards to `1 2 ... 15 0`, the fewest moves and among those
//! the lexicographically smallest, in upper case (`D < L < R < U`, where the blank goes).
//!
//! Input: T (at most 100 on the judge), then T boards of 16 numbers, 0 the blank, usually
//! with a blank line before each. Output per case: `Case i: ` and the moves, or
//! `Case i: This puzzle is not solvable.` when the board cannot be solved or its shortest
//! path is longer than 35 moves. The search stops at bound 35, so such boards cost little.
//!
//! # Costs
//! One board read per case; the 4x4 databases of the goal (about 1 s and 34 MB, once); a
//! search of at most 35 moves per case.

use super::{announced_count, push_decimal, Answer, Count, Dialect, Query};
use crate::error::Error;
use crate::input::Tokens;
use crate::puzzle::Puzzle;
use std::io::Read;

/// The goal: tiles 1 to 15 in order, the blank last.
pub const GOAL: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

/// The most moves of an answer; longer shortest paths are "not solvable" here.
pub const LIMIT: usize = 35;

/// What the judge prints for a board without an answer.
pub const NOT_SOLVABLE: &[u8] = b"This puzzle is not solvable.";

/// Appends the answer as the 15-puzzle judges write it, with its line end: the moves in upper
/// case, or [`NOT_SOLVABLE`] (no path, or none within the limit).
pub(crate) fn push_upper_case_answer(out: &mut Vec<u8>, answer: Answer<'_>) {
    match answer.path() {
        Some(letters) => out.extend(letters.iter().map(u8::to_ascii_uppercase)),
        None => out.extend_from_slice(NOT_SOLVABLE),
    }
    out.push(b'\n');
}

/// The LightOJ 1121 dialect.
pub struct Lightoj1121;

impl Dialect for Lightoj1121 {
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

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, case: u64, _: &Query<B>, answer: Answer<'_>) {
        out.extend_from_slice(b"Case ");
        push_decimal(out, case);
        out.extend_from_slice(b": ");
        push_upper_case_answer(out, answer);
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
    use crate::output::{Fault, Output};

    impl Judge for Lightoj1121 {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            case: u64,
            query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            output.literal(b"Case ", "the case header")?;
            output.word(case.to_string().as_bytes(), "the case number")?;
            output.literal(b":", "the case header")?;
            match truth.path() {
                // The space after the colon ends the line: the policy lets it go.
                Some([]) => output.end_of_line("the empty path", "the end of the line"),
                Some(truth) => {
                    output.literal(b" ", "the case header")?;
                    let rule = PathRule {
                        upper_case: true,
                        exact: Some(truth),
                        longest: None,
                        unsolvable_word: Some(NOT_SOLVABLE),
                    };
                    judge_path(output, &query.start, &query.goal, &rule)
                }
                None => {
                    output.literal(b" ", "the case header")?;
                    output.literal(
                        NOT_SOLVABLE,
                        "the answer (unsolvable, or more than 35 moves)",
                    )?;
                    output.end_of_line("the answer", "the end of the line")
                }
            }
        }
    }
}
