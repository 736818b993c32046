//! UVa 652 "Eight": 3x3 boards to `1 2 3 / 4 5 6 / 7 8 x`, any path.
//!
//! Input: the number of cases, then each case after a blank line: 9 symbols separated by
//! spaces, `x` the blank (the blank lines are whitespace like any other). Output per case: a
//! move string that solves it (ours is the lexicographically smallest shortest one), or
//! `unsolvable`, an ordinary answer of this problem; a blank line between two cases. The
//! judge accepts any legal path to the goal, and so does `eight check`.
//!
//! # Costs
//! One board read and one line written per case.

use super::{push_spaced, start_to_fixed_goal, Cases, Dialect, Info, Sizes};
use crate::shared::{Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The fixed goal: tiles in order, blank last.
const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The judge's word for a board that cannot be solved.
const UNSOLVABLE: &[u8] = b"unsolvable";

/// The UVa 652 dialect.
pub struct Uva652;

impl Dialect for Uva652 {
    const INFO: Info = Info {
        name: "uva652",
        summary: "UVa 652 Eight: N boards after blank lines; moves to 12345678x, or `unsolvable`",
        sizes: Sizes::Fixed(Size::THREE),
        cases: Cases::Announced,
        goal: Some(&GOAL),
        limit: None,
        unsolvable_is_an_answer: true,
        accepts: Some("any legal path that reaches the goal"),
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

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, case: u64, _: &Query<B>, answer: Answer<'_>) {
        if case > 1 {
            out.push(b'\n');
        }
        match answer.path() {
            Some(letters) => out.extend_from_slice(letters),
            None => out.extend_from_slice(UNSOLVABLE),
        }
        out.push(b'\n');
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        out.push(b'\n');
        push_spaced(out, &query.start, b"x", b' ');
    }
}

/// The judge's side of the format.
mod judging {
    use super::*;
    use crate::format::judging::{judge_path, Judge, PathRule};
    use crate::shared::{Fault, Output};

    impl Judge for Uva652 {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            case: u64,
            query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            if case > 1 {
                output.end_of_line("the line between two cases", "an empty line")?;
            }
            if truth.path().is_none() {
                output.word(UNSOLVABLE, "the answer (the board cannot be solved)")?;
                return output.end_of_line("the answer", "the end of the line");
            }
            // Any legal path to the goal is right, however long: the judge's rule.
            let rule = PathRule {
                upper_case: false,
                exact: None,
                longest: None,
                unsolvable_word: Some(UNSOLVABLE),
            };
            judge_path(output, &query.start, &query.goal, &rule)
        }
    }
}
