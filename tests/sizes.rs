//! Boards of every size and the 4x4 and any-size formats, through the binary (`--size`,
//! lightoj1121, uva10181, poj2893, `gen --size --walk`, `check --size`), against answers
//! computed apart from the crate:
//!
//! * (a) For each of the 19 sizes (2 to 8 a side, at most 16 cells), `eight gen --walk`
//!   inputs solved by `eight --size` and compared byte for byte with answers from a
//!   breadth-first search from the goal (bounded by the walk's length, so exact for every
//!   board it reaches) and the smallest move (d, l, r, u) that lowers the distance by one;
//!   one longer walk on each 16-cell size against the Manhattan-pruned reference
//!   (`tests/reference/grid.rs`). An unreachable pair added to each input gives
//!   `Case i: -1`, an empty line, exit 1 and one line on stderr. `eight check --size`
//!   accepts the binary's own output.
//! * (b) poj2893: every board of 2x2, 2x3, 3x2, 2x4 and 4x2 (YES exactly for the goal's
//!   breadth-first component), then generated and hand-made boards up to 999x999 against a
//!   parity computed here from the inversions (merge sort), checked first on those small
//!   boards.
//! * (c) The 35- and 50-move limits of lightoj1121 and uva10181, with boards made by walks
//!   from the goal on which every move raises the Manhattan distance: the walk bounds the
//!   distance from above and the Manhattan distance from below, so it is exact.
//! * (d) Bad input and bad sizes.
//! * (e) `eight check --size` rejects mutated answers.
//!
//! The runs share the test binaries' table cache, in Cargo's temporary folder
//! (`common::cache_home`), never the user's: a size's databases are built once, then loaded.
//!
//! # Costs
//! Each run of the binary on 13 to 16 cells builds pattern databases the first time: about
//! 1 s (2x7, 3x5), 2 s (4x4) or 4 s (2x8, 8x2) on two cores; the inputs are made so that
//! each run builds one set. In all about 30 s on two cores with a cold cache, 10 s warm.

mod common;

// The reference is used in part.
#[allow(dead_code)]
#[path = "reference/grid.rs"]
mod reference;

use common::{check_sized, eight};
use reference::Shape;
use std::collections::{HashMap, VecDeque};

/// The sizes the binary takes: at least 2 a side, at most 16 cells.
fn sizes() -> Vec<Shape> {
    let mut sizes = Vec::new();
    for rows in 2..=8 {
        for columns in 2..=8 {
            if rows * columns <= 16 {
                sizes.push(Shape { rows, columns });
            }
        }
    }
    assert_eq!(sizes.len(), 19);
    sizes
}

fn name(shape: Shape) -> String {
    format!("{}x{}", shape.rows, shape.columns)
}

/// A small random number generator of its own (xorshift64*), so that the boards do not
/// depend on the crate's.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % bound
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Requires `eight check` to accept `output` with `accepted: CASES cases`.
fn assert_accepted(format: &str, size: Option<&str>, input: &[u8], output: &[u8], cases: usize) {
    let verdict = check_sized(format, size, input, output);
    assert_eq!(
        (verdict.status, text(&verdict.stdout)),
        (
            0,
            format!(
                "accepted: {cases} case{}\n",
                if cases == 1 { "" } else { "s" }
            )
        ),
        "{format} {size:?}: {}",
        verdict.stderr
    );
}

/// Requires `eight check` to reject `output` (exit 1, `wrong answer: ...`).
fn assert_rejected(format: &str, size: Option<&str>, input: &[u8], output: &[u8]) -> String {
    let verdict = check_sized(format, size, input, output);
    let said = text(&verdict.stdout);
    assert_eq!(
        verdict.status, 1,
        "{format} {size:?}: {said}{}",
        verdict.stderr
    );
    assert!(said.starts_with("wrong answer: "), "{said}");
    said
}

/// The whitespace-separated numbers of a text; a word with an `X` is a one-token board,
/// one number a symbol (`X` the blank, 0).
fn numbers(bytes: &[u8]) -> Vec<usize> {
    let mut numbers = Vec::new();
    for word in text(bytes).split_ascii_whitespace() {
        if word.contains(['X', 'x']) {
            numbers.extend(word.bytes().map(|b| match b {
                b'1'..=b'9' => usize::from(b - b'0'),
                _ => 0,
            }));
        } else {
            numbers.push(word.parse().unwrap());
        }
    }
    numbers
}

fn cells(numbers: &[usize]) -> Vec<u8> {
    numbers.iter().map(|&n| n as u8).collect()
}

fn spaced(board: &[u8]) -> String {
    let words: Vec<String> = board.iter().map(u8::to_string).collect();
    words.join(" ")
}

/// The board as its rows of numbers, each line ended.
fn rows(shape: Shape, board: &[u8]) -> String {
    board
        .chunks(shape.columns)
        .map(|row| spaced(row) + "\n")
        .collect()
}

