//! A 3x3 board and the rules that make a board valid.
//!
//! Cells are row-major, 0 is the blank and 1..=8 are tiles. A move ([`Move`]) is named by
//! where the blank goes.
//!
//! # Costs
//! A [`Board`] is 9 bytes; parsing, moving and the parity are a few dozen instructions.

use crate::shared::{Move, Problem};
// Edition 2018 (Aizu compiles the one-file programs so) has it outside the prelude.
use std::convert::TryFrom;
use std::fmt;

/// Cells per side of the board.
pub const SIDE: usize = 3;

/// Cells on the board.
pub const CELLS: usize = SIDE * SIDE;

/// Where the blank lands when it makes `step` from cell `blank` of the 3x3 board, if it
/// stays on the board.
#[inline]
pub fn target(step: Move, blank: usize) -> Option<usize> {
    let (row, column) = (blank / SIDE, blank % SIDE);
    match step {
        Move::Down => (row + 1 < SIDE).then_some(blank + SIDE),
        Move::Left => (column > 0).then(|| blank - 1),
        Move::Right => (column + 1 < SIDE).then_some(blank + 1),
        Move::Up => (row > 0).then(|| blank - SIDE),
    }
}

/// A valid board: each tile 1..=8 once and one blank (0).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    cells: [u8; CELLS],
    /// Where the 0 is in `cells`, kept because every query needs it.
    blank: u8,
}

/// The bits `1 << cell` of a valid board's cells: each of 0..=8 once.
const EVERY_CELL_VALUE: u64 = (1 << CELLS) - 1;

/// Marks a byte that is no board symbol in [`CELL_OF_SYMBOL`].
const NOT_A_SYMBOL: u8 = u8::MAX;

/// The cell value of each byte: tiles `1`-`8`, the blank `0`, `X` or `x`, else [`NOT_A_SYMBOL`].
const CELL_OF_SYMBOL: [u8; 256] = {
    let mut cells = [NOT_A_SYMBOL; 256];
    let mut tile = 1;
    while tile < CELLS {
        cells[b'0' as usize + tile] = tile as u8;
        tile += 1;
    }
    cells[b'0' as usize] = 0;
    cells[b'X' as usize] = 0;
    cells[b'x' as usize] = 0;
    cells
};

impl Board {
    /// The board from `cells` (row-major, 0 the blank), if it holds each tile once.
    #[inline]
    pub fn from_cells(cells: [u8; CELLS]) -> Result<Board, Problem> {
        // One pass without branches for the valid boards; the problem is found only for the rest.
        let mut seen = 0u64;
        let mut blank = 0;
        for (position, &cell) in cells.iter().enumerate() {
            seen |= 1 << cell.min(63);
            blank = if cell == 0 { position } else { blank };
        }
        let board = Board {
            cells,
            blank: blank as u8,
        };
        if seen == EVERY_CELL_VALUE {
            return Ok(board);
        }
        // Some value is missing, so `problem_of` finds one; `Ok` is only a formality.
        Board::problem_of(&cells).map_or(Ok(board), Err)
    }

    /// What is wrong with `cells`, which are not a valid board, in the order a reader would
    /// look: a symbol out of range, no blank, then the first value seen twice; `None` for a board.
    #[cold]
    fn problem_of(cells: &[u8; CELLS]) -> Option<Problem> {
        if let Some(&cell) = cells.iter().find(|&&c| usize::from(c) >= CELLS) {
            return Some(Problem::BadSymbol {
                byte: b'0' + cell.min(9),
            });
        }
        // Without a blank some tile repeats too; the missing blank is the clearer message.
        if !cells.contains(&0) {
            return Some(Problem::NoBlank);
        }
        let mut seen = [false; CELLS];
        for &cell in cells {
            if seen[usize::from(cell)] {
                return Some(match cell {
                    0 => Problem::TwoBlanks,
                    tile => Problem::RepeatedTile { tile },
                });
            }
            seen[usize::from(cell)] = true;
        }
        None
    }

    /// Parses 9 symbols: `1`-`8` for tiles, `X`, `x` or `0` for the blank.
    ///
    /// # Example
    /// ```
    /// let board = eight::Board::parse(b"12X453786").unwrap();
    /// assert_eq!(board.blank(), 2);
    /// assert_eq!(board.to_string(), "12X453786");
    /// ```
    #[inline]
    pub fn parse(symbols: &[u8]) -> Result<Board, Problem> {
        let symbols = match <&[u8; CELLS]>::try_from(symbols) {
            Ok(symbols) => symbols,
            Err(_) => {
                return Err(Problem::WrongLength {
                    len: symbols.len() as u64,
                })
            }
        };
        Board::from_cells(symbols.map(|byte| CELL_OF_SYMBOL[usize::from(byte)])).map_err(
            |problem| match symbols
                .iter()
                .find(|&&byte| Board::cell_of_symbol(byte).is_none())
            {
                Some(&byte) => Problem::BadSymbol { byte },
                None => problem,
            },
        )
    }

