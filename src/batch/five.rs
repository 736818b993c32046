//! `--exact` in the batch loop: the 5x5 cases handed to the [`FiveSolver`], which is made
//! when the first one comes, its databases prepared for each goal's blank cell, with
//! progress lines on a terminal (the build and each bound of a long search).
//!
//! # Costs
//! Nothing until a 5x5 case comes; then the engine's (see `crate::grid::five`).

use crate::grid::FiveSolver;
use crate::shared::terminal::stderr_is_terminal;
use crate::shared::{BigBoard, Cache, Query, Solution};
use std::time::{Duration, Instant};

/// How long a search goes before it shows its progress.
const QUIET: Duration = Duration::from_secs(1);

/// The exact 5x5 engine of a batch, once a case needs it.
pub(crate) struct ExactFive<'c> {
    cache: &'c Cache,
    solver: Option<FiveSolver>,
    /// Whether a failure to write the cache was said already.
    warned: bool,
}

impl<'c> ExactFive<'c> {
    /// None yet; its databases go to `cache`.
    pub(crate) fn new(cache: &'c Cache) -> ExactFive<'c> {
        ExactFive {
            cache,
            solver: None,
            warned: false,
        }
    }

    /// The smallest shortest path of case `case` when its boards are 5x5 (`None` for the
    /// others), within `limit`.
    pub(crate) fn solve(
        &mut self,
        case: u64,
        query: &Query<BigBoard>,
        limit: Option<usize>,
    ) -> Option<Solution> {
        if query.start.size() != FiveSolver::size() {
            return None;
        }
        let cache = self.cache;
        let solver = self.solver.get_or_insert_with(|| FiveSolver::new(cache));
        let shown = stderr_is_terminal();
        let mut bar = |share: f64| {
            if shown {
                let filled = ((share * 30.0) as usize).min(30);
                eprint!(
                    "\reight: building the 5x5 databases [{}{}] {:3.0}%",
                    "#".repeat(filled),
                    ".".repeat(30 - filled),
                    share * 100.0
                );
            }
        };
        let prepared = solver.prepare(query.goal.blank(), &mut bar);
        if shown {
            eprint!("\r\x1b[K");
        }
        if let Err(error) = prepared {
            if !self.warned && *self.cache != Cache::DefaultSilent {
                eprintln!("eight: warning: {error}; building in memory");
            }
            self.warned = true;
        }
        let began = Instant::now();
        let mut said = false;
        let solution = solver.solve(&query.start, &query.goal, limit, &mut |bound, nodes| {
            if shown && began.elapsed() >= QUIET {
                eprint!(
                    "\reight: case {case}: searching paths of {bound} moves ({nodes} nodes so far)"
                );
                said = true;
            }
        });
        if said {
            eprint!("\r\x1b[K");
        }
        Some(solution)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::judging::{BigJudge, Judge, JudgeWhole};
    use crate::format::list::Visit;
    use crate::format::Format;
    use crate::shared::{Move, Size};

    /// The batch loop of a format's 5x5 boards with an exact engine of small groups (the
    /// real ones take minutes to build): what it writes for `input`.
    fn served(format: Format, input: &str) -> String {
        struct Serve<'i>(&'i str);
        impl Visit for Serve<'_> {
            type Output = String;
            fn dialect<D: Judge>(self, _: &'static D) -> String {
                unreachable!("a format that takes 5x5 boards")
            }
            fn big<D: BigJudge>(self, dialect: &'static D) -> String {
                let groups = (1..25u8).collect::<Vec<u8>>();
                let groups = groups.chunks(4).map(<[u8]>::to_vec).collect();
                let mut five = ExactFive::new(&Cache::Off);
                five.solver = Some(FiveSolver::with_groups(groups, &Cache::Off));
                let mut exact = crate::batch::Exact::new(crate::grid::engine::OneByOne::new);
                let mut output = Vec::new();
                crate::batch::serve_big(
                    dialect,
                    Size::new(5, 5).unwrap(),
                    &mut exact,
                    &mut |case, query, limit| five.solve(case, query, limit),
                    self.0.as_bytes(),
                    &mut output,
                    &mut std::io::sink(),
                )
                .unwrap();
                String::from_utf8(output).unwrap()
            }
            fn whole<W: JudgeWhole>(self, _: &'static W) -> String {
                unreachable!("a format that takes 5x5 boards")
            }
        }
        format.visit(Serve(input))
    }

    #[test]
    fn five_by_five_cases_get_the_exact_engines_paths() {
        let goal: Vec<String> = (1..25).map(|v| v.to_string()).chain(["0".into()]).collect();
        let goal = goal.join(" ");
        // The goal with its blank moved up twice and left once: "rdd" brings it back.
        let mut start =
            BigBoard::from_cells(FiveSolver::size(), (1..25).chain([0]).collect()).unwrap();
        for step in [Move::Up, Move::Up, Move::Left] {
            assert!(start.apply(step));
        }
        let start: Vec<String> = start.cells().iter().map(u32::to_string).collect();
        let mut swapped: Vec<String> = goal.split(' ').map(str::to_string).collect();
        swapped.swap(0, 1);
        let input = format!(
            "3\n{}\n{goal}\n{goal}\n{goal}\n{}\n{goal}\n",
            start.join(" "),
            swapped.join(" ")
        );
        let output = served(Format::Hdu3567, &input);
        assert_eq!(output, "Case 1: 3\nrdd\nCase 2: 0\n\nCase 3: -1\n\n");
    }
}
