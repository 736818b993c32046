//! `eight show`: one self-contained HTML page that draws each case's board and plays its
//! answer move by move (`page`), from the one board drawing (`svg`) and the moves packed two
//! bits a move (`packed`). The answers are the solver's own: the smallest shortest path
//! where the board has at most 16 cells (also where the format prints only the count: the
//! page plays the path the count comes from), a short legal path beyond, said so.
//!
//! What a case shows: its start board, playable to the goal; for a goal that cannot be
//! reached, start and goal and the parity that parts them; for a path past the judge's
//! limit (lightoj1121's 35 moves, uva10181's 50) or past [`MOST_PLAYED_MOVES`], start and
//! goal and why; for a board of more than [`MOST_DRAWN_CELLS`] cells, its size only. A page
//! holds at most [`MOST_SHOWN_CASES`] cases and 250,000 cells (a page is for reading): the
//! rest of the input is still read, so a bad input is refused as the solver refuses it, and
//! the page says how many cases it left out.
//!
//! # Costs
//! Those of solving the cases shown; about 0.8 KB a 3x3 case and 1.2 KB a 4x4 one in the
//! page, plus a third of a byte a move.

mod check;
mod packed;
mod page;
mod statement;
pub(crate) mod svg;
mod tikz;

pub use check::show_check;
pub use statement::{sample_pictures, Pictures, MOST_PICTURED_CASES, MOST_PICTURED_CELLS};

use crate::batch::{dispatch, every_core, Batch, Exact, ShortPath, WithEngine};
use crate::format::judging::{BigJudge, Judge, JudgeWhole};
use crate::format::CaseReader;
use crate::grid::Grid;
use crate::judge::Boards;
use crate::shared::{Answer, Cache, Engine, Error, Move, Puzzle, Size, Solved};
use std::io::{Read, Write};

/// The most cases a page holds; past it the page says how many it left out.
pub const MOST_SHOWN_CASES: u64 = 1000;

/// The most moves a page plays a case (a 30x30 board's short path is about 57,000); a longer
/// path shows start and goal.
pub const MOST_PLAYED_MOVES: usize = 100_000;

/// The most cells of a board a page draws (32x32); a bigger board's case says its size only.
pub const MOST_DRAWN_CELLS: usize = 1024;

/// The most cells a page draws in all (250 boards of 32x32, 27,000 of 3x3); the cases past
/// it are left out, as past [`MOST_SHOWN_CASES`], so a page stays a few megabytes at most.
const PAGE_CELLS: usize = 250_000;

/// What a page holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Shown {
    /// The cases of the input.
    pub cases: u64,
    /// The cases the page holds (the first ones).
    pub drawn: u64,
}

/// How a case is played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Play {
    /// The smallest shortest path.
    Shortest(Vec<Move>),
    /// A short legal path, not shown to be the shortest (beyond 16 cells).
    Short(Vec<Move>),
    /// The goal cannot be reached.
    Unreachable,
    /// No path of at most this many moves, the judge's limit.
    OverLimit(usize),
    /// A legal path longer than [`MOST_PLAYED_MOVES`].
    TooLong,
    /// A board of more than [`MOST_DRAWN_CELLS`] cells: not drawn, not solved.
    TooBig,
    /// A contestant's answer, as the judge read it.
    Judged(Box<Judged>),
}

/// One case as the page draws it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Drawn {
    boards: Boards,
    play: Play,
}

impl Drawn {
    /// A case whose board has more than [`MOST_DRAWN_CELLS`] cells: its size only.
    fn too_big(rows: usize, columns: usize) -> Drawn {
        Drawn {
            boards: Boards {
                rows,
                columns,
                start: Vec::new(),
                goal: Vec::new(),
            },
            play: Play::TooBig,
        }
    }
}

/// A case's answer as the judge read it (`eight show --check`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Judged {
    /// The contestant's legal moves, as the judge walked them; `None` where the answer
    /// holds no path (a count, a word, or an answer wrong before its path).
    moves: Option<Vec<Move>>,
    /// Whether the path had more than [`MOST_PLAYED_MOVES`] legal moves.
    cut: bool,
    /// The moves after which the answer went wrong: the page opens the case there.
    stop: usize,
    /// The judge's message, `None` if it accepted the answer.
    rejection: Option<String>,
    /// The right answer; `None` where any legal path is right (beyond 16 cells).
    right: Option<Play>,
}

/// The refusal of a format whose answers hold no path (poj2893).
fn no_path_to_play(format: &str) -> Error {
    Error::Unsupported(format!(
        "{format}'s answers are YES or NO, by parity, with no path to play: eight show draws \
         the other formats"
    ))
}

