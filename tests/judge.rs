//! The special judge, `eight check`: a share of the mutation corpora
//! (`tests/common/mutations.rs`, each mutated output judged against an oracle of the tests'
//! own) judged in process, then the regressions of the issues, each with its exact verdict,
//! and what only the process shows (exit statuses, unreadable files, an endless output)
//! through the binary. The whole corpora, with the C++ checkers beside `eight check`, run
//! in the conformance tier.

mod common;
#[path = "common/mutations.rs"]
mod mutations;

use common::{check_in_process, eight, Run};
use mutations::{accepted_line, bases, fuzz, gen, poj3240_fuzz, shown, solve, Kind, Scratch};
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Mutated outputs judged per format here (the conformance tier judges 2,500).
const MUTATIONS: usize = 500;

/// poj3240 answers judged here (the conformance tier judges 400, each by the C++ checker
/// too).
const POJ3240_ROUNDS: usize = 200;

/// `eight check --format FORMAT INPUT OUTPUT` through the binary: for exit statuses and
/// files.
fn check_paths(format: &str, input: &Path, output: &Path) -> Run {
    eight(
        &[
            "check",
            input.to_str().unwrap(),
            output.to_str().unwrap(),
            "--format",
            format,
        ],
        b"",
    )
}

/// Judges `output` against `input` in `format`, in process, through files in a fresh
/// scratch folder.
fn check(format: &str, input: &[u8], output: &[u8]) -> Run {
    let scratch = Scratch::new("one");
    let input = scratch.write("check.in", input);
    let output = scratch.write("check.out", output);
    check_in_process(format, None, &input, &output)
}

/// Asserts an acceptance of `cases` cases, exactly.
fn assert_accepted(run: &Run, cases: usize, what: &str) {
    assert_eq!(
        (
            run.status,
            String::from_utf8_lossy(&run.stdout).into_owned()
        ),
        (0, accepted_line(cases)),
        "{what}: stderr {}",
        run.stderr
    );
}

/// Asserts a rejection: exit 1 and one line `wrong answer: ...`.
fn assert_rejected(run: &Run, what: &str) {
    let stdout = String::from_utf8_lossy(&run.stdout).into_owned();
    assert_eq!(
        run.status, 1,
        "{what}: stdout {stdout:?} stderr {}",
        run.stderr
    );
    assert!(stdout.starts_with("wrong answer: "), "{what}: {stdout:?}");
    assert_eq!(stdout.matches('\n').count(), 1, "{what}: {stdout:?}");
    assert!(stdout.ends_with('\n'), "{what}: {stdout:?}");
}

#[test]
fn hdu3567_mutations_are_judged_by_the_rule() {
    let (bases, seed) = bases(Kind::Hdu3567);
    fuzz(Kind::Hdu3567, &bases, seed, MUTATIONS, None);
}

#[test]
fn hdu1043_mutations_are_judged_by_the_rule() {
    let (bases, seed) = bases(Kind::Hdu1043);
    fuzz(Kind::Hdu1043, &bases, seed, MUTATIONS, None);
}

#[test]
fn p1379_mutations_are_judged_by_the_rule() {
    let (bases, seed) = bases(Kind::P1379);
    fuzz(Kind::P1379, &bases, seed, MUTATIONS, None);
}

#[test]
fn trace_mutations_are_judged_by_the_rule() {
    let (bases, seed) = bases(Kind::Trace);
    fuzz(Kind::Trace, &bases, seed, MUTATIONS, None);
}

#[test]
fn poj3240_mutations_are_judged_by_the_rule() {
    poj3240_fuzz(POJ3240_ROUNDS, None);
}

// ---------------------------------------------------------------------------------------
// The regressions of the issue, each with its exact verdict.

const TWO_MOVES: &[u8] = b"1\n12X453786 12345678X\n";

