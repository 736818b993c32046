//! The sparse pattern databases of one goal blank cell ([`Tables`]) and the heuristic that
//! looks boards up in them, once directly and once more through an isometry of the board
//! (the transpose of a square board, the half turn of a long one) in the tables of the
//! image's blank cell: the usual heuristic of every size from 2x2 to 16 cells, searched by
//! [`super::ida`].
//!
//! Boards here are relabelled: each tile is named by its goal cell, so the goal has tile `c`
//! in cell `c` and the tables depend only on the size and the goal's blank cell. The heuristic
//! keeps one index per pattern and view, and a move changes one index of each view by a
//! constant, so a node costs a few adds and one or two table loads per view, which mostly
//! miss the cache on the large boards.
//!
//! # Costs
//! Memory: the databases (see [`super::pattern`]), 33.6 MB a goal blank cell for 4x4. Time per
//! node: a few tens of nanoseconds.

use super::ida::{
    exits, run, CellExits, Cells, Cuts, Heuristic, Iterations, Nodes, Problem, Stopped,
};
use super::sparse;
use crate::kit::symmetry::Isometry;
use crate::shared::Move;
use crate::shared::{SharedBytes, Size};
use std::sync::atomic::AtomicUsize;

/// The isometries whose lookups the engine uses on boards of `size` (when the image blank
/// cell's tables exist), and whether `GridSolver::prepare` builds those tables. The transpose
/// of a square board is free when the goal's blank is on the diagonal (its own tables). The
/// half turn pays a second set of tables; on 2x8 and 8x2, where single lookups are weakest,
/// that cuts the mean time of random boards about 30 times (3.1 s to 0.1 s on 2x8); on 2x7
/// and 7x2 searches take milliseconds anyway, so the lookup is used only if the user
/// prepared that goal too.
pub(crate) fn images(size: Size) -> Vec<(Isometry, bool)> {
    if size.rows() == size.columns() {
        vec![(Isometry::TRANSPOSE, false)]
    } else if size.rows().min(size.columns()) == 2 && size.cells() >= 14 {
        vec![(Isometry::HALF_TURN, size.cells() == 16)]
    } else {
        Vec::new()
    }
}

/// Where each pattern's database starts among the entries of `patterns` on `size`, each
/// one's length (`cells^k` bytes), and their total.
pub(crate) fn layout(size: Size, patterns: &[Vec<u8>]) -> (Vec<u32>, Vec<usize>, usize) {
    let n = size.cells();
    let sizes: Vec<usize> = patterns.iter().map(|p| n.pow(p.len() as u32)).collect();
    let mut bases = Vec::new();
    let mut base = 0;
    for &length in &sizes {
        bases.push(base as u32);
        base += length;
    }
    (bases, sizes, base)
}

/// The goal blank cells whose tables searching to a goal with the blank at `blank` uses on
/// boards of `size`: its own, and those of the images [`images`] says to build.
pub(crate) fn tables_for(size: Size, blank: usize) -> Vec<usize> {
    let mut cells = vec![blank];
    for (isometry, build) in images(size) {
        if build {
            cells.push(isometry.cell(size, blank));
        }
    }
    cells
}

/// The search from the relabelled board `cells` to the goal with the blank at
/// `goal_blank` (the start's blank at `blank`) in `set`, the tables of each goal blank cell
/// prepared so far: those of the goal's blank cell, looked up again through every isometry
/// whose image cell's tables are in `set` too.
///
/// # Panics
/// If the goal's blank cell has no tables in `set`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn search_in(
    set: &[Option<Tables>],
    cuts: &Cuts,
    size: Size,
    cells: &Cells,
    (blank, goal_blank): (usize, usize),
    limit_and_all: (Option<usize>, Option<usize>),
    budget: Option<u64>,
    iterations: &impl Iterations,
    progress: &mut dyn FnMut(usize, u64),
) -> (Result<Vec<Vec<u8>>, Stopped>, Nodes) {
    let tables = set[goal_blank]
        .as_ref()
        .expect("the tables of a goal's blank cell are prepared before its search");
    let lookups: Vec<(Isometry, &Tables)> = images(size)
        .into_iter()
        .filter_map(|(isometry, _)| {
            let image = isometry.cell(size, goal_blank);
            set[image].as_ref().map(|t| (isometry, t))
        })
        .collect();
    tables.search_with(
        &lookups,
        cuts,
        *cells,
        blank,
        limit_and_all,
        budget,
        iterations,
        progress,
    )
}

