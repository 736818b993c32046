//! `eight check`: a special judge. Reads an input file and a contestant's output for it,
//! case by case, and accepts the output or names its first problem.
//!
//! What is accepted, by format: hdu3567, exactly the lexicographically smallest shortest path
//! with the right count; hdu1043, any legal move string that reaches `12345678x`, and
//! `unsolvable` exactly when it is; p1379, the optimal count; trace, boards that each follow
//! from the one before by one legal move, from the start to the goal, then a count equal to
//! the moves and optimal. Trailing whitespace on a line and blank lines at the end are
//! ignored. A problem in the input itself is an [`Error`], not a verdict.
//!
//! # Costs
//! Streams both files; the solver builds the tables the cases need.

use crate::board::{Board, Move};
use crate::error::Error;
use crate::format::{hdu1043, hdu3567, p1379, trace, Count, Dialect, Format, Query};
use crate::input::Tokens;
use crate::path::Path;
use crate::solver::Solver;
use std::io::{self, BufRead, BufReader, Read};

/// The judgement on an output.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// Every case is right.
    Accepted { cases: u64 },
    /// The first problem found, as one line.
    Rejected(String),
}

/// Bytes kept of an output line; a longer line is wrong anyway and is shown cut.
const LINE_BYTES: usize = 256;

/// Judges `output` against the cases of `input` in `format`.
pub fn check(format: Format, input: impl Read, output: impl Read) -> Result<Verdict, Error> {
    let mut lines = Lines::new(output);
    match format {
        Format::Hdu3567 => judge(&hdu3567::Hdu3567, input, &mut lines, hdu3567_case),
        Format::Hdu1043 => judge(&hdu1043::Hdu1043, input, &mut lines, hdu1043_case),
        Format::P1379 => judge(&p1379::P1379, input, &mut lines, p1379_case),
        Format::Trace => judge(&trace::Trace, input, &mut lines, trace_case),
    }
}

/// Judges one case: `Err` is the rejection message, without the case number.
type CaseJudge<R> = fn(&mut Lines<R>, u64, &Query, Option<&Path>) -> Result<(), String>;

fn judge<D: Dialect, R: Read>(
    dialect: &D,
    input: impl Read,
    lines: &mut Lines<R>,
    judge_case: CaseJudge<R>,
) -> Result<Verdict, Error> {
    let mut tokens = Tokens::new(input);
    let count = dialect.count(&mut tokens)?;
    let mut solver = Solver::new();
    let mut case = 0;
    while count != Count::Exactly(case) {
        let Some(query) = dialect.case(&mut tokens, case + 1)? else {
            break;
        };
        case += 1;
        let truth = solver.solve(&query.start, &query.goal);
        if let Err(problem) = judge_case(lines, case, &query, truth.as_ref()) {
            return Ok(Verdict::Rejected(format!("case {case}: {problem}")));
        }
    }
    if let Some((number, line)) = lines.next_non_empty()? {
        return Ok(Verdict::Rejected(format!(
            "line {number}: output goes on after the last case: `{line}`"
        )));
    }
    Ok(Verdict::Accepted { cases: case })
}

/// The output, line by line, with trailing whitespace trimmed and long lines cut.
pub struct Lines<R> {
    reader: BufReader<R>,
    number: u64,
}

impl<R: Read> Lines<R> {
    fn new(reader: R) -> Lines<R> {
        Lines {
            reader: BufReader::new(reader),
            number: 0,
        }
    }

    /// The next line and its number, or `None` at the end.
    fn next_line(&mut self) -> io::Result<Option<(u64, String)>> {
        let mut kept = Vec::new();
        let mut any = false;
        loop {
            let buffer = self.reader.fill_buf()?;
            if buffer.is_empty() {
                break;
            }
            any = true;
            let end = buffer.iter().position(|&b| b == b'\n');
            let part = &buffer[..end.unwrap_or(buffer.len())];
            let room = LINE_BYTES.saturating_sub(kept.len()).min(part.len());
            kept.extend_from_slice(&part[..room]);
            let used = end.map_or(buffer.len(), |e| e + 1);
            self.reader.consume(used);
            if end.is_some() {
                break;
            }
        }
        if !any {
            return Ok(None);
        }
        self.number += 1;
        let text = String::from_utf8_lossy(&kept).trim_end().to_string();
        Ok(Some((self.number, text)))
    }

    fn next_non_empty(&mut self) -> io::Result<Option<(u64, String)>> {
        while let Some((number, line)) = self.next_line()? {
            if !line.is_empty() {
                return Ok(Some((number, line)));
            }
        }
        Ok(None)
    }

    /// The next line, or a message that the output ended.
    fn expect_line(&mut self, what: &str) -> Result<(u64, String), String> {
        match self.next_line() {
            Ok(Some(line)) => Ok(line),
            Ok(None) => Err(format!("the output ends where {what} was due")),
            Err(error) => Err(format!("cannot read the output: {error}")),
        }
    }
}

