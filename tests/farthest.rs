//! UVa 10085 "The Most Distant State" against a breadth-first search of this file's own,
//! which shares no code with `eight`: from a start with its blank on each of the nine cells
//! (tiles in a scrambled order, so the renaming is exercised), `eight --format uva10085`
//! prints the farthest state whose smallest shortest path is smallest, and that path; `eight
//! check` accepts every farthest state with its path, and rejects a nearer state, a path that
//! ends elsewhere, a longer path and a wrong header, each with its message.

mod common;

use common::{check_sized, eight};
use std::collections::{HashMap, VecDeque};

type Cells = [u8; 9];

/// Every state reachable from `start`, with its smallest shortest path (moves tried in the
/// order d, l, r, u; a state's first parent kept).
fn smallest_paths(start: Cells) -> HashMap<Cells, String> {
    let mut paths = HashMap::new();
    paths.insert(start, String::new());
    let mut queue = VecDeque::from([start]);
    while let Some(board) = queue.pop_front() {
        let blank = board.iter().position(|&cell| cell == 0).unwrap();
        let (row, column) = (blank / 3, blank % 3);
        for (letter, fits, to) in [
            ('d', row < 2, blank + 3),
            ('l', column > 0, blank.wrapping_sub(1)),
            ('r', column < 2, blank + 1),
            ('u', row > 0, blank.wrapping_sub(3)),
        ] {
            if !fits {
                continue;
            }
            let mut next = board;
            next.swap(blank, to);
            if !paths.contains_key(&next) {
                let path = format!("{}{letter}", paths[&board]);
                paths.insert(next, path);
                queue.push_back(next);
            }
        }
    }
    paths
}

/// A start with its blank on `blank` and the tiles in a scrambled order.
fn start_with_blank(blank: usize) -> Cells {
    let tiles = [5u8, 8, 2, 7, 1, 4, 6, 3];
    let mut cells = [0u8; 9];
    let mut next = tiles.iter().cycle().skip(blank);
    for (cell, value) in cells.iter_mut().enumerate() {
        if cell != blank {
            *value = *next.next().unwrap();
        }
    }
    cells
}

/// The farthest states of `start` with their smallest paths, by path.
fn farthest(start: Cells) -> Vec<(String, Cells)> {
    let paths = smallest_paths(start);
    let most = paths.values().map(String::len).max().unwrap();
    let mut far: Vec<(String, Cells)> = paths
        .into_iter()
        .filter(|(_, path)| path.len() == most)
        .map(|(board, path)| (path, board))
        .collect();
    far.sort();
    far
}

fn rows(cells: &Cells) -> String {
    cells
        .chunks(3)
        .map(|row| format!("{} {} {}\n", row[0], row[1], row[2]))
        .collect()
}

/// An input of these starts, as UVa writes one.
fn input(starts: &[Cells]) -> Vec<u8> {
    let mut text = format!("{}\n", starts.len());
    for start in starts {
        text += &format!("\n{}", rows(start));
    }
    text.into_bytes()
}

fn case(number: usize, state: &Cells, path: &str) -> String {
    format!(
        "Puzzle #{number}\n{}{}\n\n",
        rows(state),
        path.to_ascii_uppercase()
    )
}

#[test]
fn eight_answers_the_farthest_state_of_the_smallest_path_from_each_blank_cell() {
    let starts: Vec<Cells> = (0..9).map(start_with_blank).collect();
    let run = eight(&["--format", "uva10085"], &input(&starts));
    assert_eq!((run.status, run.stderr.as_str()), (0, ""));
    let mut expected = String::new();
    for (number, start) in starts.iter().enumerate() {
        let far = farthest(*start);
        let count = far.len();
        assert_eq!(
            (far[0].0.len(), count),
            if number == 4 { (30, 148) } else { (31, 2) },
            "blank on cell {number}"
        );
        expected += &case(number + 1, &far[0].1, &far[0].0);
    }
    assert_eq!(String::from_utf8(run.stdout).unwrap(), expected);
}

