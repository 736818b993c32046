//! Placing a few tiles at once: a best-first search over the cells still free for blank
//! moves that bring the tracked tiles to their cells, the other tiles counting as
//! interchangeable.
//!
//! A move costs [`MOVE`] (16), less [`SHIFT`] (4) when it brings the untracked tile it shifts
//! nearer that tile's cell and more when farther (the tile that stood there when the search
//! began), so that of the ways to place the group the search prefers those that help the
//! tiles placed later. What is left is estimated from what each tracked tile alone needs
//! ([`walks`]: the fewest moves that bring it to its cell over the free cells, the others
//! interchangeable, found by a breadth-first search for each tile and every cell of it and
//! of the blank): the sum over the misplaced tiles of their fewest moves with the blank
//! where it suits each best, plus the least that the blank's real cell adds to one of them;
//! each such move counted `weight` against the 16 of a move made. A state from which some
//! tile cannot reach its cell at all is dropped. The estimate is not admissible: the search
//! is a greedy one that takes the cheapest path it happens to find, and the lower the
//! weight, the shorter the paths and the longer the search (the callers' weights and what
//! they give are in `peel`). Each tile is first kept to a lane round its way ([`LANE`]); a
//! group the lanes cannot place is searched again without them. Nothing is claimed
//! shortest.
//!
//! The tables know what the old rule of thumb (5 moves a cell a tile walks straight, 6 a
//! diagonal step, plus the blank's distance) did not: the locked cells and the board's
//! edges, which make a walk along them dearer, and the side of its tile the blank is on. On
//! 100 random 10x10 boards at the careful pace's weight they give 2.45 instead of 2.49 times
//! the Manhattan sum in 12 instead of 18 ms a board (`benches/RESULTS.md`).
//!
//! Which path is found is fixed by the order the queue keeps (buckets by f = cost +
//! estimate, the lowest first, the newest first within one, the moves tried d, l, r, u), so
//! the moves are the same from run to run. A state reached again at a lower cost is queued
//! again; the estimate may fall by more than a move's cost, so the lowest bucket is the
//! lowest one pushed since the last pop, not a bound that only grows.
//!
//! # Costs
//! Eight bytes a state met, in an open-addressing table ([`Marks`]) kept between the
//! searches of one board and never cleared (each entry holds the number of the search that
//! wrote it), so a search costs the states it meets, not its space (25^6 for a whole side of
//! a 5x5 board). A weight of 16 meets a few hundred states a tile placed. The tables of
//! [`walks`] are two bytes for each tracked tile, free cell and free cell of the blank (at
//! most 7 x 254 x 254), made in time linear in the cells of the tile's lane ([`LANE`])
//! times the free cells: about a third of a brisk 10x10 board's time, a sixth of a careful
//! one's.

use super::work::Work;
use crate::shared::Move;

/// How far a tile may stray, in a group's first searches (`peel`), from the box round its
/// cell and its goal cell: one cell on every side. The tables of [`walks`] then cover only
/// those cells of the tile, which on 100 random 10x10 boards at the brisk pace cut the time
/// a board by a tenth and left the moves within 0.05% (`benches/RESULTS.md`).
pub(super) const LANE: usize = 1;

/// What a move costs, and what its estimate counts a move of a tile's walk at full weight.
const MOVE: u16 = 16;

/// What a move costs less when it brings the untracked tile it shifts nearer that tile's
/// cell, and more when farther.
const SHIFT: u16 = 4;

