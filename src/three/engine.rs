//! The 3x3 tables as the batch loop's [`Engine`]: every query answered exactly, without
//! limits (no 3x3 format has one), and once all nine tables are built, through `&self` on
//! every core.
//!
//! # Costs
//! Those of [`Solver::solve_all`] and [`Solver::prepare_everything`].

use super::board::Board;
use super::path::Path;
use super::solver::Solver;
use crate::shared::{Answer, Engine, Query, Solved};

impl Solved for Option<Path> {
    fn answer(&self) -> Answer<'_> {
        match self {
            Some(path) => Answer::Path(path.letters()),
            None => Answer::Unreachable,
        }
    }
}

impl Engine<Board> for Solver {
    type Solved = Option<Path>;

    fn solve_all(
        &mut self,
        queries: &[Query<Board>],
        limit: Option<usize>,
        answers: &mut Vec<Option<Path>>,
    ) {
        assert!(limit.is_none(), "no 3x3 format limits the moves");
        Solver::solve_all(self, queries, answers);
    }

    fn prepare_for_all(&mut self) -> bool {
        self.prepare_everything();
        true
    }

    fn solve_prepared(
        &self,
        queries: &[Query<Board>],
        limit: Option<usize>,
        answers: &mut Vec<Option<Path>>,
    ) {
        assert!(limit.is_none(), "no 3x3 format limits the moves");
        Solver::solve_prepared(self, queries, answers);
    }
}
