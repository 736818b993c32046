//! The C++ submission (`eight bundle --lang cpp`) against the binary.
//!
//! For each format the emitted file is compiled with `g++ -std=c++98 -O2 -Wall -Wextra
//! -pedantic -Wno-long-long` (the oldest judges' standard) and with `g++ -std=c++17 -O2 -Wall
//! -Wextra` alone (no warning allowed; its size is held to its judge's limit by
//! `tests/tools.rs`), then both programs are run beside the binary on the samples, bad
//! inputs, a huge token, random relabelled cases from `eight gen` and, for hdu3567, all
//! 1,632,960 query classes in one batch. Standard output, exit status and standard error
//! must be identical, POJ 3240's boards of every side included (the C++ file ports the
//! big-board engine's reduction, its searches on 5x5 and the exact finish of the rectangle
//! it leaves).
//!
//! g++ is required: without it these tests fail, saying to install it.

use super::common::{eight, generated, judge_inputs, run_program, sample, sample_size, Run};
use super::toolchain::{built, Build};
use std::fs;
use std::path::PathBuf;

/// The C++ program for one format, built as C++98 and as C++17 (once a run).
struct Program {
    format: &'static str,
    /// Built as C++98.
    binary: PathBuf,
    /// Built as C++17.
    binary17: PathBuf,
}

impl Program {
    fn compile(format: &'static str) -> Program {
        let source = eight(
            &["bundle", "--program", "--lang", "cpp", "--format", format],
            b"",
        );
        assert_eq!(source.status, 0, "{}", source.stderr);
        let label = format!("the {format} C++ submission");
        Program {
            format,
            binary: built(&source.stdout, Build::Cpp98, &label),
            binary17: built(&source.stdout, Build::Cpp17, &label),
        }
    }

    /// Runs the C++ program and the binary on `input` and requires the same stdout bytes,
    /// exit status and stderr; returns the binary's run.
    fn same_as_binary(&self, label: &str, input: &[u8]) -> Run {
        let expected = eight(&["--format", self.format], input);
        for binary in [&self.binary, &self.binary17] {
            let got = run_program(binary, input);
            assert_same_bytes(label, &got.stdout, &expected.stdout);
            assert_eq!(
                got.status, expected.status,
                "{label}: exit status; C++ stderr: {}",
                got.stderr
            );
            assert_eq!(got.stderr, expected.stderr, "{label}: stderr");
        }
        expected
    }
}

/// Compares two outputs; on a difference reports the first differing line, not megabytes.
fn assert_same_bytes(label: &str, got: &[u8], expected: &[u8]) {
    if got == expected {
        return;
    }
    let mut got_lines = got.split(|&b| b == b'\n');
    let mut expected_lines = expected.split(|&b| b == b'\n');
    let mut number = 1;
    loop {
        let (g, e) = (got_lines.next(), expected_lines.next());
        if g != e {
            let show = |line: Option<&[u8]>| line.map(|l| String::from_utf8_lossy(l).into_owned());
            panic!(
                "{label}: stdout differs first at line {number}: C++ {:?}, binary {:?} \
                 ({} against {} bytes)",
                show(g),
                show(e),
                got.len(),
                expected.len()
            );
        }
        number += 1;
    }
}

/// Every sample of the program's format (`samples/FORMAT*.in`), also against its `.out`.
fn samples(program: &Program) -> usize {
    let mut count = 0;
    for entry in fs::read_dir(sample("")).unwrap() {
        let path = entry.unwrap().path();
        let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
        // The C++ submission solves 3x3 boards: samples of other sizes are not its.
        if path.extension().map_or(true, |e| e != "in")
            || stem.split('-').next() != Some(program.format)
            || sample_size(&stem).is_some()
        {
            continue;
        }
        let input = fs::read(&path).unwrap();
        let run = program.same_as_binary(&stem, &input);
        let expected = fs::read(sample(&format!("{stem}.out"))).unwrap();
        assert_same_bytes(&stem, &run.stdout, &expected);
        count += 1;
    }
    count
}

