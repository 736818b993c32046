//! The bottom layer: the types every other layer shares, and nothing that knows an engine, a
//! format or the command line. It imports nothing of the crate above it.
//!
//! Moves ([`Move`]), board sizes ([`Size`]), queries and their answers ([`Query`],
//! [`Solution`]), the trait every board type implements for the formats ([`Puzzle`]) and the
//! one the engines implement for the batch loop (`Engine`), the input's tokens and the
//! contestant output's reader, the error type, and small helpers (decimal numbers, a seeded
//! random generator, the thread count, whether stderr is a terminal, large allocations and
//! maps of files).
//!
//! # Costs
//! Nothing of its own: see each file.

pub(crate) mod answer;
pub(crate) mod big_board;
pub(crate) mod decimal;
pub(crate) mod disk;
pub(crate) mod engine;
pub(crate) mod error;
pub(crate) mod markup;
pub(crate) mod memory;
pub(crate) mod moves;
pub(crate) mod output;
pub(crate) mod puzzle;
pub(crate) mod query;
pub(crate) mod random;
pub(crate) mod size;
pub(crate) mod terminal;
pub(crate) mod threads;
pub(crate) mod tokens;
pub(crate) mod walk;

pub use answer::Solution;
pub(crate) use answer::{Answer, Solved};
pub use big_board::BigBoard;
pub(crate) use decimal::push_decimal;
pub use disk::Cache;
pub(crate) use engine::Engine;
pub use error::{Error, Place, Problem, Role, Token};
pub use moves::Move;
pub(crate) use output::{Fault, Output};
pub(crate) use puzzle::Puzzle;
pub use query::Query;
pub use size::{Size, MAX_BOARD_CELLS, MAX_CELLS};
pub(crate) use tokens::Tokens;
pub(crate) use walk::Walk;

/// Read-only bytes that live as long as their owner: a vector, or a map of a file (see
/// `memory`), for tables loaded from disk.
pub(crate) type SharedBytes = Box<dyn AsRef<[u8]> + Send + Sync>;
