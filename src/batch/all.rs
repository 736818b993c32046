//! `eight all`: every shortest path of each case, for problem setters who want to know
//! whether an answer is unique. Boards of at most 16 cells; each case is read with the
//! batch's format and solved by the grid engine with its last IDA* iteration run whole
//! ([`GridSolver::all_paths`]), so the paths come in lexicographic order.
//!
//! Output per case: `Case i: n, k paths` (`k path` for one, `at least k paths` when the
//! limit cut the list), then the paths, one a line (an empty line for the 0-move path); an
//! unreachable goal gives `Case i: -1, 0 paths` and a warning.
//!
//! # Costs
//! The light tables of each goal blank cell met; per case one IDA* run whose last iteration
//! is searched whole (for a hard 4x4 board a few times the time of its first path), and the
//! listed paths in memory (at most the limit, at most 80 moves each).

use super::dispatch::{dispatch, WithEngine};
use super::{Batch, Outcome};
use crate::format::judging::{BigJudge, Judge, JudgeWhole};
use crate::format::{CaseReader, Sizes};
use crate::grid::{Grid, GridSolver};
use crate::shared::Cache;
use crate::shared::{push_decimal, Engine, Error, Puzzle, Size};
use std::io::{Read, Write};

/// The number of paths `eight all` lists per case when not told.
pub const DEFAULT_PATHS: usize = 100;

/// Writes every shortest path of each case of `input` (read in the batch's format), at most
/// `at_most` a case, to `output`; warnings (an unreachable goal, input after the last case)
/// to `warnings`.
///
/// # Errors
/// [`Error::Unsupported`] for a batch of boards beyond 16 cells or a format that answers
/// its cases alone; [`Error::Input`] on bad input, after every listing before it is
/// written; [`Error::Io`].
///
/// # Example
/// ```
/// let input = &b"1\n1 2 3 4 5 6 7 0 8\n1 2 3 4 5 6 7 8 0\n"[..];
/// let mut output = Vec::new();
/// eight::all_paths(eight::Format::Hdu3567, input, &mut output, &mut std::io::sink(), 10)
///     .unwrap();
/// assert_eq!(output, b"Case 1: 1, 1 path\nr\n");
/// ```
pub fn all_paths(
    batch: impl Into<Batch>,
    input: impl Read,
    output: impl Write,
    warnings: &mut dyn Write,
    at_most: usize,
) -> Result<Outcome, Error> {
    struct List<'w, I, O> {
        input: I,
        output: O,
        warnings: &'w mut dyn Write,
        at_most: usize,
        cache: Cache,
    }
    impl<I: Read, O: Write> WithEngine for List<'_, I, O> {
        type Output = Result<Outcome, Error>;

        fn with<D: Judge, B: Puzzle, E: Engine<B>>(
            mut self,
            dialect: &D,
            shape: B::Shape,
            _: E,
        ) -> Result<Outcome, Error> {
            let mut cases = CaseReader::<D, I, B>::new(dialect, shape, self.input)?;
            let mut solver: Option<GridSolver> = None;
            let mut outcome = Outcome::default();
            let mut out = Vec::new();
            let mut case = 0;
            loop {
                let query = match cases.next_case() {
                    Ok(Some(query)) => query,
                    Ok(None) => break,
                    Err(error) => {
                        self.output.flush()?;
                        return Err(error);
                    }
                };
                case += 1;
                let columns = query.start.columns();
                let size = Size::new(query.start.cells().len() / columns, columns)
                    .expect("a board's own shape");
                let grid = |board: &B| Grid::from_cells(size, board.cells()).expect("a board");
                let (start, goal) = (grid(&query.start), grid(&query.goal));
                if solver.as_ref().map(GridSolver::size) != Some(size) {
                    solver = Some(GridSolver::with_cache(size, &self.cache));
                }
                let solver = solver.as_mut().expect("made for this size just now");
                solver.prepare_light(&goal);
                out.clear();
                out.extend_from_slice(b"Case ");
                push_decimal(&mut out, case);
                out.extend_from_slice(b": ");
                let unreachable: &[u64] = match solver.all_paths(&start, &goal, self.at_most) {
                    None => {
                        out.extend_from_slice(b"-1, 0 paths\n");
                        std::slice::from_ref(&case)
                    }
                    Some((paths, more)) => {
                        push_decimal(&mut out, paths[0].len() as u64);
                        out.extend_from_slice(if more { b", at least " } else { b", " });
                        push_decimal(&mut out, paths.len() as u64);
                        out.extend_from_slice(if paths.len() == 1 && !more {
                            b" path\n"
                        } else {
                            b" paths\n"
                        });
                        for path in &paths {
                            out.extend_from_slice(path);
                            out.push(b'\n');
                        }
                        &[]
                    }
                };
                self.output.write_all(&out)?;
                outcome.add(1, unreachable, self.warnings)?;
            }
            self.output.flush()?;
            cases.finish(self.warnings)?;
            Ok(outcome)
        }

        fn big<D: BigJudge>(self, _: &D, size: Size, _: &Cache) -> Result<Outcome, Error> {
            Err(Error::Unsupported(match D::INFO.sizes {
                Sizes::Side { .. } => format!(
                    "eight all does not read {} inputs yet: each gives its own side",
                    D::INFO.name
                ),
                _ => format!(
                    "eight all lists the shortest paths of boards of at most {} cells, not {size}",
                    crate::shared::MAX_CELLS
                ),
            }))
        }

        fn whole<W: JudgeWhole>(self, _: &W) -> Result<Outcome, Error> {
            Err(Error::Unsupported(format!(
                "{} boards have no paths to list",
                W::INFO.name
            )))
        }
    }
    let batch = batch.into();
    let cache = batch.cache.clone();
    dispatch(
        &batch,
        List {
            input,
            output,
            warnings,
            at_most,
            cache,
        },
    )
}
