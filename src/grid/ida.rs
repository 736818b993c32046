//! The one search of the exact engine: IDA* from a relabelled board (each tile named by its
//! goal cell) to its goal, over any admissible [`Heuristic`], on boards of up to
//! [`SEARCH_CELLS`] cells (2x2 to 5x5). The sparse databases of every size ([`super::tables`]),
//! the strong 7-8 and 7-7 sets ([`super::strong`]) and the 5x5 groups ([`super::five`]) are
//! heuristics of it; nothing else searches.
//!
//! # Why the answer is the smallest shortest path
//! Let P be the lexicographically smallest shortest path (moves in the order d, l, r, u).
//! * The [`Cuts`] never drop P: every sequence they forbid has a replacement legal wherever
//!   it is, with the same effect, and shorter or of the same length and lexicographically
//!   smaller. Were such a sequence in P, replacing it would give a shorter path, or one of
//!   the same length that is smaller (the two agree before it and differ first inside it).
//! * Every bound is at most the optimum: the first is the heuristic of the start, which is
//!   admissible, and each next one is the smallest `g + h` of a child cut by the bound
//!   before. In an iteration below the optimum some node of P is such a child (P's nodes
//!   have `g + h` at most the optimum, the cuts keep them, and P is longer than the
//!   bound), so the next bound is at most the optimum. Bounds are rounded up to the parity
//!   every path to the goal has (each move takes the blank one cell), which never passes
//!   the optimum.
//! * So the first bound at which the goal is met is the optimal length. In that iteration the
//!   depth-first search tries the children of every node in the order d, l, r, u, so it meets
//!   the paths of that length in lexicographic order; it never cuts a node of P (its `g + h`
//!   is at most the bound, and the cuts keep it). So the first goal it meets ends P.
//! * A split iteration (`super::split`) lists the nodes of a frontier depth in the order the
//!   depth-first search meets them and keeps the path below the first that has one: the
//!   same path.
//! * A search taken up from an earlier process's journal (`super::journal`) skips the
//!   bounds below the last one that process started, which is at most the optimum by the
//!   argument above, and the subtrees of that iteration searched to their end without a
//!   path.
//! * Nothing else prunes: no transposition table (it could keep the larger of two paths to a
//!   state), no reordering of moves, no bidirectional search. Collecting every shortest
//!   path ([`Problem::all`]) takes [`Cuts::parent`], which drops only paths that undo a
//!   move, none of them shortest.
//!
//! # Costs
//! A node costs the heuristic's update (a few adds and table loads), a load from the cuts'
//! table a child and two cell writes; a search allocates only its path.

use crate::shared::{Move, Size, Solution};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The most cells of a board the search takes: 5x5.
pub const SEARCH_CELLS: usize = 25;

/// A relabelled board: the tile (named by its goal cell) in each cell; the blank's cell
/// holds anything. Cells past the board's are unused.
pub type Cells = [u8; SEARCH_CELLS];

/// `start` relabelled for the search: each tile named by its cell in `goal` (both boards
/// row-major, the blank 0, of the same size, at most [`SEARCH_CELLS`] cells).
pub fn relabel<T: Copy + Into<u64>>(start: &[T], goal: &[T]) -> Cells {
    let mut name = [0u8; SEARCH_CELLS];
    for (cell, &tile) in goal.iter().enumerate() {
        name[tile.into() as usize] = cell as u8;
    }
    let mut cells = [0u8; SEARCH_CELLS];
    for (cell, &tile) in start.iter().enumerate() {
        cells[cell] = name[tile.into() as usize];
    }
    cells
}

/// Move codes as letters.
pub fn letters(codes: &[u8]) -> Vec<u8> {
    codes
        .iter()
        .map(|&code| Move::from_code(code).letter())
        .collect()
}

