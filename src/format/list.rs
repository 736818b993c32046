//! The list of formats `eight` serves, the board sizes each takes, and the one dispatch from a
//! format and a size to its dialect and engine (the 3x3 tables, or the search of
//! `crate::grid`), used by the solver and the judge alike. Adding a format touches its own
//! file and this list.
//!
//! # Costs
//! Nothing: a match.

use super::{hdu1043, hdu3567, lightoj1121, p1379, poj2893, trace, uva10181};
use super::{pipeline, Engine, Outcome};
use crate::check::Judge;
use crate::error::Error;
use crate::grid::batch::GridBatch;
use crate::grid::{Cache, Grid, Size};
use crate::puzzle::Puzzle;
use crate::solver::Solver;
use std::io::{Read, Write};

/// The formats `eight` serves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// HDU 3567 "Eight II": start/goal pairs, `Case i: n` and the path; any size.
    Hdu3567,
    /// HDU 1043 / POJ 1077 "Eight": boards to `12345678x`, the path or `unsolvable`.
    Hdu1043,
    /// Luogu P1379: one board to `123804765`, the fewest moves.
    P1379,
    /// Start and goal; every board of the path, then the number of moves; any size.
    Trace,
    /// LightOJ 1121 "15 Puzzle": 4x4 boards, `Case i: ` and the path in upper case, at
    /// most 35 moves.
    Lightoj1121,
    /// UVa 10181 "15-Puzzle Problem": 4x4 boards, the path in upper case, at most 50 moves.
    Uva10181,
    /// POJ 2893 "M x N Puzzle": `YES` or `NO`, whether a board of up to 999x999 is solvable.
    Poj2893,
}

impl Format {
    /// Every format, the default first.
    pub const ALL: [Format; 7] = [
        Format::Hdu3567,
        Format::Hdu1043,
        Format::P1379,
        Format::Trace,
        Format::Lightoj1121,
        Format::Uva10181,
        Format::Poj2893,
    ];

    /// The name used by `--format`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Hdu3567 => "hdu3567",
            Format::Hdu1043 => "hdu1043",
            Format::P1379 => "p1379",
            Format::Trace => "trace",
            Format::Lightoj1121 => "lightoj1121",
            Format::Uva10181 => "uva10181",
            Format::Poj2893 => "poj2893",
        }
    }

    /// One line for `--help`.
    pub fn summary(self) -> &'static str {
        match self {
            Format::Hdu3567 => {
                "HDU 3567 Eight II: T, then T start/goal pairs; `Case i: n` and the move string"
            }
            Format::Hdu1043 => {
                "HDU 1043 / POJ 1077 Eight: boards until end of input; moves to 12345678x, or `unsolvable`"
            }
            Format::P1379 => "Luogu P1379: one board, 0 the blank; fewest moves to 123804765",
            Format::Trace => {
                "start then goal, 0 the blank; every board on the path, then the number of moves"
            }
            Format::Lightoj1121 => {
                "LightOJ 1121 (4x4): T boards; `Case i: ` and the moves in DLRU, at most 35"
            }
            Format::Uva10181 => {
                "UVa 10181 (4x4): N boards; the moves in DLRU, at most 50, or not solvable"
            }
            Format::Poj2893 => "POJ 2893: `M N` and a board, until `0 0`; YES or NO, solvable",
        }
    }

    /// Whether an input of this format holds exactly one case.
    pub fn reads_one_case(self) -> bool {
        matches!(self, Format::P1379 | Format::Trace)
    }

    /// The board size of this format when none is asked for.
    pub fn default_size(self) -> Size {
        let side = match self {
            Format::Lightoj1121 | Format::Uva10181 => 4,
            _ => 3,
        };
        Size::new(side, side).expect("3x3 and 4x4 are sizes")
    }

    /// Whether `--size` may choose the size (the others have a fixed one, or, for poj2893,
    /// one per case in the input).
    pub fn takes_any_size(self) -> bool {
        matches!(self, Format::Hdu3567 | Format::Trace)
    }

    /// The cells of the goal every case of this format is solved to, when the format fixes
    /// one (row-major, 0 the blank).
    pub fn fixed_goal(self) -> Option<&'static [u8]> {
        match self {
            Format::Hdu1043 => Some(&hdu1043::GOAL),
            Format::P1379 => Some(&p1379::GOAL),
            Format::Lightoj1121 => Some(&lightoj1121::GOAL),
            Format::Uva10181 => Some(&uva10181::GOAL),
            Format::Hdu3567 | Format::Trace | Format::Poj2893 => None,
        }
    }

    /// The most moves of an answer, for the formats that bound them.
    pub fn limit(self) -> Option<usize> {
        match self {
            Format::Lightoj1121 => Some(lightoj1121::LIMIT),
            Format::Uva10181 => Some(uva10181::LIMIT),
            _ => None,
        }
    }

    /// The format called `name`.
    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.name() == name)
    }

    /// `size` if this format takes it, else a usage error that says which it takes.
    ///
    /// # Errors
    /// [`Error::Usage`] when the format has a fixed size and `size` is another.
    pub fn check_size(self, size: Size) -> Result<Size, Error> {
        if self.takes_any_size() || size == self.default_size() {
            return Ok(size);
        }
        Err(Error::Usage(match self {
            Format::Poj2893 => "poj2893 reads each board's size from the input; drop --size".into(),
            _ => format!(
                "{} boards are {}, not {size}",
                self.name(),
                self.default_size()
            ),
        }))
    }
}

