//! The databases of one goal blank cell ([`Tables`]) and the IDA* search over them.
//!
//! Boards here are relabelled: each tile is named by its goal cell, so the goal has tile `c`
//! in cell `c` and the tables depend only on the size and the goal's blank cell. The search
//! keeps one index per pattern (and one per pattern of the board reflected about the main
//! diagonal) and updates the one that a move touches with a single add, so a node costs a
//! few loads: mostly the database entries, which miss the cache on the large boards.
//!
//! # Costs
//! Memory: the databases (see [`super::pattern`]), 33.6 MB for 4x4. Time per node: tens of
//! nanoseconds. The search itself allocates only its path.

use super::board::Size;
use super::pattern;
use crate::board::Move;

/// Code of "no previous move" in [`Tables::exits`].
const NO_MOVE: usize = 4;

/// What moving one tile does to the indices: which pattern it belongs to and what its index
/// gains, for the board and for the reflected board.
#[derive(Clone, Copy, Default, Debug)]
struct Step {
    pattern: u8,
    /// Added (wrapping) to the pattern's absolute index.
    delta: u32,
    reflected_pattern: u8,
    reflected_delta: u32,
}

/// The moves worth trying from a blank cell after a given move: on the board and not
/// straight back, in the order d, l, r, u, each as (move code, blank's new cell).
#[derive(Clone, Copy, Default)]
struct Exits {
    moves: [(u8, u8); 4],
    count: u8,
}

/// Everything the search needs for goals of one size with the blank in one cell.
pub struct Tables {
    size: Size,
    blank: usize,
    /// All patterns' databases, one after the other; indices are absolute.
    entries: Vec<u8>,
    /// Where each pattern's database starts in `entries`.
    bases: Vec<u32>,
    /// The pattern of each tile (goal cell), and its index weight `cells^j`.
    pattern_of: [u8; 16],
    weight: [u32; 16],
    /// Whether the lookup on the reflected board is valid (square board, blank on the diagonal).
    reflect: bool,
    /// `steps[tile][move code]`: the effect of the blank making that move onto the tile.
    steps: [[Step; 4]; 16],
    /// `exits[blank * 5 + previous move code or NO_MOVE]`.
    exits: Vec<Exits>,
}

