//! The breadth-first search that fills one pattern database of the sparse layout: a byte an
//! entry, indexed by where the pattern's `k` tiles are, `sum(cell_j * cells^j)` (see
//! `grid::pattern` for what an entry means and which patterns there are). The databases of
//! the light tier, of every board up to 3x4 and of the one-file programs are built here;
//! the packed 7- and 8-tile ones and the 5x5 groups by the level scan of `kit::levels`.
//!
//! Why it is right: the search is over (placement, region of the blank), the free moves of
//! other tiles folded into the region, so only moves of pattern tiles are edges and the
//! level at which a placement is first reached is the fewest pattern-tile moves to it from
//! the goal (moves are reversible). The threads finish a level before the next starts.
//!
//! # Costs
//! It works on dense ranks of the placements (`kit::placement`; `n! / (n - k)!`: 5.8 M for
//! 6 tiles on 16 cells) with a byte and a `u16` set of covered blank cells each (17 MB),
//! plus its queue, and takes one flood fill per new state: for a 6-tile pattern on 4x4 on
//! the 2-core development machine (with `popcnt`; its cache misses make it memory-bound),
//! 1.8 s on one thread and 0.95 s on two; milliseconds for 3 tiles. A database that is the
//! mirror image of another (`grid::mirror`) is copied from it instead, in one pass over its
//! entries: 0.03 s for 6 tiles on 4x4.

use super::pattern::largest_pattern;
use crate::kit::cpu::variants;
use crate::kit::parallel::on_threads;
use crate::kit::placement::{placements, rank_of};
use crate::kit::prefetch::prefetch;
use crate::kit::shape::Shape;
use crate::shared::Size;
use std::sync::atomic::{AtomicBool, AtomicU16, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Barrier, Mutex, RwLock};

/// The dense rank of the placement whose tiles' cells `cells` holds, tile `j` in bits
/// `4j..4j+4`, taken from the last tile to the first: so the ranks follow the order of the
/// sparse indices `sum(cell_j * n^j)`, which [`spread`] relies on.
#[inline(always)]
fn rank(cells: u32, n: u32, k: usize) -> u32 {
    rank_of(k, n as usize, |j| (cells >> (4 * (k - 1 - j)) & 15) as u8) as u32
}

/// The database of the pattern whose tiles are `tiles` (goal cells) on `size`, goal blank at
/// `blank`: `cells^k` bytes, entry `sum(cell of tiles[j] * cells^j)`. See [`build_into`].
///
/// # Panics
/// As [`build_into`].
#[cfg(test)]
pub fn build(size: Size, blank: usize, tiles: &[u8]) -> Vec<u8> {
    let entries = size
        .cells()
        .checked_pow(tiles.len() as u32)
        .filter(|&entries| entries <= super::pattern::MAX_ENTRIES)
        .expect("a pattern of at most MAX_ENTRIES entries");
    let mut table = vec![0u8; entries];
    build_into(size, blank, tiles, &mut table, &AtomicUsize::new(0), 1);
    table
}

