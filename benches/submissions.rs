//! `cargo bench --bench submissions`: the one-file submissions, C++ and Rust, against the
//! judges' limits, whole process, beside the binary on the same inputs, std only.
//!
//! Each C++ file comes from `eight bundle --program --lang cpp` and is built with `g++
//! -std=c++98 -O2` (the oldest judges' standard); each Rust file from `eight bundle
//! --program` (whole programs, LeetCode's too: its function is timed by none), built with
//! `rustc --edition 2021 -O`. Runs take the programs in turn; wall time is the median with
//! the lowest and highest run. Inputs at the judges' limits: ten random 999x999 POJ 2893
//! boards (asked: at most 1 s), 100 LightOJ 1121 boards of at most 35 moves and unsolvable
//! ones (0.5 s), 50 UVa 10181 boards of up to 45 moves (1 s), one Aizu ALDS1_13_C board of
//! up to 45 moves, 1,000 random Aizu 0121 boards, one random acm.mipt.ru 089 board (2 s,
//! 10 MB), one random acm.mipt.ru 091 board (5 s, 33 MB), 200 SPOJ SOLVING boards of
//! sides 3 to 10 (1 s; with the points SPOJ gives them), 1,000 UVa 10085 boards, 1,000
//! LeetCode 773 boards, one random 4x4 and one 5x5 HackerRank N Puzzle board, one random
//! 10x10 42 n-puzzle file, and T = 200 random HDU 3567 pairs.
//!
//! # Costs
//! About a minute on the 2-core development machine (most of it compiling the Rust files);
//! a scratch folder of about 70 MB in Cargo's target temporary folder, removed at the end.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BINARY: &str = env!("CARGO_BIN_EXE_eight");

/// A scratch folder under Cargo's target temporary folder, removed when dropped.
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// The output of `eight` with `arguments`.
fn eight(arguments: &[&str]) -> Vec<u8> {
    let output = Command::new(BINARY).args(arguments).output().unwrap();
    assert!(output.status.success(), "{arguments:?}");
    output.stdout
}

/// The C++ submission for `format`, built in `folder`.
fn cpp(format: &str, folder: &Path) -> PathBuf {
    let source = folder.join(format!("{format}.cpp"));
    fs::write(
        &source,
        eight(&["bundle", "--program", "--lang", "cpp", "--format", format]),
    )
    .unwrap();
    let program = folder.join(format);
    let built = Command::new("g++")
        .args(["-std=c++98", "-O2", "-o"])
        .arg(&program)
        .arg(&source)
        .status()
        .expect("g++ runs");
    assert!(built.success(), "g++ builds the {format} submission");
    program
}

/// The Rust submission for `format`, built in `folder`.
fn rust(format: &str, folder: &Path) -> PathBuf {
    let source = folder.join(format!("{format}.rs"));
    fs::write(&source, eight(&["bundle", "--program", "--format", format])).unwrap();
    let program = folder.join(format!("{format}-rust"));
    let built = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&program)
        .arg(&source)
        .status()
        .expect("rustc runs");
    assert!(built.success(), "rustc builds the {format} submission");
    program
}

/// The wall time of one run of `program` with `arguments` on the file `input`; its stdout.
fn run(program: &Path, arguments: &[&str], input: &Path) -> (Duration, Vec<u8>) {
    let started = Instant::now();
    let output = Command::new(program)
        .args(arguments)
        .stdin(fs::File::open(input).unwrap())
        .stderr(Stdio::inherit())
        .output()
        .unwrap();
    (started.elapsed(), output.stdout)
}

/// The binary's answers to the file `input` in `format`.
fn eight_on(input: &Path, format: &str) -> Vec<u8> {
    run(Path::new(BINARY), &["--format", format], input).1
}

/// SPOJ SOLVING's points for `answers` to `input`: n^3 / (m + 1) a case of side n answered
/// in m moves, summed, beside the points of Parberry's 8/3 n^3 moves.
fn spoj_score(input: &[u8], answers: &[u8]) -> String {
    let text = String::from_utf8_lossy(input);
    let mut numbers = text.split_ascii_whitespace().skip(1);
    let (mut points, mut parberry, mut moves) = (0.0, 0.0, 0usize);
    for line in String::from_utf8_lossy(answers).lines() {
        let n: f64 = numbers.next().unwrap().parse().unwrap();
        let cells = (n * n) as usize;
        numbers.by_ref().take(cells).for_each(drop);
        points += n.powi(3) / (line.len() as f64 + 1.0);
        parberry += n.powi(3) / (8.0 / 3.0 * n.powi(3) + 1.0);
        moves += line.len();
    }
    format!(
        "SPOJ points {points:.1} ({moves} moves); Parberry's 8/3 n^3 moves would score \
         {parberry:.1}"
    )
}

fn spread(mut times: Vec<Duration>) -> String {
    times.sort();
    let s = |d: Duration| d.as_secs_f64() * 1000.0;
    format!(
        "median {:.1} ms (low {:.1}, high {:.1}, {} runs)",
        s(times[times.len() / 2]),
        s(times[0]),
        s(times[times.len() - 1]),
        times.len()
    )
}

