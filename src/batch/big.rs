//! The batch loop of the formats that take boards beyond 16 cells ([`BigDialect`]), when a
//! batch has such boards or reads each board's side from its input: case by case, each
//! answered by the exact engine when its board has at most 16 cells, else by the big-board
//! engine down to a small rectangle and the exact engine for that rectangle
//! ([`ShortPath`]: the hand-off between the two engines, which do not know each other), or,
//! when the batch asks (`--exact` on 5x5), by a whole-board exact engine ([`Whole`]).
//! The big-board engine's moves are streamed into the output as they are made (a 1000x1000
//! board takes about 2 x 10^9 moves, which are never held). Formats that write the count
//! first make those moves twice, counting them and then writing them. The judge's loop for
//! the same boards is `crate::judge::big`.
//!
//! # Costs
//! The cases' boards (4 bytes a cell each, plus 8 a cell while solving), an output buffer of
//! 64 KiB; the exact engine's tables when a case needs them (3x4's light tier, 4-4-3 tiles,
//! 43 KB and a millisecond, for every board beyond 16 cells; 4x4's, 34 MB and about a
//! second, for 5x5, 4x5 and 5x4).

use super::{Outcome, OUTPUT_BYTES};
use crate::big::{BigSolver, Reduced, Rest, Sides, MOST_SEARCHED, SEARCHED_WHOLE};
use crate::format::{BigDialect, BigPath, CaseReader, Pace};
use crate::grid::Grid;
use crate::shared::terminal::stderr_is_terminal;
use crate::shared::{Answer, BigBoard, Engine, Error, Move, Query, Size, Solution, Solved};
use std::io::{self, Read, Write};

/// The exact engine for the cases of at most 16 cells and for the rectangles the big-board
/// engine leaves ([`ShortPath`]), made by `make` for each size when first needed (the
/// binary's uses every core and the disk cache, a one-file solver's one core and no disk)
/// and kept: a batch meets a few sizes at most.
pub(crate) struct Exact<E, M> {
    make: M,
    engines: Vec<(Size, E)>,
    answers: Vec<Solution>,
}

