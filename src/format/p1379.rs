//! Luogu P1379 "Eight" (八数码难题).
//!
//! Input: one board, 0 the blank, as 9 digits (`283104765`) or 9 separated digits. Output:
//! the fewest moves to `123804765` (1 2 3 / 8 0 4 / 7 6 5) on one line, `-1` if unreachable.
//!
//! # Costs
//! One board read; one table built (the one of the board's blank position).

use super::{Answer, Count, Dialect, Query};
use crate::error::Error;
use crate::input::Tokens;
use crate::puzzle::Puzzle;
use std::io::Read;

/// The fixed goal: 1 2 3 / 8 0 4 / 7 6 5.
pub const GOAL: [u8; 9] = [1, 2, 3, 8, 0, 4, 7, 6, 5];

/// The Luogu P1379 dialect.
pub struct P1379;

impl Dialect for P1379 {
    fn count<R: Read>(&self, _tokens: &mut Tokens<R>) -> Result<Count, Error> {
        Ok(Count::One)
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
            Some(letters) => super::push_decimal(out, letters.len() as u64),
            None => out.extend_from_slice(b"-1"),
        }
        out.push(b'\n');
    }
}

// Not in the one-file bundle: the judge's side of the format.
mod judging {
    use super::*;
    use crate::check::Judge;
    use crate::output::{Fault, Output};

    impl Judge for P1379 {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            _query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            let expected = truth
                .path()
                .map_or_else(|| "-1".to_string(), |path| path.len().to_string());
            output.word(expected.as_bytes(), "the fewest moves")?;
            output.end_of_line("the answer", "the end of the line")
        }
    }
}
