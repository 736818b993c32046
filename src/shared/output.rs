//! A contestant's output as the special judge reads it: a byte stream with a line and a
//! column, read under one policy for every format.
//!
//! The policy: the output must be what the solver prints, byte for byte, except that spaces
//! and tabs at the end of a line, a CR before each LF, a missing final newline and blank lines
//! at the very end are ignored. A space or tab followed by anything but the end of its line is
//! wrong, and so is every byte the solver never prints there (a BOM, a NUL, non-ASCII
//! whitespace, a `+`, a leading zero). A rejection names the line and column (in bytes,
//! counted from 1) of the first byte that settles it, shows that byte escaped (`\xff`, `\r`,
//! `\u{feff}`) and says what was expected there.
//!
//! # Costs
//! A fixed 64 KiB buffer: lines of any length are read as a stream, and reading stops at the
//! first byte that decides the verdict. A few instructions a byte.

use crate::shared::{Error, Move};
use std::fmt;
use std::io::{self, Read};

/// Bytes read from the output at a time.
const BUFFER_BYTES: usize = 64 * 1024;

/// Bytes of a contestant's word kept to quote it in a message.
const QUOTED_BYTES: usize = 24;

/// Why an output was rejected: where, and what was wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Rejection {
    /// The line, from 1.
    pub line: u64,
    /// The column in bytes, from 1.
    pub column: u64,
    /// What was wrong there, and what was expected.
    pub message: String,
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

/// What stops the judging of one case: a wrong output, or a failure to read it.
#[derive(Debug)]
pub enum Fault {
    /// The output is wrong.
    Wrong(Rejection),
    /// The output (or the input) could not be read, or the input is bad.
    Failed(Error),
}

impl From<Error> for Fault {
    fn from(error: Error) -> Fault {
        Fault::Failed(error)
    }
}

impl From<io::Error> for Fault {
    fn from(error: io::Error) -> Fault {
        Fault::Failed(Error::Io(error))
    }
}

/// A place in the output: line and column, both from 1.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Spot {
    /// The line, from 1.
    pub line: u64,
    /// The column in bytes, from 1.
    pub column: u64,
}

impl Spot {
    /// A rejection at this spot.
    pub fn reject(self, message: impl Into<String>) -> Fault {
        Fault::Wrong(Rejection {
            line: self.line,
            column: self.column,
            message: message.into(),
        })
    }
}

/// The contestant's output, read byte by byte.
pub struct Output<R> {
    reader: R,
    buffer: Box<[u8]>,
    position: usize,
    filled: usize,
    at_end: bool,
    spot: Spot,
    /// The moves of the last path judged right, until taken.
    path: Option<u64>,
    /// The moves of the path being judged, when asked for ([`Output::keep_moves`]).
    replay: Option<Replay>,
}

/// A contestant's path as the judge walked it, kept for `eight show --check`: its legal
/// moves in order (the first `most` of them), and where the judge stopped it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Replay {
    /// The legal moves read, up to `most`.
    pub moves: Vec<Move>,
    /// Whether there were more legal moves than `most`.
    pub cut: bool,
    /// Whether the answer had a path at all (a count or a word has none).
    pub walked: bool,
    /// The moves after which the judge found the path wrong: the move that leaves the
    /// board, or where it departs from the one right path. `None` where the judge stopped
    /// after the moves read (or did not).
    pub stop: Option<usize>,
    most: usize,
}

impl<R: Read> Output<R> {
    /// The output read from `reader`, in chunks of 64 KiB (no need to buffer it).
    pub fn new(reader: R) -> Output<R> {
        Output {
            reader,
            buffer: vec![0; BUFFER_BYTES].into_boxed_slice(),
            position: 0,
            filled: 0,
            at_end: false,
            spot: Spot { line: 1, column: 1 },
            path: None,
            replay: None,
        }
    }

    /// From here on keeps the moves of the path judged (the first `most`), until
    /// [`Output::take_replay`].
    pub fn keep_moves(&mut self, most: usize) {
        self.replay = Some(Replay {
            moves: Vec::new(),
            cut: false,
            walked: false,
            stop: None,
            most,
        });
    }

    /// The moves kept since [`Output::keep_moves`], which stops keeping them.
    pub fn take_replay(&mut self) -> Option<Replay> {
        self.replay.take()
    }

