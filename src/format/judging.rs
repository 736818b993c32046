//! The judging that every format shares: the judge's side of a format ([`Judge`],
//! [`JudgeWhole`]), the loop over a file's cases ([`judge_cases`]), its [`Verdict`], and the
//! two rules the formats' answers are made of: a line of moves ([`judge_path`]) and the boards
//! of a path ([`judge_boards`]). Each format's own rule is in its file, beside its reading
//! and writing.
//!
//! The output must be exactly what the solver prints, under the whitespace policy of the
//! output reader (`crate::shared::output`), with the exceptions the judges make themselves:
//! a rule may accept any legal path (of at most a limit), or the boards of any shortest
//! path. The first wrong byte is named by line and column, and what was expected there.
//!
//! # Costs
//! A path is walked move by move as it is read, so a line of megabytes costs no memory.

use super::Dialect;
use crate::shared::output::{is_blank, Rejection, Spot};
use crate::shared::{Answer, Error, Fault, Move, Output, Puzzle, Query, Walk};
use std::io::Read;

/// The judgement on an output.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// Every case is right.
    Accepted {
        /// Cases judged.
        cases: u64,
        /// The moves of the paths in the output, over every case answered with a path.
        moves: u64,
        /// The moves of the shortest paths of those cases.
        shortest: u64,
    },
    /// The first problem found.
    Rejected {
        /// The case whose answer is wrong; `None` for output after the last case.
        case: Option<u64>,
        /// Where in the output, and what is wrong there.
        at: Rejection,
    },
}

impl Verdict {
    /// The message without the verdict's name: `case 2: line 3, column 1: ...`.
    pub fn message(&self) -> String {
        match self {
            Verdict::Accepted { cases: 1, .. } => "1 case".to_string(),
            Verdict::Accepted { cases, .. } => format!("{cases} cases"),
            Verdict::Rejected {
                case: Some(case),
                at,
            } => format!("case {case}: {at}"),
            Verdict::Rejected { case: None, at } => at.to_string(),
        }
    }
}

impl Verdict {
    /// The share of the points an output earns where the judge accepts paths longer than the
    /// shortest (`eight check --score`): the shortest paths' moves over the output's, 1 when
    /// every path is a shortest one (or there are none), 0 for a wrong answer.
    pub fn score(&self) -> f64 {
        match self {
            Verdict::Accepted { moves: 0, .. } => 1.0,
            Verdict::Accepted {
                moves, shortest, ..
            } => *shortest as f64 / *moves as f64,
            Verdict::Rejected { .. } => 0.0,
        }
    }
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Verdict::Accepted { .. } => write!(f, "accepted: {}", self.message()),
            Verdict::Rejected { .. } => write!(f, "wrong answer: {}", self.message()),
        }
    }
}

/// The judge's side of a format: how one answer is read and judged. Each format implements
/// it in its own file, beside its reading and writing.
pub(crate) trait Judge: Dialect {
    /// Judges a contestant's answer to case `case`, whose true answer is `truth`, reading it
    /// from `output`.
    ///
    /// # Errors
    /// [`Fault::Wrong`] at the first byte that makes the answer wrong; [`Fault::Failed`] if
    /// the output cannot be read.
    fn judge<R: Read, B: Puzzle>(
        &self,
        output: &mut Output<R>,
        case: u64,
        query: &Query<B>,
        truth: Answer<'_>,
    ) -> Result<(), Fault>;
}

/// The judge's side of a format that takes boards beyond 16 cells, where any legal path is
/// right (the shortest is not known there).
pub(crate) trait BigJudge: Judge + super::BigDialect {
    /// Judges a contestant's answer to case `case`, whose goal can be reached or not; gives
    /// back the moves of its path (0 for no path).
    ///
    /// # Errors
    /// [`Fault::Wrong`] at the first byte that makes the answer wrong; [`Fault::Failed`].
    fn big_judge<R: Read>(
        &self,
        output: &mut Output<R>,
        case: u64,
        query: &Query<crate::shared::BigBoard>,
        reachable: bool,
    ) -> Result<u64, Fault>;
}