/// The database of the pattern whose tiles are `tiles` (goal cells) on `size`, goal blank at
/// `blank`, written to `table` (`cells^k` bytes, entry `sum(cell of tiles[j] * cells^j)`),
/// so that the tables of several patterns can share one allocation, by `threads` threads
/// (at least one). `reached` grows by the placements found at each level of the search (for
/// a progress bar; up to [`placements`]`(cells, k)`).
///
/// The search runs on dense ranks (see `rank`) so that its arrays, a byte and a `u16` a
/// placement (17 MB for 6 tiles on 16 cells), stay mostly in the cache; its queue holds
/// the tiles' cells, 4 bits each, and the blank's region. It goes level by level, the
/// threads taking the states of a level in chunks; a placement's entry is the level that
/// first reaches it, whichever thread does, so the table does not depend on the threads.
/// The result is spread to the sparse `cells^k` layout at the end, in one sequential pass.
///
/// # Panics
/// If the database would exceed [`MAX_ENTRIES`](super::pattern::MAX_ENTRIES), `table` has not `cells^k` bytes, a tile
/// is the blank's cell, or `threads` is 0.
pub fn build_into(
    size: Size,
    blank: usize,
    tiles: &[u8],
    table: &mut [u8],
    reached: &AtomicUsize,
    threads: usize,
) {
    let n = size.cells();
    let k = tiles.len();
    assert!(
        k <= largest_pattern(n),
        "a pattern of {} tiles is too large",
        k
    );
    assert!(tiles
        .iter()
        .all(|&t| usize::from(t) != blank && usize::from(t) < n));
    assert_eq!(table.len(), n.pow(k as u32), "the table's length");
    assert!(threads > 0, "a build needs a thread");
    let shape = Shape::new(size);
    let placements = placements(n, k);
    let start: u32 = tiles
        .iter()
        .enumerate()
        .map(|(j, &t)| u32::from(t) << (4 * j))
        .sum();
    let occupied: u32 = tiles.iter().map(|&t| 1u32 << t).sum();
    let region = shape.flood(1 << blank, shape.all & !occupied);
    let shared = Shared {
        shape,
        n: n as u32,
        k,
        // Unreached placements are never looked up; 0 is safe for them anyway.
        dense: (0..placements).map(|_| AtomicU8::new(0)).collect(),
        covered: (0..placements).map(|_| AtomicU16::new(0)).collect(),
        level: RwLock::new(vec![u64::from(start) | u64::from(region) << 32]),
        parts: Mutex::new(Vec::new()),
        cursor: AtomicUsize::new(0),
        depth: AtomicU8::new(1),
        finished: AtomicBool::new(false),
        failed: AtomicBool::new(false),
        barrier: Barrier::new(threads),
        reached,
    };
    shared.covered[rank(start, n as u32, k) as usize].store(region as u16, Ordering::Relaxed);
    reached.fetch_add(1, Ordering::Relaxed);
    on_threads(threads, || shared.work());
    assert!(
        !shared.failed.load(Ordering::Relaxed),
        "the search of a pattern database failed"
    );
    let Shared { dense, .. } = shared;
    let dense: Vec<u8> = dense.into_iter().map(AtomicU8::into_inner).collect();
    spread(&dense, n, k, table);
}

/// States of a level a thread takes at a time.
const CHUNK: usize = 4096;

/// What the threads of one build share.
struct Shared<'a> {
    shape: Shape,
    n: u32,
    k: usize,
    /// Per placement, the level that first reached it.
    dense: Vec<AtomicU8>,
    /// Per placement, the blank cells already covered: a state is (placement, region).
    covered: Vec<AtomicU16>,
    /// The level being expanded: the tiles' cells in the low 32 bits, the region above.
    level: RwLock<Vec<u64>>,
    /// The next level, one part a thread.
    parts: Mutex<Vec<Vec<u64>>>,
    /// The next chunk of `level` to take.
    cursor: AtomicUsize,
    /// The depth of the level's children.
    depth: AtomicU8,
    finished: AtomicBool,
    /// Set when a thread's part panicked or the levels outgrew a byte (bugs): the threads
    /// then stop together at the next level, rather than leave the others at the barrier.
    failed: AtomicBool,
    barrier: Barrier,
    reached: &'a AtomicUsize,
}

