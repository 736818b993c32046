//! Exact solving of the 5x5 board (the 24-puzzle) on request (`--exact`): the shortest path
//! and, among the shortest, the lexicographically smallest (`d < l < r < u`), by IDA* over
//! additive pattern databases of six tiles each.
//!
//! The files: `table` (one database: its ranking, its breadth-first build, its disk file)
//! and `search` (IDA*). This file holds the [`FiveSolver`]: which tiles form each group for
//! a goal, and the relabelling of queries. It imports only `crate::shared`.
//!
//! # Method
//! Each query is relabelled so that every tile is named by its goal cell; the databases then
//! depend only on the goal's blank cell. The groups are Korf and Felner's 6-6-6-6 split of
//! the goal with the blank in a corner ("Disjoint pattern database heuristics", Artificial
//! Intelligence 134, 2002): with cells numbered in reading order and the blank's goal at 0,
//! {1, 2, 5, 6, 7, 12}, {3, 4, 8, 9, 13, 14}, {10, 11, 15, 16, 20, 21} and
//! {17, 18, 19, 22, 23, 24}. A goal whose blank is elsewhere is first turned by the symmetry
//! of the board that brings its blank cell to one of the six cells 0, 1, 2, 6, 7 and 12
//! (every cell is the image of one of them); when that cell is not 0, it takes the place of
//! cell 0 in its group. So the four corners share one set of four databases and each other
//! class of blank cells needs one database more. When the blank cell is on the diagonal
//! (0, 6, 12) the databases are read a second time through the transpose, as Korf and
//! Felner do, and the larger sum is the bound.
//!
//! # Why the answer is exact
//! As in `crate::grid`: a database holds the fewest moves of its group's tiles when every
//! other tile may move freely, each real move moves one tile of one group, so the sum is a
//! lower bound, and a symmetry maps paths to paths of the same length; IDA* raises its bound
//! by two from there (the parity of every path), and in the iteration that reaches the goal
//! the depth-first search tries d, l, r, u at every node, cutting no node of a shortest path
//! and dropping only immediate reversals, so the first goal met ends the smallest shortest
//! path. The tests compare it with a breadth-first search that shares none of its code.
//!
//! # Costs
//! A database of six tiles is 127,512,000 bytes; a goal with its blank in a corner needs
//! four (510 MB, about 40 s each on two cores; `eight prepare --size 5x5` builds them
//! into the disk cache once), every other class of blank cells one more. On two threads
//! boards 35 moves from the goal take milliseconds, 55 moves 0.14 s (median), 70 moves 6 s
//! (median; some minutes), random boards (about 100 moves) days (`benches/five.rs`).

mod search;
mod table;

use crate::shared::disk::{writable, Cache};
use crate::shared::{threads, BigBoard, Size, Solution};
use search::{Lookup, Search, Stopped};
use std::io;
use std::path::PathBuf;
use table::{Table, CELLS};

/// Korf and Felner's groups of the goal with the blank in cell 0 (reading order).
const KORF_FELNER: [[u8; 6]; 4] = [
    [1, 2, 5, 6, 7, 12],
    [3, 4, 8, 9, 13, 14],
    [10, 11, 15, 16, 20, 21],
    [17, 18, 19, 22, 23, 24],
];

/// A symmetry of the square board: transpose first or not, then mirror the rows, the
/// columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Symmetry {
    transpose: bool,
    mirror_rows: bool,
    mirror_columns: bool,
}

impl Symmetry {
    /// All eight.
    fn all() -> impl Iterator<Item = Symmetry> {
        (0..8).map(|bits| Symmetry {
            transpose: bits & 1 != 0,
            mirror_rows: bits & 2 != 0,
            mirror_columns: bits & 4 != 0,
        })
    }

    /// The image of `cell`.
    fn cell(self, cell: usize) -> usize {
        let (mut row, mut column) = (cell / 5, cell % 5);
        if self.transpose {
            std::mem::swap(&mut row, &mut column);
        }
        if self.mirror_rows {
            row = 4 - row;
        }
        if self.mirror_columns {
            column = 4 - column;
        }
        row * 5 + column
    }

    /// The map of every cell.
    fn map(self) -> [u8; CELLS] {
        let mut map = [0u8; CELLS];
        for (cell, image) in map.iter_mut().enumerate() {
            *image = self.cell(cell) as u8;
        }
        map
    }
}

/// The symmetry that brings `blank` to the smallest cell any symmetry brings it to.
fn canonical(blank: usize) -> Symmetry {
    Symmetry::all()
        .min_by_key(|symmetry| symmetry.cell(blank))
        .expect("eight symmetries")
}