/// Runs bad inputs, each with the exit status the binary is documented to give.
fn bad_inputs(program: &Program, inputs: &[(&[u8], i32)]) {
    for (input, status) in inputs {
        let label = format!("{} {:?}", program.format, String::from_utf8_lossy(input));
        let run = program.same_as_binary(&label, input);
        assert_eq!(run.status, *status, "{label}: {}", run.stderr);
        if run.status == 2 {
            // One line for the error, after any warnings about unreachable cases before it.
            let errors = run
                .stderr
                .lines()
                .filter(|l| !l.contains("cannot be reached"));
            assert_eq!(errors.count(), 1, "{label}: {}", run.stderr);
        }
    }
}

/// A line holding one token of `len` bytes of `1`, after `before`.
fn huge_token(before: &str, len: usize) -> Vec<u8> {
    let mut input = before.as_bytes().to_vec();
    input.resize(before.len() + len, b'1');
    input.push(b'\n');
    input
}

#[test]
#[ignore = "conformance tier: g++"]
fn hdu3567_samples_bad_inputs_and_random_cases() {
    let program = Program::compile("hdu3567");
    assert_eq!(samples(&program), 5);
    bad_inputs(
        &program,
        &[
            (b"2\n12X453786 12345678X\n12X45378 12345678X\n", 2),
            (b"2\n12X453786 12345678X\n12X453781 12345678X\n", 2),
            (b"2\n12X453786 12345678X\n12X45X786 1 2 3 4\n", 2),
            (b"2\n12X453786 12345678X\n123456781 1234567Y8\n", 2),
            (b"2\n12X453786 12345678X\n12X453786 1234567\x008\n", 2),
            (b"3\n12X453786 12345678X\n", 2),
            (b"3\n12X453786 12345678X\n12X453786\n", 2),
            (b"2\n12X453786 21345678X\n1 2 X\n4 5 3\n7 8", 2),
            (b"-1\n", 2),
            (b"abc\n", 2),
            (b"18446744073709551616\n", 2),
            (b"18446744073709551615\n12X453786 12345678X\n", 2),
            (b"", 2),
            (b"\xEF\xBB\xBF \r\n", 2),
            (b"\xEF\xBB\xBF1\r\n12X453786 12345678X", 0),
            (b"1\n12X453786 12345678X\n12X453786 12345678X\n", 0),
            (b"0\n", 0),
            (b"2\n12X453786 21345678X\n12X453786 12345678X\n", 1),
        ],
    );
    // Huge tokens are counted, not kept: a 10 MB board and a 100,000-digit count.
    let run = program.same_as_binary("huge board", &huge_token("1\n", 10 << 20));
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("(10485760 bytes)"), "{}", run.stderr);
    let run = program.same_as_binary("huge count", &huge_token("", 100_000));
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("the case count is too large"));

    let input = generated(&["gen", "--cases", "100000", "--seed", "3567"]);
    let run = program.same_as_binary("100,000 random cases", &input);
    assert_eq!(run.status, 0);
    assert_eq!(run.stdout.iter().filter(|&&b| b == b'\n').count(), 200_000);
}

/// The cells of a board as input symbols, `X` for the blank.
fn symbols(cells: &[u8; 9]) -> [u8; 9] {
    cells.map(|c| if c == 0 { b'X' } else { b'0' + c })
}

/// Whether the tiles of `cells`, read row-major without the blank, are in odd order.
fn odd(cells: &[u8; 9]) -> bool {
    let tiles: Vec<u8> = cells.iter().copied().filter(|&c| c != 0).collect();
    let inversions: usize = (0..tiles.len())
        .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
        .sum();
    inversions % 2 == 1
}

/// The next permutation in lexicographic order; false after the last.
fn next_permutation(cells: &mut [u8; 9]) -> bool {
    let pivot = match (0..8).rev().find(|&i| cells[i] < cells[i + 1]) {
        Some(pivot) => pivot,
        None => return false,
    };
    let successor = (pivot + 1..9).rev().find(|&j| cells[j] > cells[pivot]);
    cells.swap(pivot, successor.unwrap_or(pivot));
    cells[pivot + 1..].reverse();
    true
}

