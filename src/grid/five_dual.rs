//! The dual lookup of the 5x5 databases ([`super::five`]): the same 6-6-6-6 databases read
//! for the inverse permutation of the board, a second lower bound whose larger with the
//! direct one cuts more of the search (Zahavi, Felner, Holte and Schaeffer, "Dual lookups
//! in pattern databases", IJCAI 2005; "Duality in permutation state spaces and the dual
//! search algorithm", Artificial Intelligence 172, 2008).
//!
//! # The dual problem, and why its bound is the board's
//! Work in the databases' frame: cells and tiles are both named by frame cells, the goal
//! holds tile `x` in cell `x` and the blank (named `z`) in cell `z`. Write the board as the
//! map `F` from cells to what they hold; the blank's cell is `b`, so `F(b) = z`. A path of
//! `k` moves is a walk of the blank `b = b0, b1, ..., bk = z` of adjacent cells, and the
//! board after `j` moves is `F∘t1∘...∘tj`, where `tj` swaps the contents of the cells
//! `b(j-1)` and `bj`; the path ends at the goal when `F∘t1∘...∘tk` is the identity.
//!
//! Apply the same swaps to the goal: `Dj = t1∘...∘tj`. Then `Dj = F⁻¹∘(F∘t1∘...∘tj)`, so
//! `Dj(bj) = F⁻¹(z) = b`: in every `Dj` the token `b` stands in the cell the blank has
//! reached, and each swap exchanges it with a token next to it. So `D0, ..., Dk` is a
//! sliding path of `k` moves whose "blank" is the token `b`, from the goal (token `b` in
//! cell `b`) to `Dk = F⁻¹`, the dual board, in which token `b` stands in cell `z`. Taken
//! backwards, it takes the dual board to the goal in `k` moves. So every path of the board
//! gives one of the dual board of the same length, and any lower bound for the dual
//! board's problem (start `F⁻¹`, blank token `b` in cell `z`; goal: token `x` in cell
//! `x`, the blank token in cell `b`) is one for the board.
//!
//! Token `x` stands in the dual board's cell `F(x)`: the tile on cell `x` of the board. So
//! a group's dual placement is the tiles standing on the group's goal cells, read as cells.
//! Its databases bound the dual problem's moves of the group's tokens:
//! * A group that does not hold `b`: its database of the goal blank's region that holds
//!   cell `b` (a database's goal is its placement with the blank in one region,
//!   [`super::five_table`]), read with the blank in cell `z`. Korf and Felner's group
//!   {1, 2, 5, 6, 7, 12} closes cell 0 off from the rest, so it needs a second database,
//!   of the other region; the other groups leave one region.
//! * The group that holds `b` has one token fewer (the blank token is not a tile): the sum
//!   of its other tokens' Manhattan distances, each at least its own moves.
//! * Token `z` belongs to no group: when it is not the blank token, its Manhattan
//!   distance is added as well.
//!
//! The token sets are disjoint and each move of the dual path moves one token besides the
//! blank, so the sum is a lower bound (Korf and Felner's argument, "Disjoint pattern
//! database heuristics", 2002); it is 0 only at the goal (every token home). The larger of
//! the direct and dual bounds is admissible, which is all the search asks of a heuristic
//! for its answer to be the smallest shortest path (`super::ida`).
//!
//! # Costs
//! A node whose direct bound does not cut it reads the dual of each view: the move changes
//! the dual placements of two tokens (the blank token and the tile's cell), so at most two
//! groups are read again, one from its database and one by Manhattan distances, and a
//! third group when the blank's move changes which of its databases applies. Korf and
//! Felner's groups need one more database (255 MB).

use super::five_table::{goal_region, lookup, CELLS};

/// What a group reads for one blank cell: its tokens and goal region, if any.
type Key = Option<(Vec<u8>, u8)>;

/// Marks a cell in no group (the goal blank's).
const NO_GROUP: u8 = u8::MAX;

/// The most groups a dual lookup takes.
pub(super) const MOST_GROUPS: usize = 8;

/// The board's side.
const SIDE: usize = 5;

/// A dual lookup: for each group and each cell the blank may be in, which of the group's
/// cells hold its tokens and which database bounds them.
pub(super) struct Dual<'t> {
    /// The number of groups.
    groups: usize,
    /// `reads[g][b]`: what group `g`'s bound reads when the blank is in cell `b`.
    reads: Vec<[Read<'t>; CELLS]>,
    /// `stale[a][b]`: the groups (as bits) whose dual value changes when the blank moves
    /// from cell `a` to cell `b`.
    stale: [[u8; CELLS]; CELLS],
    /// The goal blank's cell.
    blank: u8,
    /// The Manhattan distance between two cells.
    manhattan: [[u8; CELLS]; CELLS],
}