impl Shared<'_> {
    /// One thread's part of the search, level by level until the last.
    fn work(&self) {
        let mut buffers = Buffers {
            next: Vec::new(),
            waiting: Vec::with_capacity(4 * self.k),
            fresh: Vec::with_capacity(4 * self.k),
        };
        loop {
            self.barrier.wait();
            if self.finished.load(Ordering::Relaxed) {
                return;
            }
            let depth = self.depth.load(Ordering::Relaxed);
            let expanded = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                self.expand_share(depth, &mut buffers)
            }));
            match expanded {
                Ok(found) => {
                    self.reached.fetch_add(found, Ordering::Relaxed);
                }
                Err(_) => self.failed.store(true, Ordering::Relaxed),
            }
            self.parts
                .lock()
                .expect("no thread panics holding it")
                .push(std::mem::take(&mut buffers.next));
            if self.barrier.wait().is_leader() {
                let mut level = self.level.write().expect("no thread panics writing it");
                level.clear();
                for part in self
                    .parts
                    .lock()
                    .expect("no thread panics holding it")
                    .drain(..)
                {
                    level.extend_from_slice(&part);
                }
                self.cursor.store(0, Ordering::Relaxed);
                match depth.checked_add(1) {
                    // Pattern distances fit a byte on every board of up to 16 cells.
                    None => self.failed.store(true, Ordering::Relaxed),
                    Some(deeper) => self.depth.store(deeper, Ordering::Relaxed),
                }
                if level.is_empty() || self.failed.load(Ordering::Relaxed) {
                    self.finished.store(true, Ordering::Relaxed);
                }
            }
        }
    }

    variants! {
        /// This thread's share of the level: chunks taken in turn until none is left,
        /// expanded into `buffers.next`; returns the placements it reached first. Ranking
        /// counts bits a dozen times a move: compiled with `popcnt` where the CPU has it,
        /// which halves the build.
        fn expand_share(&self, depth: u8, buffers: &mut Buffers) -> usize = expand_share_body
            with ["popcnt"] as expand_share_popcnt;
    }

    /// The body of [`Shared::expand_share`], inlined into each variant.
    #[inline(always)]
    fn expand_share_body(&self, depth: u8, buffers: &mut Buffers) -> usize {
        let level = self.level.read().expect("no thread panics writing it");
        let mut found = 0;
        loop {
            let start = self.cursor.fetch_add(CHUNK, Ordering::Relaxed);
            if start >= level.len() {
                return found;
            }
            let chunk = &level[start..level.len().min(start + CHUNK)];
            found += self.expand(chunk, depth, buffers);
        }
    }

    /// Expands the states of `chunk` into `buffers.next` (children first reached at `depth`)
    /// and returns how many placements it reached first.
    ///
    /// The children of one state wait one turn after their entries are prefetched, so the
    /// cache misses of a state overlap with the work on the previous one.
    #[inline(always)]
    fn expand(&self, chunk: &[u64], depth: u8, buffers: &mut Buffers) -> usize {
        let (shape, n, k) = (self.shape, self.n, self.k);
        let Buffers {
            next,
            waiting,
            fresh,
        } = buffers;
        let mut found = 0;
        waiting.clear();
        for &state in chunk.iter().chain(std::iter::once(&u64::MAX)) {
            fresh.clear();
            if state != u64::MAX {
                let cells = state as u32;
                let region = (state >> 32) as u32;
                let mut occupied = 0u32;
                for j in 0..k {
                    occupied |= 1 << ((cells >> (4 * j)) & 15);
                }
                for j in 0..k {
                    let from = (cells >> (4 * j)) & 15;
                    // The tile moves into a neighbouring cell the blank can reach for free.
                    let mut targets = shape.neighbours(1 << from) & region;
                    while targets != 0 {
                        let to = targets.trailing_zeros();
                        targets &= targets - 1;
                        let child = cells ^ ((from ^ to) << (4 * j));
                        let place = rank(child, n, k);
                        prefetch(&self.covered[place as usize]);
                        fresh.push(Child {
                            cells: child,
                            place,
                            from,
                            free: shape.all & !(occupied ^ (1 << from) ^ (1 << to)),
                        });
                    }
                }
            }
            for child in waiting.iter() {
                let covered = &self.covered[child.place as usize];
                // The blank is now where the tile was.
                if covered.load(Ordering::Relaxed) & (1 << child.from) != 0 {
                    continue;
                }
                let child_region = shape.flood(1 << child.from, child.free);
                // Not an atomic read-modify-write (it made the build 30% slower): two threads
                // may both take the same state, or one may drop the other's region bits, and
                // the state is then expanded twice, at the same level or a later one. That
                // costs time, not correctness: an entry is the first level reaching it.
                let before = covered.load(Ordering::Relaxed);
                covered.store(before | child_region as u16, Ordering::Relaxed);
                if before == 0 {
                    self.dense[child.place as usize].store(depth, Ordering::Relaxed);
                    found += 1;
                }
                next.push(u64::from(child.cells) | u64::from(child_region) << 32);
            }
            std::mem::swap(waiting, fresh);
        }
        found
    }
}

/// One thread's buffers: its part of the next level, and the children of the current state
/// and of the one before it (see [`Shared::expand`]).
struct Buffers {
    next: Vec<u64>,
    waiting: Vec<Child>,
    fresh: Vec<Child>,
}