/// The most lookups of one board: itself and one symmetric image.
pub const MAX_VIEWS: usize = 2;

/// Everything the search needs for goals of one size with the blank in one cell.
pub struct Tables {
    size: Size,
    blank: usize,
    /// All patterns' databases, one after the other; indices are absolute.
    entries: SharedBytes,
    /// Where each pattern's database starts in `entries`.
    bases: Vec<u32>,
    /// The pattern of each tile (goal cell), and its index weight `cells^j`.
    pattern_of: [u8; 16],
    weight: [u32; 16],
    /// `exits[blank]`.
    exits: Vec<CellExits>,
}

impl Tables {
    /// Builds the databases of `patterns` (disjoint, together every tile but the blank) for
    /// goals of `size` with the blank at `blank`, one after the other on this thread (the
    /// binary builds them on every core, see `super::building`).
    pub fn build(size: Size, blank: usize, patterns: &[Vec<u8>]) -> Tables {
        let (_, sizes, length) = layout(size, patterns);
        let mut entries = vec![0u8; length];
        let mut part = &mut entries[..];
        for (tiles, &size_of) in patterns.iter().zip(&sizes) {
            let (this, rest) = part.split_at_mut(size_of);
            sparse::build_into(size, blank, tiles, this, &AtomicUsize::new(0), 1);
            part = rest;
        }
        Tables::from_entries(size, blank, patterns, Box::new(entries))
    }

    /// The tables of `patterns` for goals of `size` with the blank at `blank`, from their
    /// `entries`: each pattern's `cells^k` bytes, one after the other ([`layout`]).
    pub fn from_entries(
        size: Size,
        blank: usize,
        patterns: &[Vec<u8>],
        entries: SharedBytes,
    ) -> Tables {
        let n = size.cells();
        let (bases, _, length) = layout(size, patterns);
        assert_eq!((*entries).as_ref().len(), length, "the entries' length");
        let mut pattern_of = [0u8; 16];
        let mut weight = [0u32; 16];
        for (p, tiles) in patterns.iter().enumerate() {
            for (j, &tile) in tiles.iter().enumerate() {
                pattern_of[usize::from(tile)] = p as u8;
                weight[usize::from(tile)] = (n as u32).pow(j as u32);
            }
        }
        Tables {
            size,
            blank,
            entries,
            bases,
            pattern_of,
            weight,
            exits: exits(size),
        }
    }

    /// Bytes held by the databases.
    pub fn bytes(&self) -> usize {
        (*self.entries).as_ref().len()
    }

    /// The pattern sizes, in order.
    #[cfg(test)]
    pub fn pattern_sizes(&self) -> Vec<usize> {
        let mut sizes = vec![0; self.bases.len()];
        for tile in (0..self.size.cells()).filter(|&t| t != self.blank) {
            sizes[usize::from(self.pattern_of[tile])] += 1;
        }
        sizes
    }

    /// Searches from the relabelled board `cells` (tile names = goal cells; the blank's cell
    /// holds anything) with the blank at `blank`, looking each board up in these tables and
    /// its image under each of `images` in the tables given with it. Returns the move codes
    /// of the lexicographically smallest shortest path, or `Err(bound)` with the first bound
    /// above `limit`. `progress` hears each new bound.
    ///
    /// # Panics
    /// If there are more than `MAX_VIEWS - 1` images, or an image's tables are not those of
    /// the image of this blank cell.
    #[cfg(test)]
    pub fn search(
        &self,
        images: &[(Isometry, &Tables)],
        cells: Cells,
        blank: usize,
        limit: Option<usize>,
        progress: &mut dyn FnMut(usize, u64),
    ) -> Result<Vec<u8>, usize> {
        match self
            .search_with(
                images,
                &Cuts::parent(),
                cells,
                blank,
                (limit, None),
                None,
                &super::ida::Alone,
                progress,
            )
            .0
        {
            Ok(mut paths) => Ok(paths.swap_remove(0)),
            Err(Stopped::Limit(bound)) => Err(bound),
            Err(Stopped::Budget) => unreachable!("no budget was set"),
        }
    }

