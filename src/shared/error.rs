//! The one error type of the crate, and the token it quotes.
//!
//! An [`Error`] is either bad input (with the line, the case, which board and the offending
//! token, so that one stderr line says where and why), a request that cannot be served, or a
//! failed read or write. Which exit status each gets is the binary's business (`main.rs`).
//!
//! # Costs
//! A [`Token`] is a fixed 40-byte value: it keeps the first [`Token::KEPT`] bytes of a token
//! and counts the rest, so a 100 MB token costs no memory.

use std::fmt;
use std::io;

/// A whitespace-separated token of the input, as much of it as an error message needs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Token {
    kept: [u8; Token::KEPT],
    kept_len: u8,
    all_digits: bool,
    len: u64,
    line: u64,
}

impl Token {
    /// Bytes kept of a token: a board needs 9, a count 20; the rest is only counted.
    pub const KEPT: usize = 24;

    /// An empty token that starts on `line` (1-based).
    pub fn starting_on(line: u64) -> Token {
        Token {
            kept: [0; Token::KEPT],
            kept_len: 0,
            all_digits: true,
            len: 0,
            line,
        }
    }

    /// A token made of `bytes`, on line 1; for tests and callers with text in hand.
    pub fn from_bytes(bytes: &[u8]) -> Token {
        let mut token = Token::starting_on(1);
        token.extend(bytes);
        token
    }

    /// Appends bytes, keeping what fits.
    #[inline]
    pub fn extend(&mut self, bytes: &[u8]) {
        let kept = usize::from(self.kept_len);
        let room = (Token::KEPT - kept).min(bytes.len());
        self.kept[kept..kept + room].copy_from_slice(&bytes[..room]);
        self.kept_len += room as u8;
        self.all_digits &= bytes.iter().all(u8::is_ascii_digit);
        self.len += bytes.len() as u64;
    }

    /// The whole token when it is short enough to be kept, else `None`.
    #[inline]
    pub fn bytes(&self) -> Option<&[u8]> {
        (self.len <= Token::KEPT as u64).then(|| &self.kept[..usize::from(self.kept_len)])
    }

    /// Whether every byte of the token, kept or not, is an ASCII digit.
    pub fn is_all_digits(&self) -> bool {
        self.all_digits && self.len > 0
    }

    /// Length of the token in bytes.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Whether the token has no bytes (never true of a token read from input).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The line the token starts on, 1-based.
    pub fn line(&self) -> u64 {
        self.line
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Quotes the token in backticks, escaping what is not printable ASCII, shortened when long.
impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        /// Bytes shown of a token too long to quote whole.
        const SHOWN_OF_LONG: usize = 16;
        let whole = self.bytes().is_some();
        let shown = if whole {
            usize::from(self.kept_len)
        } else {
            SHOWN_OF_LONG
        };
        f.write_str("`")?;
        for &byte in &self.kept[..shown] {
            if byte.is_ascii_graphic() {
                write!(f, "{}", byte as char)?;
            } else {
                write!(f, "\\x{byte:02x}")?;
            }
        }
        if whole {
            f.write_str("`")
        } else {
            write!(f, "...` ({} bytes)", self.len)
        }
    }
}

/// Which board of a case a problem is in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Role {
    /// The start board of a case.
    Start,
    /// The goal board of a case.
    Goal,
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::Start => "start",
            Role::Goal => "goal",
        })
    }
}

