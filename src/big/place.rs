//! Placing a few tiles at once: an A* search over the cells still free (the unsolved
//! rectangle of a small board) for the fewest blank moves that bring the tracked tiles to
//! their cells, the other tiles counting as interchangeable.
//!
//! The heuristic is the tracked tiles' Manhattan sum plus the blank's distance to the
//! nearest misplaced one, less one. Admissible: a move shifts one tile by one cell, and
//! until the blank first moves a misplaced tracked tile none of its moves lowers that sum.
//! Consistent: one move lowers the estimate by at most one (a tile put back out of place
//! raises the sum as the blank nears the others). So the first time the goal is taken from
//! the queue its path is a shortest one. Which shortest one is fixed by the order the queue keeps
//! (buckets by f, the newest first, the moves tried d, l, r, u), so the moves are the same
//! from run to run; they are not promised to be the lexicographically smallest.
//!
//! # Costs
//! Two bytes a state of the whole space (`cells^(tiles + 1)`, 23^4 = 279,841 for the second
//! group of a 5x5's first row), as arrays rather than a hash map: on Korf and Felner's 5x5
//! boards the answers took 1.7 to 2.2 s for the 50 against 2.3 s or more with a hash map or
//! with a plain breadth-first search, and 1.5 to 1.8 s tile by tile (`eight --size 5x5`,
//! disk cache warm, side by side, 2026-12-03). Groups of four tiles (the 5x5's first column
//! at once: 20^5 states) made the paths 1.37 instead of 1.46 times the optima, but took 4 s
//! for the 50.

use super::work::Work;
use crate::shared::Move;

/// Moves the tiles of `cells` (each tile named by its cell in the goal) to those cells by a
/// shortest sequence of blank moves within `free` (at most 255 cells, the blank and the
/// tiles among them), made on `work`.
///
/// # Panics
/// If the states number 2^26 or more, a tile or the blank is outside `free`, or the cells
/// cannot be reached within it: the callers place a side of a rectangle at least 2 deep, the
/// line's end cell last but one, so every arrangement is reachable.
pub(super) fn place(work: &mut Work<'_>, free: &[usize], cells: &[usize]) {
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
                .map(|&at| work.distance(at, cell) as u16)
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
    let estimate = |state: u64| -> u16 {
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
    // Each state's moves from the start (u8::MAX: not met) and the move that reached it.
    let mut moves_to = vec![u8::MAX; states];
    let mut step_to = vec![0u8; states];
    moves_to[number(start)] = 0;
    // The states to expand, by f = moves + estimate; each with its moves when queued.
    let mut buckets: Vec<Vec<(u64, u16)>> = Vec::new();
    let push = |buckets: &mut Vec<Vec<(u64, u16)>>, state: u64, moves: u16| {
        let f = usize::from(moves + estimate(state));
        if buckets.len() <= f {
            buckets.resize_with(f + 1, Vec::new);
        }
        buckets[f].push((state, moves));
    };
    push(&mut buckets, start, 0);
    let mut lowest = 0;
    let goal = loop {
        while buckets[lowest].is_empty() {
            lowest += 1;
        }
        let (state, moves) = buckets[lowest].pop().expect("a bucket with a state");
        if u16::from(moves_to[number(state)]) < moves {
            continue; // reached by a shorter way since it was queued
        }
        if estimate(state) == 0 {
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
            if u16::from(moves_to[index]) > moves + 1 {
                assert!(
                    moves + 1 < u16::from(u8::MAX),
                    "a few tiles placed in under 255 moves"
                );
                moves_to[index] = (moves + 1) as u8;
                step_to[index] = step as u8;
                push(&mut buckets, next, moves + 1);
            }
        }
    };
    // Back from the goal: undo each state's move to find the state before it.
    let mut steps = Vec::new();
    let mut at = goal;
    while at != start {
        let step = Move::ALL[usize::from(step_to[number(at)])];
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
}