/// The moves of `letters` from `start`: the board reached, or the first bad move.
fn walk(start: &Board, letters: &str) -> Result<Board, String> {
    let mut at = *start;
    for (j, letter) in letters.bytes().enumerate() {
        let step = Move::from_letter(letter).ok_or_else(|| {
            format!(
                "move {} is `{}`, not one of d, l, r, u",
                j + 1,
                letter as char
            )
        })?;
        at = at.apply(step).ok_or_else(|| {
            format!(
                "move {} (`{}`) takes the blank off the board",
                j + 1,
                letter as char
            )
        })?;
    }
    Ok(at)
}

/// A legal path to the goal, of optimal length, and the smallest of those.
fn exact_path(letters: &str, query: &Query, truth: &Path) -> Result<(), String> {
    let reached = walk(&query.start, letters)?;
    if reached != query.goal {
        return Err(format!(
            "the moves end on {reached}, not on the goal {}",
            query.goal
        ));
    }
    if letters.len() != truth.len() {
        return Err(format!(
            "the path has {} moves, but the shortest has {}",
            letters.len(),
            truth.len()
        ));
    }
    let expected = truth.letters();
    match letters
        .bytes()
        .zip(expected.iter())
        .position(|(a, &b)| a != b)
    {
        Some(j) => Err(format!(
            "shortest, but not the lexicographically smallest: move {} is `{}`, expected `{}`",
            j + 1,
            letters.as_bytes()[j] as char,
            expected[j] as char
        )),
        None => Ok(()),
    }
}

fn hdu3567_case<R: Read>(
    lines: &mut Lines<R>,
    case: u64,
    query: &Query,
    truth: Option<&Path>,
) -> Result<(), String> {
    let (number, header) = lines.expect_line("its `Case i: n` line")?;
    let count = header
        .strip_prefix(&format!("Case {case}: "))
        .and_then(|n| n.parse::<i64>().ok())
        .ok_or_else(|| format!("line {number}: expected `Case {case}: n`, found `{header}`"))?;
    let (_, letters) = lines.expect_line("its move line")?;
    let Some(truth) = truth else {
        return match (count, letters.is_empty()) {
            (-1, true) => Ok(()),
            _ => Err("the goal cannot be reached: expected -1 and an empty line".into()),
        };
    };
    if count != letters.len() as i64 {
        return Err(format!(
            "the header says {count} moves, but the path has {}",
            letters.len()
        ));
    }
    exact_path(&letters, query, truth)
}

fn hdu1043_case<R: Read>(
    lines: &mut Lines<R>,
    _case: u64,
    query: &Query,
    truth: Option<&Path>,
) -> Result<(), String> {
    let (_, line) = lines.expect_line("its answer")?;
    match (truth, line == "unsolvable") {
        (None, true) => Ok(()),
        (None, false) => Err("the board is unsolvable, the answer must be `unsolvable`".into()),
        (Some(_), true) => Err("the board is solvable, not `unsolvable`".into()),
        (Some(_), false) => match walk(&query.start, &line)? {
            reached if reached == query.goal => Ok(()),
            reached => Err(format!(
                "the moves end on {reached}, not on the goal {}",
                query.goal
            )),
        },
    }
}

fn p1379_case<R: Read>(
    lines: &mut Lines<R>,
    _case: u64,
    _query: &Query,
    truth: Option<&Path>,
) -> Result<(), String> {
    let (_, line) = lines.expect_line("the number of moves")?;
    let expected = truth.map_or(-1, |p| p.len() as i64);
    match line.parse::<i64>() {
        Ok(n) if n == expected => Ok(()),
        Ok(n) => Err(format!(
            "the answer is {n}, but the fewest moves are {expected}"
        )),
        Err(_) => Err(format!("expected a number, found `{line}`")),
    }
}

