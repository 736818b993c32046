//! A small deterministic random number generator (SplitMix64), for tests, benchmarks and
//! generated inputs: the same seed gives the same numbers on every platform.
//!
//! # Costs
//! 8 bytes of state; a few multiplications per number.

/// SplitMix64 (Steele, Lea and Flood, 2014): passes BigCrush, one `u64` of state.
#[derive(Clone, Debug)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (`bound > 0`), by Lemire's multiply-shift; the bias is below
    /// 2^-32 for the small bounds used here.
    pub fn below(&mut self, bound: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(bound)) >> 64) as u64
    }

    /// Shuffles `items` uniformly (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn is_deterministic_and_matches_the_reference_sequence() {
        // First outputs of SplitMix64 seeded with 0, as in the reference implementation.
        let mut rng = SplitMix64::new(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn below_stays_below_and_covers_the_range() {
        let mut rng = SplitMix64::new(7);
        let mut seen = [false; 9];
        for _ in 0..1000 {
            let value = rng.below(9);
            seen[value as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }
}
