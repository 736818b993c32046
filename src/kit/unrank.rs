//! From dense ranks of tile placements (`kit::placement`) back to placements: the
//! placement of a rank, and the placement of the next rank from one placement.
//!
//! Unrank: the rank's digits in radices `n - j` from the last, each the index of the tile's
//! cell among the cells still free, which [`nth_cell`] finds. Next: the odometer of the
//! digits, stepped on the last tile that can still move up; the tests walk every rank both
//! ways and compare.
//!
//! # Costs
//! An unrank: a division a tile and a walk to the digit's free cell, one instruction with
//! BMI2's bit deposit. A next placement: mostly the last tile stepping on.

/// The placement of rank `rank` on `n` cells into `cells` (its length is `k`, at most
/// 32), picking each digit's free cell with BMI2's bit deposit where `bmi2` says the CPU
/// has it (the caller asks once, see `kit::cpu`).
#[inline(always)]
pub(crate) fn unrank(mut rank: usize, n: usize, cells: &mut [u8], bmi2: bool) {
    let k = cells.len();
    let mut digits = [0usize; 32];
    for j in (0..k).rev() {
        digits[j] = rank % (n - j);
        rank /= n - j;
    }
    let mut free = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
    for (cell, &digit) in cells.iter_mut().zip(&digits) {
        let chosen = nth_cell(free, digit, bmi2);
        free &= !(1 << chosen);
        *cell = chosen as u8;
    }
}

/// Turns `cells` (a placement on `n` cells) into the placement of the next rank, if any:
/// the last tile that can move to a higher cell free of the tiles before it does, and the
/// tiles after it take the lowest cells left. Mostly the last tile steps on: a fraction of
/// an unranking.
#[inline(always)]
pub(crate) fn next_placement(cells: &mut [u8], n: usize) -> bool {
    let all = (1u32 << n) - 1;
    let mut before: u32 = cells.iter().map(|&c| 1u32 << c).sum();
    for j in (0..cells.len()).rev() {
        before &= !(1 << cells[j]);
        let higher = all & !before & !((2u32 << cells[j]) - 1);
        if higher != 0 {
            let mut used = before;
            let mut cell = higher.trailing_zeros();
            for next in &mut cells[j..] {
                *next = cell as u8;
                used |= 1 << cell;
                cell = (all & !used).trailing_zeros();
            }
            return true;
        }
    }
    false
}

/// The cell of the `nth` set bit of `set` (counted from 0).
#[inline(always)]
pub(crate) fn nth_cell(set: u32, nth: usize, bmi2: bool) -> u32 {
    #[cfg(target_arch = "x86_64")]
    if bmi2 {
        // SAFETY: `bmi2` is true only where the CPU has BMI2 (the callers ask `kit::cpu`).
        return unsafe { std::arch::x86_64::_pdep_u32(1 << nth, set) }.trailing_zeros();
    }
    let _ = bmi2;
    let mut left = set;
    for _ in 0..nth {
        left &= left - 1;
    }
    left.trailing_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::placement::{placements, rank};

    #[test]
    fn ranks_are_dense_and_unrank_and_next_invert_them() {
        for (n, k) in [(7, 3), (9, 4), (25, 2), (16, 1)] {
            let mut cells = vec![0u8; k];
            let mut stepped: Vec<u8> = (0..k as u8).collect();
            for at in 0..placements(n, k) {
                unrank(at, n, &mut cells, false);
                let mut distinct = cells.clone();
                distinct.sort_unstable();
                distinct.dedup();
                assert_eq!(distinct.len(), k);
                assert!(cells.iter().all(|&c| usize::from(c) < n));
                assert_eq!(rank(&cells, n), at);
                assert_eq!(stepped, cells, "next_placement walks the ranks in order");
                #[cfg(target_arch = "x86_64")]
                if is_x86_feature_detected!("bmi2") {
                    let mut deposited = vec![0u8; k];
                    unrank(at, n, &mut deposited, true);
                    assert_eq!(deposited, cells);
                }
                assert_eq!(next_placement(&mut stepped, n), at + 1 < placements(n, k));
            }
        }
    }
}
