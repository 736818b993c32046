//! One query: a start board and the goal to reach, of whatever board type.
//!
//! # Costs
//! Two boards.

/// One query: turn `start` into `goal`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Query<B> {
    /// The board to start from.
    pub start: B,
    /// The board to reach.
    pub goal: B,
}
