//! Exact solving of sliding puzzles of any rectangular shape from 2x2 to 16 cells (2x2 ... 4x4,
//! 2x8, 8x2, 3x5, 5x3): the shortest move string and, among the shortest, the
//! lexicographically smallest (`d < l < r < u`, the blank's moves).
//!
//! The files: `ida` (the one search, IDA* over any admissible heuristic, on boards of up to 25
//! cells, and the automaton of the move sequences it cuts), `detours` (the move sequences no
//! smallest shortest path holds, learned once a process), `board` (boards, the parity test),
//! `read` (boards from tokens, and the `Puzzle` face), `pattern` (what a pattern database holds
//! and which tiles form each), `sparse` (the search that fills one, a byte an entry), `tables`
//! (the databases of one goal blank cell and the heuristic over them), `packed` (databases of 7
//! and 8 tiles at half a byte a placement, and their build), `strong` (the sets `eight prepare`
//! builds from them, and how a goal's corner is mapped onto them), `five` and `five_table` (the
//! 5x5 board's 6-6-6-6 databases and their heuristic: `--exact`), `solver` (the [`GridSolver`],
//! which keeps one set of tables per goal blank cell and picks the heuristic of each query),
//! `all` (the last iteration searched whole: every shortest path), `split` (iterations split
//! among threads), `journal` (a long search's record on disk, to go on after a stop), `cache`
//! (the disk cache of slow databases, an add-on the solver reaches through
//! [`tables::TableStore`]), `engine` (the batch loop's `Engine` of the one-file submissions:
//! the light tables, one case after another) and `batch` (the binary's `Engine`: cases on every
//! core). It imports `crate::shared` and `crate::kit`.
//!
//! # Method
//! Each query is relabelled so that every tile is named by its cell in the goal; the goal
//! then has tile `c` in cell `c` and the tables depend only on the size and the goal's blank
//! cell. IDA* searches from the start with the heuristic `max(sum of the disjoint additive
//! pattern databases, the same sum for the board's image under a symmetry)`. The image is
//! looked up in the tables of the image of the goal's blank cell: on square boards the
//! transpose when the blank is on the diagonal (the same tables, free), on 2x8 and 8x2 the
//! half turn ([`GridSolver::prepare`] builds the second set of tables for it).
//!
//! # Why the answer is exact (see [`ida`] for the search itself)
//! * The heuristic is admissible: a pattern database holds the fewest moves of its own tiles
//!   needed when all other tiles are free to move, every real move moves one tile of exactly
//!   one pattern, so the sum never exceeds the true distance; a symmetry maps paths to paths
//!   of the same length and the goal to the goal of the image blank cell, so the image's
//!   sum bounds the same distance; a max of lower bounds is one.
//! * So no node on a shortest path is cut while the bound is below or at the optimum, and the
//!   first bound at which the goal is reached is the optimal length. (Bounds are rounded up
//!   to the parity every path to the goal has, which never passes the optimum.)
//! * In that iteration the depth-first search tries the children of every node in the order
//!   d, l, r, u, so it meets the paths of that length in lexicographic order; it never cuts a
//!   node of an optimal path (its `g + h` is at most the bound), and the move sequences it
//!   cuts (`detours`: a move straight back, and sequences with a shorter or smaller one of
//!   the same effect in their box) are never in the lexicographically smallest shortest
//!   path. So the first goal it meets is the end of that path (the argument in full is
//!   `ida`'s).
//! * Nothing else prunes: no transposition table (it could keep the larger of two paths to a
//!   state), no reordering of moves, no bidirectional search.
//!
//! # Costs
//! [`GridSolver::prepare`] builds the databases for a goal blank cell once (each pattern on every
//! core, mirror images copied): 33.6 MB and about 1 s for 4x4 (6-6-3), 4.5 s for 2x8 and 8x2
//! (two blank cells), 23 MB for 3x5, 15 MB for 2x7, 3.2 MB for 3x4 and 2x6, 10 MB for 2x5,
//! kilobytes to 2 MB for the small boards. [`GridSolver::solve`] is read-only on the tables and
//! allocates only its path, so threads may share an engine.

mod all;
pub(crate) mod batch;
pub(crate) mod board;
pub(crate) mod building;
pub(crate) mod cache;
mod detours;
pub(crate) mod engine;
mod five;
mod five_table;
pub(crate) mod ida;
mod journal;
pub(crate) mod mirror;
pub(crate) mod packed;
pub(crate) mod pattern;
mod read;
pub(crate) mod solver;
pub(crate) mod sparse;
pub(crate) mod split;
pub(crate) mod strong;
pub(crate) mod tables;

pub use board::Grid;
pub use five::FiveSolver;
pub use solver::GridSolver;
pub(crate) use solver::Tier;