/// The exact engine of the 5x5 board: the groups' databases, built or loaded when a goal
/// first needs them, and the search.
///
/// # Example
/// ```no_run
/// use eight::{BigBoard, Cache, FiveSolver, Size, Solution};
/// let size = Size::new(5, 5).unwrap();
/// let goal = BigBoard::solved(size);
/// let mut start = goal.clone();
/// for step in [eight::Move::Up, eight::Move::Left] {
///     assert!(start.apply(step));
/// }
/// // Minutes the first time: four databases of 127.5 MB each, saved in the cache.
/// let mut solver = FiveSolver::new(&Cache::Default);
/// solver.prepare(goal.blank(), &mut |_| {}).unwrap();
/// let path = solver.solve(&start, &goal, None, &mut |_, _| {});
/// assert_eq!(path, Solution::Path(b"rd".to_vec()));
/// ```
pub struct FiveSolver {
    /// The groups of the goal with its blank in cell 0 (the spare cell).
    groups: Vec<Vec<u8>>,
    folder: Option<PathBuf>,
    /// The databases built or loaded, by their groups' cells.
    tables: Vec<Table>,
}

impl FiveSolver {
    /// An engine with Korf and Felner's 6-6-6-6 groups, its databases cached in `cache`.
    pub fn new(cache: &Cache) -> FiveSolver {
        let groups = KORF_FELNER.iter().map(|group| group.to_vec()).collect();
        FiveSolver::with_groups(groups, cache)
    }

    /// An engine with other groups of the goal with the blank in cell 0: smaller groups
    /// build in no time and search far longer (for tests).
    ///
    /// # Panics
    /// If the groups do not hold each of the cells 1 to 24 once, or a group holds more
    /// than seven cells.
    pub(crate) fn with_groups(groups: Vec<Vec<u8>>, cache: &Cache) -> FiveSolver {
        let mut cells: Vec<u8> = groups.iter().flatten().copied().collect();
        cells.sort_unstable();
        assert_eq!(
            cells,
            (1..CELLS as u8).collect::<Vec<u8>>(),
            "the groups hold cells 1 to 24 once"
        );
        assert!(groups.iter().all(|group| (1..=7).contains(&group.len())));
        FiveSolver {
            groups,
            folder: cache.folder(),
            tables: Vec::new(),
        }
    }

    /// The board size it solves.
    pub fn size() -> Size {
        Size::new(5, 5).expect("5x5 is a size")
    }

    /// The groups, in the databases' frame, of a goal whose blank is at `frame_blank`.
    fn frame_groups(&self, frame_blank: usize) -> Vec<Vec<u8>> {
        self.groups
            .iter()
            .map(|group| {
                group
                    .iter()
                    .map(|&cell| match usize::from(cell) == frame_blank {
                        true => 0,
                        false => cell,
                    })
                    .collect()
            })
            .collect()
    }

    /// Whether the databases of goals with the blank in `blank` are on disk (they may still
    /// fail their checks).
    pub fn is_cached(&self, blank: usize) -> bool {
        let frame_blank = canonical(blank).cell(blank);
        let folder = match &self.folder {
            Some(folder) => folder,
            None => return false,
        };
        self.frame_groups(frame_blank)
            .iter()
            .all(|group| Table::cached(group, folder))
    }

    /// Loads or builds the databases of goals with the blank in cell `blank` (0 to 24),
    /// telling `progress` the share done of each build.
    ///
    /// # Errors
    /// When a built database cannot be written to the cache: it is kept in memory all the
    /// same, so the engine can solve.
    ///
    /// # Panics
    /// If `blank` is off the board.
    pub fn prepare(&mut self, blank: usize, progress: &mut dyn FnMut(f64)) -> io::Result<()> {
        assert!(blank < CELLS, "a cell of the 5x5 board");
        let frame_blank = canonical(blank).cell(blank);
        let mut failed = None;
        for group in self.frame_groups(frame_blank) {
            if self.tables.iter().any(|table| table.cells() == &group[..]) {
                continue;
            }
            let table = Table::get(&group, self.folder.as_deref(), progress, &mut |error| {
                failed.get_or_insert(error);
            });
            self.tables.push(table);
        }
        failed.map_or(Ok(()), Err)
    }

