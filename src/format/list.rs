//! The one list of the formats `eight` serves: a line each, naming its variant, its kind
//! ([`Dialect`] or [`WholeInput`]) and the type in its file. The [`Format`] enum, its facts
//! ([`Format::info`]) and the one dispatch from a format to its code ([`Format::visit`]) are
//! made from it; the command line's help, the generator, the bundles and the sample tests
//! read them, so adding a format is its file, its `mod` line in `format/mod.rs` and its line
//! here.
//!
//! # Costs
//! Nothing: matches.

use super::judging::{BigJudge, Judge, JudgeWhole};
use super::{Cases, Dialect, Function, Info, Order, Sizes, WholeInput};
use crate::shared::{Error, Size};

/// Something to do with a format's code, whichever kind it is: solve, judge, generate.
pub(crate) trait Visit {
    /// What it gives back.
    type Output;

    /// Does it with a format whose cases an engine solves.
    fn dialect<D: Judge>(self, dialect: &'static D) -> Self::Output;

    /// Does it with a format that also takes boards beyond 16 cells; by default as with any
    /// other [`Visit::dialect`].
    fn big<D: BigJudge>(self, dialect: &'static D) -> Self::Output
    where
        Self: Sized,
    {
        self.dialect(dialect)
    }

    /// Does it with a format that answers its cases itself.
    fn whole<W: JudgeWhole>(self, format: &'static W) -> Self::Output;
}

/// Makes [`Format`] from the list below.
macro_rules! formats {
    ($($variant:ident = $kind:ident $module:ident::$type:ident,)*) => {
        /// The formats `eight` serves; [`Format::summary`] says what each is.
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub enum Format {
            $(
                #[doc = concat!("The `", stringify!($module), "` format.")]
                $variant,
            )*
        }

        /// How many formats there are.
        const COUNT: usize = [$(stringify!($variant)),*].len();

        impl Format {
            /// Every format, in the order of the list, the default first.
            pub const ALL: [Format; COUNT] = [$(Format::$variant),*];

            /// The format of `eight` without `--format`: the first of the list.
            pub const DEFAULT: Format = Format::ALL[0];

            /// The format's facts.
            pub(crate) fn info(self) -> &'static Info {
                match self {
                    $(Format::$variant => formats!(@info $kind $module::$type),)*
                }
            }

            /// Calls `task` with the format's code.
            pub(crate) fn visit<V: Visit>(self, task: V) -> V::Output {
                match self {
                    $(Format::$variant => formats!(@visit $kind task $module::$type),)*
                }
            }
        }
    };
    (@info dialect $module:ident::$type:ident) => { &<super::$module::$type as Dialect>::INFO };
    (@info big $module:ident::$type:ident) => { &<super::$module::$type as Dialect>::INFO };
    (@info whole $module:ident::$type:ident) => { &<super::$module::$type as WholeInput>::INFO };
    (@visit dialect $task:ident $module:ident::$type:ident) => { $task.dialect(&super::$module::$type) };
    (@visit big $task:ident $module:ident::$type:ident) => { $task.big(&super::$module::$type) };
    (@visit whole $task:ident $module:ident::$type:ident) => { $task.whole(&super::$module::$type) };
}

formats! {
    Hdu3567 = big hdu3567::Hdu3567,
    Hdu1043 = dialect hdu1043::Hdu1043,
    P1379 = dialect p1379::P1379,
    Trace = big trace::Trace,
    Lightoj1121 = dialect lightoj1121::Lightoj1121,
    Uva10181 = dialect uva10181::Uva10181,
    Poj2893 = whole poj2893::Poj2893,
    Alds1_13B = dialect alds1_13_b::Alds1_13B,
    Alds1_13C = dialect alds1_13_c::Alds1_13C,
    Aoj0121 = dialect aoj0121::Aoj0121,
    Uva652 = dialect uva652::Uva652,
    Poj3240 = big poj3240::Poj3240,
    Mipt089 = dialect mipt089::Mipt089,
    Mipt091 = dialect mipt091::Mipt091,
    SpojSolving = big spoj_solving::SpojSolving,
    Leetcode773 = dialect leetcode773::Leetcode773,
    Uva10085 = dialect uva10085::Uva10085,
    HackerrankNpuzzle = big hackerrank_npuzzle::HackerrankNpuzzle,
    Npuzzle42 = big npuzzle42::Npuzzle42,
}

/// The engine that answers a format's cases of one board size ([`Format::engine`]): one
/// fact of the format table, which the batch dispatch, the one-file programs and the problem
/// packages read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EngineKind {
    /// The format answers its cases itself, without a search (poj2893: a parity test).
    Itself,
    /// The nine breadth-first tables of the 3x3 board.
    Tables,
    /// The exact search of boards of at most 16 cells.
    Search,
    /// A short legal path, for boards beyond 16 cells (the last small rectangle finished
    /// exactly; 5x5 boards searched exactly on request).
    ShortPath,
    /// Each case gives its own side: the exact search up to 16 cells, a short path beyond.
    PerCase,
}

impl Format {
    /// The engine that answers this format's cases of boards of `size` (a size it takes).
    pub fn engine(self, size: Size) -> EngineKind {
        if self.answers_alone() {
            EngineKind::Itself
        } else if self.reads_sizes_from_input() {
            EngineKind::PerCase
        } else if size == Size::THREE {
            EngineKind::Tables
        } else if size.is_exact() {
            EngineKind::Search
        } else {
            EngineKind::ShortPath
        }
    }

