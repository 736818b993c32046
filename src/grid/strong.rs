//! The strong 4x4 databases: Korf and Felner's additive 7-8 split in packed 4-bit entries,
//! one set for every goal whose blank is in a corner, looked up twice per board (directly
//! and reflected in the main diagonal), and the IDA* heuristic over them.
//!
//! # The set and its frame
//! The tables are built for the relabelled goal with the blank in cell 0 (Korf's goal): the
//! 7 tiles of the blank's two rows (goal cells 1..7) and the 8 of the other two (8..15),
//! each a [`packed`] table of its excess over the Manhattan distance. A goal with its blank
//! in corner `c` is brought to that frame by the isometry of the board that takes `c` to 0
//! (none, a mirror of the columns, of the rows, or a half turn): it maps moves to moves and
//! the relabelled goal onto the frame's, so the image board is exactly as far from the
//! frame's goal as the board from its own. The reflected lookup transposes the image as
//! well; the transpose keeps cell 0, so it too lands in the frame. Each lookup sums the two
//! patterns' `md + 2 * entry` (see [`packed`]), a lower bound; the heuristic is the larger
//! of the two, a lower bound, and 0 only at the goal (the Manhattan part is 0 only there).
//! Nothing else changes in the search ([`search::run`]), so the answer is the same
//! lexicographically smallest shortest path as with any other admissible tables.
//!
//! A child's bound is built up from Manhattan, the direct lookup, then the reflected one,
//! and stops at the first partial bound above what the search needs (see
//! [`Heuristic::after`]): the child is cut either way, so each iteration cuts the same; the
//! next iteration's bound may come out lower, never above the optimum (every path to the
//! goal crosses some cut child, whose partial bound is a lower bound), so at worst an idle
//! iteration is added. Korf's 100 took 0.44 s on one thread without this and 0.37 s with it.
//!
//! # Costs
//! Entries: 28.8 MB (7 tiles) and 259.5 MB (8 tiles), 288 MB in all, on disk and in memory.
//! Built by `eight prepare --size 4x4` on every core (see [`packed::build`] for memory).
//! A node looks up one rank in each view, recomputed from its pattern's 7 or 8 cells, so a
//! node costs two ranks and two likely cache misses in a 288 MB table.

use super::packed;
use super::search::{self, CellExits, Heuristic, Nodes, Problem, Stopped};
use super::{GridSolver, Stronger};
use crate::shared::{SharedBytes, Size};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// The goal cells of the two patterns in the frame (goal blank in cell 0).
const PATTERNS: [&[u8]; 2] = [&[1, 2, 3, 4, 5, 6, 7], &[8, 9, 10, 11, 12, 13, 14, 15]];

/// The goal blank cell of the frame.
const FRAME_BLANK: usize = 0;

/// The patterns as the disk cache names them.
pub fn patterns() -> Vec<Vec<u8>> {
    PATTERNS.iter().map(|p| p.to_vec()).collect()
}

/// Where pattern `p`'s table starts in the entries, and the entries' length.
fn layout() -> ([usize; 2], usize) {
    let first = packed::bytes(packed::placements(16, PATTERNS[0].len()));
    let second = packed::bytes(packed::placements(16, PATTERNS[1].len()));
    ([0, first], first + second)
}

/// The 7-8 databases of the frame, in one allocation.
pub struct StrongTables {
    entries: SharedBytes,
    exits: Vec<CellExits>,
}

impl StrongTables {
    /// Builds both tables on `threads` threads; `progress` hears the share of placements
    /// reached (0 to 1) about ten times a second.
    pub fn build(threads: usize, progress: &mut dyn FnMut(f64)) -> StrongTables {
        let four = Size::FOUR;
        let reached = AtomicUsize::new(0);
        let total: usize = PATTERNS
            .iter()
            .map(|p| packed::placements(16, p.len()))
            .sum();
        let (done, finished) = std::sync::mpsc::channel();
        let mut entries = Vec::new();
        std::thread::scope(|scope| {
            let reached = &reached;
            let builder = scope.spawn(move || {
                let mut entries = Vec::with_capacity(layout().1);
                for tiles in PATTERNS {
                    entries.extend(packed::build(four, FRAME_BLANK, tiles, reached, threads));
                }
                // The receiver lives until the builds are done.
                let _ = done.send(());
                entries
            });
            loop {
                progress(reached.load(Ordering::Relaxed) as f64 / total as f64);
                match finished.recv_timeout(Duration::from_millis(100)) {
                    Ok(()) => break,
                    Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
                    // The builder panicked; joining passes the panic on.
                    Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break,
                }
            }
            entries = builder
                .join()
                .expect("the build of the strong tables panicked");
        });
        StrongTables::from_entries(Box::new(entries))
            .expect("a fresh build has the layout it checks")
    }

