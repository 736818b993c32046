//! `eight check`: a special judge. Reads an input file with the solver's own case reader,
//! solves each case, and has the format judge the contestant's output for it as a stream.
//!
//! The output must be exactly what the solver prints, under the whitespace policy of
//! `eight check --help` (the output reader's), with two exceptions that the judges make too: hdu1043 accepts any legal
//! path of any length that reaches the goal (uva10181 any of at most 50 moves), and trace any
//! shortest path's boards. The first wrong byte is named by case, line and column. The whole
//! input is read and validated even after a rejection, so a bad input is always reported as
//! bad input (an [`Error`]), exactly as the solver reports it.
//!
//! # Costs
//! Streams both files in fixed buffers; the solver builds the tables the cases need. A path
//! is walked move by move, so a line of megabytes costs no memory.

use crate::board::Move;
use crate::error::Error;
use crate::format::list::{dispatch, WithDialect};
use crate::format::{Answer, Cases, Dialect, Engine, Format, Query, Solved};
use crate::grid::{Cache, Size};
pub use crate::output::Rejection;
use crate::output::{is_blank, Fault, Output, Spot};
use crate::protocol::NamedFile;
use crate::puzzle::Puzzle;
use std::io::{Read, Write};
use std::path::Path;

/// The judgement on an output.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// Every case is right.
    Accepted {
        /// Cases judged.
        cases: u64,
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
            Verdict::Accepted { cases: 1 } => "1 case".to_string(),
            Verdict::Accepted { cases } => format!("{cases} cases"),
            Verdict::Rejected {
                case: Some(case),
                at,
            } => format!("case {case}: {at}"),
            Verdict::Rejected { case: None, at } => at.to_string(),
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

/// Judges the file `output` against the cases of the file `input` in `format`, with the
/// format's default board size; warnings about the input (text after its last case) go to
/// `warnings`.
///
/// # Errors
/// [`Error::Input`] when the input is bad (whatever the output), [`Error::Io`] naming the
/// file when either file cannot be opened or read.
pub fn check_files(
    format: Format,
    input: &Path,
    output: &Path,
    warnings: &mut dyn Write,
) -> Result<Verdict, Error> {
    let input = NamedFile::open(input)?;
    let output = NamedFile::open(output)?;
    check(format, input, output, warnings)
}

/// Judges `output` against the cases of `input` in `format`, with the format's default board
/// size (3x3, or 4x4 for lightoj1121 and uva10181).
///
/// # Errors
/// [`Error::Input`] when the input is bad, [`Error::Io`] when a read fails.
///
/// # Example
/// ```
/// use eight::check::{check, Verdict};
/// use eight::format::Format;
/// let input = &b"1\n12X453786 12345678X\n"[..];
/// let right = check(Format::Hdu3567, input, &b"Case 1: 2\ndd\n"[..], &mut std::io::sink());
/// assert_eq!(right.unwrap(), Verdict::Accepted { cases: 1 });
/// let long = check(Format::Hdu3567, input, &b"Case 1: 4\nddud\n"[..], &mut std::io::sink());
/// assert!(matches!(long.unwrap(), Verdict::Rejected { case: Some(1), .. }));
/// ```
pub fn check(
    format: Format,
    input: impl Read,
    output: impl Read,
    warnings: &mut dyn Write,
) -> Result<Verdict, Error> {
    check_sized(format, format.default_size(), input, output, warnings)
}

/// [`check`] with boards of `size`, for the formats that take any (hdu3567, trace); slow
/// pattern databases are cached on disk ([`Cache::Default`]).
///
/// # Errors
/// As [`check`]; [`Error::Usage`] when the format does not take `size`.
pub fn check_sized(
    format: Format,
    size: Size,
    input: impl Read,
    output: impl Read,
    warnings: &mut dyn Write,
) -> Result<Verdict, Error> {
    check_cached(format, size, &Cache::Default, input, output, warnings)
}

/// [`check_sized`] with the pattern databases cached in `cache` ([`Cache::Off`]: none).
///
/// # Errors
/// As [`check_sized`].
pub fn check_cached(
    format: Format,
    size: Size,
    cache: &Cache,
    input: impl Read,
    output: impl Read,
    warnings: &mut dyn Write,
) -> Result<Verdict, Error> {
    let size = format.check_size(size)?;
    if format == Format::Poj2893 {
        return crate::format::poj2893::judge(input, output);
    }
    struct JudgeAll<'w, I, O> {
        input: I,
        output: O,
        warnings: &'w mut dyn Write,
    }
    impl<I: Read, O: Read> WithDialect for JudgeAll<'_, I, O> {
        type Output = Result<Verdict, Error>;

        fn with<D: Judge, B: Puzzle, E: Engine<B>>(
            self,
            dialect: &D,
            shape: B::Shape,
            mut engine: E,
        ) -> Result<Verdict, Error> {
            let mut cases = Cases::new(dialect, shape, self.input)?;
            let mut answers = Vec::with_capacity(1);
            let verdict = judge_cases(
                self.output,
                || cases.next_case(),
                |output, case, query| {
                    engine.solve_all(std::slice::from_ref(&query), dialect.limit(), &mut answers);
                    let truth = answers.first().expect("one answer a query").answer();
                    dialect.judge(output, case, &query, truth)
                },
            )?;
            cases.finish(self.warnings)?;
            Ok(verdict)
        }
    }
    dispatch(
        format,
        size,
        cache,
        JudgeAll {
            input,
            output,
            warnings,
        },
    )
}

