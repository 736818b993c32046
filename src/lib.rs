//! `eight`: shortest, lexicographically smallest sliding-puzzle solutions for online-judge
//! work, on every board from 2x2 to 16 cells.
//!
//! Nine BFS tables, one per blank position of a canonical start, hold the tree of
//! lexicographically smallest shortest paths of the 8-puzzle; each query is relabelled onto
//! its canonical start and its path is read back from its table. Boards of other sizes are
//! searched ([`grid`]: IDA* over additive pattern databases, in an order that makes the first
//! path found the smallest shortest one). Around the solvers sit the judges' formats, a
//! special judge that speaks each judge system's protocol, and a generator of test inputs.
//!
//! # Quick start
//! ```
//! use eight::{Board, Solver};
//! let start: Board = "12X453786".parse().unwrap();
//! let goal: Board = "1 2 3 4 5 6 7 8 X".parse().unwrap();
//! let path = Solver::new().solve(&start, &goal).expect("same parity");
//! assert_eq!(path.to_string(), "dd");
//! ```
//! A whole input file, in any of the [`Format`]s:
//! ```
//! let input = &b"2\n12X453786 12345678X\n564178X23 7568X4123\n"[..];
//! let mut output = Vec::new();
//! let outcome = eight::run(eight::Format::Hdu3567, input, &mut output, &mut std::io::sink());
//! assert_eq!(outcome.unwrap().cases, 2);
//! assert_eq!(output, b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
//! ```
//!
//! The modules, from the bottom up: [`board`] (3x3 boards and moves), [`path`] (a move
//! string), [`solver`] (relabelling and the nine tables), [`grid`] (every other size),
//! [`format`](mod@format) (the formats and the batch loops), [`error`] (the error type and
//! exit statuses), [`check`](mod@check) (a special judge), [`protocol`] (the judge systems'
//! checker conventions), [`generator`] (random input files), [`random`] (a seeded
//! generator), [`terminal`] (whether a person watches stderr).
#![deny(missing_docs)]

pub mod board;
pub mod check;
pub mod error;
pub mod format;
pub mod generator;
pub mod grid;
pub mod path;
pub mod protocol;
pub mod random;
pub mod solver;
pub mod terminal;

mod index;
mod input;
mod output;
mod puzzle;
mod table;
mod threads;

pub use board::{Board, Move};
pub use check::{check, check_files, Verdict};
pub use error::{Error, Problem};
pub use format::{run, Format, Outcome};
pub use path::Path;
pub use solver::{Query, Solver};

/// The table internals, for the benchmarks only: not part of the API, may change any time.
#[doc(hidden)]
pub mod internals {
    pub use crate::index::{board_of_state, Rotations, STATES};
    pub use crate::table::{PathTable, Scratch};
}
