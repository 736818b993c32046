//! The whole mutation corpora of the special judge (`tests/common/mutations.rs`): 2,500
//! mutated outputs a format judged by `eight check` against the oracle, one in five by the
//! format's C++ checker too (Kattis protocol, built as C++98), and 400 poj3240 answers of
//! every side, each by both.

use super::common::eight;
use super::mutations::{bases, fuzz, poj3240_fuzz, Kind};
use super::toolchain::{built, Build};
use std::path::PathBuf;

/// Mutated outputs a format.
const MUTATIONS: usize = 2500;

/// One mutation in this many is judged by the C++ checker too.
const CPP_EVERY: usize = 5;

/// The C++ checker of `format` for the Kattis protocol, built once a run.
pub(super) fn cpp_checker(format: &str) -> PathBuf {
    let bundle = eight(
        &[
            "bundle",
            "--checker",
            "--lang",
            "cpp",
            "--protocol",
            "kattis",
            "--format",
            format,
        ],
        b"",
    );
    assert_eq!(bundle.status, 0, "{}", bundle.stderr);
    built(
        &bundle.stdout,
        Build::Cpp98,
        &format!("the {format} C++ checker"),
    )
}

fn whole_corpus(kind: Kind) {
    let checker = cpp_checker(kind.name());
    let (bases, seed) = bases(kind);
    fuzz(kind, &bases, seed, MUTATIONS, Some((&checker, CPP_EVERY)));
}

#[test]
#[ignore = "conformance tier: g++"]
fn hdu3567_mutations_by_eight_check_and_the_cpp_checker() {
    whole_corpus(Kind::Hdu3567);
}

#[test]
#[ignore = "conformance tier: g++"]
fn hdu1043_mutations_by_eight_check_and_the_cpp_checker() {
    whole_corpus(Kind::Hdu1043);
}

#[test]
#[ignore = "conformance tier: g++"]
fn p1379_mutations_by_eight_check_and_the_cpp_checker() {
    whole_corpus(Kind::P1379);
}

#[test]
#[ignore = "conformance tier: g++"]
fn trace_mutations_by_eight_check_and_the_cpp_checker() {
    whole_corpus(Kind::Trace);
}

#[test]
#[ignore = "conformance tier: g++"]
fn poj3240_mutations_by_eight_check_and_the_cpp_checker() {
    poj3240_fuzz(400, Some(&cpp_checker("poj3240")));
}
