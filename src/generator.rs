//! `eight gen`: random, reproducible input files for every format.
//!
//! Cases are drawn with [`SplitMix64`] and integer arithmetic only, so a seed gives the same
//! bytes on every platform. Without a distance option a case is a uniform random start and a
//! uniform random goal of the same parity. With one, the case is a uniform random query class
//! (a canonical start `k` and a goal at an allowed distance in table `k`, found from the
//! tables' distances, never by rejection) under a uniform random renaming of the tiles. For
//! the fixed-goal formats (hdu1043, p1379) the start is drawn at that distance from the goal.
//!
//! # Costs
//! Without distances: about 100 ns a case. With distances: the needed tables and their
//! distances first (about 20 ms and 6.5 MB for all nine), then about 100 ns a case.

use crate::board::{Board, CELLS};
use crate::error::Error;
use crate::format::{push_decimal, Format, Query};
use crate::index::{self, STATES};
use crate::path::MAX_MOVES;
use crate::random::SplitMix64;
use crate::solver::Solver;
use std::io::Write;

/// Cases `eight gen` writes by default: the HDU 3567 bound on T.
pub const DEFAULT_CASES: u64 = 200;

/// What to generate.
#[derive(Clone, PartialEq, Debug)]
pub struct Options {
    /// The input format.
    pub format: Format,
    /// How many cases.
    pub cases: u64,
    /// The seed of the random numbers: the same seed gives the same bytes.
    pub seed: u64,
    /// The optimal distances allowed, inclusive; `None` for any.
    pub distances: Option<(u8, u8)>,
    /// The share of unsolvable cases, 0 to 1, for hdu1043 only.
    pub unsolvable_share: f64,
}

/// Cases between two progress lines on stderr; runs with fewer cases print none.
const PROGRESS_EVERY: u64 = 100_000;

/// Writes the input file `options` describe to `out`, progress to `progress`.
pub fn generate(
    options: &Options,
    mut out: impl Write,
    progress: &mut dyn Write,
) -> Result<(), Error> {
    let mut rng = SplitMix64::new(options.seed);
    let goal = options.format.fixed_goal();
    let pool = options
        .distances
        .map(|(low, high)| ClassPool::new(goal.map(|g| g.blank()), low, high));
    if let Some(pool) = &pool {
        if pool.total == 0 {
            let farthest = pool.farthest();
            return Err(Error::Usage(match goal {
                Some(goal) => format!(
                    "no board is that many moves from the {} goal {goal}: the farthest are \
                     {farthest} moves away",
                    options.format.name()
                ),
                None => format!("no query is that long: the longest have {farthest} moves"),
            }));
        }
    }
    // `next_u64() < threshold` has probability `share`, in integers.
    let unsolvable_threshold = (options.unsolvable_share * 2f64.powi(64)) as u64;
    let mut text = Vec::with_capacity(1 << 16);
    if options.format == Format::Hdu3567 {
        push_decimal(&mut text, options.cases);
        text.push(b'\n');
    }
    for case in 1..=options.cases {
        let unsolvable = options.unsolvable_share > 0.0 && rng.next_u64() < unsolvable_threshold;
        let query = match (&pool, goal) {
            (Some(pool), _) if !unsolvable => pool.draw(&mut rng, goal),
            (_, Some(goal)) => Query {
                start: random_board(&mut rng, goal.is_odd() != unsolvable),
                goal,
            },
            (_, None) => {
                let odd = rng.below(2) == 1;
                let start = random_board(&mut rng, odd);
                let goal = random_board(&mut rng, start.is_odd());
                Query { start, goal }
            }
        };
        write_case(&mut text, options.format, &query);
        if text.len() >= 1 << 16 {
            out.write_all(&text)?;
            text.clear();
        }
        if options.cases >= PROGRESS_EVERY && case % PROGRESS_EVERY == 0 {
            writeln!(progress, "eight gen: {case} of {} cases", options.cases)?;
        }
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
    fn draw(&self, rng: &mut SplitMix64, goal: Option<Board>) -> Query {
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

/// Appends one case in the input syntax of `format`.
fn write_case(text: &mut Vec<u8>, format: Format, query: &Query) {
    let spaced = |text: &mut Vec<u8>, board: &Board, blank: u8| {
        for (i, &cell) in board.cells().iter().enumerate() {
            if i > 0 {
                text.push(b' ');
            }
            text.push(if cell == 0 { blank } else { b'0' + cell });
        }
        text.push(b'\n');
    };
    match format {
        Format::Hdu3567 => {
            text.extend_from_slice(query.start.to_string().as_bytes());
            text.push(b' ');
            text.extend_from_slice(query.goal.to_string().as_bytes());
            text.push(b'\n');
        }
        Format::Hdu1043 => spaced(text, &query.start, b'x'),
        Format::P1379 => {
            text.extend(query.start.cells().iter().map(|&c| b'0' + c));
            text.push(b'\n');
        }
        Format::Trace => {
            spaced(text, &query.start, b'0');
            spaced(text, &query.goal, b'0');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(format: Format, cases: u64, distances: Option<(u8, u8)>) -> Options {
        Options {
            format,
            cases,
            seed: 5,
            distances,
            unsolvable_share: 0.0,
        }
    }

    fn text(options: &Options) -> String {
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
        assert_eq!(a.lines().count(), 51);
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
            "usage: no board is that many moves from the p1379 goal 1238X4765: the farthest \
             are 30 moves away (see eight --help)"
        );
    }
}
