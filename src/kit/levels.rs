//! A breadth-first search over a space of ranks, level by level, on several threads: the
//! way the large pattern databases are built (the packed 7- and 8-tile tables, the 5x5
//! groups). No queue is kept: the states of a level are marked in the table being built,
//! and the next level is found by scanning for them, a piece of the ranks at a time.
//!
//! Why the levels are right: every thread finishes level `d` before any starts level
//! `d + 1` (the threads are joined between levels), so when a state is first marked, it is
//! marked from a state of level `d` and was not reached at any level up to `d`: its level
//! is `d + 1`, its distance. Two threads that reach one state at once mark the same level.
//!
//! # Costs
//! The start of the threads once a level (tens of microseconds, against seconds a level
//! for the tables it builds) and one atomic counter the threads take pieces from.

use super::parallel::on_threads;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// Runs the search: at level `d` (from 0) every one of `threads` threads takes pieces
/// `0..pieces` in turn and `expand(d, piece)` expands that piece's states of level `d`,
/// marking the states of level `d + 1` it reaches, and says whether it reached any. After
/// each level `between(d)` is called (for progress); the search ends after the first level
/// that reached nothing. Returns how many levels were expanded.
///
/// # Panics
/// If `threads` is 0.
pub(crate) fn by_levels(
    threads: usize,
    pieces: usize,
    expand: impl Fn(u32, usize) -> bool + Sync,
    between: &mut dyn FnMut(u32),
) -> u32 {
    assert!(threads > 0, "a search needs a thread");
    for level in 0u32.. {
        let next = AtomicUsize::new(0);
        let grew = AtomicBool::new(false);
        on_threads(threads, || loop {
            let piece = next.fetch_add(1, Ordering::Relaxed);
            if piece >= pieces {
                return;
            }
            if expand(level, piece) {
                grew.store(true, Ordering::Relaxed);
            }
        });
        between(level);
        if !grew.into_inner() {
            return level + 1;
        }
    }
    unreachable!("a level count fits in u32")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicU16;

    /// Distances on a cycle of 1,000 states from state 0, pieces of 64 states.
    #[test]
    fn levels_are_breadth_first_distances() {
        let n = 1000;
        let level: Vec<AtomicU16> = (0..n).map(|_| AtomicU16::new(u16::MAX)).collect();
        level[0].store(0, Ordering::Relaxed);
        let mut seen = Vec::new();
        let levels = by_levels(
            3,
            (n + 63) / 64,
            |d, piece| {
                let mut grew = false;
                for state in piece * 64..((piece + 1) * 64).min(n) {
                    if level[state].load(Ordering::Relaxed) != d as u16 {
                        continue;
                    }
                    for next in [(state + 1) % n, (state + n - 1) % n] {
                        if level[next]
                            .compare_exchange(
                                u16::MAX,
                                d as u16 + 1,
                                Ordering::Relaxed,
                                Ordering::Relaxed,
                            )
                            .is_ok()
                        {
                            grew = true;
                        }
                    }
                }
                grew
            },
            &mut |d| seen.push(d),
        );
        assert_eq!(levels, 501);
        assert_eq!(seen, (0..501).collect::<Vec<u32>>());
        for (state, value) in level.iter().enumerate() {
            assert_eq!(
                usize::from(value.load(Ordering::Relaxed)),
                state.min(n - state)
            );
        }
    }
}
