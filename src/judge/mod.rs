//! The judge: reads an input file with the solver's own case reader, solves each case, and
//! has the format judge the contestant's output for it as a stream ([`check`]); and the
//! calling conventions of the judge systems around it (`protocol` for checkers, `validator`
//! for input validators).
//!
//! The output must be exactly what the solver prints, under the whitespace policy of
//! `eight check --help` (the output reader's), with the exceptions the judges make too:
//! hdu1043 accepts any legal path of any length that reaches the goal (uva10181 any of at
//! most 50 moves), and trace any shortest path's boards. The first wrong byte is named by
//! case, line and column. The whole input is read and validated even after a rejection, so
//! a bad input is always reported as bad input (an [`Error`]), exactly as the solver
//! reports it.
//!
//! This layer imports the batch layer's dispatch, the formats and the shared types.
//!
//! # Costs
//! Streams both files in fixed buffers; the engine builds the tables the cases need. A path
//! is walked move by move, so a line of megabytes costs no memory.

mod big;
mod files;
pub mod protocol;
pub mod validator;
mod witness;

pub(crate) use files::NamedFile;
use witness::watched;
pub(crate) use witness::{Boards, Seen, Witness};

use crate::batch::{dispatch, every_core, Batch, Exact, WithEngine};
use crate::format::judging::{judge_cases, BigJudge, Judge, JudgeWhole, Verdict};
use crate::format::validating::{validate_big_cases, validate_cases, Validity};
use crate::format::CaseReader;
use crate::shared::Cache;
use crate::shared::{Engine, Error, Puzzle, Size, Solved};
use std::io::{Read, Write};
use std::path::Path;

/// Judges the file `output` against the cases of the file `input` in the batch's format;
/// warnings about the input (text after its last case) go to `warnings`.
///
/// # Errors
/// [`Error::Input`] when the input is bad (whatever the output), [`Error::Io`] naming the
/// file when either file cannot be opened or read, [`Error::Unsupported`] for a size the
/// format does not take.
pub fn check_files(
    batch: impl Into<Batch>,
    input: &Path,
    output: &Path,
    warnings: &mut dyn Write,
) -> Result<Verdict, Error> {
    let input = NamedFile::open(input)?;
    let output = NamedFile::open(output)?;
    check(batch, input, output, warnings)
}

/// Judges `output` against the cases of `input` in the batch's format. A [`Format`] alone
/// is a batch with its default board size (3x3, or 4x4 for lightoj1121 and uva10181).
///
/// [`Format`]: crate::Format
///
/// # Errors
/// [`Error::Input`] when the input is bad, [`Error::Io`] when a read fails,
/// [`Error::Unsupported`] for a size the format does not take.
///
/// # Example
/// ```
/// use eight::{check, Format, Verdict};
/// let input = &b"1\n12X453786 12345678X\n"[..];
/// let right = check(Format::Hdu3567, input, &b"Case 1: 2\ndd\n"[..], &mut std::io::sink());
/// assert!(matches!(right.unwrap(), Verdict::Accepted { cases: 1, .. }));
/// let long = check(Format::Hdu3567, input, &b"Case 1: 4\nddud\n"[..], &mut std::io::sink());
/// assert!(matches!(long.unwrap(), Verdict::Rejected { case: Some(1), .. }));
/// ```
pub fn check(
    batch: impl Into<Batch>,
    input: impl Read,
    output: impl Read,
    warnings: &mut dyn Write,
) -> Result<Verdict, Error> {
    check_watched(batch.into(), input, output, warnings, None)
}

