//! A board's cells as bit sets (`u32`, cell `i` the bit `i`; at most 32 cells) and the two
//! things the pattern database builders do with them: the cells one step from a set, and
//! the region the blank reaches without moving a pattern tile (a flood fill).
//!
//! Right by construction: a step right is a shift by one that may not leave the last
//! column (nor a step left the first), a step down or up a shift by the width, masked to
//! the board; the flood grows a region by steps until it stops changing.
//!
//! # Costs
//! A step is four shifts and masks; a flood one step per cell of the region's depth.

use crate::shared::Size;

/// Bit masks of a board shape for moving sets of cells by one step.
#[derive(Clone, Copy)]
pub(crate) struct Shape {
    columns: u32,
    /// Every cell of the board.
    pub(crate) all: u32,
    /// Cells not in the last column (they may step right).
    not_last_column: u32,
    /// Cells not in the first column (they may step left).
    not_first_column: u32,
}

impl Shape {
    pub(crate) fn new(size: Size) -> Shape {
        let (n, columns) = (size.cells(), size.columns());
        let mut shape = Shape {
            columns: columns as u32,
            all: (1 << n) - 1,
            not_last_column: 0,
            not_first_column: 0,
        };
        for cell in 0..n {
            if cell % columns + 1 < columns {
                shape.not_last_column |= 1 << cell;
            }
            if cell % columns > 0 {
                shape.not_first_column |= 1 << cell;
            }
        }
        shape
    }

    /// The cells one step from some cell of `set`.
    #[inline]
    pub(crate) fn neighbours(self, set: u32) -> u32 {
        ((set << self.columns)
            | (set >> self.columns)
            | ((set & self.not_last_column) << 1)
            | ((set & self.not_first_column) >> 1))
            & self.all
    }

    /// The cells of `free` the blank reaches from `seed` (a cell set inside `free`).
    #[inline]
    pub(crate) fn flood(self, seed: u32, free: u32) -> u32 {
        let mut region = seed;
        loop {
            let grown = (region | self.neighbours(region)) & free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }
}
