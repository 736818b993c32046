//! A 3x3 board, the four moves, and the rules that make a board valid.
//!
//! Cells are row-major, 0 is the blank and 1..=8 are tiles. A move is named by where the
//! blank goes (`d`, `l`, `r`, `u`); [`Move::ALL`] lists them in lexicographic (ASCII) order.
//!
//! # Costs
//! A [`Board`] is 9 bytes; parsing, moving and the parity are a few dozen instructions.

use crate::error::Problem;
use std::fmt;

/// Cells per side of the board.
pub const SIDE: usize = 3;

/// Cells on the board.
pub const CELLS: usize = SIDE * SIDE;

/// Where the blank goes in one move.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub enum Move {
    Down = 0,
    Left = 1,
    Right = 2,
    Up = 3,
}

impl Move {
    /// All moves, in the lexicographic order of their letters: d < l < r < u.
    pub const ALL: [Move; 4] = [Move::Down, Move::Left, Move::Right, Move::Up];

    /// The letter that names the move in answers.
    pub fn letter(self) -> u8 {
        b"dlru"[self as usize]
    }

    /// The move named by `letter`, if it is one of `d`, `l`, `r`, `u`.
    pub fn from_letter(letter: u8) -> Option<Move> {
        Move::ALL.into_iter().find(|m| m.letter() == letter)
    }

    /// The move with code `code & 3` (the order of [`Move::ALL`]).
    #[inline]
    pub fn from_code(code: u8) -> Move {
        Move::ALL[usize::from(code & 3)]
    }

    /// The move that undoes this one.
    pub fn reverse(self) -> Move {
        match self {
            Move::Down => Move::Up,
            Move::Left => Move::Right,
            Move::Right => Move::Left,
            Move::Up => Move::Down,
        }
    }

    /// Where the blank lands when it makes this move from `blank`, if it stays on the board.
    #[inline]
    pub fn target(self, blank: usize) -> Option<usize> {
        let (row, column) = (blank / SIDE, blank % SIDE);
        match self {
            Move::Down => (row + 1 < SIDE).then_some(blank + SIDE),
            Move::Left => (column > 0).then(|| blank - 1),
            Move::Right => (column + 1 < SIDE).then_some(blank + 1),
            Move::Up => (row > 0).then(|| blank - SIDE),
        }
    }
}

/// A valid board: each tile 1..=8 once and one blank (0).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    cells: [u8; CELLS],
}

impl Board {
    /// The board from `cells` (row-major, 0 the blank), if it holds each tile once.
    pub fn from_cells(cells: [u8; CELLS]) -> Result<Board, Problem> {
        if let Some(&cell) = cells.iter().find(|&&c| usize::from(c) >= CELLS) {
            return Err(Problem::BadSymbol {
                byte: b'0' + cell.min(9),
            });
        }
        // Without a blank some tile repeats too; the missing blank is the clearer message.
        if !cells.contains(&0) {
            return Err(Problem::NoBlank);
        }
        let mut seen = [false; CELLS];
        for &cell in &cells {
            if seen[usize::from(cell)] {
                return Err(match cell {
                    0 => Problem::TwoBlanks,
                    tile => Problem::RepeatedTile { tile },
                });
            }
            seen[usize::from(cell)] = true;
        }
        Ok(Board { cells })
    }

    /// Parses 9 symbols: `1`-`8` for tiles, `X`, `x` or `0` for the blank.
    ///
    /// # Example
    /// ```
    /// let board = eight::board::Board::parse(b"12X453786").unwrap();
    /// assert_eq!(board.blank(), 2);
    /// assert_eq!(board.to_string(), "12X453786");
    /// ```
    pub fn parse(symbols: &[u8]) -> Result<Board, Problem> {
        if symbols.len() != CELLS {
            return Err(Problem::WrongLength {
                len: symbols.len() as u64,
            });
        }
        let mut cells = [0u8; CELLS];
        for (cell, &byte) in cells.iter_mut().zip(symbols) {
            *cell = Board::cell_of_symbol(byte).ok_or(Problem::BadSymbol { byte })?;
        }
        Board::from_cells(cells)
    }

