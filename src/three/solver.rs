//! The solver: relabels each query onto its canonical start and reads its path from the
//! table of that start, building the nine tables on demand.
//!
//! A query `(start, goal)` with the blank of `start` at `k` is renamed tile by tile so that
//! `start` becomes canonical start `k` (tiles 1..=8 in row-major order). Moves only name
//! where the blank goes, so the renamed query has the same answers; the renamed goal is a
//! state of table `k`, reachable exactly when its tile order is even.
//!
//! # Costs
//! [`Solver::new`] builds the rotation tables (484 KB, about 0.15 ms) and no path table.
//! [`Solver::prepare`] builds the missing tables it is asked for on all cores and one spare
//! thread, about 1.0 ms of CPU each (45 KB each, 408 KB for nine; 432 KB of scratch a
//! thread). [`Solver::solve`] is a relabel, a rank and one step per move of the answer: a few
//! hundred nanoseconds at most.

use crate::shared::Query;
use crate::three::board::{Board, CELLS};
use crate::three::index::{self, Rotations};
use crate::three::path::{Path, MAX_MOVES};
use crate::three::table::{PathTable, Scratch};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

/// Threads beyond one per core that [`Solver::prepare`] builds with, when there are several
/// cores. A new thread often starts on its spawner's core and runs there while the spawner
/// waits, 2 to 6 ms on the 2-core VM, for the idle core to take one of them; with a spare
/// thread both cores get busy sooner. Whole process, T = 200, 300 runs: median 8.9 -> 8.1 ms,
/// 90th percentile 11.7 -> 8.6 ms. Two spares did worse (8.4 and 9.5 ms).
const SPARE_WORKERS: usize = 1;

/// Answers queries from the nine canonical tables.
pub struct Solver {
    rotations: Rotations,
    tables: [Option<PathTable>; CELLS],
    scratch: Option<Scratch>,
}

impl Solver {
    /// A solver with no path table built yet.
    pub fn new() -> Solver {
        Solver {
            rotations: Rotations::new(),
            tables: Default::default(),
            scratch: None,
        }
    }

    /// Builds, in parallel, the tables of the given start blank positions that are missing.
    ///
    /// # Panics
    /// If a blank position is not a cell, 0..9.
    pub fn prepare(&mut self, start_blanks: impl IntoIterator<Item = usize>) {
        let mut wanted = [false; CELLS];
        for blank in start_blanks {
            assert!(
                blank < CELLS,
                "the blank's cell {} is not one of 0..{}",
                blank,
                CELLS
            );
            wanted[blank] = true;
        }
        let missing: Vec<usize> = (0..CELLS)
            .filter(|&k| wanted[k] && self.tables[k].is_none())
            .collect();
        if missing.is_empty() {
            // Asking for the cores reads cgroup files: 4% of a large batch, once per chunk.
            return;
        }
        let cores = thread::available_parallelism().map_or(1, |n| n.get());
        let workers = if cores > 1 { cores + SPARE_WORKERS } else { 1 }.min(missing.len());
        if workers <= 1 {
            for blank in missing {
                self.table(blank);
            }
            return;
        }
        let next = AtomicUsize::new(0);
        let rotations = &self.rotations;
        // Scratch is made at a thread's first table: a late spare may find none left.
        let build_share = |scratch: &mut Option<Scratch>| {
            let mut built = Vec::new();
            loop {
                let blank = match missing.get(next.fetch_add(1, Ordering::Relaxed)) {
                    Some(&blank) => blank,
                    None => return built,
                };
                let scratch = scratch.get_or_insert_with(Scratch::new);
                built.push(PathTable::build(blank, rotations, scratch));
            }
        };
        let main_scratch = &mut self.scratch;
        let built: Vec<PathTable> = thread::scope(|scope| {
            let helpers: Vec<_> = (1..workers)
                .map(|_| scope.spawn(|| build_share(&mut None)))
                .collect();
            let mut built = build_share(main_scratch);
            for helper in helpers {
                // A helper only panics on a bug; its tables are then built lazily instead.
                built.extend(helper.join().unwrap_or_default());
            }
            built
        });
        for table in built {
            let blank = table.start_blank();
            self.tables[blank] = Some(table);
        }
    }

