//! The binary's batch engine for boards of other sizes than 3x3: prepares the pattern databases a
//! chunk of queries needs, then solves the chunk on every core, answers in input order.
//!
//! Threads take cases one at a time from a shared counter, so one long search does not hold
//! up the cases behind it on the other cores; each answer goes to its case's slot, so output
//! order and bytes never depend on the threads. When standard error is a terminal it shows
//! the cases done and each search's current bound; never on standard output.
//!
//! # Costs
//! The databases of each goal blank cell met (see [`super::GridSolver::prepare`]), then the
//! searches; a thread a core, each holding one search's stack.

use super::{pattern, Grid, GridSolver, Tier};
use crate::kit::placement::placements;
use crate::shared::{Engine, Query, Solution};
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;

/// The longest answer a light-tier-only batch may ask for: a format whose limit is at most
/// this (lightoj1121's 35) never builds the full databases. With the 4x4 light tier (4-4-4-3
/// and the transposed lookup) a board of up to 35 moves takes a millisecond or less, so 100
/// of them cost less than the 2 s build of 6-6-3 by far (`lightoj 100 cold` in
/// benches/grid.rs).
pub(crate) const LIGHT_LIMIT: usize = 35;

/// The nodes a light-tier search may visit, in a batch without such a limit, before the
/// batch gives up on the light tier and prepares the full databases: about 50 ms of one
/// core. Short boards finish well within it; after the first case that does not, no other
/// case tries, so a batch of hard boards loses at most one budget per thread.
pub(crate) const LIGHT_BUDGET: u64 = 1 << 20;

/// The light tier's budget when the strong 4x4 tables are next: about 3 ms of one core, a
/// tenth of what loading them costs (mapping the 288 MB file and checking its sum, about
/// 30 ms), so a batch of hard boards loses little and a batch of short ones still never
/// loads them (`strong_tables` in benches/grid.rs: Korf's 100 took 0.29 s with the full
/// budget, the light tier a sixth of the work).
pub(crate) const LIGHT_BUDGET_BEFORE_STRONG: u64 = 1 << 16;

/// The light tier's nodes a batch engine may spend in all, over every case of a size, for
/// each placement of the full databases it would otherwise build: once its searches have
/// cost about what that build costs, it builds them, so a batch of many cases to one goal
/// pays at most about twice the better of the two. On 3x4 (760,320 placements, about 0.1 s
/// to build on the 2-core machine) the light searches generated some 80 million nodes a
/// second on two threads, so 8 nodes a placement is about 0.08 s of them; the exact
/// finishes of 200 random 10x10 boards generate about 3 million in all, 2,000 random 3x4
/// queries to one goal 35 million.
const NODES_A_PLACEMENT: u64 = 8;

/// A light-tier pass's node budget: for each case, and for all of them together.
#[derive(Clone, Copy)]
struct Budget {
    case: u64,
    all: u64,
}

/// Solves chunks of queries on boards of one size.
pub(crate) struct GridBatch {
    engine: GridSolver,
    threads: usize,
    progress: bool,
    /// The nodes its light-tier searches generated, all cases so far.
    light_spent: u64,
}

impl GridBatch {
    /// A batch engine over `engine`, solving on `threads` threads (at least one); progress
    /// on stderr when `progress`.
    pub(crate) fn new(engine: GridSolver, threads: usize, progress: bool) -> GridBatch {
        GridBatch {
            engine,
            threads: threads.max(1),
            progress,
            light_spent: 0,
        }
    }

    /// A batch engine over `engine` on every core (or on `EIGHT_THREADS` threads when that
    /// variable holds a positive number), with progress when stderr is a terminal.
    pub(crate) fn on_every_core(engine: GridSolver) -> GridBatch {
        let threads = crate::shared::threads::threads();
        GridBatch::new(
            engine,
            threads,
            crate::shared::terminal::stderr_is_terminal(),
        )
    }

    /// The light tier's nodes this engine may spend in all before it builds the full
    /// databases of `goal`'s size ([`NODES_A_PLACEMENT`] for each of their placements).
    fn rent(&self, goal: &Grid) -> u64 {
        let size = self.engine.size();
        let full = pattern::patterns(size, goal.blank());
        let placements = full
            .iter()
            .map(|tiles| placements(size.cells(), tiles.len()));
        placements.sum::<usize>() as u64 * NODES_A_PLACEMENT
    }

