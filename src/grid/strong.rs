//! The strong databases: additive splits of a 16- or 15-cell board into two patterns of 7
//! or 8 tiles, in packed 4-bit entries, one set for every goal whose blank is in a corner,
//! and the IDA* heuristic over them. On 4x4 the split is Korf and Felner's 7-8 (the blank's
//! two rows and the other two), looked up twice per board (directly and reflected in the
//! main diagonal); on 2x8 and 8x2 the two halves along the long side (7 and 8 tiles); on
//! 3x5 and 5x3 two blocks of 7 along the long side.
//!
//! # The sets and their frames
//! Each set is built for one frame: a board (4x4, 2x8 or 3x5) with the relabelled goal's
//! blank in cell 0, each pattern a [`packed`] table of its excess over the Manhattan
//! distance. A goal with its blank in corner `c` of a board of the frame's shape or its
//! transpose is brought to the frame by an isometry of the grid that takes `c` to cell 0
//! (the transpose if the shapes differ, then none, a mirror of the columns, of the rows, or
//! a half turn): it maps moves to moves and the relabelled goal onto the frame's, so the
//! image board is exactly as far from the frame's goal as the board from its own. So one
//! set serves both shapes and all four corners. On 4x4 the reflected lookup transposes the
//! image as well; the transpose keeps cell 0, so it too lands in the frame. Each lookup sums
//! the two patterns' `md + 2 * entry` (see [`packed`]), a lower bound; the heuristic is the
//! larger of the lookups, a lower bound, and 0 only at the goal (the Manhattan part is 0
//! only there). Nothing else changes in the search ([`ida::run`]), so the answer is the
//! same lexicographically smallest shortest path as with any other admissible tables.
//!
//! A child's bound is built up from Manhattan, the direct lookup, then the reflected one,
//! and stops at the first partial bound above what the search needs (see
//! [`Heuristic::after`]): the child is cut either way, so each iteration cuts the same; the
//! next iteration's bound may come out lower, never above the optimum (every path to the
//! goal crosses some cut child, whose partial bound is a lower bound), so at worst an idle
//! iteration is added. Korf's 100 took 0.44 s on one thread without this and 0.37 s with it.
//!
//! # Costs
//! 4x4 and 2x8: 28.8 MB (7 tiles) and 259.5 MB (8 tiles), 288 MB in all, on disk and in
//! memory; 3x5: 2 x 16.2 MB. Built by `eight prepare --size RxC` on every core (see
//! [`packed::build`] for memory): 87 to 99 s for 4x4, 103 s for 2x8, 20 s for 3x5 (README).
//! A node keeps, per view, the frame cells of each pattern's tiles: a child changes one of
//! them and reranks the pattern's 7 or 8 cells, so a node costs one or two ranks and as many
//! likely cache misses in the tables (mapping the pattern's tiles anew at each child took
//! 1.13 times as long on Korf's 100).

use super::ida::{self, CellExits, Cells, Cuts, Heuristic, Nodes, Problem, Stopped};
use super::packed;
use super::solver::Stronger;
use super::split::OnThreads;
use super::GridSolver;
use crate::kit::parallel::watched;
use crate::kit::symmetry::Isometry;
use crate::shared::{SharedBytes, Size};
use std::sync::atomic::AtomicUsize;

/// One strong set: its frame (a board with the goal blank in cell 0) and its two patterns'
/// goal cells in that frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    frame: Size,
    patterns: [&'static [u8]; 2],
}

/// `rows x columns`, in a constant.
const fn shape(rows: usize, columns: usize) -> Size {
    match Size::new(rows, columns) {
        Some(size) => size,
        None => panic!("a board size"),
    }
}

/// The strong sets: Korf and Felner's 7-8 on 4x4 (the blank's two rows and the other two),
/// the halves of 2x8 (columns 0-3 and 4-7), and two blocks of 3x5 read column by column.
const SPLITS: [Split; 3] = [
    Split {
        frame: Size::FOUR,
        patterns: [&[1, 2, 3, 4, 5, 6, 7], &[8, 9, 10, 11, 12, 13, 14, 15]],
    },
    Split {
        frame: shape(2, 8),
        patterns: [&[1, 2, 3, 8, 9, 10, 11], &[4, 5, 6, 7, 12, 13, 14, 15]],
    },
    Split {
        frame: shape(3, 5),
        patterns: [&[5, 10, 1, 6, 11, 2, 7], &[12, 3, 8, 13, 4, 9, 14]],
    },
];

