//! One pattern database of the 5x5 board (see [`super::five`]): for a group of goal cells,
//! the fewest moves of the tiles that belong there, from every placement of them, when every
//! other tile is free to get out of the way (the blank is not tracked: a tile may slide into
//! any cell no other tile of the group holds). Built by a breadth-first search from the goal
//! placement over all placements, level by level (`kit::levels`), kept one byte a
//! placement, and cached on disk (`shared::disk`).
//!
//! Placements are ranked densely (`kit::placement`), so `k` tiles make
//! `25 * 24 * ... * (25 - k + 1)` entries (6 tiles: 127,512,000 bytes), half of what a
//! base-25 index would take.
//!
//! # Costs
//! A 6-tile build touches every placement once and its up to 24 neighbours at random: about
//! 40 s on two cores of this machine (2026-12-03, `eight prepare --size 5x5`), 128 MB of
//! entries while building and their 128 MB copy at the end, nothing else (the levels are
//! found by scanning the entries, not queued).
//! A lookup is one rank (a popcount a tile) and one byte read.

use crate::kit::cpu::{has_bmi2, variants};
use crate::kit::levels::by_levels;
use crate::kit::placement;
use crate::kit::unrank::unrank;
use crate::shared::disk::{cannot_write, read_checked, write_atomically};
use crate::shared::{memory, threads, SharedBytes};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// The board's cells and side.
pub(crate) const CELLS: usize = 25;
const SIDE: usize = 5;

/// Bumped whenever the entries' meaning or layout changes.
const VERSION: u32 = 1;
const MAGIC: &[u8; 8] = b"EIGHT5X5";

/// The cells next to each cell of the 5x5 board.
#[inline(always)]
fn neighbours(cell: usize) -> impl Iterator<Item = usize> {
    let (row, column) = (cell / SIDE, cell % SIDE);
    // By value in every edition (the one-file checkers may be built as 2018).
    IntoIterator::into_iter([
        (row + 1 < SIDE).then(|| cell + SIDE),
        (column > 0).then(|| cell - 1),
        (column + 1 < SIDE).then(|| cell + 1),
        (row > 0).then(|| cell - SIDE),
    ])
    .flatten()
}

/// The dense rank of a placement of the group's tiles on the board (`kit::placement`).
#[inline(always)]
pub(super) fn rank(cells: &[u8]) -> usize {
    placement::rank(cells, CELLS)
}

/// The number of placements of `k` tiles.
pub(super) fn placements(k: usize) -> usize {
    placement::placements(CELLS, k)
}

/// A built or loaded pattern database.
pub(super) struct Table {
    /// The goal cells of the group's tiles, slot by slot.
    cells: Vec<u8>,
    /// The fewest moves, one byte per placement rank.
    entries: SharedBytes,
}

impl Table {
    /// The database of the tiles whose goal cells are `cells` (slot order), from the disk
    /// cache `folder` when a file there passes every check, else built (and saved there;
    /// a failure to save is handed to `warn`). `progress` hears the share done.
    ///
    /// # Panics
    /// If `cells` is empty, longer than 7 or holds a cell twice or off the board.
    pub(super) fn get(
        cells: &[u8],
        folder: Option<&Path>,
        progress: &mut dyn FnMut(f64),
        warn: &mut dyn FnMut(std::io::Error),
    ) -> Table {
        assert!(
            !cells.is_empty() && cells.len() <= 7,
            "a group holds 1 to 7 tiles"
        );
        let mut seen = 0u32;
        for &cell in cells {
            assert!(usize::from(cell) < CELLS && seen & (1 << cell) == 0);
            seen |= 1 << cell;
        }
        let length = placements(cells.len());
        let file = folder.map(|folder| file_of(folder, cells));
        if let Some(file) = &file {
            if let Some(entries) = read_checked(file, &header(cells, length), length) {
                let table = Table {
                    cells: cells.to_vec(),
                    entries,
                };
                if table.at(cells) == 0 {
                    return table;
                }
            }
        }
        let entries = build(cells, progress);
        if let Some(folder) = folder {
            let file = file.expect("a folder names a file");
            if let Err(error) = write_atomically(&file, &header(cells, length), &entries) {
                warn(cannot_write(folder, error));
            }
        }
        Table {
            cells: cells.to_vec(),
            entries: Box::new(entries),
        }
    }

