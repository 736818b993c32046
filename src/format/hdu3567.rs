//! HDU 3567 "Eight II", the default format, for boards of every size (`--size`).
//!
//! Input: T, then T cases of two boards, start then goal. Output per case: `Case i: n`, then
//! the shortest move string, lexicographically smallest among the shortest (an empty line for
//! n = 0). An unreachable goal, which the judge never sends, gets `Case i: -1` and an empty
//! line. Beyond 16 cells the moves are a short legal path, not the shortest, and the judge
//! takes any legal path of the length the header gives.
//!
//! # Costs
//! Reading T and each case: a few token reads; writing: one line header and the path.

use super::{push_decimal, push_spaced, start_and_goal, Cases, Dialect, Info, Sizes};
use crate::shared::{Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The HDU 3567 dialect.
pub struct Hdu3567;

impl Dialect for Hdu3567 {
    const INFO: Info = Info {
        name: "hdu3567",
        summary: "HDU 3567 Eight II: T, then T start/goal pairs; `Case i: n` and the move string",
        sizes: Sizes::Any(Size::THREE),
        cases: Cases::Announced,
        goal: None,
        limit: None,
        unsolvable_is_an_answer: false,
        accepts: None,
        most_cases: Some(200),
        always_reachable: true,
        accepts_any_shortest: false,
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

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, case: u64, _: &Query<B>, answer: Answer<'_>) {
        out.extend_from_slice(b"Case ");
        push_decimal(out, case);
        out.extend_from_slice(b": ");
        match answer.path() {
            Some(letters) => {
                push_decimal(out, letters.len() as u64);
                out.push(b'\n');
                out.extend_from_slice(letters);
            }
            None => out.extend_from_slice(b"-1\n"),
        }
        out.push(b'\n');
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        // The judge's layout: each board on a line of its own.
        if query.start.push_one_token(out) {
            out.push(b'\n');
            query.goal.push_one_token(out);
            out.push(b'\n');
        } else {
            push_spaced(out, &query.start, b"0", b' ');
            push_spaced(out, &query.goal, b"0", b' ');
        }
    }
}

/// The judge's side of the format.
mod judging {
    use super::*;
    use crate::format::judging::{judge_path, BigJudge, Judge, PathRule};
    use crate::shared::{BigBoard, Fault, Output};

    /// Any legal path, beyond 16 cells (its length is checked against the header after).
    const ANY_PATH: PathRule<'static> = PathRule {
        upper_case: false,
        exact: None,
        longest: None,
        unsolvable_word: None,
    };

    impl BigJudge for Hdu3567 {
        fn big_judge<R: Read>(
            &self,
            output: &mut Output<R>,
            case: u64,
            query: &Query<BigBoard>,
            reachable: bool,
        ) -> Result<u64, Fault> {
            output.literal(b"Case ", "the case header")?;
            output.word(case.to_string().as_bytes(), "the case number")?;
            output.literal(b": ", "the case header")?;
            if !reachable {
                output.word(b"-1", "the number of moves (the goal cannot be reached)")?;
                output.end_of_line("the case header", "the end of the line")?;
                output.end_of_line("the line after -1", "an empty line")?;
                return Ok(0);
            }
            let spot = output.spot();
            let moves = output.number(12, "the number of moves")?;
            output.end_of_line("the case header", "the end of the line")?;
            judge_path(output, &query.start, &query.goal, &ANY_PATH)?;
            let made = output.take_path().expect("a judged path is noted");
            if made != moves {
                return Err(spot.reject(format!(
                    "the header says {moves} moves, but the path has {made}"
                )));
            }
            output.note_path(made);
            Ok(made)
        }
    }

    impl Judge for Hdu3567 {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            case: u64,
            query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            output.literal(b"Case ", "the case header")?;
            output.word(case.to_string().as_bytes(), "the case number")?;
            output.literal(b": ", "the case header")?;
            let truth = match truth.path() {
                Some(truth) => truth,
                None => {
                    output.word(b"-1", "the number of moves (the goal cannot be reached)")?;
                    output.end_of_line("the case header", "the end of the line")?;
                    return output.end_of_line("the line after -1", "an empty line");
                }
            };
            output.word(truth.len().to_string().as_bytes(), "the number of moves")?;
            output.end_of_line("the case header", "the end of the line")?;
            let rule = PathRule {
                upper_case: false,
                exact: Some(truth),
                longest: None,
                unsolvable_word: None,
            };
            judge_path(output, &query.start, &query.goal, &rule)
        }
    }
}

/// The format's side for boards beyond 16 cells.
mod big_boards {
    use super::*;
    use crate::format::big::{BigDialect, BigPath};
    use crate::shared::BigBoard;

    impl BigDialect for Hdu3567 {
        const COUNT_FIRST: bool = true;

        fn big_answer(
            &self,
            out: &mut Vec<u8>,
            case: u64,
            _: &Query<BigBoard>,
            path: Option<&mut BigPath<'_>>,
        ) {
            out.extend_from_slice(b"Case ");
            push_decimal(out, case);
            out.extend_from_slice(b": ");
            match path {
                Some(path) => {
                    push_decimal(out, path.moves().expect("counted first: COUNT_FIRST"));
                    out.push(b'\n');
                    path.write(out, |out, step| out.push(step.letter()));
                }
                None => out.extend_from_slice(b"-1\n"),
            }
            out.push(b'\n');
        }
    }
}
