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

use super::{push_decimal, push_spaced, push_upper_case_answer, start_to_fixed_goal};
use super::{Cases, Dialect, Info, Sizes, FIFTEEN_GOAL, NOT_SOLVABLE};
use crate::shared::{Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The most moves of an answer; longer shortest paths are "not solvable" here.
const LIMIT: usize = 35;

/// The LightOJ 1121 dialect.
pub struct Lightoj1121;

impl Dialect for Lightoj1121 {
    const INFO: Info = Info {
        name: "lightoj1121",
        summary: "LightOJ 1121 (4x4): T boards; `Case i: ` and the moves in DLRU, at most 35",
        sizes: Sizes::Fixed(Size::FOUR),
        cases: Cases::Announced,
        goal: Some(&FIFTEEN_GOAL),
        limit: Some(LIMIT),
        unsolvable_is_an_answer: true,
        accepts: None,
        most_cases: Some(100),
        always_reachable: false,
        accepts_any_shortest: false,
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

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, case: u64, _: &Query<B>, answer: Answer<'_>) {
        out.extend_from_slice(b"Case ");
        push_decimal(out, case);
        out.extend_from_slice(b": ");
        push_upper_case_answer(out, answer);
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        out.push(b'\n');
        push_spaced(out, &query.start, b"0", b'\n');
    }
}

/// The judge's side of the format.
mod judging {
    use super::*;
    use crate::format::judging::{judge_path, Judge, PathRule};
    use crate::shared::{Fault, Output};

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
