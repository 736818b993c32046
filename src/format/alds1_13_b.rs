//! Aizu ALDS1_13_B "8 Puzzle": the fewest moves of one 3x3 board to `1 2 3 / 4 5 6 / 7 8 0`.
//!
//! Input: the board as 3 lines of 3 numbers, 0 the blank (any whitespace reads alike).
//! Output: the fewest moves on one line; `-1` if the goal cannot be reached (the judge never
//! sends such a board). The problem's sample `1 3 0 / 4 2 5 / 7 8 6` gives `4`.
//!
//! # Costs
//! One board read; one table built (the one of the board's blank position).

use super::fewest::{FewestMoves, Layout};
use super::{Cases, Info, Sizes};
use crate::shared::Size;

/// The fixed goal: tiles in order, blank last.
const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The Aizu ALDS1_13_B dialect.
pub struct Alds1_13B;

impl FewestMoves for Alds1_13B {
    const FACTS: Info = Info {
        name: "alds1_13_b",
        summary: "Aizu ALDS1_13_B 8 Puzzle: one board, 0 the blank; fewest moves to 123456780",
        sizes: Sizes::Fixed(Size::THREE),
        cases: Cases::One,
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
    const LAYOUT: Layout = Layout::Rows;
}
