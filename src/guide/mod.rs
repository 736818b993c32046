//! The guides: how to do each task with `eight`, and why its answers are right. Each page
//! is a markdown file beside this one, shown here and on the repository alike; their
//! examples are run by `tests/examples.rs` (the shell sessions) and as doctests (the Rust).
//! The README is the front door; the measured records are in `benches/RESULTS.md`.
//!
//! | page | for |
//! |---|---|
//! | [`formats`] | what each judge's format reads and writes, unreachable goals, bad input |
//! | [`judging`] | `eight check`, the judge systems' protocols, the one-file checkers, scores |
//! | [`setting`] | `eight gen`, `eight validate`, `eight all`, `eight package` |
//! | [`submissions`] | `eight bundle`: the one-file solvers, what is in them, their limits |
//! | [`hard_boards`] | `eight prepare`, boards beyond 16 cells, exact 5x5 |
//! | [`correctness`] | why the answers are the smallest shortest paths, and the tests that show it |
//! | [`contributing`] | the layout, the two tiers of tests, CI, compatibility |

#[doc = include_str!("formats.md")]
pub mod formats {}

#[doc = include_str!("judging.md")]
pub mod judging {}

#[doc = include_str!("setting.md")]
pub mod setting {}

#[doc = include_str!("submissions.md")]
pub mod submissions {}

#[doc = include_str!("hard_boards.md")]
pub mod hard_boards {}

#[doc = include_str!("correctness.md")]
pub mod correctness {}

#[doc = include_str!("contributing.md")]
pub mod contributing {}
