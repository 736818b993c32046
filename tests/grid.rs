//! The grid engine against an independent reference (tests/reference/grid.rs: its own move
//! rules, a hash-map BFS, a Manhattan-pruned search and a greedy smallest shortest path).
//!
//! 1. Every query on 2x2, 2x3, 3x2, 2x4 and 4x2: from each canonical start (tiles 1, 2, ..
//!    in order around the blank, one start per blank cell) to every reachable goal, the
//!    answer is legal, ends on the goal, has the BFS distance, and equals the smallest
//!    `answer(u) + move(u -> goal)` over the neighbours `u` one step closer to the start.
//!    By induction on the distance that makes it the lexicographically smallest shortest
//!    path (a smallest shortest path ends with a move from such a `u`, and its prefix is a
//!    smallest shortest path to `u`).
//! 2. Random walks from random goals on every larger size, against the reference's greedy
//!    path.
//! 3. Published values: Korf's instances (lengths), Rosetta Code's board (52 moves), UVa
//!    10181's sample (`llldrdrdr`).
//! 4. Parity and limits.
//!
//! # Costs
//! About 40 s of one core in release mode, mostly the pattern databases of the larger
//! boards (a few seconds each for 16 cells) and the reference's searches; up to a few
//! hundred MB while the 16-cell tables of parallel tests are built.

#[path = "reference/grid.rs"]
mod reference;

use eight::internals::SplitMix64;
use eight::{Grid, GridSolver, Size, Solution};
use reference::Shape;
use std::collections::HashMap;

fn size(rows: usize, columns: usize) -> Size {
    Size::new(rows, columns).unwrap()
}

fn shape(size: Size) -> Shape {
    Shape {
        rows: size.rows(),
        columns: size.columns(),
    }
}

fn grid(size: Size, cells: &[u8]) -> Grid {
    Grid::from_cells(size, cells).unwrap()
}

fn path(outcome: Solution) -> Vec<u8> {
    match outcome {
        Solution::Path(path) => path,
        other => panic!("expected a path, got {other:?}"),
    }
}

/// Tiles 1, 2, .. in row-major order around a blank at `blank`.
fn canonical(cells: usize, blank: usize) -> Vec<u8> {
    let mut board = vec![0u8; cells];
    let mut tile = 1;
    for (position, cell) in board.iter_mut().enumerate() {
        if position != blank {
            *cell = tile;
            tile += 1;
        }
    }
    board
}

fn factorial(n: usize) -> usize {
    (1..=n).product()
}

/// Every query class of a small board (part 1 of the file's notes); returns the histogram
/// of path lengths from the start with the blank in the last cell.
fn exhaustive(size: Size) -> Vec<usize> {
    let shape = shape(size);
    let n = size.cells();
    let mut engine = GridSolver::new(size);
    for blank in 0..n {
        engine.prepare(&grid(size, &canonical(n, blank)));
    }
    let mut corner_histogram = Vec::new();
    for blank in 0..n {
        let start_cells = canonical(n, blank);
        let start = grid(size, &start_cells);
        let distance = shape.bfs(&start_cells);
        assert_eq!(
            distance.len(),
            factorial(n) / 2,
            "{size} from blank {blank}"
        );
        let mut answers: HashMap<Vec<u8>, Vec<u8>> = HashMap::new();
        let mut histogram = Vec::new();
        for goal_cells in distance.keys() {
            let answer = path(engine.solve(&start, &grid(size, goal_cells), None, &mut |_| {}));
            if histogram.len() <= answer.len() {
                histogram.resize(answer.len() + 1, 0);
            }
            histogram[answer.len()] += 1;
            answers.insert(goal_cells.clone(), answer);
        }
        assert_eq!(histogram.iter().sum::<usize>(), factorial(n) / 2);
        for (goal_cells, answer) in &answers {
            assert_eq!(
                shape.follow(&start_cells, answer).as_deref(),
                Some(&goal_cells[..])
            );
            assert_eq!(answer.len(), distance[goal_cells], "{size} {goal_cells:?}");
            // The smallest answer(u) + move over the neighbours u one step closer to the start.
            let expected = shape
                .neighbours(goal_cells)
                .into_iter()
                .filter(|(_, u)| distance[u] + 1 == distance[goal_cells])
                .map(|(letter, u)| {
                    let mut p = answers[&u].clone();
                    p.push(reference::opposite(letter));
                    p
                })
                .min();
            if let Some(expected) = expected {
                assert_eq!(
                    answer, &expected,
                    "{size} {start_cells:?} -> {goal_cells:?}"
                );
            } else {
                assert!(answer.is_empty());
            }
        }
        if blank == n - 1 {
            corner_histogram = histogram;
        }
    }
    corner_histogram
}

