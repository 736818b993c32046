//! The one dispatch from a format and a board size to the code that serves them: the
//! format's dialect with the 3x3 tables for 3x3 boards, or with the search of `crate::grid`
//! for the others; or the format itself when it answers its cases alone. The solver
//! ([`run`]), the judge and the generator all go through [`dispatch`].
//!
//! # Costs
//! Nothing but the engine it makes: [`Solver::new`] builds the rotation tables (0.15 ms);
//! the grid engine builds nothing until a chunk needs it.

use super::{pipeline, Outcome};
use crate::format::judging::{BigJudge, Judge, JudgeWhole};
use crate::format::list::Visit;
use crate::format::{EngineKind, Format};
use crate::grid::batch::GridBatch;
use crate::grid::{Grid, GridSolver};
use crate::shared::Cache;
use crate::shared::{Engine, Error, Puzzle, Size};
use crate::three::{Board, Solver};
use std::io::{Read, Write};

/// What a batch is: its format, its board size, where slow pattern databases are cached,
/// and whether a check scores boards beyond 16 cells. Made from a [`Format`] alone it has
/// the format's default size, the default disk cache, and scores.
///
/// # Example
/// ```
/// use eight::{Batch, Cache, Format, Size};
/// let batch = Batch::new(Format::Hdu3567)
///     .size(Size::parse("2x3").unwrap())
///     .cache(Cache::Off);
/// let mut output = Vec::new();
/// eight::run(batch, &b"1\n1 2 0 3 4 5\n0 1 2 3 4 5\n"[..], &mut output, &mut std::io::sink())
///     .unwrap();
/// assert_eq!(output, b"Case 1: 2\nll\n");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Batch {
    /// The input and output format.
    pub format: Format,
    /// The board size; the format must take it ([`Format::check_size`]).
    pub size: Size,
    /// The disk cache of the pattern databases that are slow to build.
    pub cache: Cache,
    /// Whether [`check`](crate::check) finds `eight`'s own path for each case beyond 16
    /// cells, whose shortest path is not known, so that [`Verdict::score`] compares the
    /// output with it. Without it such a case counts the output's own moves as its best
    /// and the check is as fast as reading the output (a 1000x1000 board: about a minute
    /// sooner). Cases of at most 16 cells are always scored against the exact answer.
    ///
    /// [`Verdict::score`]: crate::Verdict::score
    pub scores_big_boards: bool,
    /// Whether [`run`] answers 5x5 boards with the smallest shortest path, searched by the
    /// [`FiveSolver`](crate::FiveSolver) (`--exact`), instead of a short legal path in
    /// milliseconds. Its databases take 1.02 GB and, unless cached, minutes to build; a
    /// search takes milliseconds for boards 55 moves from the goal and minutes to hours
    /// for random ones. [`run`] refuses it ([`Error::Unsupported`]) for a format whose
    /// answers beyond 16 cells say that they are not shortest.
    pub exact: bool,
}

impl Batch {
    /// A batch of `format` with its default board size and the default disk cache.
    pub fn new(format: Format) -> Batch {
        Batch {
            format,
            size: format.default_size(),
            cache: Cache::Default,
            scores_big_boards: true,
            exact: false,
        }
    }

    /// The same batch with boards of `size`.
    pub fn size(self, size: Size) -> Batch {
        Batch { size, ..self }
    }

    /// The same batch with its slow databases cached in `cache` ([`Cache::Off`]: built in
    /// memory every time, as `--no-cache` asks).
    pub fn cache(self, cache: Cache) -> Batch {
        Batch { cache, ..self }
    }

    /// The same batch, scoring boards beyond 16 cells in a check or not
    /// ([`Batch::scores_big_boards`]; `eight check` scores them only with `--score`).
    pub fn scores_big_boards(self, scores_big_boards: bool) -> Batch {
        Batch {
            scores_big_boards,
            ..self
        }
    }
}

impl Batch {
    /// The same batch, searching 5x5 boards exactly or not ([`Batch::exact`]).
    pub fn exact(self, exact: bool) -> Batch {
        Batch { exact, ..self }
    }
}

impl From<Format> for Batch {
    fn from(format: Format) -> Batch {
        Batch::new(format)
    }
}

/// Something to do with a format's code and the engine for its boards.
pub(crate) trait WithEngine {
    /// What it gives back.
    type Output;

    /// Does it with the dialect of a format whose cases `engine` solves, with boards of type
    /// `B` and `shape`.
    fn with<D: Judge, B: Puzzle, E: Engine<B>>(
        self,
        dialect: &D,
        shape: B::Shape,
        engine: E,
    ) -> Self::Output;

    /// Does it with a format that takes boards beyond 16 cells, for a batch of such boards
    /// of `size` or one whose cases give their own sides; `cache` serves the cases of at most
    /// 16 cells.
    fn big<D: BigJudge>(self, dialect: &D, size: Size, cache: &Cache) -> Self::Output;

    /// Does it with a format that answers its cases itself.
    fn whole<W: JudgeWhole>(self, format: &W) -> Self::Output;
}

