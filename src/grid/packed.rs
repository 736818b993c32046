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
//! one. Its time is one unranking and one flood fill per state and one cache miss per move
//! of a pattern tile (measured in `eight prepare`'s timing, see README).

use crate::shared::Size;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

/// The placements of `k` distinct tiles on `n` cells, `n! / (n - k)!`.
pub fn placements(n: usize, k: usize) -> usize {
    (0..k).map(|j| n - j).product()
}

/// The dense rank of a placement: tile `j` at `cells[j]`, digit `j` being its cell counted
/// among the cells the tiles before it left free, in radix `n - j`, the first tile most
/// significant.
#[inline(always)]
pub fn rank(cells: &[u8], n: usize) -> usize {
    let mut taken = 0u32;
    let mut rank = 0usize;
    for (j, &cell) in cells.iter().enumerate() {
        let below = (taken & ((1u32 << cell) - 1)).count_ones();
        taken |= 1 << cell;
        rank = rank * (n - j) + (usize::from(cell) - below as usize);
    }
    rank
}

/// The placement of rank `rank` (see [`rank`]) into `cells` (its length is `k`).
#[inline(always)]
fn unrank(mut rank: usize, n: usize, cells: &mut [u8]) {
    let k = cells.len();
    let mut digits = [0usize; 16];
    for j in (0..k).rev() {
        digits[j] = rank % (n - j);
        rank /= n - j;
    }
    let mut free = (1u32 << n) - 1;
    for (cell, &digit) in cells.iter_mut().zip(&digits) {
        let mut left = free;
        for _ in 0..digit {
            left &= left - 1;
        }
        let chosen = left.trailing_zeros();
        free &= !(1 << chosen);
        *cell = chosen as u8;
    }
}

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

/// Ranks of a depth one thread takes at a time; even, so that no byte of the entries is
/// shared between two threads' chunks.
const CHUNK: usize = 1 << 14;

/// Builds the packed table of the pattern whose tiles are `tiles` (named by their goal
/// cells) on `size` with the goal's blank at `blank`, on `threads` threads. `reached` grows
/// by the placements found (up to [`placements`]).
///
/// The goal states are the tiles at home with the blank anywhere in the goal blank's region
/// of free cells (where it can go without moving a pattern tile): an entry is the fewest
/// moves of pattern tiles from the placement to there, as in [`super::pattern::build_into`].
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
        shape: super::pattern::Shape::new(size),
        n,
        columns: size.columns(),
        tiles,
        free_cells,
        lane_bits: lane_bits as u32,
        marks,
        marked,
    };
    let goal_free = build.shape.all & !home;
    let region = Build::ordinals(build.shape.flood(1 << blank, goal_free), goal_free, false);
    let goal = rank(tiles, n);
    build.or(goal, region | region << free_cells);
    build.marked[0][goal / CHUNK].store(true, Ordering::Relaxed);
    let mut entries = crate::shared::memory::zeroed_bytes(bytes(count));
    let mut depth = 0u32;
    loop {
        let grew = AtomicBool::new(false);
        {
            let work = Mutex::new(entries.chunks_mut(CHUNK / 2).enumerate());
            let job = || loop {
                let next = work.lock().expect("no thread panics holding it").next();
                let (chunk, part) = match next {
                    Some(next) => next,
                    None => return,
                };
                if build.marked[depth as usize % 2][chunk].swap(false, Ordering::Relaxed) {
                    let (found, more) = build.expand(chunk, part, depth);
                    reached.fetch_add(found, Ordering::Relaxed);
                    if more {
                        grew.store(true, Ordering::Relaxed);
                    }
                }
            };
            std::thread::scope(|scope| {
                for _ in 1..threads {
                    scope.spawn(job);
                }
                job();
            });
        }
        if !grew.into_inner() {
            return entries;
        }
        depth += 1;
    }
}

