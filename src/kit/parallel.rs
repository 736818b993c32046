//! Running one job on several threads at once, this one among them: the table builders'
//! levels and the split iterations of the search hand out their work this way (the job
//! takes its pieces from a shared counter).
//!
//! # Costs
//! The start of `threads - 1` scoped threads, tens of microseconds.

/// Runs `job` on `threads` threads, this one among them, and returns when all are done.
pub(crate) fn on_threads(threads: usize, job: impl Fn() + Sync) {
    std::thread::scope(|scope| {
        for _ in 1..threads {
            scope.spawn(&job);
        }
        job();
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn the_job_runs_once_a_thread() {
        let runs = AtomicUsize::new(0);
        on_threads(3, || {
            runs.fetch_add(1, Ordering::Relaxed);
        });
        assert_eq!(runs.into_inner(), 3);
    }
}
