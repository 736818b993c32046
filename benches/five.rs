//! `cargo bench --bench five`: the exact 5x5 engine (`--exact`), std only.
//!
//! First the databases of the goal with the blank in a corner (Korf and Felner's 6-6-6-6):
//! loaded from the disk cache when `eight prepare --size 5x5` or an earlier run put them
//! there, else built and saved there (`$XDG_CACHE_HOME/eight`, else `~/.cache/eight`); the
//! time and the bytes. Then boards made by random walks of 40, 60 and 80 moves from that
//! goal (no move undoing the one before), each solved exactly: per walk length the median
//! and the largest time a board and the mean shortest length.
//! `EIGHT_BENCH_BOARDS` sets the boards per length (default 10), `EIGHT_BENCH_WALKS` the
//! lengths (default `40,60,80`).
//!
//! # Costs
//! About four minutes the first time (the build), then a minute or two
//! (2-core development machine, 2026-12-03).

use eight::internals::SplitMix64;
use eight::{BigBoard, Cache, FiveSolver, Move, Solution};
use std::time::Instant;

/// A walk of `length` moves from `goal`, none undoing the one before.
fn walk(goal: &BigBoard, length: usize, rng: &mut SplitMix64) -> BigBoard {
    let mut board = goal.clone();
    let mut previous: Option<Move> = None;
    let mut made = 0;
    while made < length {
        let step = Move::ALL[rng.below(4) as usize];
        if previous == Some(step.reverse()) {
            continue;
        }
        let mut moved = board.clone();
        if moved.apply(step) {
            board = moved;
            previous = Some(step);
            made += 1;
        }
    }
    board
}

fn main() {
    let goal = BigBoard::solved(FiveSolver::size());
    let mut solver = FiveSolver::new(&Cache::Default);
    let cached = solver.is_cached(goal.blank());
    let began = Instant::now();
    if let Err(error) = solver.prepare(goal.blank(), &mut |_| {}) {
        eprintln!("warning: {error}");
    }
    println!(
        "databases: {} in {:.1} s, {:.1} MB",
        if cached { "loaded" } else { "built" },
        began.elapsed().as_secs_f64(),
        solver.bytes() as f64 / 1e6
    );
    let boards: usize = std::env::var("EIGHT_BENCH_BOARDS")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(10);
    let mut rng = SplitMix64::new(2026);
    println!("walk  boards  shortest(mean)  median s  largest s");
    let lengths: Vec<usize> = std::env::var("EIGHT_BENCH_WALKS")
        .ok()
        .map(|text| {
            text.split(',')
                .filter_map(|n| n.trim().parse().ok())
                .collect()
        })
        .unwrap_or_else(|| vec![40, 60, 80]);
    for length in lengths {
        let mut times = Vec::new();
        let mut moves = 0usize;
        for _ in 0..boards {
            let start = walk(&goal, length, &mut rng);
            let began = Instant::now();
            let solution = solver.solve(&start, &goal, None, &mut |_, _| {});
            times.push(began.elapsed().as_secs_f64());
            match solution {
                Solution::Path(path) => moves += path.len(),
                other => panic!("a walk's board is solved: {other:?}"),
            }
        }
        times.sort_by(f64::total_cmp);
        println!(
            "{length:4}  {boards:6}  {:14.1}  {:8.3}  {:9.3}",
            moves as f64 / boards as f64,
            times[times.len() / 2],
            times[times.len() - 1],
        );
    }
}