/// Something to do with a format's dialect, boards and engine: solve, or judge.
pub(crate) trait WithDialect {
    /// What it gives back.
    type Output;

    /// Does it with boards of type `B` and `shape`, solved by `engine`.
    fn with<D: Judge, B: Puzzle, E: Engine<B>>(
        self,
        dialect: &D,
        shape: B::Shape,
        engine: E,
    ) -> Self::Output;
}

/// Calls `task` with the dialect of `format` and the engine for `size`: the 3x3 tables for
/// 3x3 boards, the search of `crate::grid` for the others (its slow databases cached in
/// `cache`).
///
/// # Panics
/// For [`Format::Poj2893`], which has no dialect (it never searches), and for a size the
/// format does not take: callers check both first.
pub(crate) fn dispatch<T: WithDialect>(
    format: Format,
    size: Size,
    cache: &Cache,
    task: T,
) -> T::Output {
    assert_eq!(
        format.check_size(size).ok(),
        Some(size),
        "a size the format takes"
    );
    if size == Size::new(3, 3).expect("3x3 is a size") {
        let solver = Solver::new();
        return match format {
            Format::Hdu3567 => task.with(&hdu3567::Hdu3567, (), solver),
            Format::Hdu1043 => task.with(&hdu1043::Hdu1043, (), solver),
            Format::P1379 => task.with(&p1379::P1379, (), solver),
            Format::Trace => task.with(&trace::Trace, (), solver),
            _ => unreachable!("only the 3x3 formats take 3x3 boards"),
        };
    }
    let engine = GridBatch::on_every_core(size, cache);
    match format {
        Format::Hdu3567 => task.with::<_, Grid, _>(&hdu3567::Hdu3567, size, engine),
        Format::Trace => task.with::<_, Grid, _>(&trace::Trace, size, engine),
        Format::Lightoj1121 => task.with::<_, Grid, _>(&lightoj1121::Lightoj1121, size, engine),
        Format::Uva10181 => task.with::<_, Grid, _>(&uva10181::Uva10181, size, engine),
        _ => unreachable!("poj2893 has no dialect; the others are 3x3"),
    }
}

/// Answers every case of `input` in `format` with its default board size (3x3, or 4x4 for
/// lightoj1121 and uva10181), writing answers to `output` and warnings (an unreachable goal,
/// input after the last case) to `warnings`.
///
/// # Errors
/// [`Error::Input`] on bad input, after every answer before the bad case is written and
/// flushed; [`Error::Io`] if reading or writing fails.
///
/// # Example
/// ```
/// use eight::format::{run, Format};
/// let mut output = Vec::new();
/// let input = &b"2\n12X453786 12345678X\n564178X23 7568X4123\n"[..];
/// let outcome = run(Format::Hdu3567, input, &mut output, &mut std::io::sink()).unwrap();
/// assert_eq!(outcome.cases, 2);
/// assert_eq!(output, b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
/// ```
pub fn run(
    format: Format,
    input: impl Read,
    output: impl Write,
    warnings: &mut dyn Write,
) -> Result<Outcome, Error> {
    run_sized(format, format.default_size(), input, output, warnings)
}

