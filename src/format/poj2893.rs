//! POJ 2893 "M x N Puzzle": whether a board of any size can be solved, without searching.
//!
//! Input: cases of `M N` (2 to 999 each) and then the M*N numbers of the board row by row,
//! 0 the blank (`X` and `x` too), until `0 0` (or the end of the input). Output per case:
//! `YES` when moves can reach `1 2 ... MN-1` with the blank last, else `NO`.
//!
//! Why it is exact: a horizontal move keeps the order of the tiles read row by row; a vertical
//! move carries one tile past N-1 others, which flips the order's parity when N is even, and
//! moves the blank one row. So the parity of the tile order, plus the blank's row when N is
//! even, never changes, and the two halves of the boards it separates are each connected
//! (Johnson and Story, 1879). The goal has an even order with the blank in row M-1.
//!
//! # Costs
//! Per case O(MN): one token read a cell, the parity from the cycles of the tile order. The
//! tile order and a bit a cell are kept for the case being read, in buffers reused from case
//! to case: about 4.1 MB for a board of a million cells, whatever the number of cases.

use super::{Cases, Info, Sizes, WholeInput};
use crate::shared::big_board::cell_value;
use crate::shared::random::SplitMix64;
use crate::shared::{push_decimal, Error, Place, Problem, Token, Tokens};
use std::io::{Read, Write};

/// The largest side the problem allows.
const MAX_SIDE: u64 = 999;

/// Answers written at a time.
const ANSWERS_PER_WRITE: usize = 4096;

/// One case as read: the board's rows and columns, and whether it can be solved.
pub(crate) type Case = ((u16, u16), bool);

/// Reads the cases of an input one by one.
pub(crate) struct Boards<R> {
    tokens: Tokens<R>,
    /// The tiles of the case being read, blank skipped, each less one: a permutation.
    order: Vec<u32>,
    /// A bit a cell: the values seen, then the permutation's visited entries.
    marks: Vec<u64>,
    read: u64,
    ended: bool,
    /// The cells of the case being read, kept only when asked for ([`Boards::keeping_cells`]).
    cells: Option<Vec<u32>>,
}

impl<R: Read> Boards<R> {
    /// The cases of `input`, each case's cells kept for [`Boards::cells`].
    pub(crate) fn keeping_cells(input: R) -> Boards<R> {
        Boards {
            cells: Some(Vec::new()),
            ..Boards::new(input)
        }
    }

    /// The cells of the last case read, row by row, 0 the blank, when they are kept.
    pub(crate) fn cells(&self) -> Option<&[u32]> {
        self.cells.as_deref()
    }

    /// The cases of `input`.
    pub(crate) fn new(input: R) -> Boards<R> {
        Boards {
            tokens: Tokens::new(input),
            order: Vec::new(),
            marks: Vec::new(),
            read: 0,
            ended: false,
            cells: None,
        }
    }

    /// The next case's size and whether it can be solved; `None` after `0 0` or at the end.
    ///
    /// # Errors
    /// [`Error::Input`] for a malformed size or board, [`Error::Io`].
    pub(crate) fn next_case(&mut self) -> Result<Option<Case>, Error> {
        if self.ended {
            return Ok(None);
        }
        let case = self.read + 1;
        let at = Place {
            case: Some(case),
            role: None,
            size: None,
        };
        let rows = match self.tokens.next_token()? {
            Some(token) => token,
            None if self.read == 0 => {
                self.ended = true;
                let line = self.tokens.line();
                return Err(Error::input(
                    Place::default(),
                    None,
                    line,
                    Problem::EmptyInput,
                ));
            }
            None => {
                self.ended = true;
                return Ok(None);
            }
        };
        let columns = self
            .tokens
            .next_token()?
            .ok_or_else(|| Error::input(at, None, self.tokens.line(), Problem::NotASize))?;
        let (m, n) = match (side(&rows), side(&columns)) {
            (Some(0), Some(0)) => {
                self.ended = true;
                return Ok(None);
            }
            (Some(m), Some(n)) if (2..=MAX_SIDE).contains(&m) && (2..=MAX_SIDE).contains(&n) => {
                (m as u16, n as u16)
            }
            (Some(m), _) if (2..=MAX_SIDE).contains(&m) => {
                return Err(Error::input(
                    at,
                    Some(columns),
                    columns.line(),
                    Problem::NotASize,
                ))
            }
            _ => return Err(Error::input(at, Some(rows), rows.line(), Problem::NotASize)),
        };
        let place = Place {
            size: Some((u32::from(m), u32::from(n))),
            ..at
        };
        let cells = usize::from(m) * usize::from(n);
        self.order.clear();
        self.marks.clear();
        self.marks.resize(cells / 64 + 1, 0);
        let mut blank_row = None;
        if let Some(kept) = self.cells.as_mut() {
            kept.clear();
        }
        for cell in 0..cells {
            let token = self.tokens.next_token()?.ok_or_else(|| {
                Error::input(place, None, self.tokens.line(), Problem::MissingBoard)
            })?;
            let value = cell_value(&token, cells).ok_or_else(|| {
                let problem = Problem::NotACell {
                    rows: u32::from(m),
                    columns: u32::from(n),
                };
                Error::input(place, Some(token), token.line(), problem)
            })?;
            let (word, bit) = (value as usize / 64, 1u64 << (value % 64));
            if self.marks[word] & bit != 0 {
                let problem = Problem::RepeatedNumber { number: value };
                return Err(Error::input(place, Some(token), token.line(), problem));
            }
            self.marks[word] |= bit;
            if let Some(kept) = self.cells.as_mut() {
                kept.push(value);
            }
            if value == 0 {
                blank_row = Some(cell / usize::from(n));
            } else {
                self.order.push(value - 1);
            }
        }
        let blank_row = blank_row.expect("cells distinct values below `cells` include 0");
        self.read = case;
        // Even permutation: as many cycles as entries, less an even number.
        for mark in self.marks.iter_mut() {
            *mark = 0;
        }
        let mut cycles = 0;
        for start in 0..self.order.len() {
            if self.marks[start / 64] & (1 << (start % 64)) != 0 {
                continue;
            }
            cycles += 1;
            let mut at = start;
            while self.marks[at / 64] & (1 << (at % 64)) == 0 {
                self.marks[at / 64] |= 1 << (at % 64);
                at = self.order[at] as usize;
            }
        }
        let odd_order = (self.order.len() - cycles) % 2 == 1;
        let rows_to_go = if n % 2 == 0 {
            usize::from(m) - 1 - blank_row
        } else {
            0
        };
        Ok(Some((
            (m, n),
            (usize::from(odd_order) + rows_to_go) % 2 == 0,
        )))
    }
}

