//! `eight check --protocol NAME`, called exactly as each judge system calls a checker: its
//! argument order, its files, stdin, and how the verdict must come back. Per protocol: an
//! accepted output, a wrong one, and a fault of the judge's own files.

mod common;

use common::judge_system::*;
use std::fs;
use std::path::Path;
use std::process::Command;

#[test]
fn testlib_without_a_report_writes_the_verdict_on_stderr() {
    for (name, input, output, status, stderr) in [
        ("t-ok", INPUT, RIGHT, 0, "ok 2 cases\n".to_string()),
        (
            "t-wa",
            INPUT,
            WRONG,
            1,
            format!("wrong answer {WRONG_MESSAGE}\n"),
        ),
        (
            "t-fail",
            BAD_INPUT,
            RIGHT,
            3,
            "FAIL bad INPUT file: line 3: the input ends after 1 case, but the count says 2\n"
                .to_string(),
        ),
    ] {
        let files = Files::new(name, input, output);
        let seen = run(
            "testlib",
            &[files.path("in"), files.path("out"), files.path("ans")],
            None,
        );
        assert_eq!(
            (seen.status, seen.stderr, seen.stdout),
            (status, stderr, String::new())
        );
    }
}

#[test]
fn testlib_writes_the_report_and_the_appes_xml() {
    let files = Files::new("t-report", INPUT, WRONG);
    let arguments = [
        files.path("in"),
        files.path("out"),
        files.path("ans"),
        files.path("report"),
    ];
    let seen = run("testlib", &arguments, None);
    assert_eq!((seen.status, seen.stderr.as_str()), (1, ""));
    assert_eq!(files.read("report"), WRONG_MESSAGE);
    let mut appes = arguments.to_vec();
    appes.push("-appes".into());
    let seen = run("testlib", &appes, None);
    assert_eq!(seen.status, 1);
    assert_eq!(
        files.read("report"),
        format!("<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"wrong-answer\">{WRONG_MESSAGE}</result>\n")
    );
    let accepted = Files::new("t-report-ok", INPUT, RIGHT);
    let mut arguments = vec![
        accepted.path("in"),
        accepted.path("out"),
        accepted.path("ans"),
    ];
    arguments.extend([accepted.path("report"), "-appes".to_string()]);
    assert_eq!(run("testlib", &arguments, None).status, 0);
    assert_eq!(
        accepted.read("report"),
        "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"accepted\">2 cases</result>\n"
    );
}

#[test]
fn testlib_fails_on_an_unreadable_answer_file() {
    let files = Files::new("t-ans", INPUT, RIGHT);
    let seen = run(
        "testlib",
        &[files.path("in"), files.path("out"), files.path("missing")],
        None,
    );
    assert_eq!(seen.status, 3);
    assert!(
        seen.stderr.starts_with(&format!(
            "FAIL input/output failed: {}: ",
            files.path("missing")
        )),
        "{}",
        seen.stderr
    );
}

#[test]
fn kattis_reads_the_output_on_stdin_and_writes_feedback_files() {
    for (name, input, output, status, judge, team) in [
        ("k-ok", INPUT, RIGHT, 42, "accepted: 2 cases\n", None),
        (
            "k-wa",
            INPUT,
            WRONG,
            43,
            "wrong answer: case 2: line 4, column 8: the path: its 8 moves end on 7 5 6 / 1 8 4 / 0 2 3, not on the goal 7 5 6 / 8 0 4 / 1 2 3\n",
            Some("wrong answer on case 2 (output line 4, column 8)\n"),
        ),
        (
            "k-fail",
            BAD_INPUT,
            RIGHT,
            2,
            "bad INPUT file: line 3: the input ends after 1 case, but the count says 2\n",
            None,
        ),
    ] {
        let files = Files::new(name, input, output);
        // DOMjudge passes the directory with a trailing slash, Hydro and LOJ without.
        for feedback in [files.path("feedback"), files.path("feedback") + "/"] {
            let seen = run(
                "kattis",
                &[files.path("in"), files.path("ans"), feedback, "case_sensitive".into()],
                Some(&files.0.join("out")),
            );
            assert_eq!(seen.status, status, "{name}: {}", seen.stderr);
            assert_eq!(files.read("feedback/judgemessage.txt"), judge);
            match team {
                Some(team) => assert_eq!(files.read("feedback/teammessage.txt"), team),
                None => assert!(!files.exists("feedback/teammessage.txt")),
            }
        }
    }
}

