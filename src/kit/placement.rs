//! Dense ranks of tile placements: `k` distinct tiles on `n` cells, tile `j` at
//! `cells[j]`, numbered `0 .. n! / (n - k)!` without holes, and back. Every pattern database
//! of the exact engine is indexed by them (the packed 7- and 8-tile tables, the 5x5 groups,
//! the dense pass of the sparse builder).
//!
//! Rank: digit `j` is tile `j`'s cell counted among the cells the tiles before it left free,
//! in radix `n - j`, the first tile most significant; so ranks follow the lexicographic
//! order of the tiles' cells, and `kit::unrank::next_placement` steps through them in order. A digit
//! is a cell less the taken cells below it: one popcount. Boards have at most 32 cells
//! (the masks are `u32`).
//!
//! The way back, from a rank to its placement and from one placement to the next, is
//! `kit::unrank`: a file of its own so that the one-file programs, which only rank, carry
//! no more than they use.
//!
//! # Costs
//! A rank: one popcount and a multiply-add a tile (a few nanoseconds for 8 tiles with the
//! `popcnt` instruction, about twice that without).

/// The placements of `k` distinct tiles on `n` cells, `n! / (n - k)!`.
pub(crate) fn placements(n: usize, k: usize) -> usize {
    (0..k).map(|j| n - j).product()
}

/// The dense rank of a placement on `n` cells: tile `j` at `cells[j]`, all distinct.
#[inline(always)]
pub(crate) fn rank(cells: &[u8], n: usize) -> usize {
    rank_of(cells.len(), n, |j| cells[j])
}

/// The dense rank of the placement of `k` tiles on `n` cells whose tile `j` is at
/// `cell(j)`, all distinct: [`rank`] for placements kept otherwise than as a slice (the
/// sparse builder's, 4 bits a tile).
#[inline(always)]
pub(crate) fn rank_of(k: usize, n: usize, cell: impl Fn(usize) -> u8) -> usize {
    let mut taken = 0u32;
    let mut rank = 0usize;
    for j in 0..k {
        let cell = cell(j);
        let below = (taken & ((1u32 << cell) - 1)).count_ones();
        taken |= 1 << cell;
        rank = rank * (n - j) + (usize::from(cell) - below as usize);
    }
    rank
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placements_count_partial_permutations() {
        assert_eq!(placements(16, 8), 518_918_400);
        assert_eq!(placements(25, 6), 127_512_000);
        assert_eq!(placements(5, 0), 1);
    }

    #[test]
    fn a_rank_is_the_same_however_the_placement_is_kept() {
        let cells = [7u8, 0, 12, 3];
        let nibbles: u32 = cells
            .iter()
            .rev()
            .fold(0, |word, &cell| word << 4 | u32::from(cell));
        let of_nibbles = rank_of(4, 16, |j| (nibbles >> (4 * j) & 15) as u8);
        assert_eq!(of_nibbles, rank(&cells, 16));
        assert_eq!(rank(&[0, 1, 2, 3], 16), 0);
        assert_eq!(rank(&[15, 14, 13, 12], 16), placements(16, 4) - 1);
    }
}
