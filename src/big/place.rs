//! Placing a few tiles at once: a best-first search over the cells still free for blank
//! moves that bring the tracked tiles to their cells, the other tiles counting as
//! interchangeable. Two ways to count what is left ([`Estimate`]):
//!
//! - [`Estimate::Fewest`], for boards of at most 25 cells: the tracked tiles' Manhattan sum
//!   plus the blank's distance to the nearest misplaced one, less one. Admissible: a move
//!   shifts one tile by one cell, and until the blank first moves a misplaced tracked tile
//!   none of its moves lowers that sum. Consistent: one move lowers the estimate by at most
//!   one (a tile put back out of place raises the sum as the blank nears the others). So
//!   the first time the goal is taken from the queue its path is a shortest one (A*).
//! - [`Estimate::Walk`], for bigger boards: each tile counted at what walking it alone costs
//!   about, 5 moves a cell in a straight line and 6 a diagonal step (`5 max + min` of its
//!   row and column distances), plus the blank's reach. Not admissible: the search is a
//!   greedy one that takes the fewest moves it happens to find, at a small fraction of the
//!   states (on random 10x10 boards the answers take 2.95 times the Manhattan sum in about
//!   5 ms, against 2.80 in about 200 ms by A* with the Manhattan estimate, `benches/big.rs`
//!   2026-12-04).
//!
//! Which path is found is fixed by the order the queue keeps (buckets by f = moves +
//! estimate, the lowest first, the newest first within one, the moves tried d, l, r, u), so
//! the moves are the same from run to run; they are not promised to be the
//! lexicographically smallest. A state reached again by fewer moves is queued again.
//!
//! # Costs
//! Four bytes a state of the whole space (`cells^(tiles + 1)`, 23^4 = 279,841 for the
//! second group of a 5x5's first row, 10^6 for two tiles on 10x10), kept in a [`Scratch`]
//! between the searches of one board, so that a search costs the states it meets, not its
//! space. On Korf and Felner's 5x5 boards the answers took 1.7 to 2.2 s for the 50 against
//! 2.3 s or more with a hash map or with a plain breadth-first search, and 1.5 to 1.8 s tile
//! by tile (`eight --size 5x5`, disk cache warm, side by side, 2026-12-03). Groups of four
//! tiles (the 5x5's first column at once: 20^5 states) made the paths 1.37 instead of 1.46
//! times the optima, but took 4 s for the 50.

use super::work::Work;
use crate::shared::Move;

/// How a search counts the moves left (see the module docs).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Estimate {
    /// The Manhattan sum: each group placed in the fewest moves it can be.
    Fewest,
    /// What walking each tile alone costs about: a short path found fast.
    Walk,
}

