//! `eight check --protocol NAME`, called exactly as each judge system calls a checker: its
//! argument order, its files, stdin, and how the verdict must come back. Per protocol: an
//! accepted output, a wrong one, and a fault of the judge's own files.

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const INPUT: &[u8] = b"2\n12X453786 12345678X\n564178X23 7568X4123\n";
const RIGHT: &[u8] = b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\n";
const WRONG: &[u8] = b"Case 1: 2\ndd\nCase 2: 8\nurrulldd\n";
const WRONG_MESSAGE: &str = "case 2: line 4, column 8: the path: its 8 moves end on 7 5 6 / 1 8 4 / 0 2 3, not on the goal 7 5 6 / 8 0 4 / 1 2 3";
const BAD_INPUT: &[u8] = b"2\n12X453786 12345678X\n";

/// A scratch folder with the judge's files, removed when dropped.
struct Files(PathBuf);

impl Files {
    fn new(name: &str, input: &[u8], output: &[u8]) -> Files {
        let dir =
            std::env::temp_dir().join(format!("eight-protocol-{}-{name}", std::process::id()));
        fs::create_dir_all(dir.join("feedback")).unwrap();
        fs::write(dir.join("ans"), RIGHT).unwrap();
        fs::write(dir.join("answer"), RIGHT).unwrap();
        let files = Files(dir);
        files.set(input, output);
        files
    }

    /// Writes the input and the contestant's output, under the names of every protocol
    /// (SYZOJ's are fixed: `input`, `user_out`).
    fn set(&self, input: &[u8], output: &[u8]) {
        fs::write(self.0.join("in"), input).unwrap();
        fs::write(self.0.join("input"), input).unwrap();
        fs::write(self.0.join("out"), output).unwrap();
        fs::write(self.0.join("user_out"), output).unwrap();
    }

    fn path(&self, name: &str) -> String {
        self.0.join(name).to_str().unwrap().to_string()
    }

    fn read(&self, name: &str) -> String {
        fs::read_to_string(self.0.join(name)).unwrap()
    }

    fn exists(&self, name: &str) -> bool {
        self.0.join(name).exists()
    }
}

