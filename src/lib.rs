//! `eight`: sliding-puzzle solutions for online-judge work: on every board from 2x2 to 16
//! cells the shortest move string and, among the shortest, the lexicographically smallest;
//! beyond, up to a million cells, a short legal path ([`BigSolver`]), and on 5x5 the
//! smallest shortest path on request ([`FiveSolver`]). The [`guide`] explains each task,
//! from answering a judge's file to writing a problem package.
//!
//! Nine BFS tables, one per blank position of a canonical start, hold the tree of
//! lexicographically smallest shortest paths of the 8-puzzle; each query is relabelled onto
//! its canonical start and its path is read back from its table ([`Solver`]). Boards of other
//! sizes are searched ([`GridSolver`]: IDA* over additive pattern databases, in an order that
//! makes the first path found the smallest shortest one). Around the solvers sit the judges'
//! formats ([`Format`]), the batch loop that answers a whole input ([`run`]), a special judge
//! ([`check`]) that speaks each judge system's protocol ([`run_checker`]), a strict reader
//! of test inputs for problem setters ([`validate`]), and a generator of test inputs
//! ([`generate`]).
//!
//! # Quick start
//! ```
//! use eight::{Board, Solver};
//! let start: Board = "12X453786".parse().unwrap();
//! let goal: Board = "1 2 3 4 5 6 7 8 X".parse().unwrap();
//! let path = Solver::new().solve(&start, &goal).expect("same parity");
//! assert_eq!(path.to_string(), "dd");
//! ```
//! A whole input file, in any of the [`Format`]s (a [`Batch`] also sets the board size and
//! the disk cache):
//! ```
//! let input = &b"2\n12X453786 12345678X\n564178X23 7568X4123\n"[..];
//! let mut output = Vec::new();
//! let outcome = eight::run(eight::Format::Hdu3567, input, &mut output, &mut std::io::sink());
//! assert_eq!(outcome.unwrap().cases, 2);
//! assert_eq!(output, b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
//! ```
//!
//! # Layers
//! Each folder of `src/` is a layer and imports only the layers below it
//! (`tests/layers.rs` keeps it so): `shared` (moves, sizes, queries, answers, tokens, the
//! error type); `kit` (what the engines are made of: placement ranks, board isometries,
//! level-by-level builds, threads); the engines side by side, `three` (the 3x3 tables),
//! `grid` (the one exact search, every size up to 16 cells and 5x5 on request:
//! [`GridSolver`], [`FiveSolver`]) and `big` (a short path beyond 16 cells); `format` (one
//! file a judge's format, and their list); `batch` (the batch loop, the pipeline, the dispatch from
//! a format and a size to an engine); `judge` (the special judge and the judge systems'
//! protocols) and `generator` (test inputs) side by side; the binary (`main.rs`, `cli/`) on
//! top.
#![deny(missing_docs)]

pub mod guide;

mod batch;
mod big;
mod format;
mod generator;
mod grid;
mod judge;
mod kit;
mod shared;
mod show;
mod three;

pub use batch::{all_paths, run, Batch, Outcome, DEFAULT_PATHS};
pub use big::BigSolver;
pub use format::judging::Verdict;
pub use format::validating::Validity;
pub use format::{EngineKind, Format, Function};
pub use generator::{generate, GenOptions, DEFAULT_CASES};
pub use grid::{FiveSolver, Grid, GridSolver};
pub use judge::protocol::{run_checker, Protocol};
pub use judge::validator::{run_validator, Validator};
pub use judge::{check, check_files, validate};
pub use shared::output::Rejection;
pub use shared::{
    BigBoard, Cache, Error, Move, Place, Problem, Query, Role, Size, Solution, Token,
};
pub use shared::{MAX_BOARD_CELLS, MAX_CELLS};
pub use show::{
    sample_pictures, show, show_check, Pictures, Shown, MOST_DRAWN_CELLS, MOST_PICTURED_CASES,
    MOST_PICTURED_CELLS, MOST_PLAYED_MOVES, MOST_SHOWN_CASES,
};
pub use three::{Board, Path, Solver, MAX_MOVES};

/// The README's Rust examples, run as doctests (its shell sessions are run by
/// `tests/examples.rs`).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExamples;

/// Internals for the benchmarks, the tests and the binary: not part of the API, may change
/// any time.
#[doc(hidden)]
pub mod internals {
    pub use crate::shared::random::SplitMix64;
    pub use crate::shared::terminal::stderr_is_terminal;
    pub use crate::three::index::{board_of_state, Rotations, STATES};
    pub use crate::three::table::{PathTable, Scratch};
}