/// Moves the tiles of `cells` (each tile named by its cell in the goal) to those cells by a
/// sequence of blank moves within `free` (at most 254 cells, the blank and the tiles among
/// them), each tile kept within `lane` cells of the box round its cell and its goal cell
/// (None: anywhere in `free`), made on `work`; the estimate counts a move of a tile's walk
/// `weight` against the [`MOVE`] of a move made (see the module docs). Moves nothing and
/// says why not when the tiles cannot be brought there within `free` (and their lanes), or
/// when the search meets more than `budget` states.
///
/// # Panics
/// If the states number 2^30 or more, or a tile or the blank is outside `free`.
pub(super) fn place(
    work: &mut Work<'_>,
    marks: &mut Marks,
    free: &[usize],
    cells: &[usize],
    weight: u16,
    budget: usize,
    lane: Option<usize>,
) -> Result<(), Stop> {
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
    // Each slot's neighbour by each move, as a slot (OFF: not free), and what the move costs
    // when it shifts an untracked tile.
    let mut neighbours: Vec<[u8; 4]> = Vec::with_capacity(free.len());
    let mut costs: Vec<[u16; 4]> = Vec::with_capacity(free.len());
    for &cell in free {
        let (mut next, mut cost) = ([OFF; 4], [MOVE; 4]);
        for ((to, cost), step) in next.iter_mut().zip(&mut cost).zip(Move::ALL) {
            let at = match work.target(cell, step) {
                Some(at) if slots[at] != OFF => at,
                _ => continue,
            };
            *to = slots[at];
            let label = work.label(at) as usize;
            if at != work.blank && !cells.contains(&label) {
                // The tile on `at` goes to `cell`.
                let nearer = work.distance(cell, label) < work.distance(at, label);
                *cost = match nearer {
                    true => MOVE - SHIFT,
                    false => MOVE + SHIFT,
                };
            }
        }
        neighbours.push(next);
        costs.push(cost);
    }
    // What bringing each tracked tile alone to its cell takes (see `walks`).
    let tiles = cells.len();
    let width = free.len();
    let targets: Vec<u8> = cells.iter().map(|&cell| slot(cell) as u8).collect();
    // The free cells each tile may cross, tile by tile.
    let mut lanes = vec![true; tiles * width];
    if let Some(lane) = lane {
        for (tile, &cell) in cells.iter().enumerate() {
            let (at, goal) = (work.cell_of[cell] as usize, cell);
            let ((at_row, at_column), (row, column)) = (work.row_column(at), work.row_column(goal));
            let rows = at_row.min(row).saturating_sub(lane)..=at_row.max(row) + lane;
            let columns = at_column.min(column).saturating_sub(lane)..=at_column.max(column) + lane;
            for (slot, &cell) in free.iter().enumerate() {
                let (row, column) = work.row_column(cell);
                lanes[tile * width + slot] = rows.contains(&row) && columns.contains(&column);
            }
        }
    }
    let (moves, nearest) = walks(&neighbours, &targets, &lanes);
    // A state: the blank's slot in the top byte, tile i's slot in byte i.
    let blank_shift = 8 * tiles as u32;
    let tile_at = |state: u64, tile: usize| ((state >> (8 * tile)) & 0xff) as usize;
    // The estimate, `weight` a move; None when some tile cannot reach its cell from there.
    let left = |state: u64| -> Option<u32> {
        let blank = (state >> blank_shift) as usize;
        let (mut sum, mut reach) = (0, u16::MAX);
        for tile in 0..tiles {
            let at = tile * width + tile_at(state, tile);
            let (least, here) = (nearest[at], moves[at * width + blank]);
            if least == u16::MAX || least > 0 && here == u16::MAX {
                return None;
            }
            if least > 0 {
                sum += u32::from(least);
                reach = reach.min(here - least);
            }
        }
        Some(match reach {
            u16::MAX => 0,
            reach => (sum + u32::from(reach)) * u32::from(weight),
        })
    };
    let (mut start, mut goal_tiles) = (slot(work.blank) << blank_shift, 0);
    for (tile, &cell) in cells.iter().enumerate() {
        start |= slot(work.cell_of[cell] as usize) << (8 * tile);
        goal_tiles |= slot(cell) << (8 * tile);
    }
    let tiles_mask = (1u64 << blank_shift) - 1;
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
    marks.lower(number(start), 0, 0);
    // The states to expand, by f = cost + estimate; each with its cost when queued.
    let mut buckets: Vec<Vec<(u64, u16)>> = Vec::new();
    let push = |buckets: &mut Vec<Vec<(u64, u16)>>, state: u64, cost: u16, estimate: u32| {
        let f = usize::from(cost) + estimate as usize;
        if buckets.len() <= f {
            buckets.resize_with(f + 1, Vec::new);
        }
        buckets[f].push((state, cost));
        f
    };
    let mut lowest = match left(start) {
        Some(estimate) => push(&mut buckets, start, 0, estimate),
        None => return Err(Stop::Unreachable),
    };
    let goal = loop {
        while lowest < buckets.len() && buckets[lowest].is_empty() {
            lowest += 1;
        }
        if lowest == buckets.len() {
            return Err(Stop::Unreachable); // every state met, none the goal
        }
        let (state, cost) = buckets[lowest].pop().expect("a bucket with a state");
        if marks.cost(number(state)) < cost {
            continue; // reached at a lower cost since it was queued
        }
        if state & tiles_mask == goal_tiles {
            break state; // every tile in its cell: nothing left
        }
        let blank = (state >> blank_shift) as usize;
        for (&to, step) in neighbours[blank].iter().zip(Move::ALL) {
            if to == OFF {
                continue;
            }
            let mut next = (state & !(0xff << blank_shift)) | u64::from(to) << blank_shift;
            let moved = (0..tiles).find(|&t| tile_at(state, t) == usize::from(to));
            let cost = cost
                + match moved {
                    Some(tile) => {
                        next = (next & !(0xff << (8 * tile))) | (blank as u64) << (8 * tile);
                        MOVE
                    }
                    None => costs[blank][step as usize],
                };
            let estimate = match left(next) {
                Some(estimate) => estimate,
                None => continue, // a tile cut off from its cell
            };
            if let Some(met) = marks.lower(number(next), cost, step as u8) {
                if met > budget {
                    return Err(Stop::Budget);
                }
                let f = push(&mut buckets, next, cost, estimate);
                lowest = lowest.min(f); // the estimate may fall by more than a move
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
    Ok(())
}

/// What bringing each tile alone to its cell takes over a search's free cells (the slots,
/// whose neighbours are `neighbours`, `u8::MAX` for none), the other tiles interchangeable,
/// for the tiles whose cells are the slots `targets`, each over the slots its row of `lanes`
/// lets it cross (a flag a slot, tile by tile): by tile, tile slot and blank slot, the
/// fewest moves (u16::MAX: never); and by tile and tile slot, the least of those over the
/// blank's slots. A breadth-first search for each tile, backwards from the states with the
/// tile in its cell. Exact for one tile alone, it knows what the old rule of thumb did not:
/// the locked cells and the board's edges, along which a walk costs more, and on which side
/// of its tile the blank stands.
fn walks(neighbours: &[[u8; 4]], targets: &[u8], lanes: &[bool]) -> (Vec<u16>, Vec<u16>) {
    let width = neighbours.len();
    let area = width * width;
    let mut moves = vec![u16::MAX; targets.len() * area];
    // A state: the tile's slot in the high byte, the blank's in the low one.
    let mut queue: Vec<u16> = Vec::with_capacity(area);
    let tables = moves.chunks_mut(area).zip(targets).zip(lanes.chunks(width));
    for ((table, &target), lane) in tables {
        let target = usize::from(target);
        queue.clear();
        for blank in (0..width).filter(|&blank| blank != target) {
            table[target * width + blank] = 0;
            queue.push((target << 8 | blank) as u16);
        }
        let mut head = 0;
        while let Some(&state) = queue.get(head) {
            head += 1;
            let (at, blank) = (usize::from(state >> 8), usize::from(state & 0xff));
            let moved = table[at * width + blank] + 1;
            for to in neighbours[blank].iter().map(|&to| usize::from(to)) {
                // The blank steps to `to`; the tile takes the blank's cell if it stood there.
                let (tile, hole) = if to == at { (blank, to) } else { (at, to) };
                if to != 255 && lane[tile] && table[tile * width + hole] == u16::MAX {
                    table[tile * width + hole] = moved;
                    queue.push((tile << 8 | hole) as u16);
                }
            }
        }
    }
    let nearest = moves
        .chunks(width)
        .map(|row| row.iter().copied().min().unwrap_or(u16::MAX))
        .collect();
    (moves, nearest)
}

/// The state's number an entry of [`Marks`] holds (bits 18 to 47).
fn number_of(entry: u64) -> u32 {
    (entry >> 18) as u32 & ((1 << 30) - 1)
}

/// Why [`place`] placed nothing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Stop {
    /// The tiles cannot reach their cells within the free cells it was given.
    Unreachable,
    /// It met more states than its budget.
    Budget,
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
            if entry >> 48 != self.search || number_of(entry) == number {
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

    /// Marks state `number` met at `cost` by `step` if this search has not met it at a cost
    /// that low; then the number of states this search met.
    fn lower(&mut self, number: u32, cost: u16, step: u8) -> Option<usize> {
        let at = self.find(number);
        let entry = self.entries[at];
        if entry >> 48 != self.search {
            self.used += 1;
            if 2 * self.used > self.entries.len() {
                self.used -= 1;
                self.grow();
                return self.lower(number, cost, step);
            }
        } else if (entry >> 2) as u16 <= cost {
            return None;
        }
        self.entries[at] =
            self.search << 48 | u64::from(number) << 18 | u64::from(cost) << 2 | u64::from(step);
        Some(self.used)
    }

    /// Doubles the table, the entries of this search moved over.
    fn grow(&mut self) {
        let bigger = vec![0; 2 * self.entries.len()];
        let old = std::mem::replace(&mut self.entries, bigger);
        self.used = 0;
        let search = self.search; // a closure of edition 2018 would borrow all of self
        for entry in old.into_iter().filter(|entry| entry >> 48 == search) {
            let at = self.find(number_of(entry));
            self.entries[at] = entry;
            self.used += 1;
        }
    }
}
