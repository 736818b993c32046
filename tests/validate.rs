//! `eight validate` and the C++ input validator (`eight bundle --validator --lang cpp`), run
//! as problem setters and judge systems run them.
//!
//! For every format: `eight gen`'s inputs are valid, and every generic invalid input that
//! BAPCtools tries (its `validator_tests.py`: a leading zero, space or plus, a token after
//! the last line or at a line's end, a NUL, a trailing space, a missing or an extra final
//! newline, CRLF, swapped case, and constant junk) is invalid. The C++ validator is compiled
//! with the flags of the C++ submission and must answer each of these inputs exactly as
//! `eight validate --protocol kattis` does: the same exit status and the same line on stderr.
//! Then the judges' promises and the messages, each exactly.

mod common;

use common::{build_cpp98, eight, run_program, Run, Scratch};
use std::fs;
use std::path::{Path, PathBuf};

/// Every format, with a C++ validator or not.
const FORMATS: [&str; 12] = [
    "hdu3567",
    "hdu1043",
    "p1379",
    "trace",
    "lightoj1121",
    "uva10181",
    "poj2893",
    "alds1_13_b",
    "alds1_13_c",
    "aoj0121",
    "uva652",
    "poj3240",
];

/// The C++ validator of `format` answering as `protocol`, built in `scratch`.
fn cpp_validator(format: &str, protocol: &str, scratch: &Scratch) -> PathBuf {
    let source = eight(
        &[
            "bundle",
            "--validator",
            "--lang",
            "cpp",
            "--protocol",
            protocol,
            "--format",
            format,
        ],
        b"",
    );
    assert_eq!(source.status, 0, "{}", source.stderr);
    build_cpp98(&source.stdout, &scratch.0, &format!("{format}-{protocol}"))
}

fn validate(format: &str, protocol: &str, input: &[u8]) -> Run {
    eight(
        &["validate", "--format", format, "--protocol", protocol],
        input,
    )
}

/// The generic invalid inputs BAPCtools makes from a valid one (validator_tests.py), by
/// name; `None` where the generator does not apply.
fn invalid_variants(valid: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let before_newline = |token: &[u8]| {
        let mut text = valid[..valid.len() - 1].to_vec();
        text.extend_from_slice(token);
        text.push(b'\n');
        text
    };
    let prefixed = |prefix: &[u8]| [prefix, valid].concat();
    let suffixed = |suffix: &[u8]| [valid, suffix].concat();
    let swapped: Vec<u8> = valid
        .iter()
        .map(|&b| match b {
            b'a'..=b'z' => b.to_ascii_uppercase(),
            b'A'..=b'Z' => b.to_ascii_lowercase(),
            _ => b,
        })
        .collect();
    let mut variants = vec![
        ("latin-1", "Naïve\n".as_bytes().to_vec()),
        ("empty", Vec::new()),
        ("newline", b"\n".to_vec()),
        (
            "fixed_random",
            b"YVRtr&*teTsRjs8ZC2%kN*T63V@jJq!d\n".to_vec(),
        ),
        (
            "1_fixed_random",
            b"1\nYVRtr&*teTsRjs8ZC2%kN*T63V@jJq!d\n".to_vec(),
        ),
        ("not_printable_ascii", b"\x7f\n".to_vec()),
        ("1_not_printable_unicode", b"1\n\xe2\x82\xac\n".to_vec()),
        ("leading_zero", prefixed(b"0")),
        ("leading_space", prefixed(b" ")),
        ("leading_plus", prefixed(b"+")),
        ("trailing_token_int", suffixed(b"42\n")),
        ("trailing_token_str", suffixed(b"hello\n")),
        ("trailing_newline", suffixed(b"\n")),
        ("append_token_str", before_newline(b" hello")),
        ("append_token_int", before_newline(b" 42")),
        ("append_0byte", before_newline(b"\0")),
        ("append_space", before_newline(b" ")),
        ("drop_newline", valid[..valid.len() - 1].to_vec()),
        (
            "windows_newline",
            String::from_utf8_lossy(valid)
                .replace('\n', "\r\n")
                .into_bytes(),
        ),
    ];
    if swapped != valid {
        variants.push(("swap_case", swapped));
    }
    variants
}

#[test]
fn generated_inputs_are_valid_and_every_generic_invalid_input_is_not() {
    let scratch = Scratch::new();
    for format in FORMATS {
        let one_case = ["p1379", "trace", "alds1_13_b", "alds1_13_c", "poj3240"];
        let cases = if one_case.contains(&format) { "1" } else { "6" };
        let generated = eight(
            &["gen", "--format", format, "--cases", cases, "--seed", "7"],
            b"",
        );
        assert_eq!(generated.status, 0, "{format}: {}", generated.stderr);
        let valid = generated.stdout;
        let seen = validate(format, "eight", &valid);
        assert_eq!(
            (
                seen.status,
                String::from_utf8_lossy(&seen.stdout).into_owned()
            ),
            (
                0,
                format!(
                    "valid: {cases} case{}\n",
                    if cases == "1" { "" } else { "s" }
                )
            ),
            "{format}"
        );
        let cpp = format != "poj2893";
        let cpp = cpp.then(|| cpp_validator(format, "kattis", &scratch));
        let mut inputs = vec![("valid", valid.clone())];
        inputs.extend(invalid_variants(&valid));
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
            if let Some(program) = &cpp {
                let judged = run_program(program, &input);
                assert_eq!(
                    (judged.status, judged.stderr.as_str()),
                    (kattis.status, kattis.stderr.as_str()),
                    "{format} {name}: the C++ validator differs"
                );
            }
        }
    }
}