/// What a search for one path found, as an answer: the path's letters, or
/// [`Solution::LongerThan`] the `limit` it passed; `None` when its budget ran out.
pub fn solution(found: Result<Vec<Vec<u8>>, Stopped>, limit: Option<usize>) -> Option<Solution> {
    match found {
        Ok(mut paths) => Some(Solution::Path(letters(&paths.swap_remove(0)))),
        Err(Stopped::Limit(_)) => Some(Solution::LongerThan(limit.unwrap_or(0))),
        Err(Stopped::Budget) => None,
    }
}

/// The moves of a blank cell on the board, in the order d, l, r, u, each as (move code,
/// blank's new cell).
#[derive(Clone, Copy, Default)]
pub struct CellExits {
    pub(super) moves: [(u8, u8); 4],
    pub(super) count: u8,
}

/// The exits of every blank cell of `size` (see [`CellExits`]), `exits[blank]`.
pub fn exits(size: Size) -> Vec<CellExits> {
    (0..size.cells())
        .map(|from| {
            let mut e = CellExits::default();
            for step in Move::ALL {
                if let Some(to) = size.target(from, step) {
                    e.moves[usize::from(e.count)] = (step as u8, to as u8);
                    e.count += 1;
                }
            }
            e
        })
        .collect()
}

/// The move sequences a search never extends: an automaton over the moves read along the
/// path from the root, which cuts a path as soon as it ends in a sequence it forbids.
///
/// [`Cuts::parent`] forbids only a move straight back (two moves that leave the board as it
/// was: no shortest path has them). `super::detours` learns longer ones. Every sequence
/// a `Cuts` forbids must have a replacement that is legal wherever it is, has the same
/// effect on every board, and is shorter or of the same length and lexicographically
/// smaller: then the smallest shortest path has no forbidden sequence (replacing it would
/// give a smaller or shorter path), and the search still meets it first.
pub struct Cuts {
    /// `next[state][move code]`: the state after the move, or [`Cuts::CUT`]. State 0 is
    /// the root's; every other state is one of the table's.
    pub(super) next: Vec<[u32; 4]>,
}

impl Cuts {
    /// The mark of a move that ends a forbidden sequence in [`Cuts`]'s table.
    pub const CUT: u32 = u32::MAX;

    /// Only moves straight back cut: state 0 at the root, state `1 + code` after move
    /// `code`. Every shortest path survives, so it serves [`Problem::all`].
    pub fn parent() -> Cuts {
        // Codes d, l, r, u = 0, 1, 2, 3: the way back from `code` (state `code + 1`) is
        // `3 - code`.
        let next = (0..5)
            .map(|state: u32| [1, 2, 3, 4].map(|c| if c + state == 5 { Cuts::CUT } else { c }))
            .collect();
        Cuts { next }
    }

    /// The state after `code` from `state`, or [`Cuts::CUT`].
    #[inline(always)]
    pub(super) fn after(&self, state: u32, code: usize) -> u32 {
        self.next[state as usize][code]
    }
}

/// A lower bound on the moves from a relabelled board to its goal that a search keeps up
/// to date move by move.
///
/// A `Heuristic` must be admissible (never above the true distance) and 0 exactly at the
/// goal: the search stops at the first board whose bound is 0.
pub trait Heuristic: Sync {
    /// What the heuristic keeps per node (indices into its tables, partial sums).
    type State: Copy + Send + Sync;
    /// What one move changes in the state, enough to make the move and to take it back.
    type Change: Copy;

    /// The state and bound of the relabelled board `cells` with the blank at `blank`.
    fn root(&self, cells: &Cells, blank: usize) -> (Self::State, u32);

    /// The change and the child's bound when tile `tile` moves from cell `to` into the
    /// blank's cell `from` (the blank's move `code`) from a node whose state is `state`.
    /// Children cut by the bound cost only this.
    ///
    /// The search only needs to know whether the bound exceeds `enough` (such a child is
    /// cut): a heuristic that takes the larger of several lower bounds may return the first
    /// one above `enough` without computing the rest, and leave the change unfinished, for
    /// the search never applies the change of a child it cuts.
    fn after(
        &self,
        state: &Self::State,
        tile: usize,
        code: usize,
        from: usize,
        to: usize,
        enough: u32,
    ) -> (Self::Change, u32);

