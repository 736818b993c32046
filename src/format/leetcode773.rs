//! LeetCode 773 "Sliding Puzzle": the fewest moves of a 2x3 board to `[[1,2,3],[4,5,0]]`.
//!
//! LeetCode calls a function, `slidingPuzzle(board)` in C++ and `sliding_puzzle(board)` in
//! Rust, with the board as rows of numbers; it returns the fewest moves, or `-1` when the
//! goal cannot be reached (an ordinary answer: half the boards). As a file for `eight`, a
//! case is one board a line as LeetCode writes a test case, `[[4,1,2],[5,0,3]]` (read by
//! `nested.rs`), until the end of the input, and its answer the function's value on a line,
//! as the other formats of fewest moves answer (`fewest.rs`). The problem's examples:
//! `[[1,2,3],[4,0,5]]` gives 1, `[[1,2,3],[5,4,0]]` -1, `[[4,1,2],[5,0,3]]` 5, and the
//! issue's `[[3,2,4],[1,5,0]]` 14.
//!
//! Its submissions are functions (`eight bundle`), whose boards fit in a breadth-first
//! search of the 720 orders of the cells; `eight bundle --program` writes whole programs
//! that read this file format.
//!
//! # Costs
//! One token read a case; a search of at most 21 moves (the diameter of 2x3) a case.

use super::fewest::push_fewest;
use super::{nested, Cases, Dialect, Function, Info, Sizes};
use crate::shared::{Answer, Error, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The fixed goal: tiles in order, the blank last.
const GOAL: [u8; 6] = [1, 2, 3, 4, 5, 0];

/// The board: 2 rows of 3.
const TWO_BY_THREE: Size = match Size::new(2, 3) {
    Some(size) => size,
    None => panic!("2x3 is a board size"),
};

/// The LeetCode 773 dialect.
pub struct Leetcode773;

impl Dialect for Leetcode773 {
    const INFO: Info = Info {
        name: "leetcode773",
        summary: "LeetCode 773 Sliding Puzzle (2x3): [[4,1,2],[5,0,3]] a line; fewest moves or -1",
        sizes: Sizes::Fixed(TWO_BY_THREE),
        cases: Cases::UntilEnd,
        goal: Some(&GOAL),
        limit: None,
        unsolvable_is_an_answer: true,
        accepts: None,
        most_cases: None,
        always_reachable: false,
        accepts_any_shortest: true,
        accepts_any_length: false,
        function: Some(Function {
            cpp: "slidingPuzzle",
            rust: "sliding_puzzle",
        }),
        farthest: false,
    };

    fn case<R: Read, B: Puzzle>(
        &self,
        tokens: &mut Tokens<R>,
        shape: B::Shape,
        case: u64,
    ) -> Result<Option<Query<B>>, Error> {
        let goal = B::from_cells(shape, &GOAL).expect("the goal is a 2x3 board");
        let start = nested::read(tokens, shape, TWO_BY_THREE, case)?;
        Ok(start.map(|start| Query { start, goal }))
    }

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, _: u64, _: &Query<B>, answer: Answer<'_>) {
        push_fewest(out, answer);
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        nested::push(out, &query.start);
    }
}

/// The judge's side: the number, as the other formats of fewest moves.
mod judging {
    use super::*;
    use crate::format::fewest::judging::judge_fewest;
    use crate::format::judging::Judge;
    use crate::shared::{Fault, Output};

    impl Judge for Leetcode773 {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            _query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            judge_fewest(output, truth)
        }
    }
}
