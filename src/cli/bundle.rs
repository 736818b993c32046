//! `eight bundle`: prints one self-contained source file for judges that take a single
//! file (see [`super::onefile`], which assembles it): a Rust or C++ solver for a format, a
//! checker that speaks one judge system's protocol, or a C++ input validator.
//!
//! # Costs
//! Microseconds: the assembly of one file.

use super::onefile::{self, CppKind};
use super::options::{protocol_named, Given, Opt, Takes, FORMAT, PROTOCOL, SIZE};
use super::{Command, Usage, Validator};
use eight::{Format, Protocol, Size};

/// `--lang rust|cpp`.
const LANG: Opt = Opt::valued("--lang");
/// `--checker`: a checker instead of a solver.
const CHECKER: Opt = Opt::flag("--checker");
/// `--validator`: a C++ input validator instead of a solver.
const VALIDATOR: Opt = Opt::flag("--validator");

/// What `bundle` takes.
pub const TAKES: Takes = Takes {
    options: &[FORMAT, SIZE, LANG, PROTOCOL, CHECKER, VALIDATOR],
    positional: false,
};

/// The languages `eight bundle` writes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Language {
    Rust,
    Cpp,
}

/// What `eight bundle` prints.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bundle {
    /// The solver of a format, on its own board size.
    Solver(Format, Language),
    /// A checker of a format, for boards of a size, speaking a protocol.
    Checker(Format, Size, Protocol, Language),
    /// The C++ input validator of a format.
    Validator(Format, Validator),
}

/// The command `given` asks for.
///
/// # Errors
/// A bad format, size, language or protocol; a kind of file there is none of.
pub fn command(given: &Given) -> Result<Command, Usage> {
    let format = given.format()?;
    let size = given.size(format)?;
    let (checker, lang) = (given.flag(CHECKER), given.value(LANG));
    if given.flag(VALIDATOR) {
        let protocol = Validator::named(given.value(PROTOCOL).unwrap_or("kattis"))?;
        return match lang {
            _ if checker => Err(Usage("--checker and --validator: one at a time".into())),
            Some("cpp") if protocol == Validator::Eight => Err(Usage(
                "a C++ validator answers as kattis or testlib (eight validate is the eight one)"
                    .into(),
            )),
            // The C++ reader of the formats that answer alone keeps no boards to compare.
            Some("cpp") if format.answers_alone() => Err(Usage(format!(
                "{name} has no C++ validator (eight validate --format {name} reads it)",
                name = format.name()
            ))),
            Some("cpp") => Ok(Command::Bundle(Bundle::Validator(format, protocol))),
            _ => Err(Usage(
                "a validator bundle is C++ (--lang cpp); eight validate is the Rust one".into(),
            )),
        };
    }
    let protocol = || protocol_named(given.value(PROTOCOL));
    match lang {
        None | Some("rust") if checker => Ok(Command::Bundle(Bundle::Checker(
            format,
            size,
            protocol()?,
            Language::Rust,
        ))),
        Some("cpp") if checker && size != format.default_size() => Err(Usage(format!(
            "the C++ checker is for its format's own board size ({} for {}); the Rust checker \
             takes every size",
            format.default_size(),
            format.name()
        ))),
        Some("cpp") if checker => Ok(Command::Bundle(Bundle::Checker(
            format,
            size,
            protocol()?,
            Language::Cpp,
        ))),
        _ if !checker && size != format.default_size() => Err(Usage(format!(
            "a one-file solver is for its format's own board size ({} for {}); --checker \
             bundles take every format and size",
            format.default_size(),
            format.name()
        ))),
        _ if given.value(PROTOCOL).is_some() && !checker => {
            Err(Usage("--protocol is for a checker: add --checker".into()))
        }
        None | Some("rust") => Ok(Command::Bundle(Bundle::Solver(format, Language::Rust))),
        Some("cpp") => Ok(Command::Bundle(Bundle::Solver(format, Language::Cpp))),
        Some(other) => Err(Usage(format!(
            "unknown language `{other}`; the languages are rust, cpp"
        ))),
    }
}

/// Prints `bundle`'s text on stdout.
pub fn run(bundle: Bundle) -> i32 {
    super::status::print(&text(bundle))
}

/// The text of `bundle`.
///
/// # Panics
/// For a validator the parser refuses (the `eight` protocol, or a format that answers its
/// cases itself): it never makes one.
pub fn text(bundle: Bundle) -> String {
    match bundle {
        Bundle::Solver(format, Language::Rust) => onefile::rust_solver(format),
        Bundle::Solver(format, Language::Cpp) => onefile::cpp(format, CppKind::Solver),
        Bundle::Checker(format, size, protocol, Language::Rust) => {
            onefile::rust_checker(format, size, protocol)
        }
        Bundle::Checker(format, _, protocol, Language::Cpp) => {
            onefile::cpp(format, CppKind::Checker(protocol))
        }
        Bundle::Validator(format, validator) => {
            onefile::cpp(format, CppKind::Validator(validator_protocol(validator)))
        }
    }
}

/// The protocol a C++ validator speaks, as its define names it.
///
/// # Panics
/// For the `eight` protocol, which only `eight validate` speaks.
pub fn validator_protocol(validator: Validator) -> &'static str {
    match validator {
        Validator::Kattis => "KATTIS",
        Validator::Testlib => "TESTLIB",
        Validator::Eight => unreachable!("the parser refuses a C++ validator of eight's protocol"),
    }
}
