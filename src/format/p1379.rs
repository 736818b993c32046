//! Luogu P1379 "Eight" (八数码难题).
//!
//! Input: one board, 0 the blank, as 9 digits (`283104765`) or 9 separated digits. Output:
//! the fewest moves to `123804765` (1 2 3 / 8 0 4 / 7 6 5) on one line, `-1` if unreachable.
//!
//! # Costs
//! One board read; one table built (the one of the board's blank position).

use super::{Count, Dialect, Query};
use crate::error::Error;
use crate::input::Tokens;
use crate::path::Path;
use std::io::Read;

/// The fixed goal: 1 2 3 / 8 0 4 / 7 6 5.
pub const GOAL: [u8; 9] = [1, 2, 3, 8, 0, 4, 7, 6, 5];

/// The Luogu P1379 dialect.
pub struct P1379;

impl Dialect for P1379 {
    fn count<R: Read>(&self, _tokens: &mut Tokens<R>) -> Result<Count, Error> {
        Ok(Count::One)
    }

    fn case<R: Read>(&self, tokens: &mut Tokens<R>, case: u64) -> Result<Option<Query>, Error> {
        super::start_to_fixed_goal(tokens, case, GOAL)
    }

    fn answer(&self, out: &mut Vec<u8>, _case: u64, _query: &Query, path: Option<&Path>) {
        match path {
            Some(path) => super::push_decimal(out, path.len() as u64),
            None => out.extend_from_slice(b"-1"),
        }
        out.push(b'\n');
    }
}

// The judge's side of the format, left out of the one-file bundle.
mod judging {
    use super::*;
    use crate::check::Judge;
    use crate::output::{Fault, Output};

    impl Judge for P1379 {
        fn judge<R: Read>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            _query: &Query,
            truth: Option<&Path>,
        ) -> Result<(), Fault> {
            let expected = truth.map_or_else(|| "-1".to_string(), |path| path.len().to_string());
            output.word(expected.as_bytes(), "the fewest moves")?;
            output.end_of_line("the answer", "the end of the line")
        }
    }
}