/// The binary's engine for boards of `size` other than 3x3: cases on every core, slow
/// databases cached in `cache`.
pub(crate) fn every_core(size: Size, cache: &Cache) -> GridBatch {
    GridBatch::on_every_core(GridSolver::with_cache(size, cache))
}

/// Calls `task` with the code of `batch`'s format and the engine for its size.
///
/// # Errors
/// [`Error::Unsupported`] when the format does not take the size; else what `task` gives.
pub(crate) fn dispatch<T: WithEngine<Output = Result<O, Error>>, O>(
    batch: &Batch,
    task: T,
) -> Result<O, Error> {
    let size = batch.format.check_size(batch.size)?;
    struct Pick<'c, T> {
        size: Size,
        engine: EngineKind,
        cache: &'c Cache,
        task: T,
    }
    impl<T: WithEngine> Visit for Pick<'_, T> {
        type Output = T::Output;

        fn dialect<D: Judge>(self, dialect: &'static D) -> T::Output {
            match self.engine {
                EngineKind::Tables => {
                    self.task
                        .with::<D, Board, Solver>(dialect, (), Solver::new())
                }
                EngineKind::Search => {
                    let engine = every_core(self.size, self.cache);
                    self.task
                        .with::<D, Grid, GridBatch>(dialect, self.size, engine)
                }
                other => unreachable!("a format without boards beyond 16 cells, {:?}", other),
            }
        }

        fn big<D: BigJudge>(self, dialect: &'static D) -> T::Output {
            match self.engine {
                EngineKind::ShortPath | EngineKind::PerCase => {
                    self.task.big(dialect, self.size, self.cache)
                }
                _ => self.dialect(dialect),
            }
        }

        fn whole<W: JudgeWhole>(self, format: &'static W) -> T::Output {
            self.task.whole(format)
        }
    }
    batch.format.visit(Pick {
        size,
        engine: batch.format.engine(size),
        cache: &batch.cache,
        task,
    })
}

/// Answers every case of `input` in the batch's format, writing answers to `output` and
/// warnings (an unreachable goal, input after the last case) to `warnings`. A [`Format`]
/// alone is a batch with its default size (3x3, or 4x4 for lightoj1121 and uva10181) and
/// the default disk cache.
///
/// # Errors
/// [`Error::Input`] on bad input, after every answer before the bad case is written and
/// flushed; [`Error::Unsupported`] when the format does not take the size, or
/// [`Batch::exact`]; [`Error::Io`] if reading or writing fails.
///
/// # Example
/// ```
/// use eight::Format;
/// let mut output = Vec::new();
/// let input = &b"2\n12X453786 12345678X\n564178X23 7568X4123\n"[..];
/// let outcome = eight::run(Format::Hdu3567, input, &mut output, &mut std::io::sink()).unwrap();
/// assert_eq!(outcome.cases, 2);
/// assert_eq!(output, b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
/// ```
pub fn run(
    batch: impl Into<Batch>,
    input: impl Read,
    output: impl Write,
    warnings: &mut dyn Write,
) -> Result<Outcome, Error> {
    struct Solve<'w, I, O> {
        input: I,
        output: O,
        warnings: &'w mut dyn Write,
        exact: bool,
    }
    impl<I: Read, O: Write> WithEngine for Solve<'_, I, O> {
        type Output = Result<Outcome, Error>;

        fn with<D: Judge, B: Puzzle, E: Engine<B>>(
            self,
            dialect: &D,
            shape: B::Shape,
            mut engine: E,
        ) -> Result<Outcome, Error> {
            pipeline::serve(
                dialect,
                shape,
                &mut engine,
                self.input,
                self.output,
                self.warnings,
            )
        }

        fn big<D: BigJudge>(
            self,
            dialect: &D,
            size: Size,
            cache: &Cache,
        ) -> Result<Outcome, Error> {
            if self.exact && D::SAYS_NOT_SHORTEST {
                return Err(Error::Unsupported(format!(
                    "--exact is not for {}, whose answers beyond 16 cells say that their path \
                     is not shown to be the shortest",
                    D::INFO.name
                )));
            }
            let mut exact = super::Exact::new(|size| every_core(size, cache));
            let mut five = super::five::ExactFive::new(cache);
            // A copy: edition 2018 (the one-file checkers) would capture all of `self`.
            let searched = self.exact;
            super::serve_big(
                dialect,
                size,
                &mut exact,
                &mut |case, query, limit| match searched {
                    true => five.solve(case, query, limit),
                    false => None,
                },
                self.input,
                self.output,
                self.warnings,
            )
        }

        fn whole<W: JudgeWhole>(self, format: &W) -> Result<Outcome, Error> {
            let cases = format.serve(self.input, self.output)?;
            Ok(Outcome {
                cases,
                unreachable: 0,
            })
        }
    }
    let batch = batch.into();
    dispatch(
        &batch,
        Solve {
            input,
            output,
            warnings,
            exact: batch.exact,
        },
    )
}
