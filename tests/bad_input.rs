//! Bad input: answers already due are written, one clear stderr line, exit status 2; never a
//! panic, a hang or unbounded memory.

mod common;

use common::eight;
use eight::internals::SplitMix64;
use eight::{run, Format};
use eight::{Error, Problem};
use std::io::{self, Read};

const FIRST_CASE: &str = "12X453786 12345678X\n";
const FIRST_ANSWER: &[u8] = b"Case 1: 2\ndd\n";

/// Runs a two-case hdu3567 input whose second case is `second`.
fn second_case_is(second: &str) -> common::Run {
    eight(&[], format!("2\n{FIRST_CASE}{second}\n").as_bytes())
}

fn assert_bad(run: &common::Run, answers: &[u8], needles: &[&str]) {
    assert_eq!(run.status, 2, "{}", run.stderr);
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(answers)
    );
    assert_eq!(run.stderr.lines().count(), 1, "one line: {}", run.stderr);
    assert!(run.stderr.starts_with("eight: line "), "{}", run.stderr);
    for needle in needles {
        assert!(
            run.stderr.contains(needle),
            "`{needle}` missing from {}",
            run.stderr
        );
    }
    assert!(!run.stderr.contains("panicked"));
}

#[test]
fn each_board_problem_names_case_board_token_and_reason() {
    let cases = [
        (
            "12X45378 12345678X",
            &[
                "line 3",
                "case 2",
                "start board",
                "`12X45378`",
                "wrong length",
            ][..],
        ),
        (
            "12X453786 1234567Y8",
            &["case 2", "goal board", "`1234567Y8`", "`Y` is not allowed"],
        ),
        (
            "12X453781 12345678X",
            &["case 2", "start board", "tile 1 appears more than once"],
        ),
        (
            "123456781 12345678X",
            &["case 2", "start board", "no blank"],
        ),
        ("12X45X786 12345678X", &["case 2", "more than one blank"]),
        (
            "12X453786",
            &[
                "case 2",
                "goal board",
                "the input ends where this board was due",
            ],
        ),
    ];
    for (second, needles) in cases {
        assert_bad(&second_case_is(second), FIRST_ANSWER, needles);
    }
}

#[test]
fn bad_counts() {
    for (input, needle) in [
        (
            "abc\n",
            "`abc`: the case count is not a non-negative integer",
        ),
        ("-1\n", "not a non-negative integer"),
        ("+1\n", "not a non-negative integer"),
        (
            "1000000000000000000000000000000\n",
            "the case count is too large",
        ),
        ("18446744073709551616\n", "the case count is too large"),
    ] {
        assert_bad(&eight(&[], input.as_bytes()), b"", &["line 1", needle]);
    }
}

#[test]
fn empty_input() {
    for input in ["", " \n\r\n\t", "\u{feff}"] {
        assert_bad(&eight(&[], input.as_bytes()), b"", &["the input is empty"]);
    }
}

#[test]
fn fewer_cases_than_announced() {
    let run = eight(&[], format!("3\n{FIRST_CASE}").as_bytes());
    assert_bad(
        &run,
        FIRST_ANSWER,
        &["ends after 1 case, but the count says 3"],
    );
}

#[test]
fn more_cases_than_announced_are_ignored_with_a_warning() {
    let run = eight(&[], format!("1\n{FIRST_CASE}{FIRST_CASE}").as_bytes());
    assert_eq!(run.status, 0);
    assert_eq!(run.stdout, FIRST_ANSWER);
    assert!(
        run.stderr
            .contains("input goes on after the 1 case it announced"),
        "{}",
        run.stderr
    );
}

#[test]
fn zero_cases() {
    let run = eight(&[], b"0\n");
    assert_eq!((run.status, run.stdout.len()), (0, 0));
}

#[test]
fn binary_garbage_and_invalid_utf8() {
    let run = second_case_is("12X45\u{0}786 12345678X");
    assert_bad(&run, FIRST_ANSWER, &["byte \\x00 is not allowed"]);
    let run = eight(&[], b"2\n12X453786 12345678X\n\xff\xfe\xfd 1\n");
    assert_bad(&run, FIRST_ANSWER, &["`\\xff\\xfe\\xfd`", "wrong length"]);
}

#[test]
fn bad_input_in_every_format() {
    let run = eight(&["--format", "p1379"], b"28310476\n");
    assert_bad(&run, b"", &["case 1", "`28310476`", "wrong length"]);
    let run = eight(&["--format", "p1379"], b"283104765 1\n");
    assert_eq!((run.status, run.stdout.as_slice()), (0, &b"4\n"[..]));
    assert!(run.stderr.contains("input goes on"));
    let run = eight(
        &["--format", "trace"],
        b"2 6 4 1 3 7 0 5 8\n8 1 5 7 3 6 4 0\n",
    );
    assert_bad(
        &run,
        b"",
        &["case 1", "goal board", "ends inside this board"],
    );
    let run = eight(
        &["--format", "hdu1043"],
        b"1 2 3 4 5 6 7 8 x\n2 3 4 1 5 x 7 6 9\n",
    );
    assert_bad(&run, b"\n", &["line 2", "case 2", "`9` is not allowed"]);
    let run = eight(&["--format", "hdu1043"], b"");
    assert_bad(&run, b"", &["the input is empty"]);
}

/// An endless token of `1`s, `len` bytes long, made on the fly.
struct LongToken {
    left: u64,
}

impl Read for LongToken {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let count = buf.len().min(self.left as usize);
        buf[..count].fill(b'1');
        self.left -= count as u64;
        Ok(count)
    }
}

#[test]
fn a_100_megabyte_token_costs_no_memory() {
    let input = io::Read::chain(&b"1\n"[..], LongToken { left: 100 << 20 });
    let error = run(Format::Hdu3567, input, io::sink(), &mut io::sink()).unwrap_err();
    assert_eq!(
        error.problem(),
        Some(&Problem::WrongLength { len: 100 << 20 })
    );
    assert!(error.to_string().contains("(104857600 bytes)"), "{error}");
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = SplitMix64::new(2024);
    let alphabet = b"0123456789Xx \n\r\t-+\xff\x00";
    for round in 0..3000 {
        let len = rng.below(60) as usize;
        let bytes: Vec<u8> = (0..len)
            .map(|_| {
                if round % 2 == 0 {
                    alphabet[rng.below(alphabet.len() as u64) as usize]
                } else {
                    rng.next_u64() as u8
                }
            })
            .collect();
        for format in Format::ALL {
            let mut output = Vec::new();
            match run(format, &bytes[..], &mut output, &mut io::sink()) {
                Ok(_) => {}
                Err(error) => assert!(matches!(error, Error::Input { .. }), "{error}"),
            }
        }
    }
    // And a few through the binary, which must exit cleanly.
    for _ in 0..20 {
        let bytes: Vec<u8> = (0..rng.below(200)).map(|_| rng.next_u64() as u8).collect();
        let run = eight(&[], &bytes);
        assert!(matches!(run.status, 0..=2), "{}", run.stderr);
        assert!(!run.stderr.contains("panicked"));
    }
}
