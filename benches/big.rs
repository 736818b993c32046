//! `cargo bench --bench big`: the answers for boards beyond 16 cells, std only.
//!
//! For n x n boards (n = 5 to 10, 20, 50, 100) a set of uniformly random solvable boards to
//! the judges' goal (the blank last), answered three ways: by the big-board engine's
//! reduction tile by tile alone (`BigSolver::count`, one board a time, the median time a
//! board); as `eight` answers them at the careful pace (hdu3567: its sides placed by
//! searches up to 10x10, the rest finished exactly) and at the brisk one (spoj_solving,
//! whose judge gives 200 boards a second), each the mean time a board of one batch, the
//! exact engine's tables built in it, without a disk cache. Each with its mean of moves over
//! the sum of Manhattan distances (a bound no solution beats); for the brisk answers SPOJ
//! SOLVING's mean score a case, n^3 / (m + 1); beside them the same figures of `eight`
//! before the searches reached boards beyond 25 cells (measured by this file against the
//! library at 50573ca on the same boards, 2026-12-04), and Parberry's algorithm as
//! published (8/3 n^3 moves over the 2/3 n^3 of a random board's Manhattan sum: about 4; a
//! score of 3/8). Then Korf and Felner's 50 random 5x5 boards
//! (tests/data/korf_felner_24.txt), the mean moves over their published optimal lengths,
//! both ways, and the slowest board; then one 1000x1000 board as `eight` answers it, its
//! moves counted, then written to nowhere (`EIGHT_BENCH_HUGE=0` skips it).
//!
//! # Costs
//! About two minutes on the 2-core development machine with `EIGHT_BENCH_HUGE=0`
//! (2026-12-04); the 1000x1000 board adds about three minutes (its reduction alone, about a
//! minute, then the whole answer, counted and written, about two).

use eight::internals::SplitMix64;
use eight::{Batch, BigBoard, BigSolver, Cache, Format, Size};
use std::time::{Duration, Instant};

/// The moves of each case as `eight` answers `queries` (start and goal boards of `size`) in
/// `format` (hdu3567, any goal; spoj_solving, the goal its own), and the time of the whole
/// batch.
fn answered(format: Format, size: Size, queries: &[(BigBoard, BigBoard)]) -> (Vec<u64>, Duration) {
    let mut input = format!("{}\n", queries.len());
    for (start, goal) in queries {
        match format {
            Format::SpojSolving => {
                input += &format!("{}\n", size.rows());
                for line in start.cells().chunks(size.columns()) {
                    let cells: Vec<String> = line.iter().map(u32::to_string).collect();
                    input += &(cells.join(" ") + "\n");
                }
            }
            _ => input += &format!("{}\n{}\n", words(start), words(goal)),
        }
    }
    let batch = match format {
        Format::SpojSolving => Batch::new(format),
        _ => Batch::new(format).size(size),
    };
    let batch = batch.cache(Cache::Off);
    let mut output = Vec::new();
    let began = Instant::now();
    eight::run(batch, input.as_bytes(), &mut output, &mut std::io::sink()).expect("answered");
    let took = began.elapsed();
    let text = String::from_utf8(output).expect("ASCII");
    let counts = match format {
        Format::SpojSolving => text.lines().map(|line| line.len() as u64).collect(),
        _ => text
            .lines()
            .filter_map(|line| line.strip_prefix("Case "))
            .map(|line| {
                let (_, moves) = line.split_once(": ").expect("`Case i: n`");
                moves.parse().expect("a count")
            })
            .collect(),
    };
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
/// against the mean of the published optimal lengths, the reduction alone and as `eight`
/// answers (careful): the mean time a board in one batch, and the slowest board answered
/// alone with the 4x4 tables in a disk cache of a temporary folder.
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
    let (counts, took) = answered(Format::Hdu3567, size, &queries);
    let moves: u64 = counts.iter().sum();
    let folder = std::env::temp_dir().join(format!("eight-bench-big-{}", std::process::id()));
    let alone = |query: &(BigBoard, BigBoard)| {
        let input = format!("1\n{}\n{}\n", words(&query.0), words(&query.1));
        let batch = Batch::new(Format::Hdu3567)
            .size(size)
            .cache(Cache::Folder(folder.clone()));
        let began = Instant::now();
        eight::run(
            batch,
            input.as_bytes(),
            &mut std::io::sink(),
            &mut std::io::sink(),
        )
        .expect("answered");
        began.elapsed()
    };
    alone(&queries[0]); // builds the 4x4 tables into the cache
    let slowest = queries.iter().map(alone).max().expect("50 boards");
    std::fs::remove_dir_all(&folder).ok();
    println!(
        "  as eight answers:    mean {:.2} moves, {:.3} x the optimum (before: 1.455); \
         mean {:.1} ms, slowest {:.1} ms alone",
        moves as f64 / boards,
        moves as f64 / optimal as f64,
        took.as_secs_f64() * 1e3 / boards,
        slowest.as_secs_f64() * 1e3
    );
}

