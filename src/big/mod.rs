//! Short solutions for boards beyond 16 cells, up to a million cells: a legal path to the
//! goal, found fast and streamed move by move, never claimed to be shortest. This is the
//! third engine, beside the exact ones (`crate::three`, `crate::grid`); it imports only
//! `crate::shared`.
//!
//! The files: `work` (the relabelled board and its moves: a blank step, the blank walked
//! round obstacles, a tile walked by the blank, a window solved by search), `peel` (the
//! reduction that places the tiles line by line) and `place` (a few tiles of a line placed
//! at once by a search, on boards of at most 100 cells). This file holds [`BigSolver`].
//!
//! # Method
//! Tiles are renamed by their cells in the goal, so any goal is the identity. The unsolved
//! rectangle is peeled one side at a time, rows while it is at least as tall as wide (when
//! the sides are searched, a square of 5x5 or more gives up whichever of its two sides has
//! its tiles nearer their cells), each side chosen so that the goal's blank stays inside;
//! each tile is walked to its cell by the blank, the last two of a line through a small
//! window search, and the last 2x2 rectangle by a search too (`peel`); or, on boards of at
//! most 100 cells when the caller asks, a few tiles of a line at a time by a search whose
//! moves cost less when they help the other tiles (`place`): on random 10x10 boards 2.5
//! times the Manhattan sum instead of 3.3.
//!
//! # Costs
//! 8 bytes a cell while solving; time proportional to the moves, about 15 ns a move on a
//! 100x100 board and 20 ns on a 1000x1000 one (`benches/big.rs`, 2026-12-02). The moves go
//! to the caller's sink as they are made.

mod peel;
mod place;
mod work;

pub(crate) use peel::{Rest, Sides, MOST_SEARCHED, SEARCHED_WHOLE};

use crate::shared::{BigBoard, Move, Size};
use work::Work;

/// Solves boards of any size with a short legal path (see the module docs): the engine for
/// boards beyond [`MAX_CELLS`](crate::MAX_CELLS), where no exact method is practical.
///
/// # Example
/// ```
/// use eight::{BigBoard, BigSolver, Size};
/// let size = Size::new(5, 5).unwrap();
/// let goal = BigBoard::solved(size);
/// let mut start = goal.clone();
/// for step in [eight::Move::Up, eight::Move::Left, eight::Move::Up] {
///     assert!(start.apply(step));
/// }
/// let mut path = Vec::new();
/// let moves = BigSolver::solve(&start, &goal, &mut |step| path.push(step)).unwrap();
/// assert_eq!(moves, path.len() as u64);
/// for step in path {
///     assert!(start.apply(step));
/// }
/// assert_eq!(start, goal);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct BigSolver;

/// Where [`BigSolver::reduce_while`] ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Reduced {
    /// The moves made.
    pub(crate) moves: u64,
    /// The rectangle left unsolved and the board the moves lead to, if the caller wanted a
    /// rectangle left (and the sink did not stop the solve first).
    pub(crate) left: Option<(Rest, BigBoard)>,
}

impl BigSolver {
    /// Hands each move of a path from `start` to `goal` to `sink`, in order, and returns how
    /// many there were; `None` (no move made) when the goal cannot be reached (parity) or
    /// the boards differ in size.
    pub fn solve(start: &BigBoard, goal: &BigBoard, sink: &mut dyn FnMut(Move)) -> Option<u64> {
        BigSolver::solve_while(start, goal, &mut |step| {
            sink(step);
            true
        })
    }

    /// [`BigSolver::solve`] for a sink that may want no more moves (a closed output, say):
    /// it returns whether to go on, and once it says no, the solver hands it nothing more
    /// and returns within one tile's walk. Returns the moves made, the refused one included.
    pub fn solve_while(
        start: &BigBoard,
        goal: &BigBoard,
        sink: &mut dyn FnMut(Move) -> bool,
    ) -> Option<u64> {
        BigSolver::reduce_while(start, goal, &|_| false, Sides::Walked, sink)
            .map(|reduced| reduced.moves)
    }