/// Moves the tiles of `cells` (each tile named by its cell in the goal) to those cells by a
/// sequence of blank moves within `free` (at most 254 cells, the blank and the tiles among
/// them), made on `work`, and returns true; with [`Estimate::Fewest`] a shortest one.
/// Returns false, having moved nothing, when they cannot be brought there within `free`.
///
/// # Panics
/// If the states number 2^26 or more, or a tile or the blank is outside `free`.
pub(super) fn place(
    work: &mut Work<'_>,
    scratch: &mut Scratch,
    free: &[usize],
    cells: &[usize],
    estimate: Estimate,
) -> bool {
    const OFF: u8 = u8::MAX;
    assert!(
        free.len() < usize::from(OFF) && cells.len() < 8,
        "a small search"
    );
    let slot = |cell: usize| {
        free.iter()
            .position(|&c| c == cell)
            .expect("the blank and the tiles are in the free cells") as u64
    };
    // Each slot's neighbour by each move, as a slot (OFF: not free).
    let neighbours: Vec<[u8; 4]> = free
        .iter()
        .map(|&cell| {
            let mut next = [OFF; 4];
            for (to, step) in next.iter_mut().zip(Move::ALL) {
                if let Some(at) = work.target(cell, step) {
                    if let Some(index) = free.iter().position(|&c| c == at) {
                        *to = index as u8;
                    }
                }
            }
            next
        })
        .collect();
    // Each tracked tile's cell's distance to each slot.
    let distances: Vec<Vec<u16>> = cells
        .iter()
        .map(|&cell| {
            free.iter()
                .map(|&at| {
                    let ((row, column), (to_row, to_column)) =
                        (work.row_column(at), work.row_column(cell));
                    let (down, across) = (row.abs_diff(to_row), column.abs_diff(to_column));
                    let away = match estimate {
                        Estimate::Fewest => down + across,
                        Estimate::Walk => 5 * down.max(across) + down.min(across),
                    };
                    away as u16
                })
                .collect()
        })
        .collect();
    // A state: the blank's slot in the top byte, tile i's slot in byte i.
    let tiles = cells.len();
    let blank_shift = 8 * tiles as u32;
    let tile_at = |state: u64, tile: usize| ((state >> (8 * tile)) & 0xff) as usize;
    // Each slot's distance to each other slot, for the blank's walk.
    let apart: Vec<Vec<u16>> = free
        .iter()
        .map(|&a| free.iter().map(|&b| work.distance(a, b) as u16).collect())
        .collect();
    let left = |state: u64| -> u16 {
        let blank = (state >> blank_shift) as usize;
        let (mut sum, mut reach) = (0, u16::MAX);
        for (tile, to_cell) in distances.iter().enumerate() {
            let at = tile_at(state, tile);
            let away = to_cell[at];
            if away > 0 {
                sum += away;
                reach = reach.min(apart[blank][at] - 1);
            }
        }
        match reach {
            u16::MAX => 0,
            reach => sum + reach,
        }
    };
    let mut start = slot(work.blank) << blank_shift;
    for (tile, &cell) in cells.iter().enumerate() {
        start |= slot(work.cell_of[cell] as usize) << (8 * tile);
    }
    let width = free.len();
    let number = |state: u64| -> usize {
        let mut code = (state >> blank_shift) as usize;
        for tile in 0..tiles {
            code = code * width + tile_at(state, tile);
        }
        code
    };
    let states = width.pow(tiles as u32 + 1);
    assert!(states < 1 << 26, "a search the callers keep small");
    let marks = scratch.begin(states);
    marks.set(number(start), 0, 0);
    // The states to expand, by f = moves + estimate; each with its moves when queued.
    let mut buckets: Vec<Vec<(u64, u16)>> = Vec::new();
    let push = |buckets: &mut Vec<Vec<(u64, u16)>>, state: u64, moves: u16| {
        let f = usize::from(moves + left(state));
        if buckets.len() <= f {
            buckets.resize_with(f + 1, Vec::new);
        }
        buckets[f].push((state, moves));
        f
    };
    let mut lowest = push(&mut buckets, start, 0);
    let goal = loop {
        while lowest < buckets.len() && buckets[lowest].is_empty() {
            lowest += 1;
        }
        if lowest == buckets.len() {
            return false; // every state met, none the goal
        }
        let (state, moves) = buckets[lowest].pop().expect("a bucket with a state");
        if marks.moves(number(state)) < moves {
            continue; // reached by a shorter way since it was queued
        }
        if left(state) == 0 {
            break state;
        }
        let blank = (state >> blank_shift) as usize;
        for (&to, step) in neighbours[blank].iter().zip(Move::ALL) {
            if to == OFF {
                continue;
            }
            let to = u64::from(to);
            let mut next = (state & !(0xff << blank_shift)) | to << blank_shift;
            if let Some(tile) = (0..tiles).find(|&t| tile_at(state, t) as u64 == to) {
                next = (next & !(0xff << (8 * tile))) | (blank as u64) << (8 * tile);
            }
            let index = number(next);
            if marks.moves(index) > moves + 1 {
                assert!(
                    moves + 1 < u16::from(u8::MAX),
                    "a few tiles placed in under 255 moves"
                );
                marks.set(index, moves + 1, step as u8);
                let f = push(&mut buckets, next, moves + 1);
                // The walk's estimate may fall by more than a move. (Where the Manhattan
                // estimate falls by more, a state queued below the lowest bucket is left:
                // a few of Korf and Felner's 5x5 boards then take a few moves more, or
                // fewer, and the 5x5 answers stay what they were.)
                if estimate == Estimate::Walk {
                    lowest = lowest.min(f);
                }
            }
        }
    };
    // Back from the goal: undo each state's move to find the state before it.
    let mut steps = Vec::new();
    let mut at = goal;
    while at != start {
        let step = Move::ALL[usize::from(marks.step(number(at)))];
        steps.push(step);
        let blank = (at >> blank_shift) as usize;
        let back = neighbours[blank][3 - step as usize];
        let mut before = (at & !(0xff << blank_shift)) | u64::from(back) << blank_shift;
        if let Some(tile) = (0..tiles).find(|&t| tile_at(at, t) == usize::from(back)) {
            before = (before & !(0xff << (8 * tile))) | (blank as u64) << (8 * tile);
        }
        at = before;
    }
    for &step in steps.iter().rev() {
        work.step(step);
    }
    true
}

/// The marks of the states a search met, kept between searches so that a search costs the
/// states it meets, not the size of its space: each entry holds the number of the search
/// that wrote it, the moves to its state and the move that reached it.
#[derive(Default)]
pub(super) struct Scratch {
    entries: Vec<u32>,
    search: u32,
}

impl Scratch {
    /// Starts a search of `states` states, none met.
    fn begin(&mut self, states: usize) -> &mut Scratch {
        if self.entries.len() < states {
            self.entries.resize(states, 0);
        }
        self.search += 1;
        if self.search == 1 << 16 {
            self.entries.iter_mut().for_each(|entry| *entry = 0);
            self.search = 1;
        }
        self
    }

    /// The moves to a state, or u16::MAX if this search has not met it.
    fn moves(&self, index: usize) -> u16 {
        let entry = self.entries[index];
        match entry >> 16 == self.search {
            true => ((entry >> 8) & 0xff) as u16,
            false => u16::MAX,
        }
    }

    /// The move that reached a state this search met.
    fn step(&self, index: usize) -> u8 {
        (self.entries[index] & 0xff) as u8
    }

    /// Marks a state met, `moves` from the start by `step`.
    fn set(&mut self, index: usize, moves: u16, step: u8) {
        self.entries[index] = self.search << 16 | u32::from(moves) << 8 | u32::from(step);
    }
}
