//! `eight`: an 8-puzzle solver for online-judge work.
//!
//! Nine BFS tables, one per blank position of a canonical start, hold the tree of
//! lexicographically smallest shortest paths; each query is relabelled onto its canonical
//! start and its path is read back from the table. The files, from the bottom up:
//! [`board`] (boards and moves), [`index`] (the dense state index and its rotation tables),
//! [`table`] (one BFS table), [`path`] (a move string), [`solver`] (relabelling and the nine
//! tables), [`input`] (tokens and boards from a byte stream), [`format`] (one file per
//! input/output format, and the batch loop), [`error`] (the error type), [`cli`] (the
//! command line), [`random`] (a seeded generator for tests and inputs), [`bundle`] (the one-file source
//! for judges), [`gen`] (random input files), [`check`] (a special judge).
pub mod board;
pub mod bundle;
pub mod check;
pub mod cli;
pub mod error;
pub mod format;
pub mod gen;
pub mod grid;
pub mod index;
pub mod input;
pub mod path;
pub mod random;
pub mod solver;
pub mod table;