/// The judge's side of a format that answers its cases itself ([`super::WholeInput`]).
pub(crate) trait JudgeWhole: super::WholeInput {
    /// Judges `output` against every case of `input`.
    ///
    /// # Errors
    /// [`Error::Input`] when the input is bad (whatever the output), [`Error::Io`].
    fn judge(&self, input: impl Read, output: impl Read) -> Result<Verdict, Error>;

    /// Reads `input` strictly: written as the judge writes its inputs (`super::validating`).
    ///
    /// # Errors
    /// [`Error::Io`] when reading fails; a bad input is a `Validity::Invalid`.
    fn validate(&self, input: impl Read) -> Result<super::validating::Validity, Error>;
}

/// The judging loop of every format: reads each case with `next_case` (the solver's own
/// reader), has `judge_case` judge its answer (giving back the moves of its path and of the
/// shortest, both 0 where the answer is no path), and after the last case wants the end of
/// the output. After a rejection the rest of the input is still read, so a bad input is always
/// reported as one.
///
/// # Errors
/// [`Error::Input`] for a bad input; [`Error::Io`] when a read fails.
pub(crate) fn judge_cases<R: Read, C>(
    output: R,
    mut next_case: impl FnMut() -> Result<Option<C>, Error>,
    mut judge_case: impl FnMut(&mut Output<R>, u64, C) -> Result<(u64, u64), Fault>,
) -> Result<Verdict, Error> {
    let mut output = Output::new(output);
    let mut rejection = None;
    let mut case = 0;
    let (mut moves, mut shortest) = (0, 0);
    while let Some(read) = next_case()? {
        case += 1;
        if rejection.is_some() {
            continue;
        }
        match judge_case(&mut output, case, read) {
            Ok((its, best)) => {
                moves += its;
                shortest += best;
            }
            Err(Fault::Wrong(at)) => {
                rejection = Some(Verdict::Rejected {
                    case: Some(case),
                    at,
                })
            }
            Err(Fault::Failed(error)) => return Err(error),
        }
    }
    if let Some(verdict) = rejection {
        return Ok(verdict);
    }
    let after = match case {
        0 => "the answers (the input has no case)".to_string(),
        _ => format!("the last case (case {case})"),
    };
    match output.end_of_output(&after) {
        Ok(()) => Ok(Verdict::Accepted {
            cases: case,
            moves,
            shortest,
        }),
        Err(Fault::Wrong(at)) => Ok(Verdict::Rejected { case: None, at }),
        Err(Fault::Failed(error)) => Err(error),
    }
}

/// How a line of moves is judged.
pub(crate) struct PathRule<'a> {
    /// Whether the moves are written `DLRU` rather than `dlru`.
    pub upper_case: bool,
    /// The path the line must be, as lower-case letters: the smallest shortest one. `None`
    /// accepts any legal path to the goal.
    pub exact: Option<&'a [u8]>,
    /// The most moves a path may have, when `exact` is `None`.
    pub longest: Option<usize>,
    /// The format's word for "cannot be solved", which is wrong where a path is due.
    pub unsolvable_word: Option<&'a [u8]>,
}

