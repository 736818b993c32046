//! HackerRank "N Puzzle" (artificial intelligence, A* search): one k x k board, 3 <= k <= 5,
//! to `0 1 2 ... k*k-1`, the blank first.
//!
//! Input: k, then the k*k cells one a line, row by row, 0 the blank. Output: the number of
//! moves M, then M lines, each `UP`, `DOWN`, `LEFT` or `RIGHT`: where the blank goes (the
//! statement's explanation: from `0 3 8 / 4 1 7 / 2 6 5`, `RIGHT` gives `3 0 8 / ...`). The
//! statement asks for the moves that solve the board and scores k*k for a solved one; it
//! does not ask for the fewest, so `eight check` takes any legal path to the goal. `eight`
//! prints the smallest shortest path (d < l < r < u: `DOWN` < `LEFT` < `RIGHT` < `UP`) of a
//! 3x3 or 4x4 board and a short legal path of a 5x5 one, at the careful pace (its sides
//! placed by searches, its last 4x4 finished exactly; about 40 ms).
//!
//! The judge sends boards that can be solved. A board that cannot is answered
//! `unsolvable`, a word of `eight`'s own, with a warning and exit status 1.
//!
//! # Costs
//! One case: 3x3 by the tables, 4x4 by the exact search (milliseconds to a second), 5x5 by
//! the big-board engine (tens of milliseconds).

use super::side_first::{side_first_big_case, side_first_case};
use super::{push_decimal, Cases, Dialect, Info, Order, Sizes};
use crate::shared::{Answer, Error, Move, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// The word for a board that cannot be solved (`eight`'s own: the judge sends none).
const UNSOLVABLE: &[u8] = b"unsolvable";

/// The judge's word for a move of the blank.
fn word(step: Move) -> &'static [u8] {
    match step {
        Move::Down => b"DOWN",
        Move::Left => b"LEFT",
        Move::Right => b"RIGHT",
        Move::Up => b"UP",
    }
}

/// Appends a move's line.
fn push_move(out: &mut Vec<u8>, step: Move) {
    out.extend_from_slice(word(step));
    out.push(b'\n');
}

/// Appends a case: the side k, then the cells one a line.
fn push_case(out: &mut Vec<u8>, side: usize, cells: impl Iterator<Item = u64>) {
    push_decimal(out, side as u64);
    for cell in cells {
        out.push(b'\n');
        push_decimal(out, cell);
    }
    out.push(b'\n');
}

/// The HackerRank N Puzzle dialect.
pub struct HackerrankNpuzzle;

impl Dialect for HackerrankNpuzzle {
    const INFO: Info = Info {
        name: "hackerrank_npuzzle",
        summary: "HackerRank N Puzzle: k (3 to 5) and k*k cells to 0 1 2 ...; M, then M lines \
                  UP DOWN LEFT RIGHT",
        sizes: Sizes::Side {
            least: 3,
            most: 5,
            goal: Order::BlankFirst,
        },
        cases: Cases::One,
        goal: None,
        limit: None,
        unsolvable_is_an_answer: false,
        accepts: Some("any legal path to the goal"),
        most_cases: None,
        always_reachable: true,
        accepts_any_shortest: true,
        accepts_any_length: true,
        function: None,
        farthest: false,
    };

    fn case<R: Read, B: Puzzle>(
        &self,
        tokens: &mut Tokens<R>,
        shape: B::Shape,
        case: u64,
    ) -> Result<Option<Query<B>>, Error> {
        side_first_case::<Self, R, B>(tokens, shape, case)
    }

    fn answer<B: Puzzle>(&self, out: &mut Vec<u8>, _: u64, _: &Query<B>, answer: Answer<'_>) {
        match answer.path() {
            Some(letters) => {
                push_decimal(out, letters.len() as u64);
                out.push(b'\n');
                for &letter in letters {
                    push_move(out, Move::from_letter(letter).expect("a path holds moves"));
                }
            }
            None => {
                out.extend_from_slice(UNSOLVABLE);
                out.push(b'\n');
            }
        }
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        let cells = query.start.cells().iter().map(|&cell| u64::from(cell));
        push_case(out, query.start.columns(), cells);
    }
}