    /// Makes `change` to `state`.
    fn apply(state: &mut Self::State, change: &Self::Change);

    /// Takes `change` back.
    fn undo(state: &mut Self::State, change: &Self::Change);
}

/// What one search starts from: the board size and its moves, the goal's blank cell, and
/// the relabelled start board.
pub struct Problem<'a> {
    /// The board size.
    pub size: Size,
    /// The moves of every blank cell (see [`exits`]).
    pub exits: &'a [CellExits],
    /// The move sequences the search cuts: with [`Problem::all`], [`Cuts::parent`] (any
    /// other drops shortest paths).
    pub cuts: &'a Cuts,
    /// The goal's blank cell (for the parity of path lengths).
    pub goal_blank: usize,
    /// The relabelled start board.
    pub cells: Cells,
    /// The start's blank cell.
    pub blank: usize,
    /// Whether to collect every shortest path, up to this many and one more (to tell that
    /// there are more), rather than stop at the first; on one thread.
    pub all: Option<usize>,
}

/// How the iterations of a search run: each a depth-first search on this thread
/// ([`Alone`]), or split among threads once they grow (`super::split::OnThreads`), with the
/// same answer.
pub trait Iterations {
    /// The threads an iteration may take.
    fn threads(&self) -> usize;

    /// Runs the iteration of `search.bound` from the root (heuristic `h`) after one that
    /// expanded `last` nodes: true once the goal is reached, the path in `search.path`.
    fn iterate<H: Heuristic>(&self, search: &mut Search<'_, H>, h: u32, last: u64) -> bool;
}

/// Every iteration a depth-first search on this thread.
pub struct Alone;

impl Iterations for Alone {
    fn threads(&self) -> usize {
        1
    }

    fn iterate<H: Heuristic>(&self, search: &mut Search<'_, H>, h: u32, _: u64) -> bool {
        search.dfs(0, h, 0)
    }
}

/// IDA* from `problem.cells` with `heuristic`: the move codes of the lexicographically
/// smallest shortest path (with [`Problem::all`], every shortest path in lexicographic
/// order, up to its bound and one more), or why it stopped (the first bound above `limit`,
/// or the `budget` of expanded nodes, one thread only), with its work. `iterations` runs
/// each iteration; the answer is the same whichever it is. `progress` hears each new bound
/// and the nodes expanded before it.
///
/// # Panics
/// If a budget is given with iterations on more than one thread.
pub fn run<H: Heuristic>(
    heuristic: &H,
    problem: &Problem<'_>,
    (limit, budget): (Option<usize>, Option<u64>),
    iterations: &impl Iterations,
    progress: &mut dyn FnMut(usize, u64),
) -> (Result<Vec<Vec<u8>>, Stopped>, Nodes) {
    assert!(
        budget.is_none() || iterations.threads() <= 1,
        "a budget is for one thread"
    );
    let (state, h) = heuristic.root(&problem.cells, problem.blank);
    let mut search = Search {
        heuristic,
        exits: problem.exits,
        cuts: problem.cuts,
        cells: problem.cells,
        blank: problem.blank,
        state,
        path: Vec::new(),
        bound: 0,
        next_bound: usize::MAX,
        nodes: budget.unwrap_or(u64::MAX),
        counted: Nodes::default(),
        stop: None,
        stopped: false,
        all: problem.all,
        collected: Vec::new(),
    };
    // Every move takes the blank one cell, so every path to the goal has the parity of
    // the blank's row-plus-column distance to its goal cell; a bound of the other parity
    // cannot be the answer, and rounding up to this parity never passes the optimum
    // (which has it), so it only skips idle iterations.
    let columns = problem.size.columns();
    let (blank, goal) = (problem.blank, problem.goal_blank);
    let parity = ((blank / columns).abs_diff(goal / columns)
        + (blank % columns).abs_diff(goal % columns))
        % 2;
    let round = |bound: usize| bound + (bound + parity) % 2;
    search.bound = round(h as usize);
    let mut last_iteration = 0;
    loop {
        // (`matches!` rather than `is_some_and`, which Rust 1.63 lacks.)
        if matches!(limit, Some(limit) if search.bound > limit) {
            return (Err(Stopped::Limit(search.bound)), search.counted);
        }
        progress(search.bound, search.counted.expanded);
        search.next_bound = usize::MAX;
        let before = search.counted.expanded;
        let found = match problem.all {
            // Collecting every path runs each iteration whole, on this thread.
            Some(_) => search.dfs(0, h, 0),
            None => iterations.iterate(&mut search, h, last_iteration),
        };
        last_iteration = search.counted.expanded - before;
        if found && search.all.is_none() {
            return (Ok(vec![search.path]), search.counted);
        }
        if !search.collected.is_empty() {
            return (Ok(search.collected), search.counted);
        }
        if search.stopped {
            return (Err(Stopped::Budget), search.counted);
        }
        // Cannot stay MAX: a reachable goal always has some node beyond the bound.
        search.bound = round(search.next_bound);
    }
}

/// IDA*'s work, over every iteration: the nodes whose children were generated, and the
/// children generated (each evaluated by the heuristic, cut or not).
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct Nodes {
    pub expanded: u64,
    pub generated: u64,
}

impl Nodes {
    pub(super) fn add(&mut self, other: Nodes) {
        self.expanded += other.expanded;
        self.generated += other.generated;
    }
}

/// Why a search ended without a path.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stopped {
    /// The next bound, which is above the limit.
    Limit(usize),
    /// The node budget ran out.
    Budget,
}