/// Judges one line of moves from `start`, which must end on `goal`, and its line end; a
/// right path's moves are noted in `output` ([`Output::note_path`]).
pub(crate) fn judge_path<P: Walk, R: Read>(
    output: &mut Output<R>,
    start: &P,
    goal: &P,
    rule: &PathRule<'_>,
) -> Result<(), Fault> {
    if let Some(word) = rule.unsolvable_word {
        if output.peek()? == word.first().copied() && output.peek_second()? == word.get(1).copied()
        {
            let shown = String::from_utf8_lossy(word);
            return Err(output
                .spot()
                .reject(format!("the goal can be reached, so `{shown}` is wrong")));
        }
    }
    let letters = if rule.upper_case {
        "D, L, R, U"
    } else {
        "d, l, r, u"
    };
    let limit = rule.exact.map(<[u8]>::len).or(rule.longest);
    output.note_walk();
    let mut at = start.clone();
    let mut count = 0usize;
    let mut first_difference: Option<(Spot, usize, u8)> = None;
    // Where a wrong path went wrong, for a replay: where it left the one right path, if it
    // did, else after the moves read.
    let went_wrong = |first_difference: Option<(Spot, usize, u8)>, count: usize| {
        first_difference.map_or(count, |(_, index, _)| index)
    };
    loop {
        let spot = output.spot();
        let byte = match output.peek()? {
            Some(byte) if !is_blank(byte) && byte != b'\n' && byte != b'\r' => byte,
            _ => break,
        };
        let step = match move_of(byte, rule.upper_case) {
            Some(step) => step,
            None => {
                return Err(output.reject_here(
                    "the path",
                    &format!("a move ({letters}) or the end of the line"),
                ))
            }
        };
        if let Some(limit) = limit {
            if count == limit {
                output.note_stop(went_wrong(first_difference, count));
                return Err(spot.reject(match rule.exact {
                    Some(_) => format!(
                        "the path: move {} is one too many: the shortest path has {limit} moves",
                        count + 1
                    ),
                    None => format!(
                        "the path: move {} is one too many: a path may have at most {limit} moves",
                        count + 1
                    ),
                }));
            }
        }
        if let Some(exact) = rule.exact {
            if first_difference.is_none() && exact.get(count) != Some(&step.letter()) {
                first_difference = Some((spot, count, byte));
            }
        }
        if !at.walk(step) {
            output.note_stop(went_wrong(first_difference, count));
            return Err(spot.reject(format!(
                "the path: move {} (`{}`) takes the blank off the board",
                count + 1,
                byte as char
            )));
        }
        output.advance();
        output.note_move(step);
        count += 1;
    }
    output.note_stop(went_wrong(first_difference, count));
    let end = output.spot();
    let output_ended = output.peek()?.is_none();
    output.end_of_line(
        "the path",
        &format!("a move ({letters}) or the end of the line"),
    )?;
    if at != *goal && count == 0 && output_ended {
        return Err(end.reject("the output ends where the path was due"));
    }
    if at != *goal {
        // With a known answer the first wrong byte is where the path leaves it.
        let spot = first_difference.map_or(end, |(spot, _, _)| spot);
        return Err(spot.reject(format!(
            "the path: its {count} moves end on {}, not on the goal {}",
            at.describe(),
            goal.describe()
        )));
    }
    output.note_path(count as u64);
    let exact = match rule.exact {
        Some(exact) => exact,
        None => return Ok(()),
    };
    match first_difference {
        None if count == exact.len() => Ok(()),
        Some((spot, index, byte)) if count == exact.len() => {
            let expected = exact[index];
            let expected = if rule.upper_case {
                expected.to_ascii_uppercase()
            } else {
                expected
            };
            Err(spot.reject(format!(
                "the path is a shortest one, but not the lexicographically smallest: move {} \
                 is `{}`, the smallest has `{}`",
                index + 1,
                byte as char,
                expected as char
            )))
        }
        _ => Err(end.reject(format!(
            "the path has {count} moves, but the shortest has {}",
            exact.len()
        ))),
    }
}

/// The move named by `letter` in the given case.
fn move_of(letter: u8, upper_case: bool) -> Option<Move> {
    if upper_case != letter.is_ascii_uppercase() {
        return None;
    }
    Move::from_letter(letter.to_ascii_lowercase())
}

/// What the boards of a trace answer must make ([`judge_boards`]).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Boards<'a> {
    /// No path: the goal cannot be reached, and the answer is this word (`-1`).
    Unreachable(&'a [u8]),
    /// A shortest path, of this many moves (any of them).
    Shortest(usize),
    /// Any legal path (boards beyond 16 cells), its count followed by nothing or by this
    /// note, which the solver writes there.
    Any {
        /// What the solver writes after the count.
        note: &'a [u8],
    },
}