#[test]
#[ignore = "conformance tier: g++"]
fn hdu3567_all_query_classes_in_one_batch() {
    // Every goal reachable from a canonical start: the boards with an even tile order.
    let mut goals = Vec::with_capacity(181_440);
    let mut cells = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    loop {
        if !odd(&cells) {
            goals.push(symbols(&cells));
        }
        if !next_permutation(&mut cells) {
            break;
        }
    }
    assert_eq!(goals.len(), 181_440);
    let mut input = b"1632960\n".to_vec();
    for blank in 0..9 {
        let mut start = [0u8; 9];
        let mut tile = 1;
        for (position, cell) in start.iter_mut().enumerate() {
            if position != blank {
                *cell = tile;
                tile += 1;
            }
        }
        for goal in &goals {
            input.extend_from_slice(&symbols(&start));
            input.push(b' ');
            input.extend_from_slice(goal);
            input.push(b'\n');
        }
    }

    let program = Program::compile("hdu3567");
    let run = program.same_as_binary("all 1,632,960 query classes", &input);
    assert_eq!(run.status, 0);
    assert_eq!(run.stderr, "");
    // The lengths are the design notes' distribution of the classes by optimal length.
    let mut by_length = [0usize; 32];
    for header in run.stdout.split(|&b| b == b'\n').step_by(2) {
        if let Some(colon) = header.iter().position(|&b| b == b':') {
            let length: usize = std::str::from_utf8(&header[colon + 2..])
                .unwrap()
                .parse()
                .unwrap();
            by_length[length] += 1;
        }
    }
    assert_eq!(by_length, super::common::THREE_CLASSES_BY_LENGTH);
}

#[test]
#[ignore = "conformance tier: g++"]
fn hdu1043_samples_bad_inputs_and_random_cases() {
    let program = Program::compile("hdu1043");
    assert_eq!(samples(&program), 1);
    bad_inputs(
        &program,
        &[
            (b"1 2 3 4 5 6 7 8 x\n2 3 4 1 5 x 7 6 9\n", 2),
            (b"1 2 3 4 5 6 7 8 x\n2 3 4 1 5 x 7 6\n", 2),
            (b"1 2 3 4 5 6 7 8 x\n2 3 4 1 5 2 7 6 x\n", 2),
            (b"12345678x 2341x5768 12345\n", 2),
            (b"", 2),
            (b"1 2 3 4 5 6 7 8 x\n2 1 3 4 5 6 7 8 x", 0),
        ],
    );
    let run = program.same_as_binary("huge token", &huge_token("12345678x ", 1 << 20));
    assert_eq!(run.status, 2);
    let input = generated(&[
        "gen",
        "--format",
        "hdu1043",
        "--cases",
        "100000",
        "--seed",
        "1043",
        "--unsolvable-share",
        "0.2",
    ]);
    let run = program.same_as_binary("100,000 random cases", &input);
    assert_eq!(run.status, 0);
    assert_eq!(run.stdout.iter().filter(|&&b| b == b'\n').count(), 100_000);
}

/// The one-case formats: samples, bad inputs and a run for each of 30 seeds.
fn one_case_format(format: &'static str, samples_count: usize, bad: &[(&[u8], i32)]) {
    let program = Program::compile(format);
    assert_eq!(samples(&program), samples_count);
    bad_inputs(&program, bad);
    for seed in 0..30 {
        let seed = seed.to_string();
        let input = generated(&["gen", "--format", format, "--seed", &seed]);
        let run = program.same_as_binary(&format!("{format} seed {seed}"), &input);
        assert_eq!(run.status, 0);
    }
}

#[test]
#[ignore = "conformance tier: g++"]
fn p1379_samples_bad_inputs_and_random_cases() {
    one_case_format(
        "p1379",
        3,
        &[
            (b"28310476\n", 2),
            (b"283104763\n", 2),
            (b"2 8 3 1 0 4 7 6\n", 2),
            (b"", 2),
            (b"283104765 1\n", 0),
        ],
    );
}

#[test]
#[ignore = "conformance tier: g++"]
fn trace_samples_bad_inputs_and_random_cases() {
    one_case_format(
        "trace",
        2,
        &[
            (b"2 6 4 1 3 7 0 5 8\n8 1 5 7 3 6 4 0\n", 2),
            (b"2 6 4 1 3 7 0 5 8\n8 1 5 7 3 6 4 0 0\n", 2),
            (b"264137058 81573640\n", 2),
            (b"", 2),
            (b"264137058 815736402 more\n", 0),
        ],
    );
}

