//! `cargo bench`: table building, query throughput and whole-process runs, std only.
//!
//! Prints medians. Whole-process CPU time is read from the children's user + system time in
//! /proc/self/stat (Linux), summed over all runs of a kind and divided by their number, so
//! the 10 ms clock tick is spread over many runs.
//!
//! With `EIGHT_BENCH_SEED` naming a program that answers hdu3567 input (such as the seed's
//! C++ built with `g++ -O2`), that program runs the random T = 200 and T = 10^6 inputs right
//! after ours, and the ratios of the medians are printed.

use eight::internals::SplitMix64;
use eight::internals::{self as index, Rotations, STATES};
use eight::internals::{PathTable, Scratch};
use eight::Board;
use eight::{Query, Solver};
use std::fs;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The sample at `fraction` (0 to 1) of the way through `sorted`.
fn quantile(sorted: &[Duration], fraction: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * fraction).round() as usize]
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    quantile(&samples, 0.5)
}

/// Keeps the optimiser from dropping `value` (std's `black_box` needs Rust 1.66; the crate
/// builds on 1.63): a volatile read of it is a use it cannot see through.
fn black_box<T>(value: T) -> T {
    // SAFETY: reads a live, initialised, aligned value; the original is forgotten, so the
    // copy is the only owner.
    let copy = unsafe { std::ptr::read_volatile(&value) };
    std::mem::forget(value);
    copy
}

fn time<T>(runs: usize, mut work: impl FnMut() -> T) -> Duration {
    median(
        (0..runs)
            .map(|_| {
                let started = Instant::now();
                black_box(work());
                started.elapsed()
            })
            .collect(),
    )
}

fn random_board(rng: &mut SplitMix64) -> Board {
    let mut cells = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    rng.shuffle(&mut cells);
    Board::from_cells(cells).unwrap()
}

/// Random solvable pairs.
fn random_queries(count: usize, seed: u64) -> Vec<Query<Board>> {
    let mut rng = SplitMix64::new(seed);
    (0..count)
        .map(|_| {
            let start = random_board(&mut rng);
            loop {
                let goal = random_board(&mut rng);
                if goal.is_odd() == start.is_odd() {
                    return Query { start, goal };
                }
            }
        })
        .collect()
}

/// Renames the tiles of a board by `names[tile]`.
fn renamed(board: &Board, names: &[u8; 9]) -> Board {
    Board::from_cells(board.cells().map(|c| names[usize::from(c)])).unwrap()
}

/// `count` pairs at distance 31, randomly relabelled.
fn hardest_queries(count: usize, seed: u64, solver: &mut Solver) -> Vec<Query<Board>> {
    let mut hardest = Vec::new();
    for blank in 0..9 {
        let start = Board::canonical(blank);
        let queries: Vec<Query<Board>> = (0..STATES)
            .map(|state| Query {
                start,
                goal: index::board_of_state(state),
            })
            .collect();
        let mut answers = Vec::new();
        solver.solve_all(&queries, &mut answers);
        for (query, answer) in queries.iter().zip(&answers) {
            if answer.map_or(false, |p| p.len() == 31) {
                hardest.push(*query);
            }
        }
    }
    let mut rng = SplitMix64::new(seed);
    (0..count)
        .map(|i| {
            let mut names = [0, 1, 2, 3, 4, 5, 6, 7, 8];
            rng.shuffle(&mut names[1..]);
            let query = hardest[i % hardest.len()];
            Query {
                start: renamed(&query.start, &names),
                goal: renamed(&query.goal, &names),
            }
        })
        .collect()
}

fn hdu3567_input(queries: &[Query<Board>]) -> Vec<u8> {
    let mut text = format!("{}\n", queries.len());
    for query in queries {
        text += &format!("{} {}\n", query.start, query.goal);
    }
    text.into_bytes()
}

/// Children's CPU time so far (user + system), from /proc/self/stat.
fn children_cpu() -> Option<Duration> {
    let stat = fs::read_to_string("/proc/self/stat").ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    // After the command name: state is field 3, cutime field 16, cstime field 17.
    let ticks: u64 = fields.get(13)?.parse::<u64>().ok()? + fields.get(14)?.parse::<u64>().ok()?;
    // USER_HZ is 100 on Linux.
    Some(Duration::from_millis(ticks * 10))
}

