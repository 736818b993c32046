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
//! A table is 181,440 states x 2 bits = 45 KB. Building one takes about 1.0 ms on the
//! development machine: every state is expanded once without branches on the board shape,
//! a ring queue of `u32` (256 KB) and a visited byte per state (177 KB) live in a reusable
//! [`Scratch`].
//! Reading a path back takes one table load and one rotation load per move.

use crate::shared::Move;
use crate::three::index::{self, Rotations, STATES};
use crate::three::path::{Path, MAX_MOVES};

/// States per byte of the move table.
const STATES_PER_BYTE: usize = 4;

/// Queue entries hold a state index below this bit and, above it, the key of the state's
/// exits: `blank * 8 + code of its last move`.
const KEY_SHIFT: usize = 18;
const STATE_MASK: usize = (1 << KEY_SHIFT) - 1;

/// The "last move" of the start, which has none.
const NO_MOVE: usize = 4;

/// Exit keys run below this power of two: `8 * 8 + NO_MOVE` is the largest.
const EXIT_KEYS: usize = 128;

/// The moves worth trying from a state: on the board, and not straight back.
#[derive(Clone, Copy)]
struct BlankExits {
    codes: [u8; 4],
    /// Per move, the exit key of the state it leads to, shifted into place in a queue entry,
    /// so that the BFS never divides a state index to find its blank: 4% less time a table
    /// (1.07 to 1.02 ms, `one table` in benches/tables.rs, side by side).
    keys: [u32; 4],
    count: u8,
}

/// `EXITS[blank * 8 + last move code or NO_MOVE]`, moves in `d, l, r, u` order.
const EXITS: [BlankExits; EXIT_KEYS] = {
    let mut exits = [BlankExits {
        codes: [0; 4],
        keys: [0; 4],
        count: 0,
    }; EXIT_KEYS];
    let mut blank = 0;
    while blank < index::CELLS {
        let (row, column) = (blank / 3, blank % 3);
        let on_board = [row < 2, column > 0, column < 2, row > 0];
        let lands_on = [
            blank + 3,
            blank.wrapping_sub(1),
            blank + 1,
            blank.wrapping_sub(3),
        ];
        let mut last = 0;
        while last <= NO_MOVE {
            let key = blank * 8 + last;
            let mut code = 0;
            while code < 4 {
                // Codes d, l, r, u = 0, 1, 2, 3, so the way back from `last` is `3 - last`.
                if on_board[code] && code + last != 3 {
                    // Indexed, not borrowed: Rust 1.63 allows no `&mut` in a constant.
                    let count = exits[key].count as usize;
                    exits[key].codes[count] = code as u8;
                    exits[key].keys[count] = ((lands_on[code] * 8 + code) << KEY_SHIFT) as u32;
                    exits[key].count += 1;
                }
                code += 1;
            }
            last += 1;
        }
        blank += 1;
    }
    exits
};

/// Slots of the BFS queue, a ring: a power of two above the most states it ever holds.
/// A FIFO BFS holds part of one level and part of the next, and no two consecutive levels
/// of any canonical start hold 2^16 states (checked by a test over all nine).
const QUEUE_SLOTS: usize = 1 << 16;

/// The memory one BFS needs besides its table; reused from table to table.
pub struct Scratch {
    /// A fixed-size array, so that a slot index taken modulo its size needs no bounds check.
    queue: Box<[u32; QUEUE_SLOTS]>,
    /// 1 for a state the BFS has reached. A byte, not a bit: one load and one store, no
    /// shifts or masks, made the BFS 16% faster for 154 KB more.
    visited: Vec<u8>,
}

