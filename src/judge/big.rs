//! The judge's loop for the formats that take boards beyond 16 cells, when a batch has such
//! boards or reads each board's side from its input: each case of at most 16 cells by the
//! format's own rule against the exact answer, each bigger one by "any legal path".
//!
//! # Costs
//! The case's boards; beyond 16 cells, when the batch scores them, `eight`'s own path is
//! found too (its big-board moves counted, not kept: only the exact finish of its last
//! rectangle is), which on a 1000x1000 board is about a minute.

use super::witness::{watched, Boards, Witness};
use crate::batch::{Exact, ShortPath};
use crate::format::judging::{judge_cases, BigJudge, Verdict};
use crate::format::CaseReader;
use crate::grid::Grid;
use crate::shared::{Answer, Engine, Error, Size, Solution, Solved};
use std::io::{Read, Write};

/// Judges `output` against every case of `input` (boards of `size`, or of the side each
/// case gives): the rule of the format up to 16 cells, any legal path beyond. Beyond 16
/// cells the shortest is not known: the verdict's `shortest` counts the shorter of `eight`'s
/// own path and the output's when `scores` asks for it, else the output's.
///
/// # Errors
/// [`Error::Input`] for a bad input; [`Error::Io`].
pub(crate) fn judge_big<D: BigJudge, E: Engine<Grid, Solved = Solution>>(
    dialect: &D,
    size: Size,
    exact: &mut Exact<E, impl FnMut(Size) -> E>,
    scores: bool,
    (input, output): (impl Read, impl Read),
    warnings: &mut dyn Write,
    mut witness: Option<&mut dyn Witness>,
) -> Result<Verdict, Error> {
    let mut cases = CaseReader::<D, _, Grid>::new(dialect, size, input)?;
    let verdict = judge_cases(
        output,
        || cases.next_big(size),
        |output, case, query| {
            let cells = query.start.size().cells();
            let boards = || Boards::of_big(&query.start, &query.goal);
            if query.start.size().is_exact() {
                let (exact_query, solution) = exact.solve(&query, D::INFO.limit);
                let truth = solution.answer();
                output.take_path();
                watched(&mut witness, output, cells, boards, Some(truth), |output| {
                    dialect.judge(output, case, &exact_query, truth)
                })?;
                return Ok(match (output.take_path(), truth.path()) {
                    (Some(moves), Some(best)) => (moves, best.len() as u64),
                    _ => (0, 0),
                });
            }
            let reachable = query.start.can_reach(&query.goal);
            let truth = match reachable {
                true => None,
                false => Some(Answer::Unreachable),
            };
            let moves = watched(&mut witness, output, cells, boards, truth, |output| {
                dialect.big_judge(output, case, &query, reachable)
            })?;
            let own = match (reachable, scores) {
                (true, true) => ShortPath::find(&query, exact, D::PACE).moves(),
                (true, false) => moves,
                (false, _) => 0,
            };
            Ok((moves, own.min(moves)))
        },
    )?;
    cases.finish(warnings)?;
    Ok(verdict)
}