/// The judging loop of every format: reads each case with `next_case` (the solver's own
/// reader), has `judge_case` judge its answer, and after the last case wants the end of the
/// output. After a rejection the rest of the input is still read, so a bad input is always
/// reported as one.
///
/// # Errors
/// [`Error::Input`] for a bad input; [`Error::Io`] when a read fails.
pub(crate) fn judge_cases<R: Read, C>(
    output: R,
    mut next_case: impl FnMut() -> Result<Option<C>, Error>,
    mut judge_case: impl FnMut(&mut Output<R>, u64, C) -> Result<(), Fault>,
) -> Result<Verdict, Error> {
    let mut output = Output::new(output);
    let mut rejection = None;
    let mut case = 0;
    while let Some(read) = next_case()? {
        case += 1;
        if rejection.is_some() {
            continue;
        }
        match judge_case(&mut output, case, read) {
            Ok(()) => {}
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
        Ok(()) => Ok(Verdict::Accepted { cases: case }),
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

/// Judges one line of moves from `start`, which must end on `goal`, and its line end.
pub(crate) fn judge_path<P: Puzzle, R: Read>(
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
    let mut at = *start;
    let mut count = 0usize;
    let mut first_difference: Option<(Spot, usize, u8)> = None;
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
        at = match at.apply(step) {
            Some(next) => next,
            None => {
                return Err(spot.reject(format!(
                    "the path: move {} (`{}`) takes the blank off the board",
                    count + 1,
                    byte as char
                )))
            }
        };
        output.advance();
        count += 1;
    }
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
            at.show(),
            goal.show()
        )));
    }
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

