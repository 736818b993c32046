//! The long runs: the strong tables built by `eight prepare` (two builds at once into one
//! folder, then every run of this tier that wants them shares it), Korf's 100 and the 17
//! boards at distance 80 against their published lengths and a simulator of the tests' own,
//! and the 3x5 set on both shapes and every corner against the answers without it.

use super::common::{eight_with, generated, process_folder, Scratch};
use super::reference::Shape;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

/// The cache home holding the strong 4x4 tables, built the first time a test asks: two
/// `eight prepare` at once into one empty folder (minutes, 2.6 GB) must both succeed and
/// leave one file. The folder is this process's own under Cargo's temporary folder
/// (`process_folder`: removed by the next run).
fn strong_4x4_home() -> PathBuf {
    static HOME: Mutex<Option<PathBuf>> = Mutex::new(None);
    let mut home = HOME.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(home) = home.as_ref() {
        return home.clone();
    }
    let made = process_folder("conformance-strong-4x4");
    let start = || {
        Command::new(env!("CARGO_BIN_EXE_eight"))
            .arg("prepare")
            .env("XDG_CACHE_HOME", &made)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    let (first, second) = (start(), start());
    for child in [first, second] {
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(String::from_utf8_lossy(&out.stdout).starts_with("built the strong 4x4 tables in "));
    }
    let names: Vec<String> = std::fs::read_dir(made.join("eight"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names,
        vec!["4x4-blank0-1234567-89abcdef.v2.pdb".to_string()]
    );
    *home = Some(made.clone());
    made
}

/// Solves `input` with `arguments` in the cache home `home`.
fn solve_in(home: &Path, arguments: &[&str], input: &[u8]) -> super::common::Run {
    eight_with(arguments, input, &[("XDG_CACHE_HOME", home.as_os_str())])
}

/// The boards of a data file of `tests/data` (one a line, `#` comments), each line's
/// numbers.
fn data(name: &str) -> Vec<Vec<u8>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split_whitespace().map(|w| w.parse().unwrap()).collect())
        .collect()
}

/// An hdu3567 input of `boards` to `goal`.
fn input_of(boards: &[&[u8]], goal: &[u8]) -> Vec<u8> {
    let line = |cells: &[u8]| {
        let words: Vec<String> = cells.iter().map(u8::to_string).collect();
        words.join(" ")
    };
    let mut input = format!("{}\n", boards.len());
    for board in boards {
        input += &format!("{}\n{}\n", line(board), line(goal));
    }
    input.into_bytes()
}

/// Every answer of `output` (hdu3567) has the length of `lengths` and leads its board to
/// `goal` on the 4x4 board of the tests' own simulator.
fn assert_answers(output: &[u8], boards: &[&[u8]], lengths: &[usize], goal: &[u8]) {
    let text = String::from_utf8(output.to_vec()).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2 * boards.len(), "{text}");
    let shape = Shape {
        rows: 4,
        columns: 4,
    };
    for (i, ((board, length), pair)) in boards.iter().zip(lengths).zip(lines.chunks(2)).enumerate()
    {
        assert_eq!(pair[0], format!("Case {}: {length}", i + 1));
        assert_eq!(pair[1].len(), *length, "case {}", i + 1);
        assert_eq!(
            shape.follow(board, pair[1].as_bytes()).as_deref(),
            Some(goal),
            "case {}",
            i + 1
        );
    }
}

#[test]
#[ignore = "conformance tier: minutes, 2.6 GB"]
fn two_prepares_at_once_then_korfs_100() {
    let home = strong_4x4_home();
    let again = solve_in(&home, &["prepare"], b"");
    assert_eq!(again.status, 0);
    assert_eq!(
        String::from_utf8(again.stdout).unwrap(),
        format!(
            "the strong 4x4 tables in {} are ready\n",
            home.join("eight").display()
        )
    );
    let korf = data("korf100.txt");
    assert_eq!(korf.len(), 100);
    let lengths: Vec<usize> = korf.iter().map(|line| usize::from(line[0])).collect();
    let boards: Vec<&[u8]> = korf.iter().map(|line| &line[1..]).collect();
    let goal: Vec<u8> = (0..16).collect();
    let input = input_of(&boards, &goal);
    let strong = solve_in(&home, &["--size", "4x4"], &input);
    assert_eq!(strong.status, 0, "{}", strong.stderr);
    assert_answers(&strong.stdout, &boards, &lengths, &goal);
    // The usual tables, built in memory, give the same answers byte for byte.
    let plain = solve_in(&home, &["--size", "4x4", "--no-cache"], &input);
    assert_eq!(strong.stdout, plain.stdout);
}