/// The state of one search: the board, its heuristic state and the path so far.
pub struct Search<'a, H: Heuristic> {
    pub(super) heuristic: &'a H,
    pub(super) exits: &'a [CellExits],
    pub(super) cuts: &'a Cuts,
    pub(super) cells: Cells,
    pub(super) blank: usize,
    pub(super) state: H::State,
    pub(super) path: Vec<u8>,
    pub(super) bound: usize,
    pub(super) next_bound: usize,
    /// Nodes left to visit (the budget); at 0 the search stops.
    pub(super) nodes: u64,
    /// The work so far.
    pub(super) counted: Nodes,
    /// In a split iteration: the smallest frontier index with a path so far, and this
    /// subtree's index; the subtree is abandoned once a smaller one has a path.
    pub(super) stop: Option<(&'a AtomicUsize, usize)>,
    /// Whether the budget or `stop` ended the search early (its `next_bound` is then
    /// incomplete).
    pub(super) stopped: bool,
    /// [`Problem::all`], and the paths collected so far.
    pub(super) all: Option<usize>,
    pub(super) collected: Vec<Vec<u8>>,
}

impl<H: Heuristic> Clone for Search<'_, H> {
    fn clone(&self) -> Self {
        Search {
            path: self.path.clone(),
            collected: self.collected.clone(),
            ..*self
        }
    }
}

impl<'a, H: Heuristic> Search<'a, H> {
    /// Moves the blank to `to` with move `code`, the heuristic's state by `change`.
    #[inline(always)]
    pub(super) fn enter(&mut self, change: &H::Change, code: usize, to: usize) {
        H::apply(&mut self.state, change);
        self.cells[self.blank] = self.cells[to];
        self.blank = to;
        self.path.push(code as u8);
    }

    /// Takes back the move `enter` made from `from`.
    #[inline(always)]
    pub(super) fn leave(&mut self, change: &H::Change, from: usize) {
        self.path.pop();
        self.cells[self.blank] = self.cells[from];
        self.blank = from;
        H::undo(&mut self.state, change);
    }

