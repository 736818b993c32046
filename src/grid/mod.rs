//! Exact solving of sliding puzzles of any rectangular shape from 2x2 to 16 cells (2x2 ... 4x4,
//! 2x8, 8x2, 3x5, 5x3): the shortest move string and, among the shortest, the
//! lexicographically smallest (`d < l < r < u`, the blank's moves).
//!
//! The files: `board` (boards, the parity test), `read` (boards from tokens, and the
//! `Puzzle` face), `pattern` (which tiles form each pattern database, and the search that
//! fills one), `packed` (databases of 7 and 8 tiles at half a byte a placement, and their
//! build), `strong` (the sets `eight prepare` builds from them, and how a goal's corner is
//! mapped onto them), `search` (the databases of one goal blank cell and IDA*), `all` (the
//! last iteration searched whole: every shortest path), `cache` (the disk cache of slow
//! databases, an add-on the engine reaches through [`TableStore`]), `engine` (the batch
//! loop's `Engine`, one case after another, for the one-file submissions) and `batch` (the
//! binary's `Engine`: cases on every core). This file holds the [`GridSolver`],
//! which relabels queries and keeps one set of tables per goal blank cell. It imports only
//! `crate::shared`.
//!
//! # Method
//! Each query is relabelled so that every tile is named by its cell in the goal; the goal
//! then has tile `c` in cell `c` and the tables depend only on the size and the goal's blank
//! cell. IDA* searches from the start with the heuristic `max(sum of the disjoint additive
//! pattern databases, the same sum for the board's image under a symmetry)`. The image is
//! looked up in the tables of the image of the goal's blank cell: on square boards the
//! transpose when the blank is on the diagonal (the same tables, free), on 2x8 and 8x2 the
//! half turn ([`GridSolver::prepare`] builds the second set of tables for it).
//!
//! # Why the answer is exact
//! * The heuristic is admissible: a pattern database holds the fewest moves of its own tiles
//!   needed when all other tiles are free to move, every real move moves one tile of exactly
//!   one pattern, so the sum never exceeds the true distance; a symmetry maps paths to paths
//!   of the same length and the goal to the goal of the image blank cell, so the image's
//!   sum bounds the same distance; a max of lower bounds is one.
//! * So no node on a shortest path is cut while the bound is below or at the optimum, and the
//!   first bound at which the goal is reached is the optimal length. (Bounds are rounded up
//!   to the parity every path to the goal has, which never passes the optimum.)
//! * In that iteration the depth-first search tries the children of every node in the order
//!   d, l, r, u, so it meets the paths of that length in lexicographic order; it never cuts a
//!   node of an optimal path (its `g + h` is at most the bound), and "never undo the previous
//!   move" drops only paths that are not shortest. So the first goal it meets is the end of
//!   the lexicographically smallest shortest path.
//! * Nothing else prunes: no transposition table (it could keep the larger of two paths to a
//!   state), no reordering of moves, no bidirectional search.
//!
//! # Costs
//! [`GridSolver::prepare`] builds the databases for a goal blank cell once (each pattern on every
//! core, mirror images copied): 33.6 MB and about 1 s for 4x4 (6-6-3), 4.5 s for 2x8 and 8x2
//! (two blank cells), 23 MB for 3x5, 15 MB for 2x7, 3.2 MB for 3x4 and 2x6, 10 MB for 2x5,
//! kilobytes to 2 MB for the small boards. [`GridSolver::solve`] is read-only on the tables and
//! allocates only its path, so threads may share an engine.

mod all;
pub(crate) mod batch;
pub(crate) mod board;
pub(crate) mod cache;
mod engine;
pub(crate) mod packed;
pub(crate) mod pattern;
mod read;
pub(crate) mod search;
pub(crate) mod strong;

pub use board::Grid;

use crate::shared::{SharedBytes, Size, Solution, MAX_CELLS};
use search::{Nodes, Stopped, Symmetry, Tables};