/// What is wrong with the input.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Problem {
    /// No token at all where the format needs one to start.
    EmptyInput,
    /// The case count is not a non-negative decimal integer.
    NotACount,
    /// The case count does not fit in 64 bits.
    CountTooLarge,
    /// The input ended after `found` complete cases where the count promised `expected`.
    MissingCases {
        /// Cases the count announced.
        expected: u64,
        /// Complete cases read.
        found: u64,
    },
    /// The input ended inside a board.
    MissingBoard,
    /// The input ended where a board of the case was due.
    BoardDue,
    /// A token is neither a whole board (9 symbols) nor one symbol of a spaced-out board.
    WrongLength {
        /// The token's length in bytes.
        len: u64,
    },
    /// A token of more than one character inside a board begun as one-character tokens.
    LongTokenInSpacedBoard {
        /// The token's length in bytes.
        len: u64,
    },
    /// A byte that is no tile (1-8) and no blank (`X`, `x` or `0`).
    BadSymbol {
        /// The byte.
        byte: u8,
    },
    /// A token of a board of another size than 3x3 that is no cell of it.
    NotACell {
        /// The board's rows.
        rows: u32,
        /// The board's columns.
        columns: u32,
    },
    /// A token of the wrong length in a board of another size than 3x3.
    WrongLengthOfSize {
        /// The token's length in bytes.
        len: u64,
        /// The board's rows.
        rows: u32,
        /// The board's columns.
        columns: u32,
    },
    /// The rows and columns of a board (poj2893) are not two numbers from 2 to 999.
    NotASize,
    /// The side of a square board (poj3240) is not a number from `least` to `most`.
    NotASide {
        /// The smallest side the problem allows.
        least: u32,
        /// The largest side the problem allows.
        most: u32,
    },
    /// A board written as nested lists (leetcode773) that is not one token of `rows` lists of
    /// `columns` numbers, each cell once.
    NotNested {
        /// The board's rows.
        rows: u32,
        /// The board's columns.
        columns: u32,
    },
    /// A number that appears twice on a board of more than 255 cells (poj2893).
    RepeatedNumber {
        /// The number; 0 is the blank.
        number: u32,
    },
    /// A tile that appears more than once.
    RepeatedTile {
        /// The tile.
        tile: u8,
    },
    /// A board with no blank.
    NoBlank,
    /// A board with more than one blank.
    TwoBlanks,
    /// A token after the last case of a format that reads exactly one case.
    TrailingInput,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::EmptyInput => f.write_str("the input is empty"),
            Problem::NotACount => f.write_str("the case count is not a non-negative integer"),
            Problem::CountTooLarge => f.write_str("the case count is too large"),
            Problem::MissingCases { expected, found } => write!(
                f,
                "the input ends after {found} case{}, but the count says {expected}",
                if *found == 1 { "" } else { "s" }
            ),
            Problem::MissingBoard => f.write_str("the input ends inside this board"),
            Problem::BoardDue => f.write_str("the input ends where this board was due"),
            Problem::LongTokenInSpacedBoard { len } => write!(
                f,
                "wrong length: {len} characters; this board was begun as one-character \
                 tokens, so each of its 9 tokens is one character"
            ),
            Problem::WrongLength { len } => write!(
                f,
                "wrong length: {len} characters; a board is one 9-character token or 9 \
                 one-character tokens"
            ),
            Problem::BadSymbol { byte } if byte.is_ascii_graphic() => write!(
                f,
                "`{}` is not allowed: a board holds tiles 1-8 and one blank (X, x or 0)",
                *byte as char
            ),
            Problem::BadSymbol { byte } => write!(
                f,
                "byte \\x{byte:02x} is not allowed: a board holds tiles 1-8 and one blank \
                 (X, x or 0)"
            ),
            Problem::NotACell { rows, columns } => {
                let cells = u64::from(*rows) * u64::from(*columns);
                write!(
                    f,
                    "not a cell of a {rows}x{columns} board: the tiles are 1 to {}, the blank 0, \
                     X or x",
                    cells - 1
                )
            }
            Problem::RepeatedNumber { number: 0 } => f.write_str("more than one blank"),
            Problem::RepeatedNumber { number } => {
                write!(f, "tile {number} appears more than once")
            }
            Problem::NotASide { least, most } => write!(
                f,
                "expected the board's side n: a whole number from {least} to {most}"
            ),
            Problem::NotNested { rows, columns } => write!(
                f,
                "expected a board as one token of nested lists, [[n,...],...]: {rows} lists of \
                 {columns} numbers, 0 to {} once each (0 the blank), no spaces",
                rows * columns - 1
            ),
            Problem::NotASize => f.write_str(
                "expected the board's rows and columns: two whole numbers from 2 to 999, or 0 0 \
                 at the end",
            ),
            Problem::WrongLengthOfSize { len, rows, columns } => {
                let cells = u64::from(*rows) * u64::from(*columns);
                if cells <= 9 {
                    write!(
                        f,
                        "wrong length: {len} characters; a {rows}x{columns} board is one \
                         {cells}-character token or {cells} one-character tokens"
                    )
                } else {
                    write!(
                        f,
                        "wrong length: {len} characters; a {rows}x{columns} board is {cells} \
                         numbers separated by spaces"
                    )
                }
            }
            Problem::RepeatedTile { tile } => write!(f, "tile {tile} appears more than once"),
            Problem::NoBlank => f.write_str("no blank (X, x or 0)"),
            Problem::TwoBlanks => f.write_str("more than one blank"),
            Problem::TrailingInput => f.write_str("unexpected input after the last case"),
        }
    }
}

