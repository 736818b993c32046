//! `cargo bench --bench grid`: the board engine for sizes other than 3x3, std only.
//!
//! Whole-process runs of the release binary (wall time: median, low and high of the runs):
//! Korf's 100 as one `eight --size 4x4` hdu3567 batch with a cold cache (a fresh
//! `XDG_CACHE_HOME` each run, so the tables are built and written) and warm (loaded); a
//! LightOJ-sized batch (100 boards of at most 35 moves, `--format lightoj1121`) cold; each of
//! the 17 boards at distance 80 (tests/data/distance80.txt) once, warm, and the first once
//! more for its memory (`EIGHT_BENCH_80=1` runs only the first, `=0` none). Peak resident
//! memory from `/usr/bin/time -v` when it is there. Then, through the
//! library on one thread, the mean time per random solvable instance for 3x4, 2x6, 2x8 and
//! 3x5 (the table build timed apart).
//!
//! The strong 4x4 tables: `eight prepare` into a scratch cache, timed once with its peak
//! memory; Korf's 100 with them (answers compared with a `--no-cache` run), a LightOJ batch
//! with them cached, the 17 boards at distance 80; and through the library, the mean nodes
//! IDA* expands per Korf instance with 6-6-3 and with 7-8 (the engine's counter).
//! `EIGHT_BENCH_STRONG_ONLY=1` runs only this part. Last, the strong tables of 3x5 and 2x8
//! are prepared (timed) and the random instances of 3x5, 5x3, 2x8 and 8x2 solved with them.
//!
//! # Costs
//! About 22 minutes on the 2-core development machine, most of it the distance-80 boards
//! without the strong tables (18 runs of 18 to 35 s) and the two builds of
//! `eight prepare` (4x4 and 2x8); scratch cache folders of up to 322 MB in Cargo's target
//! temporary folder, removed at the end.

use eight::internals::SplitMix64;
use eight::{Grid, GridSolver, Size, Solution};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BINARY: &str = env!("CARGO_BIN_EXE_eight");

/// Samples, sorted.
struct Spread(Vec<Duration>);

impl Spread {
    fn new(mut samples: Vec<Duration>) -> Spread {
        samples.sort();
        Spread(samples)
    }

    fn median(&self) -> Duration {
        self.0[self.0.len() / 2]
    }
}

impl std::fmt::Display for Spread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = |d: Duration| d.as_secs_f64();
        write!(
            f,
            "median {:.3} s (low {:.3}, high {:.3}, {} runs)",
            s(self.median()),
            s(self.0[0]),
            s(self.0[self.0.len() - 1]),
            self.0.len()
        )
    }
}

/// A scratch folder under Cargo's target temporary folder, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bench-{name}.{}", std::process::id()));
        let _ = fs::remove_dir_all(&path);
        fs::create_dir_all(&path).unwrap();
        Scratch(path)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// Runs the binary once on `input` with `arguments` and cache home `home`; returns the wall
/// time and stdout.
fn run(arguments: &[&str], input: &[u8], home: &Path) -> (Duration, Vec<u8>) {
    let started = Instant::now();
    let mut child = Command::new(BINARY)
        .args(arguments)
        .env("XDG_CACHE_HOME", home)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let output = child.wait_with_output().unwrap();
    let elapsed = started.elapsed();
    assert!(output.status.success(), "{arguments:?} failed");
    (elapsed, output.stdout)
}

/// Peak resident memory of one run, in MB, from `/usr/bin/time -v` (None without it).
fn peak_mb(arguments: &[&str], input: &[u8], home: &Path) -> Option<f64> {
    if !Path::new("/usr/bin/time").exists() {
        return None;
    }
    let mut child = Command::new("/usr/bin/time")
        .arg("-v")
        .arg(BINARY)
        .args(arguments)
        .env("XDG_CACHE_HOME", home)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(input).ok()?;
    let output = child.wait_with_output().ok()?;
    let text = String::from_utf8_lossy(&output.stderr);
    let line = text
        .lines()
        .find(|l| l.contains("Maximum resident set size"))?;
    let kb: f64 = line.rsplit(':').next()?.trim().parse().ok()?;
    Some(kb / 1000.0)
}