impl Tables {
    /// Builds the databases for goals of `size` with the blank at `blank`, one thread per
    /// pattern (they are independent).
    pub fn build(size: Size, blank: usize) -> Tables {
        let (n, columns) = (size.cells(), size.columns());
        let patterns = pattern::patterns(size, blank);
        let databases: Vec<Vec<u8>> = std::thread::scope(|scope| {
            let handles: Vec<_> = patterns
                .iter()
                .map(|tiles| scope.spawn(move || pattern::build(size, blank, tiles)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a database build panicked"))
                .collect()
        });
        let mut bases = Vec::new();
        let mut entries = Vec::new();
        for database in &databases {
            bases.push(entries.len() as u32);
            entries.extend_from_slice(database);
        }
        let mut pattern_of = [0u8; 16];
        let mut weight = [0u32; 16];
        for (p, tiles) in patterns.iter().enumerate() {
            for (j, &tile) in tiles.iter().enumerate() {
                pattern_of[usize::from(tile)] = p as u8;
                weight[usize::from(tile)] = (n as u32).pow(j as u32);
            }
        }
        let side = size.rows();
        let reflect = size.rows() == columns && blank / side == blank % side;
        let reflected = |cell: usize| (cell % side) * side + cell / side;
        // When the blank moves by `m`, the tile moves the other way: its cell changes by
        // `tile_shift[m]`, and on the reflected board (rows and columns swapped) by
        // `reflected_shift[m]`.
        let c = columns as i64;
        let tile_shift = [-c, 1, -1, c];
        let reflected_shift = [-1, c, -c, 1];
        let mut steps = [[Step::default(); 4]; 16];
        for tile in (0..n).filter(|&t| t != blank) {
            for code in 0..4 {
                let mut step = Step {
                    pattern: pattern_of[tile],
                    delta: (tile_shift[code] * i64::from(weight[tile])) as u32,
                    ..Step::default()
                };
                if reflect {
                    let image = reflected(tile);
                    step.reflected_pattern = pattern_of[image];
                    step.reflected_delta =
                        (reflected_shift[code] * i64::from(weight[image])) as u32;
                }
                steps[tile][code] = step;
            }
        }
        let mut exits = vec![Exits::default(); n * (NO_MOVE + 1)];
        for from in 0..n {
            for previous in 0..=NO_MOVE {
                let e = &mut exits[from * (NO_MOVE + 1) + previous];
                for step in Move::ALL {
                    let code = step as usize;
                    // Codes d, l, r, u = 0, 1, 2, 3, so the way back from `previous` is `3 - previous`.
                    if code + previous == 3 {
                        continue;
                    }
                    if let Some(to) = size.target(from, step) {
                        e.moves[usize::from(e.count)] = (code as u8, to as u8);
                        e.count += 1;
                    }
                }
            }
        }
        Tables {
            size,
            blank,
            entries,
            bases,
            pattern_of,
            weight,
            reflect,
            steps,
            exits,
        }
    }

    /// Bytes held by the databases.
    pub fn bytes(&self) -> usize {
        self.entries.len()
    }

    /// The pattern sizes, in order.
    pub fn pattern_sizes(&self) -> Vec<usize> {
        let mut sizes = vec![0; self.bases.len()];
        for tile in (0..self.size.cells()).filter(|&t| t != self.blank) {
            sizes[usize::from(self.pattern_of[tile])] += 1;
        }
        sizes
    }

    /// Whether the reflected lookup is used.
    pub fn reflects(&self) -> bool {
        self.reflect
    }

    /// The goal's blank cell these tables are for.
    pub fn blank(&self) -> usize {
        self.blank
    }

    /// Searches from the relabelled board `cells` (tile names = goal cells; the blank's cell
    /// holds anything) with the blank at `blank`. Returns the move codes of the
    /// lexicographically smallest shortest path, or `Err(bound)` with the first bound above
    /// `limit`. `progress` hears each new bound.
    pub fn search(
        &self,
        cells: [u8; 16],
        blank: usize,
        limit: Option<usize>,
        progress: &mut dyn FnMut(usize),
    ) -> Result<Vec<u8>, usize> {
        let side = self.size.rows();
        let mut index = [0u32; 4];
        let mut reflected = [0u32; 4];
        index[..self.bases.len()].copy_from_slice(&self.bases);
        reflected[..self.bases.len()].copy_from_slice(&self.bases);
        for (cell, &tile) in cells.iter().enumerate().take(self.size.cells()) {
            if cell == blank {
                continue;
            }
            let tile = usize::from(tile);
            index[usize::from(self.pattern_of[tile])] += cell as u32 * self.weight[tile];
            if self.reflect {
                let image = (tile % side) * side + tile / side;
                let image_cell = (cell % side) * side + cell / side;
                reflected[usize::from(self.pattern_of[image])] +=
                    image_cell as u32 * self.weight[image];
            }
        }
        let sum = |indices: &[u32; 4]| -> u32 {
            indices[..self.bases.len()]
                .iter()
                .map(|&i| u32::from(self.entries[i as usize]))
                .sum()
        };
        let h = sum(&index);
        let rh = if self.reflect { sum(&reflected) } else { 0 };
        // Every move takes the blank one cell, so every path to the goal has the parity of
        // the blank's row-plus-column distance to its goal cell; a bound of the other parity
        // cannot be the answer, and rounding up to this parity never passes the optimum
        // (which has it), so it only skips idle iterations.
        let columns = self.size.columns();
        let parity = ((blank / columns).abs_diff(self.blank / columns)
            + (blank % columns).abs_diff(self.blank % columns))
            % 2;
        let round = |bound: usize| bound + (bound + parity) % 2;
        let mut search = Search {
            tables: self,
            cells,
            blank,
            index,
            reflected,
            path: Vec::new(),
            bound: round(h.max(rh) as usize),
            next_bound: usize::MAX,
        };
        loop {
            // (`matches!` rather than `is_some_and`, which Rust 1.63 lacks.)
            if matches!(limit, Some(limit) if search.bound > limit) {
                return Err(search.bound);
            }
            progress(search.bound);
            search.next_bound = usize::MAX;
            if search.dfs(0, h, rh, NO_MOVE) {
                return Ok(search.path);
            }
            // Cannot stay MAX: a reachable goal always has some node beyond the bound.
            search.bound = round(search.next_bound);
        }
    }
}

/// The state of one search: the board, its indices and the path so far.
struct Search<'a> {
    tables: &'a Tables,
    cells: [u8; 16],
    blank: usize,
    index: [u32; 4],
    reflected: [u32; 4],
    path: Vec<u8>,
    bound: usize,
    next_bound: usize,
}

impl Search<'_> {
    /// Depth-first below the current node (depth `g`, heuristics `h` and reflected `rh`,
    /// reached by `previous`), children in d, l, r, u order; true once the goal is reached,
    /// with the path left in `self.path`.
    fn dfs(&mut self, g: usize, h: u32, rh: u32, previous: usize) -> bool {
        if h == 0 {
            // Every pattern's tiles are home, so every tile is, and so is the blank.
            return true;
        }
        let t = self.tables;
        let exits = t.exits[self.blank * (NO_MOVE + 1) + previous];
        for &(code, to) in &exits.moves[..usize::from(exits.count)] {
            let (code, to) = (usize::from(code), usize::from(to));
            let tile = usize::from(self.cells[to]);
            let step = t.steps[tile][code];
            let p = usize::from(step.pattern);
            let old = self.index[p];
            let new = old.wrapping_add(step.delta);
            let child_h =
                h - u32::from(t.entries[old as usize]) + u32::from(t.entries[new as usize]);
            let (rp, r_old, r_new, child_rh) = if t.reflect {
                let rp = usize::from(step.reflected_pattern);
                let r_old = self.reflected[rp];
                let r_new = r_old.wrapping_add(step.reflected_delta);
                let value = rh - u32::from(t.entries[r_old as usize])
                    + u32::from(t.entries[r_new as usize]);
                (rp, r_old, r_new, value)
            } else {
                (0, 0, 0, 0)
            };
            let f = g + 1 + child_h.max(child_rh) as usize;
            if f > self.bound {
                self.next_bound = self.next_bound.min(f);
                continue;
            }
            let from = self.blank;
            self.cells[from] = tile as u8;
            self.blank = to;
            self.index[p] = new;
            if t.reflect {
                self.reflected[rp] = r_new;
            }
            self.path.push(code as u8);
            if self.dfs(g + 1, child_h, child_rh, code) {
                return true;
            }
            self.path.pop();
            if t.reflect {
                self.reflected[rp] = r_old;
            }
            self.index[p] = old;
            self.blank = from;
            self.cells[to] = tile as u8;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn relabelled_goal(size: Size, blank: usize) -> [u8; 16] {
        let mut cells = [0u8; 16];
        for (cell, value) in cells.iter_mut().enumerate().take(size.cells()) {
            *value = cell as u8;
        }
        cells[blank] = 0;
        cells
    }

    #[test]
    fn the_goal_needs_no_move_and_one_move_is_found() {
        let size = Size::new(3, 4).unwrap();
        let tables = Tables::build(size, 11);
        assert_eq!(tables.pattern_sizes(), vec![6, 5]);
        assert!(!tables.reflects());
        let goal = relabelled_goal(size, 11);
        assert_eq!(tables.search(goal, 11, None, &mut |_| {}), Ok(vec![]));
        // Blank up from the goal: the way back is down (code 0).
        let mut cells = goal;
        cells.swap(11, 7);
        assert_eq!(tables.search(cells, 7, None, &mut |_| {}), Ok(vec![0]));
        // With limit 0 the first bound (1) is already too long.
        assert_eq!(tables.search(cells, 7, Some(0), &mut |_| {}), Err(1));
    }

    #[test]
    fn square_boards_reflect_only_with_the_blank_on_the_diagonal() {
        let size = Size::new(2, 2).unwrap();
        assert!(Tables::build(size, 0).reflects());
        assert!(Tables::build(size, 3).reflects());
        assert!(!Tables::build(size, 1).reflects());
    }
}
