//! Packed pattern databases: one 4-bit entry per placement of the pattern's tiles, dense
//! ranks, and the breadth-first search that fills them with little memory.
//!
//! A placement of `k` tiles on `n` cells is ranked densely (`n! / (n - k)!` ranks: 518.9 M
//! for 8 tiles on 16 cells), so the sparse `n^k` layout of [`super::pattern`] (4.3 G bytes
//! for 8 tiles) is not needed. The entry is the same quantity as there, the fewest moves OF
//! PATTERN TILES that bring them home with the blank anywhere, but stored as its excess over
//! the pattern's Manhattan distance `md`: each move of a pattern tile changes `md` by one, so
//! `moves - md` is even and the entry is `min(15, (moves - md) / 2)`. A lookup gives
//! `md + 2 * entry`, which is `moves` or, where the entry saturated, less: a lower bound
//! either way, so the sum over disjoint patterns stays admissible.
//!
//! # Costs
//! Entries: half a byte a placement (259 MB for 8 tiles on 16 cells, 28.8 MB for 7). The
//! build keeps one lane a placement in `u64` words: the blank regions already reached and
//! those reached at the current depth, one bit per free cell each (16 bits a placement for 8
//! tiles on 16 cells, 32 for fewer tiles), so 1.04 GB for 8 tiles on 16 cells beside the
//! entries. It has no queue: each depth scans the chunks that were marked at the previous
//! one, skipping a word of lanes at a time where none is fresh. Its time is one unranking
//! per state and, per move of a pattern tile, a ranking and one cache miss, prefetched
//! [`BATCH`] children ahead; the blank's region is flooded only for the children not yet
//! reached (about one in five). A pattern with a [`Mirror`] is searched by halves.
//!
//! `eight prepare --size 4x4` takes about 90 s on the 2-core development machine; how each
//! of these steps brought it down from 304 s is in `benches/RESULTS.md`.

use crate::kit::cpu::{has_bmi2, variants};
use crate::kit::levels::by_levels;
use crate::kit::parallel::on_threads;
pub(crate) use crate::kit::placement::{placements, rank};
use crate::kit::prefetch::prefetch;
use crate::kit::shape::Shape;
use crate::kit::unrank::{next_placement, unrank};
use crate::shared::Size;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, AtomicUsize, Ordering};

/// Entry `rank` of a packed table.
#[inline(always)]
pub fn entry(table: &[u8], rank: usize) -> u8 {
    (table[rank / 2] >> (4 * (rank % 2))) & 15
}

/// The bytes of a packed table of `placements` entries.
pub fn bytes(placements: usize) -> usize {
    (placements + 1) / 2
}

/// The Manhattan distance of cell `a` from cell `b` on a board `columns` wide.
#[inline(always)]
pub fn manhattan(a: usize, b: usize, columns: usize) -> u32 {
    ((a / columns).abs_diff(b / columns) + (a % columns).abs_diff(b % columns)) as u32
}

/// Children whose lanes are prefetched before the first of them is read.
const BATCH: usize = 32;

/// Ranks of a depth one thread takes at a time; even, so that no byte of the entries is
/// shared between two threads' chunks.
const CHUNK: usize = 1 << 14;

