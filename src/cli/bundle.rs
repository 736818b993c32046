//! `eight bundle`: prints one self-contained source file for judges that take a single
//! file (see [`super::onefile`], which assembles it): a solver for a format, a checker that
//! speaks one judge system's protocol, or an input validator; in Rust or in C++.
//!
//! Which board sizes a bundle serves is one rule for every kind ([`Bundle::serves`]): each
//! serves its format's own size; beyond it, the Rust checker and validator (which carry the
//! whole judge) serve every size the format takes, the Rust solver every size of at most
//! 16 cells, and the C++ programs (a second implementation, of the judges' own sizes) none.
//! A bundle asked for a size it does not serve is refused with a line that says which one
//! does, never written for another size.
//!
//! # Costs
//! Microseconds: the assembly of one file.

use super::onefile::{self, CppKind};
use super::options::{protocol_named, validator_named, Given, Opt, Takes, FORMAT, PROTOCOL, SIZE};
use super::{Command, Usage};
use eight::{EngineKind, Format, Protocol, Size, Validator};

/// `--lang rust|cpp`.
const LANG: Opt = Opt::valued("--lang");
/// `--checker`: a checker instead of a solver.
const CHECKER: Opt = Opt::flag("--checker");
/// `--validator`: an input validator instead of a solver.
const VALIDATOR: Opt = Opt::flag("--validator");
/// `--program`: a whole program even where the judge calls a function.
const PROGRAM: Opt = Opt::flag("--program");

/// What `bundle` takes.
pub const TAKES: Takes = Takes {
    options: &[FORMAT, SIZE, LANG, PROTOCOL, CHECKER, VALIDATOR, PROGRAM],
    positional: false,
};

/// The languages `eight bundle` writes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Language {
    Rust,
    Cpp,
}

impl Language {
    /// Its name as `--lang` takes it.
    fn name(self) -> &'static str {
        match self {
            Language::Rust => "rust",
            Language::Cpp => "cpp",
        }
    }

    /// The extension of its source files.
    pub fn extension(self) -> &'static str {
        match self {
            Language::Rust => "rs",
            Language::Cpp => "cpp",
        }
    }

    /// Its name in a sentence.
    fn title(self) -> &'static str {
        match self {
            Language::Rust => "Rust",
            Language::Cpp => "C++",
        }
    }
}

/// What `eight bundle` prints: a program of a format, for boards of a size, in a language.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bundle {
    /// The solver: a whole program, the submission of the judges that run one.
    Solver(Format, Size, Language),
    /// The function a judge calls (a format with a [`eight::Function`]), its submission.
    Function(Format, Size, Language),
    /// A checker speaking a protocol.
    Checker(Format, Size, Protocol, Language),
    /// An input validator answering as a convention wants.
    Validator(Format, Size, Validator, Language),
}

impl Bundle {
    /// The format, the board size and the language of the program.
    fn parts(self) -> (Format, Size, Language) {
        match self {
            Bundle::Solver(format, size, language)
            | Bundle::Function(format, size, language)
            | Bundle::Checker(format, size, _, language)
            | Bundle::Validator(format, size, _, language) => (format, size, language),
        }
    }

    /// The language of the program.
    pub fn language(self) -> Language {
        self.parts().2
    }

