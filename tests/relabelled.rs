//! Random start/goal pairs, relabelled by the solver onto its canonical tables, checked
//! against exact distances from a separate reverse BFS (tests/reference).

mod reference;

use eight::internals::SplitMix64;
use eight::Board;
use eight::{Query, Solver};

fn random_cells(rng: &mut SplitMix64) -> reference::Cells {
    let mut cells = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    rng.shuffle(&mut cells);
    cells
}

#[test]
fn random_queries_match_the_reverse_bfs_reference() {
    let mut solver = Solver::new();
    let mut reachable = 0;
    for seed in [1u64, 2, 3, 4] {
        let mut rng = SplitMix64::new(seed);
        for _ in 0..10 {
            let (start, goal) = (random_cells(&mut rng), random_cells(&mut rng));
            let expected = reference::smallest_shortest_path(start, goal);
            let answer = solver.solve(
                &Board::from_cells(start).unwrap(),
                &Board::from_cells(goal).unwrap(),
            );
            assert_eq!(
                answer.map(|p| p.letters().to_vec()),
                expected,
                "{} -> {}",
                reference::symbols(&start),
                reference::symbols(&goal)
            );
            reachable += usize::from(expected.is_some());
        }
    }
    // Both kinds must have been exercised.
    assert!(
        reachable > 5 && reachable < 35,
        "{reachable} of 40 reachable"
    );
}

#[test]
fn a_large_random_batch_agrees_with_single_queries() {
    let mut rng = SplitMix64::new(99);
    let queries: Vec<Query<Board>> = (0..20_000)
        .map(|_| Query {
            start: Board::from_cells(random_cells(&mut rng)).unwrap(),
            goal: Board::from_cells(random_cells(&mut rng)).unwrap(),
        })
        .collect();
    let mut solver = Solver::new();
    let mut batch = Vec::new();
    solver.solve_all(&queries, &mut batch);
    for (query, answer) in queries.iter().zip(&batch) {
        assert_eq!(*answer, solver.solve(&query.start, &query.goal));
    }
}