/// Builds the packed table of the pattern whose tiles are `tiles` (named by their goal
/// cells) on `size` with the goal's blank at `blank`, on `threads` threads. `reached` grows
/// by the placements found (up to [`placements`]).
///
/// The goal states are the tiles at home with the blank anywhere in the goal blank's region
/// of free cells (where it can go without moving a pattern tile): an entry is the fewest
/// moves of pattern tiles from the placement to there, as in [`super::sparse::build_into`].
///
/// # Panics
/// If the pattern leaves fewer than two cells free (the search relies on indistinguishable
/// other tiles), a tile is off the board or named twice, or `threads` is 0.
pub fn build(
    size: Size,
    blank: usize,
    tiles: &[u8],
    reached: &AtomicUsize,
    threads: usize,
) -> Vec<u8> {
    let n = size.cells();
    let k = tiles.len();
    assert!(k + 2 <= n, "a packed pattern leaves two cells free");
    assert!(tiles
        .iter()
        .all(|&t| usize::from(t) < n && usize::from(t) != blank));
    let home: u32 = tiles.iter().map(|&t| 1u32 << t).sum();
    assert_eq!(home.count_ones() as usize, k, "the tiles are distinct");
    assert!(threads > 0, "a build needs a thread");
    let free_cells = (n - k) as u32;
    // A lane holds the covered regions' free cells, then the fresh ones, one bit a free cell.
    let lane_bits = if 2 * free_cells <= 16 { 16 } else { 32 };
    let count = placements(n, k);
    let lanes = 64 / lane_bits;
    let marks = crate::shared::memory::zeroed_words((count + lanes - 1) / lanes);
    let chunks = (count + CHUNK - 1) / CHUNK;
    // `marked[depth % 2][chunk]`: some placement of the chunk got fresh regions at a depth
    // of that parity.
    let marked: [Vec<AtomicBool>; 2] = [
        (0..chunks).map(|_| AtomicBool::new(false)).collect(),
        (0..chunks).map(|_| AtomicBool::new(false)).collect(),
    ];
    let build = Build {
        shape: Shape::new(size),
        mirror: Mirror::find(size, blank, tiles),
        n,
        tiles,
        distances: {
            let mut distances = [[0u8; 16]; 16];
            for (row, &home) in distances.iter_mut().zip(tiles) {
                for (cell, distance) in row.iter_mut().enumerate().take(n) {
                    *distance = manhattan(cell, usize::from(home), size.columns()) as u8;
                }
            }
            distances
        },
        free_cells,
        lane_bits: lane_bits as u32,
        fresh_lanes: (0..lanes).fold(0u64, |word, lane| {
            word | ((1u64 << free_cells) - 1) << (free_cells as usize + lane * lane_bits)
        }),
        marks,
        marked,
    };
    let goal_free = build.shape.all & !home;
    let region = Build::ordinals(build.shape.flood(1 << blank, goal_free), goal_free, false);
    // The goal is its own image (each tile's home goes to its partner's home).
    let goal = rank(tiles, n);
    build.or(goal, region | region << free_cells);
    build.marked[0][goal / CHUNK].store(true, Ordering::Relaxed);
    let mut entries = crate::shared::memory::zeroed_bytes(bytes(count));
    {
        // SAFETY: `AtomicU8` has the size, alignment and bit validity of `u8`, and the
        // exclusive borrow of `entries` is given up for this shared one while it lives.
        let shared = unsafe { &*(&mut entries[..] as *mut [u8] as *const [AtomicU8]) };
        let bmi2 = has_bmi2();
        by_levels(
            threads,
            chunks,
            |depth, chunk| {
                if !build.marked[depth as usize % 2][chunk].swap(false, Ordering::Relaxed) {
                    return false;
                }
                let (found, more) = build.run(
                    chunk,
                    Pass::Expand {
                        entries: shared,
                        depth,
                    },
                    bmi2,
                );
                reached.fetch_add(found, Ordering::Relaxed);
                more
            },
            &mut |_| {},
        );
        if build.mirror.is_some() {
            let next = AtomicUsize::new(0);
            on_threads(threads, || loop {
                let chunk = next.fetch_add(1, Ordering::Relaxed);
                if chunk >= chunks {
                    return;
                }
                let (copied, _) = build.run(chunk, Pass::Copy { entries: shared }, bmi2);
                reached.fetch_add(copied, Ordering::Relaxed);
            });
        }
    }
    entries
}

/// An isometry of the board that maps a pattern's home cells onto themselves and the goal
/// blank's region onto itself, so that it maps the pattern's search onto itself: a state
/// and its image are equally deep, and (each tile going to its partner's home, whose
/// distance is the same) have the same Manhattan distance, so the same entry. The build
/// then searches only placements of smaller rank than their image (a child is replaced
/// by its image when that ranks lower) and copies the entries of the others at the end:
/// half the states, half the moves and half the cache misses. The 8-tile patterns have
/// one: on 4x4 the bottom rows under the mirror of the columns, on 2x8 the right half
/// under the mirror of the rows. It is the map [`super::mirror::mirror_of`] finds
/// between a pattern and itself, which is exactly this condition.
#[derive(Clone, Copy)]
struct Mirror {
    /// The image of each cell.
    cell: [u8; 16],
    /// The tile whose home is the image of tile `j`'s home.
    tile: [u8; 16],
    /// The tile whose image is tile 0: the image of its cell is the image placement's
    /// first cell, the most significant digit of its rank.
    lead: usize,
    /// The images of cell sets a byte at a time: of cells 0 to 7, and of cells 8 to 15.
    low: [u16; 256],
    high: [u16; 256],
}