impl std::error::Error for Problem {}

/// Where in the input a problem is: line, case and board, each when known.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Place {
    /// The case, from 1.
    pub case: Option<u64>,
    /// Which board of the case.
    pub role: Option<Role>,
    /// The board's rows and columns, when it is not the default 3x3.
    pub size: Option<(u32, u32)>,
}

/// Every failure the crate reports.
#[derive(Debug)]
pub enum Error {
    /// The input is malformed: the line says where and why.
    Input {
        /// The case and board, when known.
        place: Place,
        /// The offending token; `None` when the input ended where something was due.
        token: Option<Token>,
        /// The line, from 1.
        line: u64,
        /// What is wrong.
        problem: Problem,
    },
    /// A request no input could make right: a board size the format does not take, a
    /// distance no board has. The message says what was asked and what is possible; the
    /// command line words it as a usage error.
    Unsupported(String),
    /// Reading the input or writing the output failed.
    Io(io::Error),
}

impl Error {
    /// A problem with `token` (or with the end of input when `token` is `None`) at `place`.
    pub fn input(place: Place, token: Option<Token>, line: u64, problem: Problem) -> Error {
        Error::Input {
            place,
            token,
            line,
            problem,
        }
    }

    /// The problem, for input errors.
    pub fn problem(&self) -> Option<&Problem> {
        match self {
            Error::Input { problem, .. } => Some(problem),
            _ => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input {
                place,
                token,
                line,
                problem,
            } => {
                write!(f, "line {line}")?;
                if let Some(case) = place.case {
                    write!(f, ", case {case}")?;
                }
                match (place.size, place.role) {
                    (Some((rows, columns)), Some(role)) => {
                        write!(f, ", {role} board ({rows}x{columns})")?
                    }
                    (Some((rows, columns)), None) => write!(f, ", board ({rows}x{columns})")?,
                    (None, Some(role)) => write!(f, ", {role} board")?,
                    (None, None) => {}
                }
                if let Some(token) = token {
                    write!(f, ", token {token}")?;
                }
                write!(f, ": {problem}")
            }
            Error::Unsupported(message) => f.write_str(message),
            Error::Io(error) => write!(f, "input/output failed: {error}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Io(error) => Some(error),
            _ => None,
        }
    }
}

impl From<io::Error> for Error {
    fn from(error: io::Error) -> Error {
        Error::Io(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_tokens_are_shortened_and_counted() {
        let mut token = Token::starting_on(3);
        for _ in 0..1000 {
            token.extend(b"7");
        }
        assert_eq!(token.bytes(), None);
        assert_eq!(token.to_string(), "`7777777777777777...` (1000 bytes)");
    }

    #[test]
    fn unprintable_bytes_are_escaped() {
        let token = Token::from_bytes(b"1\x002\xff");
        assert_eq!(token.to_string(), "`1\\x002\\xff`");
    }

    #[test]
    fn input_errors_name_line_case_board_and_token() {
        let place = Place {
            case: Some(2),
            role: Some(Role::Goal),
            size: None,
        };
        let error = Error::input(
            place,
            Some(Token::from_bytes(b"12X4Y5678")),
            4,
            Problem::BadSymbol { byte: b'Y' },
        );
        assert_eq!(
            error.to_string(),
            "line 4, case 2, goal board, token `12X4Y5678`: `Y` is not allowed: a board holds \
             tiles 1-8 and one blank (X, x or 0)"
        );
    }
}
