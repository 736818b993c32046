//! `eight validate`, run as problem setters and judge systems run it.
//!
//! For every format: `eight gen`'s inputs are valid, and every generic invalid input that
//! BAPCtools tries (its `validator_tests.py`: a leading zero, space or plus, a token after
//! the last line or at a line's end, a NUL, a trailing space, a missing or an extra final
//! newline, CRLF, swapped case, and constant junk) is invalid, with one line on stderr in
//! the Kattis protocol. Then the judges' promises and the messages, each exactly. The C++
//! validators answer the same inputs in the conformance tier (`tests/conformance/`).

mod common;

use common::eight;
use common::invalid::{
    formats, generated_and_invalid, hdu3567_promises, invalid_variants, poj3240_inputs,
};
use common::Run;
use std::fs;
use std::path::Path;

fn validate(format: &str, protocol: &str, input: &[u8]) -> Run {
    eight(
        &["validate", "--format", format, "--protocol", protocol],
        input,
    )
}

#[test]
fn generated_inputs_are_valid_and_every_generic_invalid_input_is_not() {
    for format in formats() {
        let (valid, cases, invalid) = generated_and_invalid(format);
        let seen = validate(format, "eight", &valid);
        let plural = if cases == 1 { "" } else { "s" };
        assert_eq!(
            (
                seen.status,
                String::from_utf8_lossy(&seen.stdout).into_owned()
            ),
            (0, format!("valid: {cases} case{plural}\n")),
            "{format}"
        );
        let mut inputs = vec![("valid", valid.clone())];
        inputs.extend(invalid);
        for (name, input) in inputs {
            let kattis = validate(format, "kattis", &input);
            let expected = if name == "valid" { 42 } else { 43 };
            assert_eq!(
                kattis.status, expected,
                "{format} {name}: {}",
                kattis.stderr
            );
            assert_eq!(kattis.stdout, b"", "{format} {name}");
            if expected == 43 {
                assert!(
                    kattis.stderr.starts_with("invalid: "),
                    "{format} {name}: {}",
                    kattis.stderr
                );
                assert_eq!(kattis.stderr.matches('\n').count(), 1, "{format} {name}");
            }
        }
    }
}

#[test]
fn the_judges_promises_and_the_messages() {
    for (input, why) in hdu3567_promises() {
        let seen = validate("hdu3567", "eight", &input);
        let (status, stdout) = match why {
            None => (0, "valid: 200 cases\n".to_string()),
            Some(why) => (1, format!("invalid: {why}\n")),
        };
        assert_eq!(
            (
                seen.status,
                String::from_utf8_lossy(&seen.stdout).into_owned()
            ),
            (status, stdout)
        );
    }
    // testlib's convention: exit 3 and FAIL; LightOJ sends at most 100 cases.
    let many = eight(&["gen", "--format", "lightoj1121", "--cases", "101"], b"").stdout;
    let why = "FAIL line 1: the input announces 101 cases; lightoj1121's judge sends at most 100\n";
    let seen = validate("lightoj1121", "testlib", &many);
    assert_eq!((seen.status, seen.stderr.as_str()), (3, why));
    let hundred = eight(&["gen", "--format", "lightoj1121", "--cases", "100"], b"").stdout;
    let seen = validate("lightoj1121", "testlib", &hundred);
    assert_eq!((seen.status, seen.stderr.as_str()), (0, ""));
}

#[test]
fn poj3240_inputs_of_every_side_are_read_strictly() {
    let mut valid = 0;
    for (name, input) in poj3240_inputs() {
        let kattis = validate("poj3240", "kattis", &input);
        valid += usize::from(kattis.status == 42);
        assert!(
            matches!(kattis.status, 42 | 43),
            "{name}: {}",
            kattis.stderr
        );
    }
    // Only the nine generated inputs are valid.
    assert_eq!(valid, 9);
}

