//! SPOJ SOLVING "Solving the Puzzle" (a challenge problem): c boards of n x n, 3 <= n <= 10,
//! each to `1 2 ... n*n-1` with the hole last, any solution, scored by its length.
//!
//! Input: c (at most 200), then for each case n and the n rows of the board, 0 the hole.
//! Output: one line a case, the hole's moves in upper case (`DLRU`; the statement writes
//! them D U R L), at most 10,000 of them. The statement's sample: the 4x4 board
//! `1 2 7 3 / 5 6 0 4 / 9 10 11 8 / 13 14 15 12` answers `URDDD`. The judge takes any legal
//! path of at most 10,000 moves and scores a case n^3 / (m + 1) for m moves; `eight check`
//! takes the same paths (`--score` gives the shortest-over-moves share, not SPOJ's points).
//! A 3x3 board gets the smallest shortest path; from 4x4 on a short legal path from the
//! big-board engine at its brisk pace (a 4x4 board too: an exact 4x4 search takes tens of
//! milliseconds, and the judge gives 200 boards a second), not the shortest.
//!
//! The judge sends only boards that can be solved. A board that cannot is answered
//! `unsolvable`, a word of `eight`'s own, with a warning and exit status 1.
//!
//! # Costs
//! A case at a time: 3x3 by the exact search, 4x4 to 10x10 by a short path made in about a
//! millisecond (200 mixed boards in about 0.2 s, `cargo bench --bench submissions`).

use super::side_first::{side_first_big_case, side_first_case, write_side_first_case, Answering};
use super::{Cases, Dialect, Info, Order, Sizes};
use crate::shared::{Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// How the judge wants an answer: any legal path of at most 10,000 moves; `unsolvable`,
/// `eight`'s own word, for a board that cannot be solved (the judge sends none).
const ANSWERING: Answering = Answering {
    unsolvable: b"unsolvable",
    longest: Some(10_000),
};

/// The SPOJ SOLVING dialect.
pub struct SpojSolving;

impl Dialect for SpojSolving {
    const INFO: Info = Info {
        name: "spoj_solving",
        summary: "SPOJ SOLVING: c boards, each n (3 to 10) and n rows; any solution in DLRU, at \
                  most 10,000 moves",
        sizes: Sizes::Side {
            least: 3,
            most: 10,
            goal: Order::BlankLast,
        },
        cases: Cases::Announced,
        goal: None,
        limit: None,
        unsolvable_is_an_answer: false,
        accepts: Some("any legal path of at most 10,000 moves"),
        most_cases: Some(200),
        always_reachable: true,
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

    impl BigJudge for SpojSolving {
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

    impl Judge for SpojSolving {
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
    use crate::format::big::{BigDialect, BigPath, Pace};
    use crate::format::side_first::write_big_side_first_case;
    use crate::shared::BigBoard;

    impl BigDialect for SpojSolving {
        const COUNT_FIRST: bool = false;
        // 200 boards in the judge's second: 4x4 and 5x5 boards as quickly as bigger ones.
        const PACE: Pace = Pace::Brisk;

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
