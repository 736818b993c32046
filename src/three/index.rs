//! The dense state index: a board as `blank * EVEN_RANKS + rank`, and the rotation tables
//! that move a vertical step through that index without unranking.
//!
//! A board splits into the blank position `b` (0..9) and the order of its 8 tiles read
//! row-major, a permutation `pi` of 0..8. A horizontal move keeps `pi` and changes `b` by 1.
//! A vertical move carries one tile past two others: down from `b` turns `pi[b..b + 3]` =
//! `(x, y, t)` into `(t, x, y)` (a rotation right at `b`), up from `b` rotates left at `b - 3`.
//! Rotations are even, so every board reachable from a canonical start (whose `pi` is the
//! identity) has an even `pi`, and its rank among the 20,160 even permutations is dense.
//!
//! The even rank is the Lehmer code `d0..d7` of `pi` (`di` counts the later entries smaller
//! than `pi[i]`) read in mixed radix with `d6` dropped: `d7` is always 0 and `d6` is fixed by
//! the parity, so `rank = d0 * 2520 + d1 * 360 + d2 * 60 + d3 * 12 + d4 * 3 + d5`.
//!
//! A rotation at `s` changes only the digits `ds`, `ds+1`, `ds+2`: the entries before `s` see
//! the same set after them and the entries after `s + 2` do not move. So the new rank is the
//! old one plus a delta that depends on those three digits alone (with `d6` from the parity).
//! [`Rotations::new`] computes the deltas of every window by brute force (756 per direction),
//! then fills a full table of deltas, laid out so that a state index addresses it directly,
//! one block of ranks with a constant window at a time.
//!
//! # Costs
//! [`rank`]: a few shifts and adds per cell without branches, a few nanoseconds.
//! [`Rotations`]: 2 x 6 x 20,160 `i16` rank deltas = 484 KB, built in about 0.15 ms (mostly the
//! first touch of its pages); a lookup is one load.

use crate::shared::Move;

/// Tiles on a board: 8, numbered 0..8 inside the index.
pub const TILES: usize = 8;

pub use crate::three::board::CELLS;

/// Even permutations of 8 tiles: 8! / 2.
pub const EVEN_RANKS: usize = 20_160;

/// States reachable from one canonical start: 9 blank positions x 20,160 even orders (9! / 2).
pub const STATES: usize = CELLS * EVEN_RANKS;

/// Positions in `pi` where a rotation of three entries can start: a vertical move from a blank
/// on one of the top two rows (down) or the bottom two rows (up, at `b - 3`).
pub const ROTATION_STARTS: usize = 6;

/// Weight of Lehmer digit `di` in the even rank: `(7 - i)! / 2`.
const DIGIT_WEIGHTS: [u32; 6] = [2520, 360, 60, 12, 3, 1];

/// Largest value + 1 of Lehmer digit `di`: `8 - i`.
const DIGIT_RADICES: [u8; 8] = [8, 7, 6, 5, 4, 3, 2, 1];

/// Ranks `pi`, a permutation of 0..8. Returns the rank among permutations of its own parity
/// (0..20,160) and whether `pi` is odd.
pub fn rank(pi: &[u8; TILES]) -> (u16, bool) {
    let mut cells = [BLANK_NAME; CELLS];
    cells[..TILES].copy_from_slice(pi);
    rank_around_blank(&cells, CELLS - 1)
}

/// The name of the blank in [`rank_around_blank`]: above every tile, so that it never
/// counts as a smaller later entry.
pub const BLANK_NAME: u8 = TILES as u8;