#[test]
fn every_query_on_2x2() {
    // 12 boards in one cycle: one at each distance but the far end.
    assert_eq!(exhaustive(size(2, 2)), vec![1, 2, 2, 2, 2, 2, 1]);
}

#[test]
fn every_query_on_2x3_and_3x2() {
    // OEIS A151944: the 2x3 board's farthest board is 21 moves away, and it is alone.
    for size in [size(2, 3), size(3, 2)] {
        let histogram = exhaustive(size);
        assert_eq!(histogram.len() - 1, 21);
        assert_eq!(histogram[21], 1);
    }
}

#[test]
fn every_query_on_2x4_and_4x2() {
    // OEIS A151944: 36 moves, one board.
    for size in [size(2, 4), size(4, 2)] {
        let histogram = exhaustive(size);
        assert_eq!(histogram.len() - 1, 36);
        assert_eq!(histogram[36], 1);
    }
}

/// A random walk of `moves` moves from `from` that never undoes its previous move.
fn walk(shape: Shape, from: &[u8], moves: usize, rng: &mut SplitMix64) -> Vec<u8> {
    let mut board = from.to_vec();
    let mut back = 0;
    for _ in 0..moves {
        let choices: Vec<(u8, Vec<u8>)> = shape
            .neighbours(&board)
            .into_iter()
            .filter(|&(letter, _)| letter != back)
            .collect();
        let (letter, next) = choices[rng.below(choices.len() as u64) as usize].clone();
        back = reference::opposite(letter);
        board = next;
    }
    board
}

/// Random walks from a random goal of `size` (and from the usual goal, when `usual`)
/// against the reference's greedy smallest shortest path.
fn random_walks(size: Size, seed: u64, walks: usize) {
    let shape = shape(size);
    let mut rng = SplitMix64::new(seed);
    let mut goal_cells: Vec<u8> = (0..size.cells() as u8).collect();
    rng.shuffle(&mut goal_cells);
    let goal = grid(size, &goal_cells);
    let mut engine = GridSolver::new(size);
    engine.prepare(&goal);
    for w in 0..walks {
        let moves = 16 + rng.below(9) as usize;
        let start_cells = walk(shape, &goal_cells, moves, &mut rng);
        let start = grid(size, &start_cells);
        let answer = path(engine.solve(&start, &goal, None, &mut |_| {}));
        let expected = shape.smallest_shortest(&start_cells, &goal_cells);
        assert_eq!(
            String::from_utf8(answer).unwrap(),
            String::from_utf8(expected).unwrap(),
            "{size} walk {w}: {start_cells:?} -> {goal_cells:?}"
        );
    }
    // Two tiles swapped: the other half of the boards, answered without a search.
    let mut swapped = goal_cells.clone();
    let tiles: Vec<usize> = (0..swapped.len()).filter(|&c| swapped[c] != 0).collect();
    swapped.swap(tiles[0], tiles[1]);
    assert_eq!(
        engine.solve(&grid(size, &swapped), &goal, None, &mut |_| {}),
        Solution::Unreachable
    );
}

#[test]
fn random_walks_on_3x3_2x5_5x2() {
    random_walks(size(3, 3), 1, 6);
    random_walks(size(2, 5), 2, 6);
    random_walks(size(5, 2), 3, 6);
}

#[test]
fn random_walks_on_3x4_4x3_2x6_6x2() {
    random_walks(size(3, 4), 4, 5);
    random_walks(size(4, 3), 5, 5);
    random_walks(size(2, 6), 6, 5);
    random_walks(size(6, 2), 7, 5);
}

