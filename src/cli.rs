//! The command line: what `eight` was asked to do.
//!
//! `eight [--format NAME]` solves standard input; `--help` and `--version` print and exit.
//!
//! # Costs
//! Negligible: a pass over the arguments.

use crate::error::Error;
use crate::format::Format;
use std::ffi::OsString;
use std::path::PathBuf;

/// What the command line asks for.
#[derive(Clone, PartialEq, Debug)]
pub enum Command {
    /// Solve standard input in this format.
    Solve(Format),
    /// Print a one-file Rust source that solves this format.
    Bundle(Format),
    /// Print a one-file C++ source that solves this format (`bundle --lang cpp`).
    BundleCpp(Format),
    /// Write a random input file.
    Gen(GenOptions),
    /// Judge a contestant's output for an input.
    Check {
        input: PathBuf,
        output: PathBuf,
        format: Format,
    },
    /// Print the usage text.
    Help,
    /// Print the version.
    Version,
}

/// The options of `eight gen`.
#[derive(Clone, PartialEq, Debug)]
pub struct GenOptions {
    pub format: Format,
    pub cases: u64,
    pub seed: u64,
    /// Optimal distances allowed, inclusive; `None` for any.
    pub distances: Option<(u8, u8)>,
    /// Share of unsolvable cases, for hdu1043 only.
    pub unsolvable_share: f64,
}

/// Cases `eight gen` writes by default: the HDU 3567 bound on T.
pub const DEFAULT_CASES: u64 = 200;

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
    let subcommand = match words.first().map(String::as_str) {
        Some(word @ ("bundle" | "gen" | "check")) => {
            let word = word.to_string();
            words.remove(0);
            Some(word)
        }
        _ => None,
    };
    let mut format = Format::Hdu3567;
    let mut cpp = false;
    let mut numbers: Vec<(&str, String)> = Vec::new();
    let mut positional = Vec::new();
    let mut words = words.iter();
    while let Some(word) = words.next() {
        let (name, inline_value) = match word.split_once('=') {
            Some((name, value)) if name.starts_with("--") => (name, Some(value.to_string())),
            _ => (word.as_str(), None),
        };
        let mut value = || {
            inline_value
                .clone()
                .or_else(|| words.next().cloned())
                .ok_or_else(|| Error::Usage(format!("{name} needs a value")))
        };
        match name {
            "-h" | "--help" => return Ok(Command::Help),
            "-V" | "--version" => return Ok(Command::Version),
            "-f" | "--format" => format = format_named(&value()?)?,
            "--cases" | "--seed" | "--distance" | "--min-distance" | "--max-distance"
            | "--unsolvable-share"
                if subcommand.as_deref() == Some("gen") =>
            {
                let name = GEN_OPTIONS
                    .iter()
                    .find(|o| **o == name)
                    .copied()
                    .unwrap_or("");
                numbers.push((name, value()?));
            }
            "--lang" if subcommand.as_deref() == Some("bundle") => {
                cpp = match value()?.as_str() {
                    "rust" => false,
                    "cpp" => true,
                    other => {
                        return Err(Error::Usage(format!(
                            "unknown language `{other}`; the languages are rust, cpp"
                        )))
                    }
                }
            }
            _ if !name.starts_with('-') && subcommand.as_deref() == Some("check") => {
                positional.push(PathBuf::from(word));
            }
            _ => return Err(Error::Usage(format!("unknown argument `{word}`"))),
        }
    }
    match subcommand.as_deref() {
        None => Ok(Command::Solve(format)),
        Some("bundle") if cpp => Ok(Command::BundleCpp(format)),
        Some("bundle") => Ok(Command::Bundle(format)),
        Some("gen") => gen_options(format, &numbers).map(Command::Gen),
        _ => match <[PathBuf; 2]>::try_from(positional) {
            Ok([input, output]) => Ok(Command::Check {
                input,
                output,
                format,
            }),
            Err(_) => Err(Error::Usage("check takes two files: INPUT OUTPUT".into())),
        },
    }
}

const GEN_OPTIONS: [&str; 6] = [
    "--cases",
    "--seed",
    "--distance",
    "--min-distance",
    "--max-distance",
    "--unsolvable-share",
];

