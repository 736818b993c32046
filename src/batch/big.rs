//! The batch loop of the formats that take boards beyond 16 cells ([`BigDialect`]), when a
//! batch has such boards or reads each board's side from its input: case by case, each
//! answered by the exact engine when its board has at most 16 cells, else by the big-board
//! engine, whose path is streamed into the output as it is made (a 1000x1000 board takes
//! about 2 x 10^9 moves, which are never held). Formats that write the count first make
//! the path twice, counting it and then writing it. The judge's loop for the same boards is
//! `crate::judge::big`.
//!
//! # Costs
//! The cases' boards (4 bytes a cell each, plus 9 a cell while solving), an output buffer of
//! 64 KiB; the exact engine's tables when a case needs them.

use super::{Outcome, OUTPUT_BYTES};
use crate::big::BigSolver;
use crate::format::{BigDialect, BigPath, CaseReader};
use crate::grid::Grid;
use crate::shared::terminal::stderr_is_terminal;
use crate::shared::{Answer, BigBoard, Engine, Error, Move, Query, Size, Solution, Solved};
use std::io::{self, Read, Write};

/// The exact engine for the cases of at most 16 cells, made by `make` for their size when
/// first needed (the binary's uses every core and the disk cache, a one-file solver's one
/// core and no disk).
pub(crate) struct Exact<E, M> {
    make: M,
    engine: Option<(Size, E)>,
    answers: Vec<Solution>,
}

impl<E: Engine<Grid, Solved = Solution>, M: FnMut(Size) -> E> Exact<E, M> {
    /// The engine `make` makes for a size.
    pub(crate) fn new(make: M) -> Exact<E, M> {
        Exact {
            make,
            engine: None,
            answers: Vec::with_capacity(1),
        }
    }

    /// The query as exact boards, and its answer.
    ///
    /// # Panics
    /// If the query has more than 16 cells: the callers ask [`Size::is_exact`] first.
    pub(crate) fn solve(
        &mut self,
        query: &Query<BigBoard>,
        limit: Option<usize>,
    ) -> (Query<Grid>, &Solution) {
        let size = query.start.size();
        let grid = |board: &BigBoard| {
            let cells: Vec<u8> = board.cells().iter().map(|&v| v as u8).collect();
            Grid::from_cells(size, &cells).expect("a board of at most 16 cells")
        };
        let exact = Query {
            start: grid(&query.start),
            goal: grid(&query.goal),
        };
        if self.engine.as_ref().map(|(known, _)| *known) != Some(size) {
            self.engine = Some((size, (self.make)(size)));
        }
        let (_, engine) = self.engine.as_mut().expect("made just now");
        engine.solve_all(std::slice::from_ref(&exact), limit, &mut self.answers);
        (exact, self.answers.first().expect("one answer a query"))
    }
}

/// Answers every case of `input` (boards of `size`, or of the side each case gives).
///
/// # Errors
/// [`Error::Input`] on bad input, after every answer due is written; [`Error::Io`].
pub(crate) fn serve_big<D: BigDialect, E: Engine<Grid, Solved = Solution>>(
    dialect: &D,
    size: Size,
    exact: &mut Exact<E, impl FnMut(Size) -> E>,
    input: impl Read,
    mut output: impl Write,
    warnings: &mut dyn Write,
) -> Result<Outcome, Error> {
    let mut cases = CaseReader::<D, _, Grid>::new(dialect, size, input)?;
    let mut outcome = Outcome::default();
    let mut out = Vec::with_capacity(OUTPUT_BYTES + 1024);
    let mut case = 0;
    loop {
        let query = match cases.next_big(size) {
            Ok(Some(query)) => query,
            Ok(None) => break,
            Err(error) => {
                output.write_all(&out)?;
                output.flush()?;
                return Err(error);
            }
        };
        case += 1;
        let reachable = if query.start.size().is_exact() {
            let (exact_query, solution) = exact.solve(&query, D::INFO.limit);
            dialect.answer(&mut out, case, &exact_query, solution.answer());
            solution.answer() != Answer::Unreachable
        } else {
            answer_big(dialect, case, &query, &mut out, &mut output)?
        };
        let warned = [case];
        let unreachable = match reachable || D::INFO.unsolvable_is_an_answer {
            true => &warned[..0],
            false => &warned[..],
        };
        outcome.add(1, unreachable, warnings)?;
        if out.len() >= OUTPUT_BYTES {
            output.write_all(&out)?;
            out.clear();
        }
    }
    output.write_all(&out)?;
    output.flush()?;
    cases.finish(warnings)?;
    Ok(outcome)
}

/// Moves between two progress lines of a long path on a terminal.
const PROGRESS_MOVES: u64 = 1 << 26;

/// Appends the answer to a case beyond 16 cells, writing `out` into `output` whenever it
/// holds 64 KiB; says whether the goal can be reached.
///
/// # Errors
/// [`Error::Io`] if writing fails.
fn answer_big<D: BigDialect>(
    dialect: &D,
    case: u64,
    query: &Query<BigBoard>,
    out: &mut Vec<u8>,
    output: &mut dyn Write,
) -> Result<bool, Error> {
    if !query.start.can_reach(&query.goal) {
        dialect.big_answer(out, case, query, None);
        return Ok(false);
    }
    let moves = match D::COUNT_FIRST {
        true => BigSolver::count(&query.start, &query.goal),
        false => None,
    };
    let progress = stderr_is_terminal();
    let mut failed: Option<io::Error> = None;
    let mut walk = |out: &mut Vec<u8>, each: &mut dyn FnMut(&mut Vec<u8>, Move)| {
        let mut made = 0u64;
        // A failed write ends the walk: nothing more can reach the output.
        BigSolver::solve_while(&query.start, &query.goal, &mut |step| {
            each(out, step);
            made += 1;
            if out.len() >= OUTPUT_BYTES {
                failed = output.write_all(out).err();
                out.clear();
            }
            if progress && made % PROGRESS_MOVES == 0 {
                let of = moves.map_or(String::new(), |moves| format!(" of {moves}"));
                eprint!("\reight: case {case}: {made}{of} moves written ");
            }
            failed.is_none()
        });
        if progress && made >= PROGRESS_MOVES {
            eprintln!();
        }
    };
    let mut path = BigPath::new(moves, &mut walk);
    dialect.big_answer(out, case, query, Some(&mut path));
    match failed {
        Some(error) => Err(Error::Io(error)),
        None => Ok(true),
    }
}