/// The symmetries whose lookups the engine uses on boards of `size` (when the image blank
/// cell's tables exist), and whether [`GridSolver::prepare`] builds those tables. The transpose
/// of a square board is free when the goal's blank is on the diagonal (its own tables). The
/// half turn pays a second set of tables; on 2x8 and 8x2, where single lookups are weakest,
/// that cuts the mean time of random boards about 30 times (3.1 s to 0.1 s on 2x8); on 2x7
/// and 7x2 searches take milliseconds anyway, so the lookup is used only if the user
/// prepared that goal too.
fn symmetries(size: Size) -> Vec<(Symmetry, bool)> {
    if size.rows() == size.columns() {
        vec![(Symmetry::Transpose, false)]
    } else if size.rows().min(size.columns()) == 2 && size.cells() >= 14 {
        vec![(Symmetry::HalfTurn, size.cells() == 16)]
    } else {
        Vec::new()
    }
}

/// Which databases an [`GridSolver`] prepares: both tiers give the same answers (any admissible
/// heuristic does), they differ in build time and search speed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Tier {
    /// The strongest databases ([`pattern::patterns`]): 6-6-3 on 4x4, about 1 s to build.
    Full,
    /// Cheap ones where the full ones are slow ([`pattern::light_patterns`]: 4-4-4-3 on
    /// 4x4, patterns of 4 tiles on 2x8, 3x5, 2x7 and their transposes, a few milliseconds),
    /// for batches of short boards; the full ones elsewhere.
    Light,
}

/// Where a [`GridSolver`] keeps slow databases between runs: the disk cache
/// ([`cache::Store`]). The engine knows no files; one without a store builds every time.
pub trait TableStore: Send + Sync {
    /// Whether the store holds a file for the databases of `patterns` (it may still fail
    /// its checks).
    fn has(&self, size: Size, blank: usize, patterns: &[Vec<u8>]) -> bool;

    /// The entries of these databases, if the store holds them and they pass its checks;
    /// `bases` are where each pattern starts, `length` the entries' total.
    fn load(
        &self,
        size: Size,
        blank: usize,
        patterns: &[Vec<u8>],
        bases: &[u32],
        length: usize,
    ) -> Option<SharedBytes>;

    /// Keeps these databases if they are worth it; a failure is the store's to report.
    fn save(&self, size: Size, blank: usize, patterns: &[Vec<u8>], entries: &[u8]);

    /// Writes these databases, reporting nothing.
    ///
    /// # Errors
    /// When the store has no folder or the file cannot be written.
    fn write(
        &self,
        size: Size,
        blank: usize,
        patterns: &[Vec<u8>],
        entries: &[u8],
    ) -> std::io::Result<()>;

    /// Whether a file could be written now (the folder made, a file created and removed),
    /// so that a long build can fail before it starts.
    ///
    /// # Errors
    /// As [`TableStore::write`].
    fn writable(&self) -> std::io::Result<()>;

    /// How many files the store wrote.
    fn saved(&self) -> usize;
}

/// Stronger databases for some goals, searched by the same IDA* ([`search::run`]): the 7-8
/// and 7-7 sets of [`strong::StrongTables`]. An add-on like the cache: the engine reaches it only
/// through this trait, so the one-file submissions leave it out.
pub(crate) trait Stronger: Send + Sync {
    /// Whether it serves goals of `size` with the blank in `goal_blank`.
    fn serves(&self, size: Size, goal_blank: usize) -> bool;

    /// The search of [`search::run`] from the relabelled board `cells` (blank at `blank`)
    /// to the relabelled goal with the blank at `goal_blank`, with these tables; `limit`
    /// and [`search::Problem::all`] together.
    #[allow(clippy::too_many_arguments)]
    fn search(
        &self,
        cells: [u8; 16],
        blank: usize,
        goal_blank: usize,
        limit_and_all: (Option<usize>, Option<usize>),
        budget: Option<u64>,
        threads: usize,
        progress: &mut dyn FnMut(usize),
    ) -> (Result<Vec<Vec<u8>>, Stopped>, Nodes);
}

/// The solver for one board size: the pattern databases of each goal blank cell that has
/// been prepared.
pub struct GridSolver {
    size: Size,
    /// `tables[goal blank cell]`, built by [`GridSolver::prepare`].
    tables: Vec<Option<Tables>>,
    /// `light[goal blank cell]`, the light tier's, built by [`GridSolver::prepare_tier`].
    light: Vec<Option<Tables>>,
    /// Where slow builds are kept between runs, if anywhere.
    store: Option<Box<dyn TableStore>>,
    /// The strong tables, once loaded (see [`Stronger`]); used for every goal they serve.
    strong: Option<Box<dyn Stronger>>,
    /// The work of all searches so far: nodes expanded and generated.
    expanded: std::sync::atomic::AtomicU64,
    generated: std::sync::atomic::AtomicU64,
}