/// The distance to `goal` of every board at most `depth` moves from it (exact for those).
fn ball(shape: Shape, goal: &[u8], depth: usize) -> HashMap<Vec<u8>, usize> {
    let mut distance = HashMap::new();
    distance.insert(goal.to_vec(), 0);
    let mut queue = VecDeque::new();
    queue.push_back(goal.to_vec());
    while let Some(board) = queue.pop_front() {
        let next = distance[&board] + 1;
        if next > depth {
            continue;
        }
        for (_, neighbour) in shape.neighbours(&board) {
            if !distance.contains_key(&neighbour) {
                distance.insert(neighbour.clone(), next);
                queue.push_back(neighbour);
            }
        }
    }
    distance
}

/// The smallest shortest path from `start` to the centre of `ball`: each time the first
/// move, in d, l, r, u order, to a board one step closer.
fn greedy(shape: Shape, ball: &HashMap<Vec<u8>, usize>, start: &[u8]) -> String {
    let mut left = *ball.get(start).expect("the start is inside the ball");
    let mut board = start.to_vec();
    let mut path = String::new();
    while left > 0 {
        let (letter, next) = shape
            .neighbours(&board)
            .into_iter()
            .find(|(_, next)| ball.get(next) == Some(&(left - 1)))
            .expect("some move gets one step closer");
        path.push(letter as char);
        board = next;
        left -= 1;
    }
    path
}

/// Whether `board` can reach `goal` (of the same tiles), computed here: the permutation of
/// all the cells that takes one to the other must have the parity of the blank's taxicab
/// distance. (Every move is a transposition that moves the blank one step.)
fn reachable(shape: Shape, board: &[u8], goal: &[u8]) -> bool {
    let mut at = vec![0; board.len()];
    for (cell, &tile) in goal.iter().enumerate() {
        at[usize::from(tile)] = cell;
    }
    let target: Vec<usize> = board.iter().map(|&tile| at[usize::from(tile)]).collect();
    let mut seen = vec![false; board.len()];
    let mut transpositions = 0;
    for first in 0..board.len() {
        let mut cell = first;
        let mut length = 0usize;
        while !seen[cell] {
            seen[cell] = true;
            cell = target[cell];
            length += 1;
        }
        transpositions += length.saturating_sub(1);
    }
    let blank = board.iter().position(|&t| t == 0).unwrap();
    let home = goal.iter().position(|&t| t == 0).unwrap();
    let taxicab = (blank / shape.columns).abs_diff(home / shape.columns)
        + (blank % shape.columns).abs_diff(home % shape.columns);
    (transpositions + taxicab) % 2 == 0
}

/// `board` with its first two tiles swapped: the other half of the boards.
fn swapped(board: &[u8]) -> Vec<u8> {
    let mut board = board.to_vec();
    let tiles: Vec<usize> = (0..board.len()).filter(|&c| board[c] != 0).collect();
    board.swap(tiles[0], tiles[1]);
    board
}

/// The hdu3567 answer to one case, as the issue lays it out.
fn hdu3567_answer(case: usize, path: Option<&str>) -> String {
    match path {
        Some(path) => format!("Case {case}: {}\n{path}\n", path.len()),
        None => format!("Case {case}: -1\n\n"),
    }
}

/// The trace answer: every board of `path` from `start`, a blank line after each, the count.
fn trace_answer(shape: Shape, start: &[u8], path: &str) -> String {
    let mut board = start.to_vec();
    let mut answer = rows(shape, &board) + "\n";
    for letter in path.bytes() {
        board = shape.step(&board, letter).unwrap();
        answer += &(rows(shape, &board) + "\n");
    }
    answer + &format!("{}\n", path.len())
}

/// `eight gen` with `arguments`, which must succeed.
fn gen(arguments: &[&str]) -> Vec<u8> {
    let generated = eight(arguments, b"");
    assert_eq!(generated.status, 0, "{arguments:?}: {}", generated.stderr);
    assert!(generated.stderr.is_empty(), "{}", generated.stderr);
    generated.stdout
}

/// What [`walks_on`] runs besides solving a generated hdu3567 input.
#[derive(Clone, Copy, PartialEq)]
enum Also {
    /// `eight check` on the answers.
    Check,
    /// `eight check`, and a generated trace input, solved and checked.
    CheckAndTrace,
    /// Nothing more.
    Nothing,
}

