//! `eight bundle`: prints one self-contained source file for judges that take a single
//! file (see [`super::onefile`], which assembles it): a Rust or C++ solver for a format, a
//! checker that speaks one judge system's protocol, or a C++ input validator.
//!
//! # Costs
//! Microseconds: the assembly of one file.

use super::onefile::{self, CppKind};
use super::{Language, Validator};
use eight::{Format, Protocol, Size};

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