impl Mirror {
    /// The first of the board's symmetries that maps the pattern of `tiles` onto itself,
    /// the goal blank (at `blank`) staying in its region ([`super::mirror::mirror_of`]).
    fn find(size: Size, blank: usize, tiles: &[u8]) -> Option<Mirror> {
        let map = super::mirror::mirror_of(size, blank, tiles, tiles)?;
        let mut cell = [0u8; 16];
        cell[..map.len()].copy_from_slice(&map);
        let image = |set: u32| -> u16 {
            (0..map.len())
                .filter(|&at| set >> at & 1 != 0)
                .map(|at| 1u16 << cell[at])
                .sum()
        };
        let mut mirror = Mirror {
            cell,
            tile: [0; 16],
            lead: 0,
            low: [0; 256],
            high: [0; 256],
        };
        for byte in 0..256u32 {
            mirror.low[byte as usize] = image(byte);
            mirror.high[byte as usize] = image(byte << 8);
        }
        for (j, &tile) in tiles.iter().enumerate() {
            let partner = mirror.cell[usize::from(tile)];
            mirror.tile[j] = tiles
                .iter()
                .position(|&other| other == partner)
                .expect("the homes map onto themselves") as u8;
        }
        mirror.lead = mirror.tile[..tiles.len()]
            .iter()
            .position(|&tile| tile == 0)
            .expect("the map of tiles is one to one");
        Some(mirror)
    }

    /// The image of a set of cells.
    #[inline(always)]
    fn cells(&self, set: u32) -> u32 {
        u32::from(self.low[(set & 255) as usize]) | u32::from(self.high[(set >> 8 & 255) as usize])
    }

    /// Whether the image of placement `cells` may rank below it: not when its first cell
    /// (the most significant digit) is higher. Half the images need no rank so.
    #[inline(always)]
    fn may_rank_below(&self, cells: &[u8]) -> bool {
        self.cell[usize::from(cells[self.lead])] <= cells[0]
    }

    /// The image of placement `cells` (tile `j` at `cells[j]`) into `image`.
    #[inline(always)]
    fn placement(&self, cells: &[u8], image: &mut [u8]) {
        for (j, &cell) in cells.iter().enumerate() {
            image[usize::from(self.tile[j])] = self.cell[usize::from(cell)];
        }
    }
}

/// What one turn of a thread on a chunk does.
#[derive(Clone, Copy)]
enum Pass<'p> {
    /// Expands the fresh states of depth `depth`, writing the entries of the placements
    /// first reached (only the chunk's own thread writes the chunk's bytes).
    Expand { entries: &'p [AtomicU8], depth: u32 },
    /// Copies the entries of searched images (see [`Mirror`]) to the others.
    Copy { entries: &'p [AtomicU8] },
}

/// What the threads of one build share.
struct Build<'a> {
    shape: Shape,
    n: usize,
    tiles: &'a [u8],
    /// `distances[j][cell]`: the Manhattan distance of pattern tile `j` at `cell` from its
    /// home (a table: the division by the board's width was a tenth of the build).
    distances: [[u8; 16]; 16],
    /// The pattern's symmetry, if it has one: then only the placements of smaller rank than
    /// their images are searched.
    mirror: Option<Mirror>,
    /// Cells no pattern tile holds (one is the blank).
    free_cells: u32,
    lane_bits: u32,
    /// The fresh bits of every lane of a word.
    fresh_lanes: u64,
    /// Per placement a lane: the free cells of the regions reached (low bits), and those of
    /// the regions reached at the depth being written (above them). A state is a placement
    /// and the region of free cells the blank is in.
    marks: Vec<AtomicU64>,
    marked: [Vec<AtomicBool>; 2],
}