#[test]
#[ignore = "conformance tier: g++"]
fn poj3240_samples_bad_inputs_and_random_boards_of_every_side() {
    let program = Program::compile("poj3240");
    assert_eq!(samples(&program), 2);
    bad_inputs(
        &program,
        &[
            (b"", 2),
            (b"1\n0\n", 2),
            (b"11\n", 2),
            (b"02\n1 2 3 0\n", 2),
            (b"3\n", 2),
            (b"3\n1 2 3 4 5 6 7 8\n", 2),
            (b"3\n1 2 3 4 5 6 7 8 9\n", 2),
            (b"3\n1 2 3 4 5 6 7 8 8\n", 2),
            (b"3\n1 2 3 4 5 6 7 0 x\n", 2),
            (
                b"5\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 024 0\n",
                2,
            ),
            (b"2\n3 1 2 0 more\n", 0),
            (b"2\n2 1 3 0\n", 0),
        ],
    );
    for side in 2..=10 {
        let size = format!("{side}x{side}");
        for seed in 0..8 {
            let seed = seed.to_string();
            let input = generated(&[
                "gen",
                "--format",
                "poj3240",
                "--size",
                &size,
                "--seed",
                &seed,
                "--unsolvable-share",
                "0.25",
            ]);
            let run = program.same_as_binary(&format!("poj3240 {size} seed {seed}"), &input);
            assert_eq!(run.status, 0);
        }
    }
}

#[test]
#[ignore = "conformance tier: g++"]
fn spoj_solving_samples_bad_inputs_and_boards_of_every_side() {
    let program = Program::compile("spoj_solving");
    assert_eq!(samples(&program), 1);
    bad_inputs(
        &program,
        &[
            (b"", 2),
            (b"1\n", 2),
            (b"1\n2\n3 1 2 0\n", 2),
            (b"1\n11\n", 2),
            (b"2\n3\n1 2 3 4 5 6 7 8 0\n", 2),
            (b"1\n3\n1 2 3 4 5 6 7 0 x\n", 2),
            (b"1\n3\n1 2 3 4 5 6 8 7 0\n", 1),
            (b"1\n3\n1 2 3 4 5 6 7 0 8 more\n", 0),
        ],
    );
    for side in 3..=10 {
        let size = format!("{side}x{side}");
        let input = generated(&[
            "gen",
            "--format",
            "spoj_solving",
            "--size",
            &size,
            "--cases",
            "6",
            "--seed",
            &side.to_string(),
        ]);
        let run = program.same_as_binary(&format!("spoj_solving {size}"), &input);
        assert_eq!(run.status, 0);
    }
}

#[test]
#[ignore = "conformance tier: g++"]
fn hackerrank_npuzzle_samples_bad_inputs_and_boards_of_every_side() {
    let program = Program::compile("hackerrank_npuzzle");
    assert_eq!(samples(&program), 1);
    bad_inputs(
        &program,
        &[
            (b"", 2),
            (b"3\n", 2),
            (b"2\n0\n1\n2\n3\n", 2),
            (b"6\n", 2),
            (b"3\n0\n1\n2\n3\n4\n5\n6\n7\n9\n", 2),
            (b"3\n0\n1\n2\n3\n4\n5\n6\n7\n7\n", 2),
            (b"3\n0\n1\n2\n3\n4\n5\n6\n8\n7\n", 1),
            (b"3\n1\n0\n2\n3\n4\n5\n6\n7\n8\n more\n", 0),
        ],
    );
    // Random boards of every side, and walks from the goal: the 5x5 ones through the
    // searches that place its sides and the exact finish of its 4x4, move for move.
    for side in 3..=5 {
        let size = format!("{side}x{side}");
        for seed in 0..6 {
            let seed = (side * 10 + seed).to_string();
            let mut words = vec!["gen", "--format", "hackerrank_npuzzle", "--size", &size];
            words.extend(["--seed", &seed]);
            if side == 4 {
                // Random 4x4 boards take an exact search of seconds each in the debug build.
                words.extend(["--walk", "60"]);
            }
            let input = generated(&words);
            let run = program.same_as_binary(&format!("hackerrank_npuzzle {size} {seed}"), &input);
            assert_eq!(run.status, 0);
        }
    }
}