    /// The tables from `entries` (as [`StrongTables::build`] makes them and the cache keeps
    /// them), if they have the right length and each pattern's home entry is 0.
    pub fn from_entries(entries: SharedBytes) -> Option<StrongTables> {
        let (bases, length) = layout();
        let bytes: &[u8] = (*entries).as_ref();
        if bytes.len() != length {
            return None;
        }
        let homes_are_zero = PATTERNS
            .iter()
            .zip(bases)
            .all(|(tiles, base)| packed::entry(&bytes[base..], packed::rank(tiles, 16)) == 0);
        if !homes_are_zero {
            return None;
        }
        Some(StrongTables {
            entries,
            exits: search::exits(Size::FOUR),
        })
    }

    /// The entries, for the cache.
    pub fn entries(&self) -> &[u8] {
        (*self.entries).as_ref()
    }
}

/// The isometry of the 4x4 board taking corner `corner` to cell 0, as a cell map.
fn to_frame(corner: usize) -> [u8; 16] {
    let mut map = [0u8; 16];
    for (cell, image) in map.iter_mut().enumerate() {
        let (row, column) = (cell / 4, cell % 4);
        let row = if corner >= 12 { 3 - row } else { row };
        let column = if corner % 4 == 3 { 3 - column } else { column };
        *image = (row * 4 + column) as u8;
    }
    map
}

/// One lookup: where each cell goes, and per pattern the tiles (named in the board's own
/// frame) whose images are the pattern's tiles, in the pattern's order.
struct View {
    cell: [u8; 16],
    sources: [[u8; 8]; 2],
    /// The pattern of each tile's image.
    pattern_of: [u8; 16],
}

impl View {
    fn new(cell: [u8; 16]) -> View {
        let mut inverse = [0u8; 16];
        for (from, &to) in cell.iter().enumerate() {
            inverse[usize::from(to)] = from as u8;
        }
        let mut view = View {
            cell,
            sources: [[0; 8]; 2],
            pattern_of: [0; 16],
        };
        for (p, tiles) in PATTERNS.iter().enumerate() {
            for (j, &tile) in tiles.iter().enumerate() {
                let source = inverse[usize::from(tile)];
                view.sources[p][j] = source;
                view.pattern_of[usize::from(source)] = p as u8;
            }
        }
        view
    }
}

/// The heuristic over [`StrongTables`] for one goal corner.
struct Lookup<'a> {
    tables: [&'a [u8]; 2],
    views: [View; 2],
    /// The goal corner (the relabelled goal's blank cell).
    blank: usize,
}

/// A node's state: each tile's cell, the Manhattan sum, and each view's two entries.
#[derive(Clone, Copy)]
struct State {
    at: [u8; 16],
    md: u32,
    entries: [[u8; 2]; 2],
}

impl Lookup<'_> {
    /// The entry of pattern `p` in `view` when tile `t` is at `at(t)`.
    #[inline(always)]
    fn entry(&self, view: &View, p: usize, at: impl Fn(usize) -> u8) -> u8 {
        packed::entry(self.tables[p], self.rank(view, p, at))
    }

    /// The rank of pattern `p`'s placement in `view` when tile `t` is at `at(t)`.
    #[inline(always)]
    fn rank(&self, view: &View, p: usize, at: impl Fn(usize) -> u8) -> usize {
        let k = PATTERNS[p].len();
        let mut cells = [0u8; 8];
        for (cell, &source) in cells.iter_mut().zip(&view.sources[p][..k]) {
            *cell = view.cell[usize::from(at(usize::from(source)))];
        }
        packed::rank(&cells[..k], 16)
    }

    #[inline(always)]
    fn bound(md: u32, entries: &[[u8; 2]; 2]) -> u32 {
        let best = entries
            .iter()
            .map(|e| u32::from(e[0]) + u32::from(e[1]))
            .max()
            .unwrap_or(0);
        md + 2 * best
    }
}

