//! Boards beyond 16 cells: up to [`MAX_BOARD_CELLS`](crate::MAX_BOARD_CELLS) cells, kept as their cells (`u32` each),
//! read from the input, tested for parity and walked in place. The short-path engine
//! (`crate::big`) solves them; the formats read and judge them through this type.
//!
//! # Costs
//! 4 bytes a cell. Reading is one token read a cell; the parity test is O(cells) with 4 more
//! bytes and one more bit a cell; a move in place is O(1).

use crate::shared::{Error, Move, Place, Problem, Size, Token, Tokens};
use std::io::Read;

/// A board of any size, as its cells row by row (0 the blank), with the blank's cell kept.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BigBoard {
    size: Size,
    cells: Vec<u32>,
    blank: usize,
}

impl BigBoard {
    /// The board of `size` with these row-major cells, if each of `0..size.cells()` is there
    /// once (0 the blank).
    pub fn from_cells(size: Size, cells: Vec<u32>) -> Option<BigBoard> {
        if cells.len() != size.cells() {
            return None;
        }
        let mut seen = vec![false; cells.len()];
        for &value in &cells {
            let slot = seen.get_mut(value as usize)?;
            if *slot {
                return None;
            }
            *slot = true;
        }
        let blank = cells
            .iter()
            .position(|&v| v == 0)
            .expect("0 is among the values");
        Some(BigBoard { size, cells, blank })
    }

    /// The judges' goal of `size`: tiles `1 .. cells-1` in row-major order, the blank last.
    pub fn solved(size: Size) -> BigBoard {
        let cells = size.cells();
        let values = (1..cells as u32).chain(std::iter::once(0)).collect();
        BigBoard {
            size,
            cells: values,
            blank: cells - 1,
        }
    }

    /// The board's shape.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The cells, row-major, 0 for the blank.
    pub fn cells(&self) -> &[u32] {
        &self.cells
    }

    /// The blank's cell.
    pub fn blank(&self) -> usize {
        self.blank
    }

    /// Makes `step` in place and says yes, or says no (changing nothing) when it would leave
    /// the board.
    pub fn apply(&mut self, step: Move) -> bool {
        match self.size.target(self.blank, step) {
            Some(to) => {
                self.cells.swap(self.blank, to);
                self.blank = to;
                true
            }
            None => false,
        }
    }

    /// Whether moves can turn this board into `goal`: the same size, and the permutation
    /// that takes one to the other has the parity of the blank's distance (every move is
    /// one transposition and moves the blank one cell).
    pub fn can_reach(&self, goal: &BigBoard) -> bool {
        if self.size != goal.size {
            return false;
        }
        let n = self.cells.len();
        let mut goal_cell = vec![0u32; n];
        for (cell, &value) in goal.cells.iter().enumerate() {
            goal_cell[value as usize] = cell as u32;
        }
        let mut seen = vec![false; n];
        let mut cycles = 0;
        for first in 0..n {
            if seen[first] {
                continue;
            }
            cycles += 1;
            let mut at = first;
            while !seen[at] {
                seen[at] = true;
                at = goal_cell[self.cells[at] as usize] as usize;
            }
        }
        let columns = self.size.columns();
        let (from, to) = (self.blank, goal.blank);
        let distance =
            (from / columns).abs_diff(to / columns) + (from % columns).abs_diff(to % columns);
        (n - cycles) % 2 == distance % 2
    }

    /// The sum over the tiles of their distances to their cells in `goal`: no path is
    /// shorter.
    pub fn manhattan_to(&self, goal: &BigBoard) -> u64 {
        let columns = self.size.columns();
        let mut goal_cell = vec![0u32; self.cells.len()];
        for (cell, &value) in goal.cells.iter().enumerate() {
            goal_cell[value as usize] = cell as u32;
        }
        self.cells
            .iter()
            .enumerate()
            .filter(|&(_, &value)| value != 0)
            .map(|(cell, &value)| {
                let to = goal_cell[value as usize] as usize;
                ((cell / columns).abs_diff(to / columns) + (cell % columns).abs_diff(to % columns))
                    as u64
            })
            .sum()
    }

    /// The board for a message: rows of numbers separated by ` / `, cut after 60 characters
    /// (` ...`; boards of at most 16 cells are never that long).
    pub fn show(&self) -> String {
        let shown: Vec<String> = self
            .cells
            .chunks(self.size.columns())
            .map(|row| {
                let numbers: Vec<String> = row.iter().map(u32::to_string).collect();
                numbers.join(" ")
            })
            .collect();
        let text = shown.join(" / ");
        match text.char_indices().nth(60) {
            Some((cut, _)) => format!("{} ...", &text[..cut]),
            None => text,
        }
    }
}