#[test]
#[ignore = "conformance tier: g++"]
fn npuzzle42_samples_bad_inputs_and_boards_of_every_side() {
    let program = Program::compile("npuzzle42");
    assert_eq!(samples(&program), 2);
    bad_inputs(
        &program,
        &[
            (b"", 2),
            (b"# only a comment\n", 2),
            (b"2\n1 2\n3 0\n", 2),
            (b"11\n", 2),
            (b"3\n1 2 3 #\n8 0 4\n7 6\n", 2),
            (b"3\n1 2 3\n8 0 4\n7 6 9\n", 2),
            (b"3\n1 2 3\n8 0 4\n7 6 6\n", 2),
            (b"3 # side\n#\n1 2 3 # row\n8 0 4\n7 6 5 # end", 0),
            (b"3\n1#2 3\n8 0 4\n7 6 5\n", 2),
            (b"3\n1 2 3\n8 0 4\n7 6 5\nmore\n", 0),
        ],
    );
    for side in 3..=10 {
        let size = format!("{side}x{side}");
        for seed in 0..3 {
            let seed = (side * 10 + seed).to_string();
            let mut words = vec!["gen", "--format", "npuzzle42", "--size", &size];
            words.extend(["--seed", &seed, "--unsolvable-share", "0.3"]);
            if side == 4 {
                // Random 4x4 boards take an exact search of seconds each in the debug build.
                words.extend(["--walk", "60"]);
            }
            let input = generated(&words);
            let run = program.same_as_binary(&format!("npuzzle42 {size} {seed}"), &input);
            assert_eq!(run.status, 0);
        }
    }
}

#[test]
#[ignore = "conformance tier: g++"]
fn alds1_13_b_samples_bad_inputs_and_random_cases() {
    one_case_format(
        "alds1_13_b",
        1,
        &[
            (b"1 3 0\n4 2 5\n7 8\n", 2),
            (b"1 3 0\n4 2 5\n7 8 9\n", 2),
            (b"1 3 0\n4 2 5\n7 8 8\n", 2),
            (b"", 2),
            (b"2 1 3\n4 5 6\n7 8 0\n", 1),
            (b"1 3 0\n4 2 5\n7 8 6\n1\n", 0),
        ],
    );
}

#[test]
#[ignore = "conformance tier: g++"]
fn mipt089_samples_bad_inputs_and_random_cases() {
    one_case_format(
        "mipt089",
        3,
        &[
            (b"0 1 2 3 4 5 6 7\n", 2),
            (b"0 1 2 3 4 5 6 7 9\n", 2),
            (b"0 1 2 3 4 5 6 7 7\n", 2),
            (b"", 2),
            (b"1 2 3 4 5 6 8 7 0\n", 0),
            (b"0 1 2 3 4 5 6 7 8 9\n", 0),
        ],
    );
}

#[test]
#[ignore = "conformance tier: g++"]
fn mipt091_samples_bad_inputs_and_random_boards() {
    fifteen_format("mipt091", 2);
}

#[test]
#[ignore = "conformance tier: g++"]
fn uva652_samples_bad_inputs_and_random_cases() {
    let program = Program::compile("uva652");
    assert_eq!(samples(&program), 1);
    bad_inputs(
        &program,
        &[
            (b"2\n\n1 2 3 4 5 6 7 8 x\n", 2),
            (b"1\n\n1 2 3 4 5 6 7 8 9\n", 2),
            (b"x\n", 2),
            (b"", 2),
            (b"1\n\n1 2 3 4 5 6 7 x 8\n2\n", 0),
        ],
    );
    let input = generated(&[
        "gen",
        "--format",
        "uva652",
        "--cases",
        "20000",
        "--seed",
        "652",
        "--unsolvable-share",
        "0.2",
    ]);
    let run = program.same_as_binary("20,000 random cases", &input);
    assert_eq!(run.status, 0);
}

