//! The 3x3 engine: nine BFS tables, one per blank position `k` of the canonical start "blank
//! at `k`, tiles 1..8 in row-major order", each holding in 2 bits a state the last move of
//! the lexicographically smallest shortest path to every one of the 181,440 boards it
//! reaches. A query is relabelled tile by tile so that its start becomes canonical start `k`,
//! and its path is read back from table `k` ([`Solver`]).
//!
//! Files: `board` (the board and its rules), `index` (the dense state index and the rotation
//! tables that move through it), `table` (one BFS table), `path` (a move string of at most 31
//! moves), `solver` (relabelling, the nine tables, batch readback), `read` (boards from
//! tokens, and the `Puzzle` face), `engine` (the batch loop's `Engine`). It imports only
//! `crate::shared`.
//!
//! # Costs
//! See [`Solver`]: 0.15 ms for the rotation tables, about 1 ms of CPU a table, 408 KB for
//! all nine; a query in about 150 ns.

pub(crate) mod board;
mod engine;
pub(crate) mod index;
pub(crate) mod path;
mod read;
pub(crate) mod solver;
pub(crate) mod table;

pub use board::Board;
pub use path::{Path, MAX_MOVES};
pub use solver::Solver;
