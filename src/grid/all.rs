//! Every shortest path of a query ([`GridSolver::all_paths`], for `eight all`): IDA* whose
//! last iteration is searched whole. Its own file so that the one-file solvers, which never
//! list paths, leave it out.
//!
//! # Costs
//! One search whose last iteration runs to its end (for a hard 4x4 board a few times the
//! time of the first path); the listed paths in memory.

use super::ida::letters;
use super::{Grid, GridSolver};

impl GridSolver {
    /// Every shortest path from `start` to `goal`, in lexicographic order (letters `d`, `l`,
    /// `r`, `u`), up to `at_most` of them, and whether there are more; `None` when the goal
    /// cannot be reached. The last iteration of IDA* is run whole instead of stopping at
    /// the first path: its depth-first order meets the shortest paths in lexicographic
    /// order, and no node of one is cut (see the module docs).
    ///
    /// # Panics
    /// As [`GridSolver::solve`].
    pub fn all_paths(
        &self,
        start: &Grid,
        goal: &Grid,
        at_most: usize,
    ) -> Option<(Vec<Vec<u8>>, bool)> {
        self.check_sizes(start, goal);
        if !start.can_reach(goal) {
            return None;
        }
        let (found, _) = self.find(start, goal, (None, Some(at_most)), None, 1, &mut |_| {});
        let mut paths = found.expect("no limit and no budget were set");
        let more = paths.len() > at_most;
        paths.truncate(at_most);
        Some((paths.iter().map(|codes| letters(codes)).collect(), more))
    }
}
