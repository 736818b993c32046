//! What the formats, the batch loop and the judge need of a board, whatever its size: how it
//! is read, its cells and width, and the board one move away. The 3x3 [`Board`] implements
//! it here; the boards of other sizes (`crate::grid::Grid`) in their own folder, so that the
//! one-file 3x3 bundle needs nothing of theirs.
//!
//! # Costs
//! Nothing beyond the boards' own methods.

use crate::board::{Board, Move, CELLS, SIDE};
use crate::error::{Error, Place};
use crate::input::Tokens;
use std::io::Read;

/// A board of some size, as the formats read and print it and the judge walks it.
pub trait Puzzle: Copy + Eq + Send + Sync {
    /// What fixes the size of a board: nothing for the 3x3 [`Board`], rows and columns for
    /// the others.
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

impl Puzzle for Board {
    type Shape = ();

    fn read<R: Read>(tokens: &mut Tokens<R>, _: (), place: Place) -> Result<Option<Board>, Error> {
        tokens.board(place)
    }

    fn from_cells(_: (), cells: &[u8]) -> Option<Board> {
        let cells = <[u8; CELLS]>::try_from(cells).ok()?;
        Board::from_cells(cells).ok()
    }

    fn cells(&self) -> &[u8] {
        Board::cells(self)
    }

    fn columns(&self) -> usize {
        SIDE
    }

    fn apply(&self, step: Move) -> Option<Board> {
        Board::apply(self, step)
    }

    fn shape(&self) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_show_as_rows() {
        let board = Board::parse(b"12X453786").unwrap();
        assert_eq!(board.show(), "1 2 0 / 4 5 3 / 7 8 6");
        assert_eq!(board.with_cells(&[1, 2, 0, 4, 5, 3, 7, 8, 6]), Some(board));
        assert_eq!(board.with_cells(&[1, 2, 0, 4, 5, 3, 7, 8]), None);
        assert_eq!(board.with_cells(&[1, 1, 0, 4, 5, 3, 7, 8, 6]), None);
    }
}
