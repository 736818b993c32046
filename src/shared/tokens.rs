//! Reading input: whitespace-separated tokens in bounded memory. Each engine's boards are
//! read from them in its own folder (`three/read.rs`, `grid/read.rs`).
//!
//! Tokens are split on ASCII whitespace (space, tab, line feed, vertical tab, form feed,
//! carriage return), so CRLF files, blank lines and a missing final newline all read alike. A
//! UTF-8 byte order mark at the very start is skipped. Any other byte belongs to a token and
//! is judged by whoever reads it, so binary input yields a clear error, never a panic.
//!
//! # Costs
//! A fixed 64 KiB buffer, whatever the input: a token is kept only up to [`Token::KEPT`]
//! bytes. About one nanosecond a byte.

use crate::shared::{Error, Token};
use std::io::{self, Read};

/// Bytes read from the input at a time.
const BUFFER_BYTES: usize = 64 * 1024;

/// The UTF-8 encoding of U+FEFF, which some editors put at the start of a text file.
const BYTE_ORDER_MARK: &[u8] = b"\xEF\xBB\xBF";

/// Whitespace between tokens: the ASCII whitespace of C's `isspace`.
#[inline]
pub fn is_separator(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r')
}

/// Splits a byte stream into tokens.
pub struct Tokens<R> {
    reader: R,
    buffer: Box<[u8]>,
    position: usize,
    filled: usize,
    line: u64,
    at_start: bool,
    tokens_read: u64,
    /// The byte that starts a comment to the end of its line, where the format has them.
    comment: Option<u8>,
}

impl<R: Read> Tokens<R> {
    /// Tokens of `reader`, which is read in chunks of 64 KiB (no need to buffer it).
    pub fn new(reader: R) -> Tokens<R> {
        Tokens {
            reader,
            buffer: vec![0; BUFFER_BYTES].into_boxed_slice(),
            position: 0,
            filled: 0,
            line: 1,
            at_start: true,
            tokens_read: 0,
            comment: None,
        }
    }

    /// The line the reader is on, 1-based: where the input ended, once it has.
    pub fn line(&self) -> u64 {
        self.line
    }

    /// How many tokens were read so far.
    pub fn tokens_read(&self) -> u64 {
        self.tokens_read
    }

    /// From now on, `marker` at the start of a token starts a comment, which runs to the end
    /// of its line and is skipped as whitespace is (the 42 schools' n-puzzle files: `# ...`).
    pub fn allow_comments(&mut self, marker: u8) {
        self.comment = Some(marker);
    }

