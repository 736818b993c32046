//! The binary's own layer: the command line (`args`, with the `subcommand`s it knows), each
//! command in its own file with its options, their checks and its run (`solve`, `gen`,
//! `check`, `validate`, `all`, `bundle`, `package`, `prepare`; options declared and read the
//! one way of `options`), the exit statuses and how the binary speaks (`status`), the help
//! texts made from the format table (`help`) and the one-file sources for judges
//! (`onefile`). It uses only the library's public API.
//!
//! # Costs
//! Negligible: a pass over the arguments, a few strings.

mod all;
mod args;
mod bundle;
mod check;
mod gen;
mod help;
mod onefile;
mod options;
mod package;
mod prepare;
mod show;
mod solve;
pub mod status;
mod subcommand;
mod validate;

pub use args::{parse, Command};
use eight::Validator;
use help::{help, version};

/// A malformed command line: the message says which argument and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Usage(pub String);