    /// The cell value of one symbol: a tile 1..=8, or 0 for a blank.
    pub fn cell_of_symbol(byte: u8) -> Option<u8> {
        match byte {
            b'1'..=b'8' => Some(byte - b'0'),
            b'0' | b'x' | b'X' => Some(0),
            _ => None,
        }
    }

    /// The canonical start with the blank at `blank`: tiles 1..=8 in row-major order.
    pub fn canonical(blank: usize) -> Board {
        let mut cells = [0u8; CELLS];
        let mut tile = 1;
        for (position, cell) in cells.iter_mut().enumerate() {
            if position != blank {
                *cell = tile;
                tile += 1;
            }
        }
        Board { cells }
    }

    /// The cells, row-major, 0 for the blank.
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The blank's position, 0..9 row-major.
    pub fn blank(&self) -> usize {
        self.cells.iter().position(|&c| c == 0).unwrap_or(0)
    }

    /// The tiles in row-major order, skipping the blank.
    pub fn tiles(&self) -> [u8; CELLS - 1] {
        let mut tiles = [0u8; CELLS - 1];
        let mut next = 0;
        for &cell in &self.cells {
            if cell != 0 {
                tiles[next] = cell;
                next += 1;
            }
        }
        tiles
    }

    /// Whether the tile order (row-major, blank skipped) is an odd permutation. No move
    /// changes it, so a goal is reachable exactly when both boards agree.
    pub fn is_odd(&self) -> bool {
        let tiles = self.tiles();
        let mut inversions = 0;
        for (i, a) in tiles.iter().enumerate() {
            inversions += tiles[i + 1..].iter().filter(|&b| b < a).count();
        }
        inversions % 2 == 1
    }

    /// The board after the blank makes `step`, if it stays on the board.
    pub fn apply(&self, step: Move) -> Option<Board> {
        let from = self.blank();
        let to = step.target(from)?;
        let mut cells = self.cells;
        cells.swap(from, to);
        Some(Board { cells })
    }
}

/// The 9 symbols, `X` for the blank: `12X453786`.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &cell in &self.cells {
            let symbol = if cell == 0 {
                'X'
            } else {
                (b'0' + cell) as char
            };
            write!(f, "{symbol}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_accepts_every_blank_symbol() {
        for blank in [b'X', b'x', b'0'] {
            let mut symbols = *b"12345678X";
            symbols[8] = blank;
            assert_eq!(Board::parse(&symbols).unwrap(), Board::canonical(8));
        }
    }

    #[test]
    fn parse_names_each_problem() {
        assert_eq!(Board::parse(b"1234"), Err(Problem::WrongLength { len: 4 }));
        assert_eq!(
            Board::parse(b"1234567Y8"),
            Err(Problem::BadSymbol { byte: b'Y' })
        );
        assert_eq!(
            Board::parse(b"12345671X"),
            Err(Problem::RepeatedTile { tile: 1 })
        );
        assert_eq!(Board::parse(b"XX3456781"), Err(Problem::TwoBlanks));
        assert_eq!(
            Board::parse(b"123456789"),
            Err(Problem::BadSymbol { byte: b'9' })
        );
        assert_eq!(
            Board::from_cells([1, 2, 3, 4, 5, 6, 7, 8, 1]),
            Err(Problem::NoBlank)
        );
        assert_eq!(
            Board::from_cells([1, 2, 3, 4, 5, 6, 7, 8, 9]),
            Err(Problem::BadSymbol { byte: b'9' })
        );
    }

    #[test]
    fn moves_stay_on_the_board() {
        let corner = Board::canonical(0);
        assert_eq!(corner.apply(Move::Up), None);
        assert_eq!(corner.apply(Move::Left), None);
        assert_eq!(corner.apply(Move::Down).unwrap().to_string(), "312X45678");
    }

    #[test]
    fn a_move_and_its_reverse_cancel() {
        let board = Board::canonical(4);
        for step in Move::ALL {
            let there = board.apply(step).unwrap();
            assert_eq!(there.apply(step.reverse()), Some(board));
        }
    }

    #[test]
    fn parity_flips_with_a_swap_of_two_tiles() {
        assert!(!Board::canonical(8).is_odd());
        assert!(Board::parse(b"21345678X").unwrap().is_odd());
        // Vertical moves keep the parity.
        let moved = Board::canonical(0).apply(Move::Down).unwrap();
        assert!(!moved.is_odd());
    }
}
