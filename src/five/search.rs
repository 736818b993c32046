//! IDA* on the 5x5 board with the additive databases of one goal: the depth-first search, its
//! bound raised by two until the goal is met, the moves tried in the order d, l, r, u.
//!
//! The board is relabelled before it comes here: each tile is named by its goal cell. A
//! [`Lookup`] reads the databases through a map of cells (a symmetry of the board), so one
//! set of databases serves every goal whose blank cell a symmetry carries to the same cell,
//! and a second lookup of the same goal through the transpose gives a second bound.
//!
//! # Costs
//! One database entry a lookup per node (the moved tile's group only), a rank of its six
//! tiles each; nothing allocated below the root. Measured in `benches/five.rs`.

use super::table::{rank, Table, CELLS};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

/// One way of reading a goal's databases: a map of the board's cells into the databases'
/// frame and, per group, the tiles (named by goal cell) in slot order.
pub(super) struct Lookup<'t> {
    /// Where each cell of the board stands in the databases' frame.
    pub(super) map: [u8; CELLS],
    /// Per group: its database and its tiles, slot by slot.
    pub(super) groups: Vec<(&'t Table, Vec<u8>)>,
}

/// The blank's moves in the answer's order (d, l, r, u): the cell step and the letter.
const MOVES: [(isize, u8); 4] = [(5, b'd'), (-1, b'l'), (1, b'r'), (-5, b'u')];

/// Whether the blank at `cell` can make move `code` of [`MOVES`].
fn can_move(cell: usize, code: usize) -> bool {
    match code {
        0 => cell < CELLS - 5,
        1 => cell % 5 > 0,
        2 => cell % 5 < 4,
        _ => cell >= 5,
    }
}

/// What a move changed: the tile, the blank's cells before and after, each view's value of
/// the tile's group before it.
struct Change {
    tile: u8,
    from: usize,
    to: usize,
    saved: [u32; 2],
}

/// An iteration that visited this many nodes or more makes the next one split among the
/// threads; smaller ones are not worth the threads' start.
const SPLIT_NODES: u64 = 1 << 16;

/// The fewest subtrees a split iteration hands out: enough that the threads finish together.
const SPLIT_SUBTREES: usize = 256;

/// Nodes between two looks at whether an earlier subtree has a path.
const CANCEL_CHECK: u64 = 1 << 10;

/// Why a search ended without a path.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Stopped {
    /// The next bound would pass the caller's limit.
    Limit,
}

/// A view of one lookup while searching: its tables' entries, its groups' tiles, and which
/// group and slot each tile is in.
struct View<'t> {
    map: [u8; CELLS],
    entries: Vec<&'t [u8]>,
    members: Vec<Vec<u8>>,
    group_of: [u8; CELLS],
    /// Each group's current value.
    values: Vec<u32>,
    sum: u32,
}