/// A state one move from a state of the queue, waiting for its entry to reach the cache.
struct Child {
    /// The tiles' cells, 4 bits each.
    cells: u32,
    /// The rank of `cells`.
    place: u32,
    /// The cell the tile left, where the blank now is.
    from: u32,
    /// The cells no pattern tile occupies.
    free: u32,
}

/// The sparse `n^k` table from the dense one: the sparse indices are counted up like an
/// odometer (tile 0 the fastest digit), and those whose tiles are on distinct cells take the
/// dense entries in order (ranks follow the same order).
fn spread(dense: &[u8], n: usize, k: usize, table: &mut [u8]) {
    let mut digits = vec![0usize; k];
    let mut rank = 0;
    for entry in table.iter_mut() {
        let mut taken = 0u32;
        let distinct = digits.iter().all(|&cell| {
            let fresh = taken & (1 << cell) == 0;
            taken |= 1 << cell;
            fresh
        });
        if distinct {
            *entry = dense[rank];
            rank += 1;
        }
        for digit in digits.iter_mut() {
            *digit += 1;
            if *digit < n {
                break;
            }
            *digit = 0;
        }
    }
    debug_assert_eq!(rank, dense.len());
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn size(rows: usize, columns: usize) -> Size {
        Size::new(rows, columns).unwrap()
    }

    #[test]
    fn ranks_are_dense_and_follow_the_sparse_order() {
        // All placements of 3 tiles on 6 cells, enumerated in sparse-index order.
        let (n, k) = (6u32, 3);
        let mut ranks = Vec::new();
        for index in 0..n.pow(3) {
            let cells = [index % n, index / n % n, index / n / n];
            if cells[0] != cells[1] && cells[0] != cells[2] && cells[1] != cells[2] {
                ranks.push(rank(cells[0] | cells[1] << 4 | cells[2] << 8, n, k));
            }
        }
        assert_eq!(ranks, (0..120).collect::<Vec<u32>>());
    }

    /// `build` with `threads` threads.
    pub(crate) fn build_on(size: Size, blank: usize, tiles: &[u8], threads: usize) -> Vec<u8> {
        let mut table = vec![0u8; size.cells().pow(tiles.len() as u32)];
        build_into(
            size,
            blank,
            tiles,
            &mut table,
            &AtomicUsize::new(0),
            threads,
        );
        table
    }

    #[test]
    fn threads_build_the_same_database() {
        let size = size(3, 4);
        let tiles = [0, 1, 4, 5, 8];
        let one = build_on(size, 11, &tiles, 1);
        assert!(one.iter().any(|&entry| entry > 10));
        for threads in [2, 3] {
            assert!(
                build_on(size, 11, &tiles, threads) == one,
                "{threads} threads"
            );
        }
    }

    /// The database of `to` copied from `from_table` (that of `from`) by the mirror found.
    #[test]
    fn one_tile_databases_are_manhattan_distances() {
        // A lone tile moves only when the blank is next to it, one step a move.
        let size = size(3, 4);
        for tile in [0u8, 5, 10] {
            let table = build(size, 11, &[tile]);
            assert_eq!(table.len(), 12);
            for (cell, &entry) in table.iter().enumerate() {
                let (r, c) = (cell / 4, cell % 4);
                let (tr, tc) = (usize::from(tile) / 4, usize::from(tile) % 4);
                assert_eq!(
                    usize::from(entry),
                    r.abs_diff(tr) + c.abs_diff(tc),
                    "tile {tile} at {cell}"
                );
            }
        }
    }

    #[test]
    fn two_by_two_database_counts_tile_moves() {
        // 2x2, cells 0 1 / 2 3, goal blank at 3; the ring of cells is 0, 1, 3, 2.
        let size = size(2, 2);
        let table = build(size, 3, &[0, 1, 2]);
        let index = |cells: [usize; 3]| cells[0] + cells[1] * 4 + cells[2] * 16;
        assert_eq!(table[index([0, 1, 2])], 0);
        // One move from the goal: the tile of cell 2 slid right into cell 3.
        assert_eq!(table[index([0, 1, 3])], 1);
        // Every tile one step along the ring (blank up, left, down): 3 moves.
        assert_eq!(table[index([1, 3, 0])], 3);
    }
}
