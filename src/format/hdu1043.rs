//! HDU 1043 / POJ 1077 "Eight".
//!
//! Input: boards until the end of the input, usually 9 symbols separated by spaces
//! (`2 3 4 1 5 x 7 6 8`). Output per board: one line with the lexicographically smallest
//! shortest move string to `1 2 3 / 4 5 6 / 7 8 x` (empty when already solved), or
//! `unsolvable`, an ordinary answer of this problem.
//!
//! # Costs
//! One board read and one line written per case.

use super::{Count, Dialect, Query};
use crate::error::Error;
use crate::input::Tokens;
use crate::path::Path;
use std::io::Read;

/// The fixed goal: tiles in order, blank last.
pub const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The HDU 1043 dialect.
pub struct Hdu1043;

impl Dialect for Hdu1043 {
    fn count<R: Read>(&self, _tokens: &mut Tokens<R>) -> Result<Count, Error> {
        Ok(Count::UntilEnd)
    }

    fn case<R: Read>(&self, tokens: &mut Tokens<R>, case: u64) -> Result<Option<Query>, Error> {
        super::start_to_fixed_goal(tokens, case, GOAL)
    }

    fn answer(&self, out: &mut Vec<u8>, _case: u64, _query: &Query, path: Option<&Path>) {
        match path {
            Some(path) => out.extend_from_slice(path.letters()),
            None => out.extend_from_slice(b"unsolvable"),
        }
        out.push(b'\n');
    }

    fn unreachable_is_ordinary(&self) -> bool {
        true
    }
}
