//! The [`GridSolver`]: the exact engine of one board size from 2x2 to 16 cells. It keeps
//! one set of pattern databases per goal blank cell met (the full ones, or the light tier's
//! where those are slow), loads the strong tables `eight prepare` built when they serve a
//! goal, and searches each query with the heuristic of its goal ([`super::ida`]).
//!
//! # Costs
//! [`GridSolver::prepare`] builds the databases for a goal blank cell once (each pattern on
//! every core, mirror images copied): 33.6 MB and about 1 s for 4x4 (6-6-3), 4.5 s for 2x8
//! and 8x2 (two blank cells), 23 MB for 3x5, 15 MB for 2x7, 3.2 MB for 3x4 and 2x6, 10 MB
//! for 2x5, kilobytes to 2 MB for the small boards. [`GridSolver::solve`] is read-only on the
//! tables and allocates only its path, so threads may share an engine.

use super::building::TableStore;
use super::detours;
use super::ida::{relabel, solution, Cells, Cuts, Nodes, Stopped};
use super::split::OnThreads;
use super::tables::{search_in, tables_for, Tables};
use super::{pattern, Grid};
use crate::shared::{Size, Solution};

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

/// The longest detours (`super::detours`) the searches of boards up to 16 cells cut: 10
/// moves, learned in about 10 ms once a process; Korf's 100 took 0.72 times as long with
/// them as with the parent cuts alone, and 12 moves (0.1 s to learn) gained nothing more.
const DETOURS: usize = 10;

/// Stronger databases for some goals, searched by the same IDA* ([`ida::run`]): the 7-8
/// and 7-7 sets of [`strong::StrongTables`]. An add-on like the cache: the engine reaches it only
/// through this trait, so the one-file submissions leave it out.
pub(crate) trait Stronger: Send + Sync {
    /// Whether it serves goals of `size` with the blank in `goal_blank`.
    fn serves(&self, size: Size, goal_blank: usize) -> bool;

    /// The search of [`ida::run`] from the relabelled board `cells` (blank at `blank`)
    /// to the relabelled goal with the blank at `goal_blank`, with these tables; `limit`
    /// and [`ida::Problem::all`] together.
    #[allow(clippy::too_many_arguments)]
    fn search(
        &self,
        cells: Cells,
        cuts: &Cuts,
        blank: usize,
        goal_blank: usize,
        limit_and_all: (Option<usize>, Option<usize>),
        budget: Option<u64>,
        threads: usize,
        progress: &mut dyn FnMut(usize, u64),
    ) -> (Result<Vec<Vec<u8>>, Stopped>, Nodes);
}

/// The solver for one board size: the pattern databases of each goal blank cell that has
/// been prepared.
pub struct GridSolver {
    pub(super) size: Size,
    /// `tables[goal blank cell]`, built by [`GridSolver::prepare`].
    pub(super) tables: Vec<Option<Tables>>,
    /// `light[goal blank cell]`, the light tier's, built by [`GridSolver::prepare_tier`].
    pub(super) light: Vec<Option<Tables>>,
    /// Where slow builds are kept between runs, if anywhere.
    pub(super) store: Option<Box<dyn TableStore>>,
    /// The strong tables, once loaded (see [`Stronger`]); used for every goal they serve.
    pub(super) strong: Option<Box<dyn Stronger>>,
    /// The work of all searches so far: nodes expanded and generated.
    pub(super) expanded: std::sync::atomic::AtomicU64,
    pub(super) generated: std::sync::atomic::AtomicU64,
}

impl GridSolver {
    /// An engine for boards of `size`, without a disk cache; builds nothing yet.
    ///
    /// # Panics
    /// If `size` has more than [`MAX_CELLS`](crate::MAX_CELLS) cells ([`BigSolver`](crate::BigSolver) solves
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
    pub(super) fn with_store(size: Size, store: Box<dyn TableStore>) -> GridSolver {
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
        tables_for(self.size, goal.blank())
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
                *slot = Some(super::building::tables(
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

    /// Whether the full databases for `goal` are in memory, in the disk cache, or cheap to
    /// build (a size without a light tier), so that preparing them is cheap.
    pub(crate) fn is_full_at_hand(&self, goal: &Grid) -> bool {
        self.cells_for(goal).into_iter().all(|cell| {
            let patterns = pattern::patterns(self.size, cell);
            self.tables[cell].is_some()
                || pattern::light_patterns(self.size, cell).is_none()
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
        solution(found, limit)
    }

    /// Asserts that both boards are of this engine's size, as every query's entry does.
    pub(super) fn check_sizes(&self, start: &Grid, goal: &Grid) {
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
    pub(super) fn find(
        &self,
        start: &Grid,
        goal: &Grid,
        limit_and_all: (Option<usize>, Option<usize>),
        budget: Option<u64>,
        threads: usize,
        progress: &mut dyn FnMut(usize),
    ) -> (Result<Vec<Vec<u8>>, Stopped>, Nodes) {
        let cells = relabel(start.cells(), goal.cells());
        let progress = &mut |bound: usize, _: u64| progress(bound);
        // Every shortest path is kept only by the parent cuts.
        let parent;
        let cuts = match limit_and_all.1 {
            Some(_) => {
                parent = Cuts::parent();
                &parent
            }
            None => detours::learned(DETOURS),
        };
        let strong = self
            .strong
            .as_deref()
            .filter(|strong| strong.serves(self.size, goal.blank()));
        let (found, work) = match strong {
            Some(strong) => strong.search(
                cells,
                cuts,
                start.blank(),
                goal.blank(),
                limit_and_all,
                budget,
                threads,
                progress,
            ),
            None => self.search_tables(
                &cells,
                cuts,
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
        cells: &Cells,
        cuts: &Cuts,
        start: &Grid,
        goal: &Grid,
        limit_and_all: (Option<usize>, Option<usize>),
        budget: Option<u64>,
        threads: usize,
        progress: &mut dyn FnMut(usize, u64),
    ) -> (Result<Vec<Vec<u8>>, Stopped>, Nodes) {
        let set = match self.tables[goal.blank()] {
            Some(_) => &self.tables,
            None => &self.light,
        };
        search_in(
            set,
            cuts,
            self.size,
            cells,
            (start.blank(), goal.blank()),
            limit_and_all,
            budget,
            &OnThreads::new(threads),
            progress,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;

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