/// (a) for one size: a generated hdu3567 input of walks (plus `long` walks of 24 moves to
/// the goal of its first case, against the reference's search, and an unreachable pair)
/// solved and compared; then what `also` says.
fn walks_on(shape: Shape, seed: u64, long: usize, also: Also) {
    let size = name(shape);
    let n = shape.cells();
    // One case on the larger boards, where each goal's blank cell costs a database build.
    let (cases, moves) = match n {
        0..=9 => (4, 20),
        10..=12 => (4, 14),
        _ => (1, 14),
    };
    let seed = seed.to_string();
    let walk_text = moves.to_string();
    let input = gen(&[
        "gen",
        "--size",
        &size,
        "--walk",
        &walk_text,
        "--cases",
        &cases.to_string(),
        "--seed",
        &seed,
    ]);
    let words = numbers(&input);
    assert_eq!(words.len(), 1 + 2 * n * cases, "{size}: {}", text(&input));
    assert_eq!(words[0], cases);
    let mut pairs: Vec<(Vec<u8>, Vec<u8>)> = words[1..]
        .chunks(2 * n)
        .map(|pair| (cells(&pair[..n]), cells(&pair[n..])))
        .collect();
    let (start, goal) = pairs[0].clone();
    let mut rng = Rng::new(seed.len() as u64 + n as u64);
    for _ in 0..long {
        pairs.push((walk(shape, &goal, 24, &mut rng), goal.clone()));
    }
    // An unreachable pair, answered without any database.
    pairs.push((swapped(&start), goal));
    let mut input = format!("{}\n", pairs.len());
    let mut expected = String::new();
    for (case, (start, goal)) in pairs.iter().enumerate() {
        input += &format!("{}\n{}\n", spaced(start), spaced(goal));
        let path = if case >= cases + long {
            assert!(!reachable(shape, start, goal));
            None
        } else if case >= cases {
            let path = shape.smallest_shortest(start, goal);
            Some(String::from_utf8(path).unwrap())
        } else {
            assert!(reachable(shape, start, goal), "{size}: {start:?} {goal:?}");
            let path = greedy(shape, &ball(shape, goal, moves), start);
            assert!(path.len() <= moves);
            Some(path)
        };
        expected += &hdu3567_answer(case + 1, path.as_deref());
    }
    let solved = eight(&["--size", &size], input.as_bytes());
    assert_eq!(text(&solved.stdout), expected, "{size}: {input}");
    assert_eq!(solved.status, 1, "{size}: {}", solved.stderr);
    assert_eq!(
        solved.stderr,
        format!(
            "eight: case {}: the goal cannot be reached from the start (their tile orders \
             differ in parity)\n",
            pairs.len()
        )
    );
    if also == Also::Nothing {
        return;
    }
    assert_accepted(
        "hdu3567",
        Some(&size),
        input.as_bytes(),
        &solved.stdout,
        pairs.len(),
    );
    if also == Also::Check {
        return;
    }
    let input = gen(&[
        "gen", "--format", "trace", "--size", &size, "--walk", &walk_text, "--seed", &seed,
    ]);
    let words = numbers(&input);
    assert_eq!(words.len(), 2 * n, "{size}: {}", text(&input));
    let (start, goal) = (cells(&words[..n]), cells(&words[n..]));
    let path = greedy(shape, &ball(shape, &goal, moves), &start);
    let solved = eight(&["--format", "trace", "--size", &size], &input);
    assert_eq!(
        text(&solved.stdout),
        trace_answer(shape, &start, &path),
        "{size}: {}",
        text(&input)
    );
    assert_eq!(solved.status, 0, "{}", solved.stderr);
    assert_accepted("trace", Some(&size), &input, &solved.stdout, 1);
    // And the unreachable goal: `-1`, exit 1.
    let input = format!("{}\n{}\n", spaced(&start), spaced(&swapped(&goal)));
    let unreachable = eight(&["--format", "trace", "--size", &size], input.as_bytes());
    assert_eq!(
        (unreachable.status, text(&unreachable.stdout)),
        (1, "-1\n".into())
    );
    assert_accepted("trace", Some(&size), input.as_bytes(), b"-1\n", 1);
}

#[test]
fn walks_on_boards_of_up_to_12_cells() {
    for (seed, shape) in sizes().into_iter().enumerate() {
        if shape.cells() <= 12 {
            walks_on(shape, seed as u64, 0, Also::CheckAndTrace);
        }
    }
}

/// One case of the generator's on each size (each goal's blank cell costs a database
/// build), and on 16 cells two more of 24 moves to the same goal. `check` runs on all but
/// 2x8 and 8x2, whose databases take longest (about 4 s on two cores, twice the others'):
/// their check is in the ignored test below.
#[test]
fn walks_on_boards_of_13_to_16_cells() {
    for (seed, shape) in sizes().into_iter().enumerate() {
        match (shape.cells(), shape.rows) {
            (0..=12, _) => {}
            (16, 4) => walks_on(shape, seed as u64, 2, Also::Check),
            (16, _) => walks_on(shape, seed as u64, 2, Also::Nothing),
            _ => walks_on(shape, seed as u64, 0, Also::Check),
        }
    }
}

/// Trace and check on the larger boards too (their databases are the ones the test above
/// builds into the shared cache).
#[test]
fn trace_walks_on_boards_of_13_to_16_cells() {
    for (seed, shape) in sizes().into_iter().enumerate() {
        if shape.cells() > 12 {
            walks_on(shape, 100 + seed as u64, 0, Also::CheckAndTrace);
        }
    }
}