    /// Notes that a path is being read (of no moves yet), when moves are kept.
    pub fn note_walk(&mut self) {
        if let Some(replay) = &mut self.replay {
            replay.walked = true;
        }
    }

    /// Notes a legal move of the path being read, when moves are kept.
    #[inline]
    pub fn note_move(&mut self, step: Move) {
        if let Some(replay) = &mut self.replay {
            replay.walked = true;
            match replay.moves.len() < replay.most {
                true => replay.moves.push(step),
                false => replay.cut = true,
            }
        }
    }

    /// Notes that the path went wrong after its first `moves` moves, when moves are kept.
    pub fn note_stop(&mut self, moves: usize) {
        if let Some(replay) = &mut self.replay {
            replay.stop = Some(moves);
        }
    }

    /// Notes that a path of `moves` moves was read and found right, for the score.
    pub fn note_path(&mut self, moves: u64) {
        self.path = Some(moves);
    }

    /// The moves of the path noted since the last call, if any.
    pub fn take_path(&mut self) -> Option<u64> {
        self.path.take()
    }

    /// Where the next byte is.
    pub fn spot(&self) -> Spot {
        self.spot
    }

    /// Makes at least `want` (at most 4) bytes available unless the output ends first.
    fn fill(&mut self, want: usize) -> Result<(), Fault> {
        while self.filled - self.position < want && !self.at_end {
            if self.position > 0 {
                self.buffer.copy_within(self.position..self.filled, 0);
                self.filled -= self.position;
                self.position = 0;
            }
            match self.reader.read(&mut self.buffer[self.filled..]) {
                Ok(0) => self.at_end = true,
                Ok(count) => self.filled += count,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(error.into()),
            }
        }
        Ok(())
    }

    /// The next byte, not consumed; `None` at the end of the output.
    #[inline]
    pub fn peek(&mut self) -> Result<Option<u8>, Fault> {
        if self.position == self.filled {
            self.fill(1)?;
        }
        Ok(self.buffer[self.position..self.filled].first().copied())
    }

    /// The byte after the next one, not consumed.
    pub fn peek_second(&mut self) -> Result<Option<u8>, Fault> {
        self.fill(2)?;
        Ok(self.buffer[self.position..self.filled].get(1).copied())
    }

    /// Consumes the byte that [`Output::peek`] returned.
    ///
    /// # Panics
    /// If there is no such byte: callers peek first.
    #[inline]
    pub fn advance(&mut self) {
        let byte = self.buffer[..self.filled]
            .get(self.position)
            .copied()
            .expect("advance follows a peek that found a byte");
        self.position += 1;
        if byte == b'\n' {
            self.spot = Spot {
                line: self.spot.line + 1,
                column: 1,
            };
        } else {
            self.spot.column += 1;
        }
    }

    /// The next byte (or character) described for a message: `` `x` ``, `` `\xff` ``,
    /// `` `\u{feff}` ``, `the end of the line` or `the end of the output`.
    pub fn describe_next(&mut self) -> Result<String, Fault> {
        self.fill(4)?;
        let rest = &self.buffer[self.position..self.filled];
        Ok(match rest.first() {
            None => "the end of the output".to_string(),
            Some(b'\n') => "the end of the line".to_string(),
            Some(_) => format!("`{}`", escape_first(rest)),
        })
    }

    /// A rejection here: `what`: expected `expected`, found what comes next.
    pub fn reject_here(&mut self, what: &str, expected: &str) -> Fault {
        let spot = self.spot;
        match self.describe_next() {
            Ok(found) => spot.reject(format!("{what}: expected {expected}, found {found}")),
            Err(fault) => fault,
        }
    }

    /// Requires the bytes of `text` next.
    pub fn literal(&mut self, text: &[u8], what: &str) -> Result<(), Fault> {
        for (index, &byte) in text.iter().enumerate() {
            if self.peek()? != Some(byte) {
                let rest = String::from_utf8_lossy(&text[index..]).into_owned();
                return Err(self.reject_here(what, &format!("`{rest}`")));
            }
            self.advance();
        }
        Ok(())
    }

