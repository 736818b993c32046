//! How many threads batch work uses: every core, or `EIGHT_THREADS` when it holds a positive
//! number (for measuring, and for the tests that compare one thread with several).
//!
//! # Costs
//! An environment look-up and, without the variable, a look-up of the cores.

use std::thread;

/// The threads to use: `EIGHT_THREADS` if it is a positive number, else one a core.
pub(crate) fn threads() -> usize {
    std::env::var("EIGHT_THREADS")
        .ok()
        .and_then(|text| text.parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| thread::available_parallelism().map_or(1, |n| n.get()))
}
