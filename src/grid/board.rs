//! Boards ([`Grid`]) of every [`Size`] from 2x2 up to 16 cells, one move, and the parity
//! test that says whether one board can reach another.
//!
//! Cells are row-major, 0 is the blank and the tiles are `1..cells`. A move is named by where
//! the blank goes, as on the 3x3 board ([`Move`]).
//!
//! # Costs
//! A [`Grid`] is 19 bytes and `Copy`; a move is a few instructions, the parity test counts
//! inversions in at most 15 tiles (about 100 comparisons).

use crate::shared::{Move, Size, MAX_CELLS};

/// A valid board of some [`Size`]: each of `0..cells` once, 0 the blank.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Grid {
    size: Size,
    /// Row-major cells; the ones past `size.cells()` stay 0 so derived equality is exact.
    cells: [u8; MAX_CELLS],
    /// Where the 0 is, kept because every move needs it.
    blank: u8,
}

impl Grid {
    /// The board of `size` with these row-major `cells`, or `None` unless they are a
    /// permutation of `0..size.cells()` and the size has at most [`MAX_CELLS`] cells.
    pub fn from_cells(size: Size, cells: &[u8]) -> Option<Grid> {
        if cells.len() != size.cells() || !size.is_exact() {
            return None;
        }
        let mut seen = 0u32;
        let mut grid = Grid {
            size,
            cells: [0; MAX_CELLS],
            blank: 0,
        };
        for (position, &cell) in cells.iter().enumerate() {
            if usize::from(cell) >= size.cells() || seen & (1 << cell) != 0 {
                return None;
            }
            seen |= 1 << cell;
            grid.cells[position] = cell;
            if cell == 0 {
                grid.blank = position as u8;
            }
        }
        Some(grid)
    }

    /// The usual goal of `size`: tiles `1, 2, ..` in row-major order and the blank last.
    ///
    /// # Panics
    /// If `size` has more than [`MAX_CELLS`] cells ([`BigBoard`](crate::BigBoard) holds
    /// those).
    pub fn solved(size: Size) -> Grid {
        assert!(size.is_exact(), "a Grid has at most 16 cells, not {}", size);
        let n = size.cells();
        let mut cells = [0; MAX_CELLS];
        for (position, cell) in cells.iter_mut().enumerate().take(n - 1) {
            *cell = position as u8 + 1;
        }
        Grid {
            size,
            cells,
            blank: (n - 1) as u8,
        }
    }

