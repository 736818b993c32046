//! The [`GridSolver`] itself as the batch loop's [`Engine`]: one case after another on one
//! thread, each goal's databases prepared when first met, the light tier where the size has
//! one (the full databases when they are already prepared). This is the engine of the
//! one-file submissions, which run where a judge gives one core and no disk; the binary
//! uses [`super::batch::GridBatch`], which spreads cases over the cores.
//!
//! # Costs
//! The light databases of each goal blank cell met (for 4x4, 4-4-4-3: a few milliseconds),
//! then one search a case; the answers are those of every other engine.

use super::{Grid, GridSolver, Tier};
use crate::shared::{Engine, Query, Solution};

impl Engine<Grid> for GridSolver {
    type Solved = Solution;

    fn solve_all(
        &mut self,
        queries: &[Query<Grid>],
        limit: Option<usize>,
        answers: &mut Vec<Solution>,
    ) {
        answers.clear();
        for query in queries {
            if !query.start.can_reach(&query.goal) {
                answers.push(Solution::Unreachable);
                continue;
            }
            self.prepare_tier(&query.goal, Tier::Light, &mut |_| {});
            answers.push(self.solve(&query.start, &query.goal, limit, &mut |_| {}));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::batch::GridBatch;
    use crate::shared::{Move, Size};

    #[test]
    fn one_case_at_a_time_answers_as_the_batch_engine() {
        let size = Size::new(4, 4).unwrap();
        let goal = Grid::solved(size);
        let moves = [
            Move::Up,
            Move::Left,
            Move::Up,
            Move::Left,
            Move::Down,
            Move::Right,
        ];
        let mut queries = Vec::new();
        let mut start = goal;
        for step in 0..30 {
            start = start.apply(moves[step % moves.len()]).unwrap_or(start);
            queries.push(Query { start, goal });
        }
        // Two tiles swapped: the other parity class.
        let mut cells: Vec<u8> = goal.cells().to_vec();
        cells.swap(0, 1);
        let odd = Grid::from_cells(size, &cells).unwrap();
        queries.push(Query { start: odd, goal });
        let mut alone = Vec::new();
        GridSolver::new(size).solve_all(&queries, Some(12), &mut alone);
        let mut batch = Vec::new();
        GridBatch::new(GridSolver::new(size), 2, false).solve_all(&queries, Some(12), &mut batch);
        assert_eq!(alone, batch);
        assert_eq!(alone[0], Solution::Path(b"d".to_vec()));
        assert!(alone.contains(&Solution::LongerThan(12)));
        assert_eq!(alone.last(), Some(&Solution::Unreachable));
    }
}
