//! The formats that ask only for the fewest moves of one board to a fixed goal (p1379,
//! alds1_13_b, alds1_13_c, aoj0121): their reading, answering, judging and writing, once.
//! leetcode773, whose boards are read its own way, answers through [`push_fewest`] and is
//! judged through [`judging::judge_fewest`] too.
//! Such a format is data, a [`FewestMoves`]: its [`Info`] (name, size, cases, goal) and how
//! a test input lays out a board.
//!
//! It is right for all of them at once because nothing here depends on which one it is: a
//! case is a start board read with the board's own reader and the goal of the format's
//! `Info` (which every such format has, checked when the goal is taken); the answer is the
//! length of the engine's shortest path, or `-1`; the judge wants exactly that number and
//! the line end.
//!
//! # Costs
//! As any format: a few token reads a case, a few bytes an answer.

use super::{push_spaced, start_to_fixed_goal, Dialect, Info};
use crate::shared::{push_decimal, Answer, Error, Puzzle, Query, Tokens};
use std::io::Read;

/// A format that asks only for the fewest moves of one board to its fixed goal: its facts
/// and how a test input writes a board. Every `FewestMoves` is a [`Dialect`] and a
/// [`Judge`](super::judging::Judge) through the code of this file.
pub(crate) trait FewestMoves: Sync {
    /// The format's facts; `goal` must be set.
    const FACTS: Info;
    /// How a test input writes a board.
    const LAYOUT: Layout;
}

/// How a test input of a [`FewestMoves`] format writes its board.
pub(crate) enum Layout {
    /// Its digits without separators, on one line (`283104765`).
    Digits,
    /// Its numbers on one line, a space between.
    OneLine,
    /// A line a row, a space between numbers.
    Rows,
}

impl<F: FewestMoves> Dialect for F {
    const INFO: Info = F::FACTS;

    fn case<R: Read, B: Puzzle>(
        &self,
        tokens: &mut Tokens<R>,
        shape: B::Shape,
        case: u64,
    ) -> Result<Option<Query<B>>, Error> {
        // Every such format fixes its goal; the tests read a case of each.
        let goal = F::FACTS
            .goal
            .expect("a format of fewest moves fixes its goal");
        start_to_fixed_goal(tokens, shape, case, goal)
    }

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, _: u64, _: &Query<B>, answer: Answer<'_>) {
        push_fewest(out, answer);
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        match F::LAYOUT {
            Layout::Digits => {
                out.extend(query.start.cells().iter().map(|&cell| b'0' + cell));
                out.push(b'\n');
            }
            Layout::OneLine => push_spaced(out, &query.start, b"0", b' '),
            Layout::Rows => push_spaced(out, &query.start, b"0", b'\n'),
        }
    }
}

/// Appends the answer of a format of fewest moves: the number, or `-1` when the goal cannot
/// be reached, and the line end.
pub(super) fn push_fewest(out: &mut Vec<u8>, answer: Answer<'_>) {
    match answer.path() {
        Some(letters) => push_decimal(out, letters.len() as u64),
        None => out.extend_from_slice(b"-1"),
    }
    out.push(b'\n');
}

/// The judge's side: the number, or `-1` when the goal cannot be reached, and the line end.
pub(super) mod judging {
    use super::*;
    use crate::format::judging::Judge;
    use crate::shared::{Fault, Output};

    impl<F: FewestMoves> Judge for F {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            _query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            judge_fewest(output, truth)
        }
    }

    /// Judges the answer of a format of fewest moves: exactly [`push_fewest`]'s number.
    pub(in crate::format) fn judge_fewest<R: Read>(
        output: &mut Output<R>,
        truth: Answer<'_>,
    ) -> Result<(), Fault> {
        let expected = truth
            .path()
            .map_or_else(|| "-1".to_string(), |path| path.len().to_string());
        output.word(expected.as_bytes(), "the fewest moves")?;
        output.end_of_line("the answer", "the end of the line")
    }
}