/// The goal blank cell of every frame.
const FRAME_BLANK: usize = 0;

impl Split {
    /// The set that serves boards of `size` (its frame's shape or the transpose), if any.
    pub fn of(size: Size) -> Option<Split> {
        SPLITS.iter().copied().find(|split| {
            let frame = split.frame;
            frame == size || (frame.rows() == size.columns() && frame.columns() == size.rows())
        })
    }

    /// The sizes that have a strong set: each frame, then its transpose if it differs.
    pub fn sizes() -> Vec<Size> {
        let mut sizes = Vec::new();
        for split in SPLITS {
            let frame = split.frame;
            sizes.push(frame);
            let transpose = Size::new(frame.columns(), frame.rows()).expect("a board size");
            if transpose != frame {
                sizes.push(transpose);
            }
        }
        sizes
    }

    /// The patterns as the disk cache names them.
    pub fn patterns(self) -> Vec<Vec<u8>> {
        self.patterns.iter().map(|p| p.to_vec()).collect()
    }

    /// Where each pattern's table starts in the entries, and the entries' length.
    fn layout(self) -> ([usize; 2], usize) {
        let n = self.frame.cells();
        let first = packed::bytes(packed::placements(n, self.patterns[0].len()));
        let second = packed::bytes(packed::placements(n, self.patterns[1].len()));
        ([0, first], first + second)
    }

    /// The isometry of the grid taking a board of `size` (the frame's shape or the
    /// transpose) onto the frame with its corner `corner` on cell 0, as a cell map.
    fn to_frame(self, size: Size, corner: usize) -> [u8; 16] {
        let transpose = Isometry {
            transpose: size != self.frame,
            ..Isometry::IDENTITY
        };
        let framed = transpose.cell(size, corner);
        let isometry = Isometry {
            mirror_rows: framed / self.frame.columns() != 0,
            mirror_columns: framed % self.frame.columns() != 0,
            ..transpose
        };
        isometry.map(size)
    }
}

/// The two databases of one split, in one allocation, for boards of one size.
pub struct StrongTables {
    split: Split,
    size: Size,
    entries: SharedBytes,
    exits: Vec<CellExits>,
}

impl StrongTables {
    /// Builds both tables of `split` on `threads` threads, for boards of `size`; `progress`
    /// hears the share of placements reached (0 to 1) about ten times a second.
    pub fn build(
        split: Split,
        size: Size,
        threads: usize,
        progress: &mut dyn FnMut(f64),
    ) -> StrongTables {
        let reached = AtomicUsize::new(0);
        let n = split.frame.cells();
        let total: usize = split
            .patterns
            .iter()
            .map(|p| packed::placements(n, p.len()))
            .sum();
        let entries = watched(&reached, total, progress, || {
            let mut entries = Vec::with_capacity(split.layout().1);
            for tiles in split.patterns {
                entries.extend(packed::build(
                    split.frame,
                    FRAME_BLANK,
                    tiles,
                    &reached,
                    threads,
                ));
            }
            entries
        });
        StrongTables::from_entries(split, size, Box::new(entries))
            .expect("a fresh build has the layout it checks")
    }

    /// The tables of `split` for boards of `size` from `entries` (as [`StrongTables::build`]
    /// makes them and the cache keeps them), if they have the right length and each
    /// pattern's home entry is 0.
    ///
    /// # Panics
    /// If `split` does not serve `size`.
    pub fn from_entries(split: Split, size: Size, entries: SharedBytes) -> Option<StrongTables> {
        assert_eq!(Split::of(size), Some(split), "the split serves the size");
        let (bases, length) = split.layout();
        let bytes: &[u8] = (*entries).as_ref();
        if bytes.len() != length {
            return None;
        }
        let n = split.frame.cells();
        let homes_are_zero = split
            .patterns
            .iter()
            .zip(bases)
            .all(|(tiles, base)| packed::entry(&bytes[base..], packed::rank(tiles, n)) == 0);
        if !homes_are_zero {
            return None;
        }
        Some(StrongTables {
            split,
            size,
            entries,
            exits: ida::exits(size),
        })
    }

    /// The entries, for the cache.
    pub fn entries(&self) -> &[u8] {
        (*self.entries).as_ref()
    }
}

/// One lookup: where each cell goes, and per pattern the tiles (named in the board's own
/// frame) whose images are the pattern's tiles, in the pattern's order.
struct View {
    cell: [u8; 16],
    sources: [[u8; 8]; 2],
    /// The pattern of each tile's image.
    pattern_of: [u8; 16],
    /// The slot of each tile's image in its pattern.
    slot_of: [u8; 16],
}

