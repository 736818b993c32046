//! How a command declares the options it takes ([`Opt`]: a name, and whether a value
//! follows), and the one reader of the words after the command ([`Given::read`]), which
//! every subcommand's file then asks for its values. The values every command reads alike
//! (a format, a size, a protocol, a plain number) are read here too, with their messages.
//!
//! Why the errors are right: a word is an option only when the command declares it; one
//! declared twice, a value missing, a flag given a value (`--checker=x`) or an undeclared
//! word is a usage error that names the word, in the order the words come; `-h` and `-V`
//! end the reading wherever they stand.
//!
//! # Costs
//! Negligible: one pass over the arguments.

use super::subcommand::Subcommand;
use super::Usage;
use eight::{Cache, Format, Protocol, Size, Validator};
use std::ffi::OsString;

/// An option a command takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Opt {
    /// Its name, with the dashes.
    pub name: &'static str,
    /// Whether a value follows it (`--size 4x4` or `--size=4x4`); else it is a flag.
    pub valued: bool,
}

impl Opt {
    /// An option followed by a value.
    pub const fn valued(name: &'static str) -> Opt {
        Opt { name, valued: true }
    }

    /// A flag.
    pub const fn flag(name: &'static str) -> Opt {
        Opt {
            name,
            valued: false,
        }
    }
}

/// `--format NAME` (also `-f`).
pub const FORMAT: Opt = Opt::valued("--format");
/// `--size RxC`.
pub const SIZE: Opt = Opt::valued("--size");
/// `--protocol NAME`.
pub const PROTOCOL: Opt = Opt::valued("--protocol");
/// `--seed N`.
pub const SEED: Opt = Opt::valued("--seed");
/// `--cases N`.
pub const CASES: Opt = Opt::valued("--cases");
/// `--no-cache`: no disk cache of pattern databases (the commands that build them).
pub const NO_CACHE: Opt = Opt::flag("--no-cache");

/// What a command takes: its options, and whether it takes other words (files, a folder,
/// a judge system's flags such as testlib's `-appes`: anything not starting with `--`).
#[derive(Clone, Copy, Debug)]
pub struct Takes {
    /// The options.
    pub options: &'static [Opt],
    /// Whether other words are its arguments.
    pub positional: bool,
}

/// What reading the words gave: the options, or a request for help or the version.
pub enum Read {
    /// The options and arguments given.
    Given(Given),
    /// `-h` or `--help`.
    Help,
    /// `-V` or `--version`.
    Version,
}

/// The options and arguments a command was given.
#[derive(Debug)]
pub struct Given {
    /// The options given, in order, each with its value (`None` for a flag).
    options: Vec<(&'static str, Option<String>)>,
    /// The other words, in order.
    pub positional: Vec<OsString>,
}

impl Given {
    /// Reads `words` (after the command's name) as options of `subcommand` (`None`: solving),
    /// which takes what `takes` says.
    ///
    /// # Errors
    /// A [`Usage`] that names the first word that is wrong, and why.
    pub fn read(
        subcommand: Option<Subcommand>,
        takes: Takes,
        words: impl IntoIterator<Item = String>,
    ) -> Result<Read, Usage> {
        let mut given = Given {
            options: Vec::new(),
            positional: Vec::new(),
        };
        let mut words = words.into_iter();
        while let Some(word) = words.next() {
            let (name, inline) = match word.split_once('=') {
                Some((name, value)) if name.starts_with("--") => (name, Some(value)),
                _ => (word.as_str(), None),
            };
            let name = if name == "-f" { FORMAT.name } else { name };
            match name {
                "-h" | "--help" => return Ok(Read::Help),
                "-V" | "--version" => return Ok(Read::Version),
                _ => {}
            }
            let declared = takes
                .options
                .iter()
                .find(|option| option.name == name && (option.valued || inline.is_none()));
            if let Some(option) = declared {
                if given.options.iter().any(|(seen, _)| *seen == option.name) {
                    return Err(Usage(format!("{} is given twice", option.name)));
                }
                let value = match (option.valued, inline) {
                    (false, _) => None,
                    (true, Some(value)) => Some(value.to_string()),
                    (true, None) => Some(
                        words
                            .next()
                            .ok_or_else(|| Usage(format!("{} needs a value", option.name)))?,
                    ),
                };
                given.options.push((option.name, value));
            } else if takes.positional && !word.starts_with("--") {
                given.positional.push(OsString::from(word));
            } else if subcommand.is_none() && !word.starts_with('-') {
                return Err(Usage(format!(
                    "unknown command `{word}`; the commands are {}",
                    Subcommand::every_name()
                )));
            } else {
                let whose =
                    subcommand.map_or("eight".to_string(), |s| format!("eight {}", s.name()));
                return Err(Usage(format!("unknown argument `{word}` for {whose}")));
            }
        }
        Ok(Read::Given(given))
    }

    /// The value of option `option`, if given.
    pub fn value(&self, option: Opt) -> Option<&str> {
        debug_assert!(option.valued, "{} is a flag", option.name);
        self.options
            .iter()
            .find(|(seen, _)| *seen == option.name)
            .and_then(|(_, value)| value.as_deref())
    }

    /// Whether flag `option` was given.
    pub fn flag(&self, option: Opt) -> bool {
        debug_assert!(!option.valued, "{} takes a value", option.name);
        self.options.iter().any(|(seen, _)| *seen == option.name)
    }

    /// The format `--format` names, or the default one.
    ///
    /// # Errors
    /// An unknown name.
    pub fn format(&self) -> Result<Format, Usage> {
        match self.value(FORMAT) {
            Some(name) => format_named(name),
            None => Ok(Format::DEFAULT),
        }
    }

    /// The size `--size` names, if `format` takes it; the format's own without it.
    ///
    /// # Errors
    /// A malformed size, or one the format does not take.
    pub fn size(&self, format: Format) -> Result<Size, Usage> {
        match self.value(SIZE) {
            Some(text) => taken_size(format, text),
            None => Ok(format.default_size()),
        }
    }

    /// The disk cache: off with `--no-cache`.
    pub fn cache(&self) -> Cache {
        match self.flag(NO_CACHE) {
            true => Cache::Off,
            false => Cache::Default,
        }
    }

    /// The plain number option `option` gives, at most `max`; `default` without it.
    ///
    /// # Errors
    /// Anything but digits, or a number above `max`.
    pub fn number(&self, option: Opt, max: u64, default: u64) -> Result<u64, Usage> {
        match self.value(option) {
            Some(text) => integer(option.name, text, max),
            None => Ok(default),
        }
    }
}

/// A plain decimal integer: digits only, at most `max`.
pub fn integer(name: &str, text: &str, max: u64) -> Result<u64, Usage> {
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

/// The size `text` names, if `format` takes it.
pub fn taken_size(format: Format, text: &str) -> Result<Size, Usage> {
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

/// The checker protocol called `name`, [`Protocol::Eight`] when none is given.
pub fn protocol_named(name: Option<&str>) -> Result<Protocol, Usage> {
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

/// The input validator convention called `name`.
pub fn validator_named(name: &str) -> Result<Validator, Usage> {
    Validator::from_name(name).ok_or_else(|| {
        Usage(format!(
            "unknown validator protocol `{name}`; validators speak eight, testlib and kattis"
        ))
    })
}

/// The format called `name`.
fn format_named(name: &str) -> Result<Format, Usage> {
    Format::from_name(name).ok_or_else(|| {
        let known: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
        Usage(format!(
            "unknown format `{name}`; the formats are {}",
            known.join(", ")
        ))
    })
}
