//! The board being solved, relabelled so that each tile is named by its cell in the goal,
//! with the moves that change it: one blank step, the blank walked to a cell around
//! obstacles, a tile walked to a cell by the blank, and a small window solved by
//! breadth-first search. Every move is handed to the caller's sink as it is made, so no
//! path is ever held.
//!
//! # Costs
//! 8 bytes a cell (the label at each cell with its lock flag, the cell of each label). A step is
//! O(1); walking the blank is O(1) a move but for a detour, which searches the box around
//! the blank and its target; a window search is at most a few thousand states.

use crate::shared::{Move, Size};
use std::collections::VecDeque;

/// The flag of a cell the blank must not enter (tiles already placed, and ones held for a
/// while), added to the cell's label: labels are below 2^20. Kept beside the label rather than in an
/// array of its own: the blank's walks read both at every step, and on a 1000x1000 board perf
/// put about a third of their time on those two loads. Side by side on a 600x600 board the
/// whole answer took 0.89 and 0.95 of the time (hdu3567, medians of 3 and 4 runs in turns).
const LOCKED: u32 = 1 << 31;

/// The shift of [`Work::row_column`]'s multiplication.
const ROW_SHIFT: u32 = 40;

/// The board being solved and the sink its moves go to.
pub(super) struct Work<'s> {
    pub(super) size: Size,
    columns: usize,
    /// `2^40 / columns`, rounded up: a cell's row is `cell * row_factor >> 40`, exact for
    /// every cell below 2^20 (see [`Work::row_column`]).
    row_factor: u64,
    /// The label at each cell (the goal cell of the tile on it), [`LOCKED`] added where the
    /// blank must not go: one load tells both, which the blank's walks read at every step.
    labels: Vec<u32>,
    /// The cell of each label.
    pub(super) cell_of: Vec<u32>,
    /// The blank's label (its goal cell) and its cell now.
    blank_label: u32,
    pub(super) blank: usize,
    /// Takes each move; false when it wants no more.
    sink: &'s mut dyn FnMut(Move) -> bool,
    pub(super) moves: u64,
    /// Whether the sink has asked for no more moves: the reduction then stops at the next
    /// tile, and the moves made meanwhile go nowhere.
    pub(super) stopped: bool,
}