/// Ranks the tile order of a board whose cells hold tile names 0..8 and [`BLANK_NAME`] at
/// `blank`, as [`rank`] ranks the tiles read row-major with the blank skipped. Meaningless
/// unless `cells` hold each of 0..=8 once.
///
/// Lehmer digit `i` is `pi[i]` minus the earlier entries smaller than it; a running count
/// keeps, in its nibble `v`, how many values below `v` were seen, so each cell costs a few
/// shifts and adds and no branch.
#[inline]
pub fn rank_around_blank(cells: &[u8; CELLS], blank: usize) -> (u16, bool) {
    /// A 1 in each nibble 1..=9: seeing value `v` adds it shifted by `v` nibbles.
    const ABOVE_ZERO: u64 = 0x11_1111_1110;
    let weights = &CELL_WEIGHTS[blank % CELLS];
    let mut seen_below = 0u64;
    let (mut rank, mut digit_sum) = (0u32, 0u32);
    for (&name, &weight) in cells.iter().zip(weights) {
        let shift = 4 * u32::from(name & 15);
        let digit = u32::from(name).wrapping_sub((seen_below >> shift) as u32 & 15);
        seen_below = seen_below.wrapping_add(ABOVE_ZERO.wrapping_shl(shift));
        rank = rank.wrapping_add(digit.wrapping_mul(u32::from(weight)));
        digit_sum = digit_sum.wrapping_add(digit);
    }
    // The blank's own digit is `8 - blank` (every earlier cell is a smaller tile); it is
    // not part of the order, so it leaves the parity of the sum.
    let odd = digit_sum.wrapping_add(blank as u32) % 2 == 1;
    (rank as u16, odd)
}

/// `CELL_WEIGHTS[blank][cell]`: the weight in the even rank of the Lehmer digit of the tile
/// on `cell` when the blank is on `blank`; 0 for the blank itself and for the last two tiles.
const CELL_WEIGHTS: [[u16; CELLS]; CELLS] = {
    let mut weights = [[0u16; CELLS]; CELLS];
    let mut blank = 0;
    while blank < CELLS {
        let mut cell = 0;
        while cell < CELLS {
            let tile = if cell > blank { cell - 1 } else { cell };
            if cell != blank && tile < DIGIT_WEIGHTS.len() {
                weights[blank][cell] = DIGIT_WEIGHTS[tile] as u16;
            }
            cell += 1;
        }
        blank += 1;
    }
    weights
};

/// The even permutation of 0..8 whose rank is `rank`; the inverse of [`rank`] on even `pi`.
///
/// # Panics
/// If `rank >= EVEN_RANKS`.
pub fn unrank(rank: u16) -> [u8; TILES] {
    assert!(usize::from(rank) < EVEN_RANKS, "rank {} out of range", rank);
    let mut digits = [0u8; TILES];
    let mut rest = u32::from(rank);
    for (digit, &weight) in digits.iter_mut().zip(DIGIT_WEIGHTS.iter()) {
        *digit = (rest / weight) as u8;
        rest %= weight;
    }
    digits[6] = digits[..6].iter().sum::<u8>() % 2;
    permutation_of_digits(&digits)
}

fn rank_of_digits(digits: &[u8; TILES]) -> u16 {
    let rank: u32 = digits
        .iter()
        .zip(DIGIT_WEIGHTS.iter())
        .map(|(&d, &w)| u32::from(d) * w)
        .sum();
    rank as u16
}

fn permutation_of_digits(digits: &[u8; TILES]) -> [u8; TILES] {
    let mut unused: u32 = (1 << TILES) - 1;
    let mut pi = [0u8; TILES];
    for (value, &digit) in pi.iter_mut().zip(digits.iter()) {
        let mut rest = unused;
        for _ in 0..digit {
            rest &= rest - 1;
        }
        *value = rest.trailing_zeros() as u8;
        unused &= !(1 << *value);
    }
    pi
}

/// Rotation of `pi[start..start + 3]`: right is `(x, y, t) -> (t, x, y)`, the order change of
/// a move down from blank `start`; left is its inverse, a move up from blank `start + 3`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Turn {
    Right,
    Left,
}

/// Applies a rotation to a permutation directly; the reference for [`Rotations`].
pub fn rotate(pi: &[u8; TILES], start: usize, turn: Turn) -> [u8; TILES] {
    let mut out = *pi;
    match turn {
        Turn::Right => out[start..start + 3].rotate_right(1),
        Turn::Left => out[start..start + 3].rotate_left(1),
    }
    out
}