#[test]
#[ignore = "conformance tier: g++"]
fn uva10085_samples_bad_inputs_and_random_cases() {
    let program = Program::compile("uva10085");
    assert_eq!(samples(&program), 1);
    bad_inputs(
        &program,
        &[
            (b"2\n\n1 2 3\n4 5 6\n7 8 0\n", 2),
            (b"1\n\n1 2 3\n4 5 6\n7 8 9\n", 2),
            (b"1\n\n1 2 3\n4 5 6\n7 8\n", 2),
            (b"1\n\n1 2 3\n4 5 6\n7 7 0\n", 2),
            (b"x\n", 2),
            (b"", 2),
            (b"1\n\n1 2 3\n4 5 6\n7 0 8\n\n", 0),
            (b"1\n\n1 2 3\n4 5 6\n7 0 8\n2\n", 0),
        ],
    );
    // Every blank cell, many times over.
    let input = generated(&[
        "gen", "--format", "uva10085", "--cases", "5000", "--seed", "10085",
    ]);
    let run = program.same_as_binary("5,000 random cases", &input);
    assert_eq!(run.status, 0);
}

#[test]
#[ignore = "conformance tier: g++"]
fn poj2893_samples_bad_inputs_and_random_boards() {
    let program = Program::compile("poj2893");
    assert_eq!(samples(&program), 1);
    bad_inputs(
        &program,
        &[
            (b"", 2),
            (b"1 3\n", 2),
            (b"3 1000\n", 2),
            (b"2 2\n1 2 3", 2),
            (b"2 2\n1 2 3 4", 2),
            (b"2 2\n1 2 2 0", 2),
            (b"2 2\n0 1 x 2", 2),
            (b"2 2\n1 2 3 0\n2 2\n0 0 1 2\n", 2),
            (b"2 3 1 2 3 4 5 01\n", 2),
            (b"2\n", 2),
            (b"3 3\n1 2 3 4 5 6 7 8 0\n0 0\n5 5\n", 0),
        ],
    );
    for size in ["2x2", "3x4", "4x3", "7x2", "10x10", "31x17"] {
        let input = generated(&[
            "gen", "--format", "poj2893", "--size", size, "--cases", "300", "--seed", "2893",
        ]);
        let run = program.same_as_binary(&format!("300 random {size} boards"), &input);
        assert_eq!(run.status, 0);
        assert_eq!(run.stdout.iter().filter(|&&b| b == b'\n').count(), 300);
    }
    let input = generated(&[
        "gen", "--format", "poj2893", "--size", "999x999", "--cases", "2", "--seed", "1",
    ]);
    program.same_as_binary("two 999x999 boards", &input);
}

/// The boards every 15-puzzle format must refuse, or take with a warning, as the binary does.
const FIFTEEN_BAD: &[&[u8]] = &[
    b"",
    b"1\n",
    b"2\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n",
    b"1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n",
    b"1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15\n",
    b"1\n1 2 3 4 5 6 7 8 9 10 11 12 13 15 15 0\n",
    b"1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 x\n",
    b"1\n123 2 3\n",
    b"1\n01 2 3\n",
    b"1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 junk\n",
    b"1\n1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0\n",
    b"x\n",
    b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15 1\n",
];

/// A 15-puzzle format: samples, bad inputs, and inputs at its judge's limits.
fn fifteen_format(format: &'static str, samples_count: usize) {
    let program = Program::compile(format);
    assert_eq!(samples(&program), samples_count);
    for (number, input) in FIFTEEN_BAD.iter().enumerate() {
        program.same_as_binary(&format!("{format} bad input {number}"), input);
    }
    for (label, input) in judge_inputs(format) {
        program.same_as_binary(&format!("{format} {label}"), &input);
    }
}

#[test]
#[ignore = "conformance tier: g++"]
fn lightoj1121_samples_bad_inputs_and_random_boards() {
    fifteen_format("lightoj1121", 1);
}

#[test]
#[ignore = "conformance tier: g++"]
fn uva10181_samples_bad_inputs_and_random_boards() {
    fifteen_format("uva10181", 1);
}

#[test]
#[ignore = "conformance tier: g++"]
fn alds1_13_c_samples_bad_inputs_and_random_boards() {
    fifteen_format("alds1_13_c", 1);
}

