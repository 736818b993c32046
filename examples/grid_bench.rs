//! Timings of the grid engine: `cargo run --release --example grid_bench -- korf [FIRST COUNT]`
//! solves Korf's 100 15-puzzle instances (tests/data/korf100.txt) on one thread and checks
//! their published optimal lengths; `... -- random RxC COUNT SEED` solves COUNT random
//! solvable boards of that size to the usual goal and prints the mean time; `... -- tables
//! RxC BLANK` times the build of each pattern database alone.
//!
//! # Costs
//! Korf's 100 take a few seconds and about 34 MB of tables; random boards of the larger
//! sizes take from milliseconds to seconds each.

use eight::grid::{Engine, Grid, Outcome, Size};
use eight::random::SplitMix64;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("korf") => {
            let first = args.get(1).map_or(0, |a| a.parse().expect("FIRST"));
            let count = args.get(2).map_or(100, |a| a.parse().expect("COUNT"));
            korf(first, count);
        }
        Some("random") => {
            let size = Size::parse(&args[1]).expect("RxC");
            let count = args[2].parse().expect("COUNT");
            let seed = args[3].parse().expect("SEED");
            random(size, count, seed);
        }
        Some("tables") => {
            let size = Size::parse(&args[1]).expect("RxC");
            let blank = args[2].parse().expect("BLANK");
            tables(size, blank);
        }
        _ => eprintln!(
            "usage: grid_bench korf [FIRST COUNT] | random RxC COUNT SEED | tables RxC BLANK"
        ),
    }
}

/// Builds each pattern database of `size` for the goal blank `blank` on its own, one after
/// the other, and prints the time each takes.
fn tables(size: Size, blank: usize) {
    for tiles in eight::grid::pattern::patterns(size, blank) {
        let clock = Instant::now();
        let table = eight::grid::pattern::build(size, blank, &tiles);
        println!(
            "{size} blank {blank} pattern {tiles:?}: {:.3} s, {} bytes, largest entry {}",
            clock.elapsed().as_secs_f64(),
            table.len(),
            table.iter().max().unwrap()
        );
    }
}

fn korf(first: usize, count: usize) {
    let text = std::fs::read_to_string("tests/data/korf100.txt").expect("tests/data/korf100.txt");
    let size = Size::new(4, 4).unwrap();
    let goal_cells: Vec<u8> = (0..16).collect();
    let goal = Grid::from_cells(size, &goal_cells).unwrap();
    let mut engine = Engine::new(size);
    let clock = Instant::now();
    engine.prepare(&goal);
    println!(
        "tables for blank 0: {:.2} s, {} bytes, patterns {:?}",
        clock.elapsed().as_secs_f64(),
        engine.tables(0).unwrap().bytes(),
        engine.tables(0).unwrap().pattern_sizes()
    );
    let lines = text.lines().filter(|l| !l.starts_with('#'));
    let clock = Instant::now();
    let mut worst = 0.0f64;
    let mut solved = 0;
    for (number, line) in lines.enumerate().skip(first).take(count) {
        let numbers: Vec<u8> = line
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        let start = Grid::from_cells(size, &numbers[1..]).unwrap();
        let one = Instant::now();
        let outcome = engine.solve(&start, &goal, None, &mut |_| {});
        let seconds = one.elapsed().as_secs_f64();
        worst = worst.max(seconds);
        match outcome {
            Outcome::Path(path) => {
                assert_eq!(
                    path.len(),
                    usize::from(numbers[0]),
                    "instance {}",
                    number + 1
                );
                println!(
                    "{:3} {:2} {:8.3} s {}",
                    number + 1,
                    path.len(),
                    seconds,
                    String::from_utf8(path).unwrap()
                );
            }
            other => panic!("instance {}: {other:?}", number + 1),
        }
        solved += 1;
    }
    let total = clock.elapsed().as_secs_f64();
    println!(
        "{solved} instances: {total:.2} s, mean {:.4} s, worst {worst:.3} s",
        total / solved as f64
    );
}

fn random(size: Size, count: usize, seed: u64) {
    let goal = Grid::solved(size);
    let mut engine = Engine::new(size);
    let clock = Instant::now();
    engine.prepare(&goal);
    let tables = engine.tables(goal.blank()).unwrap();
    println!(
        "{size}: tables {:.2} s, {} bytes in all, patterns {:?}",
        clock.elapsed().as_secs_f64(),
        engine.bytes(),
        tables.pattern_sizes(),
    );
    let mut rng = SplitMix64::new(seed);
    let mut solving = 0.0f64;
    let mut lengths = 0;
    let mut worst = 0.0f64;
    for _ in 0..count {
        let start = loop {
            let mut cells: Vec<u8> = (0..size.cells() as u8).collect();
            rng.shuffle(&mut cells);
            let board = Grid::from_cells(size, &cells).unwrap();
            if board.can_reach(&goal) {
                break board;
            }
        };
        let one = Instant::now();
        match engine.solve(&start, &goal, None, &mut |_| {}) {
            Outcome::Path(path) => lengths += path.len(),
            other => panic!("{other:?}"),
        }
        let seconds = one.elapsed().as_secs_f64();
        worst = worst.max(seconds);
        solving += seconds;
        println!("  {:?} {:.3} s", start.cells(), seconds);
    }
    println!(
        "{size}: {count} boards, mean length {:.2}, mean {:.3} ms, worst {:.3} ms",
        lengths as f64 / count as f64,
        solving * 1e3 / count as f64,
        worst * 1e3
    );
}