/// What one group's dual bound reads: the cells whose tiles name its tokens' dual cells,
/// slot by slot, and the database's entries.
#[derive(Clone, Copy)]
struct Read<'t> {
    tokens: [u8; 8],
    count: u8,
    entries: &'t [u8],
}

/// A node's dual lookup in one view: what stands on each cell, the groups' values, the
/// goal blank token's distance and the sum.
#[derive(Clone, Copy)]
pub(super) struct DualState {
    /// The tile on each cell of the board (the goal blank's name on the blank's cell): the
    /// dual board's cell of each token.
    on: [u8; 32],
    values: Values,
}

/// The groups' dual values, the goal blank token's distance, and their sum.
#[derive(Clone, Copy, Default)]
struct Values {
    groups: [u8; MOST_GROUPS],
    spare: u8,
    sum: u32,
}

impl DualState {
    /// A state to be overwritten.
    pub(super) const EMPTY: DualState = DualState {
        on: [0; 32],
        values: Values {
            groups: [0; MOST_GROUPS],
            spare: 0,
            sum: 0,
        },
    };

    /// The dual bound.
    pub(super) fn sum(&self) -> u32 {
        self.values.sum
    }
}

/// One move in one view's dual lookup: the cells the blank left and entered, the tile that
/// moved, and the values before and after.
#[derive(Clone, Copy, Default)]
pub(super) struct DualChange {
    from: u8,
    to: u8,
    tile: u8,
    values: [Values; 2],
}

impl DualChange {
    /// The dual bound after the move.
    #[inline(always)]
    pub(super) fn sum(&self) -> u32 {
        self.values[1].sum
    }

    /// Makes the move in `state` (`side` 1) or takes it back (0).
    #[inline(always)]
    pub(super) fn put(&self, state: &mut DualState, side: usize) {
        let (from, to) = (usize::from(self.from), usize::from(self.to));
        let blank = state.on[match side {
            1 => to,
            _ => from,
        }];
        match side {
            1 => {
                state.on[from] = self.tile;
                state.on[to] = blank;
            }
            _ => {
                state.on[to] = self.tile;
                state.on[from] = blank;
            }
        }
        state.values = self.values[side];
    }
}

/// The databases a group's dual bound reads, as tokens (the group's goal cells, slot by
/// slot) and goal region (its lowest cell), for each cell `b` the blank may be in: the
/// group's database of the goal region holding `b`, or when `b` is the group's own, the
/// database of its other tokens (none when it has no other). The same database may
/// serve several cells.
pub(super) fn reads(group: &[u8], b: usize) -> Option<(Vec<u8>, u8)> {
    let tokens: Vec<u8> = group
        .iter()
        .copied()
        .filter(|&token| usize::from(token) != b)
        .collect();
    match tokens.is_empty() {
        true => None,
        false => {
            let region = goal_region(&tokens, b);
            Some((tokens, region))
        }
    }
}

