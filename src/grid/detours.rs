//! Detours: move sequences that the lexicographically smallest shortest path never holds,
//! learned by walking the blank, and the [`Cuts`] that forbid them in the search.
//!
//! A sequence `S` of moves is a detour when another sequence `T` leaves every board as `S`
//! does, keeps within `S`'s bounding box (the smallest rectangle of cells `S`'s blank
//! visits, relative to where it starts) and is shorter, or as long and lexicographically
//! smaller (`d < l < r < u`). Wherever `S` is legal its box is on the board, so `T` is legal
//! there too; a path holding `S` gives, with `T` in its place, a path to the same board that
//! is shorter, or as long and smaller (the two agree before `S` and differ first inside it).
//! So the smallest shortest path holds no detour, and a search that cuts every path on its
//! first detour still meets it first (the argument in full is `super::ida`'s).
//!
//! # How they are found
//! Every walk of up to `longest` moves that never steps straight back is made from the
//! middle of a board big enough that no walk meets its edge, every cell with its own tile.
//! Walks are grouped by a Zobrist hash of the board they leave, and within a group ordered
//! by length, then lexicographically: a walk is a detour when an earlier one of its group
//! lies in its box and, replayed, leaves the same board (the hash only proposes; the replay
//! decides). A detour with a detour inside (its walk less its first or its last move) is left
//! out, for the cut comes there first. The [`Cuts`] are the Aho-Corasick automaton of the
//! rest and of the four moves straight back (shorter: the empty sequence).
//!
//! # Costs
//! About `2 * 3^longest` walks of 24 bytes, each made once and hashed in a move, then
//! sorted, and a replay of each walk whose hash another shares: about 10 ms at 10 moves
//! (1,384 states) and 0.1 s at 12 (9,732 states, 25 MB while learning). The automaton has a
//! state a prefix of a kept detour; the search reads one entry a child.

use super::ida::Cuts;
use crate::shared::random::SplitMix64;
use std::collections::{HashSet, VecDeque};
use std::sync::Mutex;

/// The cuts of every detour of up to `longest` moves ([`cuts`]), learned once a process.
pub fn learned(longest: usize) -> &'static Cuts {
    static LEARNED: Mutex<Vec<(usize, &'static Cuts)>> = Mutex::new(Vec::new());
    // The list only grows by whole entries, so a panic elsewhere cannot leave it half
    // made: a poisoned lock is still good.
    let mut learned = LEARNED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(&(_, cuts)) = learned.iter().find(|&&(moves, _)| moves == longest) {
        return cuts;
    }
    let cuts: &'static Cuts = Box::leak(Box::new(cuts(longest)));
    learned.push((longest, cuts));
    cuts
}

/// The longest detours learned: a walk's moves are packed two bits each in a `u32`.
const MAX_LONGEST: usize = 15;

/// The step of the blank, (rows, columns), of each move code d, l, r, u.
const STEPS: [(i32, i32); 4] = [(1, 0), (0, -1), (0, 1), (-1, 0)];

/// The cuts of every detour of up to `longest` moves (see the module docs).
///
/// # Panics
/// If `longest` is not within 2 to [`MAX_LONGEST`].
pub fn cuts(longest: usize) -> Cuts {
    assert!(
        (2..=MAX_LONGEST).contains(&longest),
        "detours of 2 to {} moves",
        MAX_LONGEST
    );
    let board = Board::new(longest);
    let mut walks = Vec::new();
    board.clone().walk(longest, &mut walks);
    walks.sort_unstable_by_key(|walk| (walk.hash, walk.length, walk.moves));
    let mut detours = HashSet::new();
    let mut scratch = board;
    let mut start = 0;
    while start < walks.len() {
        let hash = walks[start].hash;
        let end = start + walks[start..].iter().take_while(|w| w.hash == hash).count();
        let group = &walks[start..end];
        start = end;
        if group.len() == 1 {
            continue;
        }
        let effects: Vec<Effect> = group.iter().map(|walk| scratch.effect(walk)).collect();
        for (i, walk) in group.iter().enumerate() {
            let shorter_or_smaller =
                (0..i).any(|j| walk.holds(&group[j]) && effects[j] == effects[i]);
            if shorter_or_smaller {
                detours.insert((walk.length, walk.moves));
            }
        }
    }
    let mut patterns: Vec<Vec<u8>> = [[0, 3], [3, 0], [1, 2], [2, 1]]
        .iter()
        .map(|pair| pair.to_vec())
        .collect();
    let mut kept: Vec<(u8, u32)> = detours
        .iter()
        .copied()
        .filter(|&(length, moves)| {
            let shorter = length - 1;
            !detours.contains(&(shorter, moves >> 2))
                && !detours.contains(&(shorter, moves & ((1 << (2 * shorter)) - 1)))
        })
        .collect();
    kept.sort_unstable();
    patterns.extend(
        kept.iter()
            .map(|&(length, moves)| codes(length, moves).map(|code| code as u8).collect()),
    );
    automaton(&patterns)
}

