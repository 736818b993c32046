//! What a caller sees of the judging, case by case, when it asks to (`eight show --check`):
//! each case's boards, its right answer, the contestant's path as the judge walked it and
//! the judge's rejection. The judge itself is unchanged by watching: [`watched`] wraps the
//! one call that judges a case, and the moves are kept by the same `judge_path` and
//! `judge_boards` that decide the verdict, so the page replays exactly what the judge read.
//!
//! # Costs
//! Nothing when nobody watches. A watched case copies its boards and keeps at most
//! [`Witness::most_moves`] moves of its path.

use crate::shared::output::{Fault, Output, Rejection, Replay};
use crate::shared::{Answer, BigBoard, Puzzle};
use std::io::Read;

/// A case's start and goal, cell by cell (0 the blank), row after row.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Boards {
    /// Rows of the board.
    pub rows: usize,
    /// Columns of the board.
    pub columns: usize,
    /// The start's cells.
    pub start: Vec<u32>,
    /// The goal's cells.
    pub goal: Vec<u32>,
}

impl Boards {
    /// The boards of a query of at most 16 cells.
    pub(crate) fn of<B: Puzzle>(start: &B, goal: &B) -> Boards {
        let widen = |board: &B| board.cells().iter().map(|&cell| u32::from(cell)).collect();
        Boards {
            rows: start.cells().len() / start.columns(),
            columns: start.columns(),
            start: widen(start),
            goal: widen(goal),
        }
    }

    /// The boards of a query of any size.
    pub(crate) fn of_big(start: &BigBoard, goal: &BigBoard) -> Boards {
        Boards {
            rows: start.size().rows(),
            columns: start.size().columns(),
            start: start.cells().to_vec(),
            goal: goal.cells().to_vec(),
        }
    }
}

/// One judged case as the judge saw it.
pub(crate) struct Seen<'a> {
    /// Its boards.
    pub boards: Boards,
    /// Its right answer; `None` where any legal path is right and the goal can be reached
    /// (beyond 16 cells).
    pub truth: Option<Answer<'a>>,
    /// The contestant's path as the judge walked it.
    pub replay: Replay,
    /// Why the judge rejected the answer; `None` if it accepted it.
    pub rejection: Option<&'a Rejection>,
}

/// Who watches the judging.
pub(crate) trait Witness {
    /// The most moves of a contestant's path to keep.
    fn most_moves(&self) -> usize;

    /// Whether to watch the next case, whose boards have `cells` cells.
    fn wants(&mut self, cells: usize) -> bool;

    /// A watched case, once judged.
    fn saw(&mut self, seen: Seen<'_>);
}

/// Judges one case with `judge`, showing it to `witness` if it wants it; `boards` are made
/// only then.
pub(crate) fn watched<R: Read, T>(
    witness: &mut Option<&mut dyn Witness>,
    output: &mut Output<R>,
    cells: usize,
    boards: impl FnOnce() -> Boards,
    truth: Option<Answer<'_>>,
    judge: impl FnOnce(&mut Output<R>) -> Result<T, Fault>,
) -> Result<T, Fault> {
    let witness = match witness {
        Some(witness) => witness,
        None => return judge(output),
    };
    if !witness.wants(cells) {
        return judge(output);
    }
    output.keep_moves(witness.most_moves());
    let judged = judge(output);
    let replay = output.take_replay().expect("moves are kept while judging");
    let rejection = match &judged {
        Err(Fault::Wrong(rejection)) => Some(rejection),
        _ => None,
    };
    witness.saw(Seen {
        boards: boards(),
        truth,
        replay,
        rejection,
    });
    judged
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::judging::{judge_path, PathRule};
    use crate::shared::Move;

    struct Keeps(Vec<(Replay, Option<String>)>);

    impl Witness for Keeps {
        fn most_moves(&self) -> usize {
            3
        }
        fn wants(&mut self, _: usize) -> bool {
            true
        }
        fn saw(&mut self, seen: Seen<'_>) {
            let rejection = seen.rejection.map(|rejection| rejection.message.clone());
            self.0.push((seen.replay, rejection));
        }
    }

    /// Judges `line` against the 2x2 query `1 2 / 0 3` to `1 2 / 3 0` (right path `r`),
    /// wanting `exact` or any legal path.
    fn judged(line: &[u8], exact: Option<&[u8]>) -> (Replay, Option<String>) {
        let size = crate::shared::Size::new(2, 2).unwrap();
        let start = BigBoard::from_cells(size, vec![1, 2, 0, 3]).unwrap();
        let goal = BigBoard::from_cells(size, vec![1, 2, 3, 0]).unwrap();
        let mut keeps = Keeps(Vec::new());
        let mut output = Output::new(line);
        let rule = PathRule {
            upper_case: false,
            exact,
            longest: None,
            unsolvable_word: None,
        };
        let _ = watched(
            &mut Some(&mut keeps),
            &mut output,
            4,
            || Boards::of_big(&start, &goal),
            None,
            |output| judge_path(output, &start, &goal, &rule),
        );
        keeps.0.pop().unwrap()
    }

    #[test]
    fn the_replay_stops_where_the_judge_does() {
        let smallest = Some(&b"r"[..]);
        let (right, rejection) = judged(b"r\n", smallest);
        assert_eq!(
            (right.moves, right.walked, rejection),
            (vec![Move::Right], true, None)
        );
        let (long, rejection) = judged(b"rr\n", smallest);
        assert_eq!((long.moves, long.stop), (vec![Move::Right], Some(1)));
        assert_eq!(
            rejection.unwrap(),
            "the path: move 2 is one too many: the shortest path has 1 moves"
        );
        let (off, rejection) = judged(b"lr\n", None);
        assert_eq!((off.moves, off.stop), (vec![], Some(0)));
        assert!(rejection
            .unwrap()
            .contains("move 1 (`l`) takes the blank off the board"));
        let (departs, rejection) = judged(b"udr\n", smallest);
        assert_eq!((departs.moves, departs.stop), (vec![Move::Up], Some(0)));
        assert!(rejection.unwrap().contains("move 2 is one too many"));
        let (elsewhere, _) = judged(b"ud\n", None);
        assert_eq!((elsewhere.moves.len(), elsewhere.stop), (2, Some(2)));
    }

    #[test]
    fn a_long_path_keeps_its_first_moves() {
        let (cut, rejection) = judged(b"rlrlr\n", None);
        assert_eq!((cut.moves.len(), cut.cut, cut.stop), (3, true, Some(5)));
        assert_eq!(rejection, None);
        let (count, rejection) = judged(b"", None);
        assert_eq!((count.walked, count.moves.len()), (true, 0));
        assert_eq!(rejection.unwrap(), "the output ends where the path was due");
    }
}
