//! Board shapes: `rows x columns`, as `--size RxC` names them.
//!
//! Boards of at most [`MAX_CELLS`] cells are answered exactly (`Size::is_exact`); bigger
//! ones, up to [`MAX_BOARD_CELLS`], get a short legal path.
//!
//! # Costs
//! A [`Size`] is eight bytes; a move's target is a division and a comparison.

use crate::shared::Move;
use std::fmt;

/// The most cells a board may have: a thousand by a thousand.
pub const MAX_BOARD_CELLS: usize = 1_000_000;

/// The most cells of a board answered exactly (shortest and smallest): a cell index fits in
/// 4 bits and a set of cells in a `u16`.
pub const MAX_CELLS: usize = 16;

/// A board shape: `rows x columns`, both at least 2, at most [`MAX_BOARD_CELLS`] cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Size {
    rows: u32,
    columns: u32,
}

impl Size {
    /// The 3x3 board, the default of most formats.
    pub const THREE: Size = Size {
        rows: 3,
        columns: 3,
    };

    /// The 4x4 board of the 15-puzzle judges.
    pub const FOUR: Size = Size {
        rows: 4,
        columns: 4,
    };

    /// The shape `rows x columns`, or `None` unless both are at least 2 and the board has at
    /// most [`MAX_BOARD_CELLS`] cells.
    pub const fn new(rows: usize, columns: usize) -> Option<Size> {
        // Both at most half the cells first, so the product cannot overflow; `const`, so that
        // formats can name their sizes as constants.
        let side = MAX_BOARD_CELLS / 2;
        let fits = rows >= 2
            && rows <= side
            && columns >= 2
            && columns <= side
            && rows * columns <= MAX_BOARD_CELLS;
        if fits {
            Some(Size {
                rows: rows as u32,
                columns: columns as u32,
            })
        } else {
            None
        }
    }

    /// Whether boards of this size are answered exactly: at most [`MAX_CELLS`] cells.
    pub fn is_exact(self) -> bool {
        self.cells() <= MAX_CELLS
    }

    /// The shape written `RxC` (`"4x4"`, `"2x3"`): decimal numbers without sign or leading
    /// zero around one lowercase `x`; `None` for anything else or a shape [`Size::new`] refuses.
    pub fn parse(text: &str) -> Option<Size> {
        fn number(digits: &str) -> Option<usize> {
            let plain = !digits.is_empty()
                && digits.len() <= 7
                && digits.bytes().all(|b| b.is_ascii_digit())
                && !digits.starts_with('0');
            if plain {
                digits.parse().ok()
            } else {
                None
            }
        }
        let (rows, columns) = text.split_once('x')?;
        Size::new(number(rows)?, number(columns)?)
    }

    /// Rows of the board.
    pub fn rows(self) -> usize {
        self.rows as usize
    }

    /// Columns of the board.
    pub fn columns(self) -> usize {
        self.columns as usize
    }

    /// Cells of the board, `rows * columns`.
    pub fn cells(self) -> usize {
        self.rows() * self.columns()
    }

    /// Where the blank lands when it makes `step` from cell `blank`, if it stays on the board.
    #[inline]
    pub fn target(self, blank: usize, step: Move) -> Option<usize> {
        let columns = self.columns();
        let (row, column) = (blank / columns, blank % columns);
        match step {
            Move::Down => (row + 1 < self.rows()).then(|| blank + columns),
            Move::Left => (column > 0).then(|| blank - 1),
            Move::Right => (column + 1 < columns).then(|| blank + 1),
            Move::Up => (row > 0).then(|| blank - columns),
        }
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.columns)
    }
}