impl Drop for Files {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

struct Seen {
    status: i32,
    stdout: String,
    stderr: String,
}

/// Runs `eight check --protocol NAME ARGUMENTS`, with `stdin` as standard input.
fn run(protocol: &str, arguments: &[String], stdin: Option<&Path>) -> Seen {
    let mut command = Command::new(env!("CARGO_BIN_EXE_eight"));
    command.args(["check", "--protocol", protocol]);
    seen(command, arguments, stdin, None)
}

/// What `command` with `arguments` does, with `stdin` as standard input, in the folder
/// `folder` (SYZOJ's checker reads its files there).
fn seen(
    mut command: Command,
    arguments: &[String],
    stdin: Option<&Path>,
    folder: Option<&Path>,
) -> Seen {
    command
        .env("XDG_CACHE_HOME", common::cache_home())
        .args(arguments);
    if let Some(folder) = folder {
        command.current_dir(folder);
    }
    command.stdin(match stdin {
        Some(path) => Stdio::from(fs::File::open(path).unwrap()),
        None => Stdio::null(),
    });
    let output = command.output().unwrap();
    Seen {
        status: output.status.code().unwrap(),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// Every protocol's name.
const PROTOCOLS: [&str; 8] = [
    "eight", "testlib", "kattis", "hustoj", "lemon", "cms", "qduoj", "syzoj",
];

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

/// The arguments `protocol` is called with, for the files of `files`.
fn arguments_for(protocol: &str, files: &Files) -> Vec<String> {
    let [input, output, answer] = [files.path("in"), files.path("out"), files.path("ans")];
    match protocol {
        "eight" => vec![input, output],
        "testlib" => vec![input, output, answer, files.path("report"), "-appes".into()],
        "kattis" => vec![input, answer, files.path("feedback")],
        "hustoj" | "cms" => vec![input, answer, output],
        "qduoj" => vec![input, output],
        "syzoj" => Vec::new(),
        _ => vec![
            input,
            output,
            answer,
            "7".into(),
            files.path("score"),
            files.path("message"),
        ],
    }
}

/// Everything a run leaves: status, stdout, stderr and the files it wrote.
fn everything(seen: Seen, files: &Files) -> (i32, String, String, Vec<String>) {
    let written = [
        "report",
        "feedback/judgemessage.txt",
        "feedback/teammessage.txt",
        "score",
        "message",
    ]
    .iter()
    .map(|name| {
        let text = fs::read_to_string(files.0.join(name)).unwrap_or_default();
        let _ = fs::remove_file(files.0.join(name));
        text
    })
    .collect();
    (seen.status, seen.stdout, seen.stderr, written)
}

// Each bundle takes two compilations of about ten seconds: two tests, so both cores work.
#[test]
fn checker_bundles_compile_alone_and_judge_like_the_binary_first_half() {
    checker_bundles_judge_like_the_binary(&PROTOCOLS[..4]);
}

#[test]
fn checker_bundles_compile_alone_and_judge_like_the_binary_second_half() {
    checker_bundles_judge_like_the_binary(&PROTOCOLS[4..]);
}

/// Builds the Rust checker bundle of each of `protocols` with both compilers and both
/// editions, and has it judge beside the binary.
fn checker_bundles_judge_like_the_binary(protocols: &[&str]) {
    for (index, &protocol) in protocols.iter().enumerate() {
        let bundle = common::eight(&["bundle", "--checker", "--protocol", protocol], b"");
        assert_eq!(bundle.status, 0, "{}", bundle.stderr);
        let files = Files::new(&format!("bundle-{protocol}"), INPUT, RIGHT);
        let source = files.0.join("checker.rs");
        let program = files.0.join("checker");
        fs::write(&source, &bundle.stdout).unwrap();
        // Debian's rustc 1.63, the oldest compiler promised, must build it cleanly too, and
        // each edition judges use (Aizu compiles Rust as 2018): one with each compiler. The
        // bundles differ only in the protocol their `main` names, so the old compiler builds
        // the first of each half; the current one builds every bundle, which then judges.
        let old = std::env::var("EIGHT_OLD_RUSTC").unwrap_or_else(|_| "/usr/bin/rustc".into());
        let current = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
        let builds = [(old, "2018"), (current, "2021")];
        for (compiler, edition) in builds.iter().skip(usize::from(index > 0)) {
            let compiled = Command::new(compiler)
                .args(["--edition", edition, "-O", "-o"])
                .arg(&program)
                .arg(&source)
                .output()
                .unwrap_or_else(|error| panic!("{compiler}: {error} (apt-get install rustc)"));
            let diagnostics = String::from_utf8_lossy(&compiled.stderr);
            assert!(
                compiled.status.success(),
                "{protocol}, {compiler}, {edition}: {diagnostics}"
            );
            assert_eq!(diagnostics, "", "{protocol}, {compiler}, {edition} warns");
        }
        judges_like_the_binary(protocol, &program, &files);
    }
}

/// Runs `program`, a checker for `protocol`, and the binary on a right output, a wrong one
/// and a bad input, each as the judge system calls it: they must do exactly the same.
fn judges_like_the_binary(protocol: &str, program: &Path, files: &Files) {
    for (input, output) in [(INPUT, RIGHT), (INPUT, WRONG), (BAD_INPUT, RIGHT)] {
        files.set(input, output);
        let arguments = arguments_for(protocol, files);
        let stdin = (protocol == "kattis").then(|| files.0.join("out"));
        let folder = (protocol == "syzoj").then_some(files.0.as_path());
        let mut binary = Command::new(env!("CARGO_BIN_EXE_eight"));
        binary.args(["check", "--protocol", protocol]);
        let binary = everything(seen(binary, &arguments, stdin.as_deref(), folder), files);
        let bundled = seen(Command::new(program), &arguments, stdin.as_deref(), folder);
        assert_eq!(everything(bundled, files), binary, "{protocol}");
    }
}

#[test]
fn cpp_checkers_build_as_cpp98_and_judge_like_the_binary() {
    for protocol in PROTOCOLS {
        let bundle = common::eight(
            &[
                "bundle",
                "--checker",
                "--lang",
                "cpp",
                "--protocol",
                protocol,
            ],
            b"",
        );
        assert_eq!(bundle.status, 0, "{}", bundle.stderr);
        let files = Files::new(&format!("cpp-{protocol}"), INPUT, RIGHT);
        let program = common::build_cpp98(&bundle.stdout, &files.0, "checker");
        judges_like_the_binary(protocol, &program, &files);
    }
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
