//! The isometries of a rectangular board: a transpose or not, then a mirror of the rows, of
//! the columns, both (the half turn) or neither. Each maps moves to moves (a step to a
//! neighbouring cell stays one), so it maps a path between two boards onto a path of the
//! same length between their images; that is what lets one pattern database serve the
//! goals an isometry carries onto its own, and a board be looked up a second time through
//! the image of its goal.
//!
//! # Costs
//! A division and a few compares a cell; the engines make cell maps of them once.

use crate::shared::Size;

/// An isometry of the board: transpose first (rows become columns) or not, then mirror the
/// rows (top to bottom) and the columns (left to right) of the image or not.
// Public in a crate-private module: the grid's public methods name it, and the one-file
// programs make those methods public.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Isometry {
    /// Rows become columns.
    pub transpose: bool,
    /// The first row becomes the last.
    pub mirror_rows: bool,
    /// The first column becomes the last.
    pub mirror_columns: bool,
}

impl Isometry {
    /// The identity.
    pub const IDENTITY: Isometry = Isometry {
        transpose: false,
        mirror_rows: false,
        mirror_columns: false,
    };

    /// The transpose alone.
    pub const TRANSPOSE: Isometry = Isometry {
        transpose: true,
        ..Isometry::IDENTITY
    };

    /// The mirror of the rows: the first row becomes the last.
    pub const MIRROR_ROWS: Isometry = Isometry {
        mirror_rows: true,
        ..Isometry::IDENTITY
    };

    /// The mirror of the columns: the first column becomes the last.
    pub const MIRROR_COLUMNS: Isometry = Isometry {
        mirror_columns: true,
        ..Isometry::IDENTITY
    };

    /// The half turn: cell `c` goes to `cells - 1 - c`.
    pub const HALF_TURN: Isometry = Isometry {
        transpose: false,
        mirror_rows: true,
        mirror_columns: true,
    };

    /// All eight, the identity first.
    pub fn all() -> impl Iterator<Item = Isometry> {
        (0..8).map(|bits| Isometry {
            transpose: bits & 1 != 0,
            mirror_rows: bits & 2 != 0,
            mirror_columns: bits & 4 != 0,
        })
    }

    /// Where `cell` of a board of `size` goes.
    #[inline]
    pub fn cell(self, size: Size, cell: usize) -> usize {
        let (mut row, mut column) = (cell / size.columns(), cell % size.columns());
        let (mut rows, mut columns) = (size.rows(), size.columns());
        if self.transpose {
            std::mem::swap(&mut row, &mut column);
            std::mem::swap(&mut rows, &mut columns);
        }
        if self.mirror_rows {
            row = rows - 1 - row;
        }
        if self.mirror_columns {
            column = columns - 1 - column;
        }
        row * columns + column
    }

    /// The image of every cell of a board of `size`, in a map of `N` cells (at least
    /// `size.cells()`; the rest map to 0).
    pub fn map<const N: usize>(self, size: Size) -> [u8; N] {
        assert!(size.cells() <= N, "the map holds every cell");
        let mut map = [0u8; N];
        for (cell, image) in map.iter_mut().enumerate().take(size.cells()) {
            *image = self.cell(size, cell) as u8;
        }
        map
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(rows: usize, columns: usize) -> Size {
        Size::new(rows, columns).unwrap()
    }

    #[test]
    fn each_is_one_to_one_and_maps_neighbours_to_neighbours() {
        for shape in [size(4, 4), size(2, 8), size(3, 5), size(5, 5), size(2, 2)] {
            for isometry in Isometry::all() {
                let image = match isometry.transpose {
                    true => Size::new(shape.columns(), shape.rows()).unwrap(),
                    false => shape,
                };
                let mut seen = vec![false; shape.cells()];
                for cell in 0..shape.cells() {
                    let to = isometry.cell(shape, cell);
                    assert!(!seen[to], "one-to-one");
                    seen[to] = true;
                    for step in crate::shared::Move::ALL {
                        if let Some(next) = shape.target(cell, step) {
                            let a = isometry.cell(shape, next);
                            let distance = (a / image.columns()).abs_diff(to / image.columns())
                                + (a % image.columns()).abs_diff(to % image.columns());
                            assert_eq!(distance, 1, "{isometry:?} on {shape}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_named_ones() {
        let four = size(4, 4);
        assert_eq!(Isometry::HALF_TURN.cell(four, 0), 15);
        assert_eq!(Isometry::TRANSPOSE.cell(four, 1), 4);
        assert_eq!(Isometry::all().next(), Some(Isometry::IDENTITY));
    }
}
