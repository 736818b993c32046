//! `eight prepare`: the strong tables in the disk cache. A 4x4 build takes minutes, so the
//! tests here check what happens around one (refusals, an interrupted build, a corrupt file)
//! and the ignored one builds it for real; the 3x5 set (20 s) is built and used.

mod common;

use common::{eight_with, Scratch};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// The strong tables' file in the cache folder of `home` (`$XDG_CACHE_HOME`).
fn strong_file(home: &Path) -> std::path::PathBuf {
    home.join("eight")
        .join("4x4-blank0-1234567-89abcdef.v2.pdb")
}

/// Korf's #1 (57 moves) to Korf's goal: beyond the light tables' budget.
const HARD: &[u8] =
    b"1\n14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n";

#[test]
fn prepare_takes_the_sizes_with_strong_tables_only() {
    let home = Scratch::new();
    let run = eight_with(
        &["prepare", "--size", "3x3"],
        b"",
        &[("XDG_CACHE_HOME", home.0.as_os_str())],
    );
    assert_eq!(run.status, 2);
    assert_eq!(
        run.stderr,
        "eight: usage: prepare builds the strong tables of 4x4, 2x8, 8x2, 3x5, 5x3 and 5x5 only \
         (the other sizes build theirs when first solved), not `3x3` (see eight --help)\n"
    );
    let run = eight_with(&["prepare", "--format", "uva10181"], b"", &[]);
    assert_eq!(run.status, 2);
    assert_eq!(
        run.stderr,
        "eight: usage: unknown argument `--format` for eight prepare (see eight --help)\n"
    );
}

#[test]
fn a_cache_that_cannot_be_written_fails_before_the_build() {
    let home = Scratch::new();
    // A file where the cache folder should be: even root cannot make the folder.
    std::fs::write(home.file("eight"), b"not a folder").unwrap();
    let started = std::time::Instant::now();
    let run = eight_with(&["prepare"], b"", &[("XDG_CACHE_HOME", home.0.as_os_str())]);
    assert_eq!(run.status, 3, "{}", run.stderr);
    assert!(run.stdout.is_empty());
    let folder = home.file("eight");
    assert!(
        run.stderr.starts_with(&format!(
            "eight: input/output failed: cannot write the table cache in {}: ",
            folder.display()
        )),
        "{}",
        run.stderr
    );
    assert_eq!(run.stderr.lines().count(), 1);
    // It did not build for minutes first.
    assert!(started.elapsed() < Duration::from_secs(60));
}

#[test]
fn an_interrupted_prepare_leaves_no_file_and_solving_goes_on() {
    let home = Scratch::new();
    let mut child = Command::new(env!("CARGO_BIN_EXE_eight"))
        .arg("prepare")
        .env("XDG_CACHE_HOME", &home.0)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    child.kill().unwrap();
    child.wait().unwrap();
    let left: Vec<String> = std::fs::read_dir(home.file("eight"))
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    assert!(left.is_empty(), "{left:?}");
    let run = eight_with(
        &["--size", "4x4"],
        HARD,
        &[("XDG_CACHE_HOME", home.0.as_os_str())],
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let answer = String::from_utf8(run.stdout).unwrap();
    assert!(answer.starts_with("Case 1: 57\n"), "{answer}");
}

/// The first `count` of Korf's 100 as one hdu3567 batch to Korf's goal, and their
/// published lengths.
fn korf(count: usize) -> (String, Vec<String>) {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/korf100.txt"
    ))
    .unwrap();
    let boards: Vec<(String, String)> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .take(count)
        .map(|l| {
            let mut words = l.split_whitespace();
            let length = words.next().unwrap().to_string();
            (length, words.collect::<Vec<_>>().join(" "))
        })
        .collect();
    let goal: Vec<String> = (0..16).map(|n| n.to_string()).collect();
    let mut input = format!("{}\n", boards.len());
    for (_, board) in &boards {
        input += &format!("{board}\n{}\n", goal.join(" "));
    }
    (
        input,
        boards.into_iter().map(|(length, _)| length).collect(),
    )
}

#[test]
fn a_corrupt_strong_file_is_not_trusted() {
    let home = Scratch::new();
    // Some of these run out of the light tables' budget, so the strong file is tried.
    let (input, _) = korf(10);
    let input = input.as_bytes();
    let reference = eight_with(&["--size", "4x4", "--no-cache"], input, &[]);
    assert_eq!(reference.status, 0);
    std::fs::create_dir_all(home.file("eight")).unwrap();
    let mut garbage = b"EIGHTPDB".to_vec();
    garbage.extend((0..100_000u32).map(|i| (i * 7919 % 251) as u8));
    std::fs::write(strong_file(&home.0), &garbage).unwrap();
    let run = eight_with(
        &["--size", "4x4"],
        input,
        &[("XDG_CACHE_HOME", home.0.as_os_str())],
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout, reference.stdout);
    assert_eq!(run.stderr, "");
    // The strong file was refused, so the 6-6-3 databases were built and cached instead.
    assert!(home
        .file("eight")
        .join("4x4-blank0-4589cd-67abef-123.v2.pdb")
        .is_file());
    // The file is left for `eight prepare` to replace; solving never writes it.
    assert_eq!(std::fs::read(strong_file(&home.0)).unwrap(), garbage);
}