    /// Requires the word `expected` next: the bytes up to the next space, tab, line end or
    /// punctuation other than a sign must be exactly these. A wrong word is quoted whole (up
    /// to a few dozen bytes).
    pub fn word(&mut self, expected: &[u8], what: &str) -> Result<(), Fault> {
        let spot = self.spot;
        let mut found = Vec::new();
        let mut matches = true;
        while let Some(byte) = self.peek()? {
            let sign = byte == b'+' || byte == b'-';
            if is_blank(byte)
                || byte == b'\n'
                || byte == b'\r'
                || (byte.is_ascii_punctuation() && !sign)
            {
                break;
            }
            if found.len() == expected.len() + QUOTED_BYTES {
                found.extend_from_slice(b"...");
                matches = false;
                break;
            }
            matches &= expected.get(found.len()) == Some(&byte);
            found.push(byte);
            self.advance();
        }
        if matches && found.len() == expected.len() {
            return Ok(());
        }
        let expected = String::from_utf8_lossy(expected);
        if found.is_empty() {
            return Err(self.reject_here(what, &format!("`{expected}`")));
        }
        Err(spot.reject(format!(
            "{what}: expected `{expected}`, found `{}`",
            escape(&found)
        )))
    }

    /// Reads a decimal number of at most `digits` digits, written as the solver writes it
    /// (no sign, no leading zero).
    pub fn number(&mut self, digits: usize, what: &str) -> Result<u64, Fault> {
        let spot = self.spot;
        let mut value = 0u64;
        let mut read = 0;
        while let Some(byte @ b'0'..=b'9') = self.peek()? {
            if read == digits {
                return Err(spot.reject(format!("{what}: the number has too many digits")));
            }
            if read == 1 && value == 0 {
                return Err(spot.reject(format!(
                    "{what}: a number is written without a leading zero"
                )));
            }
            value = value * 10 + u64::from(byte - b'0');
            read += 1;
            self.advance();
        }
        if read == 0 {
            return Err(self.reject_here(what, "a number"));
        }
        Ok(value)
    }

    /// Requires the end of the line: optional spaces and tabs, then LF, CR LF or the end of
    /// the output. Spaces followed by anything else are rejected where they start.
    pub fn end_of_line(&mut self, what: &str, expected: &str) -> Result<(), Fault> {
        let start = self.spot;
        let mut blanks = false;
        while let Some(byte) = self.peek()? {
            if !is_blank(byte) {
                break;
            }
            blanks = true;
            self.advance();
        }
        match self.peek()? {
            None => return Ok(()),
            Some(b'\n') => {
                self.advance();
                return Ok(());
            }
            Some(b'\r') if self.peek_second()? == Some(b'\n') => {
                self.advance();
                self.advance();
                return Ok(());
            }
            Some(_) => {}
        }
        if blanks {
            return Err(start.reject(format!(
                "{what}: expected {expected}, found a space or tab inside the line (they may \
                 only end a line)"
            )));
        }
        Err(self.reject_here(what, expected))
    }

    /// Requires the end of the output: only blank lines may follow.
    pub fn end_of_output(&mut self, after: &str) -> Result<(), Fault> {
        loop {
            self.end_of_line(
                &format!("output goes on after {after}"),
                "the end of the output",
            )?;
            if self.peek()?.is_none() {
                return Ok(());
            }
        }
    }
}

/// Spaces and tabs: what may end a line.
#[inline]
pub fn is_blank(byte: u8) -> bool {
    byte == b' ' || byte == b'\t'
}

/// The first character of `bytes` (which is not empty), escaped: printable ASCII as is,
/// `\r`, `\t`, `\0`, other control bytes and invalid UTF-8 as `\xNN`, any other character as
/// `\u{NNNN}` so that invisible ones show.
fn escape_first(bytes: &[u8]) -> String {
    let (text, _) = escape_one(bytes);
    text
}

/// `bytes` escaped as [`escape_first`] escapes each character.
pub fn escape(mut bytes: &[u8]) -> String {
    let mut text = String::new();
    while !bytes.is_empty() {
        let (shown, used) = escape_one(bytes);
        text += &shown;
        bytes = &bytes[used..];
    }
    text
}