#[test]
fn junk_after_long_trailing_blanks_is_rejected() {
    for spaces in [
        1, 253, 254, 255, 256, 257, 300, 4096, 65_535, 65_536, 70_000,
    ] {
        let mut output = b"Case 1: 2\ndd".to_vec();
        output.extend(std::iter::repeat(b' ').take(spaces));
        output.extend_from_slice(b"uu\n");
        assert_rejected(
            &check("hdu3567", TWO_MOVES, &output),
            &format!("{spaces} spaces"),
        );
        // The same blanks with nothing after them are fine.
        let mut fine = b"Case 1: 2\ndd".to_vec();
        fine.extend(std::iter::repeat(b' ').take(spaces));
        fine.extend_from_slice(b"\r\n");
        assert_accepted(
            &check("hdu3567", TWO_MOVES, &fine),
            1,
            &format!("{spaces} spaces"),
        );
    }
    let mut header = b"Case 1: 2".to_vec();
    header.extend(std::iter::repeat(b' ').take(254));
    header.extend_from_slice(b"uu\ndd\n");
    assert_rejected(
        &check("hdu3567", TWO_MOVES, &header),
        "junk after the header",
    );
}

#[test]
fn hdu1043_long_legal_paths_are_accepted_and_junk_after_them_is_not() {
    let solved = b"1 2 3 4 5 6 7 8 x\n";
    for pairs in [129, 200, 1000, 40_000] {
        let mut path = b"lr".repeat(pairs);
        path.push(b'\n');
        assert_accepted(
            &check("hdu1043", solved, &path),
            1,
            &format!("{} moves", 2 * pairs),
        );
    }
    for junk in [&b"x"[..], b" uu", b"\0", b"L", "\u{a0}".as_bytes()] {
        let mut path = b"lr".repeat(128);
        path.extend_from_slice(junk);
        path.push(b'\n');
        assert_rejected(
            &check("hdu1043", solved, &path),
            &format!("256 moves then {junk:?}"),
        );
    }
    // 257 moves that do not end on the goal.
    let mut odd = b"lr".repeat(128);
    odd.extend_from_slice(b"l\n");
    assert_rejected(&check("hdu1043", solved, &odd), "257 moves");
    // A real board, its shortest answer padded with 300 legal moves; CRLF across the
    // 64 KiB read boundary at every offset near it.
    let board = b"2 3 4 1 5 x 7 6 8\n";
    let shortest = solve("hdu1043", board);
    let shortest = &shortest[..shortest.len() - 1];
    let mut long = b"ud".repeat(150);
    long.extend_from_slice(shortest);
    long.push(b'\n');
    assert_accepted(&check("hdu1043", board, &long), 1, "300 extra moves");
    // CRLF across the 64 KiB read boundary at every offset near it: a solved board first,
    // whose long answer line ends in spaces and CR LF, then the real board.
    let two = b"1 2 3 4 5 6 7 8 x\n2 3 4 1 5 x 7 6 8\n";
    for spaces in 0..6 {
        let mut output = b"lr".repeat(32_766);
        output.extend(std::iter::repeat(b' ').take(spaces));
        output.extend_from_slice(b"\r\n");
        output.extend_from_slice(shortest);
        output.extend_from_slice(b"\r\n");
        assert_accepted(
            &check("hdu1043", two, &output),
            2,
            &format!("{spaces} spaces"),
        );
        let cr = 65_532 + spaces;
        output.insert(cr, b'\r');
        assert_rejected(
            &check("hdu1043", two, &output),
            &format!("{spaces} spaces, CR CR"),
        );
        output.remove(cr);
        output[cr] = b'\n';
        output[cr + 1] = b'\r';
        assert_rejected(
            &check("hdu1043", two, &output),
            &format!("{spaces} spaces, LF CR"),
        );
    }
}