    /// [`Tables::search`] with a node `budget` (one thread only: the search gives up with
    /// [`Stopped::Budget`] after visiting that many nodes) and its iterations run by
    /// `iterations` (on several threads, see [`run`]); the answer is the same. Also returns
    /// the search's work.
    ///
    /// # Panics
    /// As [`Tables::search`]; if a budget is given with more than one thread.
    #[allow(clippy::too_many_arguments)]
    pub fn search_with(
        &self,
        images: &[(Isometry, &Tables)],
        cuts: &Cuts,
        cells: Cells,
        blank: usize,
        (limit, all): (Option<usize>, Option<usize>),
        budget: Option<u64>,
        iterations: &impl Iterations,
        progress: &mut dyn FnMut(usize, u64),
    ) -> (Result<Vec<Vec<u8>>, Stopped>, Nodes) {
        assert!(images.len() < MAX_VIEWS, "too many symmetric lookups");
        let mut views = Views {
            cells: self.size.cells(),
            views: Vec::with_capacity(MAX_VIEWS),
            bases: [[0; 4]; MAX_VIEWS],
        };
        let lookups =
            std::iter::once((None, self)).chain(images.iter().map(|&(s, t)| (Some(s), t)));
        for (v, (symmetry, tables)) in lookups.enumerate() {
            let image = |cell: usize| symmetry.map_or(cell, |s: Isometry| s.cell(self.size, cell));
            assert!(tables.size == self.size && tables.blank == image(self.blank));
            let mut steps = [[(0u8, 0u32); 4]; 16];
            let mut names = [0u8; 16];
            let mut image_of = [0u8; 16];
            for (cell, slot) in image_of.iter_mut().enumerate().take(self.size.cells()) {
                *slot = image(cell) as u8;
            }
            for step in Move::ALL {
                // The tile moves against the blank; its image moves by the image of that shift,
                // the same from every cell because the symmetries are affine.
                let (from, to) = (0..self.size.cells())
                    .find_map(|a| self.size.target(a, step).map(|c| (a, c)))
                    .expect("every move is possible somewhere");
                let shift = image(from) as i64 - image(to) as i64;
                for tile in (0..self.size.cells()).filter(|&t| t != self.blank) {
                    let name = image(tile);
                    let delta = shift * i64::from(tables.weight[name]);
                    steps[tile][step as usize] = (tables.pattern_of[name], delta as u32);
                    names[tile] = name as u8;
                }
            }
            views.bases[v][..tables.bases.len()].copy_from_slice(&tables.bases);
            views.views.push(View {
                entries: (*tables.entries).as_ref(),
                patterns: tables.bases.len(),
                pattern_of: tables.pattern_of,
                weight: tables.weight,
                names,
                image_of,
                steps,
            });
        }
        run(
            &views,
            &Problem {
                size: self.size,
                exits: &self.exits,
                cuts,
                goal_blank: self.blank,
                cells,
                blank,
                all,
            },
            (limit, budget),
            iterations,
            progress,
        )
    }
}

/// One way of looking boards up in sparse additive tables: the tables' entries and what
/// each move does to the indices.
struct View<'a> {
    entries: &'a [u8],
    /// How many patterns the tables have.
    patterns: usize,
    /// The tables' pattern of each tile (goal cell) and its index weight.
    pattern_of: [u8; 16],
    weight: [u32; 16],
    /// The image of each tile name and of each cell.
    names: [u8; 16],
    image_of: [u8; 16],
    /// `steps[tile][move code]`: the pattern of the moving tile's image and the wrapping
    /// change of its absolute index.
    steps: [[(u8, u32); 4]; 16],
}

/// The heuristic of [`Tables`]: the max over the views of the sum of their patterns'
/// entries. Its state is each view's absolute index per pattern and its sum.
struct Views<'a> {
    /// The board's cells.
    cells: usize,
    views: Vec<View<'a>>,
    /// Where each view's patterns start in its entries.
    bases: [[u32; 4]; MAX_VIEWS],
}

