//! What the judge needs of a board to walk a contestant's path on it: every board of at most
//! 16 cells ([`Puzzle`]), and the boards beyond (`big_board`), which change in place.
//!
//! # Costs
//! A move: a copy of a small board, or one swap in place on a big one.

use crate::shared::{BigBoard, Move, Puzzle};

/// A board a path is walked on move by move, as the judge reads a contestant's path: every
/// [`Puzzle`], and the boards beyond 16 cells, which change in place.
pub(crate) trait Walk: Clone + PartialEq {
    /// Makes `step` and says yes, or says no (changing nothing) when it would leave the board.
    fn walk(&mut self, step: Move) -> bool;

    /// The board for a message.
    fn describe(&self) -> String;
}

impl<P: Puzzle> Walk for P {
    fn walk(&mut self, step: Move) -> bool {
        match self.apply(step) {
            Some(next) => {
                *self = next;
                true
            }
            None => false,
        }
    }

    fn describe(&self) -> String {
        self.show()
    }
}

impl Walk for BigBoard {
    fn walk(&mut self, step: Move) -> bool {
        self.apply(step)
    }

    fn describe(&self) -> String {
        self.show()
    }
}