/// [`check`], showing each case judged to `witness` if there is one.
///
/// # Errors
/// As [`check`].
pub(crate) fn check_watched(
    batch: Batch,
    input: impl Read,
    output: impl Read,
    warnings: &mut dyn Write,
    witness: Option<&mut dyn Witness>,
) -> Result<Verdict, Error> {
    struct JudgeAll<'w, 'v, I, O> {
        input: I,
        output: O,
        warnings: &'w mut dyn Write,
        scores_big_boards: bool,
        witness: Option<&'v mut dyn Witness>,
    }
    impl<I: Read, O: Read> WithEngine for JudgeAll<'_, '_, I, O> {
        type Output = Result<Verdict, Error>;

        fn with<D: Judge, B: Puzzle, E: Engine<B>>(
            mut self,
            dialect: &D,
            shape: B::Shape,
            mut engine: E,
        ) -> Result<Verdict, Error> {
            let mut cases = CaseReader::new(dialect, shape, self.input)?;
            let mut answers = Vec::with_capacity(1);
            let witness = &mut self.witness;
            let verdict = judge_cases(
                self.output,
                || cases.next_case(),
                |output, case, query| {
                    engine.solve_all(std::slice::from_ref(&query), D::INFO.limit, &mut answers);
                    let truth = answers.first().expect("one answer a query").answer();
                    output.take_path();
                    watched(
                        witness,
                        output,
                        query.start.cells().len(),
                        || Boards::of(&query.start, &query.goal),
                        Some(truth),
                        |output| dialect.judge(output, case, &query, truth),
                    )?;
                    // A right path's moves are noted by every rule; no path, none.
                    Ok(match (output.take_path(), truth.path()) {
                        (Some(moves), Some(best)) => (moves, best.len() as u64),
                        _ => (0, 0),
                    })
                },
            )?;
            cases.finish(self.warnings)?;
            Ok(verdict)
        }

        fn big<D: BigJudge>(
            self,
            dialect: &D,
            size: Size,
            cache: &Cache,
        ) -> Result<Verdict, Error> {
            let mut exact = Exact::new(|size| every_core(size, cache));
            big::judge_big(
                dialect,
                size,
                &mut exact,
                self.scores_big_boards,
                (self.input, self.output),
                self.warnings,
                self.witness,
            )
        }

        fn whole<W: JudgeWhole>(self, format: &W) -> Result<Verdict, Error> {
            format.judge(self.input, self.output)
        }
    }
    let scores_big_boards = batch.scores_big_boards;
    dispatch(
        &batch,
        JudgeAll {
            input,
            output,
            warnings,
            scores_big_boards,
            witness,
        },
    )
}