    /// [`BigSolver::solve_while`] that leaves the first unsolved rectangle `leave` wants left
    /// (one of at most 16 cells, say, for an exact search to finish), the board outside it
    /// solved. The rectangles met are those of the whole solve, from the full board down to
    /// 2x2, so with [`Sides::Walked`] the moves are a prefix of [`BigSolver::solve`]'s.
    /// Otherwise each side is placed by searches a few tiles at a time instead of tile by
    /// tile (see `peel`): for boards of at most [`MOST_SEARCHED`] cells. `None` as for
    /// [`BigSolver::solve`].
    ///
    /// # Panics
    /// With searched sides, if the board has more than [`MOST_SEARCHED`] cells.
    pub(crate) fn reduce_while(
        start: &BigBoard,
        goal: &BigBoard,
        leave: &dyn Fn(Size) -> bool,
        sides: Sides,
        sink: &mut dyn FnMut(Move) -> bool,
    ) -> Option<Reduced> {
        if !start.can_reach(goal) {
            return None;
        }
        let mut goal_cell = vec![0u32; goal.cells().len()];
        for (cell, &value) in goal.cells().iter().enumerate() {
            goal_cell[value as usize] = cell as u32;
        }
        let labels = start
            .cells()
            .iter()
            .map(|&value| goal_cell[value as usize])
            .collect();
        let mut work = Work::new(start.size(), labels, goal.blank(), sink);
        assert!(
            sides == Sides::Walked || start.size().cells() <= MOST_SEARCHED,
            "a search over at most 100 cells"
        );
        let rest = peel::finish(&mut work, goal.blank(), leave, sides);
        let columns = start.size().columns();
        debug_assert!(
            work.stopped
                || work.labels().enumerate().all(|(cell, label)| {
                    let (row, column) = (cell / columns, cell % columns);
                    let outside = rest.map_or(true, |rest| {
                        !(rest.top..rest.top + rest.size.rows()).contains(&row)
                            || !(rest.left..rest.left + rest.size.columns()).contains(&column)
                    });
                    label as usize == cell || !outside
                }),
            "the reduction ends on the goal, but for the rectangle left"
        );
        // The board only where a rectangle is left: a whole solve needs none.
        let left = rest.map(|rest| {
            let cells = work.labels().map(|label| goal.cells()[label as usize]);
            let board = BigBoard::from_cells(start.size(), cells.collect())
                .expect("the labels are a permutation of the goal's cells");
            (rest, board)
        });
        Some(Reduced {
            moves: work.moves,
            left,
        })
    }

