//! Luogu P1379 "Eight" (八数码难题).
//!
//! Input: one board, 0 the blank, as 9 digits (`283104765`) or 9 separated digits. Output:
//! the fewest moves to `123804765` (1 2 3 / 8 0 4 / 7 6 5) on one line, `-1` if unreachable.
//!
//! # Costs
//! One board read; one table built (the one of the board's blank position).

use super::{push_fewest_moves, start_to_fixed_goal, Cases, Dialect, Info, Sizes};
use crate::shared::{Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The fixed goal: 1 2 3 / 8 0 4 / 7 6 5.
const GOAL: [u8; 9] = [1, 2, 3, 8, 0, 4, 7, 6, 5];

/// The Luogu P1379 dialect.
pub struct P1379;

impl Dialect for P1379 {
    const INFO: Info = Info {
        name: "p1379",
        summary: "Luogu P1379: one board, 0 the blank; fewest moves to 123804765",
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
        out.extend(query.start.cells().iter().map(|&cell| b'0' + cell));
        out.push(b'\n');
    }
}

/// The judge's side of the format.
mod judging {
    use super::*;
    use crate::format::judging::{judge_fewest_moves, Judge};
    use crate::shared::{Fault, Output};

    impl Judge for P1379 {
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
