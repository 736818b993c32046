//! Running one job on several threads at once, this one among them: the table builders'
//! levels and the split iterations of the search hand out their work this way (the job
//! takes its pieces from a shared counter). And running a long build on a thread of its
//! own while this one reports how far it got ([`watched`]).
//!
//! # Costs
//! The start of `threads - 1` scoped threads, tens of microseconds; a watched build wakes
//! this thread ten times a second.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{channel, RecvTimeoutError};
use std::time::Duration;

/// Runs `job` on `threads` threads, this one among them, and returns when all are done.
pub(crate) fn on_threads(threads: usize, job: impl Fn() + Sync) {
    std::thread::scope(|scope| {
        for _ in 1..threads {
            scope.spawn(&job);
        }
        job();
    });
}

/// Runs `build` on a thread of its own and returns what it makes; meanwhile tells
/// `progress` the share `reached / total` (0 to 1) at once and then about ten times a
/// second until it ends.
///
/// # Panics
/// If `build` panics (the panic passes on when the thread is joined).
pub(crate) fn watched<T: Send>(
    reached: &AtomicUsize,
    total: usize,
    progress: &mut dyn FnMut(f64),
    build: impl FnOnce() -> T + Send,
) -> T {
    let (done, finished) = channel();
    std::thread::scope(|scope| {
        let builder = scope.spawn(move || {
            let made = build();
            // The receiver lives until the build is done.
            let _ = done.send(());
            made
        });
        loop {
            progress(reached.load(Ordering::Relaxed) as f64 / total.max(1) as f64);
            match finished.recv_timeout(Duration::from_millis(100)) {
                Ok(()) => break,
                Err(RecvTimeoutError::Timeout) => {}
                // The builder panicked: joining passes the panic on.
                Err(RecvTimeoutError::Disconnected) => break,
            }
        }
        builder.join().expect("the build panicked")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_watched_build_returns_what_it_made_and_reports_its_share() {
        let reached = AtomicUsize::new(0);
        let mut shares = Vec::new();
        let made = watched(&reached, 4, &mut |share| shares.push(share), || {
            reached.store(4, Ordering::Relaxed);
            "made"
        });
        assert_eq!(made, "made");
        assert!(!shares.is_empty());
        assert!(shares.iter().all(|share| (0.0..=1.0).contains(share)));
    }

    #[test]
    fn the_job_runs_once_a_thread() {
        let runs = AtomicUsize::new(0);
        on_threads(3, || {
            runs.fetch_add(1, Ordering::Relaxed);
        });
        assert_eq!(runs.into_inner(), 3);
    }
}
