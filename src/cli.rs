//! The command line: what `eight` was asked to do, and the help texts.
//!
//! Every subcommand declares the options it takes; an option it does not take, an option given
//! twice, or a malformed value is a usage error (exit 2) that names it. Integers are plain
//! decimal digits, as in the inputs: no sign.
//!
//! # Costs
//! Negligible: a pass over the arguments.

use eight::generator::{Options as GenOptions, DEFAULT_CASES};
use eight::grid::{Cache, Size};
use eight::protocol::Protocol;
use eight::{Error, Format};
use std::ffi::OsString;

/// What the command line asks for.
#[derive(Clone, PartialEq, Debug)]
pub enum Command {
    /// Solve standard input in this format, with boards of this size, caching slow pattern
    /// databases as this says (`--no-cache`: off).
    Solve(Format, Size, Cache),
    /// Print a one-file source, in this language, that solves this format.
    Bundle(Format, Language),
    /// Print a one-file Rust checker for this format and size that speaks this protocol.
    CheckerBundle(Format, Size, Protocol),
    /// Write a random input file.
    Gen(GenOptions),
    /// Judge a contestant's output, speaking a judge system's checker protocol.
    Check {
        format: Format,
        size: Size,
        protocol: Protocol,
        /// The files (and flags) the protocol takes, in its order.
        arguments: Vec<OsString>,
        /// The disk cache of pattern databases (`--no-cache`: off).
        cache: Cache,
    },
    /// Print the help of a subcommand, or the general help.
    Help(Option<Subcommand>),
    /// Print the version.
    Version,
}

/// The languages `eight bundle` writes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Language {
    Rust,
    Cpp,
}

/// The subcommands besides solving.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Subcommand {
    Gen,
    Check,
    Bundle,
}

impl Subcommand {
    const ALL: [Subcommand; 3] = [Subcommand::Gen, Subcommand::Check, Subcommand::Bundle];

    fn name(self) -> &'static str {
        match self {
            Subcommand::Gen => "gen",
            Subcommand::Check => "check",
            Subcommand::Bundle => "bundle",
        }
    }

    fn named(word: &str) -> Option<Subcommand> {
        Subcommand::ALL.into_iter().find(|s| s.name() == word)
    }

    /// The options that take a value.
    fn options(self) -> &'static [&'static str] {
        match self {
            Subcommand::Gen => &[
                "--format",
                "--size",
                "--walk",
                "--cases",
                "--seed",
                "--distance",
                "--min-distance",
                "--max-distance",
                "--unsolvable-share",
            ],
            Subcommand::Check => &["--format", "--size", "--protocol"],
            Subcommand::Bundle => &["--format", "--size", "--lang", "--protocol"],
        }
    }
}