impl Build<'_> {
    #[inline(always)]
    fn lane(&self, rank: usize) -> (&AtomicU64, u32) {
        // Two or four lanes a word: shifts, not divisions (this is the inner loop).
        let per_word = 6 - self.lane_bits.trailing_zeros();
        (
            &self.marks[rank >> per_word],
            (rank & ((1 << per_word) - 1)) as u32 * self.lane_bits,
        )
    }

    #[inline(always)]
    fn get(&self, rank: usize) -> u64 {
        let (word, shift) = self.lane(rank);
        (word.load(Ordering::Relaxed) >> shift) & ((1u64 << self.lane_bits) - 1)
    }

    #[inline(always)]
    fn or(&self, rank: usize, bits: u64) {
        let (word, shift) = self.lane(rank);
        word.fetch_or(bits << shift, Ordering::Relaxed);
    }

    #[inline(always)]
    fn clear_fresh(&self, rank: usize) {
        let (word, shift) = self.lane(rank);
        let fresh = ((1u64 << self.free_cells) - 1) << self.free_cells;
        word.fetch_and(!(fresh << shift), Ordering::Relaxed);
    }

    /// The free-cell ordinals (bit `i`: the `i`-th free cell) of the cells `region` of `free`.
    #[inline(always)]
    fn ordinals(region: u32, free: u32, bmi2: bool) -> u64 {
        #[cfg(target_arch = "x86_64")]
        if bmi2 {
            // SAFETY: `bmi2` is true only where the CPU has BMI2 (see `Build::run`).
            return u64::from(unsafe { std::arch::x86_64::_pext_u32(region, free) });
        }
        let _ = bmi2;
        let mut out = 0u64;
        let mut rest = region;
        while rest != 0 {
            let cell = rest.trailing_zeros();
            rest &= rest - 1;
            out |= 1 << (free & ((1u32 << cell) - 1)).count_ones();
        }
        out
    }

    /// The cells of `free` whose ordinals are set in `ordinals`.
    #[inline(always)]
    fn cells_of(ordinals: u64, free: u32, bmi2: bool) -> u32 {
        #[cfg(target_arch = "x86_64")]
        if bmi2 {
            // SAFETY: `bmi2` is true only where the CPU has BMI2 (see `Build::run`).
            return unsafe { std::arch::x86_64::_pdep_u32(ordinals as u32, free) };
        }
        let _ = bmi2;
        let mut out = 0u32;
        let mut rest = free;
        let mut i = 0;
        while rest != 0 {
            let cell = rest.trailing_zeros();
            rest &= rest - 1;
            if ordinals >> i & 1 != 0 {
                out |= 1 << cell;
            }
            i += 1;
        }
        out
    }

    variants! {
        /// Does `pass` on chunk `chunk`; returns the placements given entries and whether
        /// any state of the next depth was found. Ranking counts bits a dozen times a move
        /// and unranking deposits them: compiled with `popcnt`, and BMI2 where `bmi2` says
        /// the CPU has it (whose bit gathers and deposits replace loops between cells and
        /// free-cell ordinals).
        fn run(&self, chunk: usize, pass: Pass<'_>, bmi2: bool) -> (usize, bool) = run_sizes
            with ["popcnt", "bmi2"] as run_bmi2
            with ["popcnt"] as run_popcnt;
    }

    /// [`Build::run`] with the strong tables' sizes as constants, so that ranking divides
    /// and multiplies by constants and its loops unroll.
    #[inline(always)]
    fn run_sizes(&self, chunk: usize, pass: Pass<'_>, bmi2: bool) -> (usize, bool) {
        match (self.n, self.tiles.len()) {
            (16, 8) => self.run_body(16, 8, chunk, pass, bmi2),
            (16, 7) => self.run_body(16, 7, chunk, pass, bmi2),
            (n, k) => self.run_body(n, k, chunk, pass, bmi2),
        }
    }

    /// [`Build::run`] for `k` tiles on `n` cells.
    #[inline(always)]
    fn run_body(
        &self,
        n: usize,
        k: usize,
        chunk: usize,
        pass: Pass<'_>,
        bmi2: bool,
    ) -> (usize, bool) {
        match pass {
            Pass::Expand { entries, depth } => self.expand_body(n, k, chunk, entries, depth, bmi2),
            Pass::Copy { entries } => (self.copy_body(n, k, chunk, entries, bmi2), false),
        }
    }

    /// Gives each placement of chunk `chunk` that ranks above its image under the mirror
    /// the image's entry (searched, so final) in `entries`; returns how many it gave.
    ///
    /// The images' entries are read a block of placements after their lines are
    /// prefetched. A byte holds two entries and only this chunk's thread writes the bytes
    /// of its placements, while others may read them: atomic loads and stores, no locks.
    #[inline(always)]
    fn copy_body(
        &self,
        n: usize,
        k: usize,
        chunk: usize,
        entries: &[AtomicU8],
        bmi2: bool,
    ) -> usize {
        const BLOCK: usize = 64;
        let mirror = self.mirror.as_ref().expect("a copy pass has a mirror");
        let first = chunk * CHUNK;
        let last = (first + CHUNK).min(placements(n, k));
        let mut cells = [0u8; 16];
        let mut image = [0u8; 16];
        let mut copied = 0;
        unrank(first, n, &mut cells[..k], bmi2);
        for block in (first..last).step_by(BLOCK) {
            let end = (block + BLOCK).min(last);
            // The rank of each placement's image where it is lower, else `usize::MAX`.
            let mut image_ranks = [usize::MAX; BLOCK];
            for (at, other) in (block..end).zip(&mut image_ranks) {
                if at > first {
                    next_placement(&mut cells[..k], n);
                }
                if !mirror.may_rank_below(&cells[..k]) {
                    continue;
                }
                mirror.placement(&cells[..k], &mut image[..k]);
                let image_rank = rank(&image[..k], n);
                if image_rank < at {
                    prefetch(&entries[image_rank / 2]);
                    *other = image_rank;
                }
            }
            // CHUNK and BLOCK are even: pairs of placements share a byte.
            for pair in (block..end).step_by(2) {
                let mut byte = 0u8;
                for at in pair..(pair + 2).min(end) {
                    let other = image_ranks[at - block];
                    if other != usize::MAX {
                        let entry =
                            entries[other / 2].load(Ordering::Relaxed) >> (4 * (other % 2)) & 15;
                        byte |= entry << (4 * (at % 2));
                        copied += 1;
                    }
                }
                if byte != 0 {
                    let old = entries[pair / 2].load(Ordering::Relaxed);
                    entries[pair / 2].store(old | byte, Ordering::Relaxed);
                }
            }
        }
        copied
    }

    /// Expands the fresh states of depth `depth` in chunk `chunk` (`k` tiles on `n` cells),
    /// writing the entries of the placements first reached at that depth into `entries`.
    /// Returns those placements' count and whether any state of depth `depth + 1` was
    /// found.
    ///
    /// Children wait in batches of [`BATCH`] after their lanes are prefetched, so that the
    /// cache misses of one batch overlap with the work on the next.
    #[inline(always)]
    fn expand_body(
        &self,
        n: usize,
        k: usize,
        chunk: usize,
        entries: &[AtomicU8],
        depth: u32,
        bmi2: bool,
    ) -> (usize, bool) {
        let shape = self.shape;
        let low = (1u64 << self.free_cells) - 1;
        let mut cells = [0u8; 16];
        let mut image = [0u8; 16];
        let mut found = 0;
        let mut grew = false;
        let first = chunk * CHUNK;
        let last = (first + CHUNK).min(placements(n, k));
        // A child: its rank, its free cells and the blank's cell.
        let mut waiting: Vec<(usize, u32, u32)> = Vec::with_capacity(BATCH + 4 * k);
        let mut children: Vec<(usize, u32, u32)> = Vec::with_capacity(BATCH + 4 * k);
        let per_word = 6 - self.lane_bits.trailing_zeros();
        let lanes = 1usize << per_word;
        let mut at = first;
        loop {
            children.clear();
            // The next placements with fresh regions of this depth, if any, until a batch of
            // children is prefetched.
            while at < last && children.len() < BATCH {
                if at & (lanes - 1) == 0
                    && at + lanes <= last
                    && self.marks[at >> per_word].load(Ordering::Relaxed) & self.fresh_lanes == 0
                {
                    at += lanes;
                    continue;
                }
                let lane = self.get(at);
                let fresh = lane >> self.free_cells;
                at += 1;
                if fresh == 0 {
                    continue;
                }
                let rank_of = at - 1;
                unrank(rank_of, n, &mut cells[..k], bmi2);
                let md: u32 = cells[..k]
                    .iter()
                    .zip(&self.distances)
                    .map(|(&c, distance)| u32::from(distance[usize::from(c)]))
                    .sum();
                // Every move of a pattern tile changes `md` by one, so a state's depth has
                // the parity of its `md`: these fresh regions belong to depth `depth + 1`.
                if md % 2 != depth % 2 {
                    continue;
                }
                self.clear_fresh(rank_of);
                if lane & low == fresh {
                    let excess = depth
                        .checked_sub(md)
                        .expect("a state is at least its Manhattan distance deep")
                        / 2;
                    // CHUNK is even: no other thread writes this byte while the level runs.
                    let byte = &entries[rank_of / 2];
                    let entry = (excess.min(15) as u8) << (4 * (rank_of % 2));
                    byte.store(byte.load(Ordering::Relaxed) | entry, Ordering::Relaxed);
                    found += 1;
                }
                let occupied: u32 = cells[..k].iter().map(|&c| 1u32 << c).sum();
                let free = shape.all & !occupied;
                let region = Self::cells_of(fresh, free, bmi2);
                for j in 0..k {
                    let from = cells[j];
                    // The tile moves into a neighbouring cell the blank reaches for free.
                    let mut targets = shape.neighbours(1 << from) & region;
                    while targets != 0 {
                        let to = targets.trailing_zeros();
                        targets &= targets - 1;
                        cells[j] = to as u8;
                        let mut child = rank(&cells[..k], n);
                        // The blank is now where the tile was.
                        let mut child_free = free ^ (1 << to) ^ (1 << from);
                        let mut blank = u32::from(from);
                        if let Some(mirror) = self
                            .mirror
                            .as_ref()
                            .filter(|mirror| mirror.may_rank_below(&cells[..k]))
                        {
                            mirror.placement(&cells[..k], &mut image[..k]);
                            let other = rank(&image[..k], n);
                            if other < child {
                                child = other;
                                child_free = mirror.cells(child_free);
                                blank = u32::from(mirror.cell[usize::from(from)]);
                            }
                        }
                        cells[j] = from;
                        prefetch(self.lane(child).0);
                        children.push((child, child_free, blank));
                    }
                }
            }
            for &(child, free, blank) in &waiting {
                // Regions are reached whole, so the blank's bit tells whether its region
                // was: the region is flooded only for the new children (a fifth of them).
                let blank_bit = 1u64 << (free & ((1u32 << blank) - 1)).count_ones();
                if self.get(child) & blank_bit == 0 {
                    let region = shape.flood(1 << blank, free);
                    let bits = Self::ordinals(region, free, bmi2);
                    self.or(child, bits | bits << self.free_cells);
                    // Read first: a store would pull the line from the other thread's cache
                    // each time, and most chunks are marked early in a depth.
                    let marked = &self.marked[(depth as usize + 1) % 2][child / CHUNK];
                    if !marked.load(Ordering::Relaxed) {
                        marked.store(true, Ordering::Relaxed);
                    }
                    grew = true;
                }
            }
            if waiting.is_empty() && children.is_empty() && at >= last {
                return (found, grew);
            }
            std::mem::swap(&mut waiting, &mut children);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_are_dense_and_unrank_inverts_them() {
        let (n, k) = (7, 3);
        let mut cells = [0u8; 3];
        // rank(unrank(r)) = r for every r makes unrank one-to-one onto placements.
        for at in 0..placements(n, k) {
            unrank(at, n, &mut cells, false);
            let mut distinct = cells.to_vec();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(distinct.len(), k);
            assert!(cells.iter().all(|&c| usize::from(c) < n));
            assert_eq!(rank(&cells, n), at);
            #[cfg(target_arch = "x86_64")]
            if is_x86_feature_detected!("bmi2") {
                let mut deposited = [0u8; 3];
                unrank(at, n, &mut deposited, true);
                assert_eq!(deposited, cells);
            }
            let mut next = cells;
            assert_eq!(next_placement(&mut next, n), at + 1 < placements(n, k));
            if at + 1 < placements(n, k) {
                assert_eq!(rank(&next, n), at + 1, "{cells:?} steps to {next:?}");
            }
        }
    }

    /// The sparse builder of `pattern` (another search) gives every entry's exact value.
    fn agrees_with_the_sparse_build(size: Size, blank: usize, tiles: &[u8]) {
        let n = size.cells();
        let sparse = super::super::sparse::build(size, blank, tiles);
        let reached = AtomicUsize::new(0);
        let packed = build(size, blank, tiles, &reached, 2);
        let count = placements(n, tiles.len());
        assert_eq!(reached.into_inner(), count, "every placement is reached");
        assert_eq!(packed.len(), bytes(count));
        let mut cells = vec![0u8; tiles.len()];
        let mut saturated = 0;
        for r in 0..count {
            unrank(r, n, &mut cells, false);
            let index: usize = cells
                .iter()
                .enumerate()
                .map(|(j, &c)| usize::from(c) * n.pow(j as u32))
                .sum();
            let exact = u32::from(sparse[index]);
            let md: u32 = cells
                .iter()
                .zip(tiles)
                .map(|(&c, &t)| manhattan(usize::from(c), usize::from(t), size.columns()))
                .sum();
            let excess = (exact - md) / 2;
            saturated += usize::from(excess > 15);
            assert_eq!(u32::from(entry(&packed, r)), excess.min(15), "rank {r}");
        }
        assert_eq!(saturated, 0);
    }

    #[test]
    fn entries_are_the_sparse_builds_excess_over_manhattan() {
        let four = Size::new(4, 4).unwrap();
        // The goal blank's region is one cell: tiles 1 and 4 wall it in.
        agrees_with_the_sparse_build(four, 0, &[1, 4, 5]);
        agrees_with_the_sparse_build(four, 15, &[0, 1, 2, 4, 5]);
        agrees_with_the_sparse_build(Size::new(3, 3).unwrap(), 8, &[0, 1, 2, 3, 4, 5]);
        agrees_with_the_sparse_build(Size::new(2, 4).unwrap(), 7, &[0, 1, 2, 3, 4]);
    }

    /// Whether the pattern of `tiles` on `size` with the goal blank at `blank` is searched
    /// by halves.
    fn has_mirror(size: Size, blank: usize, tiles: &[u8]) -> bool {
        Mirror::find(size, blank, tiles).is_some()
    }

    #[test]
    fn the_eight_tile_strong_patterns_and_no_others_are_searched_by_halves() {
        let size = |text| Size::parse(text).unwrap();
        assert!(has_mirror(size("4x4"), 0, &[8, 9, 10, 11, 12, 13, 14, 15]));
        assert!(!has_mirror(size("4x4"), 0, &[1, 2, 3, 4, 5, 6, 7]));
        assert!(has_mirror(size("2x8"), 0, &[4, 5, 6, 7, 12, 13, 14, 15]));
        assert!(!has_mirror(size("2x8"), 0, &[1, 2, 3, 8, 9, 10, 11]));
        assert!(!has_mirror(size("3x5"), 0, &[5, 10, 1, 6, 11, 2, 7]));
        assert!(!has_mirror(size("3x5"), 0, &[12, 3, 8, 13, 4, 9, 14]));
        // The blank's region decides: walled into cell 0, it is not its own image.
        assert!(!has_mirror(size("2x4"), 0, &[1, 2, 4, 5, 6, 7]));
    }

    #[test]
    fn patterns_searched_by_halves_get_the_sparse_builds_entries() {
        let size = |text| Size::parse(text).unwrap();
        // The mirror of the columns.
        for (board, blank, tiles) in [
            ("4x4", 0, &[12, 13, 14, 15][..]),
            ("4x4", 3, &[13, 14, 8, 11][..]),
            ("2x4", 0, &[4, 5, 6, 7][..]),
            ("3x3", 0, &[6, 7, 8][..]),
            ("3x3", 2, &[3, 5, 6, 7, 8][..]),
            // The mirror of the rows.
            ("2x4", 0, &[2, 3, 6, 7][..]),
            ("4x2", 0, &[4, 5, 6, 7][..]),
        ] {
            assert!(has_mirror(size(board), blank, tiles), "{board} {tiles:?}");
            agrees_with_the_sparse_build(size(board), blank, tiles);
        }
    }
}
