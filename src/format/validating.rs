//! The strict reading of an input, for problem setters ([`validate_cases`]): an input is
//! valid when it is written byte for byte as the judge writes its inputs, and keeps the
//! judge's promises. The solver reads leniently (any whitespace, `x` or `X` or `0` for the
//! blank); a judge's test data must not.
//!
//! One rule serves every format: the input's cases are read with the solver's own reader,
//! and the input must be exactly the text the format writes for those cases (its count, then
//! each case in its layout: [`Dialect::write_case`], which `eight gen` writes too). So single
//! spaces, LF line ends, a final newline, no leading zeros or signs and the judge's own
//! symbols all follow from one comparison, and a format's strict syntax lives in its file,
//! beside its reading. The promises are in its [`Info`](super::Info): the most cases a judge
//! sends, and whether its goals can always be reached.
//!
//! # Costs
//! The reader's 64 KiB buffer plus the text of one case: the input is compared as it is read.
//! Bytes read ahead of the comparison are kept up to [`AHEAD_BYTES`]; an input further ahead
//! than that (one enormous token, say) is invalid, as no case the judges write is that long.

use super::{write_count, BigDialect, CaseReader, Dialect};
use crate::grid::Grid;
use crate::shared::{Error, Puzzle, Size};
use std::cell::RefCell;
use std::io::{self, Read};
use std::rc::Rc;

/// The strict verdict on an input.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Validity {
    /// The input is written as the judge writes its inputs.
    Valid {
        /// Its cases.
        cases: u64,
    },
    /// The first thing wrong with it: `line L, column C: ...` or `case i: ...`.
    Invalid(String),
}

impl std::fmt::Display for Validity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Validity::Valid { cases: 1 } => write!(f, "valid: 1 case"),
            Validity::Valid { cases } => write!(f, "valid: {cases} cases"),
            Validity::Invalid(why) => write!(f, "invalid: {why}"),
        }
    }
}

/// The most bytes kept ahead of the comparison: more than the reader's buffer and the text
/// of the largest case (a 999x999 POJ 2893 board, under 8 MB).
pub(crate) const AHEAD_BYTES: usize = 16 << 20;

/// A reader that keeps a copy of every byte it hands out, for the comparison, up to
/// [`AHEAD_BYTES`] ahead of it.
pub(crate) struct Recorded<R> {
    inner: R,
    seen: Rc<RefCell<Vec<u8>>>,
}

impl<R: Read> Read for Recorded<R> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let count = self.inner.read(buffer)?;
        let mut seen = self.seen.borrow_mut();
        // Past the bound the copy stops growing; the comparison then finds the input too far
        // ahead and calls it invalid.
        let room = (AHEAD_BYTES + 1).saturating_sub(seen.len());
        seen.extend_from_slice(&buffer[..count.min(room)]);
        Ok(count)
    }
}

/// The comparison of the input read so far with the text it must be.
pub(crate) struct Layout {
    seen: Rc<RefCell<Vec<u8>>>,
    /// Text due that the input has not reached yet.
    due: Vec<u8>,
    /// The line the comparison is on, and where that line's text due starts in `due`'s
    /// history (kept to quote the line).
    line: u64,
    column: u64,
    line_due: Vec<u8>,
}

impl Layout {
    /// The line the comparison has reached.
    pub(crate) fn line(&self) -> u64 {
        self.line
    }

    /// Adds `text` to what is due and compares what the input has already given.
    pub(crate) fn expect(&mut self, text: &[u8]) -> Result<(), String> {
        self.due.extend_from_slice(text);
        self.compare(false)
    }