/// The smallest shortest path from `start` to `goal` (5x5, 0 the blank, at most `depth`
/// moves apart) by a breadth-first search from the goal of the test's own.
fn five_reference(start: &[u8], goal: &[u8], depth: usize) -> String {
    use std::collections::HashMap;
    let steps = |board: &Vec<u8>| -> Vec<(char, Vec<u8>)> {
        let blank = board.iter().position(|&v| v == 0).unwrap();
        let (row, column) = (blank / 5, blank % 5);
        let mut next = Vec::new();
        for (letter, ok, to) in [
            ('d', row < 4, blank + 5),
            ('l', column > 0, blank.wrapping_sub(1)),
            ('r', column < 4, blank + 1),
            ('u', row > 0, blank.wrapping_sub(5)),
        ] {
            if ok {
                let mut moved = board.clone();
                moved.swap(blank, to);
                next.push((letter, moved));
            }
        }
        next
    };
    let mut distance: HashMap<Vec<u8>, usize> = HashMap::from([(goal.to_vec(), 0)]);
    let mut layer = vec![goal.to_vec()];
    for d in 1..=depth {
        let mut next_layer = Vec::new();
        for board in &layer {
            for (_, moved) in steps(board) {
                if !distance.contains_key(&moved) {
                    distance.insert(moved.clone(), d);
                    next_layer.push(moved);
                }
            }
        }
        layer = next_layer;
    }
    let mut now = start.to_vec();
    let mut path = String::new();
    while distance[&now] > 0 {
        let (letter, moved) = steps(&now)
            .into_iter()
            .find(|(_, moved)| distance.get(moved) == Some(&(distance[&now] - 1)))
            .unwrap();
        path.push(letter);
        now = moved;
    }
    path
}

/// `eight prepare --size 5x5` builds Korf and Felner's four databases (1.02 GB, minutes),
/// then `--exact` answers 5x5 boards with the smallest shortest paths, which a search of
/// the test's own confirms, in hdu3567 to goals with the blank in each corner, and in
/// poj3240.
#[test]
#[ignore]
fn prepared_5x5_databases_give_the_smallest_shortest_paths() {
    let home = Scratch::new();
    let env = [("XDG_CACHE_HOME", home.0.as_os_str())];
    let run = eight_with(&["prepare", "--size", "5x5"], b"", &env);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(String::from_utf8(run.stdout)
        .unwrap()
        .starts_with("built the strong 5x5 tables in "));
    let files = std::fs::read_dir(home.file("eight")).unwrap().count();
    assert_eq!(files, 4, "one file a group");
    let mut seed = 7u64;
    let mut random = move |below: usize| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) as usize % below
    };
    let (mut input, mut expected, mut poj) = (String::from("12\n"), String::new(), String::new());
    for case in 0..12 {
        let mut goal: Vec<u8> = (1..25).collect();
        goal.insert([0, 4, 20, 24][case % 4], 0);
        let mut start = goal.clone();
        for _ in 0..14 {
            let blank = start.iter().position(|&v| v == 0).unwrap();
            let to = [
                blank + 5,
                blank.wrapping_sub(1),
                blank + 1,
                blank.wrapping_sub(5),
            ][random(4)];
            let same_line = to < 25 && (to / 5 == blank / 5 || to % 5 == blank % 5);
            if same_line {
                start.swap(blank, to);
            }
        }
        let line = |board: &[u8]| {
            let cells: Vec<String> = board.iter().map(u8::to_string).collect();
            cells.join(" ")
        };
        input += &format!("{}\n{}\n", line(&start), line(&goal));
        let path = five_reference(&start, &goal, 14);
        expected += &format!("Case {}: {}\n{path}\n", case + 1, path.len());
        if case % 4 == 3 {
            let rows: Vec<String> = start.chunks(5).map(line).collect();
            let poj_input = format!("5\n{}\n", rows.join("\n"));
            let run = eight_with(
                &["--format", "poj3240", "--exact"],
                poj_input.as_bytes(),
                &env,
            );
            assert_eq!(run.status, 0, "{}", run.stderr);
            poj += &String::from_utf8(run.stdout).unwrap();
            let upper = path.to_uppercase();
            assert!(poj.ends_with(&format!("{upper}\n")), "{poj}");
        }
    }
    let run = eight_with(&["--size", "5x5", "--exact"], input.as_bytes(), &env);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(String::from_utf8(run.stdout).unwrap(), expected);
}
