//! `eight package`: what the command promises by itself: the same seed gives the same
//! bytes, and a folder that is not empty is refused. BAPCtools checks the packages in the
//! conformance tier (`tests/conformance/package.rs`).

mod common;

use common::{eight, Scratch};
use std::fs;
use std::path::Path;

#[test]
fn the_same_seed_writes_the_same_package_and_a_full_folder_is_refused() {
    let scratch = Scratch::new();
    let write = |name: &str, seed: &str| {
        let folder = scratch.0.join(name);
        let run = eight(
            &[
                "package",
                "--format",
                "hdu1043",
                "--seed",
                seed,
                "--cases",
                "8",
                folder.to_str().unwrap(),
            ],
            b"",
        );
        assert_eq!(run.status, 0, "{}", run.stderr);
        assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            format!("wrote the hdu1043 package into {}\n", folder.display())
        );
        files(&folder)
    };
    let first = write("a", "5");
    assert_eq!(first, write("b", "5"));
    assert_ne!(first, write("c", "6"));
    let names: Vec<&str> = first.iter().map(|(name, _)| name.as_str()).collect();
    for expected in [
        "problem.yaml",
        "statement/problem.en.tex",
        "data/sample/1.in",
        "data/sample/1.ans",
        "data/secret/random/1.in",
        "data/secret/random/1.ans",
        "data/secret/hardest/1.in",
        "data/secret/unsolvable/1.in",
        "input_validators/eight_validator.cpp",
        "output_validator/eight_checker.cpp",
        "submissions/accepted/eight.cpp",
        "submissions/accepted/eight.rs",
        "submissions/wrong_answer/short.cpp",
    ] {
        assert!(
            names.contains(&expected),
            "{expected} missing from {names:?}"
        );
    }
    // Any legal path is right in hdu1043: no wrong submission that is only longer or not the
    // smallest.
    assert!(!names.contains(&"submissions/wrong_answer/longer.cpp"));
    assert!(!names.contains(&"submissions/wrong_answer/not_smallest.cpp"));
    // Every input is strict, and every answer is the solver's.
    for (name, bytes) in &first {
        if let Some(stem) = name.strip_suffix(".in") {
            let strict = eight(&["validate", "--format", "hdu1043"], bytes);
            assert_eq!(
                strict.status,
                0,
                "{name}: {:?}",
                String::from_utf8_lossy(&strict.stdout)
            );
            let answer = &first
                .iter()
                .find(|(n, _)| *n == format!("{stem}.ans"))
                .unwrap()
                .1;
            assert_eq!(
                &eight(&["--format", "hdu1043"], bytes).stdout,
                answer,
                "{name}"
            );
        }
    }
    let taken = scratch.0.join("a");
    let again = eight(
        &["package", "--format", "hdu1043", taken.to_str().unwrap()],
        b"",
    );
    assert_eq!(
        (again.status, again.stderr),
        (
            2,
            format!(
                "eight: usage: {} is not empty: a package goes into a new folder (see eight --help)\n",
                taken.display()
            )
        )
    );
    let whole = eight(
        &[
            "package",
            "--format",
            "poj2893",
            scratch.0.join("p").to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(
        (whole.status, whole.stderr.as_str()),
        (
            2,
            "eight: usage: poj2893 has no C++ input validator, which a package needs (see eight \
             --help)\n"
        )
    );
}

/// Every file under `folder`, by its path inside it, with its bytes.
fn files(folder: &Path) -> Vec<(String, Vec<u8>)> {
    let mut found = Vec::new();
    let mut stack = vec![folder.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let name = path.strip_prefix(folder).unwrap().display().to_string();
                found.push((name, fs::read(&path).unwrap()));
            }
        }
    }
    found.sort();
    found
}

/// The board a statement's TikZ picture draws (0 the blank): each tile's node in its cell.
fn drawn_in_tikz(picture: &str, columns: usize, cells: usize) -> Vec<u32> {
    let mut board = vec![0; cells];
    for line in picture.lines().filter(|line| line.contains("node[midway]")) {
        // `... (x.04,y.04) rectangle (x.96,y.96) node[midway] {tile};`
        let corner = &line[line.find("] (").unwrap() + 3..];
        let (x, rest) = corner.split_once(".04,").unwrap();
        let y = rest.split_once(".04)").unwrap().0;
        let tile = line.rsplit_once('{').unwrap().1.trim_end_matches("};");
        let cell = y.parse::<usize>().unwrap() * columns + x.parse::<usize>().unwrap();
        board[cell] = tile.parse().unwrap();
    }
    board
}

#[test]
fn the_statement_draws_the_samples_boards() {
    let scratch = Scratch::new();
    let folder = scratch.0.join("pictures");
    let run = eight(
        &["package", "--format", "hdu3567", folder.to_str().unwrap()],
        b"",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let sample = fs::read_to_string(folder.join("data/sample/1.in")).unwrap();
    let statement = fs::read_to_string(folder.join("statement/problem.en.tex")).unwrap();
    let pictures: Vec<&str> = statement
        .split("\\begin{tikzpicture}")
        .skip(1)
        .map(|rest| rest.split("\\end{tikzpicture}").next().unwrap())
        .collect();
    // The sample's boards, start and goal of each case, in reading order (X the blank).
    let boards: Vec<Vec<u32>> = sample
        .lines()
        .skip(1)
        .map(|board| {
            board
                .bytes()
                .map(|b| if b == b'X' { 0 } else { u32::from(b - b'0') })
                .collect()
        })
        .collect();
    assert_eq!(boards.len(), 4, "two cases");
    assert_eq!(pictures.len(), boards.len(), "a picture for each board");
    for (index, (picture, board)) in pictures.iter().zip(&boards).enumerate() {
        assert_eq!(
            &drawn_in_tikz(picture, 3, 9),
            board,
            "picture {}",
            index + 1
        );
        let (case, side) = (index / 2 + 1, ["start", "goal"][index % 2]);
        let svg =
            fs::read_to_string(folder.join(format!("statement/sample-{case}-{side}.svg"))).unwrap();
        let numbers: Vec<String> = board.iter().map(u32::to_string).collect();
        assert!(
            svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\"")
                && svg.contains(&format!("data-board=\"{}\"", numbers.join(" "))),
            "sample-{case}-{side}.svg"
        );
        assert_eq!(svg.matches("<text>").count(), 8, "eight tiles");
    }
    assert!(statement.contains("Sample case 2: the start board and its goal."));
}