    /// Depth-first below the current node (depth `g`, heuristic `h`, its path in state
    /// `trail` of the [`Cuts`]), children in d, l, r, u order; true once the goal is reached, with the
    /// path left in `self.path`. The heuristics rank placements a node (a popcount a tile):
    /// compiled with `popcnt` where the CPU has it (the variant calls itself, so the whole
    /// recursion keeps the instruction; see `kit::cpu`).
    pub(super) fn dfs(&mut self, g: usize, h: u32, trail: u32) -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            if is_x86_feature_detected!("popcnt") {
                // SAFETY: the CPU has the one feature `dfs_popcnt` is compiled for.
                return unsafe { self.dfs_popcnt(g, h, trail) };
            }
        }
        self.dfs_plain(g, h, trail)
    }

    /// [`Search::dfs`] compiled with the `popcnt` instruction, down to the leaves.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt")]
    // Rust 1.63 counts a closure in an unsafe fn as unsafe code, later ones do not.
    #[allow(unused_unsafe)]
    unsafe fn dfs_popcnt(&mut self, g: usize, h: u32, trail: u32) -> bool {
        // SAFETY: as for the caller, whose CPU has the feature.
        self.dfs_body(g, h, trail, |search, g, h, trail| unsafe {
            search.dfs_popcnt(g, h, trail)
        })
    }

    /// [`Search::dfs`] as built.
    fn dfs_plain(&mut self, g: usize, h: u32, trail: u32) -> bool {
        self.dfs_body(g, h, trail, Search::dfs_plain)
    }

    /// The body of [`Search::dfs`], inlined into each variant, which `recurse` calls again.
    #[inline(always)]
    fn dfs_body(
        &mut self,
        g: usize,
        h: u32,
        trail: u32,
        recurse: impl Fn(&mut Self, usize, u32, u32) -> bool,
    ) -> bool {
        if h == 0 {
            // The heuristic is 0 only at the goal. Every path to it in this iteration is a
            // shortest one: the bound is the optimum, no shorter path exists.
            return match self.all {
                None => true,
                Some(at_most) => {
                    self.collected.push(self.path.clone());
                    self.collected.len() > at_most
                }
            };
        }
        if self.nodes == 0 {
            self.stopped = true;
            return false;
        }
        self.nodes -= 1;
        self.counted.expanded += 1;
        if let Some((best, me)) = self.stop {
            if best.load(Ordering::Relaxed) < me {
                self.stopped = true;
                return false;
            }
        }
        self.children(g, trail, |search, child_h, trail| {
            recurse(search, g + 1, child_h, trail)
        })
    }

    /// Each child of the current node (depth `g`, its path in state `trail` of the [`Cuts`])
    /// that the cuts keep and the bound admits, in d, l, r, u order: entered, handed to
    /// `visit` with its heuristic and the cuts' state of its path, and left
    /// again, unless `visit` says the search is over (true, returned with the child still
    /// entered). A child over the bound lowers `next_bound` instead. Once `self.stopped`,
    /// no more children: false. The one expansion of a node, for [`Search::dfs`] and the
    /// frontier of a split iteration alike.
    #[inline(always)]
    pub(super) fn children(
        &mut self,
        g: usize,
        trail: u32,
        mut visit: impl FnMut(&mut Self, u32, u32) -> bool,
    ) -> bool {
        let exits = self.exits[self.blank];
        for &(code, to) in &exits.moves[..usize::from(exits.count)] {
            let (code, to) = (usize::from(code), usize::from(to));
            let child_trail = self.cuts.after(trail, code);
            if child_trail == Cuts::CUT {
                continue;
            }
            self.counted.generated += 1;
            let tile = usize::from(self.cells[to]);
            let enough = self.bound.saturating_sub(g + 1) as u32;
            let (change, child_h) =
                self.heuristic
                    .after(&self.state, tile, code, self.blank, to, enough);
            let f = g + 1 + child_h as usize;
            if f > self.bound {
                self.next_bound = self.next_bound.min(f);
                continue;
            }
            let from = self.blank;
            self.enter(&change, code, to);
            if visit(self, child_h, child_trail) {
                return true;
            }
            self.leave(&change, from);
            if self.stopped {
                return false;
            }
        }
        false
    }
}