impl<'s> Work<'s> {
    /// The work of taking `labels` (each cell's goal cell) to the identity.
    pub(super) fn new(
        size: Size,
        labels: Vec<u32>,
        blank_goal: usize,
        sink: &'s mut dyn FnMut(Move) -> bool,
    ) -> Work<'s> {
        let mut cell_of = vec![0u32; labels.len()];
        for (cell, &label) in labels.iter().enumerate() {
            cell_of[label as usize] = cell as u32;
        }
        let blank = cell_of[blank_goal] as usize;
        Work {
            size,
            columns: size.columns(),
            row_factor: (1u64 << ROW_SHIFT) / size.columns() as u64 + 1,
            labels,
            cell_of,
            blank_label: blank_goal as u32,
            blank,
            sink,
            moves: 0,
            stopped: false,
        }
    }

    /// The goal cell of the tile on `cell`.
    #[inline]
    pub(super) fn label(&self, cell: usize) -> u32 {
        self.labels[cell] & !LOCKED
    }

    /// Each cell's label, in cell order.
    pub(super) fn labels(&self) -> impl Iterator<Item = u32> + '_ {
        self.labels.iter().map(|&label| label & !LOCKED)
    }

    /// Whether the blank must keep out of `cell`.
    #[inline]
    pub(super) fn is_locked(&self, cell: usize) -> bool {
        self.labels[cell] & LOCKED != 0
    }

    /// Keeps the blank out of `cell`, or lets it in again.
    pub(super) fn lock(&mut self, cell: usize, locked: bool) {
        debug_assert_ne!(cell, self.blank, "the blank's own cell is never locked");
        match locked {
            true => self.labels[cell] |= LOCKED,
            false => self.labels[cell] &= !LOCKED,
        }
    }

    /// The row and column of `cell`. A multiplication instead of a division: the divisions
    /// took about a tenth of the solve's time (perf on a 300x300 board; side by side on
    /// 400x400 boards the solve got about a tenth faster, 2026-12-03). With
    /// `f = 2^40 / c + e` (`0 < e <= 1`), `x f / 2^40` exceeds `x / c` by less than
    /// `x / 2^40 < 1 / c` for `x < 2^20 <= 2^40 / c`, so its floor is the row.
    #[inline]
    pub(super) fn row_column(&self, cell: usize) -> (usize, usize) {
        debug_assert!(cell < 1 << 20, "boards have at most a million cells");
        let row = ((cell as u64 * self.row_factor) >> ROW_SHIFT) as usize;
        (row, cell - row * self.columns)
    }

    /// The cell `step` takes the blank to from `cell`, if it stays on the board:
    /// [`Size::target`] with [`Work::row_column`]'s split instead of its division.
    #[inline]
    pub(super) fn target(&self, cell: usize, step: Move) -> Option<usize> {
        let (row, column) = self.row_column(cell);
        match step {
            Move::Down => (row + 1 < self.size.rows()).then(|| cell + self.columns),
            Move::Left => (column > 0).then(|| cell - 1),
            Move::Right => (column + 1 < self.columns).then(|| cell + 1),
            Move::Up => (row > 0).then(|| cell - self.columns),
        }
    }

    /// The moves between two cells, counted as if nothing were in the way.
    #[inline]
    pub(super) fn distance(&self, a: usize, b: usize) -> usize {
        let ((ar, ac), (br, bc)) = (self.row_column(a), self.row_column(b));
        ar.abs_diff(br) + ac.abs_diff(bc)
    }

    /// The blank steps once; the tile there takes its cell.
    ///
    /// # Panics
    /// If the step leaves the board: the callers step only onto cells they checked.
    #[inline]
    pub(super) fn step(&mut self, step: Move) {
        let to = self
            .target(self.blank, step)
            .expect("a step stays on the board");
        self.shift(step, to);
    }

    /// [`Work::step`] to `to`, the cell `step` takes the blank to.
    #[inline]
    fn shift(&mut self, step: Move, to: usize) {
        let label = self.labels[to];
        debug_assert_eq!(label & LOCKED, 0, "the blank never enters a locked cell");
        self.labels[self.blank] = label;
        self.cell_of[label as usize] = self.blank as u32;
        self.labels[to] = self.blank_label;
        self.cell_of[self.blank_label as usize] = to as u32;
        self.blank = to;
        self.moves += 1;
        if !self.stopped && !(self.sink)(step) {
            self.stopped = true;
        }
    }

    /// How much the blank stepping from `from` to the neighbouring cell `to` lowers the sum
    /// of Manhattan distances: 1 when the tile on `to` goes towards its cell, -1 when away.
    #[inline]
    fn gain_of(&self, from: usize, to: usize) -> i32 {
        let label = self.label(to) as usize;
        self.distance(to, label) as i32 - self.distance(from, label) as i32
    }

    /// The step from `from` to the neighbouring cell `to`.
    #[inline]
    pub(super) fn direction(&self, from: usize, to: usize) -> Move {
        if to == from + self.columns {
            Move::Down
        } else if to + self.columns == from {
            Move::Up
        } else if to == from + 1 {
            Move::Right
        } else {
            debug_assert_eq!(to + 1, from, "cells next to each other");
            Move::Left
        }
    }

    /// Walks the blank to `target` without entering a locked cell or `avoid`: straight
    /// towards it while it can, along the longer way first; around an obstacle by the
    /// shortest detour in the box of the two cells.
    ///
    /// # Panics
    /// If no free path leads there: the callers keep the free cells connected.
    pub(super) fn walk_blank(&mut self, target: usize, avoid: usize) {
        let columns = self.columns;
        let (tr, tc) = self.row_column(target);
        while self.blank != target {
            let (br, bc) = self.row_column(self.blank);
            let vertical = match tr.cmp(&br) {
                std::cmp::Ordering::Greater => Some((Move::Down, self.blank + columns)),
                std::cmp::Ordering::Less => Some((Move::Up, self.blank - columns)),
                std::cmp::Ordering::Equal => None,
            };
            let horizontal = match tc.cmp(&bc) {
                std::cmp::Ordering::Greater => Some((Move::Right, self.blank + 1)),
                std::cmp::Ordering::Less => Some((Move::Left, self.blank - 1)),
                std::cmp::Ordering::Equal => None,
            };
            let order = if tr.abs_diff(br) >= tc.abs_diff(bc) {
                [vertical, horizontal]
            } else {
                [horizontal, vertical]
            };
            // Of the free steps that bring the blank nearer, one that also brings its tile
            // nearer its cell, else the one along the longer way (the first on a tie).
            let mut chosen: Option<(Move, usize)> = None;
            let mut chosen_gain = i32::MIN;
            for (step, next) in order.iter().flatten().copied() {
                if next == avoid || self.is_locked(next) {
                    continue;
                }
                let gain = self.gain_of(self.blank, next);
                if gain > chosen_gain {
                    chosen = Some((step, next));
                    chosen_gain = gain;
                }
            }
            match chosen {
                Some((step, next)) => self.shift(step, next),
                None => self.detour(target, avoid),
            }
        }
    }

    /// Walks the blank to `target` by a shortest free path inside the box of the two cells
    /// grown by a margin, the margin doubled until a path is found.
    fn detour(&mut self, target: usize, avoid: usize) {
        if self.round_the_tile(target, avoid) {
            return;
        }
        let (rows, columns) = (self.size.rows(), self.size.columns());
        let ((br, bc), (tr, tc)) = (self.row_column(self.blank), self.row_column(target));
        let mut margin = 1;
        loop {
            let top = br.min(tr).saturating_sub(margin);
            let left = bc.min(tc).saturating_sub(margin);
            let bottom = (br.max(tr) + margin).min(rows - 1);
            let right = (bc.max(tc) + margin).min(columns - 1);
            let width = right - left + 1;
            let index = |cell: usize| (cell / columns - top) * width + (cell % columns - left);
            let mut came_from = vec![u32::MAX; (bottom - top + 1) * width];
            let mut queue = VecDeque::new();
            came_from[index(self.blank)] = self.blank as u32;
            queue.push_back(self.blank);
            while let Some(cell) = queue.pop_front() {
                if cell == target {
                    break;
                }
                for step in Move::ALL {
                    let next = match self.target(cell, step) {
                        Some(next) => next,
                        None => continue,
                    };
                    let (nr, nc) = self.row_column(next);
                    let inside = (top..=bottom).contains(&nr) && (left..=right).contains(&nc);
                    if inside
                        && next != avoid
                        && !self.is_locked(next)
                        && came_from[index(next)] == u32::MAX
                    {
                        came_from[index(next)] = cell as u32;
                        queue.push_back(next);
                    }
                }
            }
            if came_from[index(target)] != u32::MAX {
                let mut path = vec![target];
                while *path.last().expect("the path has its end") != self.blank {
                    let cell = *path.last().expect("the path has its end");
                    path.push(came_from[index(cell)] as usize);
                }
                for pair in path.windows(2).rev() {
                    let step = self.direction(pair[1], pair[0]);
                    self.step(step);
                }
                return;
            }
            let whole = top == 0 && left == 0 && bottom == rows - 1 && right == columns - 1;
            assert!(!whole, "the free cells around the blank reach its target");
            margin *= 2;
        }
    }

    /// The common detour: the blank, `avoid` and `target` in a line, `avoid` between them;
    /// the blank goes round on the side where the four tiles it moves gain most. Says no,
    /// moving nothing, when that is not the case or neither side is free.
    fn round_the_tile(&mut self, target: usize, avoid: usize) -> bool {
        let (blank, columns) = (self.blank, self.columns);
        if avoid == usize::MAX
            || self.distance(blank, target) != 2
            || self.distance(blank, avoid) != 1
        {
            return false;
        }
        let ahead = self.direction(blank, avoid);
        if self.target(avoid, ahead) != Some(target) {
            return false;
        }
        let sides: [Move; 2] = match ahead {
            Move::Down | Move::Up => [Move::Left, Move::Right],
            Move::Left | Move::Right => [Move::Down, Move::Up],
        };
        let _ = columns;
        let mut best: Option<(i32, Move)> = None;
        for side in sides {
            let path = [side, ahead, ahead, side.reverse()];
            let mut at = blank;
            let mut gain = 0;
            let mut legal = true;
            for &step in &path {
                match self.target(at, step) {
                    Some(next) if next != avoid && !self.is_locked(next) => {
                        gain += self.gain_of(at, next);
                        at = next;
                    }
                    _ => {
                        legal = false;
                        break;
                    }
                }
            }
            if legal && best.map_or(true, |(score, _)| gain > score) {
                best = Some((gain, side));
            }
        }
        match best {
            Some((_, side)) => {
                for step in [side, ahead, ahead, side.reverse()] {
                    self.step(step);
                }
                true
            }
            None => false,
        }
    }

    /// Walks the tile labelled `label` to `target` through free cells, one cell a time: the
    /// blank goes to the cell ahead of the tile (without moving it) and steps back into the
    /// tile's cell. Of the two cells that bring the tile nearer, it takes the one the blank
    /// reaches sooner, which makes diagonal runs a staircase of three moves a cell.
    pub(super) fn walk_tile(&mut self, label: u32, target: usize) {
        loop {
            let at = self.cell_of[label as usize] as usize;
            if at == target {
                return;
            }
            let ((ar, ac), (tr, tc)) = (self.row_column(at), self.row_column(target));
            let vertical = match tr.cmp(&ar) {
                std::cmp::Ordering::Greater => Some(at + self.columns),
                std::cmp::Ordering::Less => Some(at - self.columns),
                std::cmp::Ordering::Equal => None,
            };
            let horizontal = match tc.cmp(&ac) {
                std::cmp::Ordering::Greater => Some(at + 1),
                std::cmp::Ordering::Less => Some(at - 1),
                std::cmp::Ordering::Equal => None,
            };
            let cost = |next: usize| {
                // Behind the tile, in line with it: the blank has to go round it.
                let behind = self.distance(self.blank, next) == self.distance(self.blank, at) + 1
                    && self.distance(self.blank, at) > 0
                    && in_line(
                        self.row_column(self.blank),
                        self.row_column(at),
                        self.row_column(next),
                    );
                self.distance(self.blank, next) + if behind { 2 } else { 0 }
            };
            let next = [vertical, horizontal]
                .iter()
                .flatten()
                .copied()
                .filter(|&next| !self.is_locked(next))
                .min_by_key(|&next| cost(next))
                .expect("a free cell brings the tile nearer its target");
            self.walk_blank(next, at);
            let step = self.direction(next, at);
            self.step(step);
        }
    }

    /// Solves a window of at most 9 cells holding the blank and the `tracked` tiles (label
    /// and target cell, all inside it) by breadth-first search over where those are; the
    /// other tiles of the window count as interchangeable.
    ///
    /// # Panics
    /// If the blank or a tracked tile is outside the window, or the targets cannot be
    /// reached: the callers make windows where they can.
    pub(super) fn solve_window(&mut self, window: &[usize], tracked: &[(u32, usize)]) {
        let width = window.len();
        let slot = |cell: usize| window.iter().position(|&c| c == cell);
        let pieces = tracked.len() + 1;
        let encode =
            |positions: &[usize]| positions.iter().fold(0usize, |code, &p| code * width + p);
        let decode = |mut code: usize| {
            let mut positions = vec![0; pieces];
            for position in positions.iter_mut().rev() {
                *position = code % width;
                code /= width;
            }
            positions
        };
        let mut start = vec![slot(self.blank).expect("the blank is in the window")];
        for &(label, _) in tracked {
            start.push(
                slot(self.cell_of[label as usize] as usize)
                    .expect("a tracked tile is in the window"),
            );
        }
        let goal: Vec<usize> = tracked
            .iter()
            .map(|&(_, target)| slot(target).expect("a target is in the window"))
            .collect();
        let states = width.pow(pieces as u32);
        let mut came_from = vec![(u32::MAX, Move::Down); states];
        let start_code = encode(&start);
        came_from[start_code] = (start_code as u32, Move::Down);
        let mut queue = VecDeque::from([start_code]);
        let mut found = None;
        while let Some(code) = queue.pop_front() {
            let positions = decode(code);
            if positions[1..] == goal[..] {
                found = Some(code);
                break;
            }
            let blank = window[positions[0]];
            for step in Move::ALL {
                let next_cell = match self.target(blank, step) {
                    Some(cell) => cell,
                    None => continue,
                };
                let next_slot = match slot(next_cell) {
                    Some(next_slot) => next_slot,
                    None => continue,
                };
                let mut next = positions.clone();
                next[0] = next_slot;
                if let Some(tile) = positions[1..].iter().position(|&p| p == next_slot) {
                    next[tile + 1] = positions[0];
                }
                let next_code = encode(&next);
                if came_from[next_code].0 == u32::MAX {
                    came_from[next_code] = (code as u32, step);
                    queue.push_back(next_code);
                }
            }
        }
        let mut code = found.expect("the window's targets can be reached");
        let mut steps = Vec::new();
        while code != start_code {
            let (before, step) = came_from[code];
            steps.push(step);
            code = before as usize;
        }
        for &step in steps.iter().rev() {
            self.step(step);
        }
    }
}

/// Whether three cells lie on one row or one column.
fn in_line(a: (usize, usize), b: (usize, usize), c: (usize, usize)) -> bool {
    (a.0 == b.0 && b.0 == c.0) || (a.1 == b.1 && b.1 == c.1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_multiplied_split_is_the_division_on_every_cell_of_the_widest_shapes() {
        for (rows, columns) in [
            (2, 500_000),
            (500_000, 2),
            (1000, 1000),
            (999, 1001),
            (1024, 976),
            (3, 333_333),
            (7, 7),
        ] {
            let size = Size::new(rows, columns).unwrap();
            let cells = size.cells();
            let mut sink = |_| true;
            let work = Work::new(size, (0..cells as u32).collect(), cells - 1, &mut sink);
            for cell in 0..cells {
                assert_eq!(
                    work.row_column(cell),
                    (cell / columns, cell % columns),
                    "{size}"
                );
            }
        }
    }
}
