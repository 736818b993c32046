//! The binary's own layer: the command line (`args`, with the `subcommand`s it knows), the
//! help texts made from the format table (`help`), the one-file sources for judges
//! (`bundle`) and the problem packages made of them (`package`). It uses only the library's
//! public API.
//!
//! # Costs
//! Negligible: a pass over the arguments, a few strings.

mod args;
pub mod bundle;
mod help;
mod onefile;
pub mod package;
mod subcommand;

pub use args::{parse, Command, Language, Validator};
pub use help::{help, version};

/// A malformed command line: the message says which argument and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Usage(pub String);
