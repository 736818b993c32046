//! acm.mipt.ru 089 "8-puzzle": one 3x3 board to `1 2 3 / 4 5 6 / 7 8 0`.
//!
//! Input: one line of the 9 cells a1 .. a9, row by row, 0 the blank. Output: `Yes` and, on
//! the next line, the fewest moves; or `No` when the board cannot be solved (an ordinary
//! answer of this problem). The statement's samples: `1 2 3 4 5 6 7 8 0` gives `Yes` and
//! `0`, `0 1 2 3 4 5 6 7 8` gives `Yes` and `22`. The judge wants exactly that.
//!
//! # Costs
//! One board read; one table built (the one of the board's blank position).

use super::{push_spaced, start_to_fixed_goal, Cases, Dialect, Info, Sizes};
use crate::shared::{push_decimal, Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The fixed goal: tiles in order, the blank last.
const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The acm.mipt.ru 089 dialect.
pub struct Mipt089;

impl Dialect for Mipt089 {
    const INFO: Info = Info {
        name: "mipt089",
        summary:
            "acm.mipt.ru 089 8-puzzle: one board; Yes and the fewest moves to 123456780, or No",
        sizes: Sizes::Fixed(Size::THREE),
        cases: Cases::One,
        goal: Some(&GOAL),
        limit: None,
        unsolvable_is_an_answer: true,
        accepts: None,
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
        start_to_fixed_goal(tokens, shape, case, &GOAL)
    }

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, _: u64, _: &Query<B>, answer: Answer<'_>) {
        match answer.path() {
            Some(letters) => {
                out.extend_from_slice(b"Yes\n");
                push_decimal(out, letters.len() as u64);
            }
            None => out.extend_from_slice(b"No"),
        }
        out.push(b'\n');
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        push_spaced(out, &query.start, b"0", b' ');
    }
}

/// The judge's side of the format: the word, and the number after `Yes`.
mod judging {
    use super::*;
    use crate::format::judging::Judge;
    use crate::shared::{Fault, Output};

    impl Judge for Mipt089 {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            _query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            let path = match truth.path() {
                Some(path) => path,
                None => {
                    output.word(b"No", "the answer (the board cannot be solved)")?;
                    return output.end_of_line("the answer", "the end of the line");
                }
            };
            output.word(b"Yes", "the answer (the board can be solved)")?;
            output.end_of_line("the answer", "the end of the line")?;
            output.word(path.len().to_string().as_bytes(), "the fewest moves")?;
            output.end_of_line("the fewest moves", "the end of the line")
        }
    }
}
