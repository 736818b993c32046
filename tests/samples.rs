//! Runs the binary on every input in samples/ and compares its output byte for byte.

mod common;

use common::{eight, sample};
use std::fs;

/// Every sample: file stem, format, expected exit status.
const SAMPLES: &[(&str, &str, i32)] = &[
    ("hdu3567", "hdu3567", 0),
    ("hdu3567-same", "hdu3567", 0),
    ("hdu3567-31", "hdu3567", 0),
    ("hdu3567-crlf", "hdu3567", 0),
    ("hdu3567-unreachable", "hdu3567", 1),
    ("hdu1043", "hdu1043", 0),
    ("p1379", "p1379", 0),
    ("p1379-spaced", "p1379", 0),
    ("p1379-unreachable", "p1379", 1),
    ("trace", "trace", 0),
    ("trace-unreachable", "trace", 1),
];

#[test]
fn every_sample_gives_its_expected_output() {
    for &(stem, format, status) in SAMPLES {
        let input = fs::read(sample(&format!("{stem}.in"))).unwrap();
        let expected = fs::read(sample(&format!("{stem}.out"))).unwrap();
        let run = eight(&["--format", format], &input);
        assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&expected),
            "{stem}"
        );
        assert_eq!(run.status, status, "{stem}: {}", run.stderr);
    }
}

#[test]
fn every_file_in_samples_is_checked() {
    for entry in fs::read_dir(sample("")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let stem = name
            .rsplit_once('.')
            .map_or(name.as_str(), |(stem, _)| stem);
        assert!(
            SAMPLES.iter().any(|&(s, _, _)| s == stem),
            "samples/{name} is not in the SAMPLES table"
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
    for format in ["hdu3567", "hdu1043", "p1379", "trace"] {
        assert!(text.contains(format), "{text}");
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