#[test]
fn boards_beyond_16_cells_are_read_as_strictly() {
    for (size, cases) in [("5x5", "3"), ("4x5", "2"), ("30x30", "1")] {
        let generated = eight(
            &["gen", "--size", size, "--cases", cases, "--seed", "3"],
            b"",
        );
        assert_eq!(generated.status, 0, "{}", generated.stderr);
        let seen = eight(&["validate", "--size", size], &generated.stdout);
        let plural = if cases == "1" { "" } else { "s" };
        assert_eq!(
            (seen.status, String::from_utf8_lossy(&seen.stdout)),
            (0, format!("valid: {cases} case{plural}\n").into()),
            "{size}"
        );
        for (name, input) in invalid_variants(&generated.stdout) {
            let seen = eight(&["validate", "--size", size], &input);
            assert_eq!(seen.status, 1, "{size} {name}");
            assert!(
                String::from_utf8_lossy(&seen.stdout).starts_with("invalid: "),
                "{size} {name}"
            );
        }
    }
    let solved: Vec<String> = (1..25).map(|tile| tile.to_string()).collect();
    let solved = solved.join(" ") + " 0";
    let mut swapped: Vec<&str> = solved.split(' ').collect();
    swapped.swap(0, 1);
    let swapped = swapped.join(" ");
    let checks = [
        (
            format!("1\n{solved}\n{solved}\n"),
            "valid: 1 case".to_string(),
        ),
        (
            format!("1\n{swapped}\n{solved}\n"),
            "invalid: case 1: the goal cannot be reached from the start, and hdu3567's judge \
             promises that it can"
                .to_string(),
        ),
        (
            format!("1\n{solved}\n{}\n", solved.replace(' ', "  ")),
            "invalid: line 3, column 3: expected `2`, found a space (the line is written \
             `1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 ...`)"
                .to_string(),
        ),
    ];
    for (input, verdict) in checks {
        let seen = eight(&["validate", "--size", "5x5"], input.as_bytes());
        assert_eq!(String::from_utf8_lossy(&seen.stdout), verdict + "\n");
    }
    // poj3240 reads each side; the board's rows are lines.
    let seen = validate("poj3240", "eight", b"3\n1 2 3\n4 5 6\n7 8 0\n");
    assert_eq!(String::from_utf8_lossy(&seen.stdout), "valid: 1 case\n");
    let seen = validate("poj3240", "eight", b"3\n1 2 3 4 5 6 7 8 0\n");
    assert_eq!(
        String::from_utf8_lossy(&seen.stdout),
        "invalid: line 2, column 6: expected the end of the line, found a space (the line is \
         written `1 2 3`)\n"
    );
}

#[test]
fn the_samples_written_as_the_judges_write_them_are_valid() {
    let samples = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    for name in [
        "hdu3567",
        "lightoj1121",
        "uva10181",
        "uva652",
        "p1379",
        "trace",
        "alds1_13_b",
        "alds1_13_c",
        "aoj0121",
    ] {
        let input = fs::read(samples.join(format!("{name}.in"))).unwrap();
        let seen = validate(name, "eight", &input);
        assert_eq!(
            seen.status,
            0,
            "{name}: {}",
            String::from_utf8_lossy(&seen.stdout)
        );
    }
    // Samples written leniently on purpose are not judges' data.
    let crlf = fs::read(samples.join("hdu3567-crlf.in")).unwrap();
    let seen = validate("hdu3567", "eight", &crlf);
    assert_eq!(
        String::from_utf8_lossy(&seen.stdout),
        "invalid: line 1, column 1: expected `2`, found `\\xef` (the line is written `2`)\n"
    );
}

#[test]
fn bad_usage_is_named() {
    let seen = eight(&["validate", "--protocol", "hustoj"], b"");
    assert_eq!(seen.status, 2);
    assert_eq!(
        seen.stderr,
        "eight: usage: unknown validator protocol `hustoj`; validators speak eight, testlib and \
         kattis (see eight --help)\n"
    );
    let seen = eight(
        &[
            "bundle",
            "--validator",
            "--lang",
            "cpp",
            "--format",
            "poj2893",
        ],
        b"",
    );
    assert_eq!(
        (seen.status, seen.stderr.as_str()),
        (
            2,
            "eight: usage: poj2893 has no C++ validator; the Rust one reads it (--lang rust) \
             (see eight --help)\n"
        )
    );
    let seen = eight(&["bundle", "--validator", "--format", "poj2893"], b"");
    assert_eq!((seen.status, seen.stderr.as_str()), (0, ""));
    assert!(String::from_utf8_lossy(&seen.stdout).contains(
        "judge::validator::Validator::Kattis, &batch::Batch::new(format::Format::Poj2893)"
    ));
    let folder = common::process_folder("validate-named-file");
    let file = folder.join("in.txt");
    fs::write(&file, "1\n12X453786\n12345678X\n").unwrap();
    let seen = eight(&["validate", file.to_str().unwrap()], b"");
    assert_eq!(
        (seen.status, seen.stdout.is_empty()),
        (2, true),
        "a file named is not read, and stdin is not read for it"
    );
    assert_eq!(
        seen.stderr,
        format!(
            "eight: usage: eight validate reads the input on stdin (`eight validate < {}`), not \
             a file named as an argument (see eight --help)\n",
            file.display()
        )
    );
    fs::remove_dir_all(folder).unwrap();
}