#[test]
#[ignore = "conformance tier: minutes, 2.6 GB"]
fn the_seventeen_boards_at_distance_80() {
    let boards = data("distance80.txt");
    assert_eq!(boards.len(), 17);
    let boards: Vec<&[u8]> = boards.iter().map(Vec::as_slice).collect();
    let goal: Vec<u8> = (1..16).chain(Some(0)).collect();
    let home = strong_4x4_home();
    let run = solve_in(&home, &["--size", "4x4"], &input_of(&boards, &goal));
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_answers(&run.stdout, &boards, &[80; 17], &goal);
}

/// `count` random starts of `size` from `eight gen`, each to a goal with the blank in one
/// of the four corners in turn (tiles 1.. in order elsewhere); about half are unreachable.
fn corner_goal_cases(size: &str, count: usize) -> Vec<u8> {
    let generated = generated(&["gen", "--size", size, "--cases", &count.to_string()]);
    let text = String::from_utf8(generated).unwrap();
    let (rows, columns): (usize, usize) = {
        let (r, c) = size.split_once('x').unwrap();
        (r.parse().unwrap(), c.parse().unwrap())
    };
    let corners = [0, columns - 1, (rows - 1) * columns, rows * columns - 1];
    let mut input = format!("{count}\n");
    for (i, start) in text.lines().skip(1).step_by(2).enumerate() {
        let mut goal: Vec<String> = (1..rows * columns).map(|t| t.to_string()).collect();
        goal.insert(corners[i % 4], "0".to_string());
        input += &format!("{start}\n{}\n", goal.join(" "));
    }
    input.into_bytes()
}

#[test]
#[ignore = "conformance tier: 30 s"]
fn the_3x5_set_serves_both_shapes_and_every_corner_with_the_same_answers() {
    let home = Scratch::new();
    let env = [("XDG_CACHE_HOME", home.0.as_os_str())];
    let run = eight_with(&["prepare", "--size", "5x3"], b"", &env);
    assert_eq!(run.status, 0, "{}", run.stderr);
    let stdout = String::from_utf8(run.stdout).unwrap();
    assert!(
        stdout.starts_with("built the strong 5x3 tables in "),
        "{stdout}"
    );
    let folder = home.file("eight");
    let file = folder.join("3x5-blank0-5a16b27-c38d49e.v2.pdb");
    assert_eq!(std::fs::metadata(&file).unwrap().len(), 32_432_448);
    let again = eight_with(&["prepare", "--size", "3x5"], b"", &env);
    assert_eq!(
        String::from_utf8(again.stdout).unwrap(),
        format!("the strong 3x5 tables in {} are ready\n", folder.display())
    );
    for size in ["3x5", "5x3"] {
        let input = corner_goal_cases(size, 24);
        let strong = eight_with(&["--size", size], &input, &env);
        let plain = eight_with(&["--size", size, "--no-cache"], &input, &[]);
        assert_eq!(strong.status, plain.status, "{size}: {}", strong.stderr);
        assert_eq!(strong.stdout, plain.stdout, "{size}");
        let text = String::from_utf8(strong.stdout).unwrap();
        let solved = text
            .lines()
            .filter(|l| l.starts_with("Case ") && !l.ends_with(": -1"))
            .count();
        assert!(solved >= 6, "{size}: only {solved} cases reachable\n{text}");
    }
    // The strong tables answered everything: no full databases were built and cached.
    let names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["3x5-blank0-5a16b27-c38d49e.v2.pdb"]);
}