/// Parses the arguments after the program name.
pub fn parse(arguments: impl IntoIterator<Item = OsString>) -> Result<Command, Error> {
    let mut words = Vec::new();
    for argument in arguments {
        words.push(
            argument
                .into_string()
                .map_err(|bad| Error::Usage(format!("argument {bad:?} is not valid UTF-8")))?,
        );
    }
    let mut words = words.into_iter().peekable();
    let subcommand = match words.peek().map(String::as_str) {
        Some("help") => {
            words.next();
            return match (words.next(), words.next()) {
                (None, _) => Ok(Command::Help(None)),
                (Some(topic), None) => match Subcommand::named(&topic) {
                    Some(subcommand) => Ok(Command::Help(Some(subcommand))),
                    None => Err(Error::Usage(format!(
                        "no help on `{topic}`; the commands are gen, check and bundle"
                    ))),
                },
                (Some(_), Some(extra)) => Err(Error::Usage(format!(
                    "help takes at most one command, not also `{extra}`"
                ))),
            };
        }
        Some(word) => Subcommand::named(word),
        None => None,
    };
    if subcommand.is_some() {
        words.next();
    }
    let allowed: &[&str] = subcommand.map_or(&["--format", "--size"], Subcommand::options);
    let mut values: Vec<(&'static str, String)> = Vec::new();
    let mut checker = false;
    let mut no_cache = false;
    let mut positional = Vec::new();
    while let Some(word) = words.next() {
        let (name, inline) = match word.split_once('=') {
            Some((name, value)) if name.starts_with("--") => (name.to_string(), Some(value)),
            _ => (word.clone(), None),
        };
        let name = if name == "-f" {
            "--format".to_string()
        } else {
            name
        };
        match name.as_str() {
            "-h" | "--help" => return Ok(Command::Help(subcommand)),
            "-V" | "--version" => return Ok(Command::Version),
            _ => {}
        }
        if subcommand == Some(Subcommand::Bundle) && name == "--checker" && inline.is_none() {
            if checker {
                return Err(Error::Usage("--checker is given twice".into()));
            }
            checker = true;
        } else if matches!(subcommand, None | Some(Subcommand::Check))
            && name == "--no-cache"
            && inline.is_none()
        {
            // Solving and judging build pattern databases; gen and bundle never do.
            if no_cache {
                return Err(Error::Usage("--no-cache is given twice".into()));
            }
            no_cache = true;
        } else if let Some(&known) = allowed.iter().find(|&&o| o == name) {
            if values.iter().any(|(seen, _)| *seen == known) {
                return Err(Error::Usage(format!("{known} is given twice")));
            }
            let value = match inline {
                Some(value) => value.to_string(),
                None => words
                    .next()
                    .ok_or_else(|| Error::Usage(format!("{known} needs a value")))?,
            };
            values.push((known, value));
        } else if subcommand == Some(Subcommand::Check) && !word.starts_with("--") {
            // Judge systems pass files and flags such as testlib's `-appes`.
            positional.push(OsString::from(word));
        } else {
            let whose = subcommand.map_or("eight".to_string(), |s| format!("eight {}", s.name()));
            return Err(Error::Usage(format!(
                "unknown argument `{word}` for {whose}"
            )));
        }
    }
    let value = |name: &str| {
        values
            .iter()
            .find(|(seen, _)| *seen == name)
            .map(|(_, v)| v.as_str())
    };
    let format = match value("--format") {
        Some(name) => format_named(name)?,
        None => Format::Hdu3567,
    };
    // Every subcommand but gen (whose poj2893 boards may be larger) takes one of the sizes.
    let size = match value("--size") {
        Some(text) if subcommand != Some(Subcommand::Gen) => {
            format.check_size(size_named(text)?)?
        }
        _ => format.default_size(),
    };
    let cache = match no_cache {
        true => Cache::Off,
        false => Cache::Default,
    };
    match subcommand {
        None => Ok(Command::Solve(format, size, cache)),
        Some(Subcommand::Bundle) => match value("--lang") {
            None | Some("rust") if checker => Ok(Command::CheckerBundle(
                format,
                size,
                protocol_named(value("--protocol"))?,
            )),
            _ if !SOLVER_BUNDLES.contains(&format) || size.cells() != 9 => Err(Error::Usage(
                "the one-file solvers are for the 3x3 formats; --checker bundles take every \
                 format and size"
                    .into(),
            )),
            Some("cpp") if checker => Err(Error::Usage(
                "the C++ bundle only solves; a checker bundle is Rust".into(),
            )),
            _ if value("--protocol").is_some() && !checker => Err(Error::Usage(
                "--protocol is for a checker: add --checker".into(),
            )),
            None | Some("rust") => Ok(Command::Bundle(format, Language::Rust)),
            Some("cpp") => Ok(Command::Bundle(format, Language::Cpp)),
            Some(other) => Err(Error::Usage(format!(
                "unknown language `{other}`; the languages are rust, cpp"
            ))),
        },
        Some(Subcommand::Gen) => gen_options(format, &value).map(Command::Gen),
        Some(Subcommand::Check) => {
            let protocol = protocol_named(value("--protocol"))?;
            if protocol == Protocol::Eight && positional.len() != 2 {
                return Err(Error::Usage(format!(
                    "check takes two files, INPUT and OUTPUT, not {}",
                    positional.len()
                )));
            }
            Ok(Command::Check {
                format,
                size,
                protocol,
                arguments: positional,
                cache,
            })
        }
    }
}

/// A plain decimal integer: digits only, at most `max`.
fn integer(name: &str, text: &str, max: u64) -> Result<u64, Error> {
    let fits = if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        None
    } else {
        text.parse::<u64>().ok().filter(|&n| n <= max)
    };
    fits.ok_or_else(|| {
        Error::Usage(format!(
            "{name} takes a whole number from 0 to {max} (digits only), not `{text}`"
        ))
    })
}

