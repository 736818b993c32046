//! One pattern database of the 5x5 board (see [`super::five`]) that knows where the blank
//! is: for a group of goal cells, the fewest moves of the tiles that belong there, from
//! every placement of them and every region the blank may be in, when the other tiles are
//! alike and the blank moves among them for nothing. Built by a breadth-first search from
//! the goal over (placement, blank's region), level by level (`kit::levels`), kept two
//! bytes a placement, and cached on disk (`shared::disk`).
//!
//! # What an entry says, and why it is a lower bound
//! The group's tiles split the other cells of the board into regions, cells joined through
//! cells the group does not hold. Between moves of the group's tiles the blank may wander
//! about its region at no cost, and a tile of the group can only move into the blank's
//! cell, so only into a cell of the blank's region. The search's states are a placement of
//! the group's tiles and the blank's region; a move takes one tile into an adjacent cell of
//! the region, costs 1, and leaves the blank in the region of the cell the tile left. The
//! goal is the goal placement with the blank in the region of its goal cell. Every real
//! path, read by what happens to the group's tiles, is a path of this search with one
//! step for each move of a group tile, so the distance here is at most the real number of
//! moves of the group's tiles; the groups are disjoint and a real move moves one tile, so
//! the sum over the groups is a lower bound on the moves left (Korf and Felner's argument,
//! "Disjoint pattern database heuristics", 2002). The region is what makes it stronger
//! than letting a tile slide into any free cell: a group gathered around the blank's goal
//! corner, the blank outside, must open the corner and close it again.
//!
//! Most placements leave one region. Where there are more, at most one holds more than half
//! of the free cells (the *wide* region). An entry keeps two values a placement: the moves
//! with the blank in the wide region (when there is one), and the fewest with the blank in
//! any other region. Both are distances of this search (or the smaller of several), so a
//! lookup that picks the one for the blank's region is a lower bound still; it is 0 only at
//! the goal placement, whose tiles are then home. A lookup reads both bytes (one cache
//! line); only when they differ does it find the blank's region (a flood of bit masks).
//!
//! Placements are ranked densely (`kit::placement`), so `k` tiles make
//! `25 * 24 * ... * (25 - k + 1)` placements (6 tiles: 127,512,000, so 255,024,000 bytes).
//!
//! # Costs
//! A 6-tile build keeps a byte for every placement and free cell while it runs (2.4 GB),
//! marking only the lowest cell of each region; each level scans them eight at a time and
//! expands the states of the level (a flood for the region a move leaves). About a minute
//! a database on two cores of this machine (`eight prepare --size 5x5`, 2026-12-05).
//! A lookup is one rank (a popcount a tile) and two bytes, and a flood when they differ.

use crate::kit::cpu::{has_bmi2, variants};
use crate::kit::levels::by_levels;
use crate::kit::placement;
use crate::kit::unrank::{nth_cell, unrank};
use crate::shared::disk::{cannot_write, read_checked, write_atomically};
use crate::shared::{memory, threads, SharedBytes};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// The board's cells and side.
pub(crate) const CELLS: usize = 25;
const SIDE: usize = 5;

/// Every cell of the board, as bits.
const BOARD: u32 = (1 << CELLS) - 1;

/// The cells outside the first column and outside the last, as bits.
const NOT_FIRST_COLUMN: u32 = BOARD & !0b00001_00001_00001_00001_00001;
const NOT_LAST_COLUMN: u32 = BOARD & !0b10000_10000_10000_10000_10000;

/// Bumped whenever the entries' meaning or layout changes (1: the blank was not tracked).
const VERSION: u32 = 2;
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

/// The cells of `free` joined to `cell` (one of them) through cells of `free`.
#[inline(always)]
fn region(cell: usize, free: u32) -> u32 {
    let mut region = 1u32 << cell;
    loop {
        let grown = (region
            | region << SIDE
            | region >> SIDE
            | (region << 1) & NOT_FIRST_COLUMN
            | (region >> 1) & NOT_LAST_COLUMN)
            & free;
        if grown == region {
            return region;
        }
        region = grown;
    }
}

/// The cells of a placement, as bits.
#[inline(always)]
fn taken(cells: &[u8]) -> u32 {
    cells.iter().fold(0, |taken, &cell| taken | 1 << cell)
}