#[test]
fn random_walks_on_2x7_7x2_3x5_5x3() {
    random_walks(size(2, 7), 8, 4);
    random_walks(size(7, 2), 9, 4);
    random_walks(size(3, 5), 10, 4);
    random_walks(size(5, 3), 11, 4);
}

#[test]
fn random_walks_on_2x8_8x2_4x4() {
    random_walks(size(2, 8), 12, 4);
    random_walks(size(8, 2), 13, 4);
    random_walks(size(4, 4), 14, 4);
}

/// Korf's instances 1-100 (tests/data/korf100.txt): published length, then the board.
fn korf() -> Vec<(usize, Vec<u8>)> {
    include_str!("data/korf100.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let numbers: Vec<u8> = line
                .split_whitespace()
                .map(|w| w.parse().unwrap())
                .collect();
            (usize::from(numbers[0]), numbers[1..].to_vec())
        })
        .collect()
}

/// Solves Korf's instances `first..first + count` and checks their published lengths.
fn check_korf(first: usize, count: usize) {
    let size = size(4, 4);
    let goal_cells: Vec<u8> = (0..16).collect();
    let goal = grid(size, &goal_cells);
    let mut engine = GridSolver::new(size);
    engine.prepare(&goal);
    let instances = korf();
    for (number, (length, cells)) in instances.iter().enumerate().skip(first).take(count) {
        let answer = path(engine.solve(&grid(size, cells), &goal, None, &mut |_| {}));
        assert_eq!(answer.len(), *length, "instance {}", number + 1);
        assert_eq!(
            shape(size).follow(cells, &answer).as_deref(),
            Some(&goal_cells[..])
        );
    }
}

#[test]
fn korf_instances_have_their_published_lengths() {
    let instances = korf();
    assert_eq!(instances.len(), 100);
    let total: usize = instances.iter().map(|(length, _)| length).sum();
    // Mean 53.05. The first 25 here; all 100 in the conformance tier
    // (`tests/conformance/long.rs`), through the binary with and without the strong tables.
    assert_eq!(total, 5305);
    check_korf(0, 25);
}

/// The 17 boards at distance 80 from `1 2 ... 15 0` (tests/data/distance80.txt).
fn distance_80() -> Vec<Vec<u8>> {
    include_str!("data/distance80.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            line.split_whitespace()
                .map(|w| w.parse().unwrap())
                .collect()
        })
        .collect()
}

/// The board reflected in the main diagonal with its tiles renamed so that the goal
/// `1 2 ... 15 0` maps to itself: tile `t` (goal cell `t - 1`) becomes the tile whose goal
/// cell is the reflection of `t - 1`. A distance-preserving map of the 15-puzzle.
fn transposed(cells: &[u8]) -> Vec<u8> {
    let reflect = |cell: usize| cell % 4 * 4 + cell / 4;
    let goal_cell = |tile: u8| (usize::from(tile) + 15) % 16;
    let tile_of = |cell: usize| ((cell + 1) % 16) as u8;
    let mut out = vec![0; 16];
    for (cell, &tile) in cells.iter().enumerate() {
        out[reflect(cell)] = tile_of(reflect(goal_cell(tile)));
    }
    out
}

#[test]
fn the_distance_80_list_is_seventeen_distinct_boards_closed_under_transpose() {
    let boards = distance_80();
    assert_eq!(boards.len(), 17);
    let goal: Vec<u8> = (1..16).chain(Some(0)).collect();
    assert_eq!(transposed(&goal), goal);
    for board in &boards {
        let mut sorted = board.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..16).collect::<Vec<u8>>());
        assert!(boards.contains(&transposed(board)), "{board:?}");
        assert_eq!(boards.iter().filter(|b| *b == board).count(), 1);
    }
    // Five are their own transpose; the other twelve pair up.
    let own = boards.iter().filter(|b| transposed(b) == **b).count();
    assert_eq!(own, 5);
}