fn gen_options(format: Format, numbers: &[(&str, String)]) -> Result<GenOptions, Error> {
    let mut options = GenOptions {
        format,
        cases: if format.reads_one_case() {
            1
        } else {
            DEFAULT_CASES
        },
        seed: 0,
        distances: None,
        unsolvable_share: 0.0,
    };
    let (mut low, mut high, mut exact) = (None, None, None);
    for (name, text) in numbers {
        let whole = || {
            text.parse::<u64>().map_err(|_| {
                Error::Usage(format!("{name} takes a non-negative integer, not `{text}`"))
            })
        };
        let distance = || match whole() {
            Ok(d) if d <= crate::path::MAX_MOVES as u64 => Ok(d as u8),
            _ => Err(Error::Usage(format!(
                "{name} takes a distance from 0 to {}, not `{text}`",
                crate::path::MAX_MOVES
            ))),
        };
        match *name {
            "--cases" => options.cases = whole()?,
            "--seed" => options.seed = whole()?,
            "--distance" => exact = Some(distance()?),
            "--min-distance" => low = Some(distance()?),
            "--max-distance" => high = Some(distance()?),
            _ => {
                options.unsolvable_share = match text.parse::<f64>() {
                    Ok(share) if (0.0..=1.0).contains(&share) => share,
                    _ => {
                        return Err(Error::Usage(format!(
                            "--unsolvable-share takes a number from 0 to 1, not `{text}`"
                        )))
                    }
                }
            }
        }
    }
    options.distances = match (exact, low, high) {
        (Some(_), Some(_), _) | (Some(_), _, Some(_)) => {
            return Err(Error::Usage(
                "--distance goes alone, or use --min-distance and --max-distance".into(),
            ))
        }
        (Some(d), None, None) => Some((d, d)),
        (None, None, None) => None,
        (None, low, high) => Some((
            low.unwrap_or(0),
            high.unwrap_or(crate::path::MAX_MOVES as u8),
        )),
    };
    if let Some((low, high)) = options.distances {
        if low > high {
            return Err(Error::Usage(format!(
                "--min-distance {low} is above --max-distance {high}"
            )));
        }
    }
    if options.unsolvable_share > 0.0 && format != Format::Hdu1043 {
        return Err(Error::Usage(
            "--unsolvable-share is for hdu1043, whose answers include `unsolvable`".into(),
        ));
    }
    if format.reads_one_case() && options.cases != 1 {
        return Err(Error::Usage(format!(
            "a {} input holds exactly one case",
            format.name()
        )));
    }
    Ok(options)
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

/// The text of `eight --help`.
pub fn help() -> String {
    let mut text = format!(
        "eight {}: shortest, lexicographically smallest 8-puzzle solutions for judge input\n\n\
         Usage: eight [--format NAME] < input\n\
         \x20      eight bundle [--format NAME] > main.rs   (one-file source for judges)\n\
         \x20      eight bundle --lang cpp [--format NAME] > main.cpp\n\n\
         Formats (default hdu3567):\n",
        env!("CARGO_PKG_VERSION")
    );
    for format in Format::ALL {
        text += &format!("  {:<9} {}\n", format.name(), format.summary());
    }
    text += "\nExit status:\n  0  every case answered\n  1  every case answered, some goal \
             unreachable (answered -1)\n  2  bad input or usage; the answers before it are \
             written\n  3  reading the input or writing the output failed\n";
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

    #[test]
    fn defaults_to_hdu3567() {
        assert_eq!(parse_str(&[]).unwrap(), Command::Solve(Format::Hdu3567));
    }

    #[test]
    fn reads_the_format_in_both_spellings() {
        assert_eq!(
            parse_str(&["--format", "p1379"]).unwrap(),
            Command::Solve(Format::P1379)
        );
        assert_eq!(
            parse_str(&["--format=trace"]).unwrap(),
            Command::Solve(Format::Trace)
        );
    }

    #[test]
    fn reads_the_bundle_subcommand() {
        assert_eq!(
            parse_str(&["bundle", "--format", "hdu1043"]).unwrap(),
            Command::Bundle(Format::Hdu1043)
        );
    }

    #[test]
    fn reads_the_bundle_language() {
        assert_eq!(
            parse_str(&["bundle", "--lang", "cpp", "--format", "p1379"]).unwrap(),
            Command::BundleCpp(Format::P1379)
        );
        assert_eq!(
            parse_str(&["bundle", "--lang=rust"]).unwrap(),
            Command::Bundle(Format::Hdu3567)
        );
        assert!(parse_str(&["bundle", "--lang", "go"]).is_err());
        assert!(parse_str(&["--lang", "cpp"]).is_err());
    }

    #[test]
    fn reads_the_subcommands() {
        assert_eq!(
            parse_str(&["bundle", "--format", "hdu1043"]).unwrap(),
            Command::Bundle(Format::Hdu1043)
        );
        let Command::Gen(options) =
            parse_str(&["gen", "--cases=5", "--seed", "9", "--distance", "31"]).unwrap()
        else {
            panic!("not gen");
        };
        assert_eq!(
            (options.cases, options.seed, options.distances),
            (5, 9, Some((31, 31)))
        );
        assert_eq!(
            parse_str(&["check", "in.txt", "out.txt", "--format", "trace"]).unwrap(),
            Command::Check {
                input: "in.txt".into(),
                output: "out.txt".into(),
                format: Format::Trace
            }
        );
    }

    #[test]
    fn rejects_bad_gen_options() {
        for words in [
            &["gen", "--distance", "32"][..],
            &["gen", "--distance", "3", "--min-distance", "2"],
            &["gen", "--min-distance", "9", "--max-distance", "3"],
            &["gen", "--cases", "-1"],
            &["gen", "--unsolvable-share", "0.5"],
            &["gen", "--format", "p1379", "--cases", "2"],
            &["--cases", "3"],
            &["check", "only-one"],
        ] {
            assert!(parse_str(words).is_err(), "{words:?}");
        }
    }

    #[test]
    fn rejects_unknown_words() {
        let error = parse_str(&["--format", "hdu"]).unwrap_err();
        assert!(error.to_string().contains("hdu3567, hdu1043, p1379, trace"));
        assert!(parse_str(&["--fast"]).is_err());
        assert!(parse_str(&["--format"]).is_err());
    }

    #[test]
    fn help_lists_every_format() {
        let text = help();
        for format in Format::ALL {
            assert!(text.contains(format.name()));
        }
    }
}
