//! `eight gen`: random, reproducible input files for every format.
//!
//! Cases are drawn with [`SplitMix64`] and integer arithmetic only, so a seed gives the same
//! bytes on every platform. Without a distance option a case is a uniform random start and a
//! uniform random goal of the same parity. With one, the case is a uniform random query class
//! (a canonical start `k` and a goal at an allowed distance in table `k`, found from the
//! tables' distances, never by rejection) under a uniform random renaming of the tiles. For
//! the formats with a fixed goal the start is drawn at that distance from the goal. Each
//! format writes its own cases ([`Dialect::write_case`]); a format that answers its cases
//! itself writes its whole input.
//!
//! This layer imports the formats, the engines (the 3x3 tables know every distance) and the
//! shared types.
//!
//! # Costs
//! Without distances: about 100 ns a case. With distances: the needed tables and their
//! distances first (about 20 ms and 6.5 MB for all nine), then about 100 ns a case.

use crate::format::judging::{BigJudge, Judge, JudgeWhole};
use crate::format::list::Visit;
use crate::format::{write_count, BigDialect, Dialect, Format, Sizes};
use crate::grid::Grid;
use crate::shared::random::SplitMix64;
use crate::shared::{BigBoard, Error, Move, Puzzle, Query, Size};
use crate::three::board::CELLS;
use crate::three::index::{self, STATES};
use crate::three::{Board, Solver, MAX_MOVES};
use std::io::Write;

/// Cases `eight gen` writes by default: the HDU 3567 bound on T.
pub const DEFAULT_CASES: u64 = 200;

/// What to generate.
#[derive(Clone, PartialEq, Debug)]
pub struct GenOptions {
    /// The input format.
    pub format: Format,
    /// The board size (rows, columns): one the format takes ([`Format::check_size`]), or for
    /// a format that reads each board's size from its input, up to its largest.
    pub size: (usize, usize),
    /// How many cases.
    pub cases: u64,
    /// The seed of the random numbers: the same seed gives the same bytes.
    pub seed: u64,
    /// The optimal distances allowed, inclusive; `None` for any. 3x3 only, where the tables
    /// know every distance.
    pub distances: Option<(u8, u8)>,
    /// Starts made by a random walk of this many moves from the goal (never undoing the
    /// move before), instead of uniformly random boards.
    pub walk: Option<u64>,
    /// The share of unsolvable cases, 0 to 1, for the formats that answer them
    /// ([`Format::answers_unsolvable`]).
    pub unsolvable_share: f64,
}

impl GenOptions {
    /// The options of `eight gen` for `format` with nothing else given: 200 random cases
    /// (one where the format reads one), of its default size, seed 0.
    pub fn new(format: Format) -> GenOptions {
        let size = format.default_size();
        GenOptions {
            format,
            size: (size.rows(), size.columns()),
            cases: if format.reads_one_case() {
                1
            } else {
                DEFAULT_CASES
            },
            seed: 0,
            distances: None,
            walk: None,
            unsolvable_share: 0.0,
        }
    }
}

/// Cases between two progress lines on stderr; runs with fewer cases print none.
const PROGRESS_EVERY: u64 = 100_000;