    /// Whether the disk cache `folder` holds this group's file (it may still fail its checks).
    pub(super) fn cached(cells: &[u8], folder: &Path) -> bool {
        file_of(folder, cells).is_file()
    }

    /// The goal cells of its tiles, slot by slot.
    pub(super) fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The fewest moves of the group's tiles from the placement `at` (slot order).
    pub(super) fn at(&self, at: &[u8]) -> u32 {
        u32::from(self.entries()[rank(at)])
    }

    /// Its entries, by placement rank.
    pub(super) fn entries(&self) -> &[u8] {
        (*self.entries).as_ref()
    }

    /// Its size in bytes.
    pub(super) fn bytes(&self) -> usize {
        (*self.entries).as_ref().len()
    }
}

/// The cache file of a group.
fn file_of(folder: &Path, cells: &[u8]) -> PathBuf {
    let names: Vec<String> = cells.iter().map(|cell| cell.to_string()).collect();
    folder.join(format!("5x5-tiles-{}.v{VERSION}.pdb", names.join("_")))
}

/// A file's header up to the checksum: magic, version, the group, the entries' count.
fn header(cells: &[u8], length: usize) -> Vec<u8> {
    let mut header = MAGIC.to_vec();
    header.extend_from_slice(&VERSION.to_le_bytes());
    header.push(cells.len() as u8);
    header.extend_from_slice(cells);
    header.extend_from_slice(&(length as u64).to_le_bytes());
    header
}

/// Placements a thread takes at a time while scanning a level.
const CHUNK: usize = 1 << 16;

/// The entries of the group `cells` by breadth-first search from its goal placement, level
/// by level (`kit::levels`): each level is found by scanning the entries for the previous
/// one and marking the unseen neighbours of each. An entry holds its level plus one while
/// building (0: unseen); two threads that mark one entry write the same level, so a
/// bitwise or of the byte into its word is enough.
fn build(cells: &[u8], progress: &mut dyn FnMut(f64)) -> Vec<u8> {
    let length = placements(cells.len());
    let words = memory::zeroed_words((length + 7) / 8);
    let scan = Scan {
        entries: Entries(&words),
        tiles: cells.len(),
        bmi2: has_bmi2(),
        found: AtomicUsize::new(1),
    };
    scan.entries.mark(rank(cells), 1);
    let chunks = (length + CHUNK - 1) / CHUNK;
    let levels = by_levels(
        threads::threads().max(1),
        chunks,
        |level, chunk| scan.chunk(level as u8 + 1, chunk),
        &mut |_| {
            let reached = scan.found.load(Ordering::Relaxed).min(length);
            progress(reached as f64 / length as f64);
        },
    );
    assert!(levels < 250, "a group's distances fit a byte");
    let mut bytes = memory::zeroed_bytes(length);
    for (index, entry) in bytes.iter_mut().enumerate() {
        *entry = scan
            .entries
            .read(index)
            .checked_sub(1)
            .expect("every placement is reached");
    }
    bytes
}

/// The entries while building, eight to an atomic word.
#[derive(Clone, Copy)]
struct Entries<'w>(&'w [AtomicU64]);

impl Entries<'_> {
    #[inline(always)]
    fn read(self, index: usize) -> u8 {
        (self.0[index / 8].load(Ordering::Relaxed) >> (8 * (index % 8))) as u8
    }

    #[inline(always)]
    fn mark(self, index: usize, value: u8) {
        self.0[index / 8].fetch_or(u64::from(value) << (8 * (index % 8)), Ordering::Relaxed);
    }
}

/// What the threads of a build share.
struct Scan<'w> {
    entries: Entries<'w>,
    tiles: usize,
    /// Whether the CPU has BMI2 (for unranking).
    bmi2: bool,
    /// Placements reached so far (two threads may count one twice), for progress.
    found: AtomicUsize,
}