impl<E: Engine<Grid, Solved = Solution>, M: FnMut(Size) -> E> Exact<E, M> {
    /// The engine `make` makes for a size.
    pub(crate) fn new(make: M) -> Exact<E, M> {
        Exact {
            make,
            engines: Vec::new(),
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
        let known = self.engines.iter().position(|(known, _)| *known == size);
        let index = known.unwrap_or_else(|| {
            self.engines.push((size, (self.make)(size)));
            self.engines.len() - 1
        });
        let (_, engine) = &mut self.engines[index];
        engine.solve_all(std::slice::from_ref(&exact), limit, &mut self.answers);
        (exact, self.answers.first().expect("one answer a query"))
    }
}

/// An exact engine for whole boards beyond 16 cells, when the batch asks for one (the
/// binary's `--exact` on 5x5): called with the case's number, its query (whose goal can be
/// reached) and the format's limit, it answers the queries it takes and gives `None` for
/// the others, which the big-board engine answers.
pub(crate) type Whole<'a> =
    dyn FnMut(u64, &Query<BigBoard>, Option<usize>) -> Option<Solution> + 'a;

/// Answers every case of `input` (boards of `size`, or of the side each case gives), each
/// board beyond 16 cells by `whole` when it takes it.
///
/// # Errors
/// [`Error::Input`] on bad input, after every answer due is written; [`Error::Io`].
pub(crate) fn serve_big<D: BigDialect, E: Engine<Grid, Solved = Solution>>(
    dialect: &D,
    size: Size,
    exact: &mut Exact<E, impl FnMut(Size) -> E>,
    whole: &mut Whole<'_>,
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
        let reachable = if D::PACE.answers_exactly(query.start.size()) {
            let (exact_query, solution) = exact.solve(&query, D::INFO.limit);
            dialect.answer(&mut out, case, &exact_query, solution.answer());
            solution.answer() != Answer::Unreachable
        } else if !query.start.can_reach(&query.goal) {
            dialect.big_answer(&mut out, case, &query, None);
            false
        } else if let Some(solution) = whole(case, &query, D::INFO.limit) {
            answer_whole(dialect, case, &query, &solution, &mut out);
            true
        } else {
            answer_big(dialect, case, &query, exact, &mut out, &mut output)?;
            true
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

/// Whether the big-board engine leaves the unsolved rectangle `rest` of a board of `board`
/// to the exact engine: every rectangle of at most 12 cells (3x4, 2x6, ...: an exact search
/// of well under a millisecond), and 4x4 on boards of at most 25 cells, where its search
/// (about 30 ms with the 6-6-3 databases) is worth it: on Korf and Felner's 5x5 boards the
/// paths come down from 2.40 to 1.79 times the optimum, and to 1.25 with the sides placed
/// by searches (`benches/big.rs`). Every reduction meets such a rectangle: it takes one line
/// a time off a rectangle of at least 2x2.
/// At [`Pace::Brisk`] only the rectangles of at most 12 cells are.
fn leave_to_exact(board: Size, rest: Size, pace: Pace) -> bool {
    let careful = pace == Pace::Careful;
    rest.cells() <= 12
        || (careful && rest.rows() == 4 && rest.columns() == 4 && board.cells() <= 25)
}

/// The path `eight` answers for a case beyond 16 cells: the big-board engine's moves down to
/// a small rectangle, which are made again each time they are wanted, then the exact
/// engine's path for that rectangle (the smallest shortest one), which is held.
pub(crate) struct ShortPath {
    /// How it was made, and is made again.
    pace: Pace,
    /// The big-board engine's moves.
    reduction: u64,
    /// The exact engine's path for the rectangle left.
    finish: Vec<Move>,
}

impl ShortPath {
    /// The path of `query` (whose goal can be reached): its big-board part is made once,
    /// uncounted, here.
    pub(crate) fn find<E: Engine<Grid, Solved = Solution>>(
        query: &Query<BigBoard>,
        exact: &mut Exact<E, impl FnMut(Size) -> E>,
        pace: Pace,
    ) -> ShortPath {
        ShortPath::stream(query, exact, pace, &mut |_| true)
    }

    /// [`ShortPath::find`] handing each move to `sink` as it is made, until `sink` says no.
    pub(crate) fn stream<E: Engine<Grid, Solved = Solution>>(
        query: &Query<BigBoard>,
        exact: &mut Exact<E, impl FnMut(Size) -> E>,
        pace: Pace,
        sink: &mut dyn FnMut(Move) -> bool,
    ) -> ShortPath {
        let reduced = reduce(query, pace, sink);
        let finish = match reduced.left {
            Some((rest, board)) => {
                let small = rest_query(&board, &query.goal, rest);
                let (_, solution) = exact.solve(&small, None);
                let letters = solution.answer().path().expect("the rest can be solved");
                letters
                    .iter()
                    .map(|&letter| Move::from_letter(letter).expect("a move letter"))
                    .collect()
            }
            // The sink stopped the reduction: nothing more is wanted.
            None => Vec::new(),
        };
        ShortPath {
            pace,
            reduction: reduced.moves,
            finish,
        }
    }

    /// Its number of moves.
    pub(crate) fn moves(&self) -> u64 {
        self.reduction + self.finish.len() as u64
    }

    /// Hands every move to `sink` in order (the reduction made again) until it says no.
    fn write(&self, query: &Query<BigBoard>, sink: &mut dyn FnMut(Move) -> bool) {
        let mut going = true;
        reduce(query, self.pace, &mut |step| {
            going = sink(step);
            going
        });
        if going {
            self.write_finish(sink);
        }
    }

    /// Hands the exact finish's moves to `sink` in order until it says no.
    pub(crate) fn write_finish(&self, sink: &mut dyn FnMut(Move) -> bool) {
        for &step in &self.finish {
            if !sink(step) {
                return;
            }
        }
    }
}

/// The big-board engine's moves for `query` (whose goal can be reached) down to the first
/// rectangle [`leave_to_exact`] takes, handed to `sink` until it says no; on boards of at
/// most 25 cells its sides are placed by searches (Korf and Felner's 5x5 boards take 38 to
/// 45 ms a board with the disk cache warm, the 4x4 finish included, against 31 to 36 tile
/// by tile; see `big::place`), beyond tile by tile; at [`Pace::Brisk`] every board tile by
/// tile.
fn reduce(query: &Query<BigBoard>, pace: Pace, sink: &mut dyn FnMut(Move) -> bool) -> Reduced {
    let board = query.start.size();
    let leave = |rest: Size| leave_to_exact(board, rest, pace);
    let cells = board.cells();
    let sides = match pace {
        _ if cells > MOST_SEARCHED => Sides::Walked,
        Pace::Careful => Sides::Careful,
        Pace::Brisk if cells > SEARCHED_WHOLE => Sides::Brisk,
        Pace::Brisk => Sides::Walked,
    };
    BigSolver::reduce_while(&query.start, &query.goal, &leave, sides, sink)
        .expect("the goal can be reached")
}

/// The rectangle `rest` of `board` (everything outside it in place) as a query of its own:
/// the cells in it renamed in the order of their values, the blank still 0.
fn rest_query(board: &BigBoard, goal: &BigBoard, rest: Rest) -> Query<BigBoard> {
    let columns = board.size().columns();
    let cells_of = |whole: &BigBoard| -> Vec<u32> {
        (0..rest.size.rows())
            .flat_map(|row| {
                let first = (rest.top + row) * columns + rest.left;
                whole.cells()[first..first + rest.size.columns()].to_vec()
            })
            .collect()
    };
    let (start, end) = (cells_of(board), cells_of(goal));
    let mut values = end.clone();
    values.sort_unstable();
    let renamed = |cells: Vec<u32>| {
        let names = cells.iter().map(|value| {
            values
                .binary_search(value)
                .expect("the rectangle holds the goal's values") as u32
        });
        BigBoard::from_cells(rest.size, names.collect()).expect("a permutation of the rectangle")
    };
    Query {
        start: renamed(start),
        goal: renamed(end),
    }
}

/// Appends the answer to a case beyond 16 cells whose goal can be reached, from the path an
/// exact engine found.
///
/// # Panics
/// If the engine found no path: the big formats set no limit.
fn answer_whole<D: BigDialect>(
    dialect: &D,
    case: u64,
    query: &Query<BigBoard>,
    solution: &Solution,
    out: &mut Vec<u8>,
) {
    let letters = solution
        .answer()
        .path()
        .expect("a reachable goal without a limit has a path");
    let mut walk = |out: &mut Vec<u8>, each: &mut dyn FnMut(&mut Vec<u8>, Move)| {
        for &letter in letters {
            each(out, Move::from_letter(letter).expect("a move letter"));
        }
    };
    let mut path = BigPath::new(Some(letters.len() as u64), &mut walk);
    dialect.big_answer(out, case, query, Some(&mut path));
}

/// Moves between two progress lines of a long path on a terminal.
const PROGRESS_MOVES: u64 = 1 << 26;

/// Appends the answer to a case beyond 16 cells whose goal can be reached, writing `out`
/// into `output` whenever it holds 64 KiB.
///
/// # Errors
/// [`Error::Io`] if writing fails.
fn answer_big<D: BigDialect, E: Engine<Grid, Solved = Solution>>(
    dialect: &D,
    case: u64,
    query: &Query<BigBoard>,
    exact: &mut Exact<E, impl FnMut(Size) -> E>,
    out: &mut Vec<u8>,
    output: &mut dyn Write,
) -> Result<(), Error> {
    // The count comes first: the path is found (its reduction made once, uncounted), then
    // written. Otherwise it is found while it is written, the exact finish last.
    let found = D::COUNT_FIRST.then(|| ShortPath::find(query, exact, D::PACE));
    let moves = found.as_ref().map(ShortPath::moves);
    let progress = stderr_is_terminal();
    let mut failed: Option<io::Error> = None;
    let mut walk = |out: &mut Vec<u8>, each: &mut dyn FnMut(&mut Vec<u8>, Move)| {
        let mut made = 0u64;
        // A failed write ends the walk: nothing more can reach the output.
        let mut sink = |step| {
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
        };
        match &found {
            Some(path) => path.write(query, &mut sink),
            None => {
                ShortPath::stream(query, exact, D::PACE, &mut sink).write_finish(&mut sink);
            }
        }
        if progress && made >= PROGRESS_MOVES {
            eprintln!();
        }
    };
    let mut path = BigPath::new(moves, &mut walk);
    dialect.big_answer(out, case, query, Some(&mut path));
    match failed {
        Some(error) => Err(Error::Io(error)),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(size: Size, cells: &[u32]) -> BigBoard {
        BigBoard::from_cells(size, cells.to_vec()).unwrap()
    }

    #[test]
    fn the_rectangle_left_is_renamed_in_the_order_of_its_values() {
        let size = Size::new(3, 4).unwrap();
        // Outside the bottom right 2x2 everything is in place.
        let goal = board(size, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]);
        let now = board(size, &[1, 2, 3, 4, 5, 6, 0, 8, 9, 10, 7, 11]);
        let rest = Rest {
            top: 1,
            left: 2,
            size: Size::new(2, 2).unwrap(),
        };
        let query = rest_query(&now, &goal, rest);
        // Values 7, 8, 11 and the blank become 1, 2, 3 and 0.
        assert_eq!(query.start.cells(), &[0, 2, 1, 3]);
        assert_eq!(query.goal.cells(), &[1, 2, 3, 0]);
    }

    #[test]
    fn a_short_path_is_the_reduction_then_the_exact_finish_and_reaches_the_goal() {
        let mut exact = Exact::new(crate::grid::engine::OneByOne::new);
        let size = Size::new(5, 5).unwrap();
        let goal = BigBoard::solved(size);
        let mut rng = crate::shared::random::SplitMix64::new(3);
        for _ in 0..3 {
            let mut cells: Vec<u32> = (0..25).collect();
            rng.shuffle(&mut cells);
            let mut start = board(size, &cells);
            if !start.can_reach(&goal) {
                let tiles: Vec<usize> = (0..25).filter(|&c| cells[c] != 0).take(2).collect();
                cells.swap(tiles[0], tiles[1]);
                start = board(size, &cells);
            }
            let query = Query {
                start: start.clone(),
                goal: goal.clone(),
            };
            let path = ShortPath::find(&query, &mut exact, Pace::Careful);
            let mut walked = start.clone();
            let mut moves = 0;
            path.write(&query, &mut |step| {
                assert!(walked.apply(step));
                moves += 1;
                true
            });
            assert_eq!(walked, goal);
            assert_eq!(moves, path.moves());
            let alone = BigSolver::count(&start, &goal).unwrap();
            assert!(path.moves() < alone, "{} against {alone}", path.moves());
            // A sink that stops early gets nothing after it said no.
            let mut handed = 0;
            path.write(&query, &mut |_| {
                handed += 1;
                handed < 10
            });
            assert_eq!(handed, 10);
        }
    }
}