#[test]
fn invisible_characters_after_a_line_are_rejected() {
    for character in [
        "\u{a0}", "\u{85}", "\u{2028}", "\u{3000}", "\u{feff}", "\u{b}", "\u{c}",
    ] {
        let after_path = format!("Case 1: 2\ndd{character}\n");
        assert_rejected(
            &check("hdu3567", TWO_MOVES, after_path.as_bytes()),
            &format!("{character:?}"),
        );
        let after_header = format!("Case 1: 2{character}\ndd\n");
        assert_rejected(
            &check("hdu3567", TWO_MOVES, after_header.as_bytes()),
            &format!("{character:?}"),
        );
        let hdu1043 = format!("dd{character}\n");
        assert_rejected(
            &check("hdu1043", b"1 2 x 4 5 3 7 8 6\n", hdu1043.as_bytes()),
            &format!("{character:?}"),
        );
        let p1379 = format!("0{character}\n");
        assert_rejected(
            &check("p1379", b"123804765\n", p1379.as_bytes()),
            &format!("{character:?}"),
        );
    }
    assert_accepted(
        &check("hdu1043", b"1 2 x 4 5 3 7 8 6\n", b"dd \t\r\n"),
        1,
        "dd",
    );
}

#[test]
fn signs_and_leading_zeros_are_rejected() {
    for output in [
        &b"Case 1: +2\ndd\n"[..],
        b"Case 1: 02\ndd\n",
        b"Case 01: 2\ndd\n",
        b"Case +1: 2\ndd\n",
        b"Case 1: 2.\ndd\n",
        b"Case 1:  2\ndd\n",
    ] {
        assert_rejected(&check("hdu3567", TWO_MOVES, output), &shown(output));
    }
    let same = b"1\n12345678X 12345678X\n";
    assert_accepted(&check("hdu3567", same, b"Case 1: 0\n\n"), 1, "0 moves");
    assert_accepted(
        &check("hdu3567", same, b"Case 1: 0"),
        1,
        "0 moves, no newline",
    );
    for output in [&b"Case 1: -0\n\n"[..], b"Case 1: +0\n\n", b"Case 1: 00\n\n"] {
        assert_rejected(&check("hdu3567", same, output), &shown(output));
    }
    let four = gen("p1379", 1, 5, &["--distance", "4"]);
    assert_eq!(solve("p1379", &four), b"4\n");
    assert_accepted(&check("p1379", &four, b"4 \r\n\n"), 1, "4");
    for output in [
        &b"04\n"[..],
        b"+4\n",
        b"4.0\n",
        b" 4\n",
        b"\xef\xbb\xbf4\n",
        b"4\n5\n",
    ] {
        assert_rejected(&check("p1379", &four, output), &shown(output));
    }
    for output in [&b"-0\n"[..], b"+0\n", b"00\n"] {
        assert_rejected(&check("p1379", b"123804765\n", output), &shown(output));
    }
    for output in [&b"-01\n"[..], b"+1\n", b"1\n", b"- 1\n"] {
        assert_rejected(&check("p1379", b"213804765\n", output), &shown(output));
    }
    assert_accepted(&check("p1379", b"213804765\n", b"-1"), 1, "-1");
    // trace: a `+` on the count, a leading zero, `x` for the blank.
    let input = b"1 2 3 4 5 6 7 0 8\n1 2 3 4 5 6 7 8 0\n";
    let right = b"1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 6\n7 8 0\n\n1\n";
    assert_eq!(solve("trace", input), right);
    assert_accepted(&check("trace", input, right), 1, "trace");
    for output in [
        &b"1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 6\n7 8 0\n\n+1\n"[..],
        b"1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 6\n7 8 0\n\n01\n",
        b"1 2 3\n4 5 6\n7 x 8\n\n1 2 3\n4 5 6\n7 8 x\n\n1\n",
        b"1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 6\n7 8 00\n\n1\n",
        b"1 2 3\n4 5 6\n7 +0 8\n\n1 2 3\n4 5 6\n7 8 0\n\n1\n",
        b"1 2 3\n4 5 6\n7 0 8\n1 2 3\n4 5 6\n7 8 0\n\n1\n",
        b"1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 6\n7 8 0\n\n1 \n2\n",
    ] {
        assert_rejected(&check("trace", input, output), &shown(output));
    }
    let unreachable = b"1 2 3 4 5 6 7 8 0\n2 1 3 4 5 6 7 8 0\n";
    assert_accepted(&check("trace", unreachable, b"-1\n"), 1, "-1");
    for output in [&b"+1\n"[..], b"-01\n", b"0\n", b"-1 0\n"] {
        assert_rejected(&check("trace", unreachable, output), &shown(output));
    }
}