impl View {
    /// The view through `cell`, a map of the board's `n` cells onto the frame of `split`.
    fn new(cell: [u8; 16], n: usize, split: Split) -> View {
        let mut inverse = [0u8; 16];
        for (from, &to) in cell.iter().enumerate().take(n) {
            inverse[usize::from(to)] = from as u8;
        }
        let mut view = View {
            cell,
            sources: [[0; 8]; 2],
            pattern_of: [0; 16],
            slot_of: [0; 16],
        };
        for (p, tiles) in split.patterns.iter().enumerate() {
            for (j, &tile) in tiles.iter().enumerate() {
                let source = inverse[usize::from(tile)];
                view.sources[p][j] = source;
                view.pattern_of[usize::from(source)] = p as u8;
                view.slot_of[usize::from(source)] = j as u8;
            }
        }
        view
    }
}

/// The heuristic over [`StrongTables`] for one goal corner: `N` cells, `VIEWS` lookups (the
/// reflected one on 4x4 only), `COLUMNS` columns on the board searched. They are constants
/// so that the ranks, the Manhattan distances and the loop over views compile to straight
/// code: with a table of distances instead, Korf's 100 took 5% longer.
struct Lookup<'a, const N: usize, const VIEWS: usize, const COLUMNS: usize> {
    tables: [&'a [u8]; 2],
    /// Each pattern's tile count.
    lengths: [usize; 2],
    views: [View; VIEWS],
    /// The goal corner (the relabelled goal's blank cell).
    blank: usize,
}

/// A node's state: per view, where each pattern's tiles are in the frame (slot by slot);
/// the Manhattan sum, and each view's two entries.
#[derive(Clone, Copy)]
struct State<const VIEWS: usize> {
    placed: [[[u8; 8]; 2]; VIEWS],
    md: u32,
    entries: [[u8; 2]; VIEWS],
}

/// A move: per view the moved tile's pattern and slot; what it changes.
#[derive(Clone, Copy)]
struct Change<const VIEWS: usize> {
    patterns: [u8; VIEWS],
    slots: [u8; VIEWS],
    /// Before and after: the moved tile's frame cells, the Manhattan sum, the entries.
    cells: [[u8; VIEWS]; 2],
    md: [u32; 2],
    entries: [[[u8; 2]; VIEWS]; 2],
}

impl<const VIEWS: usize> Change<VIEWS> {
    /// Puts `state` as it is before the move (`side` 0) or after it (1).
    #[inline(always)]
    fn put(&self, state: &mut State<VIEWS>, side: usize) {
        for v in 0..VIEWS {
            let (p, slot) = (usize::from(self.patterns[v]), usize::from(self.slots[v]));
            state.placed[v][p][slot] = self.cells[side][v];
        }
        state.md = self.md[side];
        state.entries = self.entries[side];
    }
}

impl<const N: usize, const VIEWS: usize, const COLUMNS: usize> Lookup<'_, N, VIEWS, COLUMNS> {
    /// The entry of pattern `p` with its tiles at `placed` (in the frame, slot by slot).
    #[inline(always)]
    fn entry(&self, p: usize, placed: &[u8; 8]) -> u8 {
        packed::entry(self.tables[p], packed::rank(&placed[..self.lengths[p]], N))
    }
}

