//! `eight package`: what the command promises by itself: the same seed gives the same
//! bytes, and a folder that is not empty is refused. BAPCtools checks the packages in the
//! conformance tier (`tests/conformance/package.rs`).

mod common;

use common::{eight, Scratch};
use std::fs;
use std::path::Path;

#[test]
fn the_same_seed_writes_the_same_package_and_a_full_folder_is_refused() {
    let scratch = Scratch::new();
    let write = |name: &str, seed: &str| {
        let folder = scratch.0.join(name);
        let run = eight(
            &[
                "package",
                "--format",
                "hdu1043",
                "--seed",
                seed,
                "--cases",
                "8",
                folder.to_str().unwrap(),
            ],
            b"",
        );
        assert_eq!(run.status, 0, "{}", run.stderr);
        assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            format!("wrote the hdu1043 package into {}\n", folder.display())
        );
        files(&folder)
    };
    let first = write("a", "5");
    assert_eq!(first, write("b", "5"));
    assert_ne!(first, write("c", "6"));
    let names: Vec<&str> = first.iter().map(|(name, _)| name.as_str()).collect();
    for expected in [
        "problem.yaml",
        "statement/problem.en.tex",
        "data/sample/1.in",
        "data/sample/1.ans",
        "data/secret/random/1.in",
        "data/secret/random/1.ans",
        "data/secret/hardest/1.in",
        "data/secret/unsolvable/1.in",
        "input_validators/eight_validator.cpp",
        "output_validator/eight_checker.cpp",
        "submissions/accepted/eight.cpp",
        "submissions/accepted/eight.rs",
        "submissions/wrong_answer/short.cpp",
    ] {
        assert!(
            names.contains(&expected),
            "{expected} missing from {names:?}"
        );
    }
    // Any legal path is right in hdu1043: no wrong submission that is only longer or not the
    // smallest.
    assert!(!names.contains(&"submissions/wrong_answer/longer.cpp"));
    assert!(!names.contains(&"submissions/wrong_answer/not_smallest.cpp"));
    // Every input is strict, and every answer is the solver's.
    for (name, bytes) in &first {
        if let Some(stem) = name.strip_suffix(".in") {
            let strict = eight(&["validate", "--format", "hdu1043"], bytes);
            assert_eq!(
                strict.status,
                0,
                "{name}: {:?}",
                String::from_utf8_lossy(&strict.stdout)
            );
            let answer = &first
                .iter()
                .find(|(n, _)| *n == format!("{stem}.ans"))
                .unwrap()
                .1;
            assert_eq!(
                &eight(&["--format", "hdu1043"], bytes).stdout,
                answer,
                "{name}"
            );
        }
    }
    let taken = scratch.0.join("a");
    let again = eight(
        &["package", "--format", "hdu1043", taken.to_str().unwrap()],
        b"",
    );
    assert_eq!(
        (again.status, again.stderr),
        (
            2,
            format!(
                "eight: usage: {} is not empty: a package goes into a new folder (see eight --help)\n",
                taken.display()
            )
        )
    );
    let whole = eight(
        &[
            "package",
            "--format",
            "poj2893",
            scratch.0.join("p").to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(
        (whole.status, whole.stderr.as_str()),
        (
            2,
            "eight: usage: poj2893 has no C++ input validator, which a package needs (see eight \
             --help)\n"
        )
    );
}

/// Every file under `folder`, by its path inside it, with its bytes.
fn files(folder: &Path) -> Vec<(String, Vec<u8>)> {
    let mut found = Vec::new();
    let mut stack = vec![folder.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let name = path.strip_prefix(folder).unwrap().display().to_string();
                found.push((name, fs::read(&path).unwrap()));
            }
        }
    }
    found.sort();
    found
}
