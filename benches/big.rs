//! `cargo bench --bench big`: the answers for boards beyond 16 cells, std only.
//!
//! For n x n boards (n = 5, 10, 20, 50, 100) a set of uniformly random solvable boards to
//! the judges' goal, answered twice: by the big-board engine's reduction alone
//! (`BigSolver::count`, one board a time, the median time a board), and as `eight` answers
//! them (`eight::run` on an hdu3567 input of all the boards: the reduction down to a small
//! rectangle, which the exact engine finishes; the mean time a board, the exact engine's
//! tables built in the batch, without a disk cache). Each with its mean of moves over the
//! sum of Manhattan distances (a bound no solution beats), beside the same ratio for
//! Parberry's greedy algorithm as published (8/3 n^3 moves over the 2/3 n^3 of a random
//! board's Manhattan sum: about 4). Then Korf and Felner's 50 random 5x5 boards
//! (tests/data/korf_felner_24.txt), the mean moves over their published optimal lengths, both
//! ways; then one 1000x1000 board as `eight` answers it, its moves counted, then written to
//! nowhere (`EIGHT_BENCH_HUGE=0` skips it).
//!
//! # Costs
//! About a minute on the 2-core development machine with `EIGHT_BENCH_HUGE=0` (2026-12-03);
//! the 1000x1000 board adds about three minutes (its reduction alone, about a minute, then
//! the whole answer, counted and written, about two).

use eight::internals::SplitMix64;
use eight::{Batch, BigBoard, BigSolver, Cache, Format, Size};
use std::time::{Duration, Instant};

/// The moves of each case as `eight` answers `queries` (start and goal boards of `size`),
/// and the time of the whole batch.
fn answered(size: Size, queries: &[(BigBoard, BigBoard)]) -> (Vec<u64>, Duration) {
    let mut input = format!("{}\n", queries.len());
    for (start, goal) in queries {
        for board in [start, goal] {
            let cells: Vec<String> = board.cells().iter().map(u32::to_string).collect();
            input += &cells.join(" ");
            input.push('\n');
        }
    }
    let batch = Batch::new(Format::Hdu3567).size(size).cache(Cache::Off);
    let mut output = Vec::new();
    let began = Instant::now();
    eight::run(batch, input.as_bytes(), &mut output, &mut std::io::sink()).expect("answered");
    let took = began.elapsed();
    let counts = String::from_utf8(output)
        .expect("ASCII")
        .lines()
        .filter_map(|line| line.strip_prefix("Case "))
        .map(|line| {
            let (_, moves) = line.split_once(": ").expect("`Case i: n`");
            moves.parse().expect("a count")
        })
        .collect();
    (counts, took)
}

/// A uniformly random board of `size` that can reach `goal`.
fn random_board(size: Size, goal: &BigBoard, rng: &mut SplitMix64) -> BigBoard {
    let mut cells: Vec<u32> = (0..size.cells() as u32).collect();
    rng.shuffle(&mut cells);
    let board = BigBoard::from_cells(size, cells.clone()).expect("a permutation");
    if board.can_reach(goal) {
        return board;
    }
    let tiles: Vec<usize> = (0..cells.len())
        .filter(|&c| cells[c] != 0)
        .take(2)
        .collect();
    cells.swap(tiles[0], tiles[1]);
    BigBoard::from_cells(size, cells).expect("a permutation")
}

