//! HDU 1043 / POJ 1077 "Eight".
//!
//! Input: boards until the end of the input, usually 9 symbols separated by spaces
//! (`2 3 4 1 5 x 7 6 8`). Output per board: one line with the lexicographically smallest
//! shortest move string to `1 2 3 / 4 5 6 / 7 8 x` (empty when already solved), or
//! `unsolvable`, an ordinary answer of this problem.
//!
//! # Costs
//! One board read and one line written per case.

use super::{Answer, Count, Dialect, Query};
use crate::error::Error;
use crate::input::Tokens;
use crate::puzzle::Puzzle;
use std::io::Read;

/// The fixed goal: tiles in order, blank last.
pub const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The HDU 1043 dialect.
pub struct Hdu1043;

impl Dialect for Hdu1043 {
    fn count<R: Read>(&self, _tokens: &mut Tokens<R>) -> Result<Count, Error> {
        Ok(Count::UntilEnd)
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
        match answer.path() {
            Some(letters) => out.extend_from_slice(letters),
            None => out.extend_from_slice(b"unsolvable"),
        }
        out.push(b'\n');
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