impl<'t> View<'t> {
    fn new(lookup: &Lookup<'t>, blank_tile: u8) -> View<'t> {
        let mut group_of = [u8::MAX; CELLS];
        for (g, (_, tiles)) in lookup.groups.iter().enumerate() {
            for &tile in tiles {
                group_of[usize::from(tile)] = g as u8;
            }
        }
        assert!(
            (0..CELLS as u8).all(|t| (group_of[usize::from(t)] == u8::MAX) == (t == blank_tile)),
            "the groups hold every tile but the blank once"
        );
        View {
            map: lookup.map,
            entries: lookup
                .groups
                .iter()
                .map(|(table, _)| table.entries())
                .collect(),
            members: lookup.groups.iter().map(|(_, t)| t.clone()).collect(),
            group_of,
            values: vec![0; lookup.groups.len()],
            sum: 0,
        }
    }

    /// The value of group `g` with the tiles at `at` (by tile).
    #[inline(always)]
    fn value(&self, g: usize, at: &[u8; CELLS]) -> u32 {
        let mut placed = [0u8; 8];
        let tiles = &self.members[g];
        for (slot, &tile) in tiles.iter().enumerate() {
            placed[slot] = self.map[usize::from(at[usize::from(tile)])];
        }
        u32::from(self.entries[g][rank(&placed[..tiles.len()])])
    }

    fn reset(&mut self, at: &[u8; CELLS]) {
        for g in 0..self.members.len() {
            self.values[g] = self.value(g, at);
        }
        self.sum = self.values.iter().sum();
    }
}

/// The search's state: the board, where each tile is, the lookups, the path so far.
pub(super) struct Search<'t> {
    /// The tile in each cell (by goal cell; the blank is named by its goal cell too).
    board: [u8; CELLS],
    /// The cell of each tile.
    at: [u8; CELLS],
    blank: usize,
    views: Vec<View<'t>>,
    path: Vec<u8>,
    /// Nodes visited, for the progress line.
    nodes: u64,
    /// In a split iteration: the smallest subtree index with a path yet, and this one's.
    cancel: Option<(&'t AtomicUsize, usize)>,
    /// Whether the search stopped because an earlier subtree has a path.
    cancelled: bool,
    /// The nodes of an iteration after which the next is split ([`SPLIT_NODES`]).
    split_nodes: u64,
    /// Iterations split among threads, for the tests.
    splits: u32,
}

impl<'t> Search<'t> {
    /// A search from `board` (tiles named by goal cell; `blank_tile` names the blank).
    pub(super) fn new(board: [u8; CELLS], blank_tile: u8, lookups: &[Lookup<'t>]) -> Search<'t> {
        let mut at = [0u8; CELLS];
        for (cell, &tile) in board.iter().enumerate() {
            at[usize::from(tile)] = cell as u8;
        }
        assert!(
            (1..=2).contains(&lookups.len()),
            "one lookup, or two with the transpose"
        );
        let mut views: Vec<View<'t>> = lookups.iter().map(|l| View::new(l, blank_tile)).collect();
        for view in &mut views {
            view.reset(&at);
        }
        Search {
            board,
            blank: usize::from(at[usize::from(blank_tile)]),
            at,
            views,
            path: Vec::new(),
            nodes: 0,
            cancel: None,
            cancelled: false,
            split_nodes: SPLIT_NODES,
            splits: 0,
        }
    }

    #[inline(always)]
    fn h(&self) -> u32 {
        self.views.iter().map(|v| v.sum).max().unwrap_or(0)
    }

    /// The smallest shortest path's letters, or why none was found: bounds from the
    /// heuristic up in steps of two (the parity of every path to the goal), each announced
    /// to `progress` with the nodes visited so far, none past `limit`. An iteration after
    /// one of [`SPLIT_NODES`] nodes or more is split among `threads` threads.
    pub(super) fn run(
        &mut self,
        goal_blank: usize,
        limit: Option<usize>,
        threads: usize,
        lookups: &[Lookup<'t>],
        progress: &mut dyn FnMut(usize, u64),
    ) -> Result<Vec<u8>, Stopped> {
        let h = self.h();
        let distance = |a: usize, b: usize| (a / 5).abs_diff(b / 5) + (a % 5).abs_diff(b % 5);
        let parity = distance(self.blank, goal_blank) as u32 % 2;
        let mut bound = h + (h % 2 != parity) as u32;
        let mut last = 0;
        loop {
            if limit.map_or(false, |limit| bound as usize > limit) {
                return Err(Stopped::Limit);
            }
            progress(bound as usize, self.nodes);
            let before = self.nodes;
            let found = match threads > 1 && last >= self.split_nodes {
                true => self.split(bound, threads, lookups),
                false => self
                    .dfs(0, bound, usize::MAX)
                    .then(|| std::mem::take(&mut self.path)),
            };
            if let Some(path) = found {
                return Ok(path);
            }
            last = self.nodes - before;
            bound += 2;
        }
    }

    /// The iteration of `bound` on `threads` threads: the nodes of the first depth with at
    /// least [`SPLIT_SUBTREES`] of them (within the bound) listed in the order the
    /// depth-first search meets them, each subtree searched by the next free thread; the
    /// answer is the path of the first subtree that has one, so it is the one a single
    /// thread would find. A thread drops a subtree as soon as an earlier one has a path.
    fn split(&mut self, bound: u32, threads: usize, lookups: &[Lookup<'t>]) -> Option<Vec<u8>> {
        let mut depth = 1;
        let mut subtrees = Vec::new();
        while depth < bound {
            subtrees.clear();
            self.collect(0, depth, bound, usize::MAX, &mut subtrees);
            if subtrees.len() >= SPLIT_SUBTREES {
                break;
            }
            depth += 1;
        }
        if depth >= bound {
            return self
                .dfs(0, bound, usize::MAX)
                .then(|| std::mem::take(&mut self.path));
        }
        self.splits += 1;
        let first_found = AtomicUsize::new(usize::MAX);
        let next = AtomicUsize::new(0);
        let nodes = AtomicU64::new(0);
        let found: Mutex<Vec<(usize, Vec<u8>)>> = Mutex::new(Vec::new());
        let work = || {
            let mut visited = 0;
            loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= subtrees.len() || index > first_found.load(Ordering::Relaxed) {
                    break;
                }
                let (board, ref prefix, previous) = subtrees[index];
                let mut search = Search::new(board, self.board[self.blank], lookups);
                search.cancel = Some((&first_found, index));
                if search.dfs(depth, bound, previous) {
                    first_found.fetch_min(index, Ordering::Relaxed);
                    let mut path: Vec<u8> = prefix.clone();
                    path.extend_from_slice(&search.path);
                    found.lock().expect("no thread panics").push((index, path));
                }
                visited += search.nodes;
            }
            nodes.fetch_add(visited, Ordering::Relaxed);
        };
        std::thread::scope(|scope| {
            for _ in 1..threads {
                scope.spawn(work);
            }
            work();
        });
        self.nodes += nodes.into_inner();
        let found = found.into_inner().expect("no thread panics");
        found
            .into_iter()
            .min_by_key(|(index, _)| *index)
            .map(|(_, path)| path)
    }

    /// Lists the nodes at `depth` below the current one (`g` moves made, the last of code
    /// `previous`) that the depth-first search of `bound` would enter, in its order: the
    /// board, the moves to it, the last move's code. A goal met sooner is listed too.
    fn collect(
        &mut self,
        g: u32,
        depth: u32,
        bound: u32,
        previous: usize,
        into: &mut Vec<([u8; CELLS], Vec<u8>, usize)>,
    ) {
        let h = self.h();
        if g + h > bound {
            return;
        }
        if g == depth || h == 0 {
            into.push((self.board, self.path.clone(), previous));
            return;
        }
        for code in 0..MOVES.len() {
            if let Some(change) = self.enter(code, previous) {
                self.collect(g + 1, depth, bound, code, into);
                self.leave(change);
            }
        }
    }

    /// Searches below the current node (`g` moves made, the last of code `previous`) for the
    /// goal within `bound`; on success the path holds the moves. Each node ranks one or two
    /// placements, a popcount a tile; the `popcnt` instruction (not in the baseline x86-64
    /// target) is used when the CPU has it.
    fn dfs(&mut self, g: u32, bound: u32, previous: usize) -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            if is_x86_feature_detected!("popcnt") {
                // SAFETY: the CPU supports the one feature `dfs_popcnt` is compiled for.
                return unsafe { self.dfs_popcnt(g, bound, previous) };
            }
        }
        self.dfs_plain(g, bound, previous)
    }

    /// [`Search::dfs`] compiled with the `popcnt` instruction, down to the leaves.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt")]
    // Rust 1.63 counts a closure in an unsafe fn as unsafe code, later ones do not.
    #[allow(unused_unsafe)]
    unsafe fn dfs_popcnt(&mut self, g: u32, bound: u32, previous: usize) -> bool {
        // SAFETY: as for the caller, whose CPU has the feature.
        self.dfs_body(g, bound, previous, |search, g, bound, code| unsafe {
            search.dfs_popcnt(g, bound, code)
        })
    }

    /// [`Search::dfs`] for CPUs without `popcnt`.
    fn dfs_plain(&mut self, g: u32, bound: u32, previous: usize) -> bool {
        self.dfs_body(g, bound, previous, Search::dfs_plain)
    }

    /// The body of [`Search::dfs`], inlined into each variant, which `recurse` calls again.
    #[inline(always)]
    fn dfs_body(
        &mut self,
        g: u32,
        bound: u32,
        previous: usize,
        recurse: impl Fn(&mut Self, u32, u32, usize) -> bool,
    ) -> bool {
        self.nodes += 1;
        let h = self.h();
        if h == 0 {
            return true;
        }
        if g + h > bound {
            return false;
        }
        if let Some((first_found, mine)) = self.cancel {
            if self.nodes % CANCEL_CHECK == 0 && first_found.load(Ordering::Relaxed) < mine {
                self.cancelled = true;
            }
        }
        for code in 0..MOVES.len() {
            if self.cancelled {
                return false;
            }
            if let Some(change) = self.enter(code, previous) {
                if recurse(self, g + 1, bound, code) {
                    return true;
                }
                self.leave(change);
            }
        }
        false
    }

    /// Makes move `code` if the blank can and it does not undo move `previous`: the board,
    /// the moved tile's group values, the path. Gives what [`Search::leave`] needs.
    #[inline(always)]
    fn enter(&mut self, code: usize, previous: usize) -> Option<Change> {
        // The reverse of the last move (codes 0-3 and 1-2 are reverses).
        if (previous != usize::MAX && code == 3 - previous) || !can_move(self.blank, code) {
            return None;
        }
        let (step, letter) = MOVES[code];
        let from = self.blank;
        let to = (from as isize + step) as usize;
        let tile = self.board[to];
        self.slide(tile, from, to);
        let mut saved = [0u32; 2];
        for (v, view) in self.views.iter_mut().enumerate() {
            let group = usize::from(view.group_of[usize::from(tile)]);
            saved[v] = view.values[group];
            let value = view.value(group, &self.at);
            view.sum = view.sum - saved[v] + value;
            view.values[group] = value;
        }
        self.path.push(letter);
        Some(Change {
            tile,
            from,
            to,
            saved,
        })
    }

    /// Takes back the move [`Search::enter`] made.
    #[inline(always)]
    fn leave(&mut self, change: Change) {
        self.path.pop();
        self.slide(change.tile, change.to, change.from);
        for (v, view) in self.views.iter_mut().enumerate() {
            let group = usize::from(view.group_of[usize::from(change.tile)]);
            view.sum = view.sum - view.values[group] + change.saved[v];
            view.values[group] = change.saved[v];
        }
    }

    /// Slides `tile` from `tile_from` into the blank at `blank_from`, the blank going the
    /// other way.
    #[inline(always)]
    fn slide(&mut self, tile: u8, blank_from: usize, tile_from: usize) {
        let blank_tile = self.board[blank_from];
        self.board[blank_from] = tile;
        self.board[tile_from] = blank_tile;
        self.at[usize::from(tile)] = blank_from as u8;
        self.at[usize::from(blank_tile)] = tile_from as u8;
        self.blank = tile_from;
    }
}

#[cfg(test)]
mod tests {
    use super::super::FiveSolver;
    use super::*;
    use crate::shared::random::SplitMix64;
    use crate::shared::{BigBoard, Cache, Move};

