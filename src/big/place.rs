//! Placing a few tiles at once: a best-first search over the cells still free for blank
//! moves that bring the tracked tiles to their cells, the other tiles counting as
//! interchangeable. Two ways to search ([`Estimate`]):
//!
//! - [`Estimate::Fewest`], for boards of at most 25 cells: each move costs 1, and what is
//!   left is estimated by the tracked tiles' Manhattan sum plus the blank's distance to the
//!   nearest misplaced one, less one. Admissible: a move shifts one tile by one cell, and
//!   until the blank first moves a misplaced tracked tile none of its moves lowers that
//!   sum. So the search is A*, and its path is a shortest one when the estimate is also
//!   consistent, which it is along the paths that matter (a tile put back out of place
//!   raises the sum as the blank nears the others); where it falls by more than a move, a
//!   state queued below the lowest bucket waits there, and the answers stay what they were.
//! - [`Estimate::Walk`], for bigger boards: each tracked tile is counted at what walking it
//!   alone costs about, 5 moves a cell in a straight line and 6 a diagonal step (`5 max +
//!   min` of its row and column distances), plus the blank's reach; and a move costs 4,
//!   less 1 when it brings the untracked tile it shifts nearer that tile's cell, plus 1 when
//!   farther (the tile that stood there when the search began), so that of the ways to place
//!   the group the search prefers those that help the tiles placed later. Not admissible: a
//!   greedy search, fast, that takes the cheapest path it happens to find. On random 10x10
//!   boards the answers take 2.61 times the Manhattan sum with three tiles a search, 2.95
//!   with two and without the moves' costs, 2.80 by A* two tiles a search (200 ms a board)
//!   and 3.24 tile by tile (`benches/big.rs` and trials, 2026-12-04).
//!
//! Which path is found is fixed by the order the queue keeps (buckets by f = cost +
//! estimate, the lowest first, the newest first within one, the moves tried d, l, r, u), so
//! the moves are the same from run to run; they are not promised to be the
//! lexicographically smallest. A state reached again at a lower cost is queued again.
//!
//! # Costs
//! Eight bytes a state met, in an open-addressing table ([`Marks`]) kept between the
//! searches of one board and never cleared (each entry holds the number of the search that
//! wrote it). On Korf and Felner's 5x5 boards the answers took 1.7 to 2.2 s for the 50
//! with arrays of the whole space against 2.3 s or more with std's hash map or with a plain
//! breadth-first search, and 1.5 to 1.8 s tile by tile (`eight --size 5x5`, disk cache
//! warm, side by side, 2026-12-03). Groups of four tiles (the 5x5's first column at once:
//! 20^5 states) made the paths 1.37 instead of 1.46 times the optima, but took 4 s for the
//! 50.

use super::work::Work;
use crate::shared::Move;

/// How a search counts the moves (see the module docs).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Estimate {
    /// Moves and the Manhattan sum: each group placed in the fewest moves it can be.
    Fewest,
    /// What walking each tile alone costs about, and the moves' effect on the other tiles:
    /// a short path found fast. The estimate counts `weight` a move of the walk, against
    /// [`WALK_MOVE`] a move made: the less, the shorter the paths and the longer the search.
    Walk {
        /// What the estimate counts a move of the walk.
        weight: u16,
    },
}

/// What a move costs with [`Estimate::Walk`].
pub(super) const WALK_MOVE: u16 = 8;

/// What a move costs less with [`Estimate::Walk`] when it brings the untracked tile it shifts
/// nearer that tile's cell, and more when farther.
const WALK_SHIFT: u16 = 2;

