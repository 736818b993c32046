//! An independent 8-puzzle reference for the tests: boards as plain arrays, a hash-map BFS,
//! and moves written out by hand. It shares no code with the crate's index or tables.
#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};

/// Cells row-major, 0 the blank.
pub type Cells = [u8; 9];

/// The letters of the moves in lexicographic order; a letter says where the blank goes.
pub const LETTERS: [u8; 4] = [b'd', b'l', b'r', b'u'];

/// The board after the blank moves as `letter` says, if it stays on the board.
pub fn apply(cells: &Cells, letter: u8) -> Option<Cells> {
    let blank = cells.iter().position(|&c| c == 0)?;
    let (row, column) = (blank / 3, blank % 3);
    let to = match letter {
        b'd' if row < 2 => blank + 3,
        b'u' if row > 0 => blank - 3,
        b'l' if column > 0 => blank - 1,
        b'r' if column < 2 => blank + 1,
        _ => return None,
    };
    let mut next = *cells;
    next.swap(blank, to);
    Some(next)
}

/// The move that undoes `letter`.
pub fn reverse(letter: u8) -> u8 {
    match letter {
        b'd' => b'u',
        b'u' => b'd',
        b'l' => b'r',
        _ => b'l',
    }
}

/// Each board one move away, with the move that leads there.
pub fn neighbours(cells: &Cells) -> impl Iterator<Item = (u8, Cells)> + '_ {
    LETTERS
        .iter()
        .filter_map(move |&letter| apply(cells, letter).map(|next| (letter, next)))
}

/// The exact distance from `source` to every board reachable from it (moves are reversible,
/// so these are also the distances to `source`).
pub fn distances_from(source: Cells) -> HashMap<Cells, u8> {
    let mut distance = HashMap::with_capacity(181_440);
    let mut queue = VecDeque::new();
    distance.insert(source, 0u8);
    queue.push_back(source);
    while let Some(cells) = queue.pop_front() {
        let next_distance = distance[&cells] + 1;
        for (_, next) in neighbours(&cells) {
            distance.entry(next).or_insert_with(|| {
                queue.push_back(next);
                next_distance
            });
        }
    }
    distance
}

/// The lexicographically smallest shortest move string from `start` to `goal`, found with
/// exact distances to the goal: from the start, repeatedly the smallest move that gets one
/// step closer. `None` when the goal cannot be reached.
pub fn smallest_shortest_path(start: Cells, goal: Cells) -> Option<Vec<u8>> {
    let to_goal = distances_from(goal);
    let mut left = *to_goal.get(&start)?;
    let mut at = start;
    let mut path = Vec::new();
    while left > 0 {
        let (letter, next) = neighbours(&at)
            .find(|(_, next)| to_goal.get(next) == Some(&(left - 1)))
            .expect("some move gets closer");
        path.push(letter);
        at = next;
        left -= 1;
    }
    Some(path)
}

/// Parses 9 symbols, `X`, `x` or `0` for the blank.
pub fn cells(symbols: &str) -> Cells {
    let mut cells = [0u8; 9];
    for (cell, symbol) in cells.iter_mut().zip(symbols.bytes()) {
        *cell = match symbol {
            b'1'..=b'8' => symbol - b'0',
            _ => 0,
        };
    }
    cells
}

/// Writes cells as 9 symbols with `X` for the blank.
pub fn symbols(cells: &Cells) -> String {
    cells
        .iter()
        .map(|&c| if c == 0 { 'X' } else { (b'0' + c) as char })
        .collect()
}