fn gen_options<'a>(
    format: Format,
    value: &dyn Fn(&str) -> Option<&'a str>,
) -> Result<GenOptions, Error> {
    let max_moves = eight::path::MAX_MOVES as u64;
    let distance = |name: &str| -> Result<Option<u8>, Error> {
        value(name)
            .map(|text| integer(name, text, max_moves).map(|d| d as u8))
            .transpose()
    };
    let cases = match value("--cases") {
        Some(text) => integer("--cases", text, u64::MAX)?,
        None if format.reads_one_case() => 1,
        None => DEFAULT_CASES,
    };
    let seed = match value("--seed") {
        Some(text) => integer("--seed", text, u64::MAX)?,
        None => 0,
    };
    let distances = match (
        distance("--distance")?,
        distance("--min-distance")?,
        distance("--max-distance")?,
    ) {
        (Some(_), Some(_), _) | (Some(_), _, Some(_)) => {
            return Err(Error::Usage(
                "--distance goes alone, or use --min-distance and --max-distance".into(),
            ))
        }
        (Some(d), None, None) => Some((d, d)),
        (None, None, None) => None,
        (None, low, high) => Some((low.unwrap_or(0), high.unwrap_or(max_moves as u8))),
    };
    if let Some((low, high)) = distances {
        if low > high {
            return Err(Error::Usage(format!(
                "--min-distance {low} is above --max-distance {high}"
            )));
        }
    }
    let unsolvable_share = match value("--unsolvable-share") {
        None => 0.0,
        Some(text) => match text.parse::<f64>() {
            Ok(share) if (0.0..=1.0).contains(&share) && !text.starts_with('+') => share,
            _ => {
                return Err(Error::Usage(format!(
                    "--unsolvable-share takes a number from 0 to 1, not `{text}`"
                )))
            }
        },
    };
    let answers_unsolvable = matches!(
        format,
        Format::Hdu1043 | Format::Lightoj1121 | Format::Uva10181
    );
    if unsolvable_share > 0.0 && !answers_unsolvable {
        return Err(Error::Usage(
            "--unsolvable-share is for hdu1043, lightoj1121 and uva10181, whose answers say \
             `unsolvable`"
                .into(),
        ));
    }
    if unsolvable_share == 1.0 && distances.is_some() {
        return Err(Error::Usage(
            "with --unsolvable-share 1 every board is unsolvable and has no distance; drop \
             the distance or lower the share"
                .into(),
        ));
    }
    if format.reads_one_case() && cases != 1 {
        return Err(Error::Usage(format!(
            "a {} input holds exactly one case, not {cases}",
            format.name()
        )));
    }
    let size = match value("--size") {
        None => {
            let side = format.default_size().rows();
            (side, side)
        }
        Some(text) => {
            let parsed = text.split_once('x').and_then(|(rows, columns)| {
                let plain = |t: &str| {
                    (!t.is_empty() && !t.starts_with('0') && t.bytes().all(|b| b.is_ascii_digit()))
                        .then(|| t.parse::<usize>().ok())
                        .flatten()
                };
                Some((plain(rows)?, plain(columns)?))
            });
            match parsed {
                Some((rows, columns)) if format == Format::Poj2893 => (rows, columns),
                _ => {
                    let size = format.check_size(size_named(text)?)?;
                    (size.rows(), size.columns())
                }
            }
        }
    };
    let walk = match value("--walk") {
        Some(text) => Some(integer("--walk", text, 1_000_000)?),
        None => None,
    };
    if walk.is_some() && distances.is_some() {
        return Err(Error::Usage(
            "--walk and the distance options each choose how far the start is: pick one".into(),
        ));
    }
    Ok(GenOptions {
        format,
        size,
        cases,
        seed,
        distances,
        walk,
        unsolvable_share,
    })
}

