//! acm.mipt.ru 091 "15-Puzzle": one 4x4 board to `1 2 ... 15 0`, solved in under 1,000
//! moves.
//!
//! Input: one line of the 16 cells a1 .. a16, row by row, 0 the blank. Output: `YES` and,
//! on the next line, the moves in `udlr` (where the blank goes; no spaces), or `NO` when the
//! board cannot be solved. The statement's samples: `1 2 ... 15 0` gives `YES` and an empty
//! line, `1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12` gives `YES` and `rd`. The judge accepts
//! any legal path of fewer than 1,000 moves; `eight` prints the smallest shortest one.
//!
//! # Costs
//! One board read; the 4x4 databases of the goal (about a second, once); one search.

use super::{push_spaced, start_to_fixed_goal, Cases, Dialect, Info, Sizes, FIFTEEN_GOAL};
use crate::shared::{Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The most moves the judge accepts: "for less than 1000 moves".
const MOST_MOVES: usize = 999;

/// The acm.mipt.ru 091 dialect.
pub struct Mipt091;

impl Dialect for Mipt091 {
    const INFO: Info = Info {
        name: "mipt091",
        summary: "acm.mipt.ru 091 15-Puzzle (4x4): one board; YES and the moves (udlr), or NO",
        sizes: Sizes::Fixed(Size::FOUR),
        cases: Cases::One,
        goal: Some(&FIFTEEN_GOAL),
        limit: None,
        unsolvable_is_an_answer: true,
        accepts: Some("any legal path of fewer than 1,000 moves"),
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
        start_to_fixed_goal(tokens, shape, case, &FIFTEEN_GOAL)
    }

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, _: u64, _: &Query<B>, answer: Answer<'_>) {
        match answer.path() {
            Some(letters) => {
                out.extend_from_slice(b"YES\n");
                out.extend_from_slice(letters);
            }
            None => out.extend_from_slice(b"NO"),
        }
        out.push(b'\n');
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        push_spaced(out, &query.start, b"0", b' ');
    }
}

/// The judge's side of the format: the word, and after `YES` any legal path of fewer than
/// 1,000 moves.
mod judging {
    use super::*;
    use crate::format::judging::{judge_path, Judge, PathRule};
    use crate::shared::{Fault, Output};

    impl Judge for Mipt091 {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            if truth.path().is_none() {
                output.word(b"NO", "the answer (the board cannot be solved)")?;
                return output.end_of_line("the answer", "the end of the line");
            }
            output.word(b"YES", "the answer (the board can be solved)")?;
            output.end_of_line("the answer", "the end of the line")?;
            let rule = PathRule {
                upper_case: false,
                exact: None,
                longest: Some(MOST_MOVES),
                unsolvable_word: None,
            };
            judge_path(output, &query.start, &query.goal, &rule)
        }
    }
}