/// A side of the board: a plain decimal number that fits, else `None`.
fn side(token: &Token) -> Option<u64> {
    let digits = token.bytes().filter(|_| token.is_all_digits())?;
    digits.iter().try_fold(0u64, |value, &digit| {
        value.checked_mul(10)?.checked_add(u64::from(digit - b'0'))
    })
}

/// The POJ 2893 format.
pub struct Poj2893;

impl WholeInput for Poj2893 {
    const INFO: Info = Info {
        name: "poj2893",
        summary: "POJ 2893: `M N` and a board, until `0 0`; YES or NO, solvable",
        sizes: Sizes::PerCase(MAX_SIDE),
        cases: Cases::UntilEnd,
        goal: None,
        limit: None,
        // `NO` is its answer for every other board: no share of them is chosen.
        unsolvable_is_an_answer: false,
        accepts: None,
        most_cases: None,
        always_reachable: false,
        accepts_any_shortest: true,
        accepts_any_length: false,
        function: None,
        farthest: false,
    };

    /// Answers every case of `input`: `YES` or `NO` a line.
    fn serve(&self, input: impl Read, mut output: impl Write) -> Result<u64, Error> {
        let mut boards = Boards::new(input);
        let mut cases = 0;
        let mut out = Vec::with_capacity(4 * ANSWERS_PER_WRITE);
        loop {
            let case = boards.next_case();
            if let Ok(Some((_, solvable))) = case {
                cases += 1;
                out.extend_from_slice(if solvable { b"YES\n" } else { b"NO\n" });
                if out.len() >= 4 * ANSWERS_PER_WRITE {
                    output.write_all(&out)?;
                    out.clear();
                }
                continue;
            }
            output.write_all(&out)?;
            output.flush()?;
            return case.map(|_| cases);
        }
    }

    /// Boards of `rows` x `columns` of either parity, uniformly, then `0 0`.
    fn generate(
        &self,
        rows: usize,
        columns: usize,
        cases: u64,
        seed: u64,
        out: &mut dyn Write,
        progress: &mut dyn FnMut(u64) -> Result<(), Error>,
    ) -> Result<(), Error> {
        let max = MAX_SIDE as usize;
        if !(2..=max).contains(&rows) || !(2..=max).contains(&columns) {
            return Err(Error::Unsupported(format!(
                "poj2893 boards have 2 to {max} rows and columns, not {rows}x{columns}"
            )));
        }
        let mut rng = SplitMix64::new(seed);
        let cells = rows * columns;
        let mut board: Vec<u32> = (0..cells as u32).collect();
        let mut text = Vec::with_capacity(1 << 16);
        for case in 1..=cases {
            rng.shuffle(&mut board);
            push_decimal(&mut text, rows as u64);
            text.push(b' ');
            push_decimal(&mut text, columns as u64);
            text.push(b'\n');
            for (cell, &value) in board.iter().enumerate() {
                push_decimal(&mut text, u64::from(value));
                text.push(if (cell + 1) % columns == 0 {
                    b'\n'
                } else {
                    b' '
                });
                // A board may hold a million cells: write it out as it grows.
                if text.len() >= 1 << 16 {
                    out.write_all(&text)?;
                    text.clear();
                }
            }
            if text.len() >= 1 << 16 {
                out.write_all(&text)?;
                text.clear();
            }
            progress(case)?;
        }
        text.extend_from_slice(b"0 0\n");
        out.write_all(&text)?;
        out.flush()?;
        Ok(())
    }
}

