//! HDU 1043 / POJ 1077 "Eight".
//!
//! Input: boards until the end of the input, usually 9 symbols separated by spaces
//! (`2 3 4 1 5 x 7 6 8`). Output per board: one line with the lexicographically smallest
//! shortest move string to `1 2 3 / 4 5 6 / 7 8 x` (empty when already solved), or
//! `unsolvable`, an ordinary answer of this problem.
//!
//! # Costs
//! One board read and one line written per case.

use super::{push_spaced, start_to_fixed_goal, Cases, Dialect, Info, Sizes};
use crate::shared::{Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The fixed goal: tiles in order, blank last.
const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The HDU 1043 dialect.
pub struct Hdu1043;

impl Dialect for Hdu1043 {
    const INFO: Info = Info {
        name: "hdu1043",
        summary: "HDU 1043 / POJ 1077 Eight: boards until end of input; moves to 12345678x, or `unsolvable`",
        sizes: Sizes::Fixed(Size::THREE),
        cases: Cases::UntilEnd,
        goal: Some(&GOAL),
        limit: None,
        unsolvable_is_an_answer: true,
        accepts: Some("any legal path, of any length, that reaches the goal"),
        most_cases: None,
        always_reachable: false,
        accepts_any_shortest: true,
        accepts_any_length: true,
        function: None,
        farthest: false,
    };

    fn case<R: Read, B: Puzzle>(
        &self,
        tokens: &mut Tokens<R>,
        shape: B::Shape,
        case: u64,
    ) -> Result<Option<Query<B>>, Error> {
        start_to_fixed_goal(tokens, shape, case, &GOAL)
    }

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, _: u64, _: &Query<B>, answer: Answer<'_>) {
        match answer.path() {
            Some(letters) => out.extend_from_slice(letters),
            None => out.extend_from_slice(b"unsolvable"),
        }
        out.push(b'\n');
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        push_spaced(out, &query.start, b"x", b' ');
    }
}

/// The judge's side of the format.
mod judging {
    use super::*;
    use crate::format::judging::{judge_path, Judge, PathRule};
    use crate::shared::{Fault, Output};

    impl Judge for Hdu1043 {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            if truth.path().is_none() {
                output.word(b"unsolvable", "the answer (the board cannot be solved)")?;
                return output.end_of_line("the answer", "the end of the line");
            }
            // Any legal path to the goal is right, however long: the judge's rule.
            let rule = PathRule {
                upper_case: false,
                exact: None,
                longest: None,
                unsolvable_word: Some(b"unsolvable"),
            };
            judge_path(output, &query.start, &query.goal, &rule)
        }
    }
}
