//! `eight all` against the independent reference (tests/reference/grid.rs): for 2x3 and 3x2
//! every start to a fixed goal, and random 3x3 and 2x4 pairs, the listing must be exactly the
//! shortest paths the reference's BFS gives, in lexicographic order (enumerated from the
//! BFS distances: a move is on a shortest path when it brings the board one step nearer the
//! goal); the limit's `at least`; Rosetta Code's board, which has exactly two 52-move paths
//! (published); an unreachable goal; and the sizes it refuses.

mod common;
#[allow(dead_code)]
#[path = "reference/grid.rs"]
mod reference;

use common::eight;
use reference::Shape;
use std::collections::HashMap;

/// Every shortest path from `board` to the goal whose distances are `distance` (from the
/// goal), in lexicographic order: depth first over the moves d, l, r, u that step nearer.
fn shortest_paths(
    shape: Shape,
    board: &[u8],
    distance: &HashMap<Vec<u8>, usize>,
    prefix: &mut Vec<u8>,
    out: &mut Vec<String>,
) {
    let here = distance[board];
    if here == 0 {
        out.push(String::from_utf8(prefix.clone()).unwrap());
        return;
    }
    for (letter, next) in shape.neighbours(board) {
        if distance.get(&next) == Some(&(here - 1)) {
            prefix.push(letter);
            shortest_paths(shape, &next, distance, prefix, out);
            prefix.pop();
        }
    }
}

/// `eight all`'s listing of the expected paths, as it prints them for `limit`.
fn listing(case: usize, paths: &[String], limit: usize) -> String {
    let shown = paths.len().min(limit);
    let count = match (paths.len() > limit, shown) {
        (true, _) => format!("at least {shown} paths"),
        (false, 1) => "1 path".to_string(),
        (false, _) => format!("{shown} paths"),
    };
    let mut text = format!("Case {case}: {}, {count}\n", paths[0].len());
    for path in &paths[..shown] {
        text.push_str(path);
        text.push('\n');
    }
    text
}

fn numbers(board: &[u8]) -> String {
    let cells: Vec<String> = board.iter().map(u8::to_string).collect();
    cells.join(" ")
}

/// Every board reachable from `goal` to it, listed by `eight all` in one hdu3567 batch.
fn every_start_to(shape: Shape, goal: &[u8], limit: usize) {
    let distance = shape.bfs(goal);
    let mut boards: Vec<&Vec<u8>> = distance.keys().collect();
    boards.sort();
    let mut input = format!("{}\n", boards.len());
    let mut expected = String::new();
    for (case, board) in boards.iter().enumerate() {
        input.push_str(&format!("{}\n{}\n", numbers(board), numbers(goal)));
        let mut paths = Vec::new();
        shortest_paths(shape, board, &distance, &mut Vec::new(), &mut paths);
        expected.push_str(&listing(case + 1, &paths, limit));
    }
    let size = format!("{}x{}", shape.rows, shape.columns);
    let limit_text = limit.to_string();
    let run = eight(
        &["all", "--size", &size, "--limit", &limit_text],
        input.as_bytes(),
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(String::from_utf8(run.stdout).unwrap(), expected, "{size}");
}

#[test]
fn every_2x3_and_3x2_start_lists_exactly_the_shortest_paths_in_order() {
    every_start_to(
        Shape {
            rows: 2,
            columns: 3,
        },
        &[1, 2, 3, 4, 5, 0],
        1000,
    );
    every_start_to(
        Shape {
            rows: 3,
            columns: 2,
        },
        &[0, 1, 2, 3, 4, 5],
        1000,
    );
    // With a limit, the listing is cut and says `at least`.
    every_start_to(
        Shape {
            rows: 2,
            columns: 3,
        },
        &[1, 2, 3, 4, 5, 0],
        3,
    );
}

#[test]
fn random_3x3_and_2x4_pairs_list_exactly_the_shortest_paths() {
    let mut seed = 12345u64;
    let mut next = move |bound: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % bound
    };
    for shape in [
        Shape {
            rows: 3,
            columns: 3,
        },
        Shape {
            rows: 2,
            columns: 4,
        },
    ] {
        let cells = shape.cells() as u8;
        let goal: Vec<u8> = (1..cells).chain([0]).collect();
        let distance = shape.bfs(&goal);
        let mut input = String::from("25\n");
        let mut expected = String::new();
        for case in 1..=25 {
            // A random walk of up to 40 moves from the goal.
            let mut board = goal.clone();
            for _ in 0..next(40) {
                let choices = shape.neighbours(&board);
                board = choices[next(choices.len() as u64) as usize].1.clone();
            }
            input.push_str(&format!("{}\n{}\n", numbers(&board), numbers(&goal)));
            let mut paths = Vec::new();
            shortest_paths(shape, &board, &distance, &mut Vec::new(), &mut paths);
            expected.push_str(&listing(case, &paths, 100));
        }
        let size = format!("{}x{}", shape.rows, shape.columns);
        let run = eight(&["all", "--size", &size], input.as_bytes());
        assert_eq!(run.status, 0, "{}", run.stderr);
        assert_eq!(String::from_utf8(run.stdout).unwrap(), expected, "{size}");
    }
}

#[test]
fn rosetta_codes_board_has_exactly_two_shortest_paths() {
    let input =
        b"1\n15 14 1 6 9 11 4 12 0 10 7 3 13 8 5 2\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n";
    let run = eight(&["all", "--size", "4x4"], input);
    assert_eq!(run.status, 0, "{}", run.stderr);
    let text = String::from_utf8(run.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Case 1: 52, 2 paths");
    assert_eq!(lines.len(), 3);
    let shape = Shape {
        rows: 4,
        columns: 4,
    };
    let start = [15, 14, 1, 6, 9, 11, 4, 12, 0, 10, 7, 3, 13, 8, 5, 2];
    let goal: Vec<u8> = (1..16).chain([0]).collect();
    for path in &lines[1..] {
        assert_eq!(path.len(), 52);
        assert_eq!(shape.follow(&start, path.as_bytes()).unwrap(), goal);
    }
    assert!(lines[1] < lines[2], "in lexicographic order");
    // The first is the path the solver answers.
    let answer = eight(&["--size", "4x4"], input);
    assert_eq!(
        String::from_utf8(answer.stdout).unwrap(),
        format!("Case 1: 52\n{}\n", lines[1])
    );
}

#[test]
fn unreachable_goals_and_refused_sizes() {
    let run = eight(&["all"], b"1\n123456780 123456870\n");
    assert_eq!(run.status, 1);
    assert_eq!(
        String::from_utf8(run.stdout).unwrap(),
        "Case 1: -1, 0 paths\n"
    );
    assert_eq!(
        run.stderr,
        "eight: case 1: the goal cannot be reached from the start (their tile orders differ in parity)\n"
    );
    let run = eight(&["all"], b"1\n123456780 123456780\n");
    assert_eq!(
        String::from_utf8(run.stdout).unwrap(),
        "Case 1: 0, 1 path\n\n"
    );
    let run = eight(&["all", "--size", "5x5"], b"");
    assert_eq!(run.status, 2);
    assert_eq!(
        run.stderr,
        "eight: usage: eight all lists the paths of boards of at most 16 cells, not 5x5 (see eight --help)\n"
    );
    let run = eight(&["all", "--format", "poj2893"], b"2 2\n1 2 3 0\n0 0\n");
    assert_eq!(run.status, 2);
    assert_eq!(
        run.stderr,
        "eight: usage: poj2893 boards have no paths to list (see eight --help)\n"
    );
}