/// Wall times of whole-process runs: the quartiles, since small batches are bimodal (the
/// helper thread sometimes starts late or shares the main thread's core; see the README).
struct Walls {
    lower_quartile: Duration,
    median: Duration,
    upper_quartile: Duration,
}

impl Walls {
    fn of(mut samples: Vec<Duration>) -> Walls {
        samples.sort();
        Walls {
            lower_quartile: quantile(&samples, 0.25),
            median: quantile(&samples, 0.5),
            upper_quartile: quantile(&samples, 0.75),
        }
    }
}

/// One kind of whole-process run: a program and its input, on all cores or pinned to one.
struct Run<'a> {
    /// The release binary, or the program to compare with (`EIGHT_BENCH_SEED`).
    program: &'a str,
    input: &'a [u8],
    /// Through `taskset -c 0`, so that the program sees one core and builds on one thread.
    /// The CPU time then includes the start of `taskset` itself, which execs the program:
    /// an overestimate of the one-thread cost.
    one_core: bool,
}

/// Whether `taskset` can be run, for the one-core runs.
fn taskset_works() -> bool {
    Command::new("taskset")
        .args(["-c", "0", "true"])
        .status()
        .map_or(false, |status| status.success())
}

/// Runs the release binary on each run's input, output to /dev/null: `runs` rounds that take
/// the runs in turn (so that a noisy spell of the machine hits them alike), after `WARM_UP`
/// rounds left out. Returns, per run, the wall times and the mean CPU time.
fn whole_process(kinds: &[Run], runs: usize) -> Vec<(Walls, Option<Duration>)> {
    const WARM_UP: usize = 3;
    let paths: Vec<_> = kinds
        .iter()
        .map(|kind| kind.input)
        .enumerate()
        .map(|(i, input)| {
            let path =
                std::env::temp_dir().join(format!("eight-bench-{}-{i}.in", std::process::id()));
            fs::write(&path, input).unwrap();
            path
        })
        .collect();
    let mut walls = vec![Vec::new(); kinds.len()];
    let mut cpus = vec![Duration::ZERO; kinds.len()];
    let mut cpu_known = true;
    for round in 0..WARM_UP + runs {
        for (i, (path, kind)) in paths.iter().zip(kinds).enumerate() {
            let mut command = if kind.one_core {
                let mut taskset = Command::new("taskset");
                taskset.args(["-c", "0", kind.program]);
                taskset
            } else {
                Command::new(kind.program)
            };
            let cpu_before = children_cpu();
            let started = Instant::now();
            let status = command
                .stdin(fs::File::open(path).unwrap())
                .stdout(Stdio::null())
                .status()
                .unwrap();
            let wall = started.elapsed();
            assert!(status.success());
            if round >= WARM_UP {
                walls[i].push(wall);
                match children_cpu().zip(cpu_before) {
                    Some((after, before)) => cpus[i] += after - before,
                    None => cpu_known = false,
                }
            }
        }
    }
    for path in &paths {
        let _ = fs::remove_file(path);
    }
    walls
        .into_iter()
        .zip(cpus)
        .map(|(wall, cpu)| (Walls::of(wall), cpu_known.then(|| cpu / runs as u32)))
        .collect()
}