impl Scan<'_> {
    variants! {
        /// Expands the placements of chunk `chunk` whose entry is `level` (their level plus
        /// one), marking their unseen neighbours `level + 1`; says whether it marked any.
        /// Ranking counts bits six times a move: compiled with `popcnt` where the CPU has it.
        fn chunk(&self, level: u8, chunk: usize) -> bool = chunk_body with ["popcnt"] as chunk_popcnt;
    }

    /// The body of [`Scan::chunk`], inlined into each variant.
    #[inline(always)]
    fn chunk_body(&self, level: u8, chunk: usize) -> bool {
        let (k, entries) = (self.tiles, self.entries);
        let length = placements(k);
        let mut at = [0u8; CELLS];
        let mut moved = [0u8; CELLS];
        let mut found = 0;
        for index in chunk * CHUNK..((chunk + 1) * CHUNK).min(length) {
            if entries.read(index) != level {
                continue;
            }
            unrank(index, CELLS, &mut at[..k], self.bmi2);
            let taken = at[..k].iter().fold(0u32, |taken, &c| taken | 1 << c);
            moved[..k].copy_from_slice(&at[..k]);
            for slot in 0..k {
                for to in neighbours(usize::from(at[slot])) {
                    if taken & (1 << to) != 0 {
                        continue;
                    }
                    moved[slot] = to as u8;
                    let next = rank(&moved[..k]);
                    if entries.read(next) == 0 {
                        entries.mark(next, level + 1);
                        found += 1;
                    }
                }
                moved[slot] = at[slot];
            }
        }
        self.found.fetch_add(found, Ordering::Relaxed);
        found > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, VecDeque};

    /// The same distances by a search of its own: a queue and a map of placements.
    fn reference(cells: &[u8]) -> HashMap<Vec<u8>, u8> {
        let mut distance = HashMap::new();
        let mut queue = VecDeque::new();
        distance.insert(cells.to_vec(), 0u8);
        queue.push_back(cells.to_vec());
        while let Some(now) = queue.pop_front() {
            let d = distance[&now];
            for slot in 0..now.len() {
                let (r, c) = (now[slot] / 5, now[slot] % 5);
                let mut steps = Vec::new();
                if r < 4 {
                    steps.push(now[slot] + 5);
                }
                if r > 0 {
                    steps.push(now[slot] - 5);
                }
                if c < 4 {
                    steps.push(now[slot] + 1);
                }
                if c > 0 {
                    steps.push(now[slot] - 1);
                }
                for to in steps {
                    if now.contains(&to) {
                        continue;
                    }
                    let mut next = now.clone();
                    next[slot] = to;
                    if !distance.contains_key(&next) {
                        distance.insert(next.clone(), d + 1);
                        queue.push_back(next);
                    }
                }
            }
        }
        distance
    }

    #[test]
    fn a_built_table_holds_the_breadth_first_distances() {
        for cells in [vec![12u8], vec![0, 1], vec![6, 7, 11], vec![24, 0, 13]] {
            let entries = build(&cells, &mut |_| {});
            let reference = reference(&cells);
            assert_eq!(reference.len(), placements(cells.len()));
            for (at, &d) in &reference {
                assert_eq!(entries[rank(at)], d, "{cells:?} at {at:?}");
            }
        }
    }

    #[test]
    fn tables_are_saved_and_loaded_and_a_bad_file_is_rebuilt() {
        let folder = std::env::temp_dir().join(format!("eight-five-{}", std::process::id()));
        let cells = [3u8, 9, 20];
        let get = |folder: &Path| {
            let mut builds = 0;
            let table = Table::get(&cells, Some(folder), &mut |_| builds += 1, &mut |e| {
                panic!("{e}")
            });
            (table, builds)
        };
        let (first, builds) = get(&folder);
        assert!(builds > 0, "the first table is built");
        assert!(Table::cached(&cells, &folder));
        let (again, builds) = get(&folder);
        assert_eq!(builds, 0, "the second is loaded");
        assert_eq!(first.entries(), again.entries());
        // One changed byte: the checksum fails and the table is built again.
        let file = file_of(&folder, &cells);
        let mut bytes = std::fs::read(&file).unwrap();
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        std::fs::write(&file, &bytes).unwrap();
        let (rebuilt, builds) = get(&folder);
        assert!(builds > 0, "a bad file is not trusted");
        assert_eq!(rebuilt.entries(), first.entries());
        std::fs::remove_dir_all(&folder).unwrap();
    }
}
