//! Aizu 0121 "Seven Puzzle": the fewest moves of 2x4 boards to `0 1 2 3 4 5 6 7`, the
//! blank first: a goal like any other for the engine.
//!
//! Input: boards of 8 numbers (0 the blank), one a line, until the end of the input.
//! Output per board: the fewest moves on one line; `-1` if the goal cannot be reached (the
//! judge sends only solvable boards). `0 1 2 3 4 5 6 7` gives `0`, `1 0 2 3 4 5 6 7` gives
//! `1`, `7 6 5 4 3 2 1 0` gives `28`.
//!
//! # Costs
//! One board read a case; the 2x4 databases once (microseconds), a search of at most 36
//! moves a case (the diameter of 2x4).

use super::fewest::{FewestMoves, Layout};
use super::{Cases, Info, Sizes};
use crate::shared::Size;

/// The fixed goal: the blank first, then tiles 1 to 7.
const GOAL: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

/// The board: 2 rows of 4.
const TWO_BY_FOUR: Size = match Size::new(2, 4) {
    Some(size) => size,
    None => panic!("2x4 is a board size"),
};

/// The Aizu 0121 dialect.
pub struct Aoj0121;

impl FewestMoves for Aoj0121 {
    const FACTS: Info = Info {
        name: "aoj0121",
        summary:
            "Aizu 0121 Seven Puzzle (2x4): boards until end of input; fewest moves to 01234567",
        sizes: Sizes::Fixed(TWO_BY_FOUR),
        cases: Cases::UntilEnd,
        goal: Some(&GOAL),
        limit: None,
        unsolvable_is_an_answer: false,
        accepts: None,
        most_cases: None,
        always_reachable: false,
        accepts_any_shortest: true,
        accepts_any_length: false,
        function: None,
        farthest: false,
    };
    const LAYOUT: Layout = Layout::OneLine;
}