    /// The board's shape.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The row-major cells, `size().cells()` of them.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.size.cells()]
    }

    /// The blank's cell.
    pub fn blank(&self) -> usize {
        usize::from(self.blank)
    }

    /// The board after the blank makes `step`, or `None` if the blank would leave the board.
    pub fn apply(&self, step: Move) -> Option<Grid> {
        let from = self.blank();
        let to = self.size.target(from, step)?;
        let mut next = *self;
        next.cells.swap(from, to);
        next.blank = to as u8;
        Some(next)
    }

    /// Whether moves can turn this board into `goal` (false for boards of different sizes).
    ///
    /// Horizontal moves keep the order of the tiles read row-major; a vertical move carries
    /// one tile past `columns - 1` others, so it flips the inversion parity when the column
    /// count is even and then also changes the blank's row by one. So the inversion parity,
    /// plus the blank's row when the column count is even, never changes; boards with the
    /// same value are exactly one connected half of all boards (Johnson and Story, 1879, for
    /// every board of at least 2x2), so the test is exact.
    pub fn can_reach(&self, goal: &Grid) -> bool {
        self.size == goal.size && self.invariant() == goal.invariant()
    }

    /// The parity that moves keep (see [`Grid::can_reach`]).
    fn invariant(&self) -> bool {
        let tiles = self.cells().iter().filter(|&&cell| cell != 0);
        let mut inversions = 0usize;
        let mut seen = 0u32;
        for &tile in tiles {
            // Tiles already seen that are larger than this one.
            inversions += (seen >> tile).count_ones() as usize;
            seen |= 1 << tile;
        }
        let row = self.blank() / self.size.columns();
        let row_term = if self.size.columns() % 2 == 0 { row } else { 0 };
        (inversions + row_term) % 2 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_accept_exactly_the_supported_shapes() {
        let mut accepted = Vec::new();
        for rows in 0..20 {
            for columns in 0..20 {
                if let Some(size) = Size::new(rows, columns) {
                    assert_eq!((size.rows(), size.columns()), (rows, columns));
                    assert!(rows >= 2 && columns >= 2);
                    if size.is_exact() {
                        accepted.push(size.to_string());
                    }
                } else {
                    assert!(rows < 2 || columns < 2, "{rows}x{columns}");
                }
            }
        }
        assert_eq!(
            accepted.join(" "),
            "2x2 2x3 2x4 2x5 2x6 2x7 2x8 3x2 3x3 3x4 3x5 4x2 4x3 4x4 5x2 5x3 6x2 7x2 8x2"
        );
    }

    #[test]
    fn parse_is_strict() {
        assert_eq!(Size::parse("4x4"), Size::new(4, 4));
        assert_eq!(Size::parse("2x3"), Size::new(2, 3));
        assert_eq!(Size::parse("1000x1000"), Size::new(1000, 1000));
        assert_eq!(Size::parse("2x500000"), Size::new(2, 500_000));
        for bad in [
            "",
            "x",
            "4x",
            "x4",
            "04x4",
            "4x04",
            "+4x4",
            "4X4",
            " 4x4",
            "4x4 ",
            "1x4",
            "1001x1000",
            "4x4x4",
            "-2x3",
            "100x1",
            "2x500001",
        ] {
            assert_eq!(Size::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn from_cells_wants_a_permutation() {
        let size = Size::new(2, 3).unwrap();
        assert!(Grid::from_cells(size, &[1, 2, 3, 4, 5, 0]).is_some());
        assert_eq!(Grid::from_cells(size, &[1, 2, 3, 4, 5]), None);
        assert_eq!(Grid::from_cells(size, &[1, 2, 3, 4, 5, 5]), None);
        assert_eq!(Grid::from_cells(size, &[1, 2, 3, 4, 5, 6]), None);
        assert_eq!(Grid::solved(size).cells(), &[1, 2, 3, 4, 5, 0]);
        assert_eq!(Grid::solved(size).blank(), 5);
    }

    #[test]
    fn moves_stay_on_the_board_and_undo() {
        let size = Size::new(2, 3).unwrap();
        let grid = Grid::solved(size);
        assert_eq!(grid.apply(Move::Down), None);
        assert_eq!(grid.apply(Move::Right), None);
        let up = grid.apply(Move::Up).unwrap();
        assert_eq!(up.cells(), &[1, 2, 0, 4, 5, 3]);
        assert_eq!(up.apply(Move::Down), Some(grid));
        let left = grid.apply(Move::Left).unwrap();
        assert_eq!(left.cells(), &[1, 2, 3, 4, 0, 5]);
    }

    #[test]
    fn a_swap_of_two_tiles_is_unreachable_and_moves_are_reachable() {
        for (rows, columns) in [(2, 2), (2, 3), (3, 2), (4, 4), (3, 5), (2, 8)] {
            let size = Size::new(rows, columns).unwrap();
            let goal = Grid::solved(size);
            let mut swapped = goal.cells().to_vec();
            swapped.swap(0, 1);
            let swapped = Grid::from_cells(size, &swapped).unwrap();
            assert!(!swapped.can_reach(&goal));
            let moved = goal.apply(Move::Up).unwrap().apply(Move::Left).unwrap();
            assert!(moved.can_reach(&goal));
            assert!(goal.can_reach(&moved));
        }
    }
}