/// A LightOJ-sized batch: 100 boards of at most 35 moves, from `eight gen`.
fn lightoj_input() -> Vec<u8> {
    let out = Command::new(BINARY)
        .args([
            "gen",
            "--format",
            "lightoj1121",
            "--cases",
            "100",
            "--walk",
            "35",
            "--seed",
            "7",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "eight gen failed");
    out.stdout
}

/// The 17 boards at distance 80 (tests/data/distance80.txt), one line of cells each.
fn distance80_boards() -> impl Iterator<Item = &'static str> {
    include_str!("../tests/data/distance80.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
}

fn korf_input() -> Vec<u8> {
    let text = fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/korf100.txt"
    ))
    .unwrap();
    let goal: Vec<String> = (0..16).map(|n| n.to_string()).collect();
    let boards: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split_whitespace().skip(1).collect::<Vec<_>>().join(" "))
        .collect();
    let mut input = format!("{}\n", boards.len());
    for board in boards {
        input += &format!("{board}\n{}\n", goal.join(" "));
    }
    input.into_bytes()
}

fn mb(peak: Option<f64>) -> String {
    peak.map_or("n/a (no /usr/bin/time)".into(), |m| format!("{m:.1} MB"))
}

fn whole_process() {
    let korf = korf_input();
    let four = ["--size", "4x4"];
    // Cold: a fresh cache folder every run.
    let mut cold = Vec::new();
    let mut answers = Vec::new();
    for round in 0..3 {
        let home = Scratch::new(&format!("cold{round}"));
        let (time, out) = run(&four, &korf, &home.0);
        cold.push(time);
        answers = out;
    }
    let warm_home = Scratch::new("warm");
    run(&four, &korf, &warm_home.0);
    let warm: Vec<Duration> = (0..5)
        .map(|_| {
            let (time, out) = run(&four, &korf, &warm_home.0);
            assert_eq!(out, answers, "warm and cold answers agree");
            time
        })
        .collect();
    let lengths: Vec<usize> = String::from_utf8(answers)
        .unwrap()
        .lines()
        .filter_map(|l| l.strip_prefix("Case "))
        .map(|l| l.split(": ").nth(1).unwrap().parse().unwrap())
        .collect();
    assert_eq!(
        lengths.iter().sum::<usize>(),
        5305,
        "Korf's 100 sum to 5,305 moves"
    );
    println!(
        "korf100 cold (tables built and cached): {}",
        Spread::new(cold)
    );
    println!(
        "korf100 warm (tables loaded):           {}",
        Spread::new(warm)
    );
    let cold_home = Scratch::new("peak");
    println!(
        "korf100 peak resident memory: cold {}, warm {}",
        mb(peak_mb(&four, &korf, &cold_home.0)),
        mb(peak_mb(&four, &korf, &warm_home.0))
    );

    let generated = lightoj_input();
    let lightoj = ["--format", "lightoj1121"];
    let times: Vec<Duration> = (0..11)
        .map(|round| {
            let home = Scratch::new(&format!("lightoj{round}"));
            run(&lightoj, &generated, &home.0).0
        })
        .collect();
    let home = Scratch::new("lightoj-peak");
    println!(
        "lightoj1121, 100 boards of at most 35 moves, cold: {}; peak {}",
        Spread::new(times),
        mb(peak_mb(&lightoj, &generated, &home.0))
    );

    let which = std::env::var("EIGHT_BENCH_80").unwrap_or_default();
    let boards: Vec<&str> = distance80_boards()
        .take(match which.as_str() {
            "0" => 0,
            "1" => 1,
            _ => usize::MAX,
        })
        .collect();
    let mut times = Vec::new();
    for (number, board) in boards.iter().enumerate() {
        let input = format!("1\n{board}\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n");
        let (time, out) = run(&four, input.as_bytes(), &warm_home.0);
        assert!(out.starts_with(b"Case 1: 80\n"), "distance 80: {board}");
        println!(
            "distance 80, board {:2} ({board}), warm: {:.1} s",
            number + 1,
            time.as_secs_f64()
        );
        times.push(time);
    }
    if let Some(first) = boards.first() {
        let input = format!("1\n{first}\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n");
        println!(
            "distance 80, {} boards: {}; peak {} (board 1)",
            boards.len(),
            Spread::new(times),
            mb(peak_mb(&four, input.as_bytes(), &warm_home.0))
        );
    }
}

