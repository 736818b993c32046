//! An independent reference for the grid engine. It shares no code with `src/grid`: boards
//! are `Vec<u8>`, moves are its own (row, column) steps, distances come from a plain
//! breadth-first search over a hash map or from a plain depth-first search pruned by the
//! Manhattan distance, and the lexicographically smallest shortest path is built greedily:
//! from the start, take the first move in d, l, r, u order whose board is one step closer.
//!
//! # Costs
//! The BFS holds every reachable board in a hash map (20,160 for 2x4). The greedy path runs
//! up to three bounded searches a move; fine for paths of a few dozen moves.

use std::collections::HashMap;

/// The moves in d, l, r, u order: letter and the blank's (row, column) step.
pub const MOVES: [(u8, isize, isize); 4] =
    [(b'd', 1, 0), (b'l', 0, -1), (b'r', 0, 1), (b'u', -1, 0)];

/// A board shape.
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    pub rows: usize,
    pub columns: usize,
}

impl Shape {
    /// Cells of the board.
    pub fn cells(self) -> usize {
        self.rows * self.columns
    }

    /// The board after the blank moves by `letter`, if it stays on the board.
    pub fn step(self, board: &[u8], letter: u8) -> Option<Vec<u8>> {
        let &(_, dr, dc) = MOVES.iter().find(|m| m.0 == letter)?;
        let blank = board.iter().position(|&c| c == 0)?;
        let row = (blank / self.columns) as isize + dr;
        let column = (blank % self.columns) as isize + dc;
        if row < 0 || column < 0 || row >= self.rows as isize || column >= self.columns as isize {
            return None;
        }
        let target = row as usize * self.columns + column as usize;
        let mut next = board.to_vec();
        next.swap(blank, target);
        Some(next)
    }

    /// The boards one move away, with the move's letter, in d, l, r, u order.
    pub fn neighbours(self, board: &[u8]) -> Vec<(u8, Vec<u8>)> {
        MOVES
            .iter()
            .filter_map(|&(letter, _, _)| self.step(board, letter).map(|b| (letter, b)))
            .collect()
    }

    /// The board after all of `path`, or `None` if some move leaves the board or is no letter.
    pub fn follow(self, board: &[u8], path: &[u8]) -> Option<Vec<u8>> {
        let mut board = board.to_vec();
        for &letter in path {
            board = self.step(&board, letter)?;
        }
        Some(board)
    }

    /// The distance from `start` to every board it reaches.
    pub fn bfs(self, start: &[u8]) -> HashMap<Vec<u8>, usize> {
        let mut distance = HashMap::new();
        distance.insert(start.to_vec(), 0);
        let mut frontier = vec![start.to_vec()];
        let mut depth = 0;
        while !frontier.is_empty() {
            depth += 1;
            let mut next = Vec::new();
            for board in &frontier {
                for (_, neighbour) in self.neighbours(board) {
                    if !distance.contains_key(&neighbour) {
                        distance.insert(neighbour.clone(), depth);
                        next.push(neighbour);
                    }
                }
            }
            frontier = next;
        }
        distance
    }

    /// The sum over tiles of the row and column distances to their cells in `goal`.
    pub fn manhattan(self, board: &[u8], goal: &[u8]) -> usize {
        let mut home = vec![0; self.cells()];
        for (cell, &tile) in goal.iter().enumerate() {
            home[usize::from(tile)] = cell;
        }
        board
            .iter()
            .enumerate()
            .filter(|&(_, &tile)| tile != 0)
            .map(|(cell, &tile)| {
                let h = home[usize::from(tile)];
                (cell / self.columns).abs_diff(h / self.columns)
                    + (cell % self.columns).abs_diff(h % self.columns)
            })
            .sum()
    }

    /// Whether `goal` is at most `limit` moves from `board` (depth-first, cut by Manhattan).
    pub fn within(self, board: &[u8], goal: &[u8], limit: usize) -> bool {
        fn go(shape: Shape, board: &[u8], goal: &[u8], left: usize, back: u8) -> bool {
            if board == goal {
                return true;
            }
            if shape.manhattan(board, goal) > left {
                return false;
            }
            shape
                .neighbours(board)
                .into_iter()
                .filter(|&(letter, _)| letter != back)
                .any(|(letter, next)| go(shape, &next, goal, left - 1, opposite(letter)))
        }
        go(self, board, goal, limit, 0)
    }

    /// The number of moves from `board` to `goal` (which must be reachable).
    pub fn distance(self, board: &[u8], goal: &[u8]) -> usize {
        (self.manhattan(board, goal)..)
            .find(|&limit| self.within(board, goal, limit))
            .unwrap()
    }

    /// The lexicographically smallest shortest path from `start` to `goal`: at each board,
    /// the first move (d, l, r, u) to a board one step closer to the goal.
    pub fn smallest_shortest(self, start: &[u8], goal: &[u8]) -> Vec<u8> {
        let mut left = self.distance(start, goal);
        let mut board = start.to_vec();
        let mut path = Vec::new();
        while left > 0 {
            let (letter, next) = self
                .neighbours(&board)
                .into_iter()
                .find(|(_, next)| self.within(next, goal, left - 1))
                .expect("some neighbour is one step closer");
            path.push(letter);
            board = next;
            left -= 1;
        }
        path
    }
}

/// The letter of the move that undoes `letter`.
pub fn opposite(letter: u8) -> u8 {
    match letter {
        b'd' => b'u',
        b'u' => b'd',
        b'l' => b'r',
        b'r' => b'l',
        other => other,
    }
}
