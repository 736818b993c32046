//! Aizu ALDS1_13_B "8 Puzzle": the fewest moves of one 3x3 board to `1 2 3 / 4 5 6 / 7 8 0`.
//!
//! Input: the board as 3 lines of 3 numbers, 0 the blank (any whitespace reads alike).
//! Output: the fewest moves on one line; `-1` if the goal cannot be reached (the judge never
//! sends such a board). The problem's sample `1 3 0 / 4 2 5 / 7 8 6` gives `4`.
//!
//! # Costs
//! One board read; one table built (the one of the board's blank position).

use super::{push_fewest_moves, push_spaced, start_to_fixed_goal, Cases, Dialect, Info, Sizes};
use crate::shared::{Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The fixed goal: tiles in order, blank last.
const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The Aizu ALDS1_13_B dialect.
pub struct Alds1_13B;

impl Dialect for Alds1_13B {
    const INFO: Info = Info {
        name: "alds1_13_b",
        summary: "Aizu ALDS1_13_B 8 Puzzle: one board, 0 the blank; fewest moves to 123456780",
        sizes: Sizes::Fixed(Size::THREE),
        cases: Cases::One,
        goal: Some(&GOAL),
        limit: None,
        unsolvable_is_an_answer: false,
        accepts: None,
        most_cases: None,
        always_reachable: false,
        accepts_any_shortest: true,
        accepts_any_length: false,
    };

    fn case<R: Read, B: Puzzle>(
        &self,
        tokens: &mut Tokens<R>,
        shape: B::Shape,
        case: u64,
    ) -> Result<Option<Query<B>>, Error> {
        start_to_fixed_goal(tokens, shape, case, &GOAL)
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

    impl Judge for Alds1_13B {
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