/// The default size is 3x3, with or without `--size 3x3`.
#[test]
fn the_default_size_is_3x3() {
    let input = b"1\n1 2 3 4 5 6 7 0 8\n1 2 3 4 5 6 7 8 0\n";
    for arguments in [&[][..], &["--size", "3x3"]] {
        let solved = eight(arguments, input);
        assert_eq!(text(&solved.stdout), "Case 1: 1\nr\n");
    }
}

/// A random walk of `moves` moves from `from` that never undoes its last move.
fn walk(shape: Shape, from: &[u8], moves: usize, rng: &mut Rng) -> Vec<u8> {
    let mut board = from.to_vec();
    let mut back = 0;
    for _ in 0..moves {
        let choices: Vec<(u8, Vec<u8>)> = shape
            .neighbours(&board)
            .into_iter()
            .filter(|&(letter, _)| letter != back)
            .collect();
        let (letter, next) = choices[rng.below(choices.len())].clone();
        back = reference::opposite(letter);
        board = next;
    }
    board
}

// ---------------------------------------------------------------------------------------
// (b) poj2893

/// Whether a board of `rows` x `columns` (row-major, 0 the blank) can reach `1 2 ... 0`,
/// computed here: the parity of its inversions (counted by merge sort), plus, when the
/// width is even, the rows between the blank and the last row (a vertical move carries a
/// tile past `columns - 1` others and moves the blank a row).
fn poj_solvable(columns: usize, board: &[u32]) -> bool {
    fn inversions(items: &mut Vec<u32>) -> u64 {
        if items.len() < 2 {
            return 0;
        }
        let mut right = items.split_off(items.len() / 2);
        let mut count = inversions(items) + inversions(&mut right);
        let mut merged = Vec::with_capacity(items.len() + right.len());
        let (mut i, mut j) = (0, 0);
        while i < items.len() || j < right.len() {
            if j == right.len() || (i < items.len() && items[i] < right[j]) {
                merged.push(items[i]);
                i += 1;
            } else {
                count += (items.len() - i) as u64;
                merged.push(right[j]);
                j += 1;
            }
        }
        *items = merged;
        count
    }
    let mut tiles: Vec<u32> = board.iter().copied().filter(|&t| t != 0).collect();
    let odd = inversions(&mut tiles) % 2;
    let blank_row = board.iter().position(|&t| t == 0).unwrap() / columns;
    let rows = board.len() / columns;
    let below = if columns % 2 == 0 {
        (rows - 1 - blank_row) as u64
    } else {
        0
    };
    (odd + below) % 2 == 0
}

fn poj_input(boards: &[(usize, usize, Vec<u32>)]) -> String {
    let mut input = String::new();
    for (rows, columns, board) in boards {
        input += &format!("{rows} {columns}\n");
        for row in board.chunks(*columns) {
            let words: Vec<String> = row.iter().map(u32::to_string).collect();
            input += &(words.join(" ") + "\n");
        }
    }
    input + "0 0\n"
}

fn poj_answers(boards: &[(usize, usize, Vec<u32>)]) -> String {
    boards
        .iter()
        .map(|(_, columns, board)| {
            if poj_solvable(*columns, board) {
                "YES\n"
            } else {
                "NO\n"
            }
        })
        .collect()
}

/// Every arrangement of `0..n`, in lexicographic order.
fn permutations(n: usize) -> Vec<Vec<u8>> {
    let mut all = Vec::new();
    let mut current: Vec<u8> = (0..n as u8).collect();
    loop {
        all.push(current.clone());
        // The next permutation.
        let i = match (0..n - 1).rev().find(|&i| current[i] < current[i + 1]) {
            Some(i) => i,
            None => return all,
        };
        let j = (i + 1..n).rev().find(|&j| current[j] > current[i]).unwrap();
        current.swap(i, j);
        current[i + 1..].reverse();
    }
}

#[test]
fn poj2893_every_small_board_against_the_goals_component() {
    for (rows, columns) in [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2)] {
        let shape = Shape { rows, columns };
        let n = shape.cells();
        let mut goal: Vec<u8> = (1..n as u8).collect();
        goal.push(0);
        let component = ball(shape, &goal, usize::MAX);
        let all = permutations(n);
        assert_eq!(component.len() * 2, all.len());
        let mut input = String::new();
        let mut expected = String::new();
        for board in &all {
            let wide: Vec<u32> = board.iter().map(|&c| u32::from(c)).collect();
            let yes = component.contains_key(board);
            // The parity used below on larger boards agrees with the search here.
            assert_eq!(poj_solvable(columns, &wide), yes, "{board:?}");
            assert_eq!(reachable(shape, board, &goal), yes, "{board:?}");
            input += &format!("{rows} {columns}\n{}\n", spaced(board));
            expected += if yes { "YES\n" } else { "NO\n" };
        }
        input += "0 0\n";
        let solved = eight(&["--format", "poj2893"], input.as_bytes());
        assert_eq!(solved.status, 0, "{}", solved.stderr);
        assert!(text(&solved.stdout) == expected, "{rows}x{columns}");
    }
}

