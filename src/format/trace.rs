//! Every board of the path, start to goal (the general BFS of seed 004).
//!
//! Input: the 9 numbers of the start then the 9 of the goal, 0 the blank, separated by
//! whitespace (two 9-digit tokens also work). Output: each board on the lexicographically
//! smallest shortest path, start first, as three lines of three numbers separated by single
//! spaces and a blank line after each board; then the number of moves on its own line. An
//! unreachable goal gives the single line `-1`.
//!
//! # Costs
//! Two boards read, one table built, 20 bytes written per board of the path.

use super::{push_decimal, Count, Dialect, Query};
use crate::board::SIDE;
use crate::error::Error;
use crate::input::Tokens;
use crate::path::Path;
use std::io::Read;

/// The trace dialect.
pub struct Trace;

impl Dialect for Trace {
    fn count<R: Read>(&self, _tokens: &mut Tokens<R>) -> Result<Count, Error> {
        Ok(Count::One)
    }

    fn case<R: Read>(&self, tokens: &mut Tokens<R>, case: u64) -> Result<Option<Query>, Error> {
        super::start_and_goal(tokens, case)
    }

    fn answer(&self, out: &mut Vec<u8>, _case: u64, query: &Query, path: Option<&Path>) {
        let path = match path {
            Some(path) => path,
            None => {
                out.extend_from_slice(b"-1\n");
                return;
            }
        };
        for board in path.boards(query.start) {
            for row in board.cells().chunks(SIDE) {
                for (column, &cell) in row.iter().enumerate() {
                    if column > 0 {
                        out.push(b' ');
                    }
                    out.push(b'0' + cell);
                }
                out.push(b'\n');
            }
            out.push(b'\n');
        }
        push_decimal(out, path.len() as u64);
        out.push(b'\n');
    }
}

// The judge's side of the format, left out of the one-file bundle.
mod judging {
    use super::*;
    use crate::check::judge_boards;
    use crate::check::Judge;
    use crate::output::{Fault, Output};

    impl Judge for Trace {
        fn judge<R: Read>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            query: &Query,
            truth: Option<&Path>,
        ) -> Result<(), Fault> {
            judge_boards(output, &query.start, &query.goal, truth.map(Path::letters))
        }
    }
}