/// The mean time per random solvable instance of `size` to the usual goal, one thread, with
/// the full tables built in memory, or with the strong tables loaded from `strong` (a cache
/// folder they were prepared into).
fn random_instances(size: Size, count: usize, strong: Option<&Path>) {
    let goal = Grid::solved(size);
    let clock = Instant::now();
    let engine = match strong {
        None => {
            let mut engine = GridSolver::new(size);
            engine.prepare(&goal);
            engine
        }
        Some(folder) => {
            let mut engine =
                GridSolver::with_cache(size, &eight::Cache::Folder(folder.to_path_buf()));
            assert!(!engine.prepare_strong(&mut |_| {}).unwrap(), "they load");
            engine
        }
    };
    let build = clock.elapsed();
    let mut rng = SplitMix64::new(2026);
    let mut total = Duration::ZERO;
    let mut moves = 0;
    for _ in 0..count {
        let start = loop {
            let mut cells: Vec<u8> = (0..size.cells() as u8).collect();
            rng.shuffle(&mut cells);
            let board = Grid::from_cells(size, &cells).unwrap();
            if board.can_reach(&goal) {
                break board;
            }
        };
        let clock = Instant::now();
        match engine.solve(&start, &goal, None, &mut |_| {}) {
            Solution::Path(path) => moves += path.len(),
            other => panic!("{other:?}"),
        }
        total += clock.elapsed();
    }
    let tables = match strong {
        None => format!(
            "full tables built in {:.2} s, {:.1} MB",
            build.as_secs_f64(),
            engine.bytes() as f64 / 1e6
        ),
        Some(_) => format!("strong tables loaded in {:.2} s", build.as_secs_f64()),
    };
    println!(
        "{size}: {count} random instances, mean {:.3} ms each (mean length {:.1}); {tables}",
        total.as_secs_f64() * 1000.0 / count as f64,
        moves as f64 / count as f64,
    );
}

/// Korf's 100 boards (cells) and their goal, for the library.
fn korf_boards() -> Vec<Grid> {
    include_str!("../tests/data/korf100.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let cells: Vec<u8> = l
                .split_whitespace()
                .skip(1)
                .map(|w| w.parse().unwrap())
                .collect();
            Grid::from_cells(Size::FOUR, &cells).unwrap()
        })
        .collect()
}