/// Judges the boards of a trace answer: rows of numbers separated by single spaces, a blank
/// line after each board, then the count. Any shortest path is accepted; `truth` is the
/// smallest one, `None` when the goal cannot be reached (the answer is then `-1`).
pub(crate) fn judge_boards<P: Puzzle, R: Read>(
    output: &mut Output<R>,
    start: &P,
    goal: &P,
    truth: Option<&[u8]>,
) -> Result<(), Fault> {
    let truth = match truth {
        Some(truth) => truth,
        None => {
            output.word(b"-1", "the answer (the goal cannot be reached)")?;
            return output.end_of_line("the answer", "the end of the line");
        }
    };
    let cells = start.cells().len();
    let columns = start.columns();
    let mut last: Option<P> = None;
    let mut boards = 0usize;
    loop {
        let line_spot = output.spot();
        let first = output.number(3, "a board or the count")?;
        let is_row =
            output.peek()? == Some(b' ') && matches!(output.peek_second()?, Some(b'0'..=b'9'));
        if !is_row {
            output.end_of_line("the count", "the end of the line")?;
            let last = match last {
                Some(last) => last,
                None => {
                    return Err(line_spot.reject("expected the start board, found a lone number"))
                }
            };
            if last != *goal {
                return Err(line_spot.reject(format!(
                    "the boards end on {}, not on the goal {}",
                    last.show(),
                    goal.show()
                )));
            }
            let moves = boards - 1;
            if first != moves as u64 {
                return Err(line_spot.reject(format!(
                    "the count is {first}, but the boards make {moves} moves"
                )));
            }
            if moves != truth.len() {
                return Err(line_spot.reject(format!(
                    "the boards make {moves} moves, but the shortest path has {}",
                    truth.len()
                )));
            }
            return Ok(());
        }
        let mut numbers = vec![first];
        for index in 1..cells {
            if index % columns == 0 {
                output.end_of_line("a board", "the end of the row")?;
            } else {
                output.literal(b" ", "a board row")?;
            }
            let spot = output.spot();
            let number = output.number(3, "a board")?;
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
        let values: Vec<u8> = numbers.iter().map(|&n| n as u8).collect();
        let board = match (numbers[0] < cells as u64, start.with_cells(&values)) {
            (true, Some(board)) => board,
            _ => {
                return Err(line_spot.reject(format!(
                    "board {}: each number 0 to {} must appear once",
                    boards + 1,
                    cells - 1
                )))
            }
        };
        match last {
            None if board != *start => {
                return Err(
                    line_spot.reject(format!("the first board is not the start {}", start.show()))
                )
            }
            Some(before) if !Move::ALL.iter().any(|&m| before.apply(m) == Some(board)) => {
                return Err(line_spot.reject(format!(
                    "board {} does not follow from board {} by one move",
                    boards + 1,
                    boards
                )))
            }
            _ => {}
        }
        boards += 1;
        if boards > truth.len() + 1 {
            return Err(line_spot.reject(format!(
                "board {boards} is one too many: the shortest path has {} moves",
                truth.len()
            )));
        }
        last = Some(board);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io;

    fn verdict(format: Format, input: &str, output: &[u8]) -> Verdict {
        check(format, input.as_bytes(), output, &mut io::sink()).unwrap()
    }

    fn rejected(format: Format, input: &str, output: &[u8]) -> String {
        match verdict(format, input, output) {
            rejected @ Verdict::Rejected { .. } => rejected.message(),
            accepted => panic!("{:?} was {accepted:?}", String::from_utf8_lossy(output)),
        }
    }

    const INPUT: &str = "2\n12X453786 12345678X\n564178X23 7568X4123\n";

    #[test]
    fn accepts_the_right_answers_under_the_whitespace_policy() {
        for right in [
            &b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\n"[..],
            b"Case 1: 2  \r\ndd\t\r\nCase 2: 8\nurrulldr",
            b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\n\n \n\t\r\n",
        ] {
            assert_eq!(
                verdict(Format::Hdu3567, INPUT, right),
                Verdict::Accepted { cases: 2 }
            );
        }
    }

    #[test]
    fn names_each_kind_of_wrong_answer() {
        let cases: [(&[u8], &str); 12] = [
            (b"Case 1: 2\ndd\n", "case 2: line 3, column 1: the case header: expected `Case `, found the end of the output"),
            (b"Case 1: 2\ndd\nCase 3: 8\nurrulldr\n", "case 2: line 3, column 6: the case number: expected `2`, found `3`"),
            (b"Case 1: 3\nddd\n", "case 1: line 1, column 9: the number of moves: expected `2`, found `3`"),
            (b"Case 1: 2\ndd\nCase 2: 8\nurrulldd\n", "case 2: line 4, column 8: the path: its 8 moves end on"),
            (b"Case 1: 2\nuu\n", "case 1: line 2, column 1: the path: move 1 (`u`) takes the blank off the board"),
            (b"Case 1: 2\nddu\n", "case 1: line 2, column 3: the path: move 3 is one too many: the shortest path has 2 moves"),
            (b"Case 1: 2\nd\n", "case 1: line 2, column 2: the path: its 1 moves end on"),
            (b"Case 1: 2\ndd\xff\n", "case 1: line 2, column 3: the path: expected a move (d, l, r, u) or the end of the line, found `\\xff`"),
            (b" Case 1: 2\ndd\n", "case 1: line 1, column 1: the case header: expected `Case `, found ` `"),
            (b"Case 1: 2\n dd\n", "case 1: line 2, column 1: the path: expected a move (d, l, r, u) or the end of the line, found a space or tab inside the line"),
            (b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\nhello\n", "line 5, column 1: output goes on after the last case (case 2): expected the end of the output, found `h`"),
            (b"\xef\xbb\xbfCase 1: 2\ndd\n", "case 1: line 1, column 1: the case header: expected `Case `, found `\\u{feff}`"),
        ];
        for (output, expected) in cases {
            let message = rejected(Format::Hdu3567, INPUT, output);
            assert!(message.starts_with(expected), "{message}\n{expected}");
        }
    }

    #[test]
    fn long_lines_are_judged_whole() {
        let mut padded = b"Case 1: 2\ndd".to_vec();
        padded.extend_from_slice(&[b' '; 254]);
        padded.extend_from_slice(b"uu\n");
        let message = rejected(Format::Hdu3567, "1\n12X453786 12345678X\n", &padded);
        assert!(message.starts_with("case 1: line 2, column 3: the path: expected a move (d, l, r, u) or the end of the line, found a space or tab inside the line"), "{message}");
        // hdu1043: 258 legal moves that reach the goal are right; 256 moves then junk are not.
        let mut long = b"dlurullddrurdllurdr".to_vec();
        for _ in 0..120 {
            long.extend_from_slice(b"ud");
        }
        long.push(b'\n');
        assert_eq!(
            verdict(Format::Hdu1043, "2 3 4 1 5 x 7 6 8", &long),
            Verdict::Accepted { cases: 1 }
        );
        let mut junk = b"dlurullddrurdllurdr".to_vec();
        for _ in 0..120 {
            junk.extend_from_slice(b"ud");
        }
        junk.extend_from_slice(b"!\n");
        let message = rejected(Format::Hdu1043, "2 3 4 1 5 x 7 6 8", &junk);
        assert!(
            message.starts_with("case 1: line 1, column 260: the path: expected a move"),
            "{message}"
        );
    }

    #[test]
    fn rejects_a_shortest_path_that_is_not_the_smallest() {
        // Design notes, section 3: both are shortest; the smallest is `druurdldr`.
        let message = rejected(
            Format::Hdu3567,
            "1\n162X53478 12345678X\n",
            b"Case 1: 9\nrurdlldrr\n",
        );
        assert_eq!(message, "case 1: line 2, column 1: the path is a shortest one, but not the lexicographically smallest: move 1 is `r`, the smallest has `d`");
    }

    #[test]
    fn judges_the_other_formats() {
        let input = "2 3 4 1 5 x 7 6 8\n2 1 3 4 5 6 7 8 x\n";
        assert_eq!(
            verdict(
                Format::Hdu1043,
                input,
                b"dlurullddrurdllurdrlr\nunsolvable\n"
            ),
            Verdict::Accepted { cases: 2 }
        );
        assert_eq!(
            rejected(Format::Hdu1043, "1 2 3 4 5 6 7 x 8", b"unsolvable\n"),
            "case 1: line 1, column 1: the goal can be reached, so `unsolvable` is wrong"
        );
        assert!(rejected(Format::Hdu1043, input, b"dlurullddrurdllurdr\ndd\n")
            .starts_with("case 2: line 2, column 1: the answer (the board cannot be solved): expected `unsolvable`, found `dd`"));
        assert_eq!(
            verdict(Format::P1379, "283104765", b"4\n"),
            Verdict::Accepted { cases: 1 }
        );
        for (wrong, found) in [("5", "`5`"), ("04", "`04`"), ("-1", "`-1`"), ("+4", "`+4`")] {
            assert_eq!(
                rejected(Format::P1379, "283104765", wrong.as_bytes()),
                format!("case 1: line 1, column 1: the fewest moves: expected `4`, found {found}")
            );
        }
        let trace_input = "1 2 3 4 5 6 7 0 8\n1 2 3 4 5 6 7 8 0\n";
        assert_eq!(
            verdict(
                Format::Trace,
                trace_input,
                b"1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 6\n7 8 0\n\n1\n"
            ),
            Verdict::Accepted { cases: 1 }
        );
        for (wrong, message) in [
            (&b"1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 6\n7 8 0\n\n2\n"[..], "case 1: line 9, column 1: the count is 2, but the boards make 1 moves"),
            (b"1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 6\n7 8 0\n\n+1\n", "case 1: line 9, column 1: a board or the count: expected a number, found `+`"),
            (b"1 2 3\n4 5 6\n7 x 8\n", "case 1: line 3, column 3: a board: expected a number, found `x`"),
            (b"1 2 3\n4 5 6\n7 0 8\n1 2 3\n", "case 1: line 4, column 1: the line after a board: expected an empty line, found `1`"),
            (b"1 2 3\n4 5 6\n7 8 0\n\n0\n", "case 1: line 1, column 1: the first board is not the start"),
            (b"1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 0\n7 6 8\n\n1\n", "case 1: line 5, column 1: board 2 does not follow from board 1 by one move"),
        ] {
            let seen = rejected(Format::Trace, trace_input, wrong);
            assert!(seen.starts_with(message), "{seen}\n{message}");
        }
    }

    #[test]
    fn bad_input_is_an_error_whatever_the_output() {
        let error = check(
            Format::Hdu3567,
            &b"1\n12X45 1"[..],
            &b""[..],
            &mut io::sink(),
        );
        assert!(matches!(error, Err(Error::Input { .. })));
        // A wrong first answer does not hide a bad second case.
        let error = check(
            Format::Hdu3567,
            &b"2\n12X453786 12345678X\n12X45 1"[..],
            &b"Case 1: 3\n"[..],
            &mut io::sink(),
        );
        assert!(matches!(error, Err(Error::Input { .. })));
        // Fewer cases than announced, and no case at all, are bad input.
        for input in [&b"3\n12X453786 12345678X\n"[..], b""] {
            let error = check(
                Format::Hdu3567,
                input,
                &b"Case 1: 2\ndd\n"[..],
                &mut io::sink(),
            );
            assert!(matches!(error, Err(Error::Input { .. })), "{error:?}");
        }
        for format in [Format::Hdu1043, Format::P1379, Format::Trace] {
            let error = check(format, &b" \n\t"[..], &b""[..], &mut io::sink());
            assert!(matches!(error, Err(Error::Input { .. })), "{format:?}");
        }
    }
}