    /// Builds all nine tables and frees the scratch space that building needs, for a solver
    /// that will only read from now on (432 KB less resident memory).
    pub(crate) fn prepare_everything(&mut self) {
        self.prepare(0..CELLS);
        self.scratch = None;
    }

    /// The table of canonical start `blank`, built now if it is missing.
    fn table(&mut self, blank: usize) -> &PathTable {
        let Solver {
            rotations,
            tables,
            scratch,
        } = self;
        tables[blank].get_or_insert_with(|| {
            PathTable::build(blank, rotations, scratch.get_or_insert_with(Scratch::new))
        })
    }

    /// The optimal distance from canonical start `blank` to every state of its table, by
    /// state index (`blank * 20160 + rank` of the tiles' even permutation).
    ///
    /// # Panics
    /// If `blank` is not a cell, 0..9.
    pub fn distances(&mut self, blank: usize) -> Vec<u8> {
        assert!(
            blank < CELLS,
            "the blank's cell {} is not one of 0..{}",
            blank,
            CELLS
        );
        self.table(blank);
        match &self.tables[blank] {
            Some(table) => table.distances(&self.rotations),
            None => Vec::new(),
        }
    }

    /// How many of the nine tables are built.
    pub fn tables_built(&self) -> usize {
        self.tables.iter().filter(|t| t.is_some()).count()
    }

    /// The shortest move string from `start` to `goal`, lexicographically smallest among the
    /// shortest; `None` when the goal cannot be reached (the boards differ in parity).
    ///
    /// # Example
    /// ```
    /// use eight::Board;
    /// let mut solver = eight::Solver::new();
    /// let start = Board::parse(b"564178X23").unwrap();
    /// let goal = Board::parse(b"7568X4123").unwrap();
    /// assert_eq!(solver.solve(&start, &goal).unwrap().to_string(), "urrulldr");
    /// ```
    pub fn solve(&mut self, start: &Board, goal: &Board) -> Option<Path> {
        let (goal_state, start_blank) = self.relabel(start, goal)?;
        self.table(start_blank);
        let table = self.tables[start_blank].as_ref()?;
        Some(table.path_to(goal_state, &self.rotations))
    }

    /// Solves every query of `queries` into `answers` (cleared first), in order: the same
    /// answers as [`Solver::solve`] one by one, faster on large batches (0.36 s against
    /// 0.44 s for 10^6 queries, whole process, when it was introduced).
    ///
    /// Reading a path back is a chain of dependent loads, one per move; following
    /// `LANES` paths at once lets the processor overlap their loads.
    pub fn solve_all(&mut self, queries: &[Query<Board>], answers: &mut Vec<Option<Path>>) {
        self.prepare(queries.iter().map(|q| q.start.blank()));
        self.solve_prepared(queries, answers);
    }

    /// [`Solver::solve_all`] through `&self`, so that several threads may share the tables.
    ///
    /// # Panics
    /// If the table of some query's start blank position is not built ([`Solver::prepare`]).
    pub fn solve_prepared(&self, queries: &[Query<Board>], answers: &mut Vec<Option<Path>>) {
        answers.clear();
        answers.resize(queries.len(), None);
        let mut pending = queries.iter().enumerate().filter_map(|(number, query)| {
            let (goal_state, blank) = self.relabel(&query.start, &query.goal)?;
            let table = self.tables[blank]
                .as_ref()
                .expect("the table of every start blank position is prepared");
            Some(Lane {
                table,
                number,
                at: goal_state,
                path: Path::new(),
            })
        });
        let mut lanes: [Option<Lane>; LANES] = Default::default();
        let mut busy = true;
        while busy {
            busy = false;
            for slot in lanes.iter_mut() {
                if let Some(lane) = slot {
                    if lane.at == lane.table.start_state() || lane.path.len() == MAX_MOVES {
                        lane.path.reverse();
                        answers[lane.number] = Some(lane.path);
                        *slot = None;
                    } else {
                        let (step, before) = lane.table.step_back(lane.at, &self.rotations);
                        lane.path.push(step);
                        lane.at = before;
                    }
                }
                if slot.is_none() {
                    *slot = pending.next();
                }
                busy |= slot.is_some();
            }
        }
    }

