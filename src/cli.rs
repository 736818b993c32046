//! The command line: what `eight` was asked to do.
//!
//! `eight [--format NAME]` solves standard input; `--help` and `--version` print and exit.
//!
//! # Costs
//! Negligible: a pass over the arguments.

use crate::error::Error;
use crate::format::Format;
use std::ffi::OsString;

/// What the command line asks for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    /// Solve standard input in this format.
    Solve(Format),
    /// Print the usage text.
    Help,
    /// Print the version.
    Version,
}

/// Parses the arguments after the program name.
pub fn parse(arguments: impl IntoIterator<Item = OsString>) -> Result<Command, Error> {
    let mut arguments = arguments.into_iter();
    let mut format = Format::Hdu3567;
    while let Some(argument) = arguments.next() {
        let argument = argument
            .into_string()
            .map_err(|bad| Error::Usage(format!("argument {bad:?} is not valid UTF-8")))?;
        match argument.as_str() {
            "-h" | "--help" => return Ok(Command::Help),
            "-V" | "--version" => return Ok(Command::Version),
            "--format" | "-f" => {
                let name = arguments
                    .next()
                    .and_then(|n| n.into_string().ok())
                    .ok_or_else(|| Error::Usage("--format needs a format name".into()))?;
                format = format_named(&name)?;
            }
            other => match other.strip_prefix("--format=") {
                Some(name) => format = format_named(name)?,
                None => return Err(Error::Usage(format!("unknown argument `{other}`"))),
            },
        }
    }
    Ok(Command::Solve(format))
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
         Usage: eight [--format NAME] < input\n\n\
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
