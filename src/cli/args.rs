//! The command line: what `eight` was asked to do, and the help texts.
//!
//! Every subcommand declares the options it takes; an option it does not take, an option given
//! twice, or a malformed value is a usage error (exit 2) that names it. Integers are plain
//! decimal digits, as in the inputs: no sign.
//!
//! # Costs
//! Negligible: a pass over the arguments.

use super::bundle::Bundle;
use super::package::{PackageOptions, DEFAULT_PACKAGE_CASES};
use super::subcommand::Subcommand;
use super::Usage;
use eight::{
    Batch, Cache, FiveSolver, Format, GenOptions, GridSolver, Protocol, Size, DEFAULT_CASES,
    MAX_MOVES,
};
use std::ffi::OsString;
use std::path::PathBuf;

/// What the command line asks for.
#[derive(Clone, PartialEq, Debug)]
pub enum Command {
    /// Solve standard input as this batch says: the format, the board size, the disk cache
    /// of slow pattern databases (`--no-cache`: off).
    Solve(Batch),
    /// Print a one-file source: a solver, a checker or an input validator.
    Bundle(Bundle),
    /// Write a random input file.
    Gen(GenOptions),
    /// Judge a contestant's output, speaking a judge system's checker protocol.
    Check {
        /// The format, the board size and the disk cache (`--no-cache`: off).
        batch: Batch,
        protocol: Protocol,
        /// The files (and flags) the protocol takes, in its order.
        arguments: Vec<OsString>,
        /// Give a right answer that is not the shortest its share of the points.
        score: bool,
    },
    /// Write a problem package.
    Package(PackageOptions),
    /// Build the strong tables of this size into the disk cache.
    Prepare(Size),
    /// Read standard input strictly in this format and size, answering as a validator of
    /// this convention.
    Validate(Batch, Validator),
    /// List every shortest path of each case, at most this many a case.
    All(Batch, usize),
    /// Print the help of a subcommand, or the general help.
    Help(Option<Subcommand>),
    /// Print the version.
    Version,
}

/// How `eight validate` answers: its own way, or as an input validator of testlib or of the
/// Kattis problem package format.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Validator {
    /// stdout `valid: N cases` or `invalid: ...`; exit 0 or 1.
    Eight,
    /// Nothing, exit 0; or stderr `FAIL ...`, exit 3.
    Testlib,
    /// Exit 42 or 43, the reason on stderr.
    Kattis,
}

impl Validator {
    /// Every convention, the default first.
    pub const ALL: [Validator; 3] = [Validator::Eight, Validator::Testlib, Validator::Kattis];

    /// The name `--protocol` takes.
    pub fn name(self) -> &'static str {
        match self {
            Validator::Eight => "eight",
            Validator::Testlib => "testlib",
            Validator::Kattis => "kattis",
        }
    }
}

/// The languages `eight bundle` writes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Language {
    Rust,
    Cpp,
}

