//! The four judges added as one file and one list line each (Aizu ALDS1_13_B, ALDS1_13_C,
//! Aizu 0121, UVa 652), through the binary: the problems' own examples, their judges' rules
//! in `eight check`, bad inputs word for word, and `gen` inputs that the solver and the
//! judge take.

mod common;

use common::{eight, Run, Scratch};
use std::fs;

/// `eight check --format FORMAT` on `input` and `output`, as files.
fn check(format: &str, input: &[u8], output: &[u8]) -> Run {
    let scratch = Scratch::new();
    let (input_file, output_file) = (scratch.file("in.txt"), scratch.file("out.txt"));
    fs::write(&input_file, input).unwrap();
    fs::write(&output_file, output).unwrap();
    eight(
        &[
            "check",
            "--format",
            format,
            input_file.to_str().unwrap(),
            output_file.to_str().unwrap(),
        ],
        b"",
    )
}

fn solve(format: &str, input: &[u8]) -> (String, i32, String) {
    let run = eight(&["--format", format], input);
    (
        String::from_utf8(run.stdout).unwrap(),
        run.status,
        run.stderr,
    )
}

#[test]
fn the_problems_own_examples() {
    let (out, status, _) = solve("alds1_13_b", b"1 3 0\n4 2 5\n7 8 6\n");
    assert_eq!((out.as_str(), status), ("4\n", 0));
    let (out, status, _) = solve("alds1_13_c", b"1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15\n");
    assert_eq!((out.as_str(), status), ("8\n", 0));
    let (out, status, _) = solve(
        "aoj0121",
        b"0 1 2 3 4 5 6 7\n1 0 2 3 4 5 6 7\n7 6 5 4 3 2 1 0\n",
    );
    assert_eq!((out.as_str(), status), ("0\n1\n28\n", 0));
    // UVa 652's sample board, and the hdu1043 answer for it: the same problem.
    let (out, status, _) = solve("uva652", b"1\n\n2 3 4 1 5 x 7 6 8\n");
    let hdu1043 = solve("hdu1043", b"2 3 4 1 5 x 7 6 8\n").0;
    assert_eq!((out.as_str(), status), (hdu1043.as_str(), 0));
}

#[test]
fn uva652_puts_a_blank_line_between_cases_and_accepts_any_path() {
    let input = b"3\n\n1 2 3 4 5 6 7 x 8\n\n2 1 3 4 5 6 7 8 x\n\n1 2 3 4 5 6 7 8 x\n";
    let (out, status, stderr) = solve("uva652", input);
    assert_eq!(out, "r\n\nunsolvable\n\n\n");
    assert_eq!(status, 0, "unsolvable is an ordinary answer: {stderr}");
    assert!(stderr.is_empty());
    for right in [
        &b"r\n\nunsolvable\n\n\n"[..],
        b"rlr\n\nunsolvable\n\n",
        b"rud\r\n\r\nunsolvable\r\n\r\n",
    ] {
        let run = check("uva652", input, right);
        assert_eq!(run.status, 0, "{}", String::from_utf8_lossy(&run.stdout));
        assert_eq!(run.stdout, b"accepted: 3 cases\n");
    }
    for (wrong, message) in [
        (
            &b"r\nunsolvable\n\n"[..],
            "wrong answer: case 2: line 2, column 1: the line between two cases: expected an \
             empty line, found `u`\n",
        ),
        (
            b"l\n\nunsolvable\n\n",
            "wrong answer: case 1: line 1, column 2: the path: its 1 moves end on 1 2 3 / 4 5 6 \
             / 0 7 8, not on the goal 1 2 3 / 4 5 6 / 7 8 0\n",
        ),
        (
            b"unsolvable\n\nunsolvable\n\n",
            "wrong answer: case 1: line 1, column 1: the goal can be reached, so `unsolvable` is \
             wrong\n",
        ),
    ] {
        let run = check("uva652", input, wrong);
        assert_eq!(run.status, 1);
        assert_eq!(String::from_utf8_lossy(&run.stdout), message);
    }
}

