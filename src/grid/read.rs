//! Boards of other sizes than 3x3 in the inputs, and the [`Puzzle`] view of a [`Grid`] that
//! the formats and the judge use.
//!
//! A board of R x C cells is R*C whitespace-separated tokens: the tiles as the decimal
//! numbers 1 to R*C-1 (no sign, no leading zero) and the blank as `0`, `X` or `x`. A board
//! of at most 9 cells may also be one token of R*C symbols (`12X453` for 2x3), as 3x3 boards
//! are.
//!
//! # Costs
//! One token read per cell (one in all for the one-token form).

use super::Grid;
use crate::shared::{Error, Move, Place, Problem, Puzzle, Size, Token, Tokens};
use std::io::Read;

/// The cell a symbol or number names on a board of `cells` cells: a tile, or 0 for a blank.
fn cell_of(token: &[u8], cells: usize) -> Option<u8> {
    match token {
        b"X" | b"x" | b"0" => Some(0),
        [b'1'..=b'9'] | [b'1'..=b'9', b'0'..=b'9'] => {
            let value = token
                .iter()
                .fold(0usize, |v, &d| v * 10 + usize::from(d - b'0'));
            (value < cells).then_some(value as u8)
        }
        _ => None,
    }
}

impl<R: Read> Tokens<R> {
    /// Reads one board of `size` at `place`; `None` when the input ends before it starts.
    ///
    /// # Errors
    /// [`Error::Input`] naming the token and the size for a malformed board.
    pub fn grid(&mut self, size: Size, place: Place) -> Result<Option<Grid>, Error> {
        let cells = size.cells();
        let (rows, columns) = (size.rows() as u32, size.columns() as u32);
        let place = Place {
            size: Some((rows, columns)),
            ..place
        };
        let first = match self.next_token()? {
            Some(first) => first,
            None => return Ok(None),
        };
        let bad = |token: Token, problem| Error::input(place, Some(token), token.line(), problem);
        let not_a_cell = |token: Token| bad(token, Problem::NotACell { rows, columns });
        let mut values = Vec::with_capacity(cells);
        let mut tokens = Vec::with_capacity(cells);
        match first.bytes() {
            Some(whole) if cells <= 9 && whole.len() == cells && cells > 1 => {
                for &symbol in whole {
                    values.push(cell_of(&[symbol], cells).ok_or_else(|| not_a_cell(first))?);
                    tokens.push(first);
                }
            }
            Some(number) if number.len() <= 2 => {
                values.push(cell_of(number, cells).ok_or_else(|| not_a_cell(first))?);
                tokens.push(first);
                while values.len() < cells {
                    let token = self.next_token()?.ok_or_else(|| {
                        Error::input(place, None, self.line(), Problem::MissingBoard)
                    })?;
                    let value = token
                        .bytes()
                        .and_then(|bytes| cell_of(bytes, cells))
                        .ok_or_else(|| match token.len() {
                            1 | 2 => not_a_cell(token),
                            len => bad(token, Problem::WrongLengthOfSize { len, rows, columns }),
                        })?;
                    values.push(value);
                    tokens.push(token);
                }
            }
            _ => {
                return Err(bad(
                    first,
                    Problem::WrongLengthOfSize {
                        len: first.len(),
                        rows,
                        columns,
                    },
                ))
            }
        }
        if let Some(grid) = Grid::from_cells(size, &values) {
            return Ok(Some(grid));
        }
        // As for 3x3 boards: a missing blank first, then the first value seen twice.
        if !values.contains(&0) {
            return Err(Error::input(place, None, first.line(), Problem::NoBlank));
        }
        let mut seen = [false; crate::shared::MAX_CELLS];
        for (&value, &token) in values.iter().zip(&tokens) {
            if seen[usize::from(value)] {
                return Err(bad(
                    token,
                    match value {
                        0 => Problem::TwoBlanks,
                        tile => Problem::RepeatedTile { tile },
                    },
                ));
            }
            seen[usize::from(value)] = true;
        }
        unreachable!("cells of the right count and range that are no board repeat a value")
    }
}

impl Puzzle for Grid {
    type Shape = Size;

    fn read<R: Read>(
        tokens: &mut Tokens<R>,
        size: Size,
        place: Place,
    ) -> Result<Option<Grid>, Error> {
        tokens.grid(size, place)
    }

    fn from_cells(size: Size, cells: &[u8]) -> Option<Grid> {
        Grid::from_cells(size, cells)
    }

    fn cells(&self) -> &[u8] {
        Grid::cells(self)
    }

    fn columns(&self) -> usize {
        self.size().columns()
    }

    fn apply(&self, step: Move) -> Option<Grid> {
        Grid::apply(self, step)
    }

    fn shape(&self) -> Size {
        self.size()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(size: &str, text: &str) -> Result<Option<Grid>, String> {
        let size = Size::parse(size).unwrap();
        Tokens::new(text.as_bytes())
            .grid(size, Place::default())
            .map_err(|error| error.to_string())
    }

    #[test]
    fn boards_of_every_form() {
        let solved = Some(Grid::solved(Size::parse("2x3").unwrap()));
        assert_eq!(read("2x3", "12345X"), Ok(solved));
        assert_eq!(read("2x3", "1 2 3\n4 5 x"), Ok(solved));
        assert_eq!(read("2x3", "1 2 3 4 5 0"), Ok(solved));
        let four = Some(Grid::solved(Size::parse("4x4").unwrap()));
        assert_eq!(
            read("4x4", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0"),
            Ok(four)
        );
        assert_eq!(read("4x4", ""), Ok(None));
    }

    #[test]
    fn bad_boards_name_the_size_and_the_token() {
        for (size, text, message) in [
            ("4x4", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 16 0", "line 1, board (4x4), token `16`: not a cell of a 4x4 board: the tiles are 1 to 15, the blank 0, X or x"),
            ("4x4", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 015 0", "line 1, board (4x4), token `015`: wrong length: 3 characters; a 4x4 board is 16 numbers separated by spaces"),
            ("4x4", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 +5 0", "line 1, board (4x4), token `+5`: not a cell of a 4x4 board: the tiles are 1 to 15, the blank 0, X or x"),
            ("4x4", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 1", "line 1, board (4x4): no blank (X, x or 0)"),
            ("4x4", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 0", "line 1, board (4x4), token `0`: more than one blank"),
            ("2x3", "1 2 3 4 5", "line 1, board (2x3): the input ends inside this board"),
            ("2x3", "1234", "line 1, board (2x3), token `1234`: wrong length: 4 characters; a 2x3 board is one 6-character token or 6 one-character tokens"),
            ("2x3", "12345 6", "line 1, board (2x3), token `12345`: wrong length: 5 characters; a 2x3 board is one 6-character token or 6 one-character tokens"),
            ("2x3", "1 2 3 4 0 1", "line 1, board (2x3), token `1`: tile 1 appears more than once"),
            ("2x3", "12345Y", "line 1, board (2x3), token `12345Y`: not a cell of a 2x3 board: the tiles are 1 to 5, the blank 0, X or x"),
        ] {
            assert_eq!(read(size, text), Err(message.to_string()), "{size} {text}");
        }
    }
}