/// Korf and Felner's 50 boards of 5x5, solved to their goal (the blank top-left): mean moves
/// against the mean of the published optimal lengths, and the median time a board.
fn korf_felner() {
    let size = Size::new(5, 5).expect("a size");
    let goal = BigBoard::from_cells(size, (0..25).collect()).expect("a permutation");
    let (mut moves, mut optimal, mut manhattan) = (0u64, 0u64, 0u64);
    let mut times = Vec::new();
    let mut queries = Vec::new();
    let lines = include_str!("../tests/data/korf_felner_24.txt")
        .lines()
        .filter(|line| !line.starts_with('#'));
    for line in lines {
        let numbers: Vec<u32> = line
            .split_whitespace()
            .map(|n| n.parse().expect("a number"))
            .collect();
        let start = BigBoard::from_cells(size, numbers[1..].to_vec()).expect("a board");
        optimal += u64::from(numbers[0]);
        manhattan += start.manhattan_to(&goal);
        let began = Instant::now();
        moves += BigSolver::count(&start, &goal).expect("solvable");
        times.push(began.elapsed());
        queries.push((start, goal.clone()));
    }
    times.sort();
    let boards = times.len() as f64;
    println!(
        "Korf-Felner 5x5 (50 boards), mean optimum {:.2}, Manhattan {:.2}:",
        optimal as f64 / boards,
        manhattan as f64 / boards,
    );
    println!(
        "  the reduction alone: mean {:.2} moves, {:.3} x the optimum; median {:.3} ms",
        moves as f64 / boards,
        moves as f64 / optimal as f64,
        times[times.len() / 2].as_secs_f64() * 1e3
    );
    let (counts, took) = answered(size, &queries);
    let moves: u64 = counts.iter().sum();
    println!(
        "  as eight answers:    mean {:.2} moves, {:.3} x the optimum; mean {:.3} ms",
        moves as f64 / boards,
        moves as f64 / optimal as f64,
        took.as_secs_f64() * 1e3 / boards
    );
}

fn main() {
    let mut rng = SplitMix64::new(2026);
    println!("n x n random boards to 1..n*n-1 with the blank last; ratio = mean moves / mean Manhattan sum");
    println!(
        "{:>5} {:>6} {:>14} {:>7} {:>12} | {:>14} {:>7} {:>12} | {:>9}",
        "n",
        "boards",
        "reduction",
        "ratio",
        "median time",
        "as answered",
        "ratio",
        "mean time",
        "parberry"
    );
    for &(n, boards) in &[(5usize, 200usize), (10, 200), (20, 50), (50, 10), (100, 5)] {
        let size = Size::new(n, n).expect("a size");
        let goal = BigBoard::solved(size);
        let (mut moves, mut manhattan) = (0u64, 0u64);
        let mut times = Vec::new();
        let mut queries = Vec::new();
        for _ in 0..boards {
            let start = random_board(size, &goal, &mut rng);
            manhattan += start.manhattan_to(&goal);
            let began = Instant::now();
            moves += BigSolver::count(&start, &goal).expect("solvable");
            times.push(began.elapsed());
            queries.push((start, goal.clone()));
        }
        times.sort();
        let median: Duration = times[times.len() / 2];
        let (counts, took) = answered(size, &queries);
        let answered: u64 = counts.iter().sum();
        let each = boards as f64;
        println!(
            "{:>5} {:>6} {:>14.1} {:>7.3} {:>9.3} ms | {:>14.1} {:>7.3} {:>9.3} ms | {:>9.3}",
            n,
            boards,
            moves as f64 / each,
            moves as f64 / manhattan as f64,
            median.as_secs_f64() * 1e3,
            answered as f64 / each,
            answered as f64 / manhattan as f64,
            took.as_secs_f64() * 1e3 / each,
            4.0,
        );
    }
    korf_felner();
    if std::env::var("EIGHT_BENCH_HUGE").as_deref() != Ok("0") {
        let size = Size::new(1000, 1000).expect("a size");
        let goal = BigBoard::solved(size);
        let start = random_board(size, &goal, &mut rng);
        let manhattan = start.manhattan_to(&goal);
        let began = Instant::now();
        let moves = BigSolver::count(&start, &goal).expect("solvable");
        println!(
            "1000x1000: the reduction alone {moves} moves, {:.3} x the Manhattan sum \
             {manhattan}, {:.1} s",
            moves as f64 / manhattan as f64,
            began.elapsed().as_secs_f64()
        );
        let (counts, took) = answered(size, &[(start, goal)]);
        println!(
            "1000x1000 as eight answers: {} moves, counted then written, {:.1} s",
            counts[0],
            took.as_secs_f64()
        );
    }
}