    /// The name used by `--format`.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// One line for `--help`.
    pub fn summary(self) -> &'static str {
        self.info().summary
    }

    /// The format called `name`.
    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL.iter().copied().find(|f| f.name() == name)
    }

    /// The function its judge calls instead of running a program, if it does (LeetCode):
    /// `eight bundle` writes that function.
    pub fn function(self) -> Option<Function> {
        self.info().function
    }

    /// Whether a case's goal is a state farthest from its start, which the answer names
    /// (UVa 10085), rather than a board of the input or of the format.
    pub fn seeks_farthest(self) -> bool {
        self.info().farthest
    }

    /// Whether each board's goal is the snail, its tiles along a clockwise spiral (the 42
    /// schools' n-puzzle files).
    pub fn winds_to_a_snail(self) -> bool {
        matches!(
            self.info().sizes,
            Sizes::Side {
                goal: Order::Snail,
                ..
            }
        )
    }

    /// Whether an input of this format holds exactly one case.
    pub fn reads_one_case(self) -> bool {
        self.info().cases == Cases::One
    }

    /// The board size of this format when none is asked for.
    pub fn default_size(self) -> Size {
        match self.info().sizes {
            Sizes::Fixed(size) | Sizes::Any(size) => size,
            Sizes::PerCase(_) | Sizes::Side { .. } => Size::THREE,
        }
    }

    /// Whether the size may be chosen (the others have a fixed one, or one per case in the
    /// input).
    pub fn takes_any_size(self) -> bool {
        matches!(self.info().sizes, Sizes::Any(_))
    }

    /// Whether each case of the input says its own board size.
    pub fn reads_sizes_from_input(self) -> bool {
        matches!(self.info().sizes, Sizes::PerCase(_) | Sizes::Side { .. })
    }

    /// Whether the format takes boards beyond 16 cells (answered with a short legal path,
    /// not the shortest).
    pub fn takes_big_boards(self) -> bool {
        self.most_big_cells().is_some()
    }

    /// The most cells of a board `--size` may ask of this format, for a format that takes any
    /// size ([`Format::takes_any_size`]).
    pub fn most_cells(self) -> usize {
        self.most_big_cells()
            .map_or(crate::shared::MAX_CELLS, |(most, _)| most)
    }

    /// The most cells a board of the format may have beyond 16, with the reason when that is
    /// fewer than [`MAX_BOARD_CELLS`](crate::MAX_BOARD_CELLS); `None` for a format that takes
    /// no boards beyond 16 cells.
    fn most_big_cells(self) -> Option<(usize, Option<&'static str>)> {
        struct Big;
        impl Visit for Big {
            type Output = Option<(usize, Option<&'static str>)>;
            fn dialect<D: Judge>(self, _: &'static D) -> Self::Output {
                None
            }
            fn big<D: BigJudge>(self, _: &'static D) -> Self::Output {
                Some(match D::MOST_CELLS {
                    Some((most, why)) => (most, Some(why)),
                    None => (crate::shared::MAX_BOARD_CELLS, None),
                })
            }
            fn whole<W: JudgeWhole>(self, _: &'static W) -> Self::Output {
                None
            }
        }
        self.visit(Big)
    }

    /// The most rows and columns a board may have, for a format whose cases say their own
    /// size.
    pub fn largest_side(self) -> Option<usize> {
        match self.info().sizes {
            Sizes::PerCase(max) => Some(max as usize),
            Sizes::Side { most, .. } => Some(most as usize),
            Sizes::Fixed(_) | Sizes::Any(_) => None,
        }
    }

    /// The fewest rows and columns a board may have, for a format whose cases say their own
    /// size.
    pub fn smallest_side(self) -> Option<usize> {
        match self.info().sizes {
            Sizes::PerCase(_) => Some(2),
            Sizes::Side { least, .. } => Some(least as usize),
            Sizes::Fixed(_) | Sizes::Any(_) => None,
        }
    }

    /// The cells of the goal every case of this format is solved to, when the format fixes
    /// one (row-major, 0 the blank).
    pub fn fixed_goal(self) -> Option<&'static [u8]> {
        self.info().goal
    }

    /// The most moves of an answer, for the formats that bound them.
    pub fn limit(self) -> Option<usize> {
        self.info().limit
    }

    /// Whether "cannot be solved" is an ordinary answer of the format.
    pub fn answers_unsolvable(self) -> bool {
        self.info().unsolvable_is_an_answer
    }

    /// `size` if this format takes it.
    ///
    /// # Errors
    /// [`Error::Unsupported`] when the format has a fixed size and `size` is another, reads
    /// the sizes from its input, or answers only boards of at most 16 cells.
    pub fn check_size(self, size: Size) -> Result<Size, Error> {
        match self.info().sizes {
            Sizes::Any(_) if size.is_exact() => Ok(size),
            Sizes::Any(_) => match self.most_big_cells() {
                Some((most, _)) if size.cells() <= most => Ok(size),
                Some((most, why)) => Err(Error::Unsupported(format!(
                    "{} takes boards of at most {most} cells, not {size}: {}",
                    self.name(),
                    why.expect("a bound below the largest has its reason")
                ))),
                None => Err(Error::Unsupported(format!(
                    "{} takes boards of at most {} cells, not {size}",
                    self.name(),
                    crate::shared::MAX_CELLS
                ))),
            },
            Sizes::Fixed(fixed) if fixed == size => Ok(size),
            Sizes::Fixed(fixed) => Err(Error::Unsupported(format!(
                "{} boards are {fixed}, not {size}",
                self.name()
            ))),
            Sizes::PerCase(_) | Sizes::Side { .. } if size == Size::THREE => Ok(size),
            Sizes::PerCase(_) | Sizes::Side { .. } => Err(Error::Unsupported(format!(
                "{} reads each board's size from the input",
                self.name()
            ))),
        }
    }

    /// What the format's judge accepts besides the answer `eight` prints (and `eight check`
    /// with it), for the formats whose judge is lenient.
    pub fn accepts(self) -> Option<&'static str> {
        self.info().accepts
    }

    /// The most cases its judge sends in one input, where the problem bounds them.
    pub fn most_cases(self) -> Option<u64> {
        self.info().most_cases
    }

    /// Whether the problem promises that every goal can be reached.
    pub fn always_reachable(self) -> bool {
        self.info().always_reachable
    }

    /// Whether its judge takes any shortest answer, not only the lexicographically smallest.
    pub fn accepts_any_shortest(self) -> bool {
        self.info().accepts_any_shortest
    }

    /// Whether its judge takes a legal path of any length to the goal.
    pub fn accepts_any_length(self) -> bool {
        self.info().accepts_any_length
    }

    /// Whether the format answers its cases itself, without an engine (a `WholeInput`).
    pub fn answers_alone(self) -> bool {
        struct Alone;
        impl Visit for Alone {
            type Output = bool;
            fn dialect<D: Judge>(self, _: &'static D) -> bool {
                false
            }
            fn whole<W: JudgeWhole>(self, _: &'static W) -> bool {
                true
            }
        }
        self.visit(Alone)
    }
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
        assert_eq!(Format::ALL[0], Format::Hdu3567);
    }

    #[test]
    fn sizes_each_format_takes() {
        let four = Size::parse("4x4").unwrap();
        let two = Size::parse("2x3").unwrap();
        assert_eq!(Format::Hdu3567.check_size(two).ok(), Some(two));
        assert_eq!(Format::Lightoj1121.check_size(four).ok(), Some(four));
        assert_eq!(
            Format::Hdu1043.check_size(four).unwrap_err().to_string(),
            "hdu1043 boards are 3x3, not 4x4"
        );
        assert_eq!(
            Format::Uva10181.check_size(two).unwrap_err().to_string(),
            "uva10181 boards are 4x4, not 2x3"
        );
        assert_eq!(
            Format::Poj2893.check_size(two).unwrap_err().to_string(),
            "poj2893 reads each board's size from the input"
        );
    }
}