/// Whether `region` is the wide one of the free cells `free`: more than half of them.
#[inline(always)]
fn is_wide(region: u32, free: u32) -> bool {
    2 * region.count_ones() > free.count_ones()
}

/// The fewest moves that `entries` (a database's, two bytes a placement: wide region,
/// other regions) give the group's tiles at `placed` (slot order) with the blank in
/// `blank`: the one lookup of the search and of [`Table::at`].
#[inline(always)]
pub(super) fn lookup(entries: &[u8], placed: &[u8], blank: usize) -> u32 {
    let r = rank(placed);
    let (wide, other) = (entries[2 * r], entries[2 * r + 1]);
    if wide == other {
        return u32::from(wide);
    }
    let free = BOARD & !taken(placed);
    match is_wide(region(blank, free), free) {
        true => u32::from(wide),
        false => u32::from(other),
    }
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

/// The lowest cell of the region of `goal_blank` when the tiles are at `cells`: databases
/// of one group whose goal blanks share a region are the same, and this names them.
pub(super) fn goal_region(cells: &[u8], goal_blank: usize) -> u8 {
    lowest(goal_blank, BOARD & !taken(cells)) as u8
}

/// A built or loaded pattern database.
pub(super) struct Table {
    /// The goal cells of the group's tiles, slot by slot.
    cells: Vec<u8>,
    /// The lowest cell of the goal blank's region in the goal placement.
    goal_region: u8,
    /// Two bytes per placement rank: the moves with the blank in the wide region, and the
    /// fewest with it in any other.
    entries: SharedBytes,
}

impl Table {
    /// The database of the tiles whose goal cells are `cells` (slot order) and a goal
    /// blank in the region whose lowest cell is `goal_region`, from the disk cache `folder`
    /// when a file there passes every check, else built (and saved there; a failure to
    /// save is handed to `warn`). `progress` hears the share done.
    ///
    /// # Panics
    /// If `cells` is empty, longer than 7 or holds a cell twice or off the board, or
    /// `goal_region` is not the lowest cell of a region the tiles leave.
    pub(super) fn get(
        cells: &[u8],
        goal_region: u8,
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
        assert_eq!(
            self::goal_region(cells, usize::from(goal_region)),
            goal_region,
            "a region's lowest free cell"
        );
        let length = 2 * placements(cells.len());
        let file = folder.map(|folder| file_of(folder, cells, goal_region));
        if let Some(file) = &file {
            if let Some(entries) = read_checked(file, &header(cells, goal_region, length), length) {
                let table = Table {
                    cells: cells.to_vec(),
                    goal_region,
                    entries,
                };
                if table.at(cells, usize::from(goal_region)) == 0 {
                    return table;
                }
            }
        }
        let entries = build(cells, usize::from(goal_region), progress);
        if let Some(folder) = folder {
            let file = file.expect("a folder names a file");
            if let Err(error) =
                write_atomically(&file, &header(cells, goal_region, length), &entries)
            {
                warn(cannot_write(folder, error));
            }
        }
        Table {
            cells: cells.to_vec(),
            goal_region,
            entries: Box::new(entries),
        }
    }

    /// Whether the disk cache `folder` holds this database's file (it may still fail its
    /// checks).
    pub(super) fn cached(cells: &[u8], goal_region: u8, folder: &Path) -> bool {
        file_of(folder, cells, goal_region).is_file()
    }

    /// Whether it is the database of the group `cells` with the goal blank in the region
    /// whose lowest cell is `goal_region`.
    pub(super) fn is(&self, cells: &[u8], goal_region: u8) -> bool {
        self.cells == cells && self.goal_region == goal_region
    }

    /// The fewest moves of the group's tiles from the placement `at` (slot order) with the
    /// blank in `blank`.
    pub(super) fn at(&self, at: &[u8], blank: usize) -> u32 {
        lookup(self.entries(), at, blank)
    }

    /// Its entries: two bytes by placement rank.
    pub(super) fn entries(&self) -> &[u8] {
        (*self.entries).as_ref()
    }

    /// Its size in bytes.
    pub(super) fn bytes(&self) -> usize {
        (*self.entries).as_ref().len()
    }
}

/// The cache file of a database.
fn file_of(folder: &Path, cells: &[u8], goal_region: u8) -> PathBuf {
    let names: Vec<String> = cells.iter().map(|cell| cell.to_string()).collect();
    folder.join(format!(
        "5x5-blank{goal_region}-tiles-{}.v{VERSION}.pdb",
        names.join("_")
    ))
}

/// A file's header up to the checksum: magic, version, the group, the goal region, the
/// entries' count.
fn header(cells: &[u8], goal_region: u8, length: usize) -> Vec<u8> {
    let mut header = MAGIC.to_vec();
    header.extend_from_slice(&VERSION.to_le_bytes());
    header.push(cells.len() as u8);
    header.extend_from_slice(cells);
    header.push(goal_region);
    header.extend_from_slice(&(length as u64).to_le_bytes());
    header
}

/// Search states a thread takes at a time while scanning a level (a multiple of 8).
const CHUNK: usize = 1 << 16;

/// The entries of the group `cells` with the goal blank in `goal_blank`, by breadth-first
/// search from the goal over (placement, blank's region), level by level (`kit::levels`).
/// A state is kept at index `rank * free + i`, where `i` counts the free cells below the
/// lowest cell of its region; the other indices stay unused. An entry holds its level
/// plus one while building (0: unseen); two threads that mark one entry write the same
/// level, so a bitwise or of the byte into its word is enough. Then each placement's two
/// values are read off its regions' entries.
fn build(cells: &[u8], goal_blank: usize, progress: &mut dyn FnMut(f64)) -> Vec<u8> {
    let k = cells.len();
    let free_cells = CELLS - k;
    let length = placements(k) * free_cells;
    let words = memory::zeroed_words((length + 7) / 8);
    let scan = Scan {
        entries: Entries(&words),
        tiles: k,
        length,
        bmi2: has_bmi2(),
        found: AtomicUsize::new(1),
    };
    let goal_free = BOARD & !taken(cells);
    let start = state(
        rank(cells),
        free_cells,
        goal_free,
        lowest(goal_blank, goal_free),
    );
    scan.entries.mark(start, 1);
    let chunks = (length + CHUNK - 1) / CHUNK;
    let levels = by_levels(
        threads::threads().max(1),
        chunks,
        |level, chunk| scan.chunk(level as u8 + 1, chunk),
        &mut |_| {
            // Regions outnumber placements a little: the share is a guide.
            let reached = scan.found.load(Ordering::Relaxed).min(placements(k));
            progress(reached as f64 / placements(k) as f64);
        },
    );
    assert!(levels < 250, "a group's distances fit a byte");
    scan.pairs()
}

/// The index of the state with the tiles ranked `rank`, the free cells `free` and the
/// blank in the region whose lowest cell is `lowest`.
#[inline(always)]
fn state(rank: usize, free_cells: usize, free: u32, lowest: u32) -> usize {
    rank * free_cells + (free & ((1 << lowest) - 1)).count_ones() as usize
}

/// The lowest cell of the region of `blank` among the free cells `free`.
#[inline(always)]
fn lowest(blank: usize, free: u32) -> u32 {
    region(blank, free).trailing_zeros()
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

/// Whether some byte of `word` is `level`.
#[inline(always)]
fn holds(word: u64, level: u8) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let x = word ^ (ONES * u64::from(level));
    x.wrapping_sub(ONES) & !x & (ONES << 7) != 0
}

/// What the threads of a build share.
struct Scan<'w> {
    entries: Entries<'w>,
    tiles: usize,
    /// The states' count (placements times free cells).
    length: usize,
    /// Whether the CPU has BMI2 (for unranking).
    bmi2: bool,
    /// States reached so far (two threads may count one twice), for progress.
    found: AtomicUsize,
}