#[test]
fn the_fewest_moves_formats_want_the_exact_number() {
    let input = b"0 1 2 3 4 5 6 7\n7 6 5 4 3 2 1 0\n";
    assert_eq!(
        check("aoj0121", input, b"0\n28\n").stdout,
        b"accepted: 2 cases\n"
    );
    let run = check("aoj0121", input, b"0\n27\n");
    assert_eq!(run.status, 1);
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "wrong answer: case 2: line 2, column 1: the fewest moves: expected `28`, found `27`\n"
    );
    let run = check("alds1_13_b", b"1 3 0\n4 2 5\n7 8 6\n", b"04\n");
    assert_eq!(run.status, 1);
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "wrong answer: case 1: line 1, column 1: the fewest moves: expected `4`, found `04`\n"
    );
}

#[test]
fn bad_inputs_are_named() {
    for (format, input, message) in [
        (
            "alds1_13_b",
            &b"1 3 0\n4 2 5\n7 8\n"[..],
            "eight: line 4, case 1: the input ends inside this board\n",
        ),
        (
            "aoj0121",
            b"0 1 2 3 4 5 6 8\n",
            "eight: line 1, case 1, board (2x4), token `8`: not a cell of a 2x4 board: the tiles \
             are 1 to 7, the blank 0, X or x\n",
        ),
        (
            "uva652",
            b"2\n\n2 3 4 1 5 x 7 6 8\n",
            "eight: line 4: the input ends after 1 case, but the count says 2\n",
        ),
        (
            "alds1_13_c",
            b"1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 15 0\n",
            "eight: line 4, case 1, board (4x4), token `15`: tile 15 appears more than once\n",
        ),
    ] {
        let (out, status, stderr) = solve(format, input);
        // The answers due before the bad case are written.
        let due = if format == "uva652" {
            "dlurullddrurdllurdr\n"
        } else {
            ""
        };
        assert_eq!((out.as_str(), status), (due, 2), "{format}");
        assert_eq!(stderr, message, "{format}");
    }
    // A goal out of reach is answered, and said on stderr.
    let (out, status, stderr) = solve("aoj0121", b"1 0 2 3 4 5 7 6\n");
    assert_eq!((out.as_str(), status), ("-1\n", 1));
    assert_eq!(
        stderr,
        "eight: case 1: the goal cannot be reached from the start (their tile orders differ in \
         parity)\n"
    );
}

#[test]
fn gen_writes_inputs_that_the_solver_and_the_judge_take() {
    for (format, arguments) in [
        ("alds1_13_b", &["--distance", "20"][..]),
        ("alds1_13_c", &["--walk", "30"]),
        ("aoj0121", &["--cases", "20"]),
        ("uva652", &["--cases", "5", "--unsolvable-share", "0.4"]),
    ] {
        let mut words = vec!["gen", "--format", format, "--seed", "7"];
        words.extend(arguments);
        let input = eight(&words, b"");
        assert_eq!(input.status, 0, "{format}: {}", input.stderr);
        assert_eq!(
            input.stdout,
            eight(&words, b"").stdout,
            "{format}: the same bytes"
        );
        let solved = eight(&["--format", format], &input.stdout);
        assert!(solved.status <= 1, "{format}: {}", solved.stderr);
        let run = check(format, &input.stdout, &solved.stdout);
        assert!(
            String::from_utf8_lossy(&run.stdout).starts_with("accepted: "),
            "{format}: {}",
            String::from_utf8_lossy(&run.stdout)
        );
    }
    let distance = eight(&["gen", "--format", "alds1_13_b", "--distance", "20"], b"");
    let answer = eight(&["--format", "alds1_13_b"], &distance.stdout);
    assert_eq!(answer.stdout, b"20\n");
    let uva = eight(
        &["gen", "--format", "uva652", "--cases", "2", "--seed", "1"],
        b"",
    );
    let text = String::from_utf8(uva.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!((lines[0], lines[1], lines[3]), ("2", "", ""));
    assert_eq!(lines[2].split(' ').count(), 9);
}