#[test]
fn bad_inputs_exit_2_whatever_the_output() {
    fn bad(format: &str, input: &[u8], output: &[u8]) {
        let run = check(format, input, output);
        assert_eq!(
            (run.status, run.stdout.as_slice()),
            (2, &b""[..]),
            "{format} {:?}: {}",
            shown(input),
            run.stderr
        );
        assert!(run.stderr.contains("bad INPUT file"), "{}", run.stderr);
    }
    // Three cases announced, one there, whatever the output.
    bad("hdu3567", b"3\n12X453786 12345678X\n", b"Case 1: 2\ndd\n");
    bad("hdu3567", b"3\n12X453786 12345678X\n", b"Case 1: 3\nddd\n");
    bad("hdu3567", b"3\n12X453786 12345678X\n", b"");
    for format in ["hdu3567", "hdu1043", "p1379", "trace"] {
        for input in [&b""[..], b"\n", b"  \n\t\n\r\n"] {
            bad(format, input, b"");
            bad(format, input, b"\n");
        }
    }
    // A malformed later case, after a wrong first answer.
    bad(
        "hdu3567",
        b"2\n12X453786 12345678X\n12X45 12345678X\n",
        b"Case 1: 3\nddd\n",
    );
    bad(
        "hdu3567",
        b"2\n12X453786 12345678X\n12X453786 1234567\n",
        b"Case 1: 2\nuu\n",
    );
    bad("hdu1043", b"1 2 x 4 5 3 7 8 6\n1 2 3 4\n", b"uu\n");
    bad(
        "hdu1043",
        b"1 2 x 4 5 3 7 8 6\n1 2 3 4 5 6 7 8 9\n",
        b"dd\nunsolvable\n",
    );
    // A malformed later case after a right first answer, too.
    bad(
        "hdu3567",
        b"2\n12X453786 12345678X\n12X45 12345678X\n",
        b"Case 1: 2\ndd\n",
    );
    bad("p1379", b"12380476\n", b"0\n");
    bad("trace", b"1 2 3 4 5 6 7 8 0\n", b"0\n");
}

#[test]
fn unreadable_files_exit_3_naming_them() {
    let scratch = Scratch::new("files");
    let input = scratch.write("right.in", TWO_MOVES);
    let output = scratch.write("right.out", b"Case 1: 2\ndd\n");
    assert_accepted(&check_paths("hdu3567", &input, &output), 1, "the files");
    let folder = scratch.file("a-folder");
    fs::create_dir(&folder).unwrap();
    let missing = scratch.file("missing.out");
    for (input, output, named) in [
        (&input, &folder, &folder),
        (&folder, &output, &folder),
        (&input, &missing, &missing),
        (&missing, &output, &missing),
    ] {
        let run = check_paths("hdu3567", input, output);
        assert_eq!(
            (run.status, run.stdout.as_slice()),
            (3, &b""[..]),
            "{input:?} {output:?}: {}",
            run.stderr
        );
        assert!(
            run.stderr.contains(named.to_str().unwrap()),
            "{named:?} not named: {}",
            run.stderr
        );
    }
}

