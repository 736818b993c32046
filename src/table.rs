//! One BFS table: from canonical start `k`, the last move of the lexicographically smallest
//! shortest path to every reachable state, 2 bits a state.
//!
//! The BFS runs forward from the start and tries moves in `d, l, r, u` order, keeping the
//! first parent that reaches a state. By induction the FIFO queue holds each level in the
//! lexicographic order of its best paths, so a state's first parent is the end of the
//! smallest path one shorter, and the stored moves form the tree of smallest shortest paths
//! (design notes, section 3). A path is read back from its goal by undoing stored moves.
//!
//! # Costs
//! A table is 181,440 states x 2 bits = 45 KB. Building one takes about 1.3 ms on the
//! development machine: every state is expanded once without branches on the board shape,
//! a queue of `u32` (726 KB) and a visited bitset (23 KB) live in a reusable [`Scratch`].
//! Reading a path back takes one table load and one rotation load per move.

use crate::board::Move;
use crate::index::{self, Rotations, EVEN_RANKS, STATES};
use crate::path::{Path, MAX_MOVES};

/// States per byte of the move table.
const STATES_PER_BYTE: usize = 4;

/// The memory one BFS needs besides its table; reused from table to table.
pub struct Scratch {
    queue: Vec<u32>,
    visited: Vec<u64>,
}

impl Scratch {
    /// Room for one BFS over all [`STATES`].
    pub fn new() -> Scratch {
        Scratch {
            // One spare slot: the BFS writes every neighbour at the tail, new or not.
            queue: vec![0; STATES + 1],
            visited: vec![0; (STATES + 63) / 64],
        }
    }
}

impl Default for Scratch {
    fn default() -> Self {
        Scratch::new()
    }
}

/// The smallest-shortest-path tree from one canonical start.
pub struct PathTable {
    start_blank: usize,
    last_moves: Box<[u8]>,
}

impl PathTable {
    /// Runs the BFS from the canonical start with the blank at `start_blank` (0..9).
    pub fn build(start_blank: usize, rotations: &Rotations, scratch: &mut Scratch) -> PathTable {
        assert!(
            start_blank < index::CELLS,
            "blank {start_blank} is off the board"
        );
        let Scratch { queue, visited } = scratch;
        visited.fill(0);
        let mut last_moves = vec![0u8; (STATES + STATES_PER_BYTE - 1) / STATES_PER_BYTE];
        let right = rotations.right();
        let left = rotations.left();

        let start = index::state(start_blank, 0);
        visited[start / 64] |= 1 << (start % 64);
        queue[0] = start as u32;
        let (mut head, mut tail) = (0, 1);
        while head < tail {
            let from = queue[head] as usize;
            head += 1;
            let (blank, rank) = index::split(from);
            // Every neighbour is computed; a move off the board yields `from` itself, which
            // is visited already, so no branch depends on where the blank is.
            let down_start = blank.min(index::ROTATION_STARTS - 1);
            let down = index::state(
                down_start + 3,
                usize::from(right[down_start * EVEN_RANKS + rank]),
            );
            let up_start = blank.max(3) - 3;
            let up = index::state(up_start, usize::from(left[up_start * EVEN_RANKS + rank]));
            let column = blank % 3;
            let neighbours = [
                if blank < 6 { down } else { from },
                if column > 0 { from - EVEN_RANKS } else { from },
                if column < 2 { from + EVEN_RANKS } else { from },
                if blank >= 3 { up } else { from },
            ];
            for (code, to) in neighbours.into_iter().enumerate() {
                let word = &mut visited[to / 64];
                let bit = 1u64 << (to % 64);
                let is_new = usize::from(*word & bit == 0);
                *word |= bit;
                queue[tail] = to as u32;
                tail += is_new;
                last_moves[to / STATES_PER_BYTE] |= ((code * is_new) << (to % 4 * 2)) as u8;
            }
        }
        debug_assert_eq!(tail, STATES);
        PathTable {
            start_blank,
            last_moves: last_moves.into_boxed_slice(),
        }
    }

    /// The blank position of this table's canonical start.
    pub fn start_blank(&self) -> usize {
        self.start_blank
    }

    /// The last move of the smallest shortest path to `state`; meaningless for the start.
    #[inline]
    pub fn last_move(&self, state: usize) -> Move {
        Move::from_code(self.last_moves[state / STATES_PER_BYTE] >> (state % 4 * 2))
    }

    /// The lexicographically smallest shortest path from the start to `goal` (a state index
    /// of this table's class).
    pub fn path_to(&self, goal: usize, rotations: &Rotations) -> Path {
        let start = index::state(self.start_blank, 0);
        let mut path = Path::new();
        let mut at = goal;
        // The bound only guards against a corrupt table; a correct one stops at the start.
        for _ in 0..MAX_MOVES {
            if at == start {
                break;
            }
            let step = self.last_move(at);
            path.push(step);
            match rotations.step(at, step.reverse()) {
                Some(before) => at = before,
                None => break,
            }
        }
        debug_assert_eq!(at, start, "table {} does not lead back", self.start_blank);
        path.reverse();
        path
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_path_leads_back_to_the_start_within_31_moves() {
        let rotations = Rotations::new();
        let mut scratch = Scratch::new();
        let table = PathTable::build(8, &rotations, &mut scratch);
        let mut by_length = [0usize; MAX_MOVES + 1];
        for rank in 0..EVEN_RANKS {
            for blank in 0..index::CELLS {
                let path = table.path_to(index::state(blank, rank), &rotations);
                // Walking forward from the start must arrive at the goal.
                let mut at = index::state(8, 0);
                for step in path.moves() {
                    at = rotations.step(at, step).unwrap();
                }
                assert_eq!(at, index::state(blank, rank));
                by_length[path.len()] += 1;
            }
        }
        // From 1 2 3 / 4 5 6 / 7 8 X: OEIS A089473 begins 1, 2, 4, 8, 16, 20, 39, 62.
        assert_eq!(by_length[..8], [1, 2, 4, 8, 16, 20, 39, 62]);
        assert_eq!(by_length[31], 2);
    }
}
