//! Pictures of a sample input's boards for a problem statement (`eight package`): each of
//! the first cases' start and goal, as SVG files (the page's own drawing, [`super::svg`])
//! and as TikZ for the LaTeX statement ([`super::tikz`]), from the same pieces. The cases
//! are read with the solver's own reader and nothing is solved.
//!
//! # Costs
//! Reading the input; about 1 KB of SVG and 60 bytes of TikZ a cell drawn.

use super::{svg, tikz};
use crate::batch::{dispatch, Batch, WithEngine};
use crate::format::judging::{BigJudge, Judge, JudgeWhole};
use crate::format::CaseReader;
use crate::grid::Grid;
use crate::judge::Boards;
use crate::shared::{Cache, Engine, Error, Puzzle, Size};
use std::io::Read;

/// The most cases of a sample drawn.
pub const MOST_PICTURED_CASES: usize = 3;

/// The most cells of a board drawn in a statement (10x10).
pub const MOST_PICTURED_CELLS: usize = 100;

/// A sample case's start and goal, drawn.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pictures {
    /// The case's number in the sample, from 1.
    pub case: u64,
    /// The start board, as an SVG file.
    pub start_svg: String,
    /// The goal board, as an SVG file.
    pub goal_svg: String,
    /// Start and goal side by side, as TikZ for a LaTeX statement.
    pub tikz: String,
}

/// The pictures of the first cases (at most [`MOST_PICTURED_CASES`], boards of at most
/// [`MOST_PICTURED_CELLS`] cells) of `input`, in the format and size of `batch`.
///
/// # Errors
/// [`Error::Input`] for a bad input, [`Error::Unsupported`] for a size the format does not
/// take; a format whose input holds no goal (poj2893) gives no pictures.
///
/// # Example
/// ```
/// use eight::{sample_pictures, Format};
/// let pictures = sample_pictures(Format::Hdu3567, &b"1\n12X453786 12345678X\n"[..]).unwrap();
/// assert_eq!(pictures.len(), 1);
/// assert!(pictures[0].start_svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
/// assert!(pictures[0].tikz.contains("\\begin{tikzpicture}"));
/// ```
pub fn sample_pictures(batch: impl Into<Batch>, input: impl Read) -> Result<Vec<Pictures>, Error> {
    let boards = dispatch(&batch.into(), FirstBoards(input))?;
    Ok(boards
        .into_iter()
        .enumerate()
        .filter(|(_, boards)| boards.start.len() <= MOST_PICTURED_CELLS)
        .map(|(index, boards)| drawn(index as u64 + 1, &boards))
        .collect())
}

/// The pictures of one case.
fn drawn(case: u64, boards: &Boards) -> Pictures {
    let Boards {
        rows,
        columns,
        start,
        goal,
    } = boards;
    // Up to 4 columns a cell is 0.8 cm; wider boards shrink to about 5 cm across.
    let side = ((50.0 / *columns as f64).floor() / 10.0).min(0.8);
    Pictures {
        case,
        start_svg: svg::file(*rows, *columns, start, goal),
        goal_svg: svg::file(*rows, *columns, goal, goal),
        tikz: format!(
            "{}\n\\quad$\\longrightarrow$\\quad\n{}",
            tikz::board(*rows, *columns, start, goal, side),
            tikz::board(*rows, *columns, goal, goal, side)
        ),
    }
}

/// Reads the boards of the first cases.
struct FirstBoards<R>(R);

impl<R: Read> WithEngine for FirstBoards<R> {
    type Output = Result<Vec<Boards>, Error>;

    fn with<D: Judge, B: Puzzle, E: Engine<B>>(
        self,
        dialect: &D,
        shape: B::Shape,
        _: E,
    ) -> Self::Output {
        let mut cases = CaseReader::<D, R, B>::new(dialect, shape, self.0)?;
        let mut boards = Vec::new();
        while boards.len() < MOST_PICTURED_CASES {
            match cases.next_case()? {
                Some(query) => boards.push(Boards::of(&query.start, &query.goal)),
                None => break,
            }
        }
        Ok(boards)
    }

    fn big<D: BigJudge>(self, dialect: &D, size: Size, _: &Cache) -> Self::Output {
        let mut cases = CaseReader::<D, R, Grid>::new(dialect, size, self.0)?;
        let mut boards = Vec::new();
        while boards.len() < MOST_PICTURED_CASES {
            match cases.next_big(size)? {
                Some(query) => boards.push(Boards::of_big(&query.start, &query.goal)),
                None => break,
            }
        }
        Ok(boards)
    }

    fn whole<W: JudgeWhole>(self, _: &W) -> Self::Output {
        Ok(Vec::new())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Format;

    #[test]
    fn the_first_cases_are_drawn_and_big_boards_are_not() {
        let input = "4\n12X453786 12345678X\n12X453786 12345678X\n1 2 3 4 5 6 7 8 X \
                     12345678X\n12X453786 12345678X\n";
        let pictures = sample_pictures(Format::Hdu3567, input.as_bytes()).unwrap();
        assert_eq!(pictures.len(), MOST_PICTURED_CASES);
        assert_eq!(pictures[2].case, 3);
        assert!(pictures[0]
            .start_svg
            .contains("data-board=\"1 2 0 4 5 3 7 8 6\""));
        assert!(pictures[0]
            .goal_svg
            .contains("data-board=\"1 2 3 4 5 6 7 8 0\""));
        assert!(pictures[0].start_svg.contains("<style>"));
        assert_eq!(
            pictures[0]
                .tikz
                .matches("\\begin{tikzpicture}[x=0.8cm")
                .count(),
            2
        );
        let eleven = Batch::new(Format::Hdu3567).size(Size::new(11, 11).unwrap());
        let mut big = b"1\n".to_vec();
        for _ in 0..2 {
            for cell in 0..121 {
                big.extend(format!("{} ", (cell + 1) % 121).as_bytes());
            }
            big.push(b'\n');
        }
        assert_eq!(sample_pictures(eleven, &big[..]).unwrap(), vec![]);
        let parity = sample_pictures(Format::Poj2893, &b"2 2\n1 2\n3 0\n0 0\n"[..]).unwrap();
        assert_eq!(parity, vec![]);
    }
}