/// Moves the tiles of `cells` (each tile named by its cell in the goal) to those cells by a
/// sequence of blank moves within `free` (at most 254 cells, the blank and the tiles among
/// them), made on `work`, and returns true; with [`Estimate::Fewest`] a shortest one.
/// Returns false, having moved nothing, when they cannot be brought there within `free`.
///
/// # Panics
/// If the states number 2^30 or more, or a tile or the blank is outside `free`.
pub(super) fn place(
    work: &mut Work<'_>,
    marks: &mut Marks,
    free: &[usize],
    cells: &[usize],
    estimate: Estimate,
) -> bool {
    const OFF: u8 = u8::MAX;
    assert!(
        free.len() < usize::from(OFF) && cells.len() < 8,
        "a small search"
    );
    // Each cell's slot in `free` (OFF: not free).
    let mut slots = vec![OFF; work.size.cells()];
    for (index, &cell) in free.iter().enumerate() {
        slots[cell] = index as u8;
    }
    let slot = |cell: usize| {
        let index = slots[cell];
        assert!(
            index != OFF,
            "the blank and the tiles are in the free cells"
        );
        u64::from(index)
    };
    let (scale, weight) = match estimate {
        Estimate::Fewest => (1, 1),
        Estimate::Walk { weight } => (WALK_MOVE, weight),
    };
    // Each slot's neighbour by each move, as a slot (OFF: not free), and what the move costs
    // when it shifts an untracked tile.
    let mut neighbours: Vec<[u8; 4]> = Vec::with_capacity(free.len());
    let mut costs: Vec<[u16; 4]> = Vec::with_capacity(free.len());
    for &cell in free {
        let (mut next, mut cost) = ([OFF; 4], [scale; 4]);
        for ((to, cost), step) in next.iter_mut().zip(&mut cost).zip(Move::ALL) {
            let at = match work.target(cell, step) {
                Some(at) if slots[at] != OFF => at,
                _ => continue,
            };
            *to = slots[at];
            let label = work.label(at) as usize;
            if estimate != Estimate::Fewest && at != work.blank && !cells.contains(&label) {
                // The tile on `at` goes to `cell`.
                let nearer = work.distance(cell, label) < work.distance(at, label);
                *cost = match nearer {
                    true => WALK_MOVE - WALK_SHIFT,
                    false => WALK_MOVE + WALK_SHIFT,
                };
            }
        }
        neighbours.push(next);
        costs.push(cost);
    }
    // Each tracked tile's cell's distance to each slot, in the estimate's measure.
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
                        Estimate::Walk { .. } => 5 * down.max(across) + down.min(across),
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
    let left = |state: u64| -> u16 {
        let blank = (state >> blank_shift) as usize;
        let (mut sum, mut reach) = (0, u16::MAX);
        for (tile, to_cell) in distances.iter().enumerate() {
            let at = tile_at(state, tile);
            let away = to_cell[at];
            if away > 0 {
                sum += away;
                reach = reach.min(work.distance(free[blank], free[at]) as u16 - 1);
            }
        }
        match reach {
            u16::MAX => 0,
            reach => (sum + reach) * weight,
        }
    };
    let mut start = slot(work.blank) << blank_shift;
    for (tile, &cell) in cells.iter().enumerate() {
        start |= slot(work.cell_of[cell] as usize) << (8 * tile);
    }
    let width = free.len();
    let number = |state: u64| -> u32 {
        let mut code = (state >> blank_shift) as usize;
        for tile in 0..tiles {
            code = code * width + tile_at(state, tile);
        }
        code as u32
    };
    assert!(
        (width as f64).powi(tiles as i32 + 1) < f64::from(1u32 << 30),
        "a search the callers keep small"
    );
    marks.begin();
    marks.set(number(start), 0, 0);
    // The states to expand, by f = cost + estimate; each with its cost when queued.
    let mut buckets: Vec<Vec<(u64, u16)>> = Vec::new();
    let push = |buckets: &mut Vec<Vec<(u64, u16)>>, state: u64, cost: u16| {
        let f = usize::from(cost + left(state));
        if buckets.len() <= f {
            buckets.resize_with(f + 1, Vec::new);
        }
        buckets[f].push((state, cost));
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
        let (state, cost) = buckets[lowest].pop().expect("a bucket with a state");
        if marks.cost(number(state)) < cost {
            continue; // reached at a lower cost since it was queued
        }
        if left(state) == 0 {
            break state;
        }
        let blank = (state >> blank_shift) as usize;
        for (step, &to) in Move::ALL.into_iter().zip(&neighbours[blank]) {
            if to == OFF {
                continue;
            }
            let mut next = (state & !(0xff << blank_shift)) | u64::from(to) << blank_shift;
            let moved = (0..tiles).find(|&t| tile_at(state, t) == usize::from(to));
            let cost = cost
                + match moved {
                    Some(tile) => {
                        next = (next & !(0xff << (8 * tile))) | (blank as u64) << (8 * tile);
                        scale
                    }
                    None => costs[blank][step as usize],
                };
            let index = number(next);
            if marks.cost(index) > cost {
                marks.set(index, cost, step as u8);
                let f = push(&mut buckets, next, cost);
                if estimate != Estimate::Fewest {
                    lowest = lowest.min(f); // its estimate may fall by more than a move
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

/// The states the searches of one board met: an open-addressing table (linear probing, at
/// most half full) of entries that hold the number of the search that wrote them, the
/// state's number, its cost and the move that reached it. An entry of an earlier search
/// counts as empty, so a search begins without clearing anything.
#[derive(Default)]
pub(super) struct Marks {
    entries: Vec<u64>,
    /// The search under way, in the entries' top 16 bits.
    search: u64,
    /// The entries this search wrote.
    used: usize,
}

impl Marks {
    /// Starts a search, no state met.
    fn begin(&mut self) {
        if self.entries.is_empty() {
            self.entries = vec![0; 1 << 12];
        }
        self.search += 1;
        if self.search == 1 << 16 {
            self.entries.iter_mut().for_each(|entry| *entry = 0);
            self.search = 1;
        }
        self.used = 0;
    }

    /// The index of the entry of state `number`: its own, or the empty one where it goes.
    fn find(&self, number: u32) -> usize {
        let mask = self.entries.len() - 1;
        let mut at = (u64::from(number).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & mask;
        loop {
            let entry = self.entries[at];
            if entry >> 48 != self.search || (entry >> 18) as u32 & ((1 << 30) - 1) == number {
                return at;
            }
            at = (at + 1) & mask;
        }
    }

    /// The cost of reaching state `number`, or u16::MAX if this search has not met it.
    fn cost(&self, number: u32) -> u16 {
        let entry = self.entries[self.find(number)];
        match entry >> 48 == self.search {
            true => (entry >> 2) as u16,
            false => u16::MAX,
        }
    }

    /// The move that reached state `number`, which this search met.
    fn step(&self, number: u32) -> u8 {
        (self.entries[self.find(number)] & 3) as u8
    }

    /// Marks state `number` met at `cost` by `step`.
    fn set(&mut self, number: u32, cost: u16, step: u8) {
        let at = self.find(number);
        if self.entries[at] >> 48 != self.search {
            self.used += 1;
            if 2 * self.used > self.entries.len() {
                self.grow();
                return self.set(number, cost, step);
            }
        }
        self.entries[at] =
            self.search << 48 | u64::from(number) << 18 | u64::from(cost) << 2 | u64::from(step);
    }

    /// Doubles the table, the entries of this search moved over.
    fn grow(&mut self) {
        let bigger = vec![0; 2 * self.entries.len()];
        let old = std::mem::replace(&mut self.entries, bigger);
        self.used = 0;
        for entry in old.into_iter().filter(|entry| entry >> 48 == self.search) {
            let at = self.find((entry >> 18) as u32 & ((1 << 30) - 1));
            self.entries[at] = entry;
            self.used += 1;
        }
    }
}