#[test]
fn poj2893_larger_boards_by_parity() {
    let mut rng = Rng::new(2893);
    let mut boards = Vec::new();
    // Generated boards.
    for (size, cases) in [
        ("10x10", "20"),
        ("999x2", "3"),
        ("2x999", "3"),
        ("7x8", "20"),
    ] {
        let generated = gen(&[
            "gen", "--format", "poj2893", "--size", size, "--cases", cases, "--seed", "5",
        ]);
        let words = numbers(&generated);
        let mut at = 0;
        while words[at] != 0 {
            let (rows, columns) = (words[at], words[at + 1]);
            let board: Vec<u32> = words[at + 2..at + 2 + rows * columns]
                .iter()
                .map(|&w| w as u32)
                .collect();
            at += 2 + rows * columns;
            boards.push((rows, columns, board));
        }
        assert_eq!(words[at..], [0, 0]);
    }
    assert_eq!(boards.len(), 46);
    // Hand-made ones: walks from the goal (YES) and the same with two tiles swapped (NO),
    // on boards of odd and even widths.
    for (rows, columns) in [(10, 10), (9, 11), (3, 40), (40, 3), (6, 6)] {
        let shape = Shape { rows, columns };
        let mut goal: Vec<u8> = (1..=(rows * columns - 1) as u8).collect();
        goal.push(0);
        let near = walk(shape, &goal, 200, &mut rng);
        let far = swapped(&near);
        for board in [near, far] {
            boards.push((rows, columns, board.iter().map(|&c| u32::from(c)).collect()));
        }
    }
    let expected = poj_answers(&boards);
    let hand_made = &expected.lines().collect::<Vec<_>>()[46..];
    assert_eq!(hand_made, ["YES", "NO"].repeat(5));
    let yes = expected.lines().filter(|&l| l == "YES").count();
    assert!((15..=45).contains(&yes), "{yes} YES of {}", boards.len());
    let input = poj_input(&boards);
    let solved = eight(&["--format", "poj2893"], input.as_bytes());
    assert_eq!(solved.status, 0, "{}", solved.stderr);
    assert_eq!(text(&solved.stdout), expected);

    // check: the solver's own output, then one answer flipped.
    assert_accepted(
        "poj2893",
        None,
        input.as_bytes(),
        &solved.stdout,
        boards.len(),
    );
    let flipped = expected.replacen("YES", "NO", 1);
    assert_rejected("poj2893", None, input.as_bytes(), flipped.as_bytes());
    let flipped = expected.replacen("NO", "YES", 1);
    assert_rejected("poj2893", None, input.as_bytes(), flipped.as_bytes());
}

#[test]
fn poj2893_the_largest_board() {
    // 999x999: a random board, and the solved one with its last two tiles swapped.
    let mut rng = Rng::new(999);
    let side = 999;
    let mut board: Vec<u32> = (0..(side * side) as u32).collect();
    rng.shuffle(&mut board);
    let mut solved_board: Vec<u32> = (1..(side * side) as u32).collect();
    solved_board.push(0);
    let last = solved_board.len() - 1;
    solved_board.swap(last - 1, last - 2);
    let boards = vec![(side, side, board), (side, side, solved_board)];
    let expected = poj_answers(&boards);
    assert!(expected.ends_with("NO\n"));
    let solved = eight(&["--format", "poj2893"], poj_input(&boards).as_bytes());
    assert_eq!((solved.status, text(&solved.stdout)), (0, expected));
}

// ---------------------------------------------------------------------------------------
// (c) lightoj1121 and uva10181: the limits

/// The 4x4 goal of both formats.
fn goal16() -> Vec<u8> {
    let mut goal: Vec<u8> = (1..16).collect();
    goal.push(0);
    goal
}

const FOUR: Shape = Shape {
    rows: 4,
    columns: 4,
};

/// A board exactly `moves` moves from `goal`: a walk on which every move raises the
/// Manhattan distance by one (restarted until one is that long), so the Manhattan
/// distance, a lower bound, equals the walk's length, an upper bound.
fn exactly(goal: &[u8], moves: usize, rng: &mut Rng) -> Vec<u8> {
    'walks: loop {
        let mut board = goal.to_vec();
        for done in 0..moves {
            let choices: Vec<Vec<u8>> = FOUR
                .neighbours(&board)
                .into_iter()
                .map(|(_, next)| next)
                .filter(|next| FOUR.manhattan(next, goal) == done + 1)
                .collect();
            if choices.is_empty() {
                continue 'walks;
            }
            board = choices[rng.below(choices.len())].clone();
        }
        assert_eq!(FOUR.manhattan(&board, goal), moves);
        return board;
    }
}

/// Rosetta Code's 15 puzzle: 52 moves (published; tests/grid.rs checks it).
const ROSETTA: [u8; 16] = [15, 14, 1, 6, 9, 11, 4, 12, 0, 10, 7, 3, 13, 8, 5, 2];