/// Writes the input file `options` describe to `out`, progress to `progress`.
///
/// # Errors
/// [`Error::Unsupported`] for options that ask for the impossible (no case: a test input
/// holds at least one, as [`validate`](crate::validate) wants; a distance no board has, a
/// distance on a board size without tables); [`Error::Io`] if writing fails.
pub fn generate(
    options: &GenOptions,
    out: impl Write,
    progress: &mut dyn Write,
) -> Result<(), Error> {
    // The one rule for empty inputs: the judges promise at least one case, so a test input
    // holds one or more (validate refuses one without; the solver answers `0` with nothing).
    if options.cases == 0 {
        return Err(Error::Unsupported(
            "--cases 0: a test input holds at least one case (eight validate refuses one \
             without)"
                .into(),
        ));
    }
    struct Generate<'p, W> {
        options: &'p GenOptions,
        out: W,
        progress: &'p mut dyn Write,
    }
    impl<W: Write> Visit for Generate<'_, W> {
        type Output = Result<(), Error>;

        fn dialect<D: Judge>(self, dialect: &'static D) -> Result<(), Error> {
            match self.options.size {
                (3, 3) => three(dialect, self.options, self.out, self.progress),
                _ => other_sizes(dialect, self.options, self.out, self.progress),
            }
        }

        fn big<D: BigJudge>(self, dialect: &'static D) -> Result<(), Error> {
            let (rows, columns) = self.options.size;
            match Size::new(rows, columns) {
                Some(size) if !size.is_exact() => {
                    big_sizes(dialect, size, self.options, self.out, self.progress)
                }
                _ => self.dialect(dialect),
            }
        }

        fn whole<F: JudgeWhole>(self, format: &'static F) -> Result<(), Error> {
            let options = self.options;
            if options.distances.is_some() || options.walk.is_some() {
                return Err(Error::Unsupported(format!(
                    "{} asks only whether a board can be solved: its boards have no distance",
                    F::INFO.name
                )));
            }
            let (rows, columns) = options.size;
            let mut out = self.out;
            let progress = self.progress;
            format.generate(
                rows,
                columns,
                options.cases,
                options.seed,
                &mut out,
                &mut |case| show_progress(case, options.cases, progress),
            )
        }
    }
    options.format.visit(Generate {
        options,
        out,
        progress,
    })
}

/// The goal every case of the format is solved to, when it fixes one: its own, or the
/// judges' (tiles in order, the blank last) for a format that reads the side first.
fn fixed_goal<D: Dialect>(size: Size) -> Option<Vec<u8>> {
    match (D::INFO.goal, D::INFO.sizes) {
        (Some(goal), _) => Some(goal.to_vec()),
        (None, Sizes::Side { goal, .. }) => Some(
            goal.goal(size.columns())
                .iter()
                .map(|&cell| cell as u8)
                .collect(),
        ),
        (None, _) => None,
    }
}

/// An input of a 3x3 format.
fn three<D: Dialect>(
    dialect: &D,
    options: &GenOptions,
    mut out: impl Write,
    progress: &mut dyn Write,
) -> Result<(), Error> {
    let mut rng = SplitMix64::new(options.seed);
    let goal = fixed_goal::<D>(Size::THREE).map(|cells| {
        let cells = <[u8; CELLS]>::try_from(cells).expect("a 3x3 format's goal has 9 cells");
        Board::from_cells(cells).expect("a format's goal is a board")
    });
    let pool = options
        .distances
        .map(|(low, high)| ClassPool::new(goal.map(|g| g.blank()), low, high));
    if let Some(pool) = &pool {
        if pool.total == 0 {
            let farthest = pool.farthest();
            return Err(Error::Unsupported(match goal {
                Some(goal) => format!(
                    "no board is that many moves from the {} goal {goal}: the farthest are \
                     {farthest} moves away",
                    D::INFO.name
                ),
                None => format!("no query is that long: the longest have {farthest} moves"),
            }));
        }
    }
    // `next_u64() < threshold` has probability `share`, in integers.
    let unsolvable_threshold = (options.unsolvable_share * 2f64.powi(64)) as u64;
    let mut text = Vec::with_capacity(1 << 16);
    write_count(&D::INFO, &mut text, options.cases);
    for case in 1..=options.cases {
        let unsolvable = options.unsolvable_share > 0.0 && rng.next_u64() < unsolvable_threshold;
        let query = match (&pool, goal, options.walk) {
            (Some(pool), _, _) if !unsolvable => pool.draw(&mut rng, goal),
            (_, goal, Some(moves)) if !unsolvable => {
                let goal = match goal {
                    Some(goal) => goal,
                    None => {
                        let odd = rng_bit(&mut rng);
                        random_board(&mut rng, odd)
                    }
                };
                Query {
                    start: walk(goal, moves, &mut rng),
                    goal,
                }
            }
            (_, Some(goal), _) => Query {
                start: random_board(&mut rng, goal.is_odd() != unsolvable),
                goal,
            },
            (_, None, _) => {
                let odd = rng.below(2) == 1;
                let start = random_board(&mut rng, odd);
                let goal = random_board(&mut rng, start.is_odd());
                Query { start, goal }
            }
        };
        dialect.write_case(&mut text, &query);
        case_written(&mut text, &mut out, case, options.cases, progress)?;
    }
    out.write_all(&text)?;
    out.flush()?;
    Ok(())
}