impl<const N: usize, const VIEWS: usize, const COLUMNS: usize> Heuristic
    for Lookup<'_, N, VIEWS, COLUMNS>
{
    type State = State<VIEWS>;
    type Change = Change<VIEWS>;

    fn root(&self, cells: &Cells, blank: usize) -> (Self::State, u32) {
        let mut at = [0u8; 16];
        at[self.blank] = blank as u8;
        for (cell, &tile) in cells.iter().enumerate().take(N) {
            if cell != blank {
                at[usize::from(tile)] = cell as u8;
            }
        }
        let md = (0..N)
            .filter(|&t| t != self.blank)
            .map(|t| packed::manhattan(usize::from(at[t]), t, COLUMNS))
            .sum();
        let mut placed = [[[0u8; 8]; 2]; VIEWS];
        let mut entries = [[0u8; 2]; VIEWS];
        let mut best = 0;
        for (v, view) in self.views.iter().enumerate() {
            for p in 0..2 {
                for (j, &source) in view.sources[p][..self.lengths[p]].iter().enumerate() {
                    placed[v][p][j] = view.cell[usize::from(at[usize::from(source)])];
                }
                entries[v][p] = self.entry(p, &placed[v][p]);
            }
            best = best.max(u32::from(entries[v][0]) + u32::from(entries[v][1]));
        }
        (
            State {
                placed,
                md,
                entries,
            },
            md + 2 * best,
        )
    }

    #[inline(always)]
    fn after(
        &self,
        state: &Self::State,
        tile: usize,
        _code: usize,
        from: usize,
        to: usize,
        enough: u32,
    ) -> (Self::Change, u32) {
        let md = state.md - packed::manhattan(to, tile, COLUMNS)
            + packed::manhattan(from, tile, COLUMNS);
        let mut change = Change {
            patterns: [0; VIEWS],
            slots: [0; VIEWS],
            cells: [[0; VIEWS]; 2],
            md: [state.md, md],
            entries: [state.entries; 2],
        };
        // Each partial bound is a lower bound: once one is above `enough` the child is cut,
        // and its change is never applied (see `Heuristic::after`), so the lookups left out
        // cost nothing. `strong_tables` in benches/grid.rs measured the effect.
        let mut h = md;
        for (v, view) in self.views.iter().enumerate() {
            if h > enough {
                break;
            }
            let p = usize::from(view.pattern_of[tile]);
            let slot = usize::from(view.slot_of[tile]);
            let mut placed = state.placed[v][p];
            placed[slot] = view.cell[from];
            let entry = self.entry(p, &placed);
            change.patterns[v] = p as u8;
            change.slots[v] = slot as u8;
            change.cells[0][v] = view.cell[to];
            change.cells[1][v] = placed[slot];
            change.entries[1][v][p] = entry;
            let entries = change.entries[1][v];
            h = h.max(md + 2 * (u32::from(entries[0]) + u32::from(entries[1])));
        }
        (change, h)
    }

    #[inline(always)]
    fn apply(state: &mut Self::State, change: &Self::Change) {
        change.put(state, 1);
    }

    #[inline(always)]
    fn undo(state: &mut Self::State, change: &Self::Change) {
        change.put(state, 0);
    }
}

/// The corners of a board of `size`.
fn corners(size: Size) -> [usize; 4] {
    let (rows, columns) = (size.rows(), size.columns());
    [0, columns - 1, (rows - 1) * columns, rows * columns - 1]
}

impl Stronger for StrongTables {
    fn serves(&self, size: Size, goal_blank: usize) -> bool {
        size == self.size && corners(size).contains(&goal_blank)
    }

    fn search(
        &self,
        cells: Cells,
        cuts: &Cuts,
        blank: usize,
        goal_blank: usize,
        (limit, all): (Option<usize>, Option<usize>),
        budget: Option<u64>,
        threads: usize,
        progress: &mut dyn FnMut(usize, u64),
    ) -> (Result<Vec<Vec<u8>>, Stopped>, Nodes) {
        assert!(
            self.serves(self.size, goal_blank),
            "the strong tables serve goals with the blank in a corner"
        );
        let split = self.split;
        let (bases, _) = split.layout();
        let n = self.size.cells();
        let frame = split.to_frame(self.size, goal_blank);
        let direct = View::new(frame, n, split);
        let tables = [&self.entries()[..bases[1]], &self.entries()[bases[1]..]];
        let lengths = [split.patterns[0].len(), split.patterns[1].len()];
        let problem = Problem {
            size: self.size,
            exits: &self.exits,
            cuts,
            goal_blank,
            cells,
            blank,
            all,
        };
        let iterations = OnThreads::new(threads);
        // The search with `Lookup::<N, VIEWS, COLUMNS>` over these views.
        macro_rules! search_with {
            ($n:literal, $count:literal, $columns:literal, $views:expr) => {
                ida::run(
                    &Lookup::<$n, $count, $columns> {
                        tables,
                        lengths,
                        views: $views,
                        blank: goal_blank,
                    },
                    &problem,
                    (limit, budget),
                    &iterations,
                    progress,
                )
            };
        }
        match (self.size.rows(), self.size.columns()) {
            (4, 4) => {
                let mut reflected = [0u8; 16];
                for (cell, image) in reflected.iter_mut().enumerate() {
                    let framed = usize::from(frame[cell]);
                    *image = ((framed % 4) * 4 + framed / 4) as u8;
                }
                search_with!(16, 2, 4, [direct, View::new(reflected, n, split)])
            }
            (2, 8) => search_with!(16, 1, 8, [direct]),
            (8, 2) => search_with!(16, 1, 2, [direct]),
            (3, 5) => search_with!(15, 1, 5, [direct]),
            (5, 3) => search_with!(15, 1, 3, [direct]),
            _ => unreachable!("the strong sets serve 4x4, 2x8, 8x2, 3x5 and 5x3"),
        }
    }
}

