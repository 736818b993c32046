//! The binary's own layer: the command line (`args`, with the `subcommand`s it knows, each
//! read by its own file: `solve`, `gen`, `check`, `validate`, `all`, `bundle`, `package`,
//! `prepare`, their options declared and read the one way of `options`), the
//! help texts made from the format table (`help`), the one-file sources for judges
//! (`bundle`) and the problem packages made of them (`package`). It uses only the library's
//! public API.
//!
//! # Costs
//! Negligible: a pass over the arguments, a few strings.

mod all;
mod args;
pub mod bundle;
mod check;
mod gen;
mod help;
mod onefile;
mod options;
pub mod package;
mod prepare;
mod solve;
mod subcommand;
mod validate;

pub use args::{parse, Command};
pub use help::{help, version};
pub use validate::Validator;

/// A malformed command line: the message says which argument and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Usage(pub String);
