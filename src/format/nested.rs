//! Boards written as nested lists, a list of rows each a list of numbers, as LeetCode writes
//! a test case (`[[4,1,2],[5,0,3]]`): reading one such board and writing one.
//!
//! A board is one token with no spaces, as LeetCode's test cases are; the reader takes
//! exactly the bytes `[`, the rows `[n,n,...]` separated by `,`, and `]`, with each number
//! a decimal without a leading zero. Anything else is [`Problem::NotNested`], which shows
//! the shape due; a number twice is named as on any other board.
//!
//! # Costs
//! One token and a pass over its bytes.

use crate::shared::{push_decimal, Error, Place, Problem, Puzzle, Size, Tokens};
use std::io::Read;

/// Reads case `case`'s board of `size` (whose shape is `shape`) written as nested lists;
/// `None` when the input ends before it.
pub(super) fn read<R: Read, B: Puzzle>(
    tokens: &mut Tokens<R>,
    shape: B::Shape,
    size: Size,
    case: u64,
) -> Result<Option<B>, Error> {
    let token = match tokens.next_token()? {
        Some(token) => token,
        None => return Ok(None),
    };
    let (rows, columns) = (size.rows() as u32, size.columns() as u32);
    let place = Place {
        case: Some(case),
        role: None,
        size: Some((rows, columns)),
    };
    let fault = |problem| Error::input(place, Some(token), token.line(), problem);
    let not_nested = || fault(Problem::NotNested { rows, columns });
    let cells = token
        .bytes()
        .and_then(|bytes| parse(bytes, size.rows(), size.columns()))
        .ok_or_else(not_nested)?;
    let mut seen = vec![false; cells.len()];
    for &cell in &cells {
        if std::mem::replace(&mut seen[usize::from(cell)], true) {
            return Err(fault(match cell {
                0 => Problem::TwoBlanks,
                tile => Problem::RepeatedTile { tile },
            }));
        }
    }
    Ok(Some(
        B::from_cells(shape, &cells).expect("each cell of the size once is a board"),
    ))
}

/// The cells of `bytes` when they are `rows` lists of `columns` numbers below the number of
/// cells, in brackets and separated by commas; `None` otherwise.
fn parse(bytes: &[u8], rows: usize, columns: usize) -> Option<Vec<u8>> {
    let cells = rows * columns;
    let mut rest = bytes.strip_prefix(b"[")?;
    let mut values = Vec::with_capacity(cells);
    for row in 0..rows {
        if row > 0 {
            rest = rest.strip_prefix(b",")?;
        }
        rest = rest.strip_prefix(b"[")?;
        for column in 0..columns {
            if column > 0 {
                rest = rest.strip_prefix(b",")?;
            }
            let digits = rest.iter().take_while(|byte| byte.is_ascii_digit()).count();
            let (number, after) = rest.split_at(digits);
            if number.is_empty() || number.len() > 3 || (number.len() > 1 && number[0] == b'0') {
                return None;
            }
            let value = number.iter().fold(0usize, |value, &digit| {
                value * 10 + usize::from(digit - b'0')
            });
            if value >= cells {
                return None;
            }
            values.push(value as u8);
            rest = after;
        }
        rest = rest.strip_prefix(b"]")?;
    }
    (rest == b"]").then_some(values)
}

/// Appends `board` as nested lists and a line end.
pub(super) fn push<B: Puzzle>(out: &mut Vec<u8>, board: &B) {
    out.push(b'[');
    for (index, row) in board.cells().chunks(board.columns()).enumerate() {
        if index > 0 {
            out.push(b',');
        }
        out.push(b'[');
        for (column, &value) in row.iter().enumerate() {
            if column > 0 {
                out.push(b',');
            }
            push_decimal(out, u64::from(value));
        }
        out.push(b']');
    }
    out.extend_from_slice(b"]\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_exactly_the_nested_lists_of_the_size() {
        assert_eq!(
            parse(b"[[4,1,2],[5,0,3]]", 2, 3),
            Some(vec![4, 1, 2, 5, 0, 3])
        );
        assert_eq!(parse(b"[[10,1],[2,3]]", 2, 2), None, "10 is no cell of 2x2");
        for bad in [
            &b"[[4,1,2],[5,0,3]"[..],
            b"[[4,1,2],[5,0,3]],",
            b"[[4,1,2][5,0,3]]",
            b"[[4,1,2],[5,0]]",
            b"[[4,1,2,5],[0,3]]",
            b"[[4,1,2],[5,0,03]]",
            b"[[4,1,2],[5,0,6]]",
            b"[[4,1,2],[5,0,-3]]",
            b"[[4,1,2],[5,0,3],[]]",
            b"((4,1,2),(5,0,3))",
            b"",
        ] {
            assert_eq!(parse(bad, 2, 3), None, "{}", String::from_utf8_lossy(bad));
        }
    }

    #[test]
    fn the_message_shows_the_shape_due() {
        assert_eq!(
            Problem::NotNested {
                rows: 2,
                columns: 3
            }
            .to_string(),
            "expected a board as one token of nested lists, [[n,...],...]: 2 lists of 3 numbers, \
             0 to 5 once each (0 the blank), no spaces"
        );
    }
}