impl Heuristic for Lookup<'_> {
    type State = State;
    /// The tile, its old and new cell, the old and new Manhattan sums and entries.
    type Change = (u8, u8, u8, u32, u32, [[u8; 2]; 2], [[u8; 2]; 2]);

    fn root(&self, cells: &[u8; 16], blank: usize) -> (State, u32) {
        let mut at = [0u8; 16];
        at[self.blank] = blank as u8;
        for (cell, &tile) in cells.iter().enumerate() {
            if cell != blank {
                at[usize::from(tile)] = cell as u8;
            }
        }
        let md = (0..16)
            .filter(|&t| t != self.blank)
            .map(|t| packed::manhattan(usize::from(at[t]), t, 4))
            .sum();
        let mut entries = [[0u8; 2]; 2];
        for (v, view) in self.views.iter().enumerate() {
            for (p, entry) in entries[v].iter_mut().enumerate() {
                *entry = self.entry(view, p, |t| at[t]);
            }
        }
        let h = Lookup::bound(md, &entries);
        (State { at, md, entries }, h)
    }

    #[inline(always)]
    fn after(
        &self,
        state: &State,
        tile: usize,
        _code: usize,
        from: usize,
        to: usize,
        enough: u32,
    ) -> (Self::Change, u32) {
        let md = state.md - packed::manhattan(to, tile, 4) + packed::manhattan(from, tile, 4);
        let mut entries = state.entries;
        // Each partial bound is a lower bound: once one is above `enough` the child is cut,
        // and its change is never applied (see `Heuristic::after`), so the lookups left out
        // cost nothing. `strong_tables` in benches/grid.rs measured the effect.
        let mut h = md;
        for (v, view) in self.views.iter().enumerate() {
            if h > enough {
                break;
            }
            let p = usize::from(view.pattern_of[tile]);
            entries[v][p] = self.entry(
                view,
                p,
                |t| {
                    if t == tile {
                        from as u8
                    } else {
                        state.at[t]
                    }
                },
            );
            h = h.max(md + 2 * (u32::from(entries[v][0]) + u32::from(entries[v][1])));
        }
        (
            (
                tile as u8,
                to as u8,
                from as u8,
                state.md,
                md,
                state.entries,
                entries,
            ),
            h,
        )
    }

    #[inline(always)]
    fn apply(state: &mut State, change: &Self::Change) {
        state.at[usize::from(change.0)] = change.2;
        state.md = change.4;
        state.entries = change.6;
    }

    #[inline(always)]
    fn undo(state: &mut State, change: &Self::Change) {
        state.at[usize::from(change.0)] = change.1;
        state.md = change.3;
        state.entries = change.5;
    }
}

impl Stronger for StrongTables {
    fn serves(&self, size: Size, goal_blank: usize) -> bool {
        size == Size::FOUR && [0, 3, 12, 15].contains(&goal_blank)
    }

    fn search(
        &self,
        cells: [u8; 16],
        blank: usize,
        goal_blank: usize,
        limit: Option<usize>,
        budget: Option<u64>,
        threads: usize,
        progress: &mut dyn FnMut(usize),
    ) -> (Result<Vec<u8>, Stopped>, Nodes) {
        assert!(
            self.serves(Size::FOUR, goal_blank),
            "the strong tables serve goals with the blank in a corner"
        );
        let (bases, _) = layout();
        let frame = to_frame(goal_blank);
        let mut reflected = [0u8; 16];
        for (cell, image) in reflected.iter_mut().enumerate() {
            let framed = usize::from(frame[cell]);
            *image = ((framed % 4) * 4 + framed / 4) as u8;
        }
        let lookup = Lookup {
            tables: [&self.entries()[..bases[1]], &self.entries()[bases[1]..]],
            views: [View::new(frame), View::new(reflected)],
            blank: goal_blank,
        };
        let problem = Problem {
            size: Size::FOUR,
            exits: &self.exits,
            goal_blank,
            cells,
            blank,
        };
        search::run(&lookup, &problem, limit, budget, threads, progress)
    }
}

