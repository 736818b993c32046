//! Aizu ALDS1_13_C "15 Puzzle": the fewest moves of one 4x4 board to `1 2 ... 15 0`.
//!
//! Input: the board as 4 lines of 4 numbers, 0 the blank. Output: the fewest moves on one
//! line (the judge promises at most 45); `-1` if the goal cannot be reached. The problem's
//! sample `1 2 3 4 / 6 7 8 0 / 5 10 11 12 / 9 13 14 15` gives `8`. The answer is exact for
//! any board, however far: the search has no limit here.
//!
//! # Costs
//! One board read; the 4x4 search: the light databases first (a millisecond to build), the
//! full ones only for a board they do not solve within their budget.

use super::FIFTEEN_GOAL;
use super::{push_fewest_moves, push_spaced, start_to_fixed_goal, Cases, Dialect, Info, Sizes};
use crate::shared::{Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The Aizu ALDS1_13_C dialect.
pub struct Alds1_13C;

impl Dialect for Alds1_13C {
    const INFO: Info = Info {
        name: "alds1_13_c",
        summary: "Aizu ALDS1_13_C 15 Puzzle (4x4): one board; fewest moves to 1..15 0",
        sizes: Sizes::Fixed(Size::FOUR),
        cases: Cases::One,
        goal: Some(&FIFTEEN_GOAL),
        limit: None,
        unsolvable_is_an_answer: false,
        accepts: None,
        most_cases: None,
        always_reachable: true,
        accepts_any_shortest: true,
        accepts_any_length: false,
    };

    fn case<R: Read, B: Puzzle>(
        &self,
        tokens: &mut Tokens<R>,
        shape: B::Shape,
        case: u64,
    ) -> Result<Option<Query<B>>, Error> {
        start_to_fixed_goal(tokens, shape, case, &FIFTEEN_GOAL)
    }

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, _: u64, _: &Query<B>, answer: Answer<'_>) {
        push_fewest_moves(out, answer);
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        push_spaced(out, &query.start, b"0", b'\n');
    }
}

/// The judge's side of the format.
mod judging {
    use super::*;
    use crate::format::judging::{judge_fewest_moves, Judge};
    use crate::shared::{Fault, Output};

    impl Judge for Alds1_13C {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            _query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            judge_fewest_moves(output, truth)
        }
    }
}