/// Polygon calls a testlib validator with `--testset` and `--group`; Kattis and DOMjudge call
/// input validators with their flags (and a problem's `input_validator_args`) as words.
#[test]
fn the_arguments_judge_systems_pass_are_taken_and_not_used() {
    let good = b"1\n12X453786\n12345678X\n";
    let bad = b"1\n12X453786 \n12345678X\n";
    let why = "line 2, column 10: expected the end of the line, found a space (the line is \
               written `12X453786`)";
    for (arguments, valid, invalid) in [
        (
            &[
                "--protocol",
                "testlib",
                "--testset",
                "tests",
                "--group",
                "g1",
            ][..],
            (0, String::new()),
            (3, format!("FAIL {why}\n")),
        ),
        (
            &[
                "--group=samples",
                "--protocol=testlib",
                "--testset=pretests",
            ],
            (0, String::new()),
            (3, format!("FAIL {why}\n")),
        ),
        (
            &[
                "--protocol",
                "kattis",
                "case_sensitive",
                "space_change_sensitive",
            ],
            (42, String::new()),
            (43, format!("invalid: {why}\n")),
        ),
        (
            &["--protocol", "kattis", "max_cases", "200"],
            (42, String::new()),
            (43, format!("invalid: {why}\n")),
        ),
    ] {
        let words: Vec<&str> = ["validate"].iter().chain(arguments).copied().collect();
        let seen = eight(&words, good);
        assert_eq!((seen.status, seen.stderr), valid, "{arguments:?}");
        let seen = eight(&words, bad);
        assert_eq!((seen.status, seen.stderr), invalid, "{arguments:?}");
    }
}

/// One rule for empty inputs: a test input holds at least one case. gen writes none without
/// one, validate refuses one without, and the solver, reading as a contestant's program does,
/// answers a count of 0 with nothing and refuses an input with nothing in it.
#[test]
fn a_test_input_holds_at_least_one_case() {
    for format in [
        "hdu3567", "uva10181", "uva652", "hdu1043", "poj2893", "aoj0121",
    ] {
        let seen = eight(&["gen", "--format", format, "--cases", "0"], b"");
        assert_eq!(
            (seen.status, &seen.stdout[..], seen.stderr.as_str()),
            (
                2,
                &b""[..],
                "eight: usage: --cases 0: a test input holds at least one case (eight validate \
                 refuses one without) (see eight --help)\n"
            ),
            "{format}"
        );
        let seen = eight(&["--format", format], b"");
        assert_eq!(
            (seen.status, &seen.stdout[..], seen.stderr.as_str()),
            (2, &b""[..], "eight: line 1: the input is empty\n"),
            "{format}"
        );
    }
    for (format, zero) in [
        ("hdu3567", &b"0\n"[..]),
        ("uva10181", b"0\n"),
        ("uva652", b"0\n"),
        ("poj2893", b"0 0\n"),
    ] {
        let seen = eight(&["validate", "--format", format], zero);
        assert_eq!(seen.status, 1, "{format}");
        let said = String::from_utf8_lossy(&seen.stdout);
        assert!(
            said.starts_with("invalid: line ") && said.ends_with(": the input has no case\n"),
            "{format}: {said}"
        );
        let seen = eight(&["--format", format], zero);
        assert_eq!(
            (seen.status, &seen.stdout[..], seen.stderr.as_str()),
            (0, &b""[..], ""),
            "{format}"
        );
    }
}