/// The boards of the limit tests and their expected paths (`None`: not solvable here).
fn limit_boards(format: &str, limit: usize, seed: u64) -> Vec<(Vec<u8>, Option<String>)> {
    let goal = goal16();
    let mut rng = Rng::new(seed);
    let mut boards = Vec::new();
    for moves in [limit - 1, limit, limit + 1, limit + 2] {
        let board = exactly(&goal, moves, &mut rng);
        let path = if moves <= limit {
            let path = FOUR.smallest_shortest(&board, &goal);
            assert_eq!(path.len(), moves);
            Some(String::from_utf8(path).unwrap().to_uppercase())
        } else {
            None
        };
        boards.push((board, path));
    }
    // The goal itself, an unsolvable board, Rosetta's (52 moves), and short walks.
    boards.push((goal.clone(), Some(String::new())));
    boards.push((swapped(&goal), None));
    let rosetta = ROSETTA.to_vec();
    assert!(reachable(FOUR, &rosetta, &goal));
    boards.push((rosetta, None));
    // Three boards of the generator's: walks of 12 moves.
    let near = ball(FOUR, &goal, 12);
    let generated = gen(&[
        "gen",
        "--format",
        format,
        "--walk",
        "12",
        "--cases",
        "3",
        "--seed",
        &seed.to_string(),
    ]);
    let words = numbers(&generated);
    assert_eq!(words.len(), 1 + 3 * 16);
    for board in words[1..].chunks(16) {
        let board = cells(board);
        let path = greedy(FOUR, &near, &board).to_uppercase();
        boards.push((board, Some(path)));
    }
    boards
}

#[test]
fn lightoj1121_paths_up_to_35_moves() {
    let boards = limit_boards("lightoj1121", 35, 1121);
    let mut input = format!("{}\n", boards.len());
    let mut expected = String::new();
    for (case, (board, path)) in boards.iter().enumerate() {
        input += &format!("\n{}", rows(FOUR, board));
        let answer = path.as_deref().unwrap_or("This puzzle is not solvable.");
        expected += &format!("Case {}: {answer}\n", case + 1);
    }
    let solved = eight(&["--format", "lightoj1121"], input.as_bytes());
    assert_eq!(text(&solved.stdout), expected, "{input}");
    assert_eq!(solved.status, 0);
    assert!(solved.stderr.is_empty(), "{}", solved.stderr);

    let input = input.as_bytes();
    assert_accepted("lightoj1121", None, input, &solved.stdout, boards.len());
    // The 35-move answer (case 2) with a letter changed, then in lower case.
    let right = boards[1].1.clone().unwrap();
    let mut changed = right.clone().into_bytes();
    changed[20] = if changed[20] == b'D' { b'U' } else { b'D' };
    let changed = expected.replacen(&right, &text(&changed), 1);
    assert_rejected("lightoj1121", None, input, changed.as_bytes());
    let lower = expected.replacen(&right, &right.to_lowercase(), 1);
    assert_rejected("lightoj1121", None, input, lower.as_bytes());
}

#[test]
fn uva10181_paths_up_to_50_moves() {
    let boards = limit_boards("uva10181", 50, 10181);
    let mut input = format!("{}\n", boards.len());
    let mut expected = String::new();
    for (board, path) in &boards {
        input += &rows(FOUR, board);
        expected += path.as_deref().unwrap_or("This puzzle is not solvable.");
        expected.push('\n');
    }
    let solved = eight(&["--format", "uva10181"], input.as_bytes());
    assert_eq!(text(&solved.stdout), expected, "{input}");
    assert_eq!(solved.status, 0);
    assert!(solved.stderr.is_empty(), "{}", solved.stderr);

    let input = input.as_bytes();
    // As UVa's special judge: any legal path of at most 50 moves that reaches the goal.
    // The 49-move board (line 1) goes on with `UD` (51 moves): rejected. The short walks
    // (lines 8 to 10) take `UD` twice and `LR` at the end: accepted, with the solver's own
    // answers on the other lines (tests/tools.rs has `check` accept the uva10181 sample's
    // own output as it is).
    let lines: Vec<String> = expected.lines().map(String::from).collect();
    let mut longer = lines.clone();
    longer[0] += "UD";
    assert_eq!(longer[0].len(), 51);
    let said = assert_rejected(
        "uva10181",
        None,
        input,
        (longer.join("\n") + "\n").as_bytes(),
    );
    assert!(said.contains("case 1"), "{said}");
    let mut detours = lines.clone();
    for line in &mut detours[7..] {
        *line += "UDUDLR";
    }
    assert_accepted(
        "uva10181",
        None,
        input,
        (detours.join("\n") + "\n").as_bytes(),
        boards.len(),
    );
}