impl GridSolver {
    /// The board sizes that have strong tables ([`GridSolver::prepare_strong`]): 4x4, 2x8,
    /// 8x2, 3x5 and 5x3.
    pub fn strong_sizes() -> Vec<Size> {
        Split::sizes()
    }

    /// Loads the strong tables of this engine's size from the disk cache if there are such
    /// tables, the engine has a cache and it holds them intact; true when they are in
    /// memory afterwards.
    pub(crate) fn load_strong(&mut self) -> bool {
        if self.strong.is_some() {
            return true;
        }
        let (split, store) = match (Split::of(self.size), self.store.as_ref()) {
            (Some(split), Some(store)) => (split, store),
            _ => return false,
        };
        let (_, length) = split.layout();
        let loaded = store.load(split.frame, FRAME_BLANK, &split.patterns(), &[], length);
        match loaded.and_then(|entries| StrongTables::from_entries(split, self.size, entries)) {
            Some(tables) => {
                self.strong = Some(Box::new(tables));
                true
            }
            None => false,
        }
    }

    /// Whether the strong tables are in memory or their file is in the disk cache.
    pub(crate) fn is_strong_at_hand(&self) -> bool {
        self.strong.is_some()
            || match (Split::of(self.size), self.store.as_ref()) {
                (Some(split), Some(store)) => {
                    store.has(split.frame, FRAME_BLANK, &split.patterns())
                }
                _ => false,
            }
    }

