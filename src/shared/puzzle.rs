//! What the formats, the batch loop and the judge need of a board, whatever its size: how it
//! is read, its cells and width, and the board one move away. Each engine implements it for
//! its boards in its own folder (`three/read.rs`, `grid/read.rs`).
//!
//! # Costs
//! Nothing beyond the boards' own methods.

use crate::shared::{Error, Move, Place, Tokens};
use std::io::Read;

/// A board of some size, as the formats read and print it and the judge walks it.
pub trait Puzzle: Copy + Eq + Send + Sync {
    /// What fixes the size of a board: nothing for the 3x3 boards, rows and columns for the
    /// others.
    type Shape: Copy;

    /// Reads one board of `shape` at `place`; `None` when the input ends before it starts.
    ///
    /// # Errors
    /// [`Error::Input`] for a malformed board, [`Error::Io`] if reading fails.
    fn read<R: Read>(
        tokens: &mut Tokens<R>,
        shape: Self::Shape,
        place: Place,
    ) -> Result<Option<Self>, Error>;

    /// The board of `shape` with these row-major cells (0 the blank), if they are one.
    fn from_cells(shape: Self::Shape, cells: &[u8]) -> Option<Self>;

    /// The cells, row-major, 0 for the blank.
    fn cells(&self) -> &[u8];

    /// Cells per row.
    fn columns(&self) -> usize;

    /// The board after the blank makes `step`, if it stays on the board.
    fn apply(&self, step: Move) -> Option<Self>;

    /// The board's shape.
    fn shape(&self) -> Self::Shape;

    /// Appends the board as one token, as the judges write 3x3 boards (`12X453786`), and
    /// says yes; says no, appending nothing, for boards that are written as numbers.
    fn push_one_token(&self, _out: &mut Vec<u8>) -> bool {
        false
    }

    /// A board of the same size with these cells, if they are one (each value once).
    fn with_cells(&self, cells: &[u8]) -> Option<Self> {
        Self::from_cells(self.shape(), cells)
    }

    /// The board for a message: rows of numbers separated by ` / `, 0 the blank.
    fn show(&self) -> String {
        let rows: Vec<String> = self
            .cells()
            .chunks(self.columns())
            .map(|row| {
                let numbers: Vec<String> = row.iter().map(u8::to_string).collect();
                numbers.join(" ")
            })
            .collect();
        rows.join(" / ")
    }
}