/// The move codes of a packed walk, first move first.
fn codes(length: u8, moves: u32) -> impl DoubleEndedIterator<Item = usize> {
    (0..length)
        .rev()
        .map(move |i| ((moves >> (2 * i)) & 3) as usize)
}

/// One walk from the middle: the hash of the board it leaves, its moves (two bits each,
/// the first the most significant, so that walks of one length compare as their numbers)
/// and its box (least and most row, least and most column, from the start).
#[derive(Clone, Copy)]
struct Walk {
    hash: u64,
    moves: u32,
    length: u8,
    bounds: [i8; 4],
}

impl Walk {
    /// Whether `other`'s box lies within this walk's.
    fn holds(&self, other: &Walk) -> bool {
        let (a, b) = (self.bounds, other.bounds);
        a[0] <= b[0] && b[1] <= a[1] && a[2] <= b[2] && b[3] <= a[3]
    }
}

/// A square board on which no walk meets the edge, each cell holding its own tile (named by
/// the cell) but the blank's, in the middle, and the state of the walk so far.
#[derive(Clone)]
struct Board {
    side: i32,
    tiles: Vec<u16>,
    row: i32,
    column: i32,
    hash: u64,
    moves: u32,
    length: u8,
    bounds: [i8; 4],
}

impl Board {
    fn new(longest: usize) -> Board {
        let side = 2 * longest as i32 + 1;
        Board {
            side,
            tiles: (0..side * side).map(|cell| cell as u16).collect(),
            row: longest as i32,
            column: longest as i32,
            hash: 0,
            moves: 0,
            length: 0,
            bounds: [0; 4],
        }
    }

    /// The Zobrist key of tile `tile` in cell `cell`: 0 for a tile at home, so that the
    /// untouched board hashes to 0 (SplitMix64 seeded with the pair otherwise).
    fn key(&self, cell: usize, tile: u16) -> u64 {
        if cell == usize::from(tile) {
            return 0;
        }
        SplitMix64::new(cell as u64 * self.tiles.len() as u64 + u64::from(tile)).next_u64()
    }

    /// Moves the blank by move `code`, keeping the hash.
    fn step(&mut self, code: usize) {
        let from = (self.row * self.side + self.column) as usize;
        self.row += STEPS[code].0;
        self.column += STEPS[code].1;
        let to = (self.row * self.side + self.column) as usize;
        let (blank, tile) = (self.tiles[from], self.tiles[to]);
        self.hash ^= self.key(from, blank) ^ self.key(to, tile);
        self.tiles.swap(from, to);
        self.hash ^= self.key(from, tile) ^ self.key(to, blank);
    }

    /// Records this walk and every longer one up to `longest` moves that never steps
    /// straight back, restoring the board after each.
    fn walk(&mut self, longest: usize, out: &mut Vec<Walk>) {
        out.push(Walk {
            hash: self.hash,
            moves: self.moves,
            length: self.length,
            bounds: self.bounds,
        });
        if usize::from(self.length) == longest {
            return;
        }
        let (moves, bounds) = (self.moves, self.bounds);
        for code in 0..4 {
            // Codes d, l, r, u = 0, 1, 2, 3: the way back from `code` is `3 - code`.
            if self.length > 0 && (moves & 3) as usize + code == 3 {
                continue;
            }
            self.step(code);
            let middle = (self.side - 1) / 2;
            let (r, c) = ((self.row - middle) as i8, (self.column - middle) as i8);
            self.bounds = [
                bounds[0].min(r),
                bounds[1].max(r),
                bounds[2].min(c),
                bounds[3].max(c),
            ];
            self.moves = moves << 2 | code as u32;
            self.length += 1;
            self.walk(longest, out);
            self.length -= 1;
            self.moves = moves;
            self.bounds = bounds;
            self.step(3 - code);
        }
    }