    /// The kind of program, in a sentence.
    fn kind(self) -> &'static str {
        match self {
            Bundle::Solver(..) => "solver",
            Bundle::Function(..) => "function",
            Bundle::Checker(..) => "checker",
            Bundle::Validator(..) => "validator",
        }
    }

    /// This bundle in the other language.
    fn in_language(self, language: Language) -> Bundle {
        match self {
            Bundle::Solver(format, size, _) => Bundle::Solver(format, size, language),
            Bundle::Function(format, size, _) => Bundle::Function(format, size, language),
            Bundle::Checker(format, size, protocol, _) => {
                Bundle::Checker(format, size, protocol, language)
            }
            Bundle::Validator(format, size, validator, _) => {
                Bundle::Validator(format, size, validator, language)
            }
        }
    }

    /// Whether the program serves its board size: the one rule of every bundle (see the
    /// module's documentation).
    pub fn serves_its_size(self) -> bool {
        let (format, size, language) = self.parts();
        size == format.default_size()
            || match (self, language) {
                (_, Language::Cpp) | (Bundle::Function(..), _) => false,
                (Bundle::Solver(..), Language::Rust) => format.engine(size) == EngineKind::Search,
                (_, Language::Rust) => true,
            }
    }

    /// The bundle itself when it serves its size, else a refusal that says which bundle does.
    ///
    /// # Errors
    /// A size the program does not serve.
    pub fn serves(self) -> Result<Bundle, Usage> {
        if self.serves_its_size() {
            return Ok(self);
        }
        let (format, size, language) = self.parts();
        let other = match language {
            Language::Rust => Language::Cpp,
            Language::Cpp => Language::Rust,
        };
        let instead = match self.in_language(other).serves_its_size() {
            true => format!("the {} one does (--lang {})", other.title(), other.name()),
            false => match self {
                Bundle::Function(..) => "a judge that calls it sends no other".to_string(),
                Bundle::Solver(..) => format!(
                    "no one-file solver does, eight solves it: eight --format {} --size {size}",
                    format.name()
                ),
                _ => "neither language's does".to_string(),
            },
        };
        Err(Usage(format!(
            "the {} {} of {} serves {} boards{}, not {size}; {instead}",
            language.title(),
            self.kind(),
            format.name(),
            format.default_size(),
            match (self, language) {
                (Bundle::Solver(..), Language::Rust) => " and others of at most 16 cells",
                _ => "",
            },
        )))
    }
}

/// The command `given` asks for.
///
/// # Errors
/// A bad format, size, language or protocol; a kind of file there is none of; a size the
/// program asked for does not serve.
pub fn command(given: &Given) -> Result<Command, Usage> {
    let format = given.format()?;
    let size = given.size(format)?;
    let (checker, validator) = (given.flag(CHECKER), given.flag(VALIDATOR));
    if given.flag(PROGRAM) && (checker || validator) {
        return Err(Usage(
            "--program is for a solver: a checker or a validator is always a program".into(),
        ));
    }
    let language = match given.value(LANG) {
        None | Some("rust") => Language::Rust,
        Some("cpp") => Language::Cpp,
        Some(other) => {
            return Err(Usage(format!(
                "unknown language `{other}`; the languages are rust, cpp"
            )))
        }
    };
    let protocol = given.value(PROTOCOL);
    let bundle = match (checker, validator) {
        (true, true) => return Err(Usage("--checker and --validator: one at a time".into())),
        (true, false) => Bundle::Checker(format, size, protocol_named(protocol)?, language),
        (false, true) => {
            let validator = validator_named(protocol.unwrap_or("kattis"))?;
            match language {
                Language::Cpp if validator == Validator::Eight => {
                    return Err(Usage(
                        "a C++ validator answers as kattis or testlib (the Rust one and eight \
                         validate also as eight)"
                            .into(),
                    ))
                }
                // The C++ reader of the formats that answer alone keeps no boards to compare.
                Language::Cpp if format.answers_alone() => {
                    return Err(Usage(format!(
                        "{name} has no C++ validator; the Rust one reads it (--lang rust)",
                        name = format.name()
                    )))
                }
                _ => Bundle::Validator(format, size, validator, language),
            }
        }
        (false, false) if protocol.is_some() => {
            return Err(Usage(
                "--protocol is for a checker or a validator: add --checker or --validator".into(),
            ))
        }
        (false, false) if format.function().is_some() && !given.flag(PROGRAM) => {
            Bundle::Function(format, size, language)
        }
        (false, false) => Bundle::Solver(format, size, language),
    };
    Ok(Command::Bundle(bundle.serves()?))
}

/// Prints `bundle`'s text on stdout.
pub fn run(bundle: Bundle) -> i32 {
    super::status::print(&text(bundle))
}

/// The text of `bundle`, for the size it serves.
///
/// # Panics
/// For a bundle [`command`] refuses (a size it does not serve, a C++ validator of eight's
/// convention or of a format that answers alone): it never makes one.
pub fn text(bundle: Bundle) -> String {
    assert!(
        bundle.serves_its_size(),
        "{bundle:?} is refused by the parser"
    );
    match bundle {
        Bundle::Solver(format, size, Language::Rust) => onefile::rust_solver(format, size),
        Bundle::Solver(format, _, Language::Cpp) => onefile::cpp(format, CppKind::Solver),
        Bundle::Function(format, _, language) => {
            let function = format
                .function()
                .expect("the parser makes a function only of a format with one");
            onefile::function::text(format, function, language == Language::Cpp)
        }
        Bundle::Checker(format, size, protocol, Language::Rust) => {
            onefile::rust_checker(format, size, protocol)
        }
        Bundle::Checker(format, _, protocol, Language::Cpp) => {
            onefile::cpp(format, CppKind::Checker(protocol))
        }
        Bundle::Validator(format, size, validator, Language::Rust) => {
            onefile::rust_validator(format, size, validator)
        }
        Bundle::Validator(format, _, validator, Language::Cpp) => {
            onefile::cpp(format, CppKind::Validator(validator_protocol(validator)))
        }
    }
}