/// The strict reading of the format: each case's `M N` line and its rows as `generate`
/// writes them, then `0 0`.
mod validating {
    use super::*;
    use crate::format::validating::{strictly, Validity};

    impl Poj2893 {
        /// [`WholeInput::validate`].
        pub(super) fn validate_strictly(&self, input: impl Read) -> Result<Validity, Error> {
            strictly(input, |recorded, layout| {
                let mut boards = Boards::keeping_cells(recorded);
                let mut cases = 0;
                let mut text = Vec::new();
                while let Some(((rows, columns), _)) = boards.next_case()? {
                    cases += 1;
                    text.clear();
                    push_decimal(&mut text, u64::from(rows));
                    text.push(b' ');
                    push_decimal(&mut text, u64::from(columns));
                    text.push(b'\n');
                    let cells = boards.cells().expect("the cells are kept");
                    for (cell, &value) in cells.iter().enumerate() {
                        push_decimal(&mut text, u64::from(value));
                        let row_ends = (cell + 1) % usize::from(columns) == 0;
                        text.push(if row_ends { b'\n' } else { b' ' });
                    }
                    layout.expect(&text)?;
                }
                if cases == 0 {
                    return Err(format!("line {}: the input has no case", layout.line()).into());
                }
                // The judge's inputs end with `0 0`.
                layout.expect(b"0 0\n")?;
                layout.compare(true)?;
                Ok(cases)
            })
        }
    }
}

/// The judge's side of the format.
mod judging {
    use super::*;
    use crate::format::judging::{judge_cases, JudgeWhole, Verdict};

    impl JudgeWhole for Poj2893 {
        fn validate(&self, input: impl Read) -> Result<crate::format::validating::Validity, Error> {
            self.validate_strictly(input)
        }

        /// Judges `output` against the cases of `input`: `YES` or `NO` a line, exactly.
        fn judge(&self, input: impl Read, output: impl Read) -> Result<Verdict, Error> {
            let mut boards = Boards::new(input);
            judge_cases(
                output,
                || boards.next_case(),
                |output, _, (_, solvable)| {
                    let expected: &[u8] = if solvable { b"YES" } else { b"NO" };
                    output.word(expected, "the answer")?;
                    output.end_of_line("the answer", "the end of the line")?;
                    Ok((0, 0))
                },
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        Poj2893
            .serve(input.as_bytes(), &mut out)
            .map(|_| String::from_utf8(out).unwrap())
            .map_err(|error| error.to_string())
    }

    #[test]
    fn solvability_by_parity() {
        // The solved 3x3 and 2x4 boards, one swap of each, one move of each.
        let input = "3 3\n1 2 3\n4 5 6\n7 8 0\n3 3\n2 1 3 4 5 6 7 8 0\n3 3\n1 2 3 4 5 6 7 0 8\n\
                     2 4\n1 2 3 4 5 6 7 0\n2 4\n1 2 3 0 5 6 7 4\n2 4\n1 2 3 4 5 6 0 7\n\
                     2 4\n2 1 3 0 5 6 7 4\n0 0\n";
        assert_eq!(
            answers(input),
            Ok("YES\nNO\nYES\nYES\nYES\nYES\nNO\n".into())
        );
    }

    #[test]
    fn bad_cases_are_named() {
        for (input, message) in [
            ("", "line 1: the input is empty"),
            ("1 3\n", "line 1, case 1, token `1`: expected the board's rows and columns: two whole numbers from 2 to 999, or 0 0 at the end"),
            ("3 1000\n", "line 1, case 1, token `1000`: expected the board's rows and columns: two whole numbers from 2 to 999, or 0 0 at the end"),
            ("2 2\n1 2 3", "line 2, case 1, board (2x2): the input ends inside this board"),
            ("2 2\n1 2 3 4", "line 2, case 1, board (2x2), token `4`: not a cell of a 2x2 board: the tiles are 1 to 3, the blank 0, X or x"),
            ("2 2\n1 2 2 0", "line 2, case 1, board (2x2), token `2`: tile 2 appears more than once"),
        ] {
            assert_eq!(answers(input), Err(message.to_string()), "{input:?}");
        }
        // Answers before a bad case are written.
        let mut out = Vec::new();
        assert!(Poj2893
            .serve(&b"2 2\n1 2 3 0\n2 2\n0 0 1 2\n"[..], &mut out)
            .is_err());
        assert_eq!(out, b"YES\n");
    }

    #[test]
    fn a_million_cells() {
        let side = 1000 - 1;
        let cells = side * side;
        let mut input = format!("{side} {side}\n");
        for tile in 1..cells {
            input += &tile.to_string();
            input.push(' ');
        }
        input += "0\n0 0\n";
        assert_eq!(answers(&input), Ok("YES\n".into()));
    }
}
