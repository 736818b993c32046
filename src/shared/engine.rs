//! The one trait the batch loop solves through, whichever engine is behind it: the 3x3 tables
//! (`crate::three`) or the search of the other sizes (`crate::grid`), each implementing it in
//! its own folder.
//!
//! # Costs
//! Nothing: a trait.

use crate::shared::{Puzzle, Query, Solved};

/// Solves chunks of queries on boards of type `B`.
pub(crate) trait Engine<B: Puzzle>: Sync {
    /// What one query's answer is kept as.
    type Solved: Solved + Send;

    /// Answers `queries` in order into `answers` (cleared first); a `limit` makes the paths
    /// longer than it [`Answer::LongerThan`](crate::shared::Answer::LongerThan).
    fn solve_all(
        &mut self,
        queries: &[Query<B>],
        limit: Option<usize>,
        answers: &mut Vec<Self::Solved>,
    );

    /// Builds what any query could need and says yes, when the engine can then answer
    /// through `&self`, on many threads at once ([`Engine::solve_prepared`]); says no if it
    /// cannot.
    fn prepare_for_all(&mut self) -> bool {
        false
    }

    /// [`Engine::solve_all`] once [`Engine::prepare_for_all`] said yes.
    ///
    /// # Panics
    /// If it said no.
    fn solve_prepared(&self, _: &[Query<B>], _: Option<usize>, _: &mut Vec<Self::Solved>) {
        unreachable!("only an engine whose prepare_for_all says yes solves through &self")
    }
}
