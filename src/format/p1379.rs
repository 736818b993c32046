//! Luogu P1379 "Eight" (八数码难题).
//!
//! Input: one board, 0 the blank, as 9 digits (`283104765`) or 9 separated digits. Output:
//! the fewest moves to `123804765` (1 2 3 / 8 0 4 / 7 6 5) on one line, `-1` if unreachable.
//!
//! # Costs
//! One board read; one table built (the one of the board's blank position).

use super::fewest::{FewestMoves, Layout};
use super::{Cases, Info, Sizes};
use crate::shared::Size;

/// The fixed goal: 1 2 3 / 8 0 4 / 7 6 5.
const GOAL: [u8; 9] = [1, 2, 3, 8, 0, 4, 7, 6, 5];

/// The Luogu P1379 dialect.
pub struct P1379;

impl FewestMoves for P1379 {
    const FACTS: Info = Info {
        name: "p1379",
        summary: "Luogu P1379: one board, 0 the blank; fewest moves to 123804765",
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
    const LAYOUT: Layout = Layout::Digits;
}