/// After case `case` of `cases` was appended to `text`: writes `text` out once it holds 64 KiB,
/// and shows progress every [`PROGRESS_EVERY`] cases of a large file.
fn case_written(
    text: &mut Vec<u8>,
    out: &mut impl Write,
    case: u64,
    cases: u64,
    progress: &mut dyn Write,
) -> Result<(), Error> {
    if text.len() >= 1 << 16 {
        out.write_all(text)?;
        text.clear();
    }
    show_progress(case, cases, progress)
}

/// Shows progress every [`PROGRESS_EVERY`] cases of a large file.
fn show_progress(case: u64, cases: u64, progress: &mut dyn Write) -> Result<(), Error> {
    if cases >= PROGRESS_EVERY && case % PROGRESS_EVERY == 0 {
        writeln!(progress, "eight gen: {case} of {cases} cases")?;
    }
    Ok(())
}

fn rng_bit(rng: &mut SplitMix64) -> bool {
    rng.below(2) == 1
}

/// The board after `moves` random moves from `from`, never undoing the move before.
fn walk<B: Puzzle>(from: B, moves: u64, rng: &mut SplitMix64) -> B {
    let mut at = from;
    let mut last: Option<Move> = None;
    for _ in 0..moves {
        let choices: Vec<(Move, B)> = Move::ALL
            .iter()
            .filter(|&&step| last.map_or(true, |l| step != l.reverse()))
            .filter_map(|&step| at.apply(step).map(|next| (step, next)))
            .collect();
        let (step, next) = choices[rng.below(choices.len() as u64) as usize];
        at = next;
        last = Some(step);
    }
    at
}

/// A uniformly random board of `size` on the side of the parity `like` is on (reachable from
/// it), or on the other side: [`random_big`]'s board, which draws the same numbers.
fn random_grid(rng: &mut SplitMix64, size: Size, like: &Grid, reachable: bool) -> Grid {
    let cells = like.cells().iter().map(|&c| u32::from(c)).collect();
    let like = BigBoard::from_cells(size, cells).expect("a board's own cells");
    let board = random_big(rng, size, &like, reachable);
    let cells: Vec<u8> = board.cells().iter().map(|&c| c as u8).collect();
    Grid::from_cells(size, &cells).expect("at most 16 cells")
}

/// An input of a format with boards of another size than 3x3.
fn other_sizes<D: Dialect>(
    dialect: &D,
    options: &GenOptions,
    mut out: impl Write,
    progress: &mut dyn Write,
) -> Result<(), Error> {
    let size = Size::new(options.size.0, options.size.1).ok_or_else(|| {
        Error::Unsupported(format!(
            "{}x{} is no board size here: at least 2 rows and 2 columns, at most 1000000 cells",
            options.size.0, options.size.1
        ))
    })?;
    if !options.format.reads_sizes_from_input() {
        options.format.check_size(size)?;
    }
    if options.distances.is_some() {
        return Err(Error::Unsupported(format!(
            "a distance needs every board's exact distance, which only 3x3 has tables for, \
             not {size}"
        )));
    }
    let mut rng = SplitMix64::new(options.seed);
    let fixed = fixed_goal::<D>(size).map(|cells| {
        Grid::from_cells(size, &cells).expect("a format's goal is a board of its size")
    });
    let unsolvable_threshold = (options.unsolvable_share * 2f64.powi(64)) as u64;
    let mut text = Vec::with_capacity(1 << 16);
    write_count(&D::INFO, &mut text, options.cases);
    for case in 1..=options.cases {
        let unsolvable = options.unsolvable_share > 0.0 && rng.next_u64() < unsolvable_threshold;
        let goal = match fixed {
            Some(goal) => goal,
            None => {
                let side = rng_bit(&mut rng);
                random_grid(&mut rng, size, &Grid::solved(size), side)
            }
        };
        let start = match options.walk {
            Some(moves) if !unsolvable => walk(goal, moves, &mut rng),
            _ => random_grid(&mut rng, size, &goal, !unsolvable),
        };
        dialect.write_case(&mut text, &Query { start, goal });
        case_written(&mut text, &mut out, case, options.cases, progress)?;
    }
    out.write_all(&text)?;
    out.flush()?;
    Ok(())
}

