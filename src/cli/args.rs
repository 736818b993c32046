//! The command line: which command the words ask for, read by that command's file (each
//! subcommand's file declares its options and checks their values; `options` reads them
//! all the one way), and what it asks for ([`Command`]).
//!
//! # Costs
//! Negligible: a pass over the arguments.

use super::bundle::Bundle;
use super::options::{Given, Read, Takes};
use super::package::PackageOptions;
use super::status::print;
use super::subcommand::Subcommand;
use super::{Usage, Validator};
use eight::{Batch, GenOptions, Protocol, Size};
use std::ffi::OsString;

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
    /// Draw every case into a page, on stdout or into this file.
    Show {
        /// The format and size.
        batch: Batch,
        /// INPUT and OUTPUT, to judge OUTPUT.
        check: Option<(std::path::PathBuf, std::path::PathBuf)>,
        /// The page's file; stdout without it.
        page: Option<std::path::PathBuf>,
    },
    /// Print the help of a subcommand, or the general help.
    Help(Option<Subcommand>),
    /// Print the version.
    Version,
}

impl Command {
    /// Does what the command asks, in its own file's run; gives the exit status.
    pub fn run(self) -> i32 {
        match self {
            Command::Help(topic) => print(&super::help(topic)),
            Command::Version => print(&super::version()),
            Command::Solve(batch) => super::solve::run(batch),
            Command::Bundle(bundle) => super::bundle::run(bundle),
            Command::Gen(options) => super::gen::run(&options),
            Command::Check {
                batch,
                protocol,
                arguments,
                score,
            } => super::check::run(&batch, protocol, &arguments, score),
            Command::Package(options) => super::package::run(&options),
            Command::Prepare(size) => super::prepare::run(size),
            Command::Validate(batch, validator) => super::validate::run(batch, validator),
            Command::All(batch, at_most) => super::all::run(batch, at_most),
            Command::Show { batch, check, page } => super::show::run(batch, check, page),
        }
    }
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
    // Each command's file: what it takes, and the command its options ask for.
    type Reads = fn(&Given) -> Result<Command, Usage>;
    let (takes, command): (Takes, Reads) = match subcommand {
        None => (super::solve::TAKES, super::solve::command),
        Some(Subcommand::Gen) => (super::gen::TAKES, super::gen::command),
        Some(Subcommand::Check) => (super::check::TAKES, super::check::command),
        Some(Subcommand::Bundle) => (super::bundle::TAKES, super::bundle::command),
        Some(Subcommand::Prepare) => (super::prepare::TAKES, super::prepare::command),
        Some(Subcommand::Validate) => (super::validate::TAKES, super::validate::command),
        Some(Subcommand::Package) => (super::package::TAKES, super::package::command),
        Some(Subcommand::All) => (super::all::TAKES, super::all::command),
        Some(Subcommand::Show) => (super::show::TAKES, super::show::command),
    };
    match Given::read(subcommand, takes, words)? {
        Read::Given(given) => command(&given),
        Read::Help => Ok(Command::Help(subcommand)),
        Read::Version => Ok(Command::Version),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::bundle::Language;
    use crate::cli::help::help;
    use eight::{Cache, Format};

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
            Command::Bundle(Bundle::Solver(Format::P1379, Size::THREE, Language::Cpp))
        );
        assert_eq!(
            parse_str(&["bundle", "--lang=rust"]).unwrap(),
            Command::Bundle(Bundle::Solver(Format::Hdu3567, Size::THREE, Language::Rust))
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
            "the C++ checker of hdu3567 serves 3x3 boards, not 2x3; the Rust one does (--lang \
             rust)"
        );
    }

    #[test]
    fn reads_the_subcommands() {
        assert_eq!(
            parse_str(&["bundle", "--format", "hdu1043"]).unwrap(),
            Command::Bundle(Bundle::Solver(Format::Hdu1043, Size::THREE, Language::Rust))
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
             shortest one (hdu1043, trace, uva10181, uva652, poj3240, mipt091, spoj_solving, \
             uva10085, hackerrank_npuzzle and npuzzle42, and hdu3567 beyond 16 cells); hdu3567 \
             wants exactly that one on 3x3"
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
            "no help on `solve`; the commands are gen, check, validate, all, show, bundle, \
             package, prepare and help"
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
            (&["gen", "--unsolvable-share", "0.5"], "--unsolvable-share is for hdu1043, lightoj1121, uva10181, uva652, poj3240, mipt089, mipt091, leetcode773 and npuzzle42, whose answers say a board cannot be solved"),
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
            "unknown format `hdu`; the formats are hdu3567, hdu1043, p1379, trace, lightoj1121, uva10181, poj2893, alds1_13_b, alds1_13_c, aoj0121, uva652, poj3240, mipt089, mipt091, spoj_solving, leetcode773, uva10085, hackerrank_npuzzle, npuzzle42"
        );
    }
}