    #[test]
    fn split_iterations_find_the_path_one_thread_finds() {
        let groups = (1..25u8).collect::<Vec<u8>>();
        let groups = groups.chunks(4).map(<[u8]>::to_vec).collect();
        let mut solver = FiveSolver::with_groups(groups, &Cache::Off);
        solver.prepare(0, &mut |_| {}).unwrap();
        let lookups = solver.lookups(0);
        let mut rng = SplitMix64::new(11);
        let mut split = 0;
        for _ in 0..6 {
            // Every tile named by its goal cell, the blank (0) in cell 0.
            let mut start = BigBoard::from_cells(FiveSolver::size(), (0..25).collect()).unwrap();
            for _ in 0..100 {
                start.apply(Move::ALL[rng.below(4) as usize]);
            }
            let board: Vec<u8> = start.cells().iter().map(|&v| v as u8).collect();
            let board: [u8; CELLS] = board.try_into().unwrap();
            let blank = start.blank();
            let alone = Search::new(board, 0, &lookups).run(0, None, 1, &lookups, &mut |_, _| {});
            for threads in [2, 3] {
                let mut search = Search::new(board, 0, &lookups);
                // Every iteration after the first is split.
                search.split_nodes = 0;
                let shared = search.run(0, None, threads, &lookups, &mut |_, _| {});
                assert_eq!(shared, alone, "from blank {blank}, {threads} threads");
                split += search.splits;
            }
        }
        assert!(split > 0, "some iterations were split");
    }
}