/// The first character of `bytes` escaped, and how many bytes it took.
fn escape_one(bytes: &[u8]) -> (String, usize) {
    let byte = bytes[0];
    let shown = match byte {
        b' '..=b'~' => return ((byte as char).to_string(), 1),
        b'\r' => "\\r".to_string(),
        b'\t' => "\\t".to_string(),
        b'\n' => "\\n".to_string(),
        0 => "\\0".to_string(),
        0x01..=0x7f => format!("\\x{byte:02x}"),
        _ => {
            let width = match byte {
                0xc2..=0xdf => 2,
                0xe0..=0xef => 3,
                0xf0..=0xf4 => 4,
                _ => 0,
            };
            if let Some(Ok(text)) = bytes.get(..width).map(std::str::from_utf8) {
                if let Some(character) = text.chars().next() {
                    return (format!("\\u{{{:x}}}", u32::from(character)), width);
                }
            }
            format!("\\x{byte:02x}")
        }
    };
    (shown, 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wrong(result: Result<impl fmt::Debug, Fault>) -> String {
        match result {
            Err(Fault::Wrong(rejection)) => rejection.to_string(),
            other => panic!("not a rejection: {other:?}"),
        }
    }

    #[test]
    fn escapes_what_cannot_be_seen() {
        assert_eq!(escape(b"a\r\t\0\x01\xff"), "a\\r\\t\\0\\x01\\xff");
        assert_eq!(
            escape("\u{feff}\u{a0}\u{3000}".as_bytes()),
            "\\u{feff}\\u{a0}\\u{3000}"
        );
        // A lead byte whose sequence is cut short is shown as a byte.
        assert_eq!(escape(b"\xe2\x80"), "\\xe2\\x80");
    }

    #[test]
    fn lines_may_end_with_blanks_and_crlf_only() {
        let mut output = Output::new(&b"a \t\r\nb\n\nc"[..]);
        output.literal(b"a", "x").unwrap();
        output.end_of_line("x", "the end").unwrap();
        output.literal(b"b", "x").unwrap();
        output.end_of_line("x", "the end").unwrap();
        assert_eq!(output.spot(), Spot { line: 3, column: 1 });
        assert_eq!(
            wrong(output.end_of_output("case 1")),
            "line 4, column 1: output goes on after case 1: expected the end of the output, \
             found `c`"
        );
        let mut inside = Output::new(&b"a  b"[..]);
        inside.literal(b"a", "x").unwrap();
        assert_eq!(
            wrong(inside.end_of_line("the path", "a move")),
            "line 1, column 2: the path: expected a move, found a space or tab inside the line \
             (they may only end a line)"
        );
        let mut lone_cr = Output::new(&b"\rx"[..]);
        assert_eq!(
            wrong(lone_cr.end_of_line("x", "the end of the line")),
            "line 1, column 1: x: expected the end of the line, found `\\r`"
        );
    }

    #[test]
    fn words_must_be_exact() {
        for (text, message) in [
            ("+2", "found `+2`"),
            ("02", "found `02`"),
            ("-0", "found `-0`"),
            ("2x", "found `2x`"),
            ("\u{a0}2", "found `\\u{a0}2`"),
            (" 2", "found ` `"),
            ("", "found the end of the output"),
        ] {
            let message_seen = wrong(Output::new(text.as_bytes()).word(b"2", "the count"));
            assert!(
                message_seen.contains(message) && message_seen.contains("expected `2`"),
                "{text:?}: {message_seen}"
            );
        }
        let mut right = Output::new(&b"2 \n"[..]);
        right.word(b"2", "the count").unwrap();
        right.end_of_line("x", "y").unwrap();
        // An endless word is cut, not read forever.
        let endless = io::repeat(b'7');
        let message = wrong(Output::new(endless).word(b"2", "the count"));
        assert!(message.ends_with("...`"), "{message}");
    }

    #[test]
    fn numbers_are_plain_decimals() {
        assert_eq!(Output::new(&b"15 "[..]).number(2, "a tile").unwrap(), 15);
        assert_eq!(Output::new(&b"0\n"[..]).number(2, "a tile").unwrap(), 0);
        assert!(wrong(Output::new(&b"01"[..]).number(2, "a tile")).contains("leading zero"));
        assert!(wrong(Output::new(&b"123"[..]).number(2, "a tile")).contains("too many"));
        assert_eq!(
            wrong(Output::new(&b"+1"[..]).number(2, "a tile")),
            "line 1, column 1: a tile: expected a number, found `+`"
        );
    }

    #[test]
    fn an_endless_stream_of_nul_is_rejected_at_once() {
        let zeros = io::repeat(0);
        let mut output = Output::new(zeros);
        assert_eq!(
            wrong(output.end_of_output("case 3")),
            "line 1, column 1: output goes on after case 3: expected the end of the output, \
             found `\\0`"
        );
    }
}
