//! Every query class, checked by a method that shares no code with the tables.
//!
//! For each of the 9 canonical starts, a plain BFS over boards (arrays and a hash map, no
//! state index, no rotation tables) finds every reachable goal and its exact distance. Then
//! for every goal the solver's answer must
//! 1. be a legal move string from the start that ends on the goal,
//! 2. have exactly the BFS distance, and
//! 3. equal the smallest of `answer(u) + move(u -> goal)` over the neighbours `u` one step
//!    closer to the start.
//!
//! By induction on the distance, 3 says the answer is the lexicographically smallest shortest
//! path: a smallest shortest path to the goal ends with a move from some `u` one step closer,
//! and its prefix is then a smallest shortest path to `u`. That covers all 1,632,960 classes.

mod common;
mod reference;

use eight::Board;
use eight::{Query, Solver};
use reference::{apply, neighbours, Cells};
use std::collections::HashMap;

fn canonical(blank: usize) -> Cells {
    let mut cells = [0u8; 9];
    let mut tile = 1;
    for (position, cell) in cells.iter_mut().enumerate() {
        if position != blank {
            *cell = tile;
            tile += 1;
        }
    }
    cells
}

#[test]
fn every_goal_of_every_canonical_start_gets_the_smallest_shortest_path() {
    let mut solver = Solver::new();
    let mut classes = 0usize;
    let mut by_length = [0usize; 32];
    for blank in 0..9 {
        let start = canonical(blank);
        let distances = reference::distances_from(start);
        assert_eq!(distances.len(), 181_440, "reachable from start {blank}");

        let goals: Vec<Cells> = distances.keys().copied().collect();
        let queries: Vec<Query<Board>> = goals
            .iter()
            .map(|goal| Query {
                start: Board::from_cells(start).unwrap(),
                goal: Board::from_cells(*goal).unwrap(),
            })
            .collect();
        let mut answers = Vec::new();
        solver.solve_all(&queries, &mut answers);

        let mut answer_of: HashMap<Cells, Vec<u8>> = HashMap::with_capacity(goals.len());
        for (goal, answer) in goals.iter().zip(&answers) {
            let letters = answer
                .expect("every goal of the class is reachable")
                .letters()
                .to_vec();
            let mut at = start;
            for &letter in &letters {
                at = apply(&at, letter).expect("every move stays on the board");
            }
            assert_eq!(&at, goal, "the answer must end on the goal");
            assert_eq!(
                letters.len(),
                usize::from(distances[goal]),
                "optimal length"
            );
            by_length[letters.len()] += 1;
            answer_of.insert(*goal, letters);
        }

        for (goal, answer) in &answer_of {
            if goal == &start {
                assert!(answer.is_empty());
                continue;
            }
            let smallest = neighbours(goal)
                .filter(|(_, before)| distances[before] + 1 == distances[goal])
                .map(|(back, before)| {
                    // The move from `before` to `goal` undoes `back`.
                    let mut path = answer_of[&before].clone();
                    path.push(reference::reverse(back));
                    path
                })
                .min()
                .expect("a goal other than the start has a neighbour closer to the start");
            assert_eq!(answer, &smallest, "goal {goal:?} from start {blank}");
            classes += 1;
        }
        classes += 1;
    }
    assert_eq!(classes, 1_632_960);
    assert_eq!(by_length, common::THREE_CLASSES_BY_LENGTH);
}

/// The README's test command, `cargo test`, builds with debug assertions on (`[profile.test]`
/// in Cargo.toml); a run without them would skip every `debug_assert!` of the solver.
#[test]
// Constant by design: the build profile is what this test checks.
#[allow(clippy::assertions_on_constants)]
fn the_suite_runs_with_debug_assertions() {
    assert!(
        cfg!(debug_assertions),
        "run the tests as the README says: cargo test (its [profile.test] keeps debug assertions)"
    );
}