    /// Makes the strong tables of this engine's size (4x4: Korf and Felner's 7-8 split,
    /// 288 MB; 2x8 and 8x2: the 7-8 halves, 288 MB; 3x5 and 5x3: 7-7, 32 MB; see the
    /// README) ready in the disk cache and in this engine: loaded when the cache holds them
    /// intact, else built on every core and written there. `progress` hears the share of
    /// the build done (0 to 1) about ten times a second; nothing when they load.
    ///
    /// Returns whether the tables were built (`false`: they were there).
    ///
    /// # Errors
    /// [`std::io::Error`] when the size has no strong tables, the engine has no disk cache,
    /// or the file cannot be written (the tables stay in memory then).
    pub fn prepare_strong(&mut self, progress: &mut dyn FnMut(f64)) -> std::io::Result<bool> {
        let split = Split::of(self.size).ok_or_else(|| {
            std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                format!("{} has no strong tables", self.size),
            )
        })?;
        if self.load_strong() {
            return Ok(false);
        }
        let store = self.store.as_ref().ok_or_else(|| {
            std::io::Error::new(
                std::io::ErrorKind::NotFound,
                "there is no table cache to prepare",
            )
        })?;
        store.writable()?;
        let threads = crate::shared::threads::threads();
        let tables = StrongTables::build(split, self.size, threads, progress);
        let written = store.write(
            split.frame,
            FRAME_BLANK,
            &split.patterns(),
            tables.entries(),
        );
        self.strong = Some(Box::new(tables));
        written.map(|()| true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every split with each shape it serves.
    fn served() -> Vec<(Split, Size)> {
        Split::sizes()
            .into_iter()
            .map(|size| (Split::of(size).expect("a served size"), size))
            .collect()
    }

    #[test]
    fn the_splits_serve_their_shapes_and_transposes_only() {
        let names: Vec<String> = served().iter().map(|(_, size)| size.to_string()).collect();
        assert_eq!(names, ["4x4", "2x8", "8x2", "3x5", "5x3"]);
        for (split, size) in served() {
            assert!(split.frame == size || split.frame.cells() == size.cells());
        }
        for text in ["3x3", "2x7", "3x4", "4x3", "2x6"] {
            assert_eq!(Split::of(Size::parse(text).unwrap()), None, "{text}");
        }
        for split in SPLITS {
            let mut tiles: Vec<u8> = split.patterns.concat();
            tiles.sort_unstable();
            assert_eq!(tiles, (1..split.frame.cells() as u8).collect::<Vec<u8>>());
        }
    }

    #[test]
    fn each_corner_goes_to_cell_zero_by_an_isometry() {
        for (split, size) in served() {
            let n = size.cells();
            for corner in corners(size) {
                let map = split.to_frame(size, corner);
                assert_eq!(map[corner], 0);
                let mut seen = map[..n].to_vec();
                seen.sort_unstable();
                assert_eq!(seen, (0..n as u8).collect::<Vec<u8>>());
                for a in 0..n {
                    for b in 0..n {
                        let (ma, mb) = (usize::from(map[a]), usize::from(map[b]));
                        assert_eq!(
                            packed::manhattan(a, b, size.columns()),
                            packed::manhattan(ma, mb, split.frame.columns()),
                            "{size} {corner}: {a} {b}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn views_name_every_tile_but_the_goal_blank_once() {
        for (split, size) in served() {
            let n = size.cells();
            for corner in corners(size) {
                let view = View::new(split.to_frame(size, corner), n, split);
                let lengths = [split.patterns[0].len(), split.patterns[1].len()];
                let mut named: Vec<u8> = view.sources[0][..lengths[0]]
                    .iter()
                    .chain(&view.sources[1][..lengths[1]])
                    .copied()
                    .collect();
                named.sort_unstable();
                let others: Vec<u8> = (0..n as u8).filter(|&t| usize::from(t) != corner).collect();
                assert_eq!(named, others, "{size} {corner}");
            }
        }
        // On 4x4 with the blank at 15, tiles 8..14 (the blank's two rows) form the 7-tile
        // pattern.
        let view = View::new(SPLITS[0].to_frame(Size::FOUR, 15), 16, SPLITS[0]);
        assert!((8..15).all(|t| view.pattern_of[t] == 0));
    }

    /// Tables of zeros are admissible (the heuristic is then the Manhattan distance), and
    /// exercise everything but the entries: the frames of every shape and corner, the
    /// reflected view, the ranks and the search. The answers must be those of the light
    /// tables.
    #[test]
    fn zero_tables_give_the_same_answers_for_every_shape_and_corner() {
        use super::super::{Grid, Tier};
        use crate::shared::random::SplitMix64;
        let mut rng = SplitMix64::new(17);
        for (split, size) in served() {
            let n = size.cells();
            let zeros = Box::new(vec![0; split.layout().1]);
            let strong = StrongTables::from_entries(split, size, zeros).expect("zeros pass");
            for corner in corners(size) {
                // A goal with the blank in `corner` and the tiles in a scrambled order.
                let mut cells: Vec<u8> = (1..n as u8).collect();
                for i in (1..cells.len()).rev() {
                    cells.swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
                }
                cells.insert(corner, 0);
                let goal = Grid::from_cells(size, &cells).unwrap();
                let mut engine = GridSolver::new(size);
                engine.prepare_tier(&goal, Tier::Light, &mut |_| {});
                for walk in 0..6 {
                    let mut start = goal;
                    for _ in 0..(walk * 3 + 1) {
                        let step = crate::shared::Move::ALL[(rng.next_u64() % 4) as usize];
                        start = start.apply(step).unwrap_or(start);
                    }
                    let expected = engine.solve(&start, &goal, None, &mut |_| {});
                    let mut name = [0u8; 16];
                    for (cell, &tile) in goal.cells().iter().enumerate() {
                        name[usize::from(tile)] = cell as u8;
                    }
                    let mut relabelled = [0u8; ida::SEARCH_CELLS];
                    for (cell, &tile) in start.cells().iter().enumerate() {
                        relabelled[cell] = name[usize::from(tile)];
                    }
                    let (found, _) = strong.search(
                        relabelled,
                        super::super::detours::learned(10),
                        start.blank(),
                        corner,
                        (None, None),
                        None,
                        1,
                        &mut |_, _| {},
                    );
                    let letters: Vec<u8> = found
                        .expect("no limit")
                        .swap_remove(0)
                        .into_iter()
                        .map(|code| crate::shared::Move::from_code(code).letter())
                        .collect();
                    assert_eq!(
                        crate::shared::Solution::Path(letters),
                        expected,
                        "{size}, corner {corner}, walk {walk}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_file_of_the_wrong_length_or_a_home_entry_above_zero_is_refused() {
        let split = SPLITS[0];
        let (bases, length) = split.layout();
        let short = Box::new(vec![0; length - 1]);
        assert!(StrongTables::from_entries(split, Size::FOUR, short).is_none());
        let mut entries = vec![0; length];
        let home = packed::rank(split.patterns[1], 16);
        entries[bases[1] + home / 2] = 0x11;
        assert!(StrongTables::from_entries(split, Size::FOUR, Box::new(entries)).is_none());
    }
}