impl GridSolver {
    /// An engine for boards of `size`, without a disk cache; builds nothing yet.
    ///
    /// # Panics
    /// If `size` has more than [`MAX_CELLS`] cells ([`BigSolver`](crate::BigSolver) solves
    /// those).
    pub fn new(size: Size) -> GridSolver {
        assert!(
            size.is_exact(),
            "the exact engine takes at most 16 cells, not {}",
            size
        );
        GridSolver {
            size,
            tables: (0..size.cells()).map(|_| None).collect(),
            light: (0..size.cells()).map(|_| None).collect(),
            store: None,
            strong: None,
            expanded: Default::default(),
            generated: Default::default(),
        }
    }

    /// An engine for boards of `size` that keeps slow builds in `store`.
    fn with_store(size: Size, store: Box<dyn TableStore>) -> GridSolver {
        GridSolver {
            store: Some(store),
            ..GridSolver::new(size)
        }
    }

    /// How many database files this engine wrote to its cache.
    pub fn cache_files_written(&self) -> usize {
        self.store.as_ref().map_or(0, |store| store.saved())
    }

    /// The nodes all searches of this engine have expanded so far (IDA*'s work: every
    /// node whose children were generated, in every iteration).
    pub fn nodes_expanded(&self) -> u64 {
        self.expanded.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The nodes all searches of this engine have generated so far (every child of an
    /// expanded node but its parent, evaluated by the heuristic whether cut or not: what
    /// Korf and Felner's tables count).
    pub fn nodes_generated(&self) -> u64 {
        self.generated.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The board size this engine solves.
    pub fn size(&self) -> Size {
        self.size
    }

    /// Builds the databases for goals with the blank where `goal` has it (and, on the long
    /// two-row boards, for the blank cell a half turn away), unless they exist.
    ///
    /// # Panics
    /// If `goal` is not of this engine's size.
    pub fn prepare(&mut self, goal: &Grid) {
        self.prepare_tier(goal, Tier::Full, &mut |_| {});
    }

    /// The cells whose tables solving to `goal` uses (its blank cell, and on the long
    /// two-row boards the half turn's).
    fn cells_for(&self, goal: &Grid) -> Vec<usize> {
        assert_eq!(
            goal.size(),
            self.size,
            "the goal is not of the engine's size"
        );
        let blank = goal.blank();
        let mut cells = vec![blank];
        for (symmetry, build) in symmetries(self.size) {
            if build {
                cells.push(symmetry.cell(self.size, blank));
            }
        }
        cells
    }

    /// Builds the light tier's databases for `goal` (the full ones are used instead when
    /// they are there): what one search needs soon.
    pub(crate) fn prepare_light(&mut self, goal: &Grid) {
        self.prepare_tier(goal, Tier::Light, &mut |_| {});
    }

    /// [`GridSolver::prepare`] for a tier: the light tier's databases on sizes that have one, the
    /// full ones otherwise. `progress` hears the share of a build done (0 to 1), about ten
    /// times a second while a build runs.
    ///
    /// # Panics
    /// If `goal` is not of this engine's size.
    pub(crate) fn prepare_tier(&mut self, goal: &Grid, tier: Tier, progress: &mut dyn FnMut(f64)) {
        for cell in self.cells_for(goal) {
            let light = match tier {
                Tier::Light => pattern::light_patterns(self.size, cell),
                Tier::Full => None,
            };
            let (slot, patterns) = match light {
                Some(patterns) => (&mut self.light[cell], patterns),
                None => (&mut self.tables[cell], pattern::patterns(self.size, cell)),
            };
            if slot.is_none() {
                *slot = Some(Tables::build_with(
                    self.size,
                    cell,
                    patterns,
                    self.store.as_deref(),
                    progress,
                ));
            }
        }
    }

    /// Whether solving to `goal` has its databases of `tier` in memory (the full ones
    /// count for the light tier too).
    pub(crate) fn is_prepared(&self, goal: &Grid, tier: Tier) -> bool {
        self.cells_for(goal).into_iter().all(|cell| {
            self.tables[cell].is_some() || (tier == Tier::Light && self.light[cell].is_some())
        })
    }

    /// Whether the full databases for `goal` are in memory or in the disk cache (so that
    /// preparing them is cheap).
    pub(crate) fn is_full_at_hand(&self, goal: &Grid) -> bool {
        self.cells_for(goal).into_iter().all(|cell| {
            let patterns = pattern::patterns(self.size, cell);
            self.tables[cell].is_some()
                || !pattern::slow_to_build(self.size, &patterns)
                || self
                    .store
                    .as_ref()
                    .map_or(false, |store| store.has(self.size, cell, &patterns))
        })
    }

    /// Whether the strong tables are loaded and serve `goal`.
    pub(crate) fn is_strong_for(&self, goal: &Grid) -> bool {
        self.strong
            .as_ref()
            .map_or(false, |strong| strong.serves(self.size, goal.blank()))
    }

    /// Bytes held by all databases built so far.
    pub fn bytes(&self) -> usize {
        self.tables
            .iter()
            .chain(&self.light)
            .flatten()
            .map(Tables::bytes)
            .sum()
    }

    /// The lexicographically smallest shortest path from `start` to `goal`;
    /// [`Solution::Unreachable`] when parity forbids it; with a `limit`,
    /// [`Solution::LongerThan`] as soon as the search bound exceeds it. `progress(bound)` hears
    /// each bound IDA* starts. It searches with the full databases if they are prepared, else
    /// with the light tier's.
    ///
    /// # Panics
    /// If the boards are not of this engine's size, or [`GridSolver::prepare`] was not called for
    /// a goal with the blank in `goal`'s blank cell.
    pub fn solve(
        &self,
        start: &Grid,
        goal: &Grid,
        limit: Option<usize>,
        progress: &mut dyn FnMut(usize),
    ) -> Solution {
        self.solve_with(start, goal, limit, None, 1, progress)
            .expect("no budget was set")
    }

    /// [`GridSolver::solve`] on `threads` threads (each long iteration split among them, the
    /// same answer), and with a node `budget` (one thread only): `None` when the search
    /// visited that many nodes without an answer.
    ///
    /// # Panics
    /// As [`GridSolver::solve`]; if a budget is given with more than one thread.
    pub fn solve_with(
        &self,
        start: &Grid,
        goal: &Grid,
        limit: Option<usize>,
        budget: Option<u64>,
        threads: usize,
        progress: &mut dyn FnMut(usize),
    ) -> Option<Solution> {
        self.check_sizes(start, goal);
        if !start.can_reach(goal) {
            return Some(Solution::Unreachable);
        }
        let (found, _) = self.find(start, goal, (limit, None), budget, threads, progress);
        match found {
            Ok(mut paths) => Some(Solution::Path(letters(&paths.swap_remove(0)))),
            Err(Stopped::Limit(_)) => Some(Solution::LongerThan(limit.unwrap_or(0))),
            Err(Stopped::Budget) => None,
        }
    }

    /// Asserts that both boards are of this engine's size, as every query's entry does.
    fn check_sizes(&self, start: &Grid, goal: &Grid) {
        assert_eq!(
            start.size(),
            self.size,
            "the start is not of the engine's size"
        );
        assert_eq!(
            goal.size(),
            self.size,
            "the goal is not of the engine's size"
        );
    }

    /// The search behind [`GridSolver::solve_with`] and [`GridSolver::all_paths`], for a
    /// goal that can be reached, of boards of this engine's size.
    fn find(
        &self,
        start: &Grid,
        goal: &Grid,
        limit_and_all: (Option<usize>, Option<usize>),
        budget: Option<u64>,
        threads: usize,
        progress: &mut dyn FnMut(usize),
    ) -> (Result<Vec<Vec<u8>>, Stopped>, Nodes) {
        // Name every tile by its goal cell.
        let mut name = [0u8; MAX_CELLS];
        for (cell, &tile) in goal.cells().iter().enumerate() {
            name[usize::from(tile)] = cell as u8;
        }
        let mut cells = [0u8; MAX_CELLS];
        for (cell, &tile) in start.cells().iter().enumerate() {
            cells[cell] = name[usize::from(tile)];
        }
        let strong = self
            .strong
            .as_deref()
            .filter(|strong| strong.serves(self.size, goal.blank()));
        let (found, work) = match strong {
            Some(strong) => strong.search(
                cells,
                start.blank(),
                goal.blank(),
                limit_and_all,
                budget,
                threads,
                progress,
            ),
            None => self.search_tables(
                &cells,
                start,
                goal,
                limit_and_all,
                budget,
                threads,
                progress,
            ),
        };
        let relaxed = std::sync::atomic::Ordering::Relaxed;
        self.expanded.fetch_add(work.expanded, relaxed);
        self.generated.fetch_add(work.generated, relaxed);
        (found, work)
    }

    /// The search of [`GridSolver::solve_with`] in the prepared tables of `goal`'s blank
    /// cell (the full ones if there, else the light ones) for the relabelled `cells`.
    #[allow(clippy::too_many_arguments)]
    fn search_tables(
        &self,
        cells: &[u8; MAX_CELLS],
        start: &Grid,
        goal: &Grid,
        limit_and_all: (Option<usize>, Option<usize>),
        budget: Option<u64>,
        threads: usize,
        progress: &mut dyn FnMut(usize),
    ) -> (Result<Vec<Vec<u8>>, Stopped>, Nodes) {
        let set = match self.tables[goal.blank()] {
            Some(_) => &self.tables,
            None => &self.light,
        };
        let tables = set[goal.blank()]
            .as_ref()
            .expect("GridSolver::prepare must be called for a goal with this blank cell first");
        // Every symmetric lookup whose tables exist (the transpose's own, or prepared ones).
        let images: Vec<(Symmetry, &Tables)> = symmetries(self.size)
            .into_iter()
            .filter_map(|(symmetry, _)| {
                let image = symmetry.cell(self.size, goal.blank());
                set[image].as_ref().map(|t| (symmetry, t))
            })
            .collect();
        tables.search_with(
            &images,
            *cells,
            start.blank(),
            limit_and_all,
            budget,
            threads,
            progress,
        )
    }
}

/// Move codes as letters.
fn letters(codes: &[u8]) -> Vec<u8> {
    codes
        .iter()
        .map(|&code| crate::shared::Move::from_code(code).letter())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(size: Size, cells: &[u8]) -> Grid {
        Grid::from_cells(size, cells).unwrap()
    }

    #[test]
    fn engines_are_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<GridSolver>();
    }

    #[test]
    fn a_two_by_three_query_is_answered_by_letters() {
        let size = Size::new(2, 3).unwrap();
        let goal = Grid::solved(size);
        let mut engine = GridSolver::new(size);
        engine.prepare(&goal);
        let start = grid(size, &[1, 2, 3, 4, 0, 5]);
        assert_eq!(
            engine.solve(&start, &goal, None, &mut |_| {}),
            Solution::Path(b"r".to_vec())
        );
        assert_eq!(
            engine.solve(&goal, &goal, Some(0), &mut |_| {}),
            Solution::Path(Vec::new())
        );
        assert_eq!(
            engine.solve(&start, &goal, Some(0), &mut |_| {}),
            Solution::LongerThan(0)
        );
        let swapped = grid(size, &[2, 1, 3, 4, 5, 0]);
        assert_eq!(
            engine.solve(&swapped, &goal, None, &mut |_| {}),
            Solution::Unreachable
        );
    }

    #[test]
    fn goals_other_than_the_usual_one_are_relabelled() {
        let size = Size::new(3, 4).unwrap();
        let goal = grid(size, &[0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
        let mut engine = GridSolver::new(size);
        engine.prepare(&goal);
        let start = goal.apply(crate::shared::Move::Right).unwrap();
        let start = start.apply(crate::shared::Move::Down).unwrap();
        assert_eq!(
            engine.solve(&start, &goal, None, &mut |_| {}),
            Solution::Path(b"ul".to_vec())
        );
    }

    #[test]
    #[should_panic(expected = "prepare")]
    fn solving_without_prepare_panics() {
        let size = Size::new(2, 2).unwrap();
        let engine = GridSolver::new(size);
        let goal = Grid::solved(size);
        engine.solve(&goal, &goal, None, &mut |_| {});
    }
}
