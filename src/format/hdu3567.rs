//! HDU 3567 "Eight II", the default format.
//!
//! Input: T, then T cases of two boards, start then goal. Output per case: `Case i: n`, then
//! the shortest move string, lexicographically smallest among the shortest (an empty line for
//! n = 0). An unreachable goal, which the judge never sends, gets `Case i: -1` and an empty
//! line.
//!
//! # Costs
//! Reading T and each case: a few token reads; writing: one line header and the path.

use super::{first_token, push_decimal, Count, Dialect, Query};
use crate::error::{Error, Place, Problem};
use crate::input::Tokens;
use crate::path::Path;
use std::io::Read;

/// The HDU 3567 dialect.
pub struct Hdu3567;

impl Dialect for Hdu3567 {
    fn count<R: Read>(&self, tokens: &mut Tokens<R>) -> Result<Count, Error> {
        let token = first_token(tokens)?;
        let problem = |problem| Error::input(Place::default(), Some(token), token.line(), problem);
        if !token.is_all_digits() {
            return Err(problem(Problem::NotACount));
        }
        // A token too long to keep is a number far beyond 64 bits.
        let value = token.bytes().and_then(|digits| {
            digits.iter().try_fold(0u64, |value, &digit| {
                value.checked_mul(10)?.checked_add(u64::from(digit - b'0'))
            })
        });
        value
            .map(Count::Announced)
            .ok_or_else(|| problem(Problem::CountTooLarge))
    }

    fn case<R: Read>(&self, tokens: &mut Tokens<R>, case: u64) -> Result<Option<Query>, Error> {
        super::start_and_goal(tokens, case)
    }

    fn answer(&self, out: &mut Vec<u8>, case: u64, _query: &Query, path: Option<&Path>) {
        out.extend_from_slice(b"Case ");
        push_decimal(out, case);
        out.extend_from_slice(b": ");
        match path {
            Some(path) => {
                push_decimal(out, path.len() as u64);
                out.push(b'\n');
                out.extend_from_slice(path.letters());
            }
            None => out.extend_from_slice(b"-1\n"),
        }
        out.push(b'\n');
    }
}

// The judge's side of the format, left out of the one-file bundle.
mod judging {
    use super::*;
    use crate::check::Judge;
    use crate::check::{judge_path, PathRule};
    use crate::output::{Fault, Output};

    impl Judge for Hdu3567 {
        fn judge<R: Read>(
            &self,
            output: &mut Output<R>,
            case: u64,
            query: &Query,
            truth: Option<&Path>,
        ) -> Result<(), Fault> {
            output.literal(b"Case ", "the case header")?;
            output.word(case.to_string().as_bytes(), "the case number")?;
            output.literal(b": ", "the case header")?;
            let truth = match truth {
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
                exact: Some(truth.letters()),
                longest: None,
                unsolvable_word: None,
            };
            judge_path(output, &query.start, &query.goal, &rule)
        }
    }
}
