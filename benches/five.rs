//! `cargo bench --bench five`: the exact 5x5 engine (`--exact`), std only.
//!
//! First the databases of the goal with the blank in a corner (Korf and Felner's 6-6-6-6
//! groups, the blank's region tracked): loaded from the disk cache when `eight prepare
//! --size 5x5` or an earlier run put them there, else built and saved there
//! (`$XDG_CACHE_HOME/eight`, else `~/.cache/eight`); the time and the bytes.
//!
//! Then boards made by random walks of 40, 60 and 80 moves from that goal (no move undoing
//! the one before), each solved exactly: per walk length the median and the largest time a
//! board and the mean shortest length. `EIGHT_BENCH_BOARDS` sets the boards per length
//! (default 10), `EIGHT_BENCH_WALKS` the lengths (default `40,60,80`; empty for none).
//!
//! Then Korf and Felner's random boards (tests/data/korf_felner_24.txt): per board its
//! published optimum, the length found, the nodes generated, the time, and beside them the
//! nodes Korf and Felner's search generated (tests/data/korf_felner_24_nodes.txt) and the
//! ratio. `EIGHT_BENCH_KF` picks them: `easy` (the default: the 15 boards on which they
//! generated fewer than 5 x 10^9 nodes), `all`, `none`, or numbers such as `38,40`.
//! A board whose answer is not its published optimum stops the bench. Each bound the search
//! of a board starts goes to stderr, with the time and the nodes expanded before it.
//!
//! `EIGHT_BENCH_JOURNAL` names a folder for boards of hours: each board's search is
//! journaled there (`kf-N.journal`, [`FiveSolver::solve_journaled`]), and a run stopped
//! halfway goes on from where it stood when the bench is started again, and a board whose
//! journal holds its end is answered from it at once. The time printed is then the board's
//! over every run (marked `*`), and its nodes count every iteration split at a frontier of
//! 32,768 nodes. A journal taken up is first compacted to a few lines, so a copy of it
//! carries a run to another machine.
//!
//! # Costs
//! About four minutes the first time (the build), then a minute for the walks and some
//! minutes for the easy boards (2-core development machine, 2026-12-05); `all` runs for
//! hours.

use eight::internals::SplitMix64;
use eight::{BigBoard, Cache, FiveSolver, Move, Size, Solution};
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

/// The numbers on the lines of a data file that are not comments.
fn rows(text: &str) -> Vec<Vec<u64>> {
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            line.split_whitespace()
                .map(|n| n.parse().expect("a number"))
                .collect()
        })
        .collect()
}

/// The boards on which Korf and Felner generated fewer than 5 x 10^9 nodes.
const EASY: [usize; 15] = [1, 5, 13, 16, 22, 25, 28, 29, 30, 32, 36, 37, 38, 40, 44];

fn walks(solver: &FiveSolver, goal: &BigBoard) {
    let boards: usize = std::env::var("EIGHT_BENCH_BOARDS")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(10);
    let lengths: Vec<usize> = std::env::var("EIGHT_BENCH_WALKS")
        .ok()
        .map(|text| {
            text.split(',')
                .filter_map(|n| n.trim().parse().ok())
                .collect()
        })
        .unwrap_or_else(|| vec![40, 60, 80]);
    if lengths.is_empty() {
        return;
    }
    let mut rng = SplitMix64::new(2026);
    println!("walk  boards  shortest(mean)  median s  largest s");
    for length in lengths {
        let mut times = Vec::new();
        let mut moves = 0usize;
        for _ in 0..boards {
            let start = walk(goal, length, &mut rng);
            let began = Instant::now();
            let solution = solver.solve(&start, goal, None, &mut |_, _| {});
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

fn korf_felner(solver: &FiveSolver) {
    let picked: Vec<usize> = match std::env::var("EIGHT_BENCH_KF").as_deref() {
        Err(_) | Ok("easy") => EASY.to_vec(),
        Ok("all") => (1..=50).collect(),
        Ok("none") | Ok("") => return,
        Ok(list) => list
            .split(',')
            .map(|n| {
                n.trim()
                    .parse()
                    .expect("EIGHT_BENCH_KF: easy, all, none or numbers")
            })
            .collect(),
    };
    let journals = std::env::var_os("EIGHT_BENCH_JOURNAL").map(std::path::PathBuf::from);
    if let Some(folder) = &journals {
        std::fs::create_dir_all(folder).expect("EIGHT_BENCH_JOURNAL: a folder");
    }
    let boards = rows(include_str!("../tests/data/korf_felner_24.txt"));
    let published = rows(include_str!("../tests/data/korf_felner_24_nodes.txt"));
    let size = Size::new(5, 5).expect("5x5");
    // Their goal: the blank top left, then 1 to 24 in reading order.
    let goal = BigBoard::from_cells(size, (0..25).collect()).expect("a 5x5 board");
    println!("Korf and Felner's boards (theirs: nodes generated by their 6-6-6-6 search, 2002)");
    println!("  #  optimum  length          nodes        s           theirs  ours/theirs");
    let (mut total_time, mut total_nodes, mut total_theirs) = (0.0, 0u64, 0u64);
    let mut slowest: f64 = 0.0;
    for number in picked {
        let board = &boards[number - 1];
        let start = BigBoard::from_cells(size, board[1..].iter().map(|&c| c as u32).collect())
            .expect("a 5x5 board");
        let began = Instant::now();
        // Each bound on stderr as it starts: a board can run for hours, and a log shows
        // how far it got.
        let mut iteration = |bound: usize, expanded: u64| {
            eprintln!(
                "  board {number}: bound {bound} from {:.1} s, {expanded} nodes expanded before it",
                began.elapsed().as_secs_f64()
            );
        };
        let (solution, nodes, seconds, mark) = match &journals {
            None => {
                let (solution, nodes) = solver.solve_counted(&start, &goal, None, &mut iteration);
                (solution, nodes, began.elapsed().as_secs_f64(), ' ')
            }
            Some(folder) => {
                let journal = folder.join(format!("kf-{number}.journal"));
                let (solution, nodes, seconds) = solver
                    .solve_journaled(&start, &goal, &journal, &mut iteration)
                    .unwrap_or_else(|error| panic!("board {number}: {error}"));
                let resumed = seconds > began.elapsed().as_secs_f64() + 1.0;
                (solution, nodes, seconds, if resumed { '*' } else { ' ' })
            }
        };
        let length = match solution {
            Solution::Path(path) => path.len(),
            other => panic!("board {number} is solved: {other:?}"),
        };
        assert_eq!(
            length as u64, board[0],
            "board {number}: the published optimum"
        );
        let theirs = published[number - 1][2];
        println!(
            "{number:3}  {:7}  {length:6}  {nodes:13}  {seconds:7.1}{mark} {theirs:14}  {:11.3}",
            board[0],
            nodes as f64 / theirs as f64
        );
        total_time += seconds;
        total_nodes += nodes;
        total_theirs += theirs;
        slowest = slowest.max(seconds);
    }
    println!(
        "all: {total_time:.1} s (slowest {slowest:.1} s), {total_nodes} nodes against their {total_theirs} ({:.3})",
        total_nodes as f64 / total_theirs as f64
    );
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
    walks(&solver, &goal);
    korf_felner(&solver);
}