    /// Prepares the databases of `tier` for every goal of the reachable `cases`.
    fn prepare(&mut self, queries: &[Query<Grid>], cases: &[usize], tier: Tier) {
        for &case in cases {
            let goal = &queries[case].goal;
            if self.engine.is_prepared(goal, tier) {
                continue;
            }
            let progress = self.progress;
            let size = self.engine.size();
            let what = match tier {
                Tier::Full => "",
                Tier::Light => "light ",
            };
            let mut bar = |share: f64| {
                if progress {
                    let filled = ((share * 30.0) as usize).min(30);
                    eprint!(
                        "\reight: building the {size} {what}tables for the blank in cell {} [{}{}] {:3.0}%",
                        goal.blank(),
                        "#".repeat(filled),
                        ".".repeat(30 - filled),
                        share * 100.0
                    );
                    let _ = std::io::stderr().flush();
                }
            };
            self.engine.prepare_tier(goal, tier, &mut bar);
            if progress {
                eprint!("\r\x1b[K");
            }
        }
    }

    /// Solves `cases` (indices into `queries`) into their `slots`: one case a thread while
    /// there are at least as many cases as threads (or with a `budget`, which is for one
    /// thread); otherwise one case after another, each on every thread. With a budget, a
    /// case that runs out leaves its slot empty and no later case tries (`gave_up`).
    fn solve_cases(
        &self,
        queries: &[Query<Grid>],
        cases: &[usize],
        limit: Option<usize>,
        budget: Option<Budget>,
        slots: &[Mutex<Option<Solution>>],
    ) {
        let engine = &self.engine;
        let progress = self.progress;
        let total = queries.len();
        let done = AtomicUsize::new(total - cases.len());
        let split = budget.is_none() && cases.len() < self.threads;
        let threads = if split { self.threads } else { 1 };
        let next = AtomicUsize::new(0);
        let gave_up = AtomicBool::new(false);
        let began = engine.nodes_generated();
        let work = || loop {
            let index = match cases.get(next.fetch_add(1, Ordering::Relaxed)) {
                Some(&index) => index,
                None => return,
            };
            let spent = engine.nodes_generated() - began;
            if gave_up.load(Ordering::Relaxed) || budget.map_or(false, |b| spent >= b.all) {
                return;
            }
            let query = &queries[index];
            let mut show = |bound: usize| {
                if progress {
                    let finished = done.load(Ordering::Relaxed);
                    eprint!(
                        "\reight: {finished} of {total} cases done; case {} at bound {bound}   ",
                        index + 1
                    );
                    let _ = std::io::stderr().flush();
                }
            };
            let outcome = engine.solve_with(
                &query.start,
                &query.goal,
                limit,
                budget.map(|b| b.case),
                threads,
                &mut show,
            );
            match outcome {
                Some(outcome) => {
                    *slots[index]
                        .lock()
                        .expect("no thread panics holding a slot") = Some(outcome);
                    done.fetch_add(1, Ordering::Relaxed);
                }
                None => gave_up.store(true, Ordering::Relaxed),
            }
        };
        let workers = if split {
            1
        } else {
            self.threads.min(cases.len())
        };
        if workers <= 1 {
            work();
        } else {
            thread::scope(|scope| {
                for _ in 1..workers {
                    scope.spawn(work);
                }
                work();
            });
        }
    }
}

impl Engine<Grid> for GridBatch {
    type Solved = Solution;