impl Scan<'_> {
    variants! {
        /// Expands the states of chunk `chunk` whose entry is `level` (their level plus
        /// one), marking their unseen neighbours `level + 1`; says whether it marked any.
        /// Ranking counts bits six times a move: compiled with `popcnt` where the CPU has it.
        fn chunk(&self, level: u8, chunk: usize) -> bool = chunk_body with ["popcnt"] as chunk_popcnt;
    }

    /// The body of [`Scan::chunk`], inlined into each variant.
    #[inline(always)]
    fn chunk_body(&self, level: u8, chunk: usize) -> bool {
        let (k, entries) = (self.tiles, self.entries);
        let free_cells = CELLS - k;
        let mut at = [0u8; CELLS];
        let mut found = 0;
        let end = ((chunk + 1) * CHUNK).min(self.length);
        for word in chunk * CHUNK / 8..(end + 7) / 8 {
            if !holds(entries.0[word].load(Ordering::Relaxed), level) {
                continue;
            }
            for index in word * 8..(word * 8 + 8).min(end) {
                if entries.read(index) != level {
                    continue;
                }
                unrank(index / free_cells, CELLS, &mut at[..k], self.bmi2);
                let taken = taken(&at[..k]);
                let free = BOARD & !taken;
                let first = nth_cell(free, index % free_cells, self.bmi2) as usize;
                let blank_region = region(first, free);
                for slot in 0..k {
                    let from = usize::from(at[slot]);
                    for to in neighbours(from) {
                        if blank_region & (1 << to) == 0 {
                            continue;
                        }
                        at[slot] = to as u8;
                        // The blank is left where the tile was.
                        let moved_free = free ^ (1 << from) ^ (1 << to);
                        let blank_lowest = lowest(from, moved_free);
                        let next = state(rank(&at[..k]), free_cells, moved_free, blank_lowest);
                        if entries.read(next) == 0 {
                            entries.mark(next, level + 1);
                            found += 1;
                        }
                    }
                    at[slot] = from as u8;
                }
            }
        }
        self.found.fetch_add(found, Ordering::Relaxed);
        found > 0
    }

    /// The two bytes of every placement (see the module's docs), from the finished states,
    /// on all threads.
    fn pairs(&self) -> Vec<u8> {
        let k = self.tiles;
        let count = placements(k);
        let mut pairs = memory::zeroed_bytes(2 * count);
        let threads = threads::threads().max(1);
        let share = (count + threads - 1) / threads;
        std::thread::scope(|scope| {
            for (part, out) in pairs.chunks_mut(2 * share).enumerate() {
                scope.spawn(move || self.fill(part * share, out));
            }
        });
        pairs
    }

    /// The two bytes of the placements from rank `first` on, into `out`.
    fn fill(&self, first: usize, out: &mut [u8]) {
        let k = self.tiles;
        let free_cells = CELLS - k;
        let mut at = [0u8; CELLS];
        for (offset, pair) in out.chunks_mut(2).enumerate() {
            let rank = first + offset;
            unrank(rank, CELLS, &mut at[..k], self.bmi2);
            let free = BOARD & !taken(&at[..k]);
            let (mut wide, mut other) = (None, u8::MAX);
            let mut left = free;
            while left != 0 {
                let first = left.trailing_zeros();
                let one = region(first as usize, free);
                left &= !one;
                let moves = self
                    .entries
                    .read(state(rank, free_cells, free, first))
                    .checked_sub(1)
                    .expect("every placement and region is reached");
                match is_wide(one, free) {
                    true => wide = Some(moves),
                    false => other = other.min(moves),
                }
            }
            let wide = wide.unwrap_or(other);
            pair[0] = wide;
            pair[1] = if other == u8::MAX { wide } else { other };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, VecDeque};

    /// The moves of the group's tiles from every placement and blank cell, by a search of
    /// its own over whole boards of the group and the blank: the blank steps to a cell the
    /// group does not hold for free (the front of a double-ended queue), a tile of the group
    /// steps into the blank's cell for one (the back).
    fn reference(cells: &[u8], goal_blank: u8) -> HashMap<(Vec<u8>, u8), u8> {
        let steps = |cell: u8| {
            let (r, c) = (cell / 5, cell % 5);
            let mut steps = Vec::new();
            if r < 4 {
                steps.push(cell + 5);
            }
            if r > 0 {
                steps.push(cell - 5);
            }
            if c < 4 {
                steps.push(cell + 1);
            }
            if c > 0 {
                steps.push(cell - 1);
            }
            steps
        };
        let mut distance = HashMap::new();
        let mut queue = VecDeque::new();
        queue.push_back((cells.to_vec(), goal_blank, 0u8));
        while let Some((now, blank, d)) = queue.pop_front() {
            if distance.contains_key(&(now.clone(), blank)) {
                continue;
            }
            distance.insert((now.clone(), blank), d);
            for to in steps(blank) {
                match now.iter().position(|&cell| cell == to) {
                    None => queue.push_front((now.clone(), to, d)),
                    Some(slot) => {
                        let mut next = now.clone();
                        next[slot] = blank;
                        queue.push_back((next, to, d + 1));
                    }
                }
            }
        }
        distance
    }

    #[test]
    fn entries_are_the_distances_with_the_blank_in_its_region() {
        // A corner group that shuts the blank's goal in, groups that cut the board in two,
        // and groups whose goal blank is far from them.
        for (cells, goal_blank) in [
            (vec![1u8, 5, 6], 0u8),
            (vec![2, 7, 12], 0),
            (vec![10, 11, 12, 13], 24),
            (vec![12], 3),
            (vec![0, 24], 7),
        ] {
            let goal_region = goal_region(&cells, usize::from(goal_blank));
            let table = Table {
                cells: cells.clone(),
                goal_region,
                entries: Box::new(build(&cells, usize::from(goal_blank), &mut |_| {})),
            };
            let reference = reference(&cells, goal_blank);
            assert_eq!(
                reference.len(),
                placements(cells.len()) * (CELLS - cells.len())
            );
            let wide = |at: &[u8], blank: u8| {
                let free = BOARD & !taken(at);
                is_wide(region(usize::from(blank), free), free)
            };
            // The fewest moves of each placement over the blank cells outside a wide region.
            let mut fewest: HashMap<&[u8], u8> = HashMap::new();
            for ((at, blank), &d) in &reference {
                if !wide(at, *blank) {
                    let least = fewest.entry(&at[..]).or_insert(d);
                    *least = (*least).min(d);
                }
            }
            let mut wider = 0;
            for ((at, blank), &d) in &reference {
                let got = table.at(at, usize::from(*blank));
                let expected = match wide(at, *blank) {
                    true => d,
                    false => fewest[&at[..]],
                };
                assert_eq!(
                    got,
                    u32::from(expected),
                    "{cells:?} at {at:?}, blank {blank}"
                );
                // Stronger than letting tiles slide into any free cell somewhere.
                wider += usize::from(got > manhattan(at, &cells));
            }
            if cells.len() > 1 && cells != [0, 24] {
                assert!(wider > 0, "{cells:?}");
            }
        }
    }

    /// The sum of the tiles' row and column distances to their goal cells.
    fn manhattan(at: &[u8], cells: &[u8]) -> u32 {
        at.iter()
            .zip(cells)
            .map(|(&a, &b)| u32::from((a / 5).abs_diff(b / 5) + (a % 5).abs_diff(b % 5)))
            .sum()
    }

    #[test]
    fn the_goal_region_names_databases_that_are_the_same() {
        // {1, 5, 6} shuts cell 0 in: a blank there is a region of its own.
        assert_eq!(goal_region(&[1, 5, 6], 0), 0);
        assert_eq!(goal_region(&[1, 5, 6], 24), 2);
        assert_eq!(goal_region(&[1, 5, 6], 2), 2);
        assert_eq!(region(0, BOARD & !taken(&[1, 5])), 1);
    }

    #[test]
    fn tables_are_saved_and_loaded_and_a_bad_file_is_rebuilt() {
        let folder = std::env::temp_dir().join(format!("eight-five-{}", std::process::id()));
        let cells = [3u8, 9, 20];
        let get = |folder: &Path| {
            let mut builds = 0;
            let table = Table::get(&cells, 0, Some(folder), &mut |_| builds += 1, &mut |e| {
                panic!("{e}")
            });
            (table, builds)
        };
        let (first, builds) = get(&folder);
        assert!(builds > 0, "the first table is built");
        assert!(Table::cached(&cells, 0, &folder));
        let (again, builds) = get(&folder);
        assert_eq!(builds, 0, "the second is loaded");
        assert_eq!(first.entries(), again.entries());
        // One changed byte: the checksum fails and the table is built again.
        let file = file_of(&folder, &cells, 0);
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