/// For every start position and direction, how a rotation changes the even rank, laid out
/// so that the state index itself addresses it: `deltas[state]` is the change of a move down
/// from that state (right rotation at its blank, blank < 6), `deltas[state + 3 * EVEN_RANKS]`
/// the change of a move up (left rotation at blank - 3, blank >= 3).
pub struct Rotations {
    deltas: Box<[i16]>,
}

/// Where the left rotations start in [`Rotations`]: after the 6 x 20,160 right ones.
const LEFT_TURNS: usize = ROTATION_STARTS * EVEN_RANKS;

/// Key of the three digits a rotation at some start sees: 3 bits each.
fn window_key(d0: u8, d1: u8, d2: u8) -> usize {
    usize::from(d0) << 6 | usize::from(d1) << 3 | usize::from(d2)
}

const WINDOW_KEYS: usize = 1 << 9;

impl Rotations {
    /// Builds both tables.
    pub fn new() -> Rotations {
        let mut deltas = vec![0i16; 2 * LEFT_TURNS].into_boxed_slice();
        let (right, left) = deltas.split_at_mut(LEFT_TURNS);
        fill_rank_deltas(Turn::Right, right);
        fill_rank_deltas(Turn::Left, left);
        Rotations { deltas }
    }

    /// The even rank of `pi` rotated at `start` (0..6), given the even rank of `pi`.
    #[inline]
    pub fn turn(&self, turn: Turn, start: usize, rank: usize) -> usize {
        let offset = match turn {
            Turn::Right => 0,
            Turn::Left => LEFT_TURNS,
        };
        rank.wrapping_add(isize::from(self.deltas[offset + start * EVEN_RANKS + rank]) as usize)
    }
}

/// The state index of the board with the blank at `blank` and tile order of even rank `rank`.
#[inline]
pub fn state(blank: usize, rank: usize) -> usize {
    blank * EVEN_RANKS + rank
}

/// The board of a state of a canonical table: tiles `unrank(rank) + 1` around the blank.
pub fn board_of_state(state_index: usize) -> crate::three::board::Board {
    let (blank, rank) = split(state_index);
    let mut cells = [0u8; CELLS];
    let tiles = unrank(rank as u16);
    let mut tiles = tiles.iter().copied();
    for (position, cell) in cells.iter_mut().enumerate() {
        if position != blank {
            *cell = tiles.next().map_or(0, |t| t + 1);
        }
    }
    crate::three::board::Board::from_cells(cells)
        .expect("an even rank and a blank make a valid board")
}

/// The blank position and even rank of a state index.
#[inline]
pub fn split(state: usize) -> (usize, usize) {
    let blank = state / EVEN_RANKS;
    (blank, state - blank * EVEN_RANKS)
}

impl Rotations {
    /// The states one move away from `state`, in move-code order `d, l, r, u`, computed
    /// without a branch. An entry whose move leaves the board is meaningless: callers only
    /// read entries of moves they know to be on the board.
    #[inline]
    pub fn neighbours(&self, state_index: usize) -> [usize; 4] {
        // Down from blank b lands on b + 3, up on b - 3; the rank changes by the delta.
        let vertical = 3 * EVEN_RANKS;
        let down_delta = isize::from(self.deltas[state_index]);
        let up_delta = isize::from(self.deltas[state_index + vertical]);
        [
            (state_index + vertical).wrapping_add(down_delta as usize),
            state_index.wrapping_sub(EVEN_RANKS),
            state_index + EVEN_RANKS,
            state_index
                .wrapping_sub(vertical)
                .wrapping_add(up_delta as usize),
        ]
    }