#[test]
fn the_judge_takes_every_farthest_state_and_nothing_nearer() {
    // One case for each farthest state of each blank cell: 8 x 2 + 148.
    let mut starts = Vec::new();
    let mut answers = String::new();
    let mut all = Vec::new();
    for blank in 0..9 {
        let start = start_with_blank(blank);
        for (path, state) in farthest(start) {
            starts.push(start);
            answers += &case(starts.len(), &state, &path);
            all.push((start, path, state));
        }
    }
    assert_eq!(starts.len(), 164);
    let every = input(&starts);
    let run = check_sized("uva10085", None, &every, answers.as_bytes());
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(
        String::from_utf8(run.stdout).unwrap(),
        "accepted: 164 cases\n"
    );

    // The statement's sample, whose path is not the one `eight` prints.
    let sample_input = b"1\n\n2 6 4\n1 3 7\n0 5 8\n";
    let sample = b"Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDR\n\n";
    let run = check_sized("uva10085", None, sample_input, sample);
    assert_eq!(String::from_utf8(run.stdout).unwrap(), "accepted: 1 case\n");

    let (start, path, state) = all[0].clone();
    let one = input(&[start, start]);
    let paths = smallest_paths(start);
    // A state two moves nearer, reached by a path as long as the farthest one: its
    // smallest path and a move there and back.
    let (near, near_path) = paths
        .iter()
        .find(|(_, p)| p.len() == path.len() - 2)
        .map(|(board, p)| (*board, p.clone()))
        .unwrap();
    let near_path = ["du", "ud", "lr", "rl"]
        .iter()
        .map(|detour| format!("{near_path}{detour}"))
        .find(|detoured| walks(start, detoured) == Some(near))
        .unwrap();
    let other = all[1].2;
    for (answer, verdict) in [
        (
            case(1, &near, &near_path) + &case(2, &state, &path),
            format!(
                "wrong answer: case 1: line 2, column 1: {} is not a state at the greatest \
                 distance from the start, 31 moves\n",
                show(&near)
            ),
        ),
        (
            case(1, &other, &path) + &case(2, &state, &path),
            format!(
                "wrong answer: case 1: line 5, column 32: the path: its 31 moves end on {}, \
                 not on the goal {}\n",
                show(&state),
                show(&other)
            ),
        ),
        (
            case(1, &state, &format!("{path}UD")) + &case(2, &state, &path),
            "wrong answer: case 1: line 5, column 32: the path: move 32 is one too many: a \
             path may have at most 31 moves\n"
                .to_string(),
        ),
        (
            case(1, &state, &path).replace("Puzzle #1", "Puzzle 1") + &case(2, &state, &path),
            "wrong answer: case 1: line 1, column 8: the case's header: expected `#1`, found \
             `1`\n"
                .to_string(),
        ),
        (
            // The empty line after a case is due between cases (at the very end of the
            // output, blank lines are optional, as everywhere).
            case(1, &state, &path).replacen("\n\n", "\n", 1) + &case(2, &state, &path),
            "wrong answer: case 1: line 6, column 1: the empty line after a case: expected an \
             empty line, found `P`\n"
                .to_string(),
        ),
    ] {
        let run = check_sized("uva10085", None, &one, answer.as_bytes());
        let stdout = String::from_utf8(run.stdout).unwrap();
        assert_eq!((run.status, stdout), (1, verdict), "{answer}");
    }
}

/// Where `path` takes the blank of `start`, if it stays on the board.
fn walks(start: Cells, path: &str) -> Option<Cells> {
    let mut board = start;
    for letter in path.chars() {
        let blank = board.iter().position(|&cell| cell == 0).unwrap();
        let to = match letter.to_ascii_lowercase() {
            'd' if blank < 6 => blank + 3,
            'u' if blank >= 3 => blank - 3,
            'l' if blank % 3 > 0 => blank - 1,
            'r' if blank % 3 < 2 => blank + 1,
            _ => return None,
        };
        board.swap(blank, to);
    }
    Some(board)
}

fn show(cells: &Cells) -> String {
    rows(cells).trim_end().replace('\n', " / ")
}