/// The formats with a one-file solver (Rust or C++): the 3x3 ones.
pub const SOLVER_BUNDLES: [Format; 4] = [
    Format::Hdu3567,
    Format::Hdu1043,
    Format::P1379,
    Format::Trace,
];

/// The board size `RxC` named by `--size`.
fn size_named(text: &str) -> Result<Size, Error> {
    Size::parse(text).ok_or_else(|| {
        Error::Usage(format!(
            "--size takes ROWSxCOLUMNS with at least 2 of each and at most 16 cells (2x2 to 4x4, \
             2x8, 8x2, 3x5, 5x3, ...), not `{text}`"
        ))
    })
}

/// The protocol called `name`, [`Protocol::Eight`] when none is given.
fn protocol_named(name: Option<&str>) -> Result<Protocol, Error> {
    let name = match name {
        Some(name) => name,
        None => return Ok(Protocol::Eight),
    };
    Protocol::from_name(name).ok_or_else(|| {
        let known: Vec<&str> = Protocol::ALL.iter().map(|p| p.name()).collect();
        Error::Usage(format!(
            "unknown protocol `{name}`; the protocols are {}",
            known.join(", ")
        ))
    })
}

fn format_named(name: &str) -> Result<Format, Error> {
    Format::from_name(name).ok_or_else(|| {
        let known: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
        Error::Usage(format!(
            "unknown format `{name}`; the formats are {}",
            known.join(", ")
        ))
    })
}

/// The help text of `topic`, or the general help.
pub fn help(topic: Option<Subcommand>) -> String {
    match topic {
        None => general_help(),
        Some(Subcommand::Gen) => format!(
            "eight gen: write a random, valid input file to stdout\n\n\
             Usage: eight gen [--format NAME] [--size RxC] [--cases N] [--seed S]\n\
             \x20                [--distance D | --min-distance A --max-distance B | --walk N]\n\
             \x20                [--unsolvable-share P]\n\n\
             Boards are uniformly random among those that can reach the goal, unless a\n\
             distance or a walk is asked for.\n\n\
             Options:\n\
             \x20 --format NAME         the input format (default hdu3567)\n\
             \x20 --size RxC            the board size (default 3x3; 4x4 for lightoj1121 and\n\
             \x20                       uva10181; any up to 16 cells for hdu3567 and trace;\n\
             \x20                       up to 999x999 for poj2893)\n\
             \x20 --cases N             cases to write (default {DEFAULT_CASES}; p1379 and trace hold 1)\n\
             \x20 --seed S              0 to 18446744073709551615 (default 0); the same seed gives\n\
             \x20                       the same file on every platform\n\
             \x20 --distance D          3x3 only: cases whose fewest moves are exactly D (0 to {max})\n\
             \x20 --min-distance A      3x3 only: cases of at least A moves (default 0)\n\
             \x20 --max-distance B      3x3 only: cases of at most B moves (default {max})\n\
             \x20 --walk N              every start N random moves from the goal, never undoing\n\
             \x20                       the move before (any size; at most N moves away)\n\
             \x20 --unsolvable-share P  the share of unsolvable boards, 0 to 1 (default 0), for\n\
             \x20                       hdu1043, lightoj1121 and uva10181\n\n\
             A closed pipe downstream (eight gen | head) ends the output quietly.\n\n\
             Exit status:\n\
             \x20 0  the file was written\n\
             \x20 2  bad usage (the message says which option and why)\n\
             \x20 3  writing failed\n",
            max = eight::path::MAX_MOVES
        ),
        Some(Subcommand::Check) => check_help(),
        Some(Subcommand::Bundle) => "eight bundle: one self-contained source file for judges\n\n\
             Usage: eight bundle [--format NAME] > main.rs\n\
             \x20      rustc --edition 2021 -O main.rs\n\
             \x20      eight bundle --lang cpp [--format NAME] > main.cpp\n\
             \x20      g++ -std=c++11 -O2 main.cpp\n\
             \x20      eight bundle --checker [--protocol NAME] [--format NAME] [--size RxC] > checker.rs\n\n\
             Prints one source file that solves the format on standard input exactly as\n\
             `eight --format NAME` does: in Rust, made from eight's own sources; in C++, a\n\
             second implementation of the same method, for judges without Rust (HDU).\n\n\
             Options:\n\
             \x20 --format NAME  the format it solves (default hdu3567; solvers for the 3x3\n\
             \x20                formats, checkers for every format)\n\
             \x20 --size RxC     a checker's board size (default as for solving)\n\
             \x20 --lang LANG    rust (default) or cpp\n\
             \x20 --checker      a special judge instead of a solver: the `eight check` of\n\
             \x20                the format, speaking --protocol NAME (default eight; see\n\
             \x20                eight help check) with no flags at run time, for judge\n\
             \x20                systems that compile checkers from source\n\n\
             Exit status:\n\
             \x20 0  the file was written\n\
             \x20 2  bad usage\n\
             \x20 3  writing failed\n"
            .to_string(),
    }
}