    /// The cells `walk` changes and what they end holding, replayed from this (untouched)
    /// board, which it leaves untouched.
    fn effect(&mut self, walk: &Walk) -> Effect {
        let length = usize::from(walk.length);
        let mut visited = [0usize; MAX_LONGEST + 1];
        visited[0] = (self.row * self.side + self.column) as usize;
        for (i, code) in codes(walk.length, walk.moves).enumerate() {
            self.step(code);
            visited[i + 1] = (self.row * self.side + self.column) as usize;
        }
        let visited = &mut visited[..=length];
        visited.sort_unstable();
        let mut changed = Vec::new();
        for (i, &cell) in visited.iter().enumerate() {
            let tile = self.tiles[cell];
            if (i == 0 || visited[i - 1] != cell) && cell != usize::from(tile) {
                changed.push((cell as u16, tile));
            }
        }
        for code in codes(walk.length, walk.moves).rev() {
            self.step(3 - code);
        }
        debug_assert_eq!(self.hash, 0, "the board is back as it was");
        changed
    }
}

/// What a walk leaves changed: cells and their tiles, by cell.
type Effect = Vec<(u16, u16)>;

/// The automaton that cuts a sequence of move codes as soon as it ends in one of
/// `patterns` (none empty): Aho-Corasick's, its states the prefixes of the patterns that
/// hold none, state 0 the empty one.
fn automaton(patterns: &[Vec<u8>]) -> Cuts {
    const NONE: u32 = u32::MAX;
    let mut child: Vec<[u32; 4]> = vec![[NONE; 4]];
    let mut ends = vec![false];
    for pattern in patterns {
        assert!(!pattern.is_empty(), "no empty pattern");
        let mut node = 0;
        for &code in pattern {
            let code = usize::from(code);
            if child[node][code] == NONE {
                child[node][code] = child.len() as u32;
                child.push([NONE; 4]);
                ends.push(false);
            }
            node = child[node][code] as usize;
        }
        ends[node] = true;
    }
    // Breadth first: each node's longest proper suffix that is a prefix (`fail`) is
    // shallower, so it is complete before the node is reached.
    let mut next = vec![[0u32; 4]; child.len()];
    let mut fail = vec![0usize; child.len()];
    let mut order = vec![0usize];
    let mut queue = VecDeque::from([0usize]);
    while let Some(node) = queue.pop_front() {
        for code in 0..4 {
            let target = child[node][code];
            if target == NONE {
                next[node][code] = if node == 0 { 0 } else { next[fail[node]][code] };
                continue;
            }
            let target = target as usize;
            fail[target] = if node == 0 {
                0
            } else {
                next[fail[node]][code] as usize
            };
            ends[target] |= ends[fail[target]];
            next[node][code] = target as u32;
            order.push(target);
            queue.push_back(target);
        }
    }
    // The states that end no pattern, renumbered in breadth-first order.
    let mut number = vec![Cuts::CUT; child.len()];
    let mut states = 0;
    for &node in &order {
        if !ends[node] {
            number[node] = states;
            states += 1;
        }
    }
    let table: Vec<[u32; 4]> = order
        .iter()
        .filter(|&&node| !ends[node])
        .map(|&node| next[node].map(|target| number[target as usize]))
        .collect();
    debug_assert!(table
        .iter()
        .flatten()
        .all(|&to| to == Cuts::CUT || (to as usize) < table.len()));
    Cuts { next: table }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The lexicographically smallest of the shortest walks that leave the board as `walk`
    /// does, keeping to `walk`'s box: a breadth-first search over boards of the box alone
    /// (its own steps and boards; children in the order d, l, r, u, so each board is first
    /// reached by its smallest shortest walk).
    fn smallest_in_box(walk: &[u8]) -> Vec<u8> {
        let steps = [(1i32, 0i32), (0, -1), (0, 1), (-1, 0)];
        let mut at = (0, 0);
        let mut visited = vec![at];
        for &code in walk {
            let (dr, dc) = steps[usize::from(code)];
            at = (at.0 + dr, at.1 + dc);
            visited.push(at);
        }
        let top = visited.iter().map(|p| p.0).min().unwrap();
        let left = visited.iter().map(|p| p.1).min().unwrap();
        let rows = visited.iter().map(|p| p.0).max().unwrap() - top + 1;
        let columns = visited.iter().map(|p| p.1).max().unwrap() - left + 1;
        let start_blank = ((0 - top) * columns + (0 - left)) as usize;
        let start: Vec<u8> = (0..(rows * columns) as u8).collect();
        let after = |board: &[u8], blank: usize, code: usize| -> Option<(Vec<u8>, usize)> {
            let (r, c) = ((blank as i32) / columns, (blank as i32) % columns);
            let (r, c) = (r + steps[code].0, c + steps[code].1);
            if r < 0 || c < 0 || r >= rows || c >= columns {
                return None;
            }
            let to = (r * columns + c) as usize;
            let mut next = board.to_vec();
            next.swap(blank, to);
            Some((next, to))
        };
        let mut target = (start.clone(), start_blank);
        for &code in walk {
            target = after(&target.0, target.1, usize::from(code)).expect("in the box");
        }
        let mut reached: HashMap<Vec<u8>, Vec<u8>> = HashMap::from([(start.clone(), vec![])]);
        let mut queue = VecDeque::from([(start, start_blank)]);
        while let Some((board, blank)) = queue.pop_front() {
            let path = reached[&board].clone();
            if board == target.0 {
                return path;
            }
            for code in 0..4 {
                if let Some((next, to)) = after(&board, blank, code) {
                    if !reached.contains_key(&next) {
                        let mut longer = path.clone();
                        longer.push(code as u8);
                        reached.insert(next.clone(), longer);
                        queue.push_back((next, to));
                    }
                }
            }
        }
        unreachable!("the walk itself reaches its board")
    }

    #[test]
    fn the_cuts_are_exactly_the_walks_with_a_smaller_one_in_their_box() {
        // Every walk of up to 7 moves whose shorter prefixes the cuts keep: cut exactly
        // when a smaller walk in its box leaves the same board; and every cut walk of 8
        // moves has one.
        let cuts = cuts(8);
        let mut kept = vec![(0u32, Vec::new())];
        let mut counted = (0, 0);
        while let Some((state, walk)) = kept.pop() {
            for code in 0..4u8 {
                let mut longer = walk.clone();
                longer.push(code);
                let next = cuts.after(state, usize::from(code));
                let smaller = smallest_in_box(&longer) != longer;
                if next == Cuts::CUT {
                    assert!(smaller, "{longer:?} is cut but the smallest in its box");
                    counted.0 += 1;
                } else if longer.len() < 8 {
                    assert!(
                        !smaller,
                        "{longer:?} is kept but has a smaller walk in its box"
                    );
                    kept.push((next, longer));
                    counted.1 += 1;
                }
            }
        }
        // The four moves straight back from each of 4 * 3^(k - 1) walks, the 2x2 detours of
        // 6 and 7 moves, and more of 8.
        assert!(counted.0 > 2_000 && counted.1 > 3_000, "{counted:?}");
    }

    #[test]
    fn an_automaton_cuts_a_string_where_it_first_ends_in_a_pattern() {
        let patterns = [vec![0, 3], vec![1, 1, 2], vec![2, 1, 1, 2, 0]];
        let cuts = automaton(&patterns);
        // Every string over the four codes of up to 6 symbols, against a plain suffix test.
        for number in 0..4u32.pow(6) {
            for length in 1..=6 {
                let string: Vec<u8> = (0..length).map(|i| (number >> (2 * i) & 3) as u8).collect();
                let first_cut =
                    (1..=length).find(|&end| patterns.iter().any(|p| string[..end].ends_with(p)));
                let mut state = 0;
                let mut cut_at = None;
                for (i, &code) in string.iter().enumerate() {
                    state = cuts.after(state, usize::from(code));
                    if state == Cuts::CUT {
                        cut_at = Some(i + 1);
                        break;
                    }
                }
                assert_eq!(cut_at, first_cut, "{string:?}");
            }
        }
    }

    #[test]
    fn the_parent_cuts_are_the_two_move_detours() {
        let (parent, two) = (Cuts::parent(), cuts(2));
        assert_eq!((parent.next.len(), two.next.len()), (5, 5));
        for first in 0..4 {
            for second in 0..4 {
                let cut = |cuts: &Cuts| cuts.after(cuts.after(0, first), second) == Cuts::CUT;
                assert_eq!(cut(&parent), first + second == 3);
                assert_eq!(cut(&two), first + second == 3);
            }
        }
    }

    #[test]
    fn cuts_are_learned_once_a_length() {
        assert!(std::ptr::eq(learned(6), learned(6)));
        assert_eq!(learned(6).next.len(), 21);
        assert!(!std::ptr::eq(learned(6), learned(7)));
    }
}