/// A uniformly random board of `size` on the side of the parity `like` is on (reachable
/// from it), or on the other side.
fn random_big(rng: &mut SplitMix64, size: Size, like: &BigBoard, reachable: bool) -> BigBoard {
    let mut cells: Vec<u32> = (0..size.cells() as u32).collect();
    rng.shuffle(&mut cells);
    let board = BigBoard::from_cells(size, cells.clone()).expect("a shuffle of 0..cells");
    if board.can_reach(like) == reachable {
        return board;
    }
    let tiles: Vec<usize> = (0..cells.len())
        .filter(|&i| cells[i] != 0)
        .take(2)
        .collect();
    cells.swap(tiles[0], tiles[1]);
    BigBoard::from_cells(size, cells).expect("a swap of two tiles is a board")
}

/// The board after `moves` random moves from `from`, never undoing the move before:
/// [`walk`] for boards beyond 16 cells, in place.
fn walk_big(mut at: BigBoard, moves: u64, rng: &mut SplitMix64) -> BigBoard {
    let mut last: Option<Move> = None;
    for _ in 0..moves {
        loop {
            let step = Move::from_code(rng.below(4) as u8);
            if last != Some(step.reverse()) && at.apply(step) {
                last = Some(step);
                break;
            }
        }
    }
    at
}

/// An input of boards beyond 16 cells, for a format that takes them.
fn big_sizes<D: BigDialect>(
    dialect: &D,
    size: Size,
    options: &GenOptions,
    mut out: impl Write,
    progress: &mut dyn Write,
) -> Result<(), Error> {
    if !options.format.reads_sizes_from_input() {
        options.format.check_size(size)?;
    }
    if options.distances.is_some() {
        return Err(Error::Unsupported(format!(
            "a distance needs every board's exact distance, which only 3x3 has tables for, \
             not {size}"
        )));
    }
    let mut rng = SplitMix64::new(options.seed);
    let ordered = match D::INFO.sizes {
        Sizes::Side { goal, .. } => Some(goal),
        _ => None,
    };
    let unsolvable_threshold = (options.unsolvable_share * 2f64.powi(64)) as u64;
    let mut text = Vec::with_capacity(1 << 16);
    write_count(&D::INFO, &mut text, options.cases);
    for case in 1..=options.cases {
        let unsolvable = options.unsolvable_share > 0.0 && rng.next_u64() < unsolvable_threshold;
        let goal = match ordered {
            Some(order) => BigBoard::from_cells(size, order.goal(size.columns()))
                .expect("an ordered board is a board"),
            None => {
                let side = rng_bit(&mut rng);
                random_big(&mut rng, size, &BigBoard::solved(size), side)
            }
        };
        let start = match options.walk {
            Some(moves) if !unsolvable => walk_big(goal.clone(), moves, &mut rng),
            _ => random_big(&mut rng, size, &goal, !unsolvable),
        };
        dialect.write_big_case(&mut text, &Query { start, goal });
        case_written(&mut text, &mut out, case, options.cases, progress)?;
    }
    out.write_all(&text)?;
    out.flush()?;
    Ok(())
}

/// A uniform random board whose tile order has parity `odd`.
fn random_board(rng: &mut SplitMix64, odd: bool) -> Board {
    let mut cells: [u8; CELLS] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    rng.shuffle(&mut cells);
    let mut board = Board::from_cells(cells).unwrap_or_else(|_| Board::canonical(0));
    if board.is_odd() != odd {
        // Swapping two tiles flips the parity: a bijection between the two classes.
        let tiles: Vec<usize> = (0..CELLS).filter(|&i| cells[i] != 0).take(2).collect();
        cells.swap(tiles[0], tiles[1]);
        board = Board::from_cells(cells).unwrap_or(board);
    }
    board
}