    /// The goal's state index in the table of the start's blank position, and that
    /// position; `None` when the goal's renamed tile order is odd.
    #[inline]
    fn relabel(&self, start: &Board, goal: &Board) -> Option<(usize, usize)> {
        // name[tile] = the tile's place in the start's order, the blank skipped.
        let start_blank = start.blank();
        let mut name = [0u8; CELLS];
        for (position, &tile) in start.cells().iter().enumerate() {
            name[usize::from(tile)] = (position - usize::from(position > start_blank)) as u8;
        }
        name[0] = index::BLANK_NAME;
        let renamed_goal = goal.cells().map(|tile| name[usize::from(tile)]);
        let (rank, odd) = index::rank_around_blank(&renamed_goal, goal.blank());
        (!odd).then(|| (index::state(goal.blank(), usize::from(rank)), start_blank))
    }
}

/// Paths read back at once by [`Solver::solve_all`]: enough to hide the latency of the
/// loads of one step behind the others (measured: 8 is as fast as 16 on the dev machine).
pub const LANES: usize = 8;

/// One path being read back from its goal.
struct Lane<'a> {
    table: &'a PathTable,
    number: usize,
    at: usize,
    path: Path,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[should_panic(expected = "the blank's cell 12 is not one of 0..9")]
    fn prepare_refuses_a_blank_off_the_board() {
        Solver::new().prepare([12]);
    }

    #[test]
    #[should_panic(expected = "the blank's cell 9 is not one of 0..9")]
    fn distances_refuse_a_blank_off_the_board() {
        Solver::new().distances(9);
    }

    fn solve(start: &str, goal: &str) -> Option<String> {
        let start = Board::parse(start.as_bytes()).unwrap();
        let goal = Board::parse(goal.as_bytes()).unwrap();
        Solver::new().solve(&start, &goal).map(|p| p.to_string())
    }

    #[test]
    fn answers_the_hdu_sample() {
        assert_eq!(solve("12X453786", "12345678X").as_deref(), Some("dd"));
        assert_eq!(solve("564178X23", "7568X4123").as_deref(), Some("urrulldr"));
    }

    #[test]
    fn start_equal_to_goal_is_the_empty_path() {
        assert_eq!(solve("1234X5678", "1234X5678").as_deref(), Some(""));
    }

    #[test]
    fn a_case_where_backward_first_parents_go_wrong() {
        // Design notes, section 3: backward BFS would give `rurdlldrr`.
        assert_eq!(
            solve("162X53478", "12345678X").as_deref(),
            Some("druurdldr")
        );
    }

    #[test]
    fn boards_of_different_parity_are_unreachable() {
        assert_eq!(solve("12345678X", "21345678X"), None);
    }

    #[test]
    fn solve_all_agrees_with_solve_one_by_one() {
        let boards: Vec<Board> = [
            "12X453786",
            "12345678X",
            "564178X23",
            "7568X4123",
            "21345678X",
            "8672543X1",
        ]
        .iter()
        .map(|b| Board::parse(b.as_bytes()).unwrap())
        .collect();
        let mut queries = Vec::new();
        for start in &boards {
            for goal in &boards {
                queries.push(Query {
                    start: *start,
                    goal: *goal,
                });
            }
        }
        let mut solver = Solver::new();
        let mut answers = Vec::new();
        solver.solve_all(&queries, &mut answers);
        let one_by_one: Vec<Option<Path>> = queries
            .iter()
            .map(|q| solver.solve(&q.start, &q.goal))
            .collect();
        assert_eq!(answers, one_by_one);
        assert!(answers.iter().any(Option::is_none));
        assert!(answers.iter().any(|a| a.map_or(false, |p| p.len() > 20)));
    }

    #[test]
    fn prepare_builds_only_what_is_asked() {
        let mut solver = Solver::new();
        solver.prepare([3, 3, 5]);
        assert_eq!(solver.tables_built(), 2);
        solver.prepare(0..CELLS);
        assert_eq!(solver.tables_built(), 9);
    }
}
