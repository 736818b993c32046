//! POJ 3240 "Solution to the n^2 - 1 Puzzle": one n x n board (n <= 10) to `1 2 ... n*n-1`
//! with the blank last, any solution.
//!
//! Input: n, then the n*n numbers of the board row by row, 0 the blank. Output: one line,
//! the blank's moves in upper case (`DLRU`), or `No Answer!` when the board cannot be
//! solved. The judge takes any legal path, and so does `eight check`. Up to 4x4 the moves
//! are the lexicographically smallest shortest path; from 5x5 on they are a short legal
//! path from the big-board engine, its last small rectangle finished exactly, not the
//! shortest.
//!
//! # Costs
//! One board read; up to 4x4 an exact search (4x4: the databases, about 1 s and 34 MB once),
//! beyond a few thousand moves made in well under a millisecond.

use super::side_first::{side_first_big_case, side_first_case, write_side_first_case, Answering};
use super::{Cases, Dialect, Info, Order, Sizes};
use crate::shared::{Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The largest side the problem allows.
const MAX_SIDE: u32 = 10;

/// How the judge wants an answer: the moves, or `No Answer!` when the board cannot be
/// solved; any legal path.
const ANSWERING: Answering = Answering {
    unsolvable: b"No Answer!",
    longest: None,
};

/// The POJ 3240 dialect.
pub struct Poj3240;

impl Dialect for Poj3240 {
    const INFO: Info = Info {
        name: "poj3240",
        summary: "POJ 3240: n (2 to 10) and an n x n board; any solution in DLRU, or No Answer!",
        sizes: Sizes::Side {
            least: 2,
            most: MAX_SIDE,
            goal: Order::BlankLast,
        },
        cases: Cases::One,
        goal: None,
        limit: None,
        unsolvable_is_an_answer: true,
        accepts: Some("any legal path"),
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
        side_first_case::<Self, R, B>(tokens, shape, case)
    }

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, _: u64, _: &Query<B>, answer: Answer<'_>) {
        ANSWERING.push(out, answer);
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        write_side_first_case(out, query);
    }
}

/// The judge's side of the format.
mod judging {
    use super::*;
    use crate::format::judging::{BigJudge, Judge};
    use crate::shared::{BigBoard, Fault, Output};

    impl BigJudge for Poj3240 {
        fn big_judge<R: Read>(
            &self,
            output: &mut Output<R>,
            _: u64,
            query: &Query<BigBoard>,
            reachable: bool,
        ) -> Result<u64, Fault> {
            ANSWERING.judge(output, &query.start, &query.goal, reachable)?;
            Ok(output.take_path().unwrap_or(0))
        }
    }

    impl Judge for Poj3240 {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            let reachable = truth.path().is_some();
            ANSWERING.judge(output, &query.start, &query.goal, reachable)
        }
    }
}

/// The format's side for boards beyond 16 cells.
mod big_boards {
    use super::*;
    use crate::format::big::{BigDialect, BigPath};
    use crate::format::side_first::write_big_side_first_case;
    use crate::shared::BigBoard;

    impl BigDialect for Poj3240 {
        const COUNT_FIRST: bool = false;

        fn big_case<R: Read>(
            &self,
            tokens: &mut Tokens<R>,
            _: Size,
            case: u64,
        ) -> Result<Option<Query<BigBoard>>, Error> {
            side_first_big_case::<Self, R>(tokens, case)
        }

        fn big_answer(
            &self,
            out: &mut Vec<u8>,
            _: u64,
            _: &Query<BigBoard>,
            path: Option<&mut BigPath<'_>>,
        ) {
            ANSWERING.push_big(out, path);
        }

        fn write_big_case(&self, out: &mut Vec<u8>, query: &Query<BigBoard>) {
            write_big_side_first_case(out, query);
        }
    }
}
