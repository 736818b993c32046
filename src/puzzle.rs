//! What the formats and the judge need of a board, whatever its size: its cells, its width,
//! and the board one move away. The 3x3 [`Board`] implements it.
//!
//! # Costs
//! Nothing beyond the board's own methods.

use crate::board::{Board, Move, CELLS, SIDE};

/// A board of any size, as the formats print it and the judge walks it.
pub trait Puzzle: Copy + Eq {
    /// The cells, row-major, 0 for the blank.
    fn cells(&self) -> &[u8];

    /// Cells per row.
    fn columns(&self) -> usize;

    /// The board after the blank makes `step`, if it stays on the board.
    fn apply(&self, step: Move) -> Option<Self>;

    /// A board of the same size with these cells, if they are one (each value once).
    fn with_cells(&self, cells: &[u8]) -> Option<Self>;

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
    fn cells(&self) -> &[u8] {
        Board::cells(self)
    }

    fn columns(&self) -> usize {
        SIDE
    }

    fn apply(&self, step: Move) -> Option<Board> {
        Board::apply(self, step)
    }

    fn with_cells(&self, cells: &[u8]) -> Option<Board> {
        let cells = <[u8; CELLS]>::try_from(cells).ok()?;
        Board::from_cells(cells).ok()
    }
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