/// `eight gen` writes valid lightoj1121 and uva10181 inputs (unsolvable boards too).
#[test]
fn gen_for_the_4x4_formats() {
    for format in ["lightoj1121", "uva10181"] {
        let input = gen(&[
            "gen",
            "--format",
            format,
            "--walk",
            "12",
            "--cases",
            "4",
            "--unsolvable-share",
            "0.5",
            "--seed",
            "3",
        ]);
        let words = numbers(&input);
        assert_eq!(words.len(), 1 + 4 * 16);
        // Unsolvable boards are unreachable; the others are walks of 12 moves.
        let near = ball(FOUR, &goal16(), 12);
        let mut unsolvable = 0;
        for board in words[1..].chunks(16) {
            let board = cells(board);
            if !reachable(FOUR, &board, &goal16()) {
                unsolvable += 1;
            } else {
                assert!(near.contains_key(&board), "{format}: {board:?}");
            }
        }
        assert!((1..=3).contains(&unsolvable), "{format}: {unsolvable}");
    }
}

// ---------------------------------------------------------------------------------------
// (d) bad input and bad sizes

/// Runs `arguments` on `input` and requires exit 2, the answers `before` on stdout and the
/// one stderr line `message`.
fn assert_bad(arguments: &[&str], input: &str, before: &str, message: &str) {
    let solved = eight(arguments, input.as_bytes());
    assert_eq!(
        (solved.status, text(&solved.stdout), solved.stderr.as_str()),
        (
            2,
            before.to_string(),
            format!("eight: {message}\n").as_str()
        ),
        "{arguments:?} {input:?}"
    );
}

#[test]
fn bad_boards_name_their_size() {
    let first = "Case 1: 1\nl\n";
    for (arguments, input, before, message) in [
        // Too few numbers: the next board's first number completes the start.
        (
            &["--size", "2x3"][..],
            "2\n1 2 3 4 5 0 1 2 3 4 0 5\n1 2 3 4 5\n1 2 3 4 5 0\n",
            first,
            "line 3, case 2, start board (2x3): no blank (X, x or 0)",
        ),
        (
            &["--size", "2x3"],
            "2\n1 2 3 4 5 0 1 2 3 4 0 5\n1 2 3 4 5 0 1 2 3 4 5\n",
            first,
            "line 4, case 2, goal board (2x3): the input ends inside this board",
        ),
        (
            &["--size", "2x3"],
            "1\n1 2 3 4 5 0 1 2 3 4 0\n",
            "",
            "line 3, case 1, goal board (2x3): the input ends inside this board",
        ),
        // Fewer cases than announced.
        (
            &["--size", "3x2"],
            "2\n1 2 3 4 0 5 1 2 3 4 5 0\n",
            "Case 1: 1\nr\n",
            "line 3: the input ends after 1 case, but the count says 2",
        ),
        (
            &["--size", "4x4"],
            "1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 17 0\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n",
            "",
            "line 2, case 1, start board (4x4), token `17`: not a cell of a 4x4 board: the \
             tiles are 1 to 15, the blank 0, X or x",
        ),
        (
            &["--size", "4x4"],
            "1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 x\n",
            "",
            "line 2, case 1, start board (4x4), token `x`: more than one blank",
        ),
        (
            &["--size", "2x8", "--format", "trace"],
            "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 14\n",
            "",
            "line 2, case 1, goal board (2x8), token `14`: tile 14 appears more than once",
        ),
        (
            &["--size", "2x2"],
            "1\n123 12X3\n",
            "",
            "line 2, case 1, start board (2x2), token `123`: wrong length: 3 characters; a 2x2 \
             board is one 4-character token or 4 one-character tokens",
        ),
        (
            &["--format", "lightoj1121"],
            "2\n\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 16 0\n",
            "Case 1: \n",
            "line 5, case 2, board (4x4), token `16`: not a cell of a 4x4 board: the tiles \
             are 1 to 15, the blank 0, X or x",
        ),
        (
            &["--format", "uva10181"],
            "1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n",
            "",
            "line 3, case 1, board (4x4): the input ends inside this board",
        ),
        (
            &["--format", "poj2893"],
            "2 2\n1 2 3 0\n2 3\n1 2 3 4 5 5\n0 0\n",
            "YES\n",
            "line 4, case 2, board (2x3), token `5`: tile 5 appears more than once",
        ),
    ] {
        assert_bad(arguments, input, before, message);
    }
}