    /// The cell value of one symbol: a tile 1..=8, or 0 for a blank.
    pub fn cell_of_symbol(byte: u8) -> Option<u8> {
        let cell = CELL_OF_SYMBOL[usize::from(byte)];
        (cell != NOT_A_SYMBOL).then_some(cell)
    }

    /// The canonical start with the blank at `blank`: tiles 1..=8 in row-major order.
    ///
    /// # Panics
    /// If `blank` is not a cell, 0..9.
    pub fn canonical(blank: usize) -> Board {
        assert!(
            blank < CELLS,
            "the blank's cell {} is not one of 0..{}",
            blank,
            CELLS
        );
        let mut cells = [0u8; CELLS];
        let mut tile = 1;
        for (position, cell) in cells.iter_mut().enumerate() {
            if position != blank {
                *cell = tile;
                tile += 1;
            }
        }
        Board {
            cells,
            blank: blank as u8,
        }
    }

    /// The cells, row-major, 0 for the blank.
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The blank's position, 0..9 row-major.
    #[inline]
    pub fn blank(&self) -> usize {
        usize::from(self.blank)
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
        let to = target(step, from)?;
        let mut cells = self.cells;
        cells.swap(from, to);
        Some(Board {
            cells,
            blank: to as u8,
        })
    }
}

/// Parses a board in either form of the inputs: one 9-character token (`12X453786`) or 9
/// one-character tokens separated by ASCII whitespace (`1 2 X 4 5 3 7 8 6`); surrounding
/// whitespace is ignored.
///
/// # Errors
/// The [`Problem`] with the board, as the input reader reports it.
impl std::str::FromStr for Board {
    type Err = Problem;

    fn from_str(text: &str) -> Result<Board, Problem> {
        let tokens: Vec<&str> = text.split_ascii_whitespace().collect();
        match tokens.as_slice() {
            [whole] => Board::parse(whole.as_bytes()),
            spaced if spaced.len() == CELLS && spaced.iter().all(|t| t.len() == 1) => {
                let symbols: Vec<u8> = spaced.iter().map(|t| t.as_bytes()[0]).collect();
                Board::parse(&symbols)
            }
            spaced => Err(Problem::WrongLength {
                len: spaced.iter().map(|t| t.len() as u64).sum(),
            }),
        }
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
    #[should_panic(expected = "the blank's cell 9 is not one of 0..9")]
    fn canonical_refuses_a_blank_off_the_board() {
        Board::canonical(9);
    }

    #[test]
    fn boards_parse_from_text_in_both_forms() {
        let one: Board = "12X453786".parse().unwrap();
        let spaced: Board = " 1 2 X\n4 5 3\n7 8 6 ".parse().unwrap();
        assert_eq!(one, spaced);
        assert_eq!(
            "12X45".parse::<Board>(),
            Err(Problem::WrongLength { len: 5 })
        );
        assert_eq!(
            "1 2 X 4 5 3 7 8 8".parse::<Board>(),
            Err(Problem::RepeatedTile { tile: 8 })
        );
        let error: Box<dyn std::error::Error> = Box::new(Problem::NoBlank);
        assert_eq!(error.to_string(), "no blank (X, x or 0)");
    }

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
    fn the_blank_is_found_wherever_it_is() {
        for blank in 0..CELLS {
            let board = Board::canonical(blank);
            assert_eq!(board.blank(), blank);
            assert_eq!(Board::from_cells(*board.cells()), Ok(board));
            assert_eq!(Board::parse(board.to_string().as_bytes()), Ok(board));
        }
    }

    #[test]
    fn every_byte_outside_the_symbols_is_refused() {
        for byte in 0..=u8::MAX {
            let mut symbols = *b"12345678X";
            symbols[3] = byte;
            let parsed = Board::parse(&symbols);
            if Board::cell_of_symbol(byte).is_some() {
                assert!(!matches!(parsed, Err(Problem::BadSymbol { .. })), "{byte}");
            } else {
                assert_eq!(parsed, Err(Problem::BadSymbol { byte }));
            }
        }
        assert_eq!(
            Board::from_cells([1, 2, 3, 200, 5, 6, 7, 8, 0]),
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