fn check_help() -> String {
    let mut text = "eight check: a special judge for a contestant's output\n\n\
         Usage: eight check [--format NAME] [--size RxC] INPUT OUTPUT\n\
         \x20      eight check [--format NAME] [--size RxC] --protocol NAME ARGUMENTS...\n\n\
         Reads INPUT with the solver's own rules, solves every case, and judges OUTPUT.\n\
         It prints `accepted: N cases`, or `wrong answer: case i: line L, column C: ...`\n\
         naming the first wrong byte and what was expected there.\n\n\
         The rule, for every format: OUTPUT must be exactly what `eight` prints, except\n\
         that spaces and tabs at the end of a line, CRLF line ends, a missing final\n\
         newline and blank lines at the very end are ignored. Anything else (a leading\n\
         space, a blank line between cases, a tab inside a line, a byte order mark,\n\
         non-ASCII bytes, a `+` or a leading zero) is a wrong answer. Two exceptions\n\
         follow the judges: hdu1043 accepts any legal path, of any length, that reaches\n\
         the goal (uva10181 any of at most 50 moves); trace accepts the boards of any\n\
         shortest path.\n\n\
         Options:\n\
         \x20 --format NAME    the format of INPUT and OUTPUT (default hdu3567)\n\
         \x20 --size RxC       the board size, as for solving (default 3x3, 4x4 for\n\
         \x20                  lightoj1121 and uva10181)\n\
         \x20 --no-cache       build the pattern databases of large boards in memory, without\n\
         \x20                  the disk cache (see eight --help)\n\
         \x20 --protocol NAME  speak a judge system's checker convention (default eight):\n"
        .to_string();
    for protocol in Protocol::ALL {
        text += &format!(
            "      {:<8} {}\n               for {}\n",
            protocol.name(),
            protocol.arguments(),
            protocol.systems()
        );
    }
    text += "\nExit status: (protocol eight; the others use their system's own)\n\
             \x20 0  accepted\n\
             \x20 1  wrong answer\n\
             \x20 2  bad INPUT (the message is the solver's own) or bad usage\n\
             \x20 3  a file cannot be opened or read (the message names it)\n";
    text
}

fn general_help() -> String {
    let mut text = format!(
        "eight {}: shortest, lexicographically smallest sliding-puzzle solutions for judge \
         input\n\n\
         Usage:\n\
         \x20 eight [--format NAME] [--size RxC] < input\n\
         \x20                                   solve every case of the input\n\
         \x20 eight gen [OPTIONS] > input       write a random input file\n\
         \x20 eight check INPUT OUTPUT          judge a contestant's output (a special judge)\n\
         \x20 eight bundle [--lang cpp]         print a one-file source for judges\n\
         \x20 eight help [COMMAND]              this text, or a command's own help\n\
         \x20 eight --version\n\n\
         Boards: 3x3 by default; --size RxC for any R, C >= 2 with R*C <= 16 (hdu3567,\n\
         trace), 4x4 for lightoj1121 and uva10181, up to 999x999 in poj2893 inputs.\n\n\
         Formats (default hdu3567):\n",
        env!("CARGO_PKG_VERSION")
    );
    for format in Format::ALL {
        text += &format!("  {:<11} {}\n", format.name(), format.summary());
    }
    text += "\nLarge boards (4x4, 2x8, 3x5, 2x7) keep their pattern databases in\n\
             $XDG_CACHE_HOME/eight (else ~/.cache/eight); --no-cache builds them in memory.\n\
             EIGHT_THREADS=N sets the threads (default: every core).\n\
             \nExit status:\n\
             \x20 0  every case answered\n\
             \x20 1  every case answered, some goal unreachable (answered -1)\n\
             \x20 2  bad input or usage; the answers before it are written\n\
             \x20 3  reading the input or writing the output failed\n";
    text
}