    /// Compares the input read so far with the text due; at `end`, the input has ended and
    /// must hold exactly the text due.
    pub(crate) fn compare(&mut self, end: bool) -> Result<(), String> {
        let mut seen = self.seen.borrow_mut();
        if seen.len() > AHEAD_BYTES {
            return Err(format!(
                "line {}: the input goes on for more than {} MiB past the cases read so far \
                 (no case the judge writes is that long)",
                self.line,
                AHEAD_BYTES >> 20
            ));
        }
        let common = seen.len().min(self.due.len());
        for index in 0..common {
            let (found, expected) = (seen[index], self.due[index]);
            if found != expected {
                let rest = &self.due[index..];
                let line_rest = rest.split(|&b| b == b'\n').next().unwrap_or(&[]);
                let mut line = self.line_due.clone();
                line.extend_from_slice(line_rest);
                return Err(self.wrong(&describe(Some(expected)), Some(found), &line));
            }
            self.line_due.push(expected);
            if expected == b'\n' {
                self.line += 1;
                self.column = 1;
                self.line_due.clear();
            } else {
                self.column += 1;
            }
        }
        seen.drain(..common);
        self.due.drain(..common);
        if end {
            if let Some(&extra) = seen.first() {
                let after = "the end of the input (the last case ends it)";
                return Err(self.wrong(after, Some(extra), &[]));
            }
            if let Some(&expected) = self.due.first() {
                let line = self.line_due.clone();
                return Err(self.wrong(&describe(Some(expected)), None, &line));
            }
        }
        Ok(())
    }

    /// `line L, column C: expected E, found F`, and the line as the judge writes it.
    fn wrong(&self, expected: &str, found: Option<u8>, line: &[u8]) -> String {
        let mut message = format!(
            "line {}, column {}: expected {expected}, found {}",
            self.line,
            self.column,
            describe(found)
        );
        let line = line.strip_suffix(b"\n").unwrap_or(line);
        if !line.is_empty() {
            let shown = String::from_utf8_lossy(&line[..line.len().min(60)]);
            let cut = if line.len() > 60 { "..." } else { "" };
            message += &format!(" (the line is written `{shown}{cut}`)");
        } else if found.is_some() && expected.starts_with("the end of the line") {
            message += " (the line is empty)";
        }
        message
    }
}

/// A byte for a message: `` `x` ``, `` `\xff` ``, the end of the line or of the input.
fn describe(byte: Option<u8>) -> String {
    match byte {
        None => "the end of the input".to_string(),
        Some(b'\n') => "the end of the line".to_string(),
        Some(b' ') => "a space".to_string(),
        Some(b'\t') => "a tab".to_string(),
        Some(b'\r') => "`\\r` (lines end with LF alone)".to_string(),
        Some(byte @ b'!'..=b'~') => format!("`{}`", byte as char),
        Some(byte) => format!("`\\x{byte:02x}`"),
    }
}

/// Whether moves can take `start` to `goal`: the parity of the tile order read row by row,
/// plus the blank's row when the rows are even in length, is what a move keeps.
pub(crate) fn reachable<B: Puzzle>(start: &B, goal: &B) -> bool {
    fn invariant(cells: &[u8], columns: usize) -> usize {
        let tiles: Vec<u8> = cells.iter().copied().filter(|&cell| cell != 0).collect();
        let mut inversions = 0;
        for (index, &tile) in tiles.iter().enumerate() {
            inversions += tiles[index + 1..]
                .iter()
                .filter(|&&after| after < tile)
                .count();
        }
        let blank_row = cells.iter().position(|&cell| cell == 0).unwrap_or(0) / columns;
        let row_term = if columns % 2 == 0 { blank_row } else { 0 };
        (inversions + row_term) % 2
    }
    let columns = start.columns();
    invariant(start.cells(), columns) == invariant(goal.cells(), columns)
}

/// Reads `input` strictly in `dialect` with boards of `shape`.
///
/// # Errors
/// [`Error::Io`] when reading fails. A bad input is a [`Validity::Invalid`], not an error.
pub(crate) fn validate_cases<D: Dialect, B: Puzzle>(
    dialect: &D,
    shape: B::Shape,
    input: impl Read,
) -> Result<Validity, Error> {
    strictly(input, |recorded, layout| {
        read_strictly::<D, B, _>(dialect, shape, recorded, layout)
    })
}