    /// Reads more input; `false` at the end.
    fn refill(&mut self) -> Result<bool, Error> {
        loop {
            match self.reader.read(&mut self.buffer) {
                Ok(count) => {
                    self.position = 0;
                    self.filled = count;
                    return Ok(count > 0);
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(Error::Io(error)),
            }
        }
    }

    /// Skips a byte order mark at the very start, reading until it is decided.
    fn skip_byte_order_mark(&mut self) -> Result<(), Error> {
        self.at_start = false;
        // A mark split over reads is rare but possible on a pipe: gather up to 3 bytes.
        while self.filled - self.position < BYTE_ORDER_MARK.len() {
            let have = self.filled - self.position;
            if !BYTE_ORDER_MARK.starts_with(&self.buffer[self.position..self.filled]) {
                return Ok(());
            }
            self.buffer.copy_within(self.position..self.filled, 0);
            let count = loop {
                match self.reader.read(&mut self.buffer[have..]) {
                    Ok(count) => break count,
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                    Err(error) => return Err(Error::Io(error)),
                }
            };
            self.position = 0;
            self.filled = have + count;
            if count == 0 {
                return Ok(());
            }
        }
        if self.buffer[self.position..self.filled].starts_with(BYTE_ORDER_MARK) {
            self.position += BYTE_ORDER_MARK.len();
        }
        Ok(())
    }

    /// Moves to the start of the next token; `false` at the end of the input.
    #[inline]
    pub fn at_next_token(&mut self) -> Result<bool, Error> {
        if self.at_start {
            self.refill()?;
            self.skip_byte_order_mark()?;
        }
        loop {
            let rest = &self.buffer[self.position..self.filled];
            match rest.iter().position(|&b| !is_separator(b)) {
                Some(skip) if self.comment == Some(rest[skip]) => {
                    // A comment: skip to its line's end, which the loop then counts.
                    self.line += count_newlines(&rest[..skip]);
                    self.position += skip;
                    if !self.skip_to_line_end()? {
                        return Ok(false);
                    }
                }
                Some(skip) => {
                    self.line += count_newlines(&rest[..skip]);
                    self.position += skip;
                    return Ok(true);
                }
                None => {
                    self.line += count_newlines(rest);
                    if !self.refill()? {
                        return Ok(false);
                    }
                }
            }
        }
    }

    /// Skips to the next line end, leaving it to be read; `false` when the input ends first.
    fn skip_to_line_end(&mut self) -> Result<bool, Error> {
        loop {
            let rest = &self.buffer[self.position..self.filled];
            match rest.iter().position(|&b| b == b'\n') {
                Some(end) => {
                    self.position += end;
                    return Ok(true);
                }
                None if !self.refill()? => return Ok(false),
                None => {}
            }
        }
    }

    /// The next token, or `None` at the end of the input.
    pub fn next_token(&mut self) -> Result<Option<Token>, Error> {
        if !self.at_next_token()? {
            return Ok(None);
        }
        self.tokens_read += 1;
        let mut token = Token::starting_on(self.line);
        loop {
            let rest = &self.buffer[self.position..self.filled];
            let end = rest.iter().position(|&b| is_separator(b));
            token.extend(&rest[..end.unwrap_or(rest.len())]);
            match end {
                Some(end) => {
                    self.position += end;
                    return Ok(Some(token));
                }
                None => {
                    if !self.refill()? {
                        return Ok(Some(token));
                    }
                }
            }
        }
    }

    /// The bytes read but not yet taken, from the start of the next token once
    /// [`Tokens::at_next_token`] said yes: what a board reader may take whole without
    /// building a token (the 3x3 reader's fast path).
    #[inline]
    pub fn buffered(&self) -> &[u8] {
        &self.buffer[self.position..self.filled]
    }

    /// Takes the first `len` bytes of [`Tokens::buffered`] as one token.
    ///
    /// # Panics
    /// If fewer bytes are buffered: callers take only what they have seen.
    #[inline]
    pub fn take_buffered(&mut self, len: usize) {
        assert!(
            self.position + len <= self.filled,
            "only buffered bytes are taken"
        );
        self.position += len;
        self.tokens_read += 1;
    }
}

fn count_newlines(bytes: &[u8]) -> u64 {
    bytes.iter().filter(|&&b| b == b'\n').count() as u64
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn tokens(input: &[u8]) -> Vec<String> {
        let mut reader = Tokens::new(input);
        let mut out = Vec::new();
        while let Some(token) = reader.next_token().unwrap() {
            out.push(format!("{}@{}", token, token.line()));
        }
        out
    }

    /// A reader that hands out one byte per call, like a slow pipe.
    pub(crate) struct Trickle<'a>(pub(crate) &'a [u8]);

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match (self.0.split_first(), buf.first_mut()) {
                (Some((&byte, rest)), Some(slot)) => {
                    *slot = byte;
                    self.0 = rest;
                    Ok(1)
                }
                _ => Ok(0),
            }
        }
    }

    #[test]
    fn splits_on_any_ascii_whitespace_and_counts_lines() {
        assert_eq!(
            tokens(b"2\r\n12X453786\t12345678X\n\n\x0b\x0c 9"),
            ["`2`@1", "`12X453786`@2", "`12345678X`@2", "`9`@4"]
        );
        assert!(tokens(b" \n\t").is_empty());
    }

    #[test]
    fn comments_run_to_the_line_end_where_the_format_allows_them() {
        let read = |input: &'static [u8], marker: Option<u8>| {
            let mut tokens = Tokens::new(Trickle(input));
            if let Some(marker) = marker {
                tokens.allow_comments(marker);
            }
            let mut seen = Vec::new();
            while let Some(token) = tokens.next_token().unwrap() {
                seen.push(format!("{token}@{}", token.line()));
            }
            seen
        };
        let input = b"# a comment\n3\n3 2 6 #another comment\n1 4 0\n#\n8 7 5 # last";
        assert_eq!(
            read(input, Some(b'#')),
            [
                "`3`@2", "`3`@3", "`2`@3", "`6`@3", "`1`@4", "`4`@4", "`0`@4", "`8`@6", "`7`@6",
                "`5`@6"
            ]
        );
        assert_eq!(read(b"1#2 #3\n4", Some(b'#')), ["`1#2`@1", "`4`@2"]);
        assert_eq!(
            read(b"# no comment", None),
            ["`#`@1", "`no`@1", "`comment`@1"]
        );
    }

    #[test]
    fn skips_a_byte_order_mark_only_at_the_start() {
        assert_eq!(tokens(b"\xEF\xBB\xBF1"), ["`1`@1"]);
        assert_eq!(tokens(b"\xEF\xBB"), ["`\\xef\\xbb`@1"]);
        assert_eq!(tokens(b"1 \xEF\xBB\xBF"), ["`1`@1", "`\\xef\\xbb\\xbf`@1"]);
        let mut slow = Tokens::new(Trickle(b"\xEF\xBB\xBF12 3"));
        assert_eq!(slow.next_token().unwrap().unwrap().to_string(), "`12`");
        assert_eq!(slow.next_token().unwrap().unwrap().to_string(), "`3`");
    }

    #[test]
    fn tokens_longer_than_the_buffer_are_counted_not_kept() {
        let mut input = vec![b'1'; 3 * BUFFER_BYTES];
        input.extend_from_slice(b" 2");
        let mut reader = Tokens::new(&input[..]);
        assert_eq!(
            reader.next_token().unwrap().unwrap().len(),
            3 * BUFFER_BYTES as u64
        );
        assert_eq!(reader.next_token().unwrap().unwrap().to_string(), "`2`");
    }
}