    /// Picks the databases for the chunk, never the answers: with a format limit of at most
    /// [`LIGHT_LIMIT`], the light tier alone; else the full databases when they are in memory
    /// or in the disk cache and the strong ones are not; else the light tier first, each
    /// case with [`LIGHT_BUDGET`] nodes ([`LIGHT_BUDGET_BEFORE_STRONG`] when the strong tables
    /// are cached), while its searches have cost less than building the full databases
    /// would ([`NODES_A_PLACEMENT`]), then for the cases that ran out or were not tried
    /// the strong 4x4 tables where they are cached and serve the goal (`eight prepare`),
    /// the full databases (built if need be) for the rest.
    fn solve_all(
        &mut self,
        queries: &[Query<Grid>],
        limit: Option<usize>,
        answers: &mut Vec<Solution>,
    ) {
        answers.clear();
        let slots: Vec<Mutex<Option<Solution>>> = queries
            .iter()
            .map(|query| match query.start.can_reach(&query.goal) {
                true => Mutex::new(None),
                false => Mutex::new(Some(Solution::Unreachable)),
            })
            .collect();
        let open = |slots: &[Mutex<Option<Solution>>]| -> Vec<usize> {
            (0..queries.len())
                .filter(|&i| slots[i].lock().expect("no thread panicked").is_none())
                .collect()
        };
        let cases = open(&slots);
        if matches!(limit, Some(limit) if limit <= LIGHT_LIMIT) {
            self.prepare(queries, &cases, Tier::Light);
            self.solve_cases(queries, &cases, limit, None, &slots);
        } else {
            let strong = self.engine.is_strong_at_hand();
            let at_hand = cases
                .iter()
                .all(|&i| self.engine.is_full_at_hand(&queries[i].goal));
            // Without the strong tables, what is left of the light tier's rent, if anything.
            let left = match (strong, at_hand, cases.first()) {
                (false, false, Some(&i)) => {
                    self.rent(&queries[i].goal).checked_sub(self.light_spent)
                }
                _ => None,
            };
            if strong || matches!(left, Some(left) if left > 0) {
                let budget = match left {
                    None => Budget {
                        case: LIGHT_BUDGET_BEFORE_STRONG,
                        all: u64::MAX,
                    },
                    Some(left) => Budget {
                        case: LIGHT_BUDGET,
                        all: left,
                    },
                };
                self.prepare(queries, &cases, Tier::Light);
                let before = self.engine.nodes_generated();
                self.solve_cases(queries, &cases, limit, Some(budget), &slots);
                self.light_spent += self.engine.nodes_generated() - before;
            }
            let mut cases = open(&slots);
            if strong && !cases.is_empty() && self.engine.load_strong() {
                cases.retain(|&i| !self.engine.is_strong_for(&queries[i].goal));
                let served: Vec<usize> = open(&slots)
                    .into_iter()
                    .filter(|&i| self.engine.is_strong_for(&queries[i].goal))
                    .collect();
                self.solve_cases(queries, &served, limit, None, &slots);
            }
            self.prepare(queries, &cases, Tier::Full);
            self.solve_cases(queries, &cases, limit, None, &slots);
        }
        if self.progress && !queries.is_empty() {
            eprint!("\r\x1b[K");
        }
        answers.extend(slots.into_iter().map(|slot| {
            slot.into_inner()
                .expect("no thread panics holding a slot")
                .expect("every case was solved")
        }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::{Move, Size};

    #[test]
    fn threads_change_nothing_but_the_time() {
        let size = Size::new(3, 4).unwrap();
        let goal = Grid::solved(size);
        let mut queries = Vec::new();
        let mut start = goal;
        for step in 0..40 {
            let moves = [
                Move::Up,
                Move::Left,
                Move::Up,
                Move::Right,
                Move::Down,
                Move::Left,
            ];
            start = start.apply(moves[step % moves.len()]).unwrap_or(start);
            queries.push(Query { start, goal });
        }
        let mut one = Vec::new();
        GridBatch::new(GridSolver::new(size), 1, false).solve_all(&queries, None, &mut one);
        let mut three = Vec::new();
        GridBatch::new(GridSolver::new(size), 3, false).solve_all(&queries, None, &mut three);
        assert_eq!(one, three);
        assert_eq!(one[0], Solution::Path(b"d".to_vec()));
        let mut limited = Vec::new();
        GridBatch::new(GridSolver::new(size), 2, false).solve_all(&queries, Some(3), &mut limited);
        assert!(limited.contains(&Solution::LongerThan(3)));
    }

    /// `count` random 3x4 boards that can reach the solved goal, and that goal.
    fn random_3x4(count: usize, seed: u64) -> Vec<Query<Grid>> {
        let size = Size::new(3, 4).unwrap();
        let goal = Grid::solved(size);
        let mut rng = crate::shared::random::SplitMix64::new(seed);
        let mut queries = Vec::new();
        while queries.len() < count {
            let mut cells: Vec<u8> = (0..12).collect();
            rng.shuffle(&mut cells);
            let start = Grid::from_cells(size, &cells).unwrap();
            if start.can_reach(&goal) {
                queries.push(Query { start, goal });
            }
        }
        queries
    }

    #[test]
    fn the_light_tier_serves_until_it_has_cost_what_the_full_tables_would() {
        let size = Size::new(3, 4).unwrap();
        let goal = Grid::solved(size);
        // A few random boards stay within the light tier's rent (3x4's full tables are not
        // built); a thousand spend it, the full tables are built for the rest, and every
        // answer is the one of the full tables alone.
        let few = random_3x4(20, 7);
        let mut batch = GridBatch::new(GridSolver::new(size), 2, false);
        let mut answers = Vec::new();
        batch.solve_all(&few, None, &mut answers);
        assert!(batch.light_spent > 0);
        assert!(!batch.engine.is_prepared(&goal, Tier::Full));
        let many = random_3x4(1000, 8);
        batch.solve_all(&many, None, &mut answers);
        assert!(batch.engine.is_prepared(&goal, Tier::Full));
        let mut full = GridSolver::new(size);
        full.prepare(&goal);
        for (query, answer) in many.iter().zip(&answers).step_by(50) {
            assert_eq!(
                *answer,
                full.solve(&query.start, &query.goal, None, &mut |_| {})
            );
        }
    }
}
