//! The subcommands besides solving, and the options each takes: what the argument parser
//! and the help texts share.
//!
//! # Costs
//! Nothing: matches.

/// The subcommands besides solving.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Subcommand {
    Gen,
    Check,
    Bundle,
    Prepare,
    Validate,
    Package,
    All,
}

impl Subcommand {
    pub const ALL: [Subcommand; 7] = [
        Subcommand::Gen,
        Subcommand::Check,
        Subcommand::Validate,
        Subcommand::All,
        Subcommand::Bundle,
        Subcommand::Package,
        Subcommand::Prepare,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Subcommand::Gen => "gen",
            Subcommand::Check => "check",
            Subcommand::Bundle => "bundle",
            Subcommand::Prepare => "prepare",
            Subcommand::Validate => "validate",
            Subcommand::Package => "package",
            Subcommand::All => "all",
        }
    }

    pub fn named(word: &str) -> Option<Subcommand> {
        Subcommand::ALL.into_iter().find(|s| s.name() == word)
    }

    /// The options that take a value.
    pub fn options(self) -> &'static [&'static str] {
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
            Subcommand::Prepare => &["--size"],
            Subcommand::Validate => &["--format", "--size", "--protocol"],
            Subcommand::Package => &["--format", "--seed", "--cases"],
            Subcommand::All => &["--format", "--size", "--limit"],
        }
    }
}