/// The mean nodes IDA* expands and generates per Korf instance with `engine` (one thread,
/// the counters of [`GridSolver::nodes_expanded`] and [`GridSolver::nodes_generated`]), and
/// the mean time.
fn korf_nodes(engine: &GridSolver, what: &str) {
    let goal = Grid::from_cells(Size::FOUR, &(0..16).collect::<Vec<u8>>()).unwrap();
    let boards = korf_boards();
    let before = (engine.nodes_expanded(), engine.nodes_generated());
    let clock = Instant::now();
    let mut moves = 0;
    for board in &boards {
        match engine.solve(board, &goal, None, &mut |_| {}) {
            Solution::Path(path) => moves += path.len(),
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(moves, 5305, "Korf's 100 sum to 5,305 moves");
    let count = boards.len() as f64;
    println!(
        "korf100 through the library, one thread, {what}: mean {:.0} nodes expanded and \
         {:.0} generated an instance, {:.2} ms an instance",
        (engine.nodes_expanded() - before.0) as f64 / count,
        (engine.nodes_generated() - before.1) as f64 / count,
        clock.elapsed().as_secs_f64() * 1000.0 / count
    );
}

/// `eight prepare --size size` into the cache of `home`, timed, with its peak memory from
/// `/usr/bin/time` where that exists.
fn prepare_timed(size: &str, home: &Path) {
    let started = Instant::now();
    let built = Command::new("/usr/bin/time")
        .arg("-v")
        .arg(BINARY)
        .args(["prepare", "--size", size])
        .env("XDG_CACHE_HOME", home)
        .output();
    let peak = built.ok().and_then(|out| {
        assert!(out.status.success(), "eight prepare failed");
        let text = String::from_utf8_lossy(&out.stderr).into_owned();
        let line = text
            .lines()
            .find(|l| l.contains("Maximum resident set size"))?
            .to_string();
        line.rsplit(':').next()?.trim().parse::<f64>().ok()
    });
    if peak.is_none() {
        run(&["prepare", "--size", size], b"", home);
    }
    println!(
        "eight prepare --size {size}: {:.1} s, peak {}",
        started.elapsed().as_secs_f64(),
        mb(peak.map(|kb| kb / 1000.0))
    );
}

/// The strong 4x4 tables: `eight prepare` timed once (and its peak memory), then Korf's 100
/// and the 17 boards at distance 80 with them, and the node counts beside 6-6-3's.
fn strong_tables() {
    let home = Scratch::new("strong");
    prepare_timed("4x4", &home.0);
    let korf = korf_input();
    let four = ["--size", "4x4"];
    let (_, reference) = run(&["--size", "4x4", "--no-cache"], &korf, &home.0);
    run(&four, &korf, &home.0);
    let warm: Vec<Duration> = (0..5)
        .map(|_| {
            let (time, out) = run(&four, &korf, &home.0);
            assert_eq!(out, reference, "the strong tables give the same answers");
            time
        })
        .collect();
    println!(
        "korf100 with the strong tables (loaded): {}; peak {}",
        Spread::new(warm),
        mb(peak_mb(&four, &korf, &home.0))
    );
    let lightoj = lightoj_input();
    let times: Vec<Duration> = (0..11)
        .map(|_| run(&["--format", "lightoj1121"], &lightoj, &home.0).0)
        .collect();
    println!(
        "lightoj1121, 100 boards of at most 35 moves, strong tables cached: {}",
        Spread::new(times)
    );
    let boards: Vec<&str> = distance80_boards().collect();
    let mut times = Vec::new();
    for board in &boards {
        let input = format!("1\n{board}\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n");
        let (time, out) = run(&four, input.as_bytes(), &home.0);
        assert!(out.starts_with(b"Case 1: 80\n"), "distance 80: {board}");
        times.push(time);
    }
    println!(
        "distance 80, {} boards, strong tables: {}",
        boards.len(),
        Spread::new(times)
    );
    let goal = Grid::from_cells(Size::FOUR, &(0..16).collect::<Vec<u8>>()).unwrap();
    let mut plain = GridSolver::new(Size::FOUR);
    plain.prepare(&goal);
    korf_nodes(&plain, "6-6-3 and its transpose");
    let mut strong =
        GridSolver::with_cache(Size::FOUR, &eight::Cache::Folder(home.0.join("eight")));
    assert!(
        !strong.prepare_strong(&mut |_| {}).unwrap(),
        "the tables load"
    );
    korf_nodes(&strong, "7-8 and its reflection");
}

fn main() {
    // `cargo bench` passes `--bench`; filters are not supported.
    if std::env::var_os("EIGHT_BENCH_STRONG_ONLY").is_none() {
        whole_process();
    }
    strong_tables();
    if std::env::var_os("EIGHT_BENCH_STRONG_ONLY").is_some() {
        return;
    }
    for (text, count) in [("3x4", 200), ("2x6", 200), ("2x8", 50), ("3x5", 50)] {
        random_instances(Size::parse(text).unwrap(), count, None);
    }
    // The same boards with the strong tables; one set serves 2x8 and 8x2, another 3x5 and
    // 5x3.
    let home = Scratch::new("strong-other");
    for (frame, sizes) in [("3x5", ["3x5", "5x3"]), ("2x8", ["2x8", "8x2"])] {
        prepare_timed(frame, &home.0);
        for text in sizes {
            let folder = home.0.join("eight");
            random_instances(Size::parse(text).unwrap(), 50, Some(&folder));
        }
    }
}