    /// The number of moves [`BigSolver::solve`] makes, without keeping them.
    pub fn count(start: &BigBoard, goal: &BigBoard) -> Option<u64> {
        BigSolver::solve(start, goal, &mut |_| {})
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::random::SplitMix64;
    use crate::shared::Size;

    /// A random board of `size` that can reach `goal`, its cells shuffled.
    fn random_reachable(size: Size, goal: &BigBoard, rng: &mut SplitMix64) -> BigBoard {
        let mut cells: Vec<u32> = (0..size.cells() as u32).collect();
        rng.shuffle(&mut cells);
        let board = BigBoard::from_cells(size, cells.clone()).unwrap();
        if board.can_reach(goal) {
            return board;
        }
        let tiles: Vec<usize> = (0..cells.len())
            .filter(|&c| cells[c] != 0)
            .take(2)
            .collect();
        cells.swap(tiles[0], tiles[1]);
        BigBoard::from_cells(size, cells).unwrap()
    }

    /// Solves a random board of `size` to a random goal (its sides placed as `sides` says),
    /// replays every move on the board, and wants it to end on the goal; its moves.
    fn replayed(size: Size, sides: Sides, rng: &mut SplitMix64) -> (BigBoard, BigBoard, u64) {
        let goal = random_reachable(size, &BigBoard::solved(size), rng);
        let start = random_reachable(size, &goal, rng);
        let mut board = start.clone();
        let reduced = BigSolver::reduce_while(&start, &goal, &|_| false, sides, &mut |step| {
            assert!(board.apply(step), "a legal move on {size}");
            true
        })
        .unwrap();
        assert_eq!(board, goal, "{size} from {}", start.show());
        assert_eq!(reduced.left, None);
        (start, goal, reduced.moves)
    }

    #[test]
    fn solves_random_boards_of_many_shapes_to_any_goal() {
        let mut rng = SplitMix64::new(11);
        let shapes = [
            (2, 2),
            (2, 3),
            (3, 2),
            (2, 9),
            (9, 2),
            (3, 3),
            (5, 5),
            (4, 7),
            (7, 4),
            (2, 30),
            (30, 2),
            (10, 10),
            (13, 6),
        ];
        for &(rows, columns) in &shapes {
            let size = Size::new(rows, columns).unwrap();
            for _ in 0..40 {
                let (start, goal, moves) = replayed(size, Sides::Walked, &mut rng);
                assert!(moves >= start.manhattan_to(&goal));
                assert_eq!(BigSolver::count(&start, &goal), Some(moves));
            }
        }
    }

    #[test]
    fn stops_soon_after_the_sink_wants_no_more() {
        let size = Size::new(40, 40).unwrap();
        let goal = BigBoard::solved(size);
        let start = random_reachable(size, &goal, &mut SplitMix64::new(5));
        let all = BigSolver::count(&start, &goal).unwrap();
        let mut handed = 0;
        let made = BigSolver::solve_while(&start, &goal, &mut |_| {
            handed += 1;
            handed < 100
        })
        .unwrap();
        assert_eq!(handed, 100, "nothing is handed over after the refusal");
        // The tile being walked is finished: a walk across the board at most.
        assert!(
            made < 100 + 5 * 80 + 80,
            "{made} moves made after the refusal"
        );
        assert!(all > 10_000, "{all}");
    }

    #[test]
    fn searched_lines_solve_every_shape_of_at_most_25_cells_and_shorten_5x5() {
        let mut rng = SplitMix64::new(25);
        let shapes = [
            (5, 5),
            (4, 5),
            (5, 4),
            (4, 6),
            (6, 4),
            (3, 8),
            (8, 3),
            (2, 12),
            (12, 2),
            (3, 3),
        ];
        for &(rows, columns) in &shapes {
            let size = Size::new(rows, columns).unwrap();
            let (mut searched_moves, mut walked_moves) = (0, 0);
            for _ in 0..20 {
                let (start, goal, moves) = replayed(size, Sides::Careful, &mut rng);
                searched_moves += moves;
                walked_moves += BigSolver::count(&start, &goal).unwrap();
            }
            if (rows, columns) == (5, 5) {
                // A tenth shorter at least (about a quarter, measured).
                assert!(
                    searched_moves * 10 < walked_moves * 9,
                    "{searched_moves} against {walked_moves}"
                );
            }
        }
    }

    #[test]
    fn searched_lines_solve_every_shape_of_26_to_100_cells_and_shorten_10x10() {
        let mut rng = SplitMix64::new(100);
        let shapes = [
            (6, 6),
            (10, 10),
            (7, 9),
            (9, 7),
            (3, 30),
            (30, 3),
            (2, 50),
            (11, 9),
        ];
        for &(rows, columns) in &shapes {
            let size = Size::new(rows, columns).unwrap();
            let boards = if rows * columns == 100 { 12 } else { 4 };
            let mut moves = [0; 3];
            for _ in 0..boards {
                let goal = random_reachable(size, &BigBoard::solved(size), &mut rng);
                let start = random_reachable(size, &goal, &mut rng);
                for (sides, total) in [Sides::Walked, Sides::Brisk, Sides::Careful]
                    .into_iter()
                    .zip(&mut moves)
                {
                    let mut board = start.clone();
                    let reduced =
                        BigSolver::reduce_while(&start, &goal, &|_| false, sides, &mut |step| {
                            assert!(board.apply(step), "a legal move on {size}");
                            true
                        })
                        .unwrap();
                    assert_eq!(board, goal, "{size} {sides:?} from {}", start.show());
                    *total += reduced.moves;
                }
            }
            let [walked, brisk, careful] = moves;
            if rows * columns == 100 {
                // About a sixth and a fifth shorter (measured: 3.29, 2.73 and 2.49 times the
                // Manhattan sum on random boards, with the exact finish, `benches/big.rs`).
                assert!(brisk * 10 < walked * 9, "{brisk} against {walked}");
                assert!(careful * 10 < walked * 8, "{careful} against {walked}");
            }
        }
    }

    #[test]
    fn refuses_the_other_parity_without_moving() {
        let size = Size::new(4, 5).unwrap();
        let goal = BigBoard::solved(size);
        let mut cells = goal.cells().to_vec();
        cells.swap(0, 1);
        let start = BigBoard::from_cells(size, cells).unwrap();
        assert_eq!(
            BigSolver::solve(&start, &goal, &mut |_| panic!("no move")),
            None
        );
        assert_eq!(BigSolver::count(&goal, &goal), Some(0));
    }
}