impl Heuristic for Views<'_> {
    /// Each view's absolute index per pattern, and each view's sum.
    type State = ([[u32; 4]; MAX_VIEWS], [u32; MAX_VIEWS]);
    /// Per view the changed pattern, its old and new index; the old and the new sums.
    type Change = (
        [(u8, u32, u32); MAX_VIEWS],
        [u32; MAX_VIEWS],
        [u32; MAX_VIEWS],
    );

    fn root(&self, cells: &Cells, blank: usize) -> (Self::State, u32) {
        let mut index = self.bases;
        let mut h = [0u32; MAX_VIEWS];
        for (v, view) in self.views.iter().enumerate() {
            for (cell, &tile) in cells.iter().enumerate().take(self.cells) {
                if cell != blank {
                    let name = usize::from(view.names[usize::from(tile)]);
                    index[v][usize::from(view.pattern_of[name])] +=
                        u32::from(view.image_of[cell]) * view.weight[name];
                }
            }
            h[v] = index[v][..view.patterns]
                .iter()
                .map(|&i| u32::from(view.entries[i as usize]))
                .sum();
        }
        let best = h.iter().copied().max().unwrap_or(0);
        ((index, h), best)
    }

    #[inline(always)]
    fn after(
        &self,
        (index, h): &Self::State,
        tile: usize,
        code: usize,
        _from: usize,
        _to: usize,
        _enough: u32,
    ) -> (Self::Change, u32) {
        let mut changed = [(0u8, 0u32, 0u32); MAX_VIEWS];
        let mut child_h = *h;
        let mut best = 0;
        for (v, view) in self.views.iter().enumerate() {
            let (p, delta) = view.steps[tile][code];
            let old = index[v][usize::from(p)];
            let new = old.wrapping_add(delta);
            child_h[v] = h[v] - u32::from(view.entries[old as usize])
                + u32::from(view.entries[new as usize]);
            best = best.max(child_h[v]);
            changed[v] = (p, old, new);
        }
        ((changed, *h, child_h), best)
    }

    #[inline(always)]
    fn apply((index, h): &mut Self::State, (changed, _, new_h): &Self::Change) {
        for (index, &(p, _, new)) in index.iter_mut().zip(changed) {
            index[usize::from(p)] = new;
        }
        *h = *new_h;
    }

    #[inline(always)]
    fn undo((index, h): &mut Self::State, (changed, old_h, _): &Self::Change) {
        for (index, &(p, old, _)) in index.iter_mut().zip(changed) {
            index[usize::from(p)] = old;
        }
        *h = *old_h;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn relabelled_goal(size: Size, blank: usize) -> Cells {
        let mut cells = [0u8; super::super::ida::SEARCH_CELLS];
        for (cell, value) in cells.iter_mut().enumerate().take(size.cells()) {
            *value = cell as u8;
        }
        cells[blank] = 0;
        cells
    }

    #[test]
    fn the_goal_needs_no_move_and_one_move_is_found() {
        let size = Size::new(3, 4).unwrap();
        let tables = Tables::build(size, 11, &super::super::pattern::patterns(size, 11));
        assert_eq!(tables.pattern_sizes(), vec![6, 5]);
        let goal = relabelled_goal(size, 11);
        assert_eq!(
            tables.search(&[], goal, 11, None, &mut |_, _| {}),
            Ok(vec![])
        );
        // Blank up from the goal: the way back is down (code 0).
        let mut cells = goal;
        cells.swap(11, 7);
        assert_eq!(
            tables.search(&[], cells, 7, None, &mut |_, _| {}),
            Ok(vec![0])
        );
        // With limit 0 the first bound (1) is already too long.
        assert_eq!(
            tables.search(&[], cells, 7, Some(0), &mut |_, _| {}),
            Err(1)
        );
    }

    #[test]
    fn a_half_turn_lookup_gives_the_same_paths() {
        // 2x4, goal blank at 7; the half turn's tables are those of blank 0.
        let size = Size::new(2, 4).unwrap();
        let (plain, turned) = (
            Tables::build(size, 7, &super::super::pattern::patterns(size, 7)),
            Tables::build(size, 0, &super::super::pattern::patterns(size, 0)),
        );
        let goal = relabelled_goal(size, 7);
        // Blank up, left, left, down from the goal.
        let mut cells = goal;
        for (a, b) in [(7, 3), (3, 2), (2, 1), (1, 5)] {
            cells.swap(a, b);
        }
        let alone = plain.search(&[], cells, 5, None, &mut |_, _| {});
        let both = plain.search(
            &[(Isometry::HALF_TURN, &turned)],
            cells,
            5,
            None,
            &mut |_, _| {},
        );
        assert_eq!(alone, Ok(vec![3, 2, 2, 0]));
        assert_eq!(both, alone);
    }
}