/// Reads `input` strictly in the batch's format (`eight validate`): valid when it is written
/// byte for byte as the format's judge writes its inputs (as `eight gen` writes them: single
/// spaces, LF line ends, a final newline, the judge's symbols and layout) and keeps the
/// judge's promises (its bound on the cases, goals that can be reached where it promises
/// them). The solver itself stays lenient.
///
/// # Errors
/// [`Error::Io`] when reading fails; [`Error::Unsupported`] for a size the format does not
/// take.
///
/// # Example
/// ```
/// use eight::{validate, Format, Validity};
/// let strict = validate(Format::Hdu3567, &b"1\n12X453786\n12345678X\n"[..]).unwrap();
/// assert_eq!(strict, Validity::Valid { cases: 1 });
/// let spaced = validate(Format::Hdu3567, &b"1\n12X453786 \n12345678X\n"[..]).unwrap();
/// assert_eq!(
///     spaced.to_string(),
///     "invalid: line 2, column 10: expected the end of the line, found a space \
///      (the line is written `12X453786`)"
/// );
/// ```
pub fn validate(batch: impl Into<Batch>, input: impl Read) -> Result<Validity, Error> {
    struct Strictly<I>(I);
    impl<I: Read> WithEngine for Strictly<I> {
        type Output = Result<Validity, Error>;

        fn with<D: Judge, B: Puzzle, E: Engine<B>>(
            self,
            dialect: &D,
            shape: B::Shape,
            _: E,
        ) -> Result<Validity, Error> {
            validate_cases::<D, B>(dialect, shape, self.0)
        }

        fn big<D: BigJudge>(self, dialect: &D, size: Size, _: &Cache) -> Result<Validity, Error> {
            validate_big_cases(dialect, size, self.0)
        }

        fn whole<W: JudgeWhole>(self, format: &W) -> Result<Validity, Error> {
            format.validate(self.0)
        }
    }
    dispatch(&batch.into(), Strictly(input))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Format;
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
    fn a_big_board_is_scored_against_eights_own_path_only_when_asked() {
        // 2x9: the blank three cells left of its goal; `rrr` is eight's path.
        let input = "1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15 16 17\n\
                     1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 0\n";
        let batch = Batch::new(Format::Hdu3567)
            .size(Size::parse("2x9").expect("a size"))
            .cache(Cache::Off);
        let judged = |batch: Batch| {
            let output = &b"Case 1: 7\nrrlrlrr\n"[..];
            check(batch, input.as_bytes(), output, &mut io::sink()).expect("a verdict")
        };
        let accepted = |shortest| Verdict::Accepted {
            cases: 1,
            moves: 7,
            shortest,
        };
        assert_eq!(judged(batch.clone()), accepted(3));
        assert_eq!(judged(batch.scores_big_boards(false)), accepted(7));
    }

    #[test]
    fn accepts_the_right_answers_under_the_whitespace_policy() {
        for right in [
            &b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\n"[..],
            b"Case 1: 2  \r\ndd\t\r\nCase 2: 8\nurrulldr",
            b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\n\n \n\t\r\n",
        ] {
            assert_eq!(
                verdict(Format::Hdu3567, INPUT, right),
                Verdict::Accepted {
                    cases: 2,
                    moves: 10,
                    shortest: 10
                }
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
            Verdict::Accepted {
                cases: 1,
                moves: 19 + 240,
                shortest: 19
            }
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
            Verdict::Accepted {
                cases: 2,
                moves: 21,
                shortest: 19
            }
        );
        assert_eq!(
            rejected(Format::Hdu1043, "1 2 3 4 5 6 7 x 8", b"unsolvable\n"),
            "case 1: line 1, column 1: the goal can be reached, so `unsolvable` is wrong"
        );
        assert!(rejected(Format::Hdu1043, input, b"dlurullddrurdllurdr\ndd\n")
            .starts_with("case 2: line 2, column 1: the answer (the board cannot be solved): expected `unsolvable`, found `dd`"));
        assert_eq!(
            verdict(Format::P1379, "283104765", b"4\n"),
            Verdict::Accepted {
                cases: 1,
                moves: 0,
                shortest: 0
            }
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
            Verdict::Accepted {
                cases: 1,
                moves: 1,
                shortest: 1
            }
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

    fn strict(input: &[u8]) -> Validity {
        validate(Format::Hdu3567, input).unwrap()
    }

    #[test]
    fn strict_reading_wants_reachable_goals_by_parity_of_order_and_blank_row() {
        assert_eq!(
            strict(b"1\n12345678X\n21345678X\n").to_string(),
            "invalid: case 1: the goal cannot be reached from the start, and hdu3567's judge \
             promises that it can"
        );
        // Even widths count the blank's row too: one vertical move keeps reachability.
        let size = crate::Size::parse("2x4").unwrap();
        let batch = crate::Batch::new(Format::Hdu3567).size(size);
        let input = b"1\n1 2 3 4 5 6 7 0\n1 2 3 0 5 6 7 4\n";
        assert_eq!(
            validate(batch.clone(), &input[..]).unwrap(),
            Validity::Valid { cases: 1 }
        );
        let input = b"1\n1 2 3 4 5 6 7 0\n1 2 3 4 5 6 0 7\n";
        assert_eq!(
            validate(batch.clone(), &input[..]).unwrap(),
            Validity::Valid { cases: 1 }
        );
        let input = b"1\n1 2 3 4 5 6 7 0\n2 1 3 4 5 6 7 0\n";
        assert!(matches!(
            validate(batch.clone(), &input[..]).unwrap(),
            Validity::Invalid(_)
        ));
    }

    #[test]
    fn the_first_wrong_byte_is_named_with_its_line() {
        assert_eq!(
            strict(b"1\n12X453786\n12345678X\n"),
            Validity::Valid { cases: 1 }
        );
        assert_eq!(
            strict(b"1\r\n12X453786\n12345678X\n").to_string(),
            "invalid: line 1, column 2: expected the end of the line, found `\\r` (lines end \
             with LF alone) (the line is written `1`)"
        );
        assert_eq!(
            strict(b"1\n\n12X453786\n12345678X\n").to_string(),
            "invalid: line 2, column 1: expected `1`, found the end of the line (the line is \
             written `12X453786`)"
        );
        assert_eq!(
            strict(b"").to_string(),
            "invalid: line 1: the input is empty"
        );
    }

    #[test]
    fn input_far_ahead_of_the_comparison_is_invalid_in_bounded_memory() {
        // Twenty mebibytes of spaces inside one case: the lenient reader skips them, the
        // strict one keeps at most 16 MiB of them before it gives up.
        let mut input = b"1 2 3 4 5 6 7 8".to_vec();
        input.resize(input.len() + (20 << 20), b' ');
        input.extend_from_slice(b"x\n");
        assert_eq!(
            validate(Format::Hdu1043, &input[..]).unwrap().to_string(),
            "invalid: line 1: the input goes on for more than 16 MiB past the cases read so \
             far (no case the judge writes is that long)"
        );
    }
}