#[test]
fn published_4x4_answers_and_limits() {
    let size = size(4, 4);
    let goal = Grid::solved(size);
    let mut engine = GridSolver::new(size);
    engine.prepare(&goal);

    // Rosetta Code's 15 puzzle: 52 moves.
    let rosetta = [15, 14, 1, 6, 9, 11, 4, 12, 0, 10, 7, 3, 13, 8, 5, 2];
    let mut bounds = Vec::new();
    let answer = path(engine.solve(&grid(size, &rosetta), &goal, None, &mut |b| bounds.push(b)));
    assert_eq!(answer.len(), 52);
    assert_eq!(
        shape(size).follow(&rosetta, &answer).as_deref(),
        Some(goal.cells())
    );
    // Bounds grow, all of the answer's parity (every path to the goal has it), up to it.
    assert_eq!(bounds.last(), Some(&52));
    assert!(bounds.windows(2).all(|w| w[1] > w[0]), "{bounds:?}");
    assert!(bounds.iter().all(|b| b % 2 == 0), "{bounds:?}");

    // A limit below the optimum stops the search; at the optimum it finds the path.
    assert_eq!(
        engine.solve(&grid(size, &rosetta), &goal, Some(51), &mut |_| {}),
        Solution::LongerThan(51)
    );
    assert_eq!(
        engine.solve(&grid(size, &rosetta), &goal, Some(35), &mut |_| {}),
        Solution::LongerThan(35)
    );
    assert_eq!(
        path(engine.solve(&grid(size, &rosetta), &goal, Some(52), &mut |_| {})),
        answer
    );

    // UVa 10181's sample: LLLDRDRDR.
    let uva = [2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15];
    assert_eq!(
        path(engine.solve(&grid(size, &uva), &goal, None, &mut |_| {})),
        b"llldrdrdr".to_vec()
    );

    // Two threads share the engine and agree with one.
    let one = path(engine.solve(&grid(size, &uva), &goal, None, &mut |_| {}));
    let engine = &engine;
    let both: Vec<Vec<u8>> = std::thread::scope(|scope| {
        let a = scope.spawn(|| path(engine.solve(&grid(size, &uva), &goal, None, &mut |_| {})));
        let b = scope.spawn(|| path(engine.solve(&grid(size, &rosetta), &goal, None, &mut |_| {})));
        vec![a.join().unwrap(), b.join().unwrap()]
    });
    assert_eq!(both, vec![one, answer]);
}

#[test]
fn parity_decides_reachability_on_every_size() {
    let mut rng = SplitMix64::new(99);
    for rows in 2..=8 {
        for columns in 2..=8 {
            let size = match Size::new(rows, columns) {
                Some(size) if size.is_exact() => size,
                _ => continue,
            };
            let shape = shape(size);
            for _ in 0..20 {
                let mut goal: Vec<u8> = (0..size.cells() as u8).collect();
                rng.shuffle(&mut goal);
                let moves = rng.below(40) as usize;
                let near = walk(shape, &goal, moves, &mut rng);
                assert!(grid(size, &near).can_reach(&grid(size, &goal)));
                let mut far = near.clone();
                let tiles: Vec<usize> = (0..far.len()).filter(|&c| far[c] != 0).collect();
                far.swap(tiles[0], tiles[tiles.len() - 1]);
                assert!(!grid(size, &far).can_reach(&grid(size, &goal)));
                // Unreachable needs no tables: the engine answers before looking for them.
                assert_eq!(
                    GridSolver::new(size).solve(
                        &grid(size, &far),
                        &grid(size, &goal),
                        None,
                        &mut |_| {}
                    ),
                    Solution::Unreachable
                );
            }
        }
    }
}

#[test]
fn small_board_limits_match_the_bfs_distance() {
    let size = size(2, 3);
    let shape = shape(size);
    let goal = Grid::solved(size);
    let mut engine = GridSolver::new(size);
    engine.prepare(&goal);
    let distance = shape.bfs(goal.cells());
    for (cells, &d) in &distance {
        let start = grid(size, cells);
        if d > 0 {
            assert_eq!(
                engine.solve(&start, &goal, Some(d - 1), &mut |_| {}),
                Solution::LongerThan(d - 1)
            );
        }
        assert_eq!(
            path(engine.solve(&start, &goal, Some(d), &mut |_| {})).len(),
            d
        );
    }
}