    /// What `eight prepare --size 5x5` does: makes sure the disk cache can be written, then
    /// loads or builds the databases of the goals with the blank in a corner (the judges'
    /// and Korf and Felner's), saving them there. Says whether it built any.
    ///
    /// # Errors
    /// When the engine has no cache folder or the folder cannot be written (before any
    /// building), or a database cannot be saved.
    pub fn prepare_corners(&mut self, progress: &mut dyn FnMut(f64)) -> io::Result<bool> {
        writable(self.folder.as_deref())?;
        let cached = self.is_cached(0);
        self.prepare(0, progress)?;
        Ok(!cached)
    }

    /// Bytes held by its databases.
    pub fn bytes(&self) -> usize {
        self.tables.iter().map(Table::bytes).sum()
    }

    /// The ways of reading the databases for a goal with the blank in `blank`: through the
    /// symmetry that takes it to its frame, and through the transpose after it when the
    /// frame's blank is on the diagonal.
    fn lookups(&self, blank: usize) -> Vec<Lookup<'_>> {
        let symmetry = canonical(blank);
        let frame_blank = symmetry.cell(blank);
        let groups = self.frame_groups(frame_blank);
        let table = |group: &Vec<u8>| {
            self.tables
                .iter()
                .find(|table| table.cells() == &group[..])
                .expect("the goal's databases are prepared")
        };
        let transpose = Symmetry {
            transpose: true,
            mirror_rows: false,
            mirror_columns: false,
        };
        let once = symmetry.map();
        let mut maps = vec![once];
        if transpose.cell(frame_blank) == frame_blank {
            let mut twice = [0u8; CELLS];
            for (cell, image) in twice.iter_mut().enumerate() {
                *image = transpose.cell(usize::from(once[cell])) as u8;
            }
            maps.push(twice);
        }
        maps.into_iter()
            .map(|map| {
                let mut inverse = [0u8; CELLS];
                for (cell, &image) in map.iter().enumerate() {
                    inverse[usize::from(image)] = cell as u8;
                }
                Lookup {
                    map,
                    groups: groups
                        .iter()
                        .map(|group| {
                            let tiles = group.iter().map(|&c| inverse[usize::from(c)]).collect();
                            (table(group), tiles)
                        })
                        .collect(),
                }
            })
            .collect()
    }

    /// The lexicographically smallest shortest path from `start` to `goal`;
    /// [`Solution::Unreachable`] when parity forbids it; with a `limit`,
    /// [`Solution::LongerThan`] as soon as the search bound exceeds it. `progress(bound,
    /// nodes)` hears each bound IDA* starts and the nodes visited before it.
    ///
    /// # Panics
    /// If a board is not 5x5, or [`FiveSolver::prepare`] was not called for `goal`'s blank
    /// cell.
    pub fn solve(
        &self,
        start: &BigBoard,
        goal: &BigBoard,
        limit: Option<usize>,
        progress: &mut dyn FnMut(usize, u64),
    ) -> Solution {
        assert!(
            start.size() == FiveSolver::size() && goal.size() == FiveSolver::size(),
            "the 5x5 engine solves 5x5 boards"
        );
        if !start.can_reach(goal) {
            return Solution::Unreachable;
        }
        let mut name = [0u8; CELLS];
        for (cell, &value) in goal.cells().iter().enumerate() {
            name[value as usize] = cell as u8;
        }
        let mut board = [0u8; CELLS];
        for (cell, &value) in start.cells().iter().enumerate() {
            board[cell] = name[value as usize];
        }
        let blank = goal.blank();
        let lookups = self.lookups(blank);
        let mut search = Search::new(board, blank as u8, &lookups);
        match search.run(blank, limit, threads::threads(), &lookups, progress) {
            Ok(path) => Solution::Path(path),
            Err(Stopped::Limit) => Solution::LongerThan(limit.unwrap_or(0)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::random::SplitMix64;
    use crate::shared::Move;
    use std::collections::HashMap;

    /// Groups of three cells in reading order: built at once, good enough for short boards.
    fn small() -> FiveSolver {
        let groups = (1..25u8)
            .collect::<Vec<u8>>()
            .chunks(3)
            .map(|c| c.to_vec())
            .collect();
        FiveSolver::with_groups(groups, &Cache::Off)
    }

    /// Every shortest path's smallest, by a breadth-first search of its own from the goal
    /// backwards: distances to the goal, then the smallest letter that lowers the distance
    /// at each step from the start.
    fn reference(start: &BigBoard, goal: &BigBoard, depth: usize) -> Option<Vec<u8>> {
        let key = |b: &BigBoard| b.cells().iter().map(|&v| v as u8).collect::<Vec<u8>>();
        let mut distance: HashMap<Vec<u8>, usize> = HashMap::new();
        distance.insert(key(goal), 0);
        let mut layer = vec![goal.clone()];
        for d in 1..=depth {
            let mut next = Vec::new();
            for board in &layer {
                for step in Move::ALL {
                    let mut moved = board.clone();
                    if moved.apply(step) && !distance.contains_key(&key(&moved)) {
                        distance.insert(key(&moved), d);
                        next.push(moved);
                    }
                }
            }
            layer = next;
        }
        let mut now = start.clone();
        let mut left = *distance.get(&key(start))?;
        let mut path = Vec::new();
        while left > 0 {
            let step = Move::ALL
                .into_iter()
                .find(|&step| {
                    let mut moved = now.clone();
                    moved.apply(step) && distance.get(&key(&moved)) == Some(&(left - 1))
                })
                .expect("a shortest path goes on");
            now.apply(step);
            path.push(step.letter());
            left -= 1;
        }
        Some(path)
    }

    fn walk(from: &BigBoard, moves: usize, rng: &mut SplitMix64) -> BigBoard {
        let mut board = from.clone();
        for _ in 0..moves {
            let step = Move::ALL[rng.below(4) as usize];
            board.apply(step);
        }
        board
    }

    fn random_goal(rng: &mut SplitMix64) -> BigBoard {
        let mut cells: Vec<u32> = (0..25).collect();
        rng.shuffle(&mut cells);
        BigBoard::from_cells(FiveSolver::size(), cells).unwrap()
    }

    #[test]
    fn paths_are_the_smallest_shortest_ones_for_goals_with_the_blank_anywhere() {
        let mut solver = small();
        let mut rng = SplitMix64::new(5);
        for case in 0..40 {
            let goal = match case {
                0 => BigBoard::solved(FiveSolver::size()),
                _ => random_goal(&mut rng),
            };
            let start = walk(&goal, 4 + case % 9, &mut rng);
            solver.prepare(goal.blank(), &mut |_| {}).unwrap();
            let expected = reference(&start, &goal, 12).expect("within the walk's length");
            assert_eq!(
                solver.solve(&start, &goal, None, &mut |_, _| {}),
                Solution::Path(expected),
                "{}\nto\n{}",
                start.show(),
                goal.show()
            );
        }
    }

    #[test]
    fn unreachable_goals_and_limits_are_answered_without_a_path() {
        let mut solver = small();
        let goal = BigBoard::solved(FiveSolver::size());
        solver.prepare(goal.blank(), &mut |_| {}).unwrap();
        let mut cells = goal.cells().to_vec();
        cells.swap(1, 2);
        let odd = BigBoard::from_cells(FiveSolver::size(), cells).unwrap();
        assert_eq!(
            solver.solve(&odd, &goal, None, &mut |_, _| {}),
            Solution::Unreachable
        );
        let mut rng = SplitMix64::new(9);
        let start = walk(&goal, 30, &mut rng);
        let shortest = match solver.solve(&start, &goal, None, &mut |_, _| {}) {
            Solution::Path(path) => path.len(),
            other => panic!("{other:?}"),
        };
        assert_eq!(
            solver.solve(&start, &goal, Some(shortest - 1), &mut |_, _| {}),
            Solution::LongerThan(shortest - 1)
        );
        assert!(matches!(
            solver.solve(&start, &goal, Some(shortest), &mut |_, _| {}),
            Solution::Path(path) if path.len() == shortest
        ));
    }

    #[test]
    fn symmetries_take_every_cell_to_one_of_six() {
        let mut frames: Vec<usize> = (0..25).map(|b| canonical(b).cell(b)).collect();
        frames.sort_unstable();
        frames.dedup();
        assert_eq!(frames, [0, 1, 2, 6, 7, 12]);
        for symmetry in Symmetry::all() {
            let mut image: Vec<u8> = symmetry.map().to_vec();
            image.sort_unstable();
            assert_eq!(image, (0..25).collect::<Vec<u8>>(), "{symmetry:?}");
        }
    }

    #[test]
    fn the_corners_share_four_databases_and_other_blanks_add_one() {
        let mut solver = small();
        for corner in [0, 4, 20, 24] {
            solver.prepare(corner, &mut |_| {}).unwrap();
        }
        assert_eq!(solver.tables.len(), 8, "eight groups of three");
        solver.prepare(12, &mut |_| {}).unwrap();
        assert_eq!(solver.tables.len(), 9);
    }
}