/// Runs `read` on `input`, recorded, with the layout it must match: `read` reads the cases
/// with the format's own reader from the recorded input and says what text each must be;
/// it gives back the number of cases.
///
/// # Errors
/// [`Error::Io`] when reading fails.
pub(crate) fn strictly<R: Read>(
    input: R,
    read: impl FnOnce(Recorded<R>, &mut Layout) -> Result<u64, Strictness>,
) -> Result<Validity, Error> {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let recorded = Recorded {
        inner: input,
        seen: Rc::clone(&seen),
    };
    let mut layout = Layout {
        seen,
        due: Vec::new(),
        line: 1,
        column: 1,
        line_due: Vec::new(),
    };
    match read(recorded, &mut layout) {
        Ok(cases) => Ok(Validity::Valid { cases }),
        Err(Strictness::Invalid(why)) => Ok(Validity::Invalid(why)),
        Err(Strictness::Failed(error)) => Err(error),
    }
}

/// What stops a strict reading: the input is not strict, or cannot be read.
pub(crate) enum Strictness {
    Invalid(String),
    Failed(Error),
}

impl From<String> for Strictness {
    fn from(why: String) -> Strictness {
        Strictness::Invalid(why)
    }
}

impl From<Error> for Strictness {
    fn from(error: Error) -> Strictness {
        match error {
            Error::Io(_) => Strictness::Failed(error),
            // What the lenient reader refuses, the strict one does too, in its words.
            other => Strictness::Invalid(other.to_string()),
        }
    }
}

fn read_strictly<D: Dialect, B: Puzzle, R: Read>(
    dialect: &D,
    shape: B::Shape,
    input: R,
    layout: &mut Layout,
) -> Result<u64, Strictness> {
    let cases = CaseReader::<D, R, B>::new(dialect, shape, input)?;
    read_cases_strictly(
        cases,
        layout,
        |cases| cases.next_case(),
        |text, query| dialect.write_case(text, query),
        |query| reachable(&query.start, &query.goal),
    )
}

/// [`validate_cases`] for a format's boards beyond 16 cells (or each of the sides its
/// cases give), read and written by its [`BigDialect`] face.
///
/// # Errors
/// [`Error::Io`] when reading fails. A bad input is a [`Validity::Invalid`], not an error.
pub(crate) fn validate_big_cases<D: BigDialect>(
    dialect: &D,
    size: Size,
    input: impl Read,
) -> Result<Validity, Error> {
    strictly(input, |recorded, layout| {
        let cases = CaseReader::<D, _, Grid>::new(dialect, size, recorded)?;
        read_cases_strictly(
            cases,
            layout,
            |cases| cases.next_big(size),
            |text, query| dialect.write_big_case(text, query),
            |query| query.start.can_reach(&query.goal),
        )
    })
}

/// Reads every case with `next` and compares the input with the count line and the text
/// `write` makes of each case; checks the judge's promises on the way.
fn read_cases_strictly<D: Dialect, R: Read, B: Puzzle, Q>(
    mut cases: CaseReader<'_, D, R, B>,
    layout: &mut Layout,
    mut next: impl FnMut(&mut CaseReader<'_, D, R, B>) -> Result<Option<Q>, Error>,
    write: impl Fn(&mut Vec<u8>, &Q),
    can_reach: impl Fn(&Q) -> bool,
) -> Result<u64, Strictness> {
    let info = &D::INFO;
    if let (Some(announced), Some(most)) = (cases.announced(), info.most_cases) {
        if announced > most {
            return Err(format!(
                "line 1: the input announces {announced} cases; {}'s judge sends at most {most}",
                info.name
            )
            .into());
        }
    }
    let mut text = Vec::new();
    if let Some(announced) = cases.announced() {
        write_count(info, &mut text, announced);
        layout.expect(&text)?;
    }
    let mut read = 0;
    while let Some(query) = next(&mut cases)? {
        read += 1;
        text.clear();
        write(&mut text, &query);
        layout.expect(&text)?;
        if info.always_reachable && !can_reach(&query) {
            return Err(format!(
                "case {read}: the goal cannot be reached from the start, and {}'s judge \
                 promises that it can",
                info.name
            )
            .into());
        }
    }
    if read == 0 {
        return Err(format!("line {}: the input has no case", layout.line).into());
    }
    cases.finish(&mut io::sink())?;
    layout.compare(true)?;
    Ok(read)
}