impl<'t> Dual<'t> {
    /// The dual lookup of the frame's `groups` (with the goal blank in `blank`, in no
    /// group), reading the database of a group and goal region from `table`.
    ///
    /// # Panics
    /// If there are more than [`MOST_GROUPS`] groups, or they hold `blank`.
    pub(super) fn new(
        groups: &[Vec<u8>],
        blank: usize,
        table: impl Fn(&[u8], u8) -> &'t [u8],
    ) -> Dual<'t> {
        assert!(groups.len() <= MOST_GROUPS, "at most {MOST_GROUPS} groups");
        let mut group_of = [NO_GROUP; CELLS];
        for (g, group) in groups.iter().enumerate() {
            for &cell in group {
                group_of[usize::from(cell)] = g as u8;
            }
        }
        assert_eq!(group_of[blank], NO_GROUP, "the goal blank is in no group");
        let keys: Vec<Vec<Key>> = groups
            .iter()
            .map(|group| (0..CELLS).map(|b| reads(group, b)).collect())
            .collect();
        let reads = keys
            .iter()
            .map(|row| {
                let mut reads = [Read {
                    tokens: [0; 8],
                    count: 0,
                    entries: &[],
                }; CELLS];
                for (read, key) in reads.iter_mut().zip(row) {
                    if let Some((tokens, region)) = key {
                        read.tokens[..tokens.len()].copy_from_slice(tokens);
                        read.count = tokens.len() as u8;
                        read.entries = table(tokens, *region);
                    }
                }
                reads
            })
            .collect();
        let mut stale = [[0u8; CELLS]; CELLS];
        for (a, row) in stale.iter_mut().enumerate() {
            for (b, bits) in row.iter_mut().enumerate() {
                for (g, keys) in keys.iter().enumerate() {
                    // The tokens in cells `a` and `b` move; another group changes only
                    // with its database.
                    let moved = usize::from(group_of[a]) == g || usize::from(group_of[b]) == g;
                    if moved || keys[a] != keys[b] {
                        *bits |= 1 << g;
                    }
                }
            }
        }
        let mut manhattan = [[0u8; CELLS]; CELLS];
        for (a, row) in manhattan.iter_mut().enumerate() {
            for (b, distance) in row.iter_mut().enumerate() {
                *distance = ((a / SIDE).abs_diff(b / SIDE) + (a % SIDE).abs_diff(b % SIDE)) as u8;
            }
        }
        Dual {
            groups: groups.len(),
            reads,
            stale,
            blank: blank as u8,
            manhattan,
        }
    }

    /// The dual bound of group `g` when the tiles stand on the cells as in `on` and the
    /// blank is in cell `blank`.
    #[inline(always)]
    fn value(&self, g: usize, on: &[u8; 32], blank: usize) -> u8 {
        let read = &self.reads[g][blank];
        let mut placed = [0u8; 8];
        for (slot, &token) in read.tokens.iter().enumerate() {
            placed[slot] = on[usize::from(token)];
        }
        match read.count {
            0 => 0,
            count => lookup(
                read.entries,
                &placed[..usize::from(count)],
                usize::from(self.blank),
            ) as u8,
        }
    }

    /// The goal blank token's distance when the blank is in cell `blank`.
    #[inline(always)]
    fn spare(&self, on: &[u8; 32], blank: usize) -> u8 {
        let z = usize::from(self.blank);
        match blank == z {
            true => 0,
            false => self.manhattan[usize::from(on[z])][z],
        }
    }

    /// The dual state of the board `on` (the tile on each cell, the goal blank's name on
    /// the blank's cell `blank`).
    pub(super) fn root(&self, on: [u8; 32], blank: usize) -> DualState {
        let mut values = Values::default();
        for g in 0..self.groups {
            values.groups[g] = self.value(g, &on, blank);
        }
        values.spare = self.spare(&on, blank);
        values.sum =
            values.groups.iter().map(|&v| u32::from(v)).sum::<u32>() + u32::from(values.spare);
        DualState { on, values }
    }

    /// The change to `state` when the tile `tile` moves from cell `to` into the blank's
    /// cell `from`.
    #[inline(always)]
    pub(super) fn after(&self, state: &DualState, tile: u8, from: usize, to: usize) -> DualChange {
        let mut on = state.on;
        on[from] = tile;
        on[to] = self.blank;
        let mut next = state.values;
        let mut stale = self.stale[from][to];
        while stale != 0 {
            let g = stale.trailing_zeros() as usize;
            stale &= stale - 1;
            let value = self.value(g, &on, to);
            next.sum = next.sum - u32::from(next.groups[g]) + u32::from(value);
            next.groups[g] = value;
        }
        let spare = self.spare(&on, to);
        next.sum = next.sum - u32::from(next.spare) + u32::from(spare);
        next.spare = spare;
        DualChange {
            from: from as u8,
            to: to as u8,
            tile,
            values: [state.values, next],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn distinct(group: &[u8]) -> Vec<(Vec<u8>, u8)> {
        let mut all: Vec<(Vec<u8>, u8)> = (0..CELLS).filter_map(|b| reads(group, b)).collect();
        all.sort();
        all.dedup();
        all
    }

    #[test]
    fn korf_and_felners_first_group_closes_the_corner_off() {
        // Six tokens: cell 0 alone, or the rest; five tokens: one database a cell.
        let first = distinct(&[1, 2, 5, 6, 7, 12]);
        assert_eq!(first.iter().filter(|(t, _)| t.len() == 6).count(), 2);
        assert_eq!(first.len(), 2 + 6);
        for group in [
            [3, 4, 8, 9, 13, 14],
            [10, 11, 15, 16, 20, 21],
            [17, 18, 19, 22, 23, 24],
        ] {
            assert_eq!(distinct(&group).len(), 1 + 6, "{group:?}");
        }
        assert_eq!(reads(&[7], 7), None);
    }
}