/// A random renaming of tiles 1..=8 (the blank stays 0).
fn random_names(rng: &mut SplitMix64) -> [u8; CELLS] {
    let mut names: [u8; CELLS] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    rng.shuffle(&mut names[1..]);
    names
}

fn renamed(board: &Board, names: &[u8; CELLS]) -> Board {
    Board::from_cells(board.cells().map(|c| names[usize::from(c)])).unwrap_or(*board)
}

/// Every query class whose optimal distance is in a range, grouped by table and distance.
struct ClassPool {
    /// Per canonical start: its states sorted by distance, and where each distance begins.
    tables: Vec<(usize, Vec<u32>, [usize; MAX_MOVES + 2])>,
    low: usize,
    high: usize,
    total: u64,
}

impl ClassPool {
    /// The classes of table `only` (or of all nine) at distances `low..=high`.
    fn new(only: Option<usize>, low: u8, high: u8) -> ClassPool {
        let mut solver = Solver::new();
        let blanks: Vec<usize> = only.map_or((0..CELLS).collect(), |k| vec![k]);
        solver.prepare(blanks.iter().copied());
        let (low, high) = (usize::from(low), usize::from(high));
        let mut total = 0;
        let mut tables = Vec::new();
        for blank in blanks {
            let distances = solver.distances(blank);
            // Counting sort of the states by distance.
            let mut starts = [0usize; MAX_MOVES + 2];
            for &d in &distances {
                starts[usize::from(d) + 1] += 1;
            }
            for d in 1..starts.len() {
                starts[d] += starts[d - 1];
            }
            let mut next = starts;
            let mut sorted = vec![0u32; STATES];
            for (state, &d) in distances.iter().enumerate() {
                sorted[next[usize::from(d)]] = state as u32;
                next[usize::from(d)] += 1;
            }
            total += (starts[high + 1] - starts[low]) as u64;
            tables.push((blank, sorted, starts));
        }
        ClassPool {
            tables,
            low,
            high,
            total,
        }
    }

    /// The largest distance of any class in the pool's tables.
    fn farthest(&self) -> usize {
        let mut farthest = 0;
        for (_, _, starts) in &self.tables {
            for distance in 0..=MAX_MOVES {
                if starts[distance + 1] > starts[distance] {
                    farthest = farthest.max(distance);
                }
            }
        }
        farthest
    }

