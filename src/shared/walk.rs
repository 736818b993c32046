//! What the judge needs of a board to walk a contestant's path on it: every board of at most
//! 16 cells ([`Puzzle`]), and the boards beyond (`big_board`), which change in place.
//!
//! # Costs
//! A move: a copy of a small board, or one swap in place on a big one. Making a board from
//! numbers: O(cells).

use crate::shared::{BigBoard, Move, Puzzle};
use std::convert::TryFrom;

/// A board a path is walked on move by move, as the judge reads a contestant's path: every
/// [`Puzzle`], and the boards beyond 16 cells, which change in place.
pub(crate) trait Walk: Clone + PartialEq {
    /// Makes `step` and says yes, or says no (changing nothing) when it would leave the board.
    fn walk(&mut self, step: Move) -> bool;

    /// The board for a message.
    fn describe(&self) -> String;

    /// How many cells the board has.
    fn cell_count(&self) -> usize;

    /// How many columns the board has.
    fn width(&self) -> usize;

    /// The blank's cell.
    fn blank_cell(&self) -> usize;

    /// A board of this one's shape with these row-major cells (0 the blank), if each number
    /// from 0 to one less than the cells is there once.
    fn with_numbers(&self, numbers: &[u64]) -> Option<Self>;
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

    fn cell_count(&self) -> usize {
        self.cells().len()
    }

    fn width(&self) -> usize {
        self.columns()
    }

    fn blank_cell(&self) -> usize {
        self.cells()
            .iter()
            .position(|&cell| cell == 0)
            .expect("a board has a blank")
    }

    fn with_numbers(&self, numbers: &[u64]) -> Option<Self> {
        let cells: Option<Vec<u8>> = numbers.iter().map(|&n| u8::try_from(n).ok()).collect();
        self.with_cells(&cells?)
    }
}

impl Walk for BigBoard {
    fn walk(&mut self, step: Move) -> bool {
        self.apply(step)
    }

    fn describe(&self) -> String {
        self.show()
    }

    fn cell_count(&self) -> usize {
        self.cells().len()
    }

    fn width(&self) -> usize {
        self.size().columns()
    }

    fn blank_cell(&self) -> usize {
        self.blank()
    }

    fn with_numbers(&self, numbers: &[u64]) -> Option<Self> {
        let cells: Option<Vec<u32>> = numbers.iter().map(|&n| u32::try_from(n).ok()).collect();
        BigBoard::from_cells(self.size(), cells?)
    }
}
