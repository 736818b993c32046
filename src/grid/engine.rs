//! The exact engine of the one-file submissions ([`OneByOne`]): the light tables of each goal
//! blank cell met (the full ones where the size has no light tier), one case after another
//! on one thread, without the disk cache, the strong tables or the batch on every core of
//! the binary ([`super::batch::GridBatch`]). A judge gives one core and no disk; and the
//! less a one-file program holds, the more room it keeps under the judges' byte limits.
//!
//! # Costs
//! The light databases of each goal blank cell met (for 4x4, 4-4-4-3: a few milliseconds),
//! then one search a case; the answers are those of every other engine (any admissible
//! heuristic gives the same path, see [`super::ida`]).

use super::ida::{relabel, solution, Alone, Cuts};
use super::pattern;
use super::tables::{search_in, tables_for, Tables};
use super::Grid;
use crate::shared::{Engine, Query, Size, Solution};

/// The light tables of one board size, built as goals need them. Made only by the `main`
/// of the one-file solvers (`cli/onefile`), which the library does not call.
#[allow(dead_code)]
pub(crate) struct OneByOne {
    size: Size,
    /// `tables[goal blank cell]`.
    tables: Vec<Option<Tables>>,
}

#[allow(dead_code)]
impl OneByOne {
    /// The engine of boards of `size` (at most 16 cells); builds nothing yet.
    pub(crate) fn new(size: Size) -> OneByOne {
        assert!(size.is_exact(), "the exact engine takes at most 16 cells");
        OneByOne {
            size,
            tables: (0..size.cells()).map(|_| None).collect(),
        }
    }
}

impl Engine<Grid> for OneByOne {
    type Solved = Solution;

    fn solve_all(
        &mut self,
        queries: &[Query<Grid>],
        limit: Option<usize>,
        answers: &mut Vec<Solution>,
    ) {
        answers.clear();
        for query in queries {
            let (start, goal) = (&query.start, &query.goal);
            assert!(start.size() == self.size && goal.size() == self.size);
            if !start.can_reach(goal) {
                answers.push(Solution::Unreachable);
                continue;
            }
            for cell in tables_for(self.size, goal.blank()) {
                if self.tables[cell].is_none() {
                    let patterns = pattern::light_patterns(self.size, cell)
                        .unwrap_or_else(|| pattern::patterns(self.size, cell));
                    let built = Tables::build(self.size, cell, &patterns);
                    self.tables[cell] = Some(built);
                }
            }
            let (found, _) = search_in(
                &self.tables,
                // Only moves straight back are cut: the learned cuts (`super::detours`)
                // would add their code to every one-file program, for little gain on a
                // judge's boards.
                &Cuts::parent(),
                self.size,
                &relabel(start.cells(), goal.cells()),
                (start.blank(), goal.blank()),
                (limit, None),
                None,
                &Alone,
                &mut |_, _| {},
            );
            answers.push(solution(found, limit).expect("no budget was set"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::batch::GridBatch;
    use crate::grid::GridSolver;
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
        OneByOne::new(size).solve_all(&queries, Some(12), &mut alone);
        let mut batch = Vec::new();
        GridBatch::new(GridSolver::new(size), 2, false).solve_all(&queries, Some(12), &mut batch);
        assert_eq!(alone, batch);
        assert_eq!(alone[0], Solution::Path(b"d".to_vec()));
        assert!(alone.contains(&Solution::LongerThan(12)));
        assert_eq!(alone.last(), Some(&Solution::Unreachable));
    }
}
