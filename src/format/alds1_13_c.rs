//! Aizu ALDS1_13_C "15 Puzzle": the fewest moves of one 4x4 board to `1 2 ... 15 0`.
//!
//! Input: the board as 4 lines of 4 numbers, 0 the blank. Output: the fewest moves on one
//! line (the judge promises at most 45); `-1` if the goal cannot be reached. The problem's
//! sample `1 2 3 4 / 6 7 8 0 / 5 10 11 12 / 9 13 14 15` gives `8`. The answer is exact for
//! any board, however far: the search has no limit here.
//!
//! # Costs
//! One board read; the 4x4 search: the light databases first (a millisecond to build), the
//! full ones only for a board they do not solve within their budget.

use super::fewest::{FewestMoves, Layout};
use super::FIFTEEN_GOAL;
use super::{Cases, Info, Sizes};
use crate::shared::Size;

/// The Aizu ALDS1_13_C dialect.
pub struct Alds1_13C;

impl FewestMoves for Alds1_13C {
    const FACTS: Info = Info {
        name: "alds1_13_c",
        summary: "Aizu ALDS1_13_C 15 Puzzle (4x4): one board; fewest moves to 1..15 0",
        sizes: Sizes::Fixed(Size::FOUR),
        cases: Cases::One,
        goal: Some(&FIFTEEN_GOAL),
        limit: None,
        unsolvable_is_an_answer: false,
        accepts: None,
        most_cases: None,
        always_reachable: true,
        accepts_any_shortest: true,
        accepts_any_length: false,
        function: None,
        farthest: false,
    };
    const LAYOUT: Layout = Layout::Rows;
}
