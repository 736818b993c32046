//! Runs the binary on every input in samples/ and compares its output byte for byte.
//!
//! A stem that names a size (`hdu3567-4x4`) is run with `--size` (see `common::sample_size`).
//! The expected outputs of the samples of other sizes than 3x3 were computed apart from the
//! crate (a breadth-first search from the goal and the smallest move one step closer; for
//! 4x4 boards a search bounded by depth or a Manhattan-pruned search; parity for poj2893)
//! before they were compared with the binary's.

mod common;

use common::{eight, sample, sample_size};
use std::fs;

/// The samples whose exit status is 1: some goal cannot be reached, and the format does not
/// answer that as an ordinary answer. Every other sample exits 0.
const UNREACHABLE: &[&str] = &[
    "hdu3567-unreachable",
    "hdu3567-4x4",
    "p1379-unreachable",
    "trace-unreachable",
];

/// Every sample's stem: the files `samples/STEM.in`, each with its `STEM.out`.
fn stems() -> Vec<String> {
    let mut stems: Vec<String> = fs::read_dir(sample(""))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter_map(|name| name.strip_suffix(".in").map(str::to_string))
        .collect();
    stems.sort();
    stems
}

/// The format a sample is in: its stem up to the first `-`.
fn format_of(stem: &str) -> &str {
    stem.split('-').next().unwrap()
}

/// The arguments that solve the sample `stem` in `format`.
fn arguments<'a>(stem: &'a str, format: &'a str) -> Vec<&'a str> {
    let mut arguments = vec!["--format", format];
    if let Some(size) = sample_size(stem) {
        arguments.extend(["--size", size]);
    }
    arguments
}

#[test]
fn every_sample_gives_its_expected_output() {
    for stem in stems() {
        let format = format_of(&stem);
        let input = fs::read(sample(&format!("{stem}.in"))).unwrap();
        let expected = fs::read(sample(&format!("{stem}.out"))).unwrap();
        let run = eight(&arguments(&stem, format), &input);
        assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&expected),
            "{stem}"
        );
        let status = i32::from(UNREACHABLE.contains(&stem.as_str()));
        assert_eq!(run.status, status, "{stem}: {}", run.stderr);
    }
}

#[test]
fn every_file_in_samples_is_a_case_of_a_format() {
    let names: Vec<&str> = eight::Format::ALL.iter().map(|f| f.name()).collect();
    for entry in fs::read_dir(sample("")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let (stem, extension) = name.rsplit_once('.').unwrap();
        assert!(["in", "out"].contains(&extension), "samples/{name}");
        assert!(
            sample(&format!("{stem}.in")).exists(),
            "samples/{name} has no .in"
        );
        assert!(
            sample(&format!("{stem}.out")).exists(),
            "samples/{name} has no .out"
        );
        assert!(
            names.contains(&format_of(stem)),
            "samples/{name}: no such format"
        );
    }
    for stem in UNREACHABLE {
        assert!(stems().iter().any(|s| s == stem), "{stem} is no sample");
    }
}

#[test]
fn every_format_has_a_sample() {
    for format in eight::Format::ALL {
        assert!(
            sample(&format!("{}.in", format.name())).exists(),
            "{} has no sample",
            format.name()
        );
    }
}

#[test]
fn the_default_format_is_hdu3567() {
    let input = fs::read(sample("hdu3567.in")).unwrap();
    let run = eight(&[], &input);
    assert_eq!(run.stdout, b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
    assert_eq!(run.status, 0);
}

#[test]
fn the_trace_sample_is_the_seed_example() {
    let run = eight(
        &["--format", "trace"],
        &fs::read(sample("trace.in")).unwrap(),
    );
    let text = String::from_utf8(run.stdout).unwrap();
    let boards: Vec<&str> = text.trim_end().split("\n\n").collect();
    // 32 boards and the count: start first, goal last, 31 moves.
    assert_eq!(boards.len(), 33);
    assert_eq!(boards[0], "2 6 4\n1 3 7\n0 5 8");
    assert_eq!(boards[31], "8 1 5\n7 3 6\n4 0 2");
    assert_eq!(boards[32], "31");
}

#[test]
fn unreachable_cases_are_reported_on_stderr() {
    let run = eight(&[], &fs::read(sample("hdu3567-unreachable.in")).unwrap());
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(run.stderr.contains("case 2: the goal cannot be reached"));
}

#[test]
fn unsolvable_is_an_ordinary_hdu1043_answer() {
    let run = eight(
        &["--format", "hdu1043"],
        &fs::read(sample("hdu1043.in")).unwrap(),
    );
    assert_eq!(run.status, 0);
    assert!(run.stderr.is_empty(), "{}", run.stderr);
}

#[test]
fn help_and_version() {
    let help = eight(&["--help"], b"");
    assert_eq!(help.status, 0);
    let text = String::from_utf8(help.stdout).unwrap();
    for format in eight::Format::ALL {
        assert!(text.contains(format.name()), "{text}");
    }
    let version = eight(&["--version"], b"");
    assert_eq!(
        String::from_utf8(version.stdout).unwrap(),
        format!("eight {}\n", env!("CARGO_PKG_VERSION"))
    );
    let bad = eight(&["--format", "nope"], b"");
    assert_eq!(bad.status, 2);
    assert!(
        bad.stderr.contains("unknown format `nope`"),
        "{}",
        bad.stderr
    );
}

#[test]
fn sizes_are_read_from_the_stems() {
    assert_eq!(sample_size("hdu3567-4x4"), Some("4x4"));
    assert_eq!(sample_size("trace-2x4"), Some("2x4"));
    assert_eq!(sample_size("hdu3567-31"), None);
    assert_eq!(sample_size("hdu3567-crlf"), None);
    assert_eq!(sample_size("lightoj1121"), None);
    assert_eq!(
        arguments("hdu3567-4x4", "hdu3567"),
        ["--format", "hdu3567", "--size", "4x4"]
    );
}

#[test]
fn the_unreachable_4x4_pair_is_reported_on_stderr() {
    let run = eight(
        &["--size", "4x4"],
        &fs::read(sample("hdu3567-4x4.in")).unwrap(),
    );
    assert_eq!(run.status, 1);
    assert_eq!(
        run.stderr,
        "eight: case 4: the goal cannot be reached from the start (their tile orders differ in parity)\n"
    );
}

#[test]
fn the_uva10181_sample_is_the_problems() {
    assert_eq!(
        fs::read_to_string(sample("uva10181.out")).unwrap(),
        "LLLDRDRDR\nThis puzzle is not solvable.\n"
    );
}
