//! The four moves, named by where the blank goes, on a board of any size.
//!
//! [`Move::ALL`] lists them in the lexicographic (ASCII) order of their letters, `d < l < r <
//! u`: the order in which every engine tries them, so that the first shortest path found is
//! the smallest.
//!
//! # Costs
//! A [`Move`] is one byte.

/// Where the blank goes in one move.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub enum Move {
    /// The blank goes one row down: `d`.
    Down = 0,
    /// The blank goes one column left: `l`.
    Left = 1,
    /// The blank goes one column right: `r`.
    Right = 2,
    /// The blank goes one row up: `u`.
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
        Move::ALL.iter().copied().find(|m| m.letter() == letter)
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
}
