//! The toolkit below the engines: what the exact engine's pattern databases and search are
//! made of, and nothing that knows a format, a heuristic or a goal. Dense ranks of tile
//! placements ([`placement`]) and the way back ([`unrank`]), a board's cells as bit sets
//! ([`shape`]), the isometries of a board ([`symmetry`]), a job on several
//! threads ([`parallel`]), a breadth-first search level by level over ranks
//! ([`levels`]), prefetching ([`prefetch`]) and methods compiled for the CPU's own
//! instructions ([`cpu`]). It imports only `crate::shared`.
//!
//! # Costs
//! Nothing of its own: see each file.

pub(crate) mod cpu;
pub(crate) mod levels;
pub(crate) mod parallel;
pub(crate) mod placement;
pub(crate) mod prefetch;
pub(crate) mod shape;
pub(crate) mod symmetry;
pub(crate) mod unrank;