    /// The one neighbour of `state` in move-code direction `code` (`d, l, r, u` = 0..4): the
    /// same as `neighbours(state)[code]` with one table load, for chains of dependent steps.
    #[inline]
    pub fn neighbour(&self, state_index: usize, code: usize) -> usize {
        const VERTICAL: isize = 3 * EVEN_RANKS as isize;
        const HORIZONTAL: isize = EVEN_RANKS as isize;
        /// Per code: the state offset, where the rank delta is, and whether it applies.
        const OFFSET: [isize; 4] = [VERTICAL, -HORIZONTAL, HORIZONTAL, -VERTICAL];
        const DELTA_AT: [usize; 4] = [0, 0, 0, 3 * EVEN_RANKS];
        const DELTA_MASK: [i16; 4] = [-1, 0, 0, -1];
        let code = code & 3;
        let delta = self.deltas[state_index + DELTA_AT[code]] & DELTA_MASK[code];
        state_index.wrapping_add((OFFSET[code] + isize::from(delta)) as usize)
    }

    /// The state after the blank makes `step` from `state`, if it stays on the board.
    pub fn step(&self, state_index: usize, step: Move) -> Option<usize> {
        let (blank, rank) = split(state_index);
        let to = crate::three::board::target(step, blank)?;
        let rank = match step {
            Move::Left | Move::Right => rank,
            Move::Down => self.turn(Turn::Right, blank, rank),
            Move::Up => self.turn(Turn::Left, to, rank),
        };
        Some(state(to, rank))
    }
}

impl Default for Rotations {
    fn default() -> Self {
        Rotations::new()
    }
}

/// Ranks that share digits `d0..d3`: `d4` and `d5` run through 4 x 3 values.
const SUFFIX_RANKS: usize = 12;

/// The rank delta of `turn` for every start and rank, filled a block at a time: a window's
/// digits are constant over a block of consecutive ranks, and so is its delta.
fn fill_rank_deltas(turn: Turn, table: &mut [i16]) {
    let deltas = window_deltas(turn);
    let (low, high) = table.split_at_mut(4 * EVEN_RANKS);
    // Starts 0..4: the window ds..ds+2 is rank / weight(ds+2) in mixed radix.
    for (start, ranks) in low.chunks_mut(EVEN_RANKS).enumerate() {
        let block = DIGIT_WEIGHTS[start + 2] as usize;
        let (radix1, radix2) = (DIGIT_RADICES[start + 1], DIGIT_RADICES[start + 2]);
        let windows = usize::from(DIGIT_RADICES[start]) * usize::from(radix1) * usize::from(radix2);
        let by_window: Vec<i16> = (0..windows)
            .map(|w| {
                let (ab, c) = (w / usize::from(radix2), w % usize::from(radix2));
                let (a, b) = (ab / usize::from(radix1), ab % usize::from(radix1));
                deltas[start * WINDOW_KEYS + window_key(a as u8, b as u8, c as u8)] as i16
            })
            .collect();
        for (block_index, ranks) in ranks.chunks_mut(block).enumerate() {
            ranks.fill(by_window[block_index % windows]);
        }
    }
    // Starts 4 and 5: the window holds d6, which the parity of d0..d5 fixes; per block of
    // SUFFIX_RANKS, d0..d3 are constant and pick one of two patterns by their parity.
    let mut patterns = [[[0i16; SUFFIX_RANKS]; 2]; 2];
    for (start, by_parity) in patterns.iter_mut().enumerate() {
        for (prefix_odd, pattern) in by_parity.iter_mut().enumerate() {
            for (j, delta) in pattern.iter_mut().enumerate() {
                let (d4, d5) = ((j / 3) as u8, (j % 3) as u8);
                let d6 = (prefix_odd as u8 + d4 + d5) & 1;
                let key = [window_key(d4, d5, d6), window_key(d5, d6, 0)][start];
                *delta = deltas[(4 + start) * WINDOW_KEYS + key] as i16;
            }
        }
    }
    let mut prefix = [0u8; 4];
    for block_index in 0..EVEN_RANKS / SUFFIX_RANKS {
        let prefix_odd = usize::from(prefix.iter().sum::<u8>() & 1);
        for (start, ranks) in high.chunks_mut(EVEN_RANKS).enumerate() {
            ranks[block_index * SUFFIX_RANKS..][..SUFFIX_RANKS]
                .copy_from_slice(&patterns[start][prefix_odd]);
        }
        // Count d0..d3 up as an odometer.
        for position in (0..4).rev() {
            prefix[position] += 1;
            if prefix[position] < DIGIT_RADICES[position] {
                break;
            }
            prefix[position] = 0;
        }
    }
}

