//! The C++ input validators (`eight bundle --validator --lang cpp`), built as C++98 with
//! the flags of the C++ submission, answer every input of `tests/validate.rs` exactly as
//! `eight validate` does in the same protocol: the same exit status and the same line on
//! stderr.

use super::common::invalid::{formats, generated_and_invalid, hdu3567_promises, poj3240_inputs};
use super::common::{eight, run_program, Run};
use super::toolchain::{built, Build};
use std::path::{Path, PathBuf};

/// `eight bundle --validator` in `language` for `format` (and `size`, if given), answering as
/// `protocol`.
fn validator_bundle(language: &str, format: &str, protocol: &str, size: Option<&str>) -> Run {
    let mut words = vec![
        "bundle",
        "--validator",
        "--lang",
        language,
        "--protocol",
        protocol,
        "--format",
        format,
    ];
    if let Some(size) = size {
        words.extend(["--size", size]);
    }
    eight(&words, b"")
}

/// The C++ validator of `format` answering as `protocol`, built once a run.
fn cpp_validator(format: &str, protocol: &str) -> PathBuf {
    let source = validator_bundle("cpp", format, protocol, None);
    assert_eq!(source.status, 0, "{}", source.stderr);
    built(
        &source.stdout,
        Build::Cpp98,
        &format!("{format} validator ({protocol})"),
    )
}

fn validate(format: &str, protocol: &str, input: &[u8]) -> Run {
    eight(
        &["validate", "--format", format, "--protocol", protocol],
        input,
    )
}

/// Runs the C++ validator and `eight validate` on `input` and wants the same status and
/// stderr; returns the status.
fn same_as_eight(program: &Path, format: &str, protocol: &str, name: &str, input: &[u8]) -> i32 {
    let eight = validate(format, protocol, input);
    let cpp = run_program(program, input);
    assert_eq!(
        (cpp.status, cpp.stderr.as_str()),
        (eight.status, eight.stderr.as_str()),
        "{format} {name}: the C++ validator differs"
    );
    eight.status
}

#[test]
#[ignore = "conformance tier: g++"]
fn cpp_validators_answer_generated_and_invalid_inputs_as_eight_validate() {
    for format in formats() {
        if format == "poj2893" {
            // Its C++ reader keeps no boards: `eight validate` is its only validator.
            continue;
        }
        let program = cpp_validator(format, "kattis");
        let (valid, _, invalid) = generated_and_invalid(format);
        assert_eq!(
            same_as_eight(&program, format, "kattis", "valid", &valid),
            42
        );
        for (name, input) in invalid {
            assert_eq!(same_as_eight(&program, format, "kattis", name, &input), 43);
        }
    }
}

#[test]
#[ignore = "conformance tier: g++"]
fn cpp_validators_keep_the_judges_promises_in_eights_words() {
    let hdu3567 = cpp_validator("hdu3567", "kattis");
    for (input, why) in hdu3567_promises() {
        let expected = if why.is_some() { 43 } else { 42 };
        assert_eq!(
            same_as_eight(&hdu3567, "hdu3567", "kattis", "promise", &input),
            expected
        );
    }
    let lightoj = cpp_validator("lightoj1121", "testlib");
    for cases in ["100", "101"] {
        let input = eight(&["gen", "--format", "lightoj1121", "--cases", cases], b"").stdout;
        let status = same_as_eight(&lightoj, "lightoj1121", "testlib", cases, &input);
        assert_eq!(status, if cases == "100" { 0 } else { 3 });
    }
}

#[test]
#[ignore = "conformance tier: g++"]
fn the_poj3240_cpp_validator_reads_every_side_as_eight_validate_does() {
    let program = cpp_validator("poj3240", "kattis");
    let mut valid = 0;
    for (name, input) in poj3240_inputs() {
        let status = same_as_eight(&program, "poj3240", "kattis", &name, &input);
        valid += usize::from(status == 42);
    }
    assert_eq!(valid, 9);
}

/// The Rust validator (`eight bundle --validator`), built by Debian's rustc 1.63 as the 2018
/// edition (BAPCtools builds Rust so), serves the sizes the C++ one refuses: on hdu3567 and
/// trace boards of 4x4, 2x4 and 5x5 it answers generated and generic invalid inputs as
/// `eight validate --size` does, taking the arguments Kattis and Polygon pass.
#[test]
#[ignore = "conformance tier: rustc"]
fn rust_validators_serve_every_size_as_eight_validate_does() {
    for (format, size) in [
        ("hdu3567", "4x4"),
        ("hdu3567", "2x4"),
        ("hdu3567", "5x5"),
        ("trace", "4x4"),
    ] {
        for protocol in ["kattis", "testlib"] {
            let refused = validator_bundle("cpp", format, protocol, Some(size));
            assert_eq!(refused.status, 2, "{format} {size}: {}", refused.stderr);
            assert!(refused.stdout.is_empty());
            let source = validator_bundle("rust", format, protocol, Some(size));
            assert_eq!(source.status, 0, "{}", source.stderr);
            let program = built(
                &source.stdout,
                Build::OldRust("2018"),
                &format!("{format} {size} validator ({protocol})"),
            );
            let one = eight::Format::from_name(format).unwrap().reads_one_case();
            let cases = if one { "1" } else { "4" };
            let generated = eight(
                &[
                    "gen", "--format", format, "--size", size, "--cases", cases, "--seed", "5",
                ],
                b"",
            );
            assert_eq!(generated.status, 0, "{}", generated.stderr);
            let mut inputs = vec![("valid", generated.stdout.clone())];
            inputs.extend(super::common::invalid::invalid_variants(&generated.stdout));
            let (valid, invalid) = match protocol {
                "kattis" => (42, 43),
                _ => (0, 3),
            };
            let flags: &[&str] = match protocol {
                "kattis" => &["case_sensitive", "space_change_sensitive"],
                _ => &["--testset", "tests", "--group", "g1"],
            };
            for (name, input) in inputs {
                let mut words = vec![
                    "validate",
                    "--format",
                    format,
                    "--size",
                    size,
                    "--protocol",
                    protocol,
                ];
                words.extend(flags);
                let by_eight = eight(&words, &input);
                let by_rust = super::common::run_program_with(&program, flags, &input);
                assert_eq!(
                    (by_rust.status, by_rust.stderr.as_str()),
                    (by_eight.status, by_eight.stderr.as_str()),
                    "{format} {size} {protocol} {name}"
                );
                let due = if name == "valid" { valid } else { invalid };
                assert_eq!(by_eight.status, due, "{format} {size} {name}");
            }
        }
    }
}