/// Judges the boards of a trace answer: rows of numbers separated by single spaces, a blank
/// line after each board, then the count, as `want` says; a right path's moves are noted in
/// `output` ([`Output::note_path`]). The boards are read one at a time (two are held), so a
/// trace of gigabytes costs no more memory than its boards.
pub(crate) fn judge_boards<P: Walk, R: Read>(
    output: &mut Output<R>,
    start: &P,
    goal: &P,
    want: Boards<'_>,
) -> Result<(), Fault> {
    let most = match want {
        Boards::Unreachable(word) => {
            output.word(word, "the answer (the goal cannot be reached)")?;
            return output.end_of_line("the answer", "the end of the line");
        }
        Boards::Shortest(moves) => Some(moves),
        Boards::Any { .. } => None,
    };
    output.note_walk();
    let cells = start.cell_count();
    let columns = start.width();
    let cell_digits = (cells - 1).to_string().len();
    let mut at = start.clone();
    let mut boards = 0usize;
    let mut numbers = Vec::with_capacity(cells);
    loop {
        let line_spot = output.spot();
        let first = output.number(12, "a board or the count")?;
        let is_row =
            output.peek()? == Some(b' ') && matches!(output.peek_second()?, Some(b'0'..=b'9'));
        if !is_row {
            if let Boards::Any { note } = want {
                if output.peek()? == Some(b' ') {
                    output.literal(note, "the note after the count")?;
                }
            }
            output.end_of_line("the count", "the end of the line")?;
            if boards == 0 {
                return Err(line_spot.reject("expected the start board, found a lone number"));
            }
            if at != *goal {
                return Err(line_spot.reject(format!(
                    "the boards end on {}, not on the goal {}",
                    at.describe(),
                    goal.describe()
                )));
            }
            let moves = boards - 1;
            if first != moves as u64 {
                return Err(line_spot.reject(format!(
                    "the count is {first}, but the boards make {moves} moves"
                )));
            }
            if let Some(shortest) = most.filter(|&shortest| shortest != moves) {
                return Err(line_spot.reject(format!(
                    "the boards make {moves} moves, but the shortest path has {shortest}"
                )));
            }
            output.note_path(moves as u64);
            return Ok(());
        }
        numbers.clear();
        numbers.push(first);
        for index in 1..cells {
            if index % columns == 0 {
                output.end_of_line("a board", "the end of the row")?;
            } else {
                output.literal(b" ", "a board row")?;
            }
            let spot = output.spot();
            let number = output.number(cell_digits, "a board")?;
            if number >= cells as u64 {
                return Err(spot.reject(format!(
                    "a board holds the numbers 0 to {}, not {number}",
                    cells - 1
                )));
            }
            numbers.push(number);
        }
        output.end_of_line("a board", "the end of the row")?;
        output.end_of_line("the line after a board", "an empty line")?;
        let board = match numbers[0] < cells as u64 {
            true => start.with_numbers(&numbers),
            false => None,
        };
        let board = match board {
            Some(board) => board,
            None => {
                return Err(line_spot.reject(format!(
                    "board {}: each number 0 to {} must appear once",
                    boards + 1,
                    cells - 1
                )))
            }
        };
        if boards == 0 {
            if board != *start {
                return Err(line_spot.reject(format!(
                    "the first board is not the start {}",
                    start.describe()
                )));
            }
        } else {
            let step = step_between(columns, at.blank_cell(), board.blank_cell());
            let follows = step.map_or(false, |step| at.walk(step) && at == board);
            match step {
                Some(step) if follows => output.note_move(step),
                _ => {}
            }
            if !follows {
                return Err(line_spot.reject(format!(
                    "board {} does not follow from board {} by one move",
                    boards + 1,
                    boards
                )));
            }
        }
        boards += 1;
        if let Some(shortest) = most {
            if boards > shortest + 1 {
                return Err(line_spot.reject(format!(
                    "board {boards} is one too many: the shortest path has {shortest} moves"
                )));
            }
        }
    }
}

/// The move that takes the blank from cell `from` to cell `to` on a board `columns` wide,
/// if one does.
fn step_between(columns: usize, from: usize, to: usize) -> Option<Move> {
    match () {
        _ if to == from + columns => Some(Move::Down),
        _ if from == to + columns => Some(Move::Up),
        _ if to == from + 1 && to % columns != 0 => Some(Move::Right),
        _ if from == to + 1 && from % columns != 0 => Some(Move::Left),
        _ => None,
    }
}