/// Times the C++ and Rust submissions of `format` (built in `folder`) and the binary on
/// `input`, in turn, `rounds` times after one warm-up each; their outputs must agree.
fn compare(label: &str, format: &str, input: &Path, folder: &Path, rounds: usize) {
    let binary = Path::new(BINARY);
    let arguments = ["--format", format];
    let (_, expected) = run(binary, &arguments, input);
    let submissions = [
        ("C++ (g++ -std=c++98 -O2)", cpp(format, folder)),
        ("Rust (rustc -O, 2021)", rust(format, folder)),
    ];
    for (language, program) in &submissions {
        let (_, got) = run(program, &[], input);
        assert_eq!(
            got, expected,
            "{label}: the {language} file answers like the binary"
        );
    }
    let mut times = vec![Vec::new(); submissions.len() + 1];
    for _ in 0..rounds {
        for (times, (_, program)) in times.iter_mut().zip(&submissions) {
            times.push(run(program, &[], input).0);
        }
        times[submissions.len()].push(run(binary, &arguments, input).0);
    }
    let mut times = times.into_iter();
    for (language, _) in &submissions {
        println!("{label}, {language:25} {}", spread(times.next().unwrap()));
    }
    println!(
        "{label}, {:25} {}",
        "the binary:",
        spread(times.next().unwrap())
    );
}

fn main() {
    // `cargo bench` passes `--bench`; filters are not supported.
    let folder = Scratch(
        PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bench-submissions.{}", std::process::id())),
    );
    fs::create_dir_all(&folder.0).unwrap();
    let poj = folder.0.join("poj2893.in");
    fs::write(
        &poj,
        eight(&[
            "gen", "--format", "poj2893", "--size", "999x999", "--cases", "10", "--seed", "1",
        ]),
    )
    .unwrap();
    compare("poj2893, ten 999x999 boards", "poj2893", &poj, &folder.0, 5);
    for (label, format, arguments) in [
        (
            "lightoj1121, 100 boards of at most 35 moves and unsolvable ones",
            "lightoj1121",
            &[
                "--cases",
                "100",
                "--walk",
                "35",
                "--seed",
                "7",
                "--unsolvable-share",
                "0.1",
            ][..],
        ),
        (
            "uva10181, 50 boards of up to 45 moves",
            "uva10181",
            &["--cases", "50", "--walk", "45", "--seed", "8"],
        ),
        (
            "alds1_13_c, one board of up to 45 moves",
            "alds1_13_c",
            &["--walk", "45", "--seed", "9"],
        ),
        (
            "aoj0121, 1,000 random boards",
            "aoj0121",
            &["--cases", "1000", "--seed", "10"],
        ),
        ("mipt089, one random board", "mipt089", &["--seed", "11"]),
        ("mipt091, one random board", "mipt091", &["--seed", "12"]),
        (
            "uva10085, 1,000 random boards",
            "uva10085",
            &["--cases", "1000", "--seed", "14"],
        ),
        (
            "leetcode773, 1,000 random boards, half unsolvable",
            "leetcode773",
            &[
                "--cases",
                "1000",
                "--seed",
                "15",
                "--unsolvable-share",
                "0.5",
            ],
        ),
        (
            "hackerrank_npuzzle, one random 4x4 board",
            "hackerrank_npuzzle",
            &["--size", "4x4", "--seed", "16"],
        ),
        (
            "hackerrank_npuzzle, one random 5x5 board",
            "hackerrank_npuzzle",
            &["--size", "5x5", "--seed", "17"],
        ),
        (
            "npuzzle42, one random 10x10 board",
            "npuzzle42",
            &["--size", "10x10", "--seed", "18"],
        ),
    ] {
        let input = folder.0.join(format!("{format}.in"));
        let mut words = vec!["gen", "--format", format];
        words.extend(arguments);
        fs::write(&input, eight(&words)).unwrap();
        compare(label, format, &input, &folder.0, 9);
    }
    // SPOJ SOLVING: 200 boards in 1 s, 25 of each side from 3 to 10.
    let mut spoj = b"200\n".to_vec();
    for side in 3..=10 {
        let size = format!("{side}x{side}");
        let words = [
            "gen",
            "--format",
            "spoj_solving",
            "--size",
            &size,
            "--cases",
            "25",
            "--seed",
            "13",
        ];
        let one_side = eight(&words);
        let body = one_side.splitn(2, |&b| b == b'\n').nth(1).unwrap();
        spoj.extend_from_slice(body);
    }
    let spoj_input = folder.0.join("spoj_solving.in");
    fs::write(&spoj_input, &spoj).unwrap();
    let label = "spoj_solving, 200 boards, 25 of each side from 3 to 10";
    compare(label, "spoj_solving", &spoj_input, &folder.0, 9);
    println!(
        "{label}: {}",
        spoj_score(&spoj, &eight_on(&spoj_input, "spoj_solving"))
    );
    let hdu = folder.0.join("hdu3567.in");
    fs::write(&hdu, eight(&["gen", "--seed", "3"])).unwrap();
    compare("hdu3567, T = 200", "hdu3567", &hdu, &folder.0, 20);
}