/// [`run`] with boards of `size`, for the formats that take any (hdu3567, trace); the
/// pattern databases that are slow to build are cached on disk ([`Cache::Default`]).
///
/// # Errors
/// As [`run`]; [`Error::Usage`] when the format does not take `size`.
///
/// # Example
/// ```
/// use eight::format::{run_sized, Format};
/// use eight::grid::Size;
/// let mut output = Vec::new();
/// let input = &b"1\n1 2 0 3 4 5\n0 1 2 3 4 5\n"[..];
/// let size = Size::parse("2x3").unwrap();
/// run_sized(Format::Hdu3567, size, input, &mut output, &mut std::io::sink()).unwrap();
/// assert_eq!(output, b"Case 1: 2\nll\n");
/// ```
pub fn run_sized(
    format: Format,
    size: Size,
    input: impl Read,
    output: impl Write,
    warnings: &mut dyn Write,
) -> Result<Outcome, Error> {
    run_cached(format, size, &Cache::Default, input, output, warnings)
}

/// [`run_sized`] with the pattern databases cached in `cache` ([`Cache::Off`]: built in
/// memory every time, as `--no-cache` asks).
///
/// # Errors
/// As [`run_sized`].
///
/// # Example
/// ```
/// use eight::format::{run_cached, Format};
/// use eight::grid::{Cache, Size};
/// let mut output = Vec::new();
/// let input = &b"1\n1 2 3 0 4 5 6 7 8 9 10 11 12 13 14 15\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n"[..];
/// let size = Size::parse("4x4").unwrap();
/// run_cached(Format::Hdu3567, size, &Cache::Off, input, &mut output, &mut std::io::sink()).unwrap();
/// assert_eq!(output, b"Case 1: 3\nlll\n");
/// ```
pub fn run_cached(
    format: Format,
    size: Size,
    cache: &Cache,
    input: impl Read,
    output: impl Write,
    warnings: &mut dyn Write,
) -> Result<Outcome, Error> {
    let size = format.check_size(size)?;
    if format == Format::Poj2893 {
        return poj2893::run(input, output);
    }
    struct Solve<'w, I, O> {
        input: I,
        output: O,
        warnings: &'w mut dyn Write,
    }
    impl<I: Read, O: Write> WithDialect for Solve<'_, I, O> {
        type Output = Result<Outcome, Error>;

        fn with<D: Judge, B: Puzzle, E: Engine<B>>(
            self,
            dialect: &D,
            shape: B::Shape,
            mut engine: E,
        ) -> Result<Outcome, Error> {
            pipeline::serve(
                dialect,
                shape,
                &mut engine,
                self.input,
                self.output,
                self.warnings,
            )
        }
    }
    dispatch(
        format,
        size,
        cache,
        Solve {
            input,
            output,
            warnings,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for format in Format::ALL {
            assert_eq!(Format::from_name(format.name()), Some(format));
        }
        assert_eq!(Format::from_name("hdu"), None);
    }

    #[test]
    fn sizes_each_format_takes() {
        let four = Size::parse("4x4").unwrap();
        let two = Size::parse("2x3").unwrap();
        assert_eq!(Format::Hdu3567.check_size(two).ok(), Some(two));
        assert_eq!(Format::Lightoj1121.check_size(four).ok(), Some(four));
        assert_eq!(
            Format::Hdu1043.check_size(four).unwrap_err().to_string(),
            "usage: hdu1043 boards are 3x3, not 4x4 (see eight --help)"
        );
        assert_eq!(
            Format::Uva10181.check_size(two).unwrap_err().to_string(),
            "usage: uva10181 boards are 4x4, not 2x3 (see eight --help)"
        );
    }
}