    /// A uniform random class of the pool as a query: renamed at random, or onto `goal`.
    fn draw(&self, rng: &mut SplitMix64, goal: Option<Board>) -> Query<Board> {
        let mut pick = rng.below(self.total) as usize;
        for (blank, sorted, starts) in &self.tables {
            let in_range = starts[self.high + 1] - starts[self.low];
            if pick >= in_range {
                pick -= in_range;
                continue;
            }
            let canonical = Board::canonical(*blank);
            let far = index::board_of_state(sorted[starts[self.low] + pick] as usize);
            return match goal {
                // Rename canonical start `k` into the goal: `far` becomes a start at the
                // same distance from it (moves are reversible).
                Some(goal) => {
                    let mut names = [0u8; CELLS];
                    for (tile, name) in canonical.tiles().iter().zip(goal.tiles()) {
                        names[usize::from(*tile)] = name;
                    }
                    Query {
                        start: renamed(&far, &names),
                        goal,
                    }
                }
                None => {
                    let names = random_names(rng);
                    Query {
                        start: renamed(&canonical, &names),
                        goal: renamed(&far, &names),
                    }
                }
            };
        }
        unreachable!("pick is below the total of the pool")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(format: Format, cases: u64, distances: Option<(u8, u8)>) -> GenOptions {
        GenOptions {
            cases,
            seed: 5,
            distances,
            ..GenOptions::new(format)
        }
    }

    fn text(options: &GenOptions) -> String {
        let mut out = Vec::new();
        generate(options, &mut out, &mut std::io::sink()).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn the_same_seed_gives_the_same_bytes() {
        let a = text(&options(Format::Hdu3567, 50, None));
        assert_eq!(a, text(&options(Format::Hdu3567, 50, None)));
        let mut other = options(Format::Hdu3567, 50, None);
        other.seed = 6;
        assert_ne!(a, text(&other));
        // The count, then each case on two lines, as the judge writes them.
        assert_eq!(a.lines().count(), 101);
    }

    #[test]
    fn random_boards_have_the_asked_parity() {
        let mut rng = SplitMix64::new(1);
        for odd in [false, true].repeat(50) {
            assert_eq!(random_board(&mut rng, odd).is_odd(), odd);
        }
    }

    #[test]
    fn an_impossible_range_is_refused() {
        let mut out = Vec::new();
        // The P1379 goal has its blank in the centre: nothing is 31 moves from it.
        let p1379_far = options(Format::P1379, 1, Some((31, 31)));
        let error = generate(&p1379_far, &mut out, &mut std::io::sink()).unwrap_err();
        assert_eq!(
            error.to_string(),
            "no board is that many moves from the p1379 goal 1238X4765: the farthest are 30 \
             moves away"
        );
    }

    #[test]
    fn every_size_and_format_gives_an_input_the_solver_reads() {
        for (format, size, walk) in [
            // Goals of hdu3567 are random: a 4x4 one would build tables per blank cell.
            (Format::Hdu3567, (2, 4), Some(12)),
            (Format::Hdu3567, (2, 3), None),
            (Format::Trace, (3, 4), Some(9)),
            (Format::Lightoj1121, (4, 4), Some(30)),
            (Format::Hdu1043, (3, 3), Some(7)),
        ] {
            let options = GenOptions {
                size,
                walk,
                cases: if format.reads_one_case() { 1 } else { 4 },
                ..GenOptions::new(format)
            };
            let input = text(&options);
            assert_eq!(input, text(&options), "the same seed, the same bytes");
            let grid = Size::new(size.0, size.1).unwrap();
            let mut answers = Vec::new();
            let outcome = crate::batch::run(
                crate::Batch::new(format).size(grid),
                input.as_bytes(),
                &mut answers,
                &mut std::io::sink(),
            )
            .unwrap();
            assert_eq!(outcome.cases, options.cases, "{format:?} {size:?}");
            // A walk of N moves ends at most N moves away.
            if let (Some(moves), Format::Hdu3567) = (walk, format) {
                let answers = String::from_utf8(answers).unwrap();
                for header in answers.lines().filter(|l| l.starts_with("Case ")) {
                    let n: u64 = header.rsplit(' ').next().unwrap().parse().unwrap();
                    assert!(n <= moves, "{header}");
                }
            }
        }
    }

    #[test]
    fn poj2893_boards_are_permutations_of_the_size_asked() {
        let options = GenOptions {
            size: (3, 7),
            cases: 3,
            ..GenOptions::new(Format::Poj2893)
        };
        let input = text(&options);
        let mut lines = input.lines();
        for _ in 0..3 {
            assert_eq!(lines.next(), Some("3 7"));
            let mut values: Vec<u32> = (0..3)
                .flat_map(|_| lines.next().unwrap().split(' ').map(|v| v.parse().unwrap()))
                .collect();
            values.sort_unstable();
            assert_eq!(values, (0..21).collect::<Vec<u32>>());
        }
        assert_eq!(lines.next(), Some("0 0"));
        assert_eq!(lines.next(), None);
    }

    #[test]
    fn distances_are_for_3x3_only() {
        let options = GenOptions {
            size: (4, 4),
            distances: Some((3, 3)),
            ..GenOptions::new(Format::Hdu3567)
        };
        let error = generate(&options, &mut Vec::new(), &mut std::io::sink()).unwrap_err();
        assert_eq!(
            error.to_string(),
            "a distance needs every board's exact distance, which only 3x3 has tables for, not \
             4x4"
        );
    }
}