fn main() {
    // `cargo bench` passes --bench; `cargo test --benches` would too, with other flags.
    let quick = std::env::args().any(|a| a == "--quick");
    let runs = if quick { 3 } else { 31 };
    let mut out = std::io::stdout().lock();

    let rotations = Rotations::new();
    let mut scratch = Scratch::new();
    let rotation_time = time(runs, Rotations::new);
    let one_table = time(runs, || PathTable::build(8, &rotations, &mut scratch));
    let nine_serial = time(runs, || {
        (0..9)
            .map(|k| PathTable::build(k, &rotations, &mut scratch))
            .count()
    });
    let nine_parallel = time(runs, || {
        let mut solver = Solver::new();
        solver.prepare(0..9);
        solver
    });
    writeln!(
        out,
        "rotation tables (both):            {rotation_time:>10.2?}"
    )
    .unwrap();
    writeln!(out, "one table (blank 8), one thread:   {one_table:>10.2?}").unwrap();
    writeln!(
        out,
        "nine tables, one thread:           {nine_serial:>10.2?}"
    )
    .unwrap();
    writeln!(
        out,
        "nine tables + rotations, Solver::prepare on all cores: {nine_parallel:>10.2?}"
    )
    .unwrap();

    let mut solver = Solver::new();
    solver.prepare(0..9);
    let queries = random_queries(1_000_000, 7);
    let mut answers = Vec::new();
    let solve_time = time(if quick { 1 } else { 5 }, || {
        for chunk in queries.chunks(4096) {
            solver.solve_all(chunk, &mut answers);
        }
    });
    writeln!(
        out,
        "queries, tables built, solve_all:  {:>10.0} per second ({:.0} ns each)",
        1e6 / solve_time.as_secs_f64(),
        solve_time.as_secs_f64() * 1e3
    )
    .unwrap();

    let hardest = hardest_queries(200, 31, &mut solver);
    let process_runs = if quick { 3 } else { 51 };
    let small = [hdu3567_input(&queries[..200]), hdu3567_input(&hardest)];
    let large = hdu3567_input(&queries);
    let mut names = vec!["T=200 random", "T=200 at distance 31"];
    let eight = env!("CARGO_BIN_EXE_eight");
    let mut small_runs: Vec<Run> = small
        .iter()
        .map(|input| Run {
            program: eight,
            input,
            one_core: false,
        })
        .collect();
    if taskset_works() {
        names.extend(["T=200 random, one core", "T=200 at distance 31, one core"]);
        small_runs.extend(small.iter().map(|input| Run {
            program: eight,
            input,
            one_core: true,
        }));
    }
    let large_runs = [Run {
        program: eight,
        input: &large,
        one_core: false,
    }];
    names.push("T=10^6 random");
    let small_results = whole_process(&small_runs, process_runs);
    let large_results = whole_process(&large_runs, if quick { 1 } else { 5 });
    // The program to compare with, such as the seed's C++ built with `g++ -O2`, runs right
    // after ours, in rounds of its own: taken in turn with ours, its 0.7 s of work before
    // each of our 7 ms runs made ours bimodal (medians 7.1 -> 10.1 ms, quartiles 7.4 and
    // 10.4 ms, 2026-12-01).
    let seed = std::env::var("EIGHT_BENCH_SEED").ok();
    let mut seed_results = Vec::new();
    if let Some(seed) = &seed {
        names.extend([
            "T=200 random, EIGHT_BENCH_SEED",
            "T=10^6 random, EIGHT_BENCH_SEED",
        ]);
        let small_seed = Run {
            program: seed,
            input: &small[0],
            one_core: false,
        };
        seed_results.extend(whole_process(&[small_seed], if quick { 3 } else { 21 }));
        let large_seed = Run {
            program: seed,
            input: &large,
            one_core: false,
        };
        seed_results.extend(whole_process(&[large_seed], if quick { 1 } else { 5 }));
    }
    let results: Vec<_> = small_results
        .into_iter()
        .chain(large_results)
        .chain(seed_results)
        .collect();
    let median_of = |name: &str| {
        let at = names
            .iter()
            .position(|n| *n == name)
            .expect("a run of that name");
        results[at].0.median.as_secs_f64()
    };
    if seed.is_some() {
        for size in ["T=200 random", "T=10^6 random"] {
            writeln!(
                out,
                "{size}: {:.4} x the wall time of EIGHT_BENCH_SEED (medians, one bench run)",
                median_of(size) / median_of(&format!("{size}, EIGHT_BENCH_SEED"))
            )
            .unwrap();
        }
    }
    for (name, (wall, cpu)) in names.iter().zip(results) {
        let cpu = cpu.map_or("n/a".to_string(), |c| format!("{c:.1?}"));
        writeln!(
            out,
            "whole process, {name:<30} wall median {:>10.2?} (quartiles {:.2?} to {:.2?}), CPU mean {cpu}",
            wall.median, wall.lower_quartile, wall.upper_quartile
        )
        .unwrap();
    }
}