/// The protocol a C++ validator speaks, as its define names it.
///
/// # Panics
/// For the `eight` convention, which the C++ validators do not speak.
pub fn validator_protocol(validator: Validator) -> &'static str {
    match validator {
        Validator::Kattis => "KATTIS",
        Validator::Testlib => "TESTLIB",
        Validator::Eight => {
            unreachable!("the parser refuses a C++ validator of eight's convention")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(text: &str) -> Size {
        Size::parse(text).unwrap()
    }

    #[test]
    fn every_kind_serves_its_own_size_and_the_rust_judges_every_size() {
        let (hdu, four, five) = (Format::Hdu3567, size("4x4"), size("5x5"));
        for language in [Language::Rust, Language::Cpp] {
            let bundles = [
                Bundle::Solver(hdu, Size::THREE, language),
                Bundle::Checker(hdu, Size::THREE, Protocol::Kattis, language),
                Bundle::Validator(hdu, Size::THREE, Validator::Testlib, language),
            ];
            for bundle in bundles {
                assert_eq!(bundle.serves(), Ok(bundle));
            }
        }
        for other in [four, size("2x4"), five] {
            let checker = Bundle::Checker(hdu, other, Protocol::Kattis, Language::Rust);
            let validator = Bundle::Validator(hdu, other, Validator::Kattis, Language::Rust);
            assert_eq!(checker.serves(), Ok(checker));
            assert_eq!(validator.serves(), Ok(validator));
        }
        let solver = Bundle::Solver(hdu, four, Language::Rust);
        assert_eq!(solver.serves(), Ok(solver));
        let refusal = |bundle: Bundle| bundle.serves().unwrap_err().0;
        assert_eq!(
            refusal(Bundle::Validator(
                hdu,
                four,
                Validator::Kattis,
                Language::Cpp
            )),
            "the C++ validator of hdu3567 serves 3x3 boards, not 4x4; the Rust one does \
             (--lang rust)"
        );
        assert_eq!(
            refusal(Bundle::Checker(
                Format::Trace,
                five,
                Protocol::Testlib,
                Language::Cpp
            )),
            "the C++ checker of trace serves 3x3 boards, not 5x5; the Rust one does (--lang \
             rust)"
        );
        assert_eq!(
            refusal(Bundle::Solver(hdu, five, Language::Rust)),
            "the Rust solver of hdu3567 serves 3x3 boards and others of at most 16 cells, not \
             5x5; no one-file solver does, eight solves it: eight --format hdu3567 --size 5x5"
        );
        assert_eq!(
            refusal(Bundle::Solver(hdu, four, Language::Cpp)),
            "the C++ solver of hdu3567 serves 3x3 boards, not 4x4; the Rust one does (--lang \
             rust)"
        );
    }

    #[test]
    fn a_bundle_that_serves_is_written_for_its_size() {
        let four = size("4x4");
        let validator = text(Bundle::Validator(
            Format::Hdu3567,
            four,
            Validator::Kattis,
            Language::Rust,
        ));
        assert!(validator.contains("shared::Size::new(4, 4)"));
        assert!(validator.contains("judge::validator::Validator::Kattis"));
        let solver = text(Bundle::Solver(Format::Trace, four, Language::Rust));
        assert!(solver.contains("shared::Size::new(4, 4)"));
        // A tenth of 64 KiB kept free, as for the solvers of the formats' own sizes.
        assert!(solver.len() <= 64 * 1024 * 9 / 10, "{} bytes", solver.len());
        assert!(solver.contains("grid::engine::OneByOne"));
        assert!(!solver.contains("mod three {"));
    }

    #[test]
    #[should_panic(expected = "refused by the parser")]
    fn a_bundle_that_does_not_serve_is_never_written() {
        text(Bundle::Validator(
            Format::Hdu3567,
            size("4x4"),
            Validator::Kattis,
            Language::Cpp,
        ));
    }
}