impl<R: Read> Tokens<R> {
    /// Reads one board of `size` (beyond 16 cells: numbers, 0, `X` or `x` the blank) at
    /// `place`; `None` when the input ends before it starts.
    ///
    /// # Errors
    /// [`Error::Input`] naming the token and the size for a malformed board.
    pub fn big_board(&mut self, size: Size, place: Place) -> Result<Option<BigBoard>, Error> {
        let cells = size.cells();
        let (rows, columns) = (size.rows() as u32, size.columns() as u32);
        let place = Place {
            size: Some((rows, columns)),
            ..place
        };
        let bad = |token: Token, problem| Error::input(place, Some(token), token.line(), problem);
        let mut values = Vec::with_capacity(cells);
        let mut seen = vec![false; cells];
        let mut first_line = None;
        while values.len() < cells {
            let token = match self.next_token()? {
                Some(token) => token,
                None if values.is_empty() => return Ok(None),
                None => {
                    return Err(Error::input(
                        place,
                        None,
                        self.line(),
                        Problem::MissingBoard,
                    ))
                }
            };
            first_line.get_or_insert(token.line());
            let value = cell_value(&token, cells)
                .ok_or_else(|| bad(token, Problem::NotACell { rows, columns }))?;
            if std::mem::replace(&mut seen[value as usize], true) {
                return Err(bad(
                    token,
                    match value {
                        0 => Problem::TwoBlanks,
                        number => Problem::RepeatedNumber { number },
                    },
                ));
            }
            values.push(value);
        }
        Ok(Some(
            BigBoard::from_cells(size, values).expect("distinct values below the cell count"),
        ))
    }
}

/// A cell's value on a board of `cells` cells: the blank `0`, `X` or `x`, or a tile below
/// `cells` written without a sign or leading zero (POJ 2893's boards are read so too).
pub(crate) fn cell_value(token: &Token, cells: usize) -> Option<u32> {
    match token.bytes()? {
        b"X" | b"x" | b"0" => Some(0),
        digits if token.is_all_digits() && digits[0] != b'0' && digits.len() <= 7 => {
            let value = digits
                .iter()
                .fold(0u32, |v, &d| v * 10 + u32::from(d - b'0'));
            ((value as usize) < cells).then_some(value)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(rows: usize, columns: usize) -> Size {
        Size::new(rows, columns).unwrap()
    }

    #[test]
    fn parity_agrees_with_moves() {
        let goal = BigBoard::solved(size(5, 6));
        let mut board = goal.clone();
        let mut rng = crate::shared::random::SplitMix64::new(3);
        for _ in 0..500 {
            board.apply(Move::from_code(rng.below(4) as u8));
        }
        assert!(board.can_reach(&goal));
        let mut swapped = board.cells().to_vec();
        let tiles: Vec<usize> = (0..swapped.len())
            .filter(|&c| swapped[c] != 0)
            .take(2)
            .collect();
        swapped.swap(tiles[0], tiles[1]);
        let swapped = BigBoard::from_cells(size(5, 6), swapped).unwrap();
        assert!(!swapped.can_reach(&goal));
    }

    #[test]
    fn reads_and_rejects_boards_by_place() {
        let read =
            |text: &str| Tokens::new(text.as_bytes()).big_board(size(2, 9), Place::default());
        let text: String = (1..18).map(|v| format!("{v} ")).collect::<String>() + "x";
        assert_eq!(read(&text).unwrap().unwrap(), BigBoard::solved(size(2, 9)));
        assert_eq!(read("").unwrap(), None);
        assert_eq!(
            read("1 2 3 18").unwrap_err().to_string(),
            "line 1, board (2x9), token `18`: not a cell of a 2x9 board: the tiles are 1 to 17, the blank 0, X or x"
        );
        assert_eq!(
            read("1 2 3 2").unwrap_err().to_string(),
            "line 1, board (2x9), token `2`: tile 2 appears more than once"
        );
        assert_eq!(
            read("1 2 3").unwrap_err().to_string(),
            "line 1, board (2x9): the input ends inside this board"
        );
    }

    #[test]
    fn manhattan_counts_tiles_only() {
        let goal = BigBoard::solved(size(3, 6));
        let mut board = goal.clone();
        assert!(board.apply(Move::Up) && board.apply(Move::Left));
        assert_eq!(board.manhattan_to(&goal), 2);
        assert!(!BigBoard::solved(size(3, 6)).apply(Move::Down));
    }
}