#[test]
fn sizes_the_formats_refuse() {
    let help = " (see eight --help)";
    let size_usage = |text: &str| {
        format!(
            "usage: --size takes ROWSxCOLUMNS with at least 2 of each and at most 1000000 cells \
             (exact up to 16 cells: 2x2 to 4x4, 2x8, 3x5, ...), not `{text}`{help}"
        )
    };
    for (arguments, message) in [
        (
            &["--size", "4x4", "--format", "hdu1043"][..],
            format!("usage: hdu1043 boards are 3x3, not 4x4{help}"),
        ),
        (
            &["--size", "2x3", "--format", "p1379"],
            format!("usage: p1379 boards are 3x3, not 2x3{help}"),
        ),
        (
            &["--size", "3x3", "--format", "lightoj1121"],
            format!("usage: lightoj1121 boards are 4x4, not 3x3{help}"),
        ),
        (
            &["--size", "2x8", "--format", "uva10181"],
            format!("usage: uva10181 boards are 4x4, not 2x8{help}"),
        ),
        (
            &["--size", "4x4", "--format", "poj2893"],
            format!("usage: poj2893 reads each board's size from the input; drop --size{help}"),
        ),
        (&["--size", "1x4"], size_usage("1x4")),
        (&["--size", "4x1"], size_usage("4x1")),
        (&["--size", "1001x1000"], size_usage("1001x1000")),
        (&["--size", "2x500001"], size_usage("2x500001")),
        (
            &["--size", "60x50", "--format", "trace"],
            format!(
                "usage: trace takes boards of at most 2500 cells, not 60x50: it writes every \
                 board of the path: a 50x50 board's trace is about 3 GB{help}"
            ),
        ),
        (
            &["--size", "2x9", "--format", "poj3240"],
            format!("usage: poj3240 reads each board's size from the input; drop --size{help}"),
        ),
        (&["--size", "4X4"], size_usage("4X4")),
        (&["--size", "4x"], size_usage("4x")),
        (&["--size", "16"], size_usage("16")),
        (&["check", "--size", "5x0", "in", "out"], size_usage("5x0")),
        (&["gen", "--size", "1x4"], size_usage("1x4")),
        (
            &["gen", "--format", "lightoj1121", "--size", "3x3"],
            format!("usage: lightoj1121 boards are 4x4, not 3x3{help}"),
        ),
    ] {
        let refused = eight(arguments, b"1\n");
        assert_eq!(
            (refused.status, refused.stdout.len()),
            (2, 0),
            "{arguments:?}"
        );
        assert_eq!(
            refused.stderr,
            format!("eight: {message}\n"),
            "{arguments:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------
// (e) check on other sizes: mutations

#[test]
fn check_rejects_mutated_answers_on_other_sizes() {
    // 2x3: the farthest board from 1 2 3 / 4 5 0, 21 moves.
    let shape = Shape {
        rows: 2,
        columns: 3,
    };
    let goal = [1, 2, 3, 4, 5, 0];
    let everything = ball(shape, &goal, usize::MAX);
    let far = everything.iter().max_by_key(|(_, &d)| d).unwrap().0.clone();
    let path = greedy(shape, &everything, &far);
    assert_eq!(path.len(), 21);
    let input = format!("1\n{}\n{}\n", spaced(&far), spaced(&goal));
    let right = hdu3567_answer(1, Some(&path));
    let solved = eight(&["--size", "2x3"], input.as_bytes());
    assert_eq!(text(&solved.stdout), right);
    let input = input.as_bytes();
    assert_accepted("hdu3567", Some("2x3"), input, right.as_bytes(), 1);
    // A letter changed; upper case; a wrong count; the size left out (3x3 boards).
    let mut changed = path.clone().into_bytes();
    changed[0] = if changed[0] == b'd' { b'u' } else { b'd' };
    let changed = hdu3567_answer(1, Some(&text(&changed)));
    assert_rejected("hdu3567", Some("2x3"), input, changed.as_bytes());
    let upper = right.to_uppercase().replace("CASE", "Case");
    assert_rejected("hdu3567", Some("2x3"), input, upper.as_bytes());
    let count = right.replacen("21", "22", 1);
    assert_rejected("hdu3567", Some("2x3"), input, count.as_bytes());
    let without_size = check_sized("hdu3567", None, input, right.as_bytes());
    assert_eq!(without_size.status, 2, "{}", text(&without_size.stdout));

    // trace 2x4: a board left out, and a board moved the wrong way.
    let shape = Shape {
        rows: 2,
        columns: 4,
    };
    let goal = [1, 2, 3, 4, 5, 6, 7, 0];
    let start = [5, 1, 2, 3, 6, 7, 0, 4];
    let near = ball(shape, &goal, 10);
    let path = greedy(shape, &near, &start);
    let right = trace_answer(shape, &start, &path);
    let input = format!("{}\n{}\n", spaced(&start), spaced(&goal));
    let solved = eight(&["--format", "trace", "--size", "2x4"], input.as_bytes());
    assert_eq!(text(&solved.stdout), right);
    let input = input.as_bytes();
    assert_accepted("trace", Some("2x4"), input, right.as_bytes(), 1);
    let boards: Vec<&str> = right.split("\n\n").collect();
    let mut skipped = boards.clone();
    skipped.remove(2);
    assert_rejected("trace", Some("2x4"), input, skipped.join("\n\n").as_bytes());
    let wrong = right.replacen("5 1 2 3", "1 5 2 3", 1);
    assert_rejected("trace", Some("2x4"), input, wrong.as_bytes());
}