/// What the threads of one build share.
struct Build<'a> {
    shape: super::pattern::Shape,
    n: usize,
    columns: usize,
    tiles: &'a [u8],
    /// Cells no pattern tile holds (one is the blank).
    free_cells: u32,
    lane_bits: u32,
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
            // SAFETY: `bmi2` is true only where the CPU has BMI2 (see `Build::expand`).
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
            // SAFETY: `bmi2` is true only where the CPU has BMI2 (see `Build::expand`).
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

    /// Expands the fresh states of depth `depth` in chunk `chunk`, writing the entries of
    /// the placements first reached at that depth into `part` (the chunk's bytes). Returns
    /// those placements' count and whether any state of depth `depth + 1` was found.
    fn expand(&self, chunk: usize, part: &mut [u8], depth: u32) -> (usize, bool) {
        // Ranking counts bits a dozen times a move; the `popcnt` instruction (not in the
        // baseline x86-64 target) is much faster than the portable count, so use it when
        // the CPU has it.
        #[cfg(target_arch = "x86_64")]
        {
            if is_x86_feature_detected!("bmi2") && is_x86_feature_detected!("popcnt") {
                // SAFETY: the CPU supports the features `expand_bmi2` is compiled for.
                return unsafe { self.expand_bmi2(chunk, part, depth) };
            }
            if is_x86_feature_detected!("popcnt") {
                // SAFETY: the CPU supports the one feature `expand_popcnt` is compiled for.
                return unsafe { self.expand_popcnt(chunk, part, depth) };
            }
        }
        self.expand_sizes(chunk, part, depth, false)
    }

    /// [`Build::expand`] compiled with the `popcnt` instruction.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt")]
    unsafe fn expand_popcnt(&self, chunk: usize, part: &mut [u8], depth: u32) -> (usize, bool) {
        self.expand_sizes(chunk, part, depth, false)
    }

    /// [`Build::expand`] compiled with `popcnt` and BMI2, whose bit gathers replace the
    /// loops between cells and free-cell ordinals.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi2")]
    unsafe fn expand_bmi2(&self, chunk: usize, part: &mut [u8], depth: u32) -> (usize, bool) {
        self.expand_sizes(chunk, part, depth, true)
    }

    /// [`Build::expand_body`] with the strong tables' sizes as constants, so that ranking
    /// divides and multiplies by constants and its loops unroll.
    #[inline(always)]
    fn expand_sizes(&self, chunk: usize, part: &mut [u8], depth: u32, bmi2: bool) -> (usize, bool) {
        match (self.n, self.tiles.len()) {
            (16, 8) => self.expand_body(16, 8, chunk, part, depth, bmi2),
            (16, 7) => self.expand_body(16, 7, chunk, part, depth, bmi2),
            (n, k) => self.expand_body(n, k, chunk, part, depth, bmi2),
        }
    }

    /// The body of [`Build::expand`] for `k` tiles on `n` cells.
    ///
    /// The children of one placement wait one turn after their lanes are prefetched, so the
    /// cache misses of a placement overlap with the work on the next one.
    #[inline(always)]
    fn expand_body(
        &self,
        n: usize,
        k: usize,
        chunk: usize,
        part: &mut [u8],
        depth: u32,
        bmi2: bool,
    ) -> (usize, bool) {
        let shape = self.shape;
        let low = (1u64 << self.free_cells) - 1;
        let mut cells = [0u8; 16];
        let mut found = 0;
        let mut grew = false;
        let first = chunk * CHUNK;
        let last = (first + CHUNK).min(placements(n, k));
        let mut waiting: Vec<(usize, u64)> = Vec::with_capacity(4 * k);
        let mut children: Vec<(usize, u64)> = Vec::with_capacity(4 * k);
        let mut at = first;
        loop {
            children.clear();
            // The next placement with fresh regions of this depth, if any.
            while at < last {
                let lane = self.get(at);
                let fresh = lane >> self.free_cells;
                at += 1;
                if fresh == 0 {
                    continue;
                }
                let rank_of = at - 1;
                unrank(rank_of, n, &mut cells[..k]);
                let md: u32 = cells[..k]
                    .iter()
                    .zip(self.tiles)
                    .map(|(&c, &home)| manhattan(usize::from(c), usize::from(home), self.columns))
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
                    part[(rank_of - first) / 2] |= (excess.min(15) as u8) << (4 * (rank_of % 2));
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
                        let child = rank(&cells[..k], n);
                        cells[j] = from;
                        // The blank is now where the tile was.
                        let child_free = free ^ (1 << to) ^ (1 << from);
                        let child_region = shape.flood(1 << from, child_free);
                        let bits = Self::ordinals(child_region, child_free, bmi2);
                        super::pattern::prefetch(self.lane(child).0);
                        children.push((child, bits));
                    }
                }
                break;
            }
            for &(child, bits) in &waiting {
                if self.get(child) & bits == 0 {
                    self.or(child, bits | bits << self.free_cells);
                    self.marked[(depth as usize + 1) % 2][child / CHUNK]
                        .store(true, Ordering::Relaxed);
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
            unrank(at, n, &mut cells);
            let mut distinct = cells.to_vec();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(distinct.len(), k);
            assert!(cells.iter().all(|&c| usize::from(c) < n));
            assert_eq!(rank(&cells, n), at);
        }
    }

    /// The sparse builder of `pattern` (another search) gives every entry's exact value.
    fn agrees_with_the_sparse_build(size: Size, blank: usize, tiles: &[u8]) {
        let n = size.cells();
        let sparse = super::super::pattern::build(size, blank, tiles);
        let reached = AtomicUsize::new(0);
        let packed = build(size, blank, tiles, &reached, 2);
        let count = placements(n, tiles.len());
        assert_eq!(reached.into_inner(), count, "every placement is reached");
        assert_eq!(packed.len(), bytes(count));
        let mut cells = vec![0u8; tiles.len()];
        let mut saturated = 0;
        for r in 0..count {
            unrank(r, n, &mut cells);
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
}
