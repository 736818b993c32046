//! `cargo bench --bench big`: the short-path engine for boards beyond 16 cells, std only.
//!
//! Through the library, on one thread: for n x n boards (n = 5, 10, 20, 50, 100) a set of
//! uniformly random solvable boards solved to the judges' goal, with the mean of moves over
//! the sum of Manhattan distances (a bound no solution beats), the same ratio for Parberry's
//! greedy algorithm as published (8/3 n^3 moves over the 2/3 n^3 of a random board's
//! Manhattan sum: about 4), and the median time a board. Then one 1000x1000 board, moves
//! counted, not kept (`EIGHT_BENCH_HUGE=0` skips it).
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