#[test]
fn hustoj_passes_input_answer_output_and_never_accepts_a_fault() {
    for (name, input, output, status, stderr) in [
        ("h-ok", INPUT, RIGHT, 0, "accepted: 2 cases\n".to_string()),
        (
            "h-wa",
            INPUT,
            WRONG,
            1,
            format!("wrong answer: {WRONG_MESSAGE}\n"),
        ),
        (
            "h-fail",
            BAD_INPUT,
            RIGHT,
            1,
            "FAIL bad INPUT file: line 3: the input ends after 1 case, but the count says 2\n"
                .to_string(),
        ),
    ] {
        let files = Files::new(name, input, output);
        let seen = run(
            "hustoj",
            &[files.path("in"), files.path("ans"), files.path("out")],
            None,
        );
        assert_eq!((seen.status, seen.stderr), (status, stderr));
    }
}

#[test]
fn lemon_writes_the_score_and_the_message() {
    for (name, input, output, status, score, message) in [
        (
            "l-ok",
            INPUT,
            RIGHT,
            0,
            "10\n",
            "accepted: 2 cases\n".to_string(),
        ),
        (
            "l-wa",
            INPUT,
            WRONG,
            0,
            "0\n",
            format!("wrong answer: {WRONG_MESSAGE}\n"),
        ),
        (
            "l-fail",
            BAD_INPUT,
            RIGHT,
            3,
            "0\n",
            "FAIL bad INPUT file: line 3: the input ends after 1 case, but the count says 2\n"
                .to_string(),
        ),
    ] {
        let files = Files::new(name, input, output);
        let arguments = [
            files.path("in"),
            files.path("out"),
            files.path("ans"),
            "10".to_string(),
            files.path("score"),
            files.path("message"),
        ];
        let seen = run("lemon", &arguments, None);
        assert_eq!(seen.status, status, "{name}: {}", seen.stderr);
        assert_eq!(
            (files.read("score"), files.read("message")),
            (score.to_string(), message)
        );
    }
}

#[test]
fn cms_prints_the_outcome_and_the_message() {
    for (name, input, output, status, stdout, stderr) in [
        (
            "c-ok",
            INPUT,
            RIGHT,
            0,
            "1.0\n",
            "accepted: 2 cases\n".to_string(),
        ),
        (
            "c-wa",
            INPUT,
            WRONG,
            0,
            "0.0\n",
            format!("wrong answer: {WRONG_MESSAGE}\n"),
        ),
        (
            "c-fail",
            BAD_INPUT,
            RIGHT,
            2,
            "",
            "FAIL bad INPUT file: line 3: the input ends after 1 case, but the count says 2\n"
                .to_string(),
        ),
    ] {
        let files = Files::new(name, input, output);
        let seen = run(
            "cms",
            &[files.path("in"), files.path("ans"), files.path("out")],
            None,
        );
        assert_eq!(
            (seen.status, seen.stdout.as_str(), seen.stderr),
            (status, stdout, stderr)
        );
    }
}

#[test]
fn qduoj_passes_input_and_output_and_a_fault_is_a_system_error() {
    for (name, input, output, status, stderr) in [
        ("q-ok", INPUT, RIGHT, 0, "accepted: 2 cases\n".to_string()),
        (
            "q-wa",
            INPUT,
            WRONG,
            1,
            format!("wrong answer: {WRONG_MESSAGE}\n"),
        ),
        (
            "q-fail",
            BAD_INPUT,
            RIGHT,
            2,
            "FAIL bad INPUT file: line 3: the input ends after 1 case, but the count says 2\n"
                .to_string(),
        ),
    ] {
        let files = Files::new(name, input, output);
        let seen = run("qduoj", &[files.path("in"), files.path("out")], None);
        assert_eq!(
            (seen.status, seen.stdout.as_str(), seen.stderr),
            (status, "", stderr)
        );
    }
}

#[test]
fn syzoj_reads_its_files_in_the_working_folder_and_prints_the_score() {
    for (name, input, output, status, stdout, stderr) in [
        (
            "s-ok",
            INPUT,
            RIGHT,
            0,
            "100\n",
            "accepted: 2 cases\n".to_string(),
        ),
        (
            "s-wa",
            INPUT,
            WRONG,
            0,
            "0\n",
            format!("wrong answer: {WRONG_MESSAGE}\n"),
        ),
        (
            "s-fail",
            BAD_INPUT,
            RIGHT,
            2,
            "",
            "FAIL bad INPUT file: line 3: the input ends after 1 case, but the count says 2\n"
                .to_string(),
        ),
    ] {
        let files = Files::new(name, input, output);
        let mut command = Command::new(env!("CARGO_BIN_EXE_eight"));
        command.args(["check", "--protocol", "syzoj"]);
        let seen = seen(command, &[], None, Some(&files.0));
        assert_eq!(
            (seen.status, seen.stdout.as_str(), seen.stderr),
            (status, stdout, stderr)
        );
    }
    let files = Files::new("s-gone", INPUT, RIGHT);
    fs::remove_file(files.0.join("user_out")).unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_eight"));
    command.args(["check", "--protocol", "syzoj"]);
    let seen = seen(command, &[], None, Some(&files.0));
    assert_eq!(seen.status, 3);
    assert!(
        seen.stderr
            .starts_with("FAIL input/output failed: user_out: "),
        "{}",
        seen.stderr
    );
}

