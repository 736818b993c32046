//! What an engine answers for one query: a path, an unreachable goal, or no path within the
//! format's limit; owned ([`Solution`]) or seen through [`Answer`] by the formats.
//!
//! # Costs
//! A [`Solution`] holds its letters; an [`Answer`] borrows them.

/// The answer to one query, as an engine keeps it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Solution {
    /// The lexicographically smallest shortest path: letters `d`, `l`, `r`, `u`, where the
    /// blank goes.
    Path(Vec<u8>),
    /// The goal is in the other half of the boards (by parity); no search was made.
    Unreachable,
    /// Every path is longer than this limit.
    LongerThan(usize),
}

/// The answer to one query, as the formats write it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Answer<'a> {
    /// The lexicographically smallest shortest path, as letters `d`, `l`, `r`, `u`.
    Path(&'a [u8]),
    /// The goal cannot be reached (by parity).
    Unreachable,
    /// Every path is longer than the format's limit.
    LongerThan(usize),
}

impl<'a> Answer<'a> {
    /// The path, when there is one within the limit.
    pub(crate) fn path(self) -> Option<&'a [u8]> {
        match self {
            Answer::Path(letters) => Some(letters),
            Answer::Unreachable | Answer::LongerThan(_) => None,
        }
    }
}

/// What an engine hands back for one query: it can be seen as an [`Answer`].
pub(crate) trait Solved {
    /// The answer it holds.
    fn answer(&self) -> Answer<'_>;
}

impl Solved for Solution {
    fn answer(&self) -> Answer<'_> {
        match self {
            Solution::Path(letters) => Answer::Path(letters),
            Solution::Unreachable => Answer::Unreachable,
            Solution::LongerThan(limit) => Answer::LongerThan(*limit),
        }
    }
}