/// The text of `eight --version`.
pub fn version() -> String {
    format!("eight {}\n", env!("CARGO_PKG_VERSION"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_str(arguments: &[&str]) -> Result<Command, Error> {
        parse(arguments.iter().map(OsString::from))
    }

    fn usage(arguments: &[&str]) -> String {
        match parse_str(arguments) {
            Err(Error::Usage(message)) => message,
            other => panic!("{arguments:?} gave {other:?}"),
        }
    }

    #[test]
    fn defaults_to_hdu3567() {
        assert_eq!(
            parse_str(&[]).unwrap(),
            Command::Solve(Format::Hdu3567, Size::new(3, 3).unwrap(), Cache::Default)
        );
    }

    #[test]
    fn reads_the_format_in_every_spelling() {
        for words in [
            &["--format", "p1379"][..],
            &["--format=p1379"],
            &["-f", "p1379"],
        ] {
            assert_eq!(
                parse_str(words).unwrap(),
                Command::Solve(Format::P1379, Size::new(3, 3).unwrap(), Cache::Default)
            );
        }
    }

    #[test]
    fn reads_the_bundle_language() {
        assert_eq!(
            parse_str(&["bundle", "--lang", "cpp", "--format", "p1379"]).unwrap(),
            Command::Bundle(Format::P1379, Language::Cpp)
        );
        assert_eq!(
            parse_str(&["bundle", "--lang=rust"]).unwrap(),
            Command::Bundle(Format::Hdu3567, Language::Rust)
        );
        assert_eq!(
            usage(&["bundle", "--lang", "go"]),
            "unknown language `go`; the languages are rust, cpp"
        );
        assert_eq!(
            usage(&["--lang", "cpp"]),
            "unknown argument `--lang` for eight"
        );
    }

    #[test]
    fn reads_the_subcommands() {
        assert_eq!(
            parse_str(&["bundle", "--format", "hdu1043"]).unwrap(),
            Command::Bundle(Format::Hdu1043, Language::Rust)
        );
        let options = match parse_str(&["gen", "--cases=5", "--seed", "9", "--distance", "31"]) {
            Ok(Command::Gen(options)) => options,
            other => panic!("not gen: {other:?}"),
        };
        assert_eq!(
            (options.cases, options.seed, options.distances),
            (5, 9, Some((31, 31)))
        );
        assert_eq!(
            parse_str(&["check", "in.txt", "out.txt", "--format", "trace"]).unwrap(),
            Command::Check {
                format: Format::Trace,
                size: Size::new(3, 3).unwrap(),
                protocol: Protocol::Eight,
                arguments: vec!["in.txt".into(), "out.txt".into()],
                cache: Cache::Default,
            }
        );
        assert_eq!(
            parse_str(&[
                "check",
                "--protocol",
                "testlib",
                "in",
                "out",
                "ans",
                "rep",
                "-appes"
            ])
            .unwrap(),
            Command::Check {
                format: Format::Hdu3567,
                size: Size::new(3, 3).unwrap(),
                protocol: Protocol::Testlib,
                arguments: ["in", "out", "ans", "rep", "-appes"]
                    .iter()
                    .map(OsString::from)
                    .collect(),
                cache: Cache::Default,
            }
        );
        assert_eq!(
            usage(&["check", "--protocol", "polygon", "a", "b"]),
            "unknown protocol `polygon`; the protocols are eight, testlib, kattis, hustoj, lemon, cms"
        );
    }

    #[test]
    fn no_cache_is_for_solving_and_checking() {
        let four = Size::new(4, 4).unwrap();
        assert_eq!(
            parse_str(&["--no-cache", "--format", "lightoj1121"]).unwrap(),
            Command::Solve(Format::Lightoj1121, four, Cache::Off)
        );
        assert!(matches!(
            parse_str(&["check", "--no-cache", "a", "b"]).unwrap(),
            Command::Check {
                cache: Cache::Off,
                ..
            }
        ));
        assert_eq!(
            usage(&["--no-cache", "--no-cache"]),
            "--no-cache is given twice"
        );
        assert_eq!(
            usage(&["gen", "--no-cache"]),
            "unknown argument `--no-cache` for eight gen"
        );
        assert_eq!(
            usage(&["--no-cache=1"]),
            "unknown argument `--no-cache=1` for eight"
        );
    }

    #[test]
    fn every_subcommand_has_its_own_help() {
        assert_eq!(parse_str(&["--help"]).unwrap(), Command::Help(None));
        assert_eq!(parse_str(&["help"]).unwrap(), Command::Help(None));
        for subcommand in Subcommand::ALL {
            let name = subcommand.name();
            let expected = Command::Help(Some(subcommand));
            assert_eq!(parse_str(&[name, "--help"]).unwrap(), expected);
            assert_eq!(parse_str(&[name, "-h"]).unwrap(), expected);
            assert_eq!(parse_str(&["help", name]).unwrap(), expected);
            assert!(help(Some(subcommand)).starts_with(&format!("eight {name}: ")));
            assert!(help(Some(subcommand)).contains("Exit status:"));
            assert!(general_help().contains(&format!("eight {name}")), "{name}");
        }
        assert_eq!(
            usage(&["help", "solve"]),
            "no help on `solve`; the commands are gen, check and bundle"
        );
    }

    #[test]
    fn rejects_bad_gen_options_by_name() {
        for (words, message) in [
            (&["gen", "--distance", "32"][..], "--distance takes a whole number from 0 to 31 (digits only), not `32`"),
            (&["gen", "--cases", "+3"], "--cases takes a whole number from 0 to 18446744073709551615 (digits only), not `+3`"),
            (&["gen", "--seed", "18446744073709551616"], "--seed takes a whole number from 0 to 18446744073709551615 (digits only), not `18446744073709551616`"),
            (&["gen", "--cases", "-1"], "--cases takes a whole number from 0 to 18446744073709551615 (digits only), not `-1`"),
            (&["gen", "--seed", "1", "--seed", "2"], "--seed is given twice"),
            (&["gen", "--distance", "3", "--min-distance", "2"], "--distance goes alone, or use --min-distance and --max-distance"),
            (&["gen", "--min-distance", "9", "--max-distance", "3"], "--min-distance 9 is above --max-distance 3"),
            (&["gen", "--unsolvable-share", "0.5"], "--unsolvable-share is for hdu1043, lightoj1121 and uva10181, whose answers say `unsolvable`"),
            (&["gen", "--format", "hdu1043", "--unsolvable-share", "1", "--distance", "5"], "with --unsolvable-share 1 every board is unsolvable and has no distance; drop the distance or lower the share"),
            (&["gen", "--format", "p1379", "--cases", "2"], "a p1379 input holds exactly one case, not 2"),
            (&["--cases", "3"], "unknown argument `--cases` for eight"),
            (&["check", "only-one"], "check takes two files, INPUT and OUTPUT, not 1"),
            (&["bundle", "--seed", "1"], "unknown argument `--seed` for eight bundle"),
            (&["--format", "p1379", "--format", "trace"], "--format is given twice"),
            (&["--format"], "--format needs a value"),
        ] {
            assert_eq!(usage(words), message, "{words:?}");
        }
    }

    #[test]
    fn rejects_unknown_formats_listing_the_known() {
        assert_eq!(
            usage(&["--format", "hdu"]),
            "unknown format `hdu`; the formats are hdu3567, hdu1043, p1379, trace, lightoj1121, uva10181, poj2893"
        );
    }
}