/// A board's numbers on one line.
fn words(board: &BigBoard) -> String {
    let cells: Vec<String> = board.cells().iter().map(u32::to_string).collect();
    cells.join(" ")
}

/// `eight` before the searches reached boards beyond 25 cells, on this file's boards: n, the
/// careful answers' ratio, the brisk answers' ratio and SPOJ score a case (measured by this
/// file against the library at 50573ca, 2026-12-04).
const BEFORE: [(usize, f64, f64, f64); 9] = [
    (5, 1.975, 2.728, 0.611),
    (6, 2.967, 2.967, 0.546),
    (7, 3.116, 3.116, 0.504),
    (8, 3.166, 3.166, 0.494),
    (9, 3.222, 3.222, 0.482),
    (10, 3.267, 3.267, 0.47),
    (20, 3.295, 3.295, 0.459),
    (50, 3.249, 3.249, 0.461),
    (100, 3.218, 3.218, 0.465),
];

fn main() {
    let mut rng = SplitMix64::new(2026);
    println!(
        "n x n random boards to 1..n*n-1 with the blank last; ratio = mean moves / mean \
         Manhattan sum; score = SPOJ SOLVING's n^3 / (m + 1), mean a case"
    );
    println!(
        "{:>4} {:>6} | {:>9} {:>9} | {:>7} {:>9} | {:>7} {:>9} {:>7} | {:>7} {:>7} {:>7} | {:>5} {:>5}",
        "n",
        "boards",
        "reduction",
        "median",
        "careful",
        "mean",
        "brisk",
        "mean",
        "score",
        "before",
        "before",
        "before",
        "parb.",
        "parb."
    );
    println!(
        "{:>4} {:>6} | {:>9} {:>9} | {:>7} {:>9} | {:>7} {:>9} {:>7} | {:>7} {:>7} {:>7} | {:>5} {:>5}",
        "", "", "ratio", "time", "ratio", "time", "ratio", "time", "", "careful", "brisk", "score", "ratio", "score"
    );
    let sizes = [
        (5usize, 200usize),
        (6, 100),
        (7, 100),
        (8, 100),
        (9, 100),
        (10, 100),
        (20, 50),
        (50, 10),
        (100, 5),
    ];
    for &(n, boards) in &sizes {
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
        let (careful, careful_took) = answered(Format::Hdu3567, size, &queries);
        let (brisk, brisk_took) = match n <= 10 {
            true => answered(Format::SpojSolving, size, &queries),
            false => (careful.clone(), careful_took),
        };
        let cube = (n * n * n) as f64;
        let score = brisk.iter().map(|&m| cube / (m + 1) as f64).sum::<f64>() / boards as f64;
        let ratio = |counts: &[u64]| counts.iter().sum::<u64>() as f64 / manhattan as f64;
        let each = |took: Duration| took.as_secs_f64() * 1e3 / boards as f64;
        let before = BEFORE.iter().find(|b| b.0 == n).expect("a figure before");
        println!(
            "{:>4} {:>6} | {:>9.3} {:>6.3} ms | {:>7.3} {:>6.3} ms | {:>7.3} {:>6.3} ms {:>7.3} | {:>7.3} {:>7.3} {:>7.3} | {:>5.2} {:>5.3}",
            n,
            boards,
            moves as f64 / manhattan as f64,
            median.as_secs_f64() * 1e3,
            ratio(&careful),
            each(careful_took),
            ratio(&brisk),
            each(brisk_took),
            score,
            before.1,
            before.2,
            before.3,
            4.0,
            cube / (8.0 / 3.0 * cube + 1.0),
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
        let (counts, took) = answered(Format::Hdu3567, size, &[(start, goal)]);
        println!(
            "1000x1000 as eight answers: {} moves, counted then written, {:.1} s",
            counts[0],
            took.as_secs_f64()
        );
    }
}
