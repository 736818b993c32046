//! A move string: the answer to one query, kept inline without allocation.
//!
//! # Costs
//! A [`Path`] is 33 bytes on the stack; pushing and reading are single stores and loads.

use crate::shared::Move;
use crate::three::board::Board;
use std::fmt;

/// The longest optimal answer between any two boards: 31 moves (design notes, section 2).
pub const MAX_MOVES: usize = 31;

/// A sequence of at most [`MAX_MOVES`] moves, stored as their letters.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Path {
    letters: [u8; MAX_MOVES],
    len: u8,
}

impl Path {
    /// The empty path.
    pub fn new() -> Path {
        Path {
            letters: [0; MAX_MOVES],
            len: 0,
        }
    }

    /// The path made of `letters` (`d`, `l`, `r`, `u`), if they are all moves and at most
    /// [`MAX_MOVES`] of them.
    pub fn from_letters(letters: &[u8]) -> Option<Path> {
        if letters.len() > MAX_MOVES {
            return None;
        }
        let mut path = Path::new();
        for &letter in letters {
            path.push(Move::from_letter(letter)?);
        }
        Some(path)
    }

    /// Appends a move.
    ///
    /// # Panics
    /// If the path already holds [`MAX_MOVES`] moves, which no optimal path does.
    #[inline]
    pub fn push(&mut self, step: Move) {
        self.letters[usize::from(self.len)] = step.letter();
        self.len += 1;
    }

    /// Reverses the order of the moves (for paths read back from their end).
    #[inline]
    pub fn reverse(&mut self) {
        self.letters[..usize::from(self.len)].reverse();
    }

    /// Number of moves.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether the path has no moves.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves as letters, e.g. `b"urrulldr"`.
    #[inline]
    pub fn letters(&self) -> &[u8] {
        &self.letters[..usize::from(self.len)]
    }

    /// The moves in order.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.letters().iter().filter_map(|&l| Move::from_letter(l))
    }

    /// Every board along the path from `start`, start first; stops early at an illegal move.
    pub fn boards(&self, start: Board) -> impl Iterator<Item = Board> + '_ {
        let mut moves = self.moves();
        std::iter::successors(Some(start), move |board| board.apply(moves.next()?))
    }
}

impl Default for Path {
    fn default() -> Self {
        Path::new()
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(std::str::from_utf8(self.letters()).map_err(|_| fmt::Error)?)
    }
}

impl fmt::Debug for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Path({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        let path = Path::from_letters(b"urrulldr").unwrap();
        assert_eq!(path.len(), 8);
        assert_eq!(path.to_string(), "urrulldr");
        assert_eq!(Path::from_letters(b"dx"), None);
        assert_eq!(Path::from_letters(&[b'd'; 32]), None);
    }

    #[test]
    fn boards_walk_the_path_from_the_start() {
        let start = Board::parse(b"12X453786").unwrap();
        let path = Path::from_letters(b"dd").unwrap();
        let boards: Vec<String> = path.boards(start).map(|b| b.to_string()).collect();
        assert_eq!(boards, ["12X453786", "12345X786", "12345678X"]);
    }
}
