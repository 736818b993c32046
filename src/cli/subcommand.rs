//! The subcommands besides solving, their names and purposes: what the argument parser and
//! the help texts share (the options each takes are declared in its own file).
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
    Show,
}

impl Subcommand {
    pub const ALL: [Subcommand; 8] = [
        Subcommand::Gen,
        Subcommand::Check,
        Subcommand::Validate,
        Subcommand::All,
        Subcommand::Show,
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
            Subcommand::Show => "show",
        }
    }

    /// How the general help shows the command, after `eight `.
    pub fn synopsis(self) -> &'static str {
        match self {
            Subcommand::Gen => "gen [OPTIONS] > input",
            Subcommand::Check => "check INPUT OUTPUT",
            Subcommand::Validate => "validate < INPUT",
            Subcommand::All => "all < INPUT",
            Subcommand::Show => "show [-o FILE] < INPUT",
            Subcommand::Bundle => "bundle [--lang cpp]",
            Subcommand::Package => "package DIR",
            Subcommand::Prepare => "prepare [--size RxC]",
        }
    }

    /// What the command is for, in a few words.
    pub fn purpose(self) -> &'static str {
        match self {
            Subcommand::Gen => "write a random input file",
            Subcommand::Check => "judge a contestant's output (a special judge)",
            Subcommand::Validate => "read a test input strictly (for setters)",
            Subcommand::All => "every shortest path of each case (for setters)",
            Subcommand::Show => "an HTML page that plays every answer",
            Subcommand::Bundle => "print a one-file source for judges",
            Subcommand::Package => "write a problem package (see its help)",
            Subcommand::Prepare => "build a size's strong tables (see its help)",
        }
    }

    /// Every command's name in the order of the general help, `help` last, in words:
    /// `gen, check, ... and help`.
    pub fn every_name() -> String {
        let names: Vec<&str> = Subcommand::ALL.iter().map(|s| s.name()).collect();
        format!("{} and help", names.join(", "))
    }

    pub fn named(word: &str) -> Option<Subcommand> {
        Subcommand::ALL.into_iter().find(|s| s.name() == word)
    }
}