/// Rank deltas by `start * WINDOW_KEYS + window_key(ds, ds+1, ds+2)`, found by rotating one
/// representative permutation per window (the other digits only fix the parity).
fn window_deltas(turn: Turn) -> Vec<i32> {
    let mut deltas = vec![0i32; ROTATION_STARTS * WINDOW_KEYS];
    for start in 0..ROTATION_STARTS {
        for a in 0..DIGIT_RADICES[start] {
            for b in 0..DIGIT_RADICES[start + 1] {
                for c in 0..DIGIT_RADICES[start + 2] {
                    let mut digits = [0u8; TILES];
                    digits[start..start + 3].copy_from_slice(&[a, b, c]);
                    let window_odd = (a + b + c) % 2;
                    // Make the whole permutation even with a digit outside the window:
                    // d6 when the window ends before it, else d0 (no window holds both).
                    let parity_digit = if start + 2 < 6 { 6 } else { 0 };
                    digits[parity_digit] = window_odd;
                    let before = rank_of_digits(&digits);
                    let pi = permutation_of_digits(&digits);
                    let (after, odd) = rank(&rotate(&pi, start, turn));
                    debug_assert!(!odd);
                    deltas[start * WINDOW_KEYS + window_key(a, b, c)] =
                        i32::from(after) - i32::from(before);
                }
            }
        }
    }
    deltas
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_and_last_even_permutations() {
        assert_eq!(rank(&[0, 1, 2, 3, 4, 5, 6, 7]), (0, false));
        assert_eq!(rank(&[7, 6, 5, 4, 3, 2, 1, 0]), (20_159, false));
    }

    #[test]
    fn rank_and_unrank_are_inverse_on_every_even_rank() {
        for r in 0..EVEN_RANKS as u16 {
            let pi = unrank(r);
            assert_eq!(rank(&pi), (r, false), "{pi:?}");
        }
    }

    #[test]
    fn ranking_around_a_blank_skips_it_wherever_it_is() {
        for r in 0..EVEN_RANKS as u16 {
            let even = unrank(r);
            let mut odd = even;
            odd.swap(0, 1);
            for pi in [even, odd] {
                for blank in 0..CELLS {
                    let mut cells = [BLANK_NAME; CELLS];
                    cells[..blank].copy_from_slice(&pi[..blank]);
                    cells[blank + 1..].copy_from_slice(&pi[blank..]);
                    assert_eq!(rank_around_blank(&cells, blank), rank(&pi), "{cells:?}");
                }
            }
        }
    }

    #[test]
    fn odd_permutations_are_reported_odd() {
        let (_, odd) = rank(&[1, 0, 2, 3, 4, 5, 6, 7]);
        assert!(odd);
        let (_, odd) = rank(&[1, 2, 0, 3, 4, 5, 6, 7]);
        assert!(!odd);
    }

    #[test]
    fn rotation_tables_agree_with_rotating_every_permutation() {
        let rotations = Rotations::new();
        for r in 0..EVEN_RANKS {
            let pi = unrank(r as u16);
            for start in 0..ROTATION_STARTS {
                for turn in [Turn::Right, Turn::Left] {
                    let (expected, odd) = rank(&rotate(&pi, start, turn));
                    assert!(!odd);
                    assert_eq!(
                        rotations.turn(turn, start, r),
                        usize::from(expected),
                        "rank {r} start {start} {turn:?}"
                    );
                }
            }
        }
    }
}