#[test]
fn an_endless_output_is_rejected_promptly() {
    for (format, input) in [
        ("hdu3567", TWO_MOVES),
        ("hdu1043", &b"1 2 x 4 5 3 7 8 6\n"[..]),
        ("p1379", b"123804765\n"),
        ("trace", b"1 2 3 4 5 6 7 0 8\n1 2 3 4 5 6 7 8 0\n"),
    ] {
        let scratch = Scratch::new("zero");
        let input = scratch.write("zero.in", input);
        let mut child = Command::new(env!("CARGO_BIN_EXE_eight"))
            .env("XDG_CACHE_HOME", common::cache_home())
            .arg("check")
            .arg(&input)
            .arg("/dev/zero")
            .args(["--format", format])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(20);
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if Instant::now() > deadline {
                let _ = child.kill();
                let _ = child.wait();
                panic!("{format}: check on /dev/zero still runs after 20 s");
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let output = child.wait_with_output().unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert_eq!(status.code(), Some(1), "{format}: {stdout}");
        assert!(stdout.starts_with("wrong answer: "), "{format}: {stdout}");
        assert_eq!(stdout.matches('\n').count(), 1, "{format}: {stdout}");
    }
}

#[test]
fn blank_lines_count_only_at_the_very_end() {
    let input = b"2\n12X453786 12345678X\n12345678X 12345678X\n";
    assert_accepted(
        &check("hdu3567", input, b"Case 1: 2\ndd\nCase 2: 0\n"),
        2,
        "no last line",
    );
    assert_accepted(
        &check(
            "hdu3567",
            input,
            b"Case 1: 2\r\ndd\r\nCase 2: 0\r\n\r\n \r\n\t\n",
        ),
        2,
        "CRLF",
    );
    for output in [
        &b"\nCase 1: 2\ndd\nCase 2: 0\n\n"[..],
        b"Case 1: 2\n\ndd\nCase 2: 0\n\n",
        b"Case 1: 2\ndd\n\nCase 2: 0\n\n",
        b"Case 1: 2\ndd\nCase 2: 0\n\n\nx",
        b"Case 1: 2\ndd\rCase 2: 0\n",
        b"Case 1: 2\ndd\nCase 2: 0\n\r",
        b"Case 1: 2\ndd\nCase 2: 0\n\r\r\n",
        b"Case 1: 2\ndd\nCase 2: 0\n\x0c\n",
    ] {
        assert_rejected(&check("hdu3567", input, output), &shown(output));
    }
    // An input with no case wants an empty output.
    assert_accepted(&check("hdu3567", b"0\n", b""), 0, "no case");
    assert_accepted(&check("hdu3567", b"0\n", b" \n\n"), 0, "no case");
    assert_rejected(&check("hdu3567", b"0\n", b"Case 1: 0\n"), "no case");
    // hdu1043: the answers of solved boards are empty lines, at the end too.
    let solved = b"1 2 3 4 5 6 7 8 x\n1 2 x 4 5 3 7 8 6\n1 2 3 4 5 6 7 8 x\n";
    assert_accepted(&check("hdu1043", solved, b"\ndd\n\n"), 3, "solved");
    assert_accepted(&check("hdu1043", solved, b"\ndd"), 3, "solved");
    assert_accepted(&check("hdu1043", solved, b"lr\nlrdd\nud"), 3, "solved");
    assert_rejected(&check("hdu1043", solved, b"dd\n\n"), "solved");
    assert_rejected(&check("hdu1043", solved, b"\ndd\n\nx\n"), "solved");
    assert_rejected(&check("hdu1043", solved, b"\ndd\nunsolvable\n"), "solved");
}

#[test]
fn text_after_the_last_input_case_is_a_warning_not_a_verdict() {
    let input = b"1\n12X453786 12345678X\n12X453786 12345678X\n";
    let right = check("hdu3567", input, b"Case 1: 2\ndd\n");
    assert_accepted(&right, 1, "extra input");
    assert!(right.stderr.contains("input goes on"), "{}", right.stderr);
    let wrong = check("hdu3567", input, b"Case 1: 2\ndd\nCase 2: 2\ndd\n");
    assert_rejected(&wrong, "extra input, extra answer");
    let p1379 = check("p1379", b"123804765 123804765\n", b"0\n");
    assert_accepted(&p1379, 1, "extra p1379 input");
    assert!(p1379.stderr.contains("input goes on"), "{}", p1379.stderr);
}
