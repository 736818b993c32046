//! `eight`: an 8-puzzle solver for online-judge work.
//!
//! Nine BFS tables, one per blank position of a canonical start, hold the tree of
//! lexicographically smallest shortest paths; each query is relabelled onto its canonical
//! start and its path is read back from the table. The files, from the bottom up:
//! [`board`] (boards and moves), [`index`] (the dense state index and its rotation tables),
//! [`table`] (one BFS table), [`path`] (a move string), [`solver`] (relabelling and the nine
//! tables), [`error`] (the error type).
pub mod board;
pub mod error;
pub mod index;
pub mod path;
pub mod solver;
pub mod table;