#[test]
fn the_judges_promises_and_the_messages() {
    let scratch = Scratch::new();
    let hdu3567 = cpp_validator("hdu3567", "kattis", &scratch);
    let lightoj = cpp_validator("lightoj1121", "testlib", &scratch);
    let hdu_cases = |count: usize| {
        let mut text = format!("{count}\n");
        for _ in 0..count {
            text += "12X453786\n12345678X\n";
        }
        text.into_bytes()
    };
    let unreachable = b"1\n12345678X\n21345678X\n".to_vec();
    let hdu = [
        (hdu_cases(200), None),
        (
            hdu_cases(201),
            Some("line 1: the input announces 201 cases; hdu3567's judge sends at most 200"),
        ),
        (
            unreachable,
            Some(
                "case 1: the goal cannot be reached from the start, and hdu3567's judge \
                 promises that it can",
            ),
        ),
        (
            b"1\n12X453786 12345678X\n".to_vec(),
            Some(
                "line 2, column 10: expected the end of the line, found a space (the line is \
                 written `12X453786`)",
            ),
        ),
        (
            b"1\n12X453786\n12345678X".to_vec(),
            Some(
                "line 3, column 10: expected the end of the line, found the end of the input \
                 (the line is written `12345678X`)",
            ),
        ),
        (
            b"1\n12x453786\n12345678X\n".to_vec(),
            Some("line 2, column 3: expected `X`, found `x` (the line is written `12X453786`)"),
        ),
        (b"0\n".to_vec(), Some("line 2: the input has no case")),
        (
            b"1\n12X453786\n12345678X\n\n".to_vec(),
            Some(
                "line 4, column 1: expected the end of the input (the last case ends it), \
                 found the end of the line",
            ),
        ),
        (
            // What the solver's reader refuses, in its words.
            b"1\n12X453786\n12345677X\n".to_vec(),
            Some("line 3, case 1, goal board, token `12345677X`: tile 7 appears more than once"),
        ),
    ];
    for (input, why) in hdu {
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
        let cpp = run_program(&hdu3567, &input);
        let (status, stderr) = match why {
            None => (42, String::new()),
            Some(why) => (43, format!("invalid: {why}\n")),
        };
        assert_eq!((cpp.status, cpp.stderr), (status, stderr));
    }
    // testlib's convention: exit 3 and FAIL; LightOJ sends at most 100 cases.
    let many = eight(&["gen", "--format", "lightoj1121", "--cases", "101"], b"").stdout;
    let why = "FAIL line 1: the input announces 101 cases; lightoj1121's judge sends at most 100\n";
    let seen = validate("lightoj1121", "testlib", &many);
    assert_eq!((seen.status, seen.stderr.as_str()), (3, why));
    let cpp = run_program(&lightoj, &many);
    assert_eq!((cpp.status, cpp.stderr.as_str()), (3, why));
    let hundred = eight(&["gen", "--format", "lightoj1121", "--cases", "100"], b"").stdout;
    let cpp = run_program(&lightoj, &hundred);
    assert_eq!((cpp.status, cpp.stderr.as_str()), (0, ""));
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
fn the_poj3240_cpp_validator_reads_every_side_as_eight_validate_does() {
    let scratch = Scratch::new();
    let program = cpp_validator("poj3240", "kattis", &scratch);
    let mut inputs: Vec<(String, Vec<u8>)> = Vec::new();
    for side in 2..=10 {
        let size = format!("{side}x{side}");
        // Half the boards cannot be solved: `No Answer!` is an answer, so they are valid.
        let generated = eight(
            &[
                "gen",
                "--format",
                "poj3240",
                "--size",
                &size,
                "--unsolvable-share",
                "0.5",
                "--seed",
                &side.to_string(),
            ],
            b"",
        );
        assert_eq!(generated.status, 0, "{size}: {}", generated.stderr);
        inputs.push((format!("{size} valid"), generated.stdout.clone()));
        for (name, input) in invalid_variants(&generated.stdout) {
            inputs.push((format!("{size} {name}"), input));
        }
    }
    let bad = [
        "11\n",
        "1\n0\n",
        "2\n1 2\n3 3\n",
        "2\n1 2\n3\n",
        "2\n1 2 3 0\n",
        "2\n1 2\n3 0\n\n",
        "2\n1 2\n3 4\n",
        "02\n1 2\n3 0\n",
    ];
    inputs.extend(
        bad.iter()
            .map(|text| (format!("{text:?}"), text.as_bytes().to_vec())),
    );
    let mut valid = 0;
    for (name, input) in inputs {
        let kattis = validate("poj3240", "kattis", &input);
        valid += usize::from(kattis.status == 42);
        assert!(
            matches!(kattis.status, 42 | 43),
            "{name}: {}",
            kattis.stderr
        );
        let judged = run_program(&program, &input);
        assert_eq!(
            (judged.status, judged.stderr.as_str()),
            (kattis.status, kattis.stderr.as_str()),
            "{name}: the C++ validator differs"
        );
    }
    // Only the nine generated inputs are valid.
    assert_eq!(valid, 9);
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
            "eight: usage: poj2893 has no C++ validator (eight validate --format poj2893 reads \
             it) (see eight --help)\n"
        )
    );
    let seen = eight(&["bundle", "--validator"], b"");
    assert_eq!(
        (seen.status, seen.stderr.as_str()),
        (
            2,
            "eight: usage: a validator bundle is C++ (--lang cpp); eight validate is the Rust \
             one (see eight --help)\n"
        )
    );
}