/// The judge's side: the count, then that many moves of a legal path to the goal.
mod judging {
    use super::*;
    use crate::format::judging::{BigJudge, Judge};
    use crate::shared::{BigBoard, Fault, Output, Walk};

    /// Judges an answer: `unsolvable` where no path is due, else the count M and M lines of
    /// moves that take `start` to `goal`.
    fn judge_moves<P: Walk, R: Read>(
        output: &mut Output<R>,
        start: &P,
        goal: &P,
        reachable: bool,
    ) -> Result<(), Fault> {
        if !reachable {
            output.literal(UNSOLVABLE, "the answer (the board cannot be solved)")?;
            return output.end_of_line("the answer", "the end of the line");
        }
        let count_spot = output.spot();
        let count = output.number(9, "the number of moves")?;
        output.end_of_line("the number of moves", "the end of the line")?;
        output.note_walk();
        let mut at = start.clone();
        for index in 0..count {
            let spot = output.spot();
            // The first letter names the move; the rest of the word must follow.
            let step = match output.peek()? {
                Some(b'D') => Move::Down,
                Some(b'L') => Move::Left,
                Some(b'R') => Move::Right,
                Some(b'U') => Move::Up,
                None => {
                    output.note_stop(index as usize);
                    return Err(spot.reject(format!(
                        "the output ends after {index} of the {count} moves"
                    )));
                }
                Some(_) => {
                    output.note_stop(index as usize);
                    return Err(output
                        .reject_here(&format!("move {}", index + 1), "UP, DOWN, LEFT or RIGHT"));
                }
            };
            let what = format!("move {}", index + 1);
            if let Err(fault) = output.literal(word(step), &what) {
                output.note_stop(index as usize);
                return Err(fault);
            }
            if !at.walk(step) {
                output.note_stop(index as usize);
                return Err(spot.reject(format!(
                    "move {} ({}) takes the blank off the board",
                    index + 1,
                    String::from_utf8_lossy(word(step))
                )));
            }
            output.note_move(step);
            output.end_of_line(&what, "the end of the line")?;
        }
        output.note_stop(count as usize);
        if at != *goal {
            return Err(count_spot.reject(format!(
                "the {count} moves end on {}, not on the goal {}",
                at.describe(),
                goal.describe()
            )));
        }
        output.note_path(count);
        Ok(())
    }

    impl BigJudge for HackerrankNpuzzle {
        fn big_judge<R: Read>(
            &self,
            output: &mut Output<R>,
            _: u64,
            query: &Query<BigBoard>,
            reachable: bool,
        ) -> Result<u64, Fault> {
            judge_moves(output, &query.start, &query.goal, reachable)?;
            Ok(output.take_path().unwrap_or(0))
        }
    }

    impl Judge for HackerrankNpuzzle {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            _case: u64,
            query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            judge_moves(output, &query.start, &query.goal, truth.path().is_some())
        }
    }
}

/// The format's side for 5x5 boards.
mod big_boards {
    use super::*;
    use crate::format::big::{BigDialect, BigPath};
    use crate::shared::BigBoard;

    impl BigDialect for HackerrankNpuzzle {
        const COUNT_FIRST: bool = true;

        fn big_case<R: Read>(
            &self,
            tokens: &mut Tokens<R>,
            _: Size,
            case: u64,
        ) -> Result<Option<Query<BigBoard>>, Error> {
            side_first_big_case::<Self, R>(tokens, case)
        }

        fn big_answer(
            &self,
            out: &mut Vec<u8>,
            _: u64,
            _: &Query<BigBoard>,
            path: Option<&mut BigPath<'_>>,
        ) {
            match path {
                Some(path) => {
                    push_decimal(out, path.moves().expect("counted first: COUNT_FIRST"));
                    out.push(b'\n');
                    path.write(out, push_move);
                }
                None => {
                    out.extend_from_slice(UNSOLVABLE);
                    out.push(b'\n');
                }
            }
        }

        fn write_big_case(&self, out: &mut Vec<u8>, query: &Query<BigBoard>) {
            let cells = query.start.cells().iter().map(|&cell| u64::from(cell));
            push_case(out, query.start.size().columns(), cells);
        }
    }
}
