//! `cargo bench --bench big`: the short-path engine for boards beyond 16 cells, std only.
//!
//! Through the library, on one thread: for n x n boards (n = 5, 10, 20, 50, 100) a set of
//! uniformly random solvable boards solved to the judges' goal, with the mean of moves over
//! the sum of Manhattan distances (a bound no solution beats), the same ratio for Parberry's
//! greedy algorithm as published (8/3 n^3 moves over the 2/3 n^3 of a random board's
//! Manhattan sum: about 4), and the median time a board. Then Korf and Felner's 50 random
//! 5x5 boards (tests/data/korf_felner_24.txt), the mean moves over their published optimal
//! lengths; then one 1000x1000 board, moves counted, not kept (`EIGHT_BENCH_HUGE=0` skips
//! it).
//!
//! # Costs
//! About a minute on the 2-core development machine, most of it the 1000x1000 board.

use eight::internals::SplitMix64;
use eight::{BigBoard, BigSolver, Size};
use std::time::{Duration, Instant};

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
    }
    times.sort();
    let boards = times.len() as f64;
    println!(
        "Korf-Felner 5x5 (50 boards): mean {:.2} moves, {:.3} x the mean optimum {:.2} \
         (Manhattan {:.2}); median {:.3} ms",
        moves as f64 / boards,
        moves as f64 / optimal as f64,
        optimal as f64 / boards,
        manhattan as f64 / boards,
        times[times.len() / 2].as_secs_f64() * 1e3
    );
}

fn main() {
    let mut rng = SplitMix64::new(2026);
    println!("n x n random boards to 1..n*n-1 with the blank last; ratio = mean moves / mean Manhattan sum");
    println!(
        "{:>5} {:>6} {:>14} {:>14} {:>7} {:>9} {:>12}",
        "n", "boards", "moves", "manhattan", "ratio", "parberry", "median time"
    );
    for &(n, boards) in &[(5usize, 200usize), (10, 200), (20, 50), (50, 10), (100, 5)] {
        let size = Size::new(n, n).expect("a size");
        let goal = BigBoard::solved(size);
        let (mut moves, mut manhattan) = (0u64, 0u64);
        let mut times = Vec::new();
        for _ in 0..boards {
            let start = random_board(size, &goal, &mut rng);
            manhattan += start.manhattan_to(&goal);
            let began = Instant::now();
            moves += BigSolver::count(&start, &goal).expect("solvable");
            times.push(began.elapsed());
        }
        times.sort();
        let median: Duration = times[times.len() / 2];
        println!(
            "{:>5} {:>6} {:>14.1} {:>14.1} {:>7.3} {:>9.3} {:>9.3} ms",
            n,
            boards,
            moves as f64 / boards as f64,
            manhattan as f64 / boards as f64,
            moves as f64 / manhattan as f64,
            4.0,
            median.as_secs_f64() * 1e3
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
            "1000x1000: {moves} moves, {:.3} x the Manhattan sum {manhattan}, {:.1} s",
            moves as f64 / manhattan as f64,
            began.elapsed().as_secs_f64()
        );
    }
}
