//! Reading 3x3 boards from tokens, and the [`Puzzle`] face of [`Board`] that the formats,
//! the batch loop and the judge see.
//!
//! A board is written either as one 9-character token (`12X453786`) or as 9 one-character
//! tokens (`1 2 X 4 5 3 7 8 6`, over any number of lines); `X`, `x` and `0` are the blank.
//!
//! # Costs
//! A board that is one token in the buffer is parsed in place, without building a token;
//! every other form goes through [`Tokens::next_token`].

use super::board::{Board, CELLS, SIDE};
use crate::shared::tokens::is_separator;
use crate::shared::{Error, Move, Place, Problem, Puzzle, Token, Tokens};
use std::io::Read;
// Edition 2018 (Aizu compiles the one-file programs so) has it outside the prelude.
use std::convert::TryFrom;

impl<R: Read> Tokens<R> {
    /// Reads one board at `place`: one 9-character token or 9 one-character tokens.
    /// `None` when the input ends before the board starts.
    pub fn board(&mut self, place: Place) -> Result<Option<Board>, Error> {
        if !self.at_next_token()? {
            return Ok(None);
        }
        // The common case without building a token: nine valid symbols, then a separator,
        // all in the buffer. Anything else, including every bad board, takes the general way.
        if let Some(&[ref symbols @ .., end]) = self.buffered().get(..=CELLS) {
            if is_separator(end) {
                if let Ok(board) = Board::parse(symbols) {
                    self.take_buffered(CELLS);
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
                        Error::input(place, None, self.line(), Problem::MissingBoard)
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

impl Puzzle for Board {
    type Shape = ();

    fn read<R: Read>(tokens: &mut Tokens<R>, _: (), place: Place) -> Result<Option<Board>, Error> {
        tokens.board(place)
    }

    fn from_cells(_: (), cells: &[u8]) -> Option<Board> {
        let cells = <[u8; CELLS]>::try_from(cells).ok()?;
        Board::from_cells(cells).ok()
    }

    fn cells(&self) -> &[u8] {
        Board::cells(self)
    }

    fn columns(&self) -> usize {
        SIDE
    }

    fn apply(&self, step: Move) -> Option<Board> {
        Board::apply(self, step)
    }

    fn shape(&self) {}

    fn push_one_token(&self, out: &mut Vec<u8>) -> bool {
        out.extend_from_slice(self.to_string().as_bytes());
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_show_as_rows() {
        let board = Board::parse(b"12X453786").unwrap();
        assert_eq!(board.show(), "1 2 0 / 4 5 3 / 7 8 6");
        assert_eq!(board.with_cells(&[1, 2, 0, 4, 5, 3, 7, 8, 6]), Some(board));
        assert_eq!(board.with_cells(&[1, 2, 0, 4, 5, 3, 7, 8]), None);
        assert_eq!(board.with_cells(&[1, 1, 0, 4, 5, 3, 7, 8, 6]), None);
    }

    use crate::shared::tokens::tests::Trickle;

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