impl Scratch {
    /// Room for one BFS over all [`STATES`].
    pub fn new() -> Scratch {
        Scratch {
            queue: Box::new([0; QUEUE_SLOTS]),
            visited: vec![0; STATES],
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
            "blank {} is off the board",
            start_blank
        );
        let Scratch { queue, visited } = scratch;
        visited.fill(0);

        let start = index::state(start_blank, 0);
        visited[start] = 1;
        queue[0] = (start | (start_blank * 8 + NO_MOVE) << KEY_SHIFT) as u32;
        let mut last_moves = vec![0u8; (STATES + STATES_PER_BYTE - 1) / STATES_PER_BYTE];
        let (mut head, mut tail) = (0, 1);
        while head < tail {
            let entry = queue[head % QUEUE_SLOTS] as usize;
            head += 1;
            let from = entry & STATE_MASK;
            let key = entry >> KEY_SHIFT;
            let last = key % 8;
            // The first parent is final: record the move now. The start's "last move" is
            // recorded as 0, meaningless like every start's.
            last_moves[from / STATES_PER_BYTE] |=
                ((last & 3) as u8) << (from % STATES_PER_BYTE * 2);
            let candidates = rotations.neighbours(from);
            // Only the moves that stay on the board and do not go back where the state came
            // from: 1, 2 or 3 of them, 1.67 on average (4 from the centre start). There is
            // always a first: a corner has two moves, one of them not the way back. Spelled
            // out rather than looped (and with the queue a fixed-size array), the BFS took
            // 15% less time in a warm loop and 6% less in a fresh process.
            let exits = &EXITS[key % EXIT_KEYS];
            let count = exits.count;
            let mut visit = |exit: usize| {
                // Masked so that indexing `candidates` needs no bounds check.
                let code = usize::from(exits.codes[exit]) & 3;
                let to = candidates[code];
                let is_new = visited[to] == 0;
                visited[to] = 1;
                // The queue entry carries the move that reached the state. It is written
                // whether new or not, so that no branch depends on what was seen; the slot
                // past the tail is free because the queue never fills.
                queue[tail % QUEUE_SLOTS] = to as u32 | exits.keys[exit];
                tail += usize::from(is_new);
            };
            visit(0);
            if count > 1 {
                visit(1);
                if count > 2 {
                    visit(2);
                    if count > 3 {
                        visit(3);
                    }
                }
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
        Move::from_code(self.last_moves[state / STATES_PER_BYTE] >> (state % STATES_PER_BYTE * 2))
    }

    /// The state index of this table's start.
    pub fn start_state(&self) -> usize {
        index::state(self.start_blank, 0)
    }

    /// The last move of the smallest shortest path to `state` (not the start), and the state
    /// that move came from.
    #[inline]
    pub fn step_back(&self, state: usize, rotations: &Rotations) -> (Move, usize) {
        let step = self.last_move(state);
        // Undo the move: go the opposite way, whose code is `3 - code`.
        (step, rotations.neighbour(state, 3 - step as usize))
    }

    /// The optimal distance from the start to every state, by state index: each state walks
    /// back only until it meets a state whose distance is known.
    pub fn distances(&self, rotations: &Rotations) -> Vec<u8> {
        const UNKNOWN: u8 = u8::MAX;
        let mut distance = vec![UNKNOWN; STATES];
        distance[self.start_state()] = 0;
        let mut chain = Vec::with_capacity(MAX_MOVES + 1);
        for state in 0..STATES {
            let mut at = state;
            // Bounded like `path_to`: a correct table reaches a known state within 31 steps.
            while distance[at] == UNKNOWN && chain.len() <= MAX_MOVES {
                chain.push(at);
                at = self.step_back(at, rotations).1;
            }
            let mut known = distance[at];
            while let Some(on_path) = chain.pop() {
                known = known.saturating_add(1);
                distance[on_path] = known;
            }
        }
        distance
    }

    /// The lexicographically smallest shortest path from the start to `goal` (a state index
    /// of this table's class).
    pub fn path_to(&self, goal: usize, rotations: &Rotations) -> Path {
        let start = self.start_state();
        let mut path = Path::new();
        let mut at = goal;
        // The bound only guards against a corrupt table; a correct one stops at the start.
        for _ in 0..MAX_MOVES {
            if at == start {
                break;
            }
            let (step, before) = self.step_back(at, rotations);
            path.push(step);
            at = before;
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
    fn the_queue_ring_holds_any_two_consecutive_levels() {
        let rotations = Rotations::new();
        let mut scratch = Scratch::new();
        for blank in 0..index::CELLS {
            let table = PathTable::build(blank, &rotations, &mut scratch);
            let mut level_sizes = [0usize; MAX_MOVES + 2];
            for distance in table.distances(&rotations) {
                level_sizes[usize::from(distance)] += 1;
            }
            assert_eq!(level_sizes.iter().sum::<usize>(), STATES);
            let most = level_sizes.windows(2).map(|w| w[0] + w[1]).max();
            assert!(most < Some(QUEUE_SLOTS), "blank {blank}: {most:?}");
        }
    }

    #[test]
    fn every_path_leads_back_to_the_start_within_31_moves() {
        let rotations = Rotations::new();
        let mut scratch = Scratch::new();
        let table = PathTable::build(8, &rotations, &mut scratch);
        let mut by_length = [0usize; MAX_MOVES + 1];
        for rank in 0..index::EVEN_RANKS {
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
        let distances = table.distances(&rotations);
        for (length, &expected) in by_length.iter().enumerate() {
            let count = distances
                .iter()
                .filter(|&&d| usize::from(d) == length)
                .count();
            assert_eq!(count, expected, "distance {length}");
        }
    }
}