#[test]
fn wrong_argument_counts_are_faults_not_verdicts() {
    let seen = run("hustoj", &["only-one".to_string()], None);
    assert_eq!(
        (seen.status, seen.stderr.as_str()),
        (1, "FAIL usage: the hustoj protocol takes IN ANS OUT, not 1 arguments (see eight --help)\n")
    );
    let seen = run("cms", &[], None);
    assert_eq!(seen.status, 2);
    assert_eq!(seen.stdout, "");
}

/// UVa 10181's sample board, whose shortest path has 9 moves, and an answer of 11.
const UVA_INPUT: &[u8] = b"1\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n";
const UVA_LONGER: &[u8] = b"LLLDRDRDRLR\n";
const UVA_SHORTEST: &[u8] = b"LLLDRDRDR\n";

#[test]
fn score_gives_a_longer_path_its_share_of_the_points_in_each_protocol() {
    let files = Files::new("score", UVA_INPUT, UVA_LONGER);
    let run_scored = |protocol: &str, arguments: &[String], stdin: Option<&Path>| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_eight"));
        command.args([
            "check",
            "--format",
            "uva10181",
            "--score",
            "--protocol",
            protocol,
        ]);
        seen(command, arguments, stdin, Some(&files.0))
    };
    let eight = run_scored("eight", &[files.path("in"), files.path("out")], None);
    assert_eq!(
        (eight.status, eight.stdout.as_str()),
        (0, "accepted: 1 case, score 0.818182\n")
    );
    let testlib = run_scored(
        "testlib",
        &[files.path("in"), files.path("out"), files.path("ans")],
        None,
    );
    assert_eq!(
        (testlib.status, testlib.stderr.as_str()),
        (7, "points 0.818182 1 case\n")
    );
    let appes = run_scored(
        "testlib",
        &[
            files.path("in"),
            files.path("out"),
            files.path("ans"),
            files.path("report"),
            "-appes".into(),
        ],
        None,
    );
    assert_eq!(appes.status, 7);
    assert_eq!(
        files.read("report"),
        "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"points\" points = \"0.818182\">1 case</result>\n"
    );
    let out = files.0.join("out");
    let kattis = run_scored(
        "kattis",
        &[files.path("in"), files.path("ans"), files.path("feedback")],
        Some(&out),
    );
    assert_eq!(kattis.status, 42);
    assert_eq!(files.read("feedback/score_multiplier.txt"), "0.818182\n");
    let cms = run_scored(
        "cms",
        &[files.path("in"), files.path("ans"), files.path("out")],
        None,
    );
    assert_eq!((cms.status, cms.stdout.as_str()), (0, "0.818182\n"));
    let lemon = run_scored(
        "lemon",
        &[
            files.path("in"),
            files.path("out"),
            files.path("ans"),
            "10".into(),
            files.path("score"),
            files.path("message"),
        ],
        None,
    );
    // 9/11 of 10 points, rounded down: a longer path never gets them all.
    assert_eq!((lemon.status, files.read("score")), (0, "8\n".to_string()));
    let syzoj = run_scored("syzoj", &[], None);
    assert_eq!((syzoj.status, syzoj.stdout.as_str()), (0, "81\n"));
    // The shortest path earns every point.
    files.set(UVA_INPUT, UVA_SHORTEST);
    let full = run_scored(
        "testlib",
        &[files.path("in"), files.path("out"), files.path("ans")],
        None,
    );
    assert_eq!((full.status, full.stderr.as_str()), (0, "ok 1 case\n"));
    let full = run_scored("syzoj", &[], None);
    assert_eq!(full.stdout, "100\n");
    let eight = run_scored("eight", &[files.path("in"), files.path("out")], None);
    assert_eq!(eight.stdout, "accepted: 1 case, score 1.000000\n");
}