fn trace_case<R: Read>(
    lines: &mut Lines<R>,
    _case: u64,
    query: &Query,
    truth: Option<&Path>,
) -> Result<(), String> {
    // Boards of three lines each, separated by blank lines, then the count.
    let mut boards: Vec<Board> = Vec::new();
    let count = loop {
        let (number, line) = lines.expect_line("a board or the count")?;
        if line.is_empty() {
            continue;
        }
        let numbers: Vec<&str> = line.split(' ').collect();
        if numbers.len() == 1 {
            break numbers[0]
                .parse::<i64>()
                .map_err(|_| format!("line {number}: expected a count, found `{line}`"))?;
        }
        let mut cells: Vec<String> = numbers.iter().map(|n| n.to_string()).collect();
        for row in 1..3 {
            let (number, line) = lines.expect_line("the rest of a board")?;
            let numbers: Vec<&str> = line.split(' ').collect();
            if numbers.len() != 3 {
                return Err(format!(
                    "line {number}: expected row {} of a board, found `{line}`",
                    row + 1
                ));
            }
            cells.extend(numbers.iter().map(|n| n.to_string()));
        }
        let symbols: Vec<u8> = cells.iter().flat_map(|c| c.bytes()).collect();
        let board = match (cells.len(), Board::parse(&symbols)) {
            (9, Ok(board)) if cells.iter().all(|c| c.len() == 1) => board,
            _ => {
                return Err(format!(
                    "line {number}: not a board of 0-8 in three rows of three"
                ))
            }
        };
        if let Some(before) = boards.last() {
            let follows = Move::ALL.iter().any(|&m| before.apply(m) == Some(board));
            if !follows {
                return Err(format!(
                    "line {number}: board {} does not follow from the one before by one move",
                    boards.len() + 1
                ));
            }
        } else if board != query.start {
            return Err(format!("line {number}: the first board is not the start"));
        }
        boards.push(board);
    };
    let Some(truth) = truth else {
        return match (boards.is_empty(), count) {
            (true, -1) => Ok(()),
            _ => Err("the goal cannot be reached: expected the single line -1".into()),
        };
    };
    match boards.last() {
        Some(last) if *last == query.goal => {}
        _ => return Err("the boards do not end on the goal".into()),
    }
    let moves = boards.len() as i64 - 1;
    if count != moves {
        return Err(format!(
            "the count is {count}, but the boards make {moves} moves"
        ));
    }
    if moves != truth.len() as i64 {
        return Err(format!(
            "the path has {moves} moves, but the shortest has {}",
            truth.len()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(format: Format, input: &str, output: &str) -> Verdict {
        check(format, input.as_bytes(), output.as_bytes()).unwrap()
    }

    const INPUT: &str = "2\n12X453786 12345678X\n564178X23 7568X4123\n";

    #[test]
    fn accepts_the_right_answers() {
        let right = "Case 1: 2\ndd\nCase 2: 8\nurrulldr\n";
        assert_eq!(
            verdict(Format::Hdu3567, INPUT, right),
            Verdict::Accepted { cases: 2 }
        );
    }

    #[test]
    fn names_each_kind_of_wrong_answer() {
        let cases = [
            ("Case 1: 2\ndd\n", "case 2: the output ends"),
            (
                "Case 1: 2\ndd\nCase 3: 8\nurrulldr\n",
                "case 2: line 3: expected `Case 2: n`",
            ),
            (
                "Case 1: 3\ndd\nCase 2: 8\nurrulldr\n",
                "case 1: the header says 3 moves, but the path has 2",
            ),
            (
                "Case 1: 2\ndd\nCase 2: 8\nurrulldd\n",
                "case 2: the moves end on",
            ),
            (
                "Case 1: 1\nu\n",
                "case 1: move 1 (`u`) takes the blank off the board",
            ),
            (
                "Case 1: 4\nddlr\n",
                "case 1: the path has 4 moves, but the shortest has 2",
            ),
            (
                "Case 1: 2\ndd\nCase 2: 8\nurrulldr\nhello\n",
                "line 5: output goes on after the last case",
            ),
        ];
        for (output, expected) in cases {
            match verdict(Format::Hdu3567, INPUT, output) {
                Verdict::Rejected(message) => {
                    assert!(message.starts_with(expected), "{message} / {expected}")
                }
                accepted => panic!("{output:?} was {accepted:?}"),
            }
        }
    }

    #[test]
    fn rejects_a_shortest_path_that_is_not_the_smallest() {
        // Design notes, section 3: both are shortest; the smallest is `druurdldr`.
        let input = "1\n162X53478 12345678X\n";
        match verdict(Format::Hdu3567, input, "Case 1: 9\nrurdlldrr\n") {
            Verdict::Rejected(message) => assert!(
                message.contains("not the lexicographically smallest: move 1 is `r`, expected `d`"),
                "{message}"
            ),
            accepted => panic!("{accepted:?}"),
        }
    }

    #[test]
    fn judges_the_other_formats() {
        let input = "2 3 4 1 5 x 7 6 8\n2 1 3 4 5 6 7 8 x\n";
        // Any path that solves it is fine in hdu1043.
        let longer = "dlurullddrurdllurdrlr\nunsolvable\n";
        assert_eq!(
            verdict(Format::Hdu1043, input, longer),
            Verdict::Accepted { cases: 2 }
        );
        let wrong = "dlurullddrurdllurdr\ndd\n";
        assert!(matches!(
            verdict(Format::Hdu1043, input, wrong),
            Verdict::Rejected(_)
        ));
        assert_eq!(
            verdict(Format::P1379, "283104765", "4\n"),
            Verdict::Accepted { cases: 1 }
        );
        assert!(matches!(
            verdict(Format::P1379, "283104765", "5\n"),
            Verdict::Rejected(_)
        ));
        let trace_input = "1 2 3 4 5 6 7 0 8\n1 2 3 4 5 6 7 8 0\n";
        let trace_right = "1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 6\n7 8 0\n\n1\n";
        assert_eq!(
            verdict(Format::Trace, trace_input, trace_right),
            Verdict::Accepted { cases: 1 }
        );
        let trace_miscounted = "1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 6\n7 8 0\n\n2\n";
        assert!(matches!(
            verdict(Format::Trace, trace_input, trace_miscounted),
            Verdict::Rejected(_)
        ));
    }

    #[test]
    fn bad_input_is_an_error_not_a_verdict() {
        assert!(check(Format::Hdu3567, &b"1\n12X45 1"[..], &b""[..]).is_err());
    }
}