/// How the engine's answer is played.
fn play_of(answer: Answer<'_>) -> Play {
    match answer {
        Answer::Path(letters) => Play::Shortest(
            letters
                .iter()
                .map(|&letter| Move::from_letter(letter).expect("an engine's path is letters"))
                .collect(),
        ),
        Answer::Unreachable => Play::Unreachable,
        Answer::LongerThan(limit) => Play::OverLimit(limit),
    }
}

/// Writes the page of the cases of `input` (in the format and size of `batch`) to `out`;
/// warnings about the input (text after its last case) go to `warnings`.
///
/// # Errors
/// [`Error::Input`] for a bad input, before anything is written; [`Error::Unsupported`] for
/// poj2893, whose answers are a parity and no path, or a size the format does not take;
/// [`Error::Io`].
pub fn show(
    batch: impl Into<Batch>,
    input: impl Read,
    out: &mut dyn Write,
    warnings: &mut dyn Write,
) -> Result<Shown, Error> {
    let batch = batch.into();
    let (drawn, cases) = dispatch(&batch, Gather { input, warnings })?;
    let shown = Shown {
        cases,
        drawn: drawn.len() as u64,
    };
    out.write_all(page::page(batch.format.name(), &drawn, shown, None).as_bytes())?;
    out.flush()?;
    Ok(shown)
}

/// What a page has room for: cases and cells.
#[derive(Default)]
struct Budget {
    cases: u64,
    cells: usize,
}

impl Budget {
    /// Whether the page takes one more case of `cells` cells, counting it if so; a board too
    /// big to draw costs a case and no cells. Once a case is left out, so are all after it:
    /// the page holds the first ones.
    fn takes(&mut self, cells: usize) -> bool {
        let cells = if cells > MOST_DRAWN_CELLS { 0 } else { cells };
        let fits = self.cases < MOST_SHOWN_CASES && self.cells + cells <= PAGE_CELLS;
        if fits {
            self.cases += 1;
            self.cells += cells;
        } else {
            self.cases = MOST_SHOWN_CASES;
        }
        fits
    }
}

/// Reads and solves the cases to draw.
struct Gather<'w, R> {
    input: R,
    warnings: &'w mut dyn Write,
}

impl<R: Read> WithEngine for Gather<'_, R> {
    type Output = Result<(Vec<Drawn>, u64), Error>;

    fn with<D: Judge, B: Puzzle, E: Engine<B>>(
        self,
        dialect: &D,
        shape: B::Shape,
        mut engine: E,
    ) -> Self::Output {
        let mut cases = CaseReader::<D, R, B>::new(dialect, shape, self.input)?;
        let (mut drawn, mut count, mut answers) = (Vec::new(), 0, Vec::with_capacity(1));
        let mut budget = Budget::default();
        while let Some(query) = cases.next_case()? {
            count += 1;
            if budget.takes(query.start.cells().len()) {
                engine.solve_all(std::slice::from_ref(&query), D::INFO.limit, &mut answers);
                drawn.push(Drawn {
                    boards: Boards::of(&query.start, &query.goal),
                    play: play_of(answers[0].answer()),
                });
            }
        }
        cases.finish(self.warnings)?;
        Ok((drawn, count))
    }

    fn big<D: BigJudge>(self, dialect: &D, size: Size, cache: &Cache) -> Self::Output {
        let mut exact = Exact::new(|size| every_core(size, cache));
        let mut cases = CaseReader::<D, R, Grid>::new(dialect, size, self.input)?;
        let (mut drawn, mut count) = (Vec::new(), 0);
        let mut budget = Budget::default();
        while let Some(query) = cases.next_big(size)? {
            count += 1;
            let board_size = query.start.size();
            if !budget.takes(board_size.cells()) {
                continue;
            }
            if board_size.cells() > MOST_DRAWN_CELLS {
                drawn.push(Drawn::too_big(board_size.rows(), board_size.columns()));
                continue;
            }
            let play = if D::PACE.answers_exactly(board_size) {
                let (_, solution) = exact.solve(&query, D::INFO.limit);
                play_of(solution.answer())
            } else if !query.start.can_reach(&query.goal) {
                Play::Unreachable
            } else {
                let mut moves = Vec::new();
                let mut too_long = false;
                // Takes moves until the page's bound, then says no (which stops the reduction).
                let mut take = |step| {
                    too_long |= moves.len() == MOST_PLAYED_MOVES;
                    if !too_long {
                        moves.push(step);
                    }
                    !too_long
                };
                ShortPath::stream(&query, &mut exact, D::PACE, &mut take).write_finish(&mut take);
                match too_long {
                    true => Play::TooLong,
                    false => Play::Short(moves),
                }
            };
            drawn.push(Drawn {
                boards: Boards::of_big(&query.start, &query.goal),
                play,
            });
        }
        cases.finish(self.warnings)?;
        Ok((drawn, count))
    }

    fn whole<W: JudgeWhole>(self, _: &W) -> Self::Output {
        Err(no_path_to_play(W::INFO.name))
    }
}