#[test]
#[ignore = "conformance tier: g++"]
fn leetcode773_samples_bad_inputs_and_every_board() {
    let program = Program::compile("leetcode773");
    assert_eq!(samples(&program), 1);
    bad_inputs(
        &program,
        &[
            (b"", 2),
            (b" \n \n", 2),
            (b"[[1,2,3],[4,0,5]]\n[[1, 2,3],[4,0,5]]\n", 2),
            (b"[[1,2,3],[4,0,5]]]\n", 2),
            (b"[[1,2,3],[4,0,05]]\n", 2),
            (b"[[1,2,3],[4,0,6]]\n", 2),
            (b"[[1,2,3],[4,0]]\n", 2),
            (b"[[1,2,3,4],[0,5]]\n", 2),
            (b"[[1,2,3],[4,4,0]]\n", 2),
            (b"[[1,2,0],[4,0,5]]\n", 2),
            (b"[[1,2,3],[4,0,5]]\r\n[[1,2,3],[5,4,0]]", 0),
            (b"1 2 3 4 0 5\n", 2),
        ],
    );
    for (label, input) in judge_inputs("leetcode773") {
        program.same_as_binary(&label, &input);
    }
    let mut every = Vec::new();
    for board in every_seven_puzzle_board().split(|&byte| byte == b'\n') {
        // The orders of 2x4 whose cells 6 and 7 come last give every order of 2x3's six.
        if board.len() == 15 && &board[12..] == b"6 7" {
            let cells: Vec<u8> = board[..11].iter().copied().filter(|&b| b != b' ').collect();
            let row = |r: &[u8]| format!("[{},{},{}]", r[0] as char, r[1] as char, r[2] as char);
            let line = format!("[{},{}]\n", row(&cells[..3]), row(&cells[3..]));
            every.extend_from_slice(line.as_bytes());
        }
    }
    let run = program.same_as_binary("all 720 boards", &every);
    assert_eq!(run.status, 0, "-1 is an ordinary answer of LeetCode's");
    let answers = String::from_utf8(run.stdout).unwrap();
    assert_eq!(answers.lines().count(), 720);
    assert_eq!(answers.lines().filter(|&l| l == "-1").count(), 360);
    assert_eq!(
        answers.lines().map(|l| l.parse::<i32>().unwrap()).max(),
        Some(21)
    );
}

/// Every order of the eight cells, one board a line: both parity classes of 2x4.
fn every_seven_puzzle_board() -> Vec<u8> {
    let mut cells = [0u8, 1, 2, 3, 4, 5, 6, 7];
    let mut input = Vec::new();
    loop {
        for (i, &cell) in cells.iter().enumerate() {
            input.push(b'0' + cell);
            input.push(if i == 7 { b'\n' } else { b' ' });
        }
        // The next permutation in lexicographic order.
        let i = match (0..7).rev().find(|&i| cells[i] < cells[i + 1]) {
            Some(i) => i,
            None => return input,
        };
        let j = (i + 1..8).rev().find(|&j| cells[j] > cells[i]).unwrap();
        cells.swap(i, j);
        cells[i + 1..].reverse();
    }
}

#[test]
#[ignore = "conformance tier: g++"]
fn aoj0121_samples_bad_inputs_and_every_board() {
    let program = Program::compile("aoj0121");
    assert_eq!(samples(&program), 1);
    bad_inputs(
        &program,
        &[
            (b"", 2),
            (b" \n \n", 2),
            (b"0 1 2 3 4 5 6 8\n", 2),
            (b"0 1 2 3 4 5 6", 2),
            (b"0 1 2 3 4 5 6 6\n", 2),
            (b"1 2 3 4 5 6 7 8\n", 2),
            (b"0 1 2 3 4 5 6 007\n", 2),
            (b"0123456\n", 2),
            (b"01234566\n", 2),
            (b"12345678\n", 2),
            (b"0 1 2 3 4 5 7 6\n", 1),
            (b"01234567\nx 1 2 3 4 5 6 7\n", 0),
        ],
    );
    for (label, input) in judge_inputs("aoj0121") {
        program.same_as_binary(&label, &input);
    }
    let run = program.same_as_binary("all 40,320 boards", &every_seven_puzzle_board());
    assert_eq!(run.status, 1, "half the boards cannot reach the goal");
    let answers = String::from_utf8(run.stdout).unwrap();
    assert_eq!(answers.lines().filter(|&l| l == "-1").count(), 20_160);
    assert_eq!(
        answers.lines().map(|l| l.parse::<i32>().unwrap()).max(),
        Some(36)
    );
}
