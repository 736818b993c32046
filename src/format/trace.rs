//! Every board of the path, start to goal (the general BFS of seed 004), for boards of every
//! size (`--size`).
//!
//! Input: the cells of the start then those of the goal, 0 the blank, separated by
//! whitespace (two one-token boards also work up to 9 cells). Output: each board on the
//! lexicographically smallest shortest path, start first, as its rows of numbers separated
//! by single spaces and a blank line after each board; then the number of moves on its own
//! line. An unreachable goal gives the single line `-1`. Beyond 16 cells (up to 2,500: the
//! trace of a 50x50 board is 3 GB) the path is a short legal one, not the shortest, and the
//! count is followed by a note that says so.
//!
//! # Costs
//! Two boards read, the path's boards written: about 2 bytes a cell a board (5 beyond 100
//! cells); the judge holds two boards.

use super::boards::push_boards;
use super::{push_spaced, start_and_goal, Cases, Dialect, Info, Sizes};
use crate::shared::{Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The answer where the goal cannot be reached.
const UNREACHABLE: &[u8] = b"-1";

/// The trace dialect.
pub struct Trace;

impl Dialect for Trace {
    const INFO: Info = Info {
        name: "trace",
        summary: "start then goal, 0 the blank; every board on the path, then the number of moves",
        sizes: Sizes::Any(Size::THREE),
        cases: Cases::One,
        goal: None,
        limit: None,
        unsolvable_is_an_answer: false,
        accepts: Some("the boards of any shortest path"),
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
        start_and_goal(tokens, shape, case)
    }

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, _: u64, query: &Query<B>, answer: Answer<'_>) {
        push_boards(out, &query.start, answer.path(), UNREACHABLE);
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        push_spaced(out, &query.start, b"0", b' ');
        push_spaced(out, &query.goal, b"0", b' ');
    }
}

/// The judge's side of the format.
mod judging {
    use super::*;
    use crate::format::boards::judging::{judge_big_path_boards, judge_path_boards};
    use crate::format::judging::{BigJudge, Judge};
    use crate::shared::{BigBoard, Fault, Output};

    impl Judge for Trace {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            judge_path_boards(output, query, truth, UNREACHABLE)
        }
    }

    impl BigJudge for Trace {
        fn big_judge<R: Read>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            query: &Query<BigBoard>,
            reachable: bool,
        ) -> Result<u64, Fault> {
            judge_big_path_boards(output, query, reachable, UNREACHABLE)
        }
    }
}

/// The format's side for boards beyond 16 cells: the same layout, the boards of a short legal
/// path, and a note after the count that says so.
mod big_boards {
    use super::*;
    use crate::format::big::{BigDialect, BigPath};
    use crate::format::boards::big_boards::push_big_boards;
    use crate::shared::BigBoard;

    impl BigDialect for Trace {
        const COUNT_FIRST: bool = false;

        const SAYS_NOT_SHORTEST: bool = true;

        const MOST_CELLS: Option<(usize, &'static str)> = Some((
            2_500,
            "it writes every board of the path: a 50x50 board's trace is about 3 GB",
        ));

        fn big_answer(
            &self,
            out: &mut Vec<u8>,
            _: u64,
            query: &Query<BigBoard>,
            path: Option<&mut BigPath<'_>>,
        ) {
            push_big_boards(out, &query.start, path, UNREACHABLE);
        }
    }
}