/// Parses the arguments after the program name.
pub fn parse(arguments: impl IntoIterator<Item = OsString>) -> Result<Command, Usage> {
    let mut words = Vec::new();
    for argument in arguments {
        words.push(
            argument
                .into_string()
                .map_err(|bad| Usage(format!("argument {bad:?} is not valid UTF-8")))?,
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
                    None => Err(Usage(format!(
                        "no help on `{topic}`; the commands are {}",
                        Subcommand::every_name()
                    ))),
                },
                (Some(_), Some(extra)) => Err(Usage(format!(
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
    let mut validator = false;
    let mut no_cache = false;
    let mut score = false;
    let mut exact = false;
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
                return Err(Usage("--checker is given twice".into()));
            }
            checker = true;
        } else if subcommand == Some(Subcommand::Bundle)
            && name == "--validator"
            && inline.is_none()
        {
            if validator {
                return Err(Usage("--validator is given twice".into()));
            }
            validator = true;
        } else if subcommand == Some(Subcommand::Check) && name == "--score" && inline.is_none() {
            if score {
                return Err(Usage("--score is given twice".into()));
            }
            score = true;
        } else if subcommand.is_none() && name == "--exact" && inline.is_none() {
            if exact {
                return Err(Usage("--exact is given twice".into()));
            }
            exact = true;
        } else if matches!(subcommand, None | Some(Subcommand::Check))
            && name == "--no-cache"
            && inline.is_none()
        {
            // Solving and judging build pattern databases; gen and bundle never do.
            if no_cache {
                return Err(Usage("--no-cache is given twice".into()));
            }
            no_cache = true;
        } else if let Some(&known) = allowed.iter().find(|&&o| o == name) {
            if values.iter().any(|(seen, _)| *seen == known) {
                return Err(Usage(format!("{known} is given twice")));
            }
            let value = match inline {
                Some(value) => value.to_string(),
                None => words
                    .next()
                    .ok_or_else(|| Usage(format!("{known} needs a value")))?,
            };
            values.push((known, value));
        } else if subcommand == Some(Subcommand::Package) && !word.starts_with("--") {
            positional.push(OsString::from(word));
        } else if subcommand == Some(Subcommand::Check) && !word.starts_with("--") {
            // Judge systems pass files and flags such as testlib's `-appes`.
            positional.push(OsString::from(word));
        } else if subcommand.is_none() && !word.starts_with('-') {
            return Err(Usage(format!(
                "unknown command `{word}`; the commands are {}",
                Subcommand::every_name()
            )));
        } else {
            let whose = subcommand.map_or("eight".to_string(), |s| format!("eight {}", s.name()));
            return Err(Usage(format!("unknown argument `{word}` for {whose}")));
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
        None => Format::DEFAULT,
    };
    // Every subcommand but gen (whose poj2893 boards may be larger) takes one of the sizes.
    let size = match value("--size") {
        Some(text) if subcommand != Some(Subcommand::Gen) => taken_size(format, text)?,
        _ => format.default_size(),
    };
    let cache = match no_cache {
        true => Cache::Off,
        false => Cache::Default,
    };
    match subcommand {
        None => {
            let five = Size::new(5, 5).expect("5x5 is a size");
            let has_five = size == five || format.largest_side().map_or(false, |side| side >= 5);
            if exact && !(format.takes_big_boards() && has_five) {
                return Err(Usage(format!(
                    "--exact searches 5x5 boards exactly; {} {}",
                    format.name(),
                    match format.takes_big_boards() {
                        true => "takes them with --size 5x5",
                        false => "does not take them",
                    }
                )));
            }
            let batch = Batch::new(format).size(size).cache(cache);
            Ok(Command::Solve(batch.exact(exact)))
        }
        Some(Subcommand::Bundle) if validator => {
            let protocol = validator_named(value("--protocol").unwrap_or("kattis"))?;
            match value("--lang") {
                _ if checker => Err(Usage("--checker and --validator: one at a time".into())),
                Some("cpp") if protocol == Validator::Eight => Err(Usage(
                    "a C++ validator answers as kattis or testlib (eight validate is the eight \
                     one)"
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
            }
        }
        Some(Subcommand::Bundle) => match value("--lang") {
            None | Some("rust") if checker => Ok(Command::Bundle(Bundle::Checker(
                format,
                size,
                protocol_named(value("--protocol"))?,
                Language::Rust,
            ))),
            Some("cpp") if checker && size != format.default_size() => Err(Usage(format!(
                "the C++ checker is for its format's own board size ({} for {}); the Rust \
                 checker takes every size",
                format.default_size(),
                format.name()
            ))),
            Some("cpp") if checker => Ok(Command::Bundle(Bundle::Checker(
                format,
                size,
                protocol_named(value("--protocol"))?,
                Language::Cpp,
            ))),
            _ if !checker && size != format.default_size() => Err(Usage(format!(
                "a one-file solver is for its format's own board size ({} for {}); --checker \
                 bundles take every format and size",
                format.default_size(),
                format.name()
            ))),
            _ if value("--protocol").is_some() && !checker => {
                Err(Usage("--protocol is for a checker: add --checker".into()))
            }
            None | Some("rust") => Ok(Command::Bundle(Bundle::Solver(format, Language::Rust))),
            Some("cpp") => Ok(Command::Bundle(Bundle::Solver(format, Language::Cpp))),
            Some(other) => Err(Usage(format!(
                "unknown language `{other}`; the languages are rust, cpp"
            ))),
        },
        Some(Subcommand::Gen) => gen_options(format, &value).map(Command::Gen),
        Some(Subcommand::Prepare) => match value("--size") {
            None => Ok(Command::Prepare(Size::FOUR)),
            Some(_) if GridSolver::strong_sizes().contains(&size) => Ok(Command::Prepare(size)),
            Some(_) if size == FiveSolver::size() => Ok(Command::Prepare(size)),
            Some(text) => {
                let sizes: Vec<String> = GridSolver::strong_sizes()
                    .iter()
                    .chain([FiveSolver::size()].iter())
                    .map(|size| size.to_string())
                    .collect();
                Err(Usage(format!(
                    "prepare builds the strong tables of {} only (the other sizes build theirs \
                     when first solved), not `{text}`",
                    super::help::in_words(&sizes)
                )))
            }
        },
        Some(Subcommand::Package) => {
            let folder = match positional.as_slice() {
                [folder] => PathBuf::from(folder),
                _ => {
                    return Err(Usage(format!(
                        "package writes one folder, DIR, not {} arguments",
                        positional.len()
                    )))
                }
            };
            let seed = match value("--seed") {
                Some(text) => integer("--seed", text, u64::MAX)?,
                None => 0,
            };
            let cases = match value("--cases") {
                Some(text) => integer("--cases", text, 10_000)?.max(1),
                None => DEFAULT_PACKAGE_CASES,
            };
            Ok(Command::Package(PackageOptions {
                format,
                seed,
                cases,
                folder,
            }))
        }
        Some(Subcommand::All) => {
            let at_most = match value("--limit") {
                Some(text) => integer("--limit", text, 1_000_000)?.max(1) as usize,
                None => eight::DEFAULT_PATHS,
            };
            if !size.is_exact() {
                return Err(Usage(format!(
                    "eight all lists the paths of boards of at most {} cells, not {size}",
                    eight::MAX_CELLS
                )));
            }
            Ok(Command::All(
                Batch::new(format).size(size).cache(cache),
                at_most,
            ))
        }
        Some(Subcommand::Validate) => {
            let validator = validator_named(value("--protocol").unwrap_or("eight"))?;
            Ok(Command::Validate(Batch::new(format).size(size), validator))
        }
        Some(Subcommand::Check) => {
            let protocol = protocol_named(value("--protocol"))?;
            if protocol == Protocol::Eight && positional.len() != 2 {
                return Err(Usage(format!(
                    "check takes two files, INPUT and OUTPUT, not {}",
                    positional.len()
                )));
            }
            let any_path = format.takes_big_boards() && !size.is_exact();
            if score && format.accepts().is_none() && !any_path {
                return Err(Usage(format!(
                    "--score is for the formats whose judge accepts answers other than the \
                     smallest shortest one ({}, and {} beyond 16 cells); {} wants exactly that \
                     one on {size}",
                    super::help::names(|f| f.accepts().is_some()),
                    super::help::names(|f| f.takes_big_boards() && f.accepts().is_none()),
                    format.name()
                )));
            }
            if score && !protocol.scores() {
                return Err(Usage(format!(
                    "the {} protocol has no scores, only accepted and wrong",
                    protocol.name()
                )));
            }
            Ok(Command::Check {
                batch: Batch::new(format).size(size).cache(cache),
                protocol,
                arguments: positional,
                score,
            })
        }
    }
}

/// The validator convention called `name`.
fn validator_named(name: &str) -> Result<Validator, Usage> {
    Validator::ALL
        .into_iter()
        .find(|v| v.name() == name)
        .ok_or_else(|| {
            Usage(format!(
                "unknown validator protocol `{name}`; validators speak eight, testlib and kattis"
            ))
        })
}

/// A plain decimal integer: digits only, at most `max`.
fn integer(name: &str, text: &str, max: u64) -> Result<u64, Usage> {
    let fits = if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        None
    } else {
        text.parse::<u64>().ok().filter(|&n| n <= max)
    };
    fits.ok_or_else(|| {
        Usage(format!(
            "{name} takes a whole number from 0 to {max} (digits only), not `{text}`"
        ))
    })
}

fn gen_options<'a>(
    format: Format,
    value: &dyn Fn(&str) -> Option<&'a str>,
) -> Result<GenOptions, Usage> {
    let max_moves = MAX_MOVES as u64;
    let distance = |name: &str| -> Result<Option<u8>, Usage> {
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
            return Err(Usage(
                "--distance goes alone, or use --min-distance and --max-distance".into(),
            ))
        }
        (Some(d), None, None) => Some((d, d)),
        (None, None, None) => None,
        (None, low, high) => Some((low.unwrap_or(0), high.unwrap_or(max_moves as u8))),
    };
    if let Some((low, high)) = distances {
        if low > high {
            return Err(Usage(format!(
                "--min-distance {low} is above --max-distance {high}"
            )));
        }
    }
    let unsolvable_share = match value("--unsolvable-share") {
        None => 0.0,
        Some(text) => match text.parse::<f64>() {
            Ok(share) if (0.0..=1.0).contains(&share) && !text.starts_with('+') => share,
            _ => {
                return Err(Usage(format!(
                    "--unsolvable-share takes a number from 0 to 1, not `{text}`"
                )))
            }
        },
    };
    if unsolvable_share > 0.0 && !format.answers_unsolvable() {
        return Err(Usage(format!(
            "--unsolvable-share is for {}, whose answers say `unsolvable`",
            super::help::names(Format::answers_unsolvable)
        )));
    }
    if unsolvable_share == 1.0 && distances.is_some() {
        return Err(Usage(
            "with --unsolvable-share 1 every board is unsolvable and has no distance; drop \
             the distance or lower the share"
                .into(),
        ));
    }
    if format.reads_one_case() && cases != 1 {
        return Err(Usage(format!(
            "a {} input holds exactly one case, not {cases}",
            format.name()
        )));
    }
    let size = match value("--size") {
        None => {
            let size = format.default_size();
            (size.rows(), size.columns())
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
                Some((rows, columns)) if format.reads_sizes_from_input() => (rows, columns),
                _ => {
                    let size = taken_size(format, text)?;
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
        return Err(Usage(
            "--walk and the distance options each choose how far the start is: pick one".into(),
        ));
    }
    if format.reads_sizes_from_input() {
        if let Some(max) = format.largest_side() {
            if !(2..=max).contains(&size.0) || !(2..=max).contains(&size.1) {
                return Err(Usage(format!(
                    "{} boards have 2 to {max} rows and columns, not {}x{}",
                    format.name(),
                    size.0,
                    size.1
                )));
            }
        }
        if format.answers_alone() && (distances.is_some() || walk.is_some()) {
            return Err(Usage(format!(
                "{} asks only whether a board can be solved: no --distance or --walk",
                format.name()
            )));
        }
        if !format.answers_alone() && size.0 != size.1 {
            return Err(Usage(format!(
                "{} boards are square (n x n), not {}x{}",
                format.name(),
                size.0,
                size.1
            )));
        }
    }
    if distances.is_some() && size != (3, 3) {
        return Err(Usage(format!(
            "--distance needs every board's exact distance, which only 3x3 has tables for; \
             use --walk N on {}x{} boards",
            size.0, size.1
        )));
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

/// The size `text` names, if `format` takes it.
fn taken_size(format: Format, text: &str) -> Result<Size, Usage> {
    let size = size_named(text)?;
    format.check_size(size).map_err(|error| {
        Usage(match format.reads_sizes_from_input() {
            true => format!("{error}; drop --size"),
            false => error.to_string(),
        })
    })
}

/// The board size `RxC` named by `--size`.
fn size_named(text: &str) -> Result<Size, Usage> {
    Size::parse(text).ok_or_else(|| {
        Usage(format!(
            "--size takes ROWSxCOLUMNS with at least 2 of each and at most 1000000 cells (exact up \
             to 16 cells: 2x2 to 4x4, 2x8, 3x5, ...), not `{text}`"
        ))
    })
}

/// The protocol called `name`, [`Protocol::Eight`] when none is given.
fn protocol_named(name: Option<&str>) -> Result<Protocol, Usage> {
    let name = match name {
        Some(name) => name,
        None => return Ok(Protocol::Eight),
    };
    Protocol::from_name(name).ok_or_else(|| {
        let known: Vec<&str> = Protocol::ALL.iter().map(|p| p.name()).collect();
        Usage(format!(
            "unknown protocol `{name}`; the protocols are {}",
            known.join(", ")
        ))
    })
}

fn format_named(name: &str) -> Result<Format, Usage> {
    Format::from_name(name).ok_or_else(|| {
        let known: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
        Usage(format!(
            "unknown format `{name}`; the formats are {}",
            known.join(", ")
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::help::help;

    fn parse_str(arguments: &[&str]) -> Result<Command, Usage> {
        parse(arguments.iter().map(OsString::from))
    }

    fn usage(arguments: &[&str]) -> String {
        match parse_str(arguments) {
            Err(Usage(message)) => message,
            other => panic!("{arguments:?} gave {other:?}"),
        }
    }

    #[test]
    fn defaults_to_hdu3567() {
        assert_eq!(
            parse_str(&[]).unwrap(),
            Command::Solve(Batch::new(Format::Hdu3567).cache(Cache::Default))
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
                Command::Solve(Batch::new(Format::P1379).cache(Cache::Default))
            );
        }
    }

    #[test]
    fn reads_the_bundle_language() {
        assert_eq!(
            parse_str(&["bundle", "--lang", "cpp", "--format", "p1379"]).unwrap(),
            Command::Bundle(Bundle::Solver(Format::P1379, Language::Cpp))
        );
        assert_eq!(
            parse_str(&["bundle", "--lang=rust"]).unwrap(),
            Command::Bundle(Bundle::Solver(Format::Hdu3567, Language::Rust))
        );
        assert_eq!(
            usage(&["bundle", "--lang", "go"]),
            "unknown language `go`; the languages are rust, cpp"
        );
        assert_eq!(
            usage(&["--lang", "cpp"]),
            "unknown argument `--lang` for eight"
        );
        assert_eq!(
            parse_str(&[
                "bundle",
                "--checker",
                "--lang",
                "cpp",
                "--protocol",
                "qduoj"
            ])
            .unwrap(),
            Command::Bundle(Bundle::Checker(
                Format::Hdu3567,
                Size::THREE,
                Protocol::Qduoj,
                Language::Cpp
            ))
        );
        assert_eq!(
            usage(&["bundle", "--checker", "--lang", "cpp", "--size", "2x3"]),
            "the C++ checker is for its format's own board size (3x3 for hdu3567); the Rust \
             checker takes every size"
        );
    }

    #[test]
    fn reads_the_subcommands() {
        assert_eq!(
            parse_str(&["bundle", "--format", "hdu1043"]).unwrap(),
            Command::Bundle(Bundle::Solver(Format::Hdu1043, Language::Rust))
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
                batch: Batch::new(Format::Trace),
                protocol: Protocol::Eight,
                arguments: vec!["in.txt".into(), "out.txt".into()],
                score: false,
            }
        );
        assert_eq!(
            usage(&["check", "--score", "a", "b"]),
            "--score is for the formats whose judge accepts answers other than the smallest \
             shortest one (hdu1043, trace, uva10181, uva652 and poj3240, and hdu3567 beyond 16 \
             cells); hdu3567 wants exactly that one on 3x3"
        );
        assert_eq!(
            usage(&[
                "check",
                "--score",
                "--format",
                "uva652",
                "--protocol",
                "hustoj",
                "a"
            ]),
            "the hustoj protocol has no scores, only accepted and wrong"
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
                batch: Batch::new(Format::Hdu3567),
                protocol: Protocol::Testlib,
                arguments: ["in", "out", "ans", "rep", "-appes"]
                    .iter()
                    .map(OsString::from)
                    .collect(),
                score: false,
            }
        );
        assert_eq!(
            usage(&["check", "--protocol", "polygon", "a", "b"]),
            "unknown protocol `polygon`; the protocols are eight, testlib, kattis, hustoj, lemon, cms, qduoj, syzoj"
        );
    }

    #[test]
    fn no_cache_is_for_solving_and_checking() {
        assert_eq!(
            parse_str(&["--no-cache", "--format", "lightoj1121"]).unwrap(),
            Command::Solve(Batch::new(Format::Lightoj1121).cache(Cache::Off))
        );
        assert!(matches!(
            parse_str(&["check", "--no-cache", "a", "b"]).unwrap(),
            Command::Check { batch, .. } if batch.cache == Cache::Off
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
            assert!(help(None).contains(&format!("eight {name}")), "{name}");
        }
        assert_eq!(
            usage(&["help", "solve"]),
            "no help on `solve`; the commands are gen, check, validate, all, bundle, package, \
             prepare and help"
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
            (&["gen", "--unsolvable-share", "0.5"], "--unsolvable-share is for hdu1043, lightoj1121, uva10181, uva652 and poj3240, whose answers say `unsolvable`"),
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
            "unknown format `hdu`; the formats are hdu3567, hdu1043, p1379, trace, lightoj1121, uva10181, poj2893, alds1_13_b, alds1_13_c, aoj0121, uva652, poj3240"
        );
    }
}