impl GridSolver {
    /// Loads the strong 4x4 tables from the disk cache if this engine is 4x4, has a cache
    /// and it holds them intact; true when they are in memory afterwards.
    pub(crate) fn load_strong(&mut self) -> bool {
        if self.strong.is_some() {
            return true;
        }
        if self.size != Size::FOUR {
            return false;
        }
        let (_, length) = layout();
        let loaded = self
            .store
            .as_ref()
            .and_then(|store| store.load(Size::FOUR, FRAME_BLANK, &patterns(), &[], length));
        match loaded.and_then(StrongTables::from_entries) {
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
            || (self.size == Size::FOUR
                && self.store.as_ref().map_or(false, |store| {
                    store.has(Size::FOUR, FRAME_BLANK, &patterns())
                }))
    }

    /// Makes the strong 4x4 tables (Korf and Felner's 7-8 split, 288 MB; see the README)
    /// ready in the disk cache and in this engine: loaded when the cache holds them intact,
    /// else built on every core and written there. `progress` hears the share of the build
    /// done (0 to 1) about ten times a second; nothing when they load.
    ///
    /// Returns whether the tables were built (`false`: they were there).
    ///
    /// # Errors
    /// [`std::io::Error`] when the board is not 4x4, the engine has no disk cache, or the
    /// file cannot be written (the tables stay in memory then).
    pub fn prepare_strong(&mut self, progress: &mut dyn FnMut(f64)) -> std::io::Result<bool> {
        if self.size != Size::FOUR {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "only 4x4 has strong tables",
            ));
        }
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
        let tables = StrongTables::build(crate::shared::threads::threads(), progress);
        let written = store.write(Size::FOUR, FRAME_BLANK, &patterns(), tables.entries());
        self.strong = Some(Box::new(tables));
        written.map(|()| true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_corner_goes_to_cell_zero_by_an_isometry() {
        for corner in [0, 3, 12, 15] {
            let map = to_frame(corner);
            assert_eq!(map[corner], 0);
            let mut seen = map.to_vec();
            seen.sort_unstable();
            assert_eq!(seen, (0..16).collect::<Vec<u8>>());
            // Neighbours stay neighbours.
            for a in 0..16 {
                for b in 0..16 {
                    let (ma, mb) = (usize::from(map[a]), usize::from(map[b]));
                    assert_eq!(
                        packed::manhattan(a, b, 4),
                        packed::manhattan(ma, mb, 4),
                        "{corner}: {a} {b}"
                    );
                }
            }
        }
    }

    #[test]
    fn views_name_every_tile_once() {
        let view = View::new(to_frame(15));
        let mut named: Vec<u8> = view.sources[0][..7]
            .iter()
            .chain(&view.sources[1][..8])
            .copied()
            .collect();
        named.sort_unstable();
        // Every tile but the blank's goal cell, 15.
        assert_eq!(named, (0..15).collect::<Vec<u8>>());
        // Tiles 8..14 (the blank's two rows) form the 7-tile pattern.
        assert!((8..15).all(|t| view.pattern_of[t] == 0));
    }

    /// Tables of zeros are admissible (the heuristic is then the Manhattan distance), and
    /// exercise everything but the entries: the frames of the four corners, the reflected
    /// view, the ranks and the search. The answers must be those of the light tables.
    #[test]
    fn zero_tables_give_the_same_answers_for_every_corner() {
        use super::super::{Grid, Tier};
        use crate::shared::random::SplitMix64;
        let strong = StrongTables::from_entries(Box::new(vec![0; layout().1])).expect("zeros pass");
        let mut rng = SplitMix64::new(17);
        for corner in [0, 3, 12, 15] {
            // A goal with the blank in `corner` and the tiles in a scrambled order.
            let mut cells: Vec<u8> = (1..16).collect();
            for i in (1..cells.len()).rev() {
                cells.swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
            }
            cells.insert(corner, 0);
            let goal = Grid::from_cells(Size::FOUR, &cells).unwrap();
            let mut engine = GridSolver::new(Size::FOUR);
            engine.prepare_tier(&goal, Tier::Light, &mut |_| {});
            for walk in 0..12 {
                let mut start = goal;
                for _ in 0..(walk * 2 + 1) {
                    let step = crate::shared::Move::ALL[(rng.next_u64() % 4) as usize];
                    start = start.apply(step).unwrap_or(start);
                }
                let expected = engine.solve(&start, &goal, None, &mut |_| {});
                let mut name = [0u8; 16];
                for (cell, &tile) in goal.cells().iter().enumerate() {
                    name[usize::from(tile)] = cell as u8;
                }
                let mut relabelled = [0u8; 16];
                for (cell, &tile) in start.cells().iter().enumerate() {
                    relabelled[cell] = name[usize::from(tile)];
                }
                let (found, _) = strong.search(
                    relabelled,
                    start.blank(),
                    corner,
                    None,
                    None,
                    1,
                    &mut |_| {},
                );
                let letters: Vec<u8> = found
                    .expect("no limit")
                    .into_iter()
                    .map(|code| crate::shared::Move::from_code(code).letter())
                    .collect();
                assert_eq!(
                    crate::shared::Solution::Path(letters),
                    expected,
                    "corner {corner}, walk {walk}"
                );
            }
        }
    }

    #[test]
    fn a_file_of_the_wrong_length_or_a_home_entry_above_zero_is_refused() {
        let (bases, length) = layout();
        assert!(StrongTables::from_entries(Box::new(vec![0; length - 1])).is_none());
        let mut entries = vec![0; length];
        let home = packed::rank(PATTERNS[1], 16);
        entries[bases[1] + home / 2] = 0x11;
        assert!(StrongTables::from_entries(Box::new(entries)).is_none());
    }
}
