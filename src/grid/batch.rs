//! The batch engine for boards of other sizes than 3x3: prepares the pattern databases a
//! chunk of queries needs, then solves the chunk on every core, answers in input order.
//!
//! Threads take cases one at a time from a shared counter, so one long search does not hold
//! up the cases behind it on the other cores; each answer goes to its case's slot, so output
//! order and bytes never depend on the threads. When standard error is a terminal it shows
//! the cases done and each search's current bound; never on standard output.
//!
//! # Costs
//! The databases of each goal blank cell met (see [`super::Engine::prepare`]), then the
//! searches; a thread a core, each holding one search's stack.

use super::{Engine, Grid, Outcome, Size};
use crate::format::{Answer, Engine as BatchEngine, Query, Solved};
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;

impl Solved for Outcome {
    fn answer(&self) -> Answer<'_> {
        match self {
            Outcome::Path(letters) => Answer::Path(letters),
            Outcome::Unreachable => Answer::Unreachable,
            Outcome::LongerThan(limit) => Answer::LongerThan(*limit),
        }
    }
}

/// Solves chunks of queries on boards of one size.
pub(crate) struct GridBatch {
    engine: Engine,
    threads: usize,
    progress: bool,
}

impl GridBatch {
    /// A batch engine for `size`, solving on `threads` threads (at least one); progress on
    /// stderr when `progress`.
    pub(crate) fn new(size: Size, threads: usize, progress: bool) -> GridBatch {
        GridBatch {
            engine: Engine::new(size),
            threads: threads.max(1),
            progress,
        }
    }

    /// A batch engine for `size` on every core, with progress when stderr is a terminal.
    pub(crate) fn on_every_core(size: Size) -> GridBatch {
        let cores = thread::available_parallelism().map_or(1, |n| n.get());
        GridBatch::new(size, cores, crate::terminal::stderr_is_terminal())
    }
}

impl BatchEngine<Grid> for GridBatch {
    type Solved = Outcome;

    fn solve_all(
        &mut self,
        queries: &[Query<Grid>],
        limit: Option<usize>,
        answers: &mut Vec<Outcome>,
    ) {
        answers.clear();
        for query in queries {
            if query.start.can_reach(&query.goal)
                && self.engine.tables(query.goal.blank()).is_none()
            {
                if self.progress {
                    eprint!(
                        "\reight: building the {} tables for goals with the blank in cell {} ...",
                        self.engine.size(),
                        query.goal.blank()
                    );
                }
                self.engine.prepare(&query.goal);
            }
        }
        let engine = &self.engine;
        let progress = self.progress;
        let next = AtomicUsize::new(0);
        let done = AtomicUsize::new(0);
        let slots: Vec<Mutex<Option<Outcome>>> = queries.iter().map(|_| Mutex::new(None)).collect();
        let work = || loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let query = match queries.get(index) {
                Some(query) => query,
                None => return,
            };
            let mut show = |bound: usize| {
                if progress {
                    let finished = done.load(Ordering::Relaxed);
                    eprint!(
                        "\reight: {finished} of {} cases done; case {} at bound {bound}   ",
                        queries.len(),
                        index + 1
                    );
                    let _ = std::io::stderr().flush();
                }
            };
            let outcome = engine.solve(&query.start, &query.goal, limit, &mut show);
            *slots[index]
                .lock()
                .expect("no thread panics holding a slot") = Some(outcome);
            done.fetch_add(1, Ordering::Relaxed);
        };
        let threads = self.threads.min(queries.len());
        if threads <= 1 {
            work();
        } else {
            thread::scope(|scope| {
                for _ in 1..threads {
                    scope.spawn(work);
                }
                work();
            });
        }
        if progress && !queries.is_empty() {
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
    use crate::board::Move;

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
        GridBatch::new(size, 1, false).solve_all(&queries, None, &mut one);
        let mut three = Vec::new();
        GridBatch::new(size, 3, false).solve_all(&queries, None, &mut three);
        assert_eq!(one, three);
        assert_eq!(one[0], Outcome::Path(b"d".to_vec()));
        let mut limited = Vec::new();
        GridBatch::new(size, 2, false).solve_all(&queries, Some(3), &mut limited);
        assert!(limited.contains(&Outcome::LongerThan(3)));
    }
}
