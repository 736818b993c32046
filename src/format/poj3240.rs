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

use super::side_first::{side_first_big_case, side_first_case};
use super::{push_decimal, push_spaced, Cases, Dialect, Info, Sizes};
use crate::shared::{Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The largest side the problem allows.
const MAX_SIDE: u32 = 10;

/// What the judge prints for a board without a solution.
const NO_ANSWER: &[u8] = b"No Answer!";

/// The POJ 3240 dialect.
pub struct Poj3240;

impl Dialect for Poj3240 {
    const INFO: Info = Info {
        name: "poj3240",
        summary: "POJ 3240: n (2 to 10) and an n x n board; any solution in DLRU, or No Answer!",
        sizes: Sizes::Side {
            least: 2,
            most: MAX_SIDE,
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
        match answer.path() {
            Some(letters) => out.extend(letters.iter().map(u8::to_ascii_uppercase)),
            None => out.extend_from_slice(NO_ANSWER),
        }
        out.push(b'\n');
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        push_decimal(out, query.start.columns() as u64);
        out.push(b'\n');
        push_spaced(out, &query.start, b"0", b'\n');
    }
}

/// The judge's side of the format.
mod judging {
    use super::*;
    use crate::format::judging::{judge_path, BigJudge, Judge, PathRule};
    use crate::shared::{BigBoard, Fault, Output, Walk};

    /// Judges the one line: `No Answer!` when the goal cannot be reached, else any legal
    /// path to it.
    pub(super) fn judge_answer<P: Walk, R: Read>(
        output: &mut Output<R>,
        start: &P,
        goal: &P,
        reachable: bool,
    ) -> Result<(), Fault> {
        if !reachable {
            output.literal(NO_ANSWER, "the answer (the board cannot be solved)")?;
            return output.end_of_line("the answer", "the end of the line");
        }
        let rule = PathRule {
            upper_case: true,
            exact: None,
            longest: None,
            unsolvable_word: Some(NO_ANSWER),
        };
        judge_path(output, start, goal, &rule)
    }

    impl BigJudge for Poj3240 {
        fn big_judge<R: Read>(
            &self,
            output: &mut Output<R>,
            _: u64,
            query: &Query<BigBoard>,
            reachable: bool,
        ) -> Result<u64, Fault> {
            judge_answer(output, &query.start, &query.goal, reachable)?;
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
            judge_answer(output, &query.start, &query.goal, truth.path().is_some())
        }
    }
}

/// The format's side for boards beyond 16 cells.
mod big_boards {
    use super::*;
    use crate::format::big::{push_big_spaced, BigDialect, BigPath};
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
            match path {
                Some(path) => path.write(out, |out, step| {
                    out.push(step.letter().to_ascii_uppercase())
                }),
                None => out.extend_from_slice(NO_ANSWER),
            }
            out.push(b'\n');
        }

        fn write_big_case(&self, out: &mut Vec<u8>, query: &Query<BigBoard>) {
            push_decimal(out, query.start.size().columns() as u64);
            out.push(b'\n');
            push_big_spaced(out, &query.start, b'\n');
        }
    }
}
