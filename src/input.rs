//! Reading input: whitespace-separated tokens in bounded memory, and boards made of them.
//!
//! Tokens are split on ASCII whitespace (space, tab, line feed, vertical tab, form feed,
//! carriage return), so CRLF files, blank lines and a missing final newline all read alike. A
//! UTF-8 byte order mark at the very start is skipped. Any other byte belongs to a token and
//! is judged by whoever reads it, so binary input yields a clear error, never a panic.
//!
//! A board is written either as one 9-character token (`12X453786`) or as 9 one-character
//! tokens (`1 2 X 4 5 3 7 8 6`, over any number of lines); `X`, `x` and `0` are the blank.
//!
//! # Costs
//! A fixed 64 KiB buffer, whatever the input: a token is kept only up to [`Token::KEPT`]
//! bytes. About one nanosecond a byte.

use crate::board::{Board, CELLS};
use crate::error::{Error, Place, Problem, Token};
use std::io::{self, Read};

/// Bytes read from the input at a time.
const BUFFER_BYTES: usize = 64 * 1024;

/// The UTF-8 encoding of U+FEFF, which some editors put at the start of a text file.
const BYTE_ORDER_MARK: &[u8] = b"\xEF\xBB\xBF";

/// Whitespace between tokens: the ASCII whitespace of C's `isspace`.
#[inline]
fn is_separator(byte: u8) -> bool {
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
    fn skip_separators(&mut self) -> Result<bool, Error> {
        if self.at_start {
            self.refill()?;
            self.skip_byte_order_mark()?;
        }
        loop {
            let rest = &self.buffer[self.position..self.filled];
            match rest.iter().position(|&b| !is_separator(b)) {
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

    /// The next token, or `None` at the end of the input.
    pub fn next_token(&mut self) -> Result<Option<Token>, Error> {
        if !self.skip_separators()? {
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

    /// Reads one board at `place`: one 9-character token or 9 one-character tokens.
    /// `None` when the input ends before the board starts.
    pub fn board(&mut self, place: Place) -> Result<Option<Board>, Error> {
        if !self.skip_separators()? {
            return Ok(None);
        }
        // The common case without building a token: nine valid symbols, then a separator,
        // all in the buffer. Anything else, including every bad board, takes the general way.
        if let Some(&[ref symbols @ .., end]) =
            self.buffer[self.position..self.filled].get(..=CELLS)
        {
            if is_separator(end) {
                if let Ok(board) = Board::parse(symbols) {
                    self.position += CELLS;
                    self.tokens_read += 1;
                    return Ok(Some(board));
                }
            }
        }
        let first = match self.next_token()? {
            Some(first) => first,
            None => return Ok(None),
        };
        let wrong_length = |token: Token| {
            Error::input(
                place,
                Some(token),
                token.line(),
                Problem::WrongLength { len: token.len() },
            )
        };
        let mut symbols = [0u8; CELLS];
        match first.bytes() {
            Some(whole) if whole.len() == CELLS => symbols.copy_from_slice(whole),
            Some(&[symbol]) => {
                symbols[0] = symbol;
                for slot in symbols.iter_mut().skip(1) {
                    let token = self.next_token()?.ok_or_else(|| {
                        Error::input(place, None, self.line, Problem::MissingBoard)
                    })?;
                    match token.bytes() {
                        Some(&[symbol]) => *slot = symbol,
                        _ => {
                            return Err(Error::input(
                                place,
                                Some(token),
                                token.line(),
                                Problem::LongTokenInSpacedBoard { len: token.len() },
                            ))
                        }
                    }
                }
            }
            _ => return Err(wrong_length(first)),
        }
        Board::parse(&symbols).map(Some).map_err(|problem| {
            Error::input(
                place,
                Some(Token::from_bytes(&symbols)),
                first.line(),
                problem,
            )
        })
    }
}

fn count_newlines(bytes: &[u8]) -> u64 {
    bytes.iter().filter(|&&b| b == b'\n').count() as u64
}

#[cfg(test)]
mod tests {
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
    struct Trickle<'a>(&'a [u8]);

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

    #[test]
    fn boards_are_one_token_or_nine() {
        let mut reader = Tokens::new(&b"12X453786\n1 2 X\n4 5 3\n7 8 6"[..]);
        let expected = Board::parse(b"12X453786").unwrap();
        assert_eq!(reader.board(Place::default()).unwrap(), Some(expected));
        assert_eq!(reader.board(Place::default()).unwrap(), Some(expected));
        assert_eq!(reader.board(Place::default()).unwrap(), None);
    }

    #[test]
    fn boards_read_whole_keep_the_line_count_and_the_token_ends() {
        let mut reader = Tokens::new(&b"12X453786\r\n12345678X\n\n12X453786"[..]);
        let expected = [b"12X453786", b"12345678X", b"12X453786"];
        for symbols in expected {
            let board = reader.board(Place::default()).unwrap();
            assert_eq!(board, Some(Board::parse(symbols).unwrap()));
        }
        assert_eq!(reader.board(Place::default()).unwrap(), None);
        assert_eq!((reader.line(), reader.tokens_read()), (4, 3));
        // Split over reads, the same boards come the general way.
        let mut slow = Tokens::new(Trickle(b"12X453786\r\n12345678X\n\n12X453786"));
        for symbols in expected {
            let board = slow.board(Place::default()).unwrap();
            assert_eq!(board, Some(Board::parse(symbols).unwrap()));
        }
        assert_eq!((slow.line(), slow.tokens_read()), (4, 3));
        // A tenth symbol makes the token too long, not a board and a stray `1`.
        let error = Tokens::new(&b"12X4537861 2"[..])
            .board(Place::default())
            .unwrap_err();
        assert_eq!(error.problem(), Some(&Problem::WrongLength { len: 10 }));
    }

    #[test]
    fn bad_boards_name_the_token() {
        let error = Tokens::new(&b"1 2 34"[..])
            .board(Place::default())
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 1, token `34`: wrong length: 2 characters; this board was begun as \
             one-character tokens, so each of its 9 tokens is one character"
        );
        let error = Tokens::new(&b"1 2 3"[..])
            .board(Place::default())
            .unwrap_err();
        assert_eq!(error.problem(), Some(&Problem::MissingBoard));
        let error = Tokens::new(&b"\n12X45378X"[..])
            .board(Place::default())
            .unwrap_err();
        assert_eq!(error.problem(), Some(&Problem::TwoBlanks));
        assert!(error.to_string().starts_with("line 2"), "{error}");
    }
}
