//! The databases of one goal blank cell ([`Tables`]), the symmetries that let a board be
//! looked up a second time ([`Symmetry`]), and the IDA* search over them.
//!
//! Boards here are relabelled: each tile is named by its goal cell, so the goal has tile `c`
//! in cell `c` and the tables depend only on the size and the goal's blank cell. A search
//! looks each board up in one or two "views": the board itself in its own tables, and
//! possibly its image under a symmetry of the board in the tables of the image's blank cell.
//! It keeps one index per pattern and view, and a move changes one index of each view by a
//! constant, so a node costs a few adds and one or two table loads per view, which mostly
//! miss the cache on the large boards.
//!
//! # Costs
//! Memory: the databases (see [`super::pattern`]), 33.6 MB a goal blank cell for 4x4. Time per
//! node: a few tens of nanoseconds. A search allocates only its path.

use super::{pattern, TableStore};
use crate::shared::Move;
use crate::shared::{SharedBytes, Size};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// Builds the databases of `patterns` into one allocation, one after the other, each on
/// every core (see [`pattern::build_into`]), or copies one from the mirror image of one
/// built before ([`pattern::mirror_of`]), telling `progress` the share of placements
/// reached while it waits.
fn build_entries(
    size: Size,
    blank: usize,
    patterns: &[Vec<u8>],
    sizes: &[usize],
    progress: &mut dyn FnMut(f64),
) -> Vec<u8> {
    let total: usize = patterns
        .iter()
        .map(|tiles| pattern::placements(size.cells(), tiles.len()))
        .sum();
    let reached = AtomicUsize::new(0);
    let mut entries = vec![0u8; sizes.iter().sum()];
    let threads = crate::shared::threads::threads();
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::scope(|scope| {
        let (entries, reached) = (&mut entries, &reached);
        scope.spawn(move || {
            let mut bases = Vec::with_capacity(sizes.len());
            let mut base = 0;
            for &length in sizes {
                bases.push(base);
                base += length;
            }
            // A pattern that a symmetry makes out of one built earlier is copied from it:
            // on 4x4 the second 6-tile database is the mirror image of the first.
            let mut mirrors = Vec::new();
            for (i, tiles) in patterns.iter().enumerate() {
                let source = (0..i)
                    .filter(|&j| !mirrors.iter().any(|&(copied, _, _)| copied == j))
                    .find_map(|j| {
                        pattern::mirror_of(size, blank, &patterns[j], tiles).map(|map| (i, j, map))
                    });
                match source {
                    Some(mirror) => mirrors.push(mirror),
                    None => {
                        let part = &mut entries[bases[i]..][..sizes[i]];
                        pattern::build_into(size, blank, tiles, part, reached, threads);
                    }
                }
            }
            for (i, j, map) in mirrors {
                let (before, after) = entries.split_at_mut(bases[i]);
                let from = &before[bases[j]..][..sizes[j]];
                pattern::mirror_into(
                    size,
                    &map,
                    &patterns[j],
                    from,
                    &patterns[i],
                    &mut after[..sizes[i]],
                );
                let placements = pattern::placements(size.cells(), patterns[i].len());
                reached.fetch_add(placements, Ordering::Relaxed);
            }
            // The receiver lives until the builds are done.
            let _ = done.send(());
        });
        // Wakes at once when the builds end, else every tenth of a second to report.
        loop {
            progress(reached.load(Ordering::Relaxed) as f64 / total as f64);
            match finished.recv_timeout(Duration::from_millis(100)) {
                Ok(()) => break,
                Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
                // The builder panicked; the scope passes the panic on.
                Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break,
            }
        }
    });
    entries
}

/// Code of "no previous move" in [`Tables::exits`].
const NO_MOVE: usize = 4;

/// The most lookups of one board: itself and one symmetric image.
pub const MAX_VIEWS: usize = 2;

/// A symmetry of a board shape. It maps moves to moves, so it maps a path from a board to the
/// goal onto a path of the same length from the image board to the image goal; and the
/// image of a relabelled goal (tile `c` in cell `c`) is the relabelled goal whose blank is
/// the image of the blank cell. So the image board's distance in the image blank cell's
/// tables is the board's distance, and a lower bound on it is a lower bound for the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Symmetry {
    /// Rows become columns (square boards only).
    Transpose,
    /// A half turn: cell `c` goes to `cells - 1 - c`.
    HalfTurn,
}

impl Symmetry {
    /// Where `cell` of a `size` board goes.
    pub fn cell(self, size: Size, cell: usize) -> usize {
        match self {
            Symmetry::Transpose => {
                let side = size.columns();
                (cell % side) * side + cell / side
            }
            Symmetry::HalfTurn => size.cells() - 1 - cell,
        }
    }

    /// Whether it maps boards of `size` onto boards of the same shape.
    #[cfg(test)]
    pub fn fits(self, size: Size) -> bool {
        match self {
            Symmetry::Transpose => size.rows() == size.columns(),
            Symmetry::HalfTurn => true,
        }
    }
}

/// The moves worth trying from a blank cell after a given move: on the board and not
/// straight back, in the order d, l, r, u, each as (move code, blank's new cell).
#[derive(Clone, Copy, Default)]
pub struct CellExits {
    moves: [(u8, u8); 4],
    count: u8,
}

/// Everything the search needs for goals of one size with the blank in one cell.
pub struct Tables {
    size: Size,
    blank: usize,
    /// All patterns' databases, one after the other; indices are absolute.
    entries: SharedBytes,
    /// Where each pattern's database starts in `entries`.
    bases: Vec<u32>,
    /// The pattern of each tile (goal cell), and its index weight `cells^j`.
    pattern_of: [u8; 16],
    weight: [u32; 16],
    /// `exits[blank * 5 + previous move code or NO_MOVE]`.
    exits: Vec<CellExits>,
}

impl Tables {
    /// Builds the databases for goals of `size` with the blank at `blank` (the patterns of
    /// [`pattern::patterns`]), each on every core or copied from its mirror image, without a
    /// disk cache.
    ///
    /// # Panics
    /// If a build panics (it should not: see [`pattern::build_into`]).
    #[cfg(test)]
    pub fn build(size: Size, blank: usize) -> Tables {
        Tables::build_with(
            size,
            blank,
            pattern::patterns(size, blank),
            None,
            &mut |_| {},
        )
    }

    /// The databases of `patterns` (disjoint, together every tile) for goals of `size` with
    /// the blank at `blank`: loaded from `store` when a file there passes its checks, else
    /// built (each on every core, or copied from a mirror image built before; see
    /// `build_entries`), and offered to `store`, which keeps slow builds. While building,
    /// `progress` hears the share of placements reached so far (0 to 1) about ten times a second.
    ///
    /// # Panics
    /// If a build panics (it should not: see [`pattern::build_into`]).
    pub fn build_with(
        size: Size,
        blank: usize,
        patterns: Vec<Vec<u8>>,
        store: Option<&dyn TableStore>,
        progress: &mut dyn FnMut(f64),
    ) -> Tables {
        let n = size.cells();
        let sizes: Vec<usize> = patterns.iter().map(|p| n.pow(p.len() as u32)).collect();
        let mut bases = Vec::new();
        let mut base = 0;
        for &length in &sizes {
            bases.push(base as u32);
            base += length;
        }
        let loaded = store.and_then(|store| store.load(size, blank, &patterns, &bases, base));
        let entries = match loaded {
            Some(entries) => entries,
            None => {
                let entries = build_entries(size, blank, &patterns, &sizes, progress);
                if let Some(store) = store {
                    store.save(size, blank, &patterns, &entries);
                }
                Box::new(entries)
            }
        };
        let mut pattern_of = [0u8; 16];
        let mut weight = [0u32; 16];
        for (p, tiles) in patterns.iter().enumerate() {
            for (j, &tile) in tiles.iter().enumerate() {
                pattern_of[usize::from(tile)] = p as u8;
                weight[usize::from(tile)] = (n as u32).pow(j as u32);
            }
        }
        let exits = exits(size);
        Tables {
            size,
            blank,
            entries,
            bases,
            pattern_of,
            weight,
            exits,
        }
    }

    /// Bytes held by the databases.
    pub fn bytes(&self) -> usize {
        (*self.entries).as_ref().len()
    }

    /// The pattern sizes, in order.
    #[cfg(test)]
    pub fn pattern_sizes(&self) -> Vec<usize> {
        let mut sizes = vec![0; self.bases.len()];
        for tile in (0..self.size.cells()).filter(|&t| t != self.blank) {
            sizes[usize::from(self.pattern_of[tile])] += 1;
        }
        sizes
    }

    /// Searches from the relabelled board `cells` (tile names = goal cells; the blank's cell
    /// holds anything) with the blank at `blank`, looking each board up in these tables and
    /// its image under each of `images` in the tables given with it. Returns the move codes
    /// of the lexicographically smallest shortest path, or `Err(bound)` with the first bound
    /// above `limit`. `progress` hears each new bound.
    ///
    /// # Panics
    /// If there are more than `MAX_VIEWS - 1` images, or an image's tables are not those of
    /// the image of this blank cell.
    #[cfg(test)]
    pub fn search(
        &self,
        images: &[(Symmetry, &Tables)],
        cells: [u8; 16],
        blank: usize,
        limit: Option<usize>,
        progress: &mut dyn FnMut(usize),
    ) -> Result<Vec<u8>, usize> {
        match self
            .search_with(images, cells, blank, (limit, None), None, 1, progress)
            .0
        {
            Ok(mut paths) => Ok(paths.swap_remove(0)),
            Err(Stopped::Limit(bound)) => Err(bound),
            Err(Stopped::Budget) => unreachable!("no budget was set"),
        }
    }

    /// [`Tables::search`] with a node `budget` (one thread only: the search gives up with
    /// [`Stopped::Budget`] after visiting that many nodes) and on `threads` threads: from
    /// bound [`SPLIT_FROM`] on, each iteration is split among them (see
    /// `Search::split_iteration`); the answer is the same. Also returns the search's work.
    ///
    /// # Panics
    /// As [`Tables::search`]; if a budget is given with more than one thread.
    #[allow(clippy::too_many_arguments)]
    pub fn search_with(
        &self,
        images: &[(Symmetry, &Tables)],
        cells: [u8; 16],
        blank: usize,
        (limit, all): (Option<usize>, Option<usize>),
        budget: Option<u64>,
        threads: usize,
        progress: &mut dyn FnMut(usize),
    ) -> (Result<Vec<Vec<u8>>, Stopped>, Nodes) {
        assert!(images.len() < MAX_VIEWS, "too many symmetric lookups");
        let mut views = Views {
            cells: self.size.cells(),
            views: Vec::with_capacity(MAX_VIEWS),
            bases: [[0; 4]; MAX_VIEWS],
        };
        let lookups =
            std::iter::once((None, self)).chain(images.iter().map(|&(s, t)| (Some(s), t)));
        for (v, (symmetry, tables)) in lookups.enumerate() {
            let image = |cell: usize| symmetry.map_or(cell, |s| s.cell(self.size, cell));
            assert!(tables.size == self.size && tables.blank == image(self.blank));
            let mut steps = [[(0u8, 0u32); 4]; 16];
            let mut names = [0u8; 16];
            let mut image_of = [0u8; 16];
            for (cell, slot) in image_of.iter_mut().enumerate().take(self.size.cells()) {
                *slot = image(cell) as u8;
            }
            for step in Move::ALL {
                // The tile moves against the blank; its image moves by the image of that shift,
                // the same from every cell because the symmetries are affine.
                let (from, to) = (0..self.size.cells())
                    .find_map(|a| self.size.target(a, step).map(|c| (a, c)))
                    .expect("every move is possible somewhere");
                let shift = image(from) as i64 - image(to) as i64;
                for tile in (0..self.size.cells()).filter(|&t| t != self.blank) {
                    let name = image(tile);
                    let delta = shift * i64::from(tables.weight[name]);
                    steps[tile][step as usize] = (tables.pattern_of[name], delta as u32);
                    names[tile] = name as u8;
                }
            }
            views.bases[v][..tables.bases.len()].copy_from_slice(&tables.bases);
            views.views.push(View {
                entries: (*tables.entries).as_ref(),
                patterns: tables.bases.len(),
                pattern_of: tables.pattern_of,
                weight: tables.weight,
                names,
                image_of,
                steps,
            });
        }
        run(
            &views,
            &Problem {
                size: self.size,
                exits: &self.exits,
                goal_blank: self.blank,
                cells,
                blank,
                all,
            },
            limit,
            budget,
            threads,
            progress,
        )
    }
}

/// The exits of every blank cell of `size` after every previous move (see [`CellExits`]),
/// `exits[blank * 5 + previous move code or NO_MOVE]`.
pub fn exits(size: Size) -> Vec<CellExits> {
    let n = size.cells();
    let mut exits = vec![CellExits::default(); n * (NO_MOVE + 1)];
    for from in 0..n {
        for previous in 0..=NO_MOVE {
            let e = &mut exits[from * (NO_MOVE + 1) + previous];
            for step in Move::ALL {
                let code = step as usize;
                // Codes d, l, r, u = 0, 1, 2, 3, so the way back from `previous` is `3 - previous`.
                if code + previous == 3 {
                    continue;
                }
                if let Some(to) = size.target(from, step) {
                    e.moves[usize::from(e.count)] = (code as u8, to as u8);
                    e.count += 1;
                }
            }
        }
    }
    exits
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
    fn root(&self, cells: &[u8; 16], blank: usize) -> (Self::State, u32);

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
    /// The goal's blank cell (for the parity of path lengths).
    pub goal_blank: usize,
    /// The relabelled start board.
    pub cells: [u8; 16],
    /// The start's blank cell.
    pub blank: usize,
    /// Whether to collect every shortest path, up to this many and one more (to tell that
    /// there are more), rather than stop at the first; on one thread.
    pub all: Option<usize>,
}

/// IDA* from `problem.cells` with `heuristic`: the move codes of the lexicographically
/// smallest shortest path (with [`Problem::all`], every shortest path in lexicographic
/// order, up to its bound and one more), or why it stopped (the first bound above `limit`, or the
/// `budget` of expanded nodes, one thread only), with its work. From bound
/// [`SPLIT_FROM`] on, each iteration is split among `threads` threads (see
/// `Search::split_iteration`); the answer is the same. `progress` hears each new bound.
///
/// # Panics
/// If a budget is given with more than one thread.
pub fn run<H: Heuristic>(
    heuristic: &H,
    problem: &Problem<'_>,
    limit: Option<usize>,
    budget: Option<u64>,
    threads: usize,
    progress: &mut dyn FnMut(usize),
) -> (Result<Vec<Vec<u8>>, Stopped>, Nodes) {
    assert!(
        budget.is_none() || threads <= 1,
        "a budget is for one thread"
    );
    // Collecting every path runs each iteration whole, on this thread.
    let threads = if problem.all.is_some() { 1 } else { threads };
    let (state, h) = heuristic.root(&problem.cells, problem.blank);
    let mut search = Search {
        heuristic,
        exits: problem.exits,
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
    loop {
        // (`matches!` rather than `is_some_and`, which Rust 1.63 lacks.)
        if matches!(limit, Some(limit) if search.bound > limit) {
            return (Err(Stopped::Limit(search.bound)), search.counted);
        }
        progress(search.bound);
        search.next_bound = usize::MAX;
        let found = if threads > 1 && search.bound >= SPLIT_FROM {
            search.split_iteration(h, threads)
        } else {
            search.dfs(0, h, NO_MOVE)
        };
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
    fn add(&mut self, other: Nodes) {
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

/// The first bound whose iterations are split among threads: below it an iteration takes
/// microseconds and splitting costs more than it saves.
pub const SPLIT_FROM: usize = 30;

/// The frontier of a split iteration has at least this many nodes per thread, so that the
/// threads, taking them in order from a shared counter, end close together: the subtrees
/// differ in size by orders of magnitude. (Korf's #82, last iteration: 4,664 frontier
/// nodes at depth 11, and the two threads searched 7.7 M and 10.1 M nodes.)
const FRONTIER_PER_THREAD: usize = 1024;

/// One way of looking boards up in sparse additive tables: the tables' entries and what
/// each move does to the indices.
struct View<'a> {
    entries: &'a [u8],
    /// How many patterns the tables have.
    patterns: usize,
    /// The tables' pattern of each tile (goal cell) and its index weight.
    pattern_of: [u8; 16],
    weight: [u32; 16],
    /// The image of each tile name and of each cell.
    names: [u8; 16],
    image_of: [u8; 16],
    /// `steps[tile][move code]`: the pattern of the moving tile's image and the wrapping
    /// change of its absolute index.
    steps: [[(u8, u32); 4]; 16],
}

/// The heuristic of [`Tables`]: the max over the views of the sum of their patterns'
/// entries. Its state is each view's absolute index per pattern and its sum.
struct Views<'a> {
    /// The board's cells.
    cells: usize,
    views: Vec<View<'a>>,
    /// Where each view's patterns start in its entries.
    bases: [[u32; 4]; MAX_VIEWS],
}

impl Heuristic for Views<'_> {
    /// Each view's absolute index per pattern, and each view's sum.
    type State = ([[u32; 4]; MAX_VIEWS], [u32; MAX_VIEWS]);
    /// Per view the changed pattern, its old and new index; the old and the new sums.
    type Change = (
        [(u8, u32, u32); MAX_VIEWS],
        [u32; MAX_VIEWS],
        [u32; MAX_VIEWS],
    );

    fn root(&self, cells: &[u8; 16], blank: usize) -> (Self::State, u32) {
        let mut index = self.bases;
        let mut h = [0u32; MAX_VIEWS];
        for (v, view) in self.views.iter().enumerate() {
            for (cell, &tile) in cells.iter().enumerate().take(self.cells) {
                if cell != blank {
                    let name = usize::from(view.names[usize::from(tile)]);
                    index[v][usize::from(view.pattern_of[name])] +=
                        u32::from(view.image_of[cell]) * view.weight[name];
                }
            }
            h[v] = index[v][..view.patterns]
                .iter()
                .map(|&i| u32::from(view.entries[i as usize]))
                .sum();
        }
        let best = h.iter().copied().max().unwrap_or(0);
        ((index, h), best)
    }

    #[inline(always)]
    fn after(
        &self,
        (index, h): &Self::State,
        tile: usize,
        code: usize,
        _from: usize,
        _to: usize,
        _enough: u32,
    ) -> (Self::Change, u32) {
        let mut changed = [(0u8, 0u32, 0u32); MAX_VIEWS];
        let mut child_h = *h;
        let mut best = 0;
        for (v, view) in self.views.iter().enumerate() {
            let (p, delta) = view.steps[tile][code];
            let old = index[v][usize::from(p)];
            let new = old.wrapping_add(delta);
            child_h[v] = h[v] - u32::from(view.entries[old as usize])
                + u32::from(view.entries[new as usize]);
            best = best.max(child_h[v]);
            changed[v] = (p, old, new);
        }
        ((changed, *h, child_h), best)
    }

    #[inline(always)]
    fn apply((index, h): &mut Self::State, (changed, _, new_h): &Self::Change) {
        for (index, &(p, _, new)) in index.iter_mut().zip(changed) {
            index[usize::from(p)] = new;
        }
        *h = *new_h;
    }

    #[inline(always)]
    fn undo((index, h): &mut Self::State, (changed, old_h, _): &Self::Change) {
        for (index, &(p, old, _)) in index.iter_mut().zip(changed) {
            index[usize::from(p)] = old;
        }
        *h = *old_h;
    }
}

/// A node at the frontier depth of a split iteration: the board there and how it was reached.
struct Node<S> {
    cells: [u8; 16],
    blank: usize,
    state: S,
    h: u32,
    previous: usize,
    path: Vec<u8>,
}

/// The state of one search: the board, its heuristic state and the path so far.
struct Search<'a, H: Heuristic> {
    heuristic: &'a H,
    exits: &'a [CellExits],
    cells: [u8; 16],
    blank: usize,
    state: H::State,
    path: Vec<u8>,
    bound: usize,
    next_bound: usize,
    /// Nodes left to visit (the budget); at 0 the search stops.
    nodes: u64,
    /// The work so far.
    counted: Nodes,
    /// In a split iteration: the smallest frontier index with a path so far, and this
    /// subtree's index; the subtree is abandoned once a smaller one has a path.
    stop: Option<(&'a AtomicUsize, usize)>,
    /// Whether the budget or `stop` ended the search early (its `next_bound` is then
    /// incomplete).
    stopped: bool,
    /// [`Problem::all`], and the paths collected so far.
    all: Option<usize>,
    collected: Vec<Vec<u8>>,
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
    fn enter(&mut self, change: &H::Change, code: usize, to: usize) {
        H::apply(&mut self.state, change);
        self.cells[self.blank] = self.cells[to];
        self.blank = to;
        self.path.push(code as u8);
    }

    /// Takes back the move `enter` made from `from`.
    #[inline(always)]
    fn leave(&mut self, change: &H::Change, from: usize) {
        self.path.pop();
        self.cells[self.blank] = self.cells[from];
        self.blank = from;
        H::undo(&mut self.state, change);
    }

    /// Depth-first below the current node (depth `g`, heuristic `h`, reached by
    /// `previous`), children in d, l, r, u order; true once the goal is reached, with the
    /// path left in `self.path`.
    fn dfs(&mut self, g: usize, h: u32, previous: usize) -> bool {
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
        let exits = self.exits[self.blank * (NO_MOVE + 1) + previous];
        self.counted.generated += u64::from(exits.count);
        for &(code, to) in &exits.moves[..usize::from(exits.count)] {
            let (code, to) = (usize::from(code), usize::from(to));
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
            if self.dfs(g + 1, child_h, code) {
                return true;
            }
            self.leave(&change, from);
            if self.stopped {
                return false;
            }
        }
        false
    }

    /// The nodes at depth `depth` within the bound below the current node (depth `g`), in
    /// the order [`Search::dfs`] meets them; cut children lower `next_bound` as in `dfs`.
    /// No node above the frontier is the goal: the goal is first met at depth `bound`
    /// (every bound is at most the optimum) and `depth` is below it.
    fn frontier(
        &mut self,
        g: usize,
        h: u32,
        previous: usize,
        depth: usize,
        out: &mut Vec<Node<H::State>>,
    ) {
        if g == depth {
            out.push(Node {
                cells: self.cells,
                blank: self.blank,
                state: self.state,
                h,
                previous,
                path: self.path.clone(),
            });
            return;
        }
        let exits = self.exits[self.blank * (NO_MOVE + 1) + previous];
        self.counted.expanded += 1;
        self.counted.generated += u64::from(exits.count);
        for &(code, to) in &exits.moves[..usize::from(exits.count)] {
            let (code, to) = (usize::from(code), usize::from(to));
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
            self.frontier(g + 1, child_h, code, depth, out);
            self.leave(&change, from);
        }
    }

    /// One iteration (at `self.bound`) on `threads` threads, from the root (heuristic `h`).
    ///
    /// The nodes at a frontier depth are listed in the order `dfs` meets them; every path
    /// through an earlier node is lexicographically smaller than every path through a later
    /// one (they differ first above the frontier). Threads take the nodes in order from a
    /// shared counter and search below each as `dfs` would; the answer is the path below the
    /// smallest node index with one. A subtree is abandoned only when a smaller index has a
    /// path, and no index below the final smallest one is ever skipped or abandoned, so the
    /// answer is the one `dfs` alone would find. Without a path, `next_bound` is the minimum
    /// over the frontier's cuts and every subtree, as in `dfs`; all threads finish the
    /// iteration before the next bound starts (the bounds advance together).
    fn split_iteration(&mut self, h: u32, threads: usize) -> bool {
        let mut nodes = Vec::new();
        let mut depth = 1;
        loop {
            nodes.clear();
            self.next_bound = usize::MAX;
            self.frontier(0, h, NO_MOVE, depth, &mut nodes);
            if nodes.is_empty()
                || nodes.len() >= threads * FRONTIER_PER_THREAD
                || depth + 10 >= self.bound
            {
                break;
            }
            depth += 1;
        }
        let best = AtomicUsize::new(usize::MAX);
        let next = AtomicUsize::new(0);
        let found: std::sync::Mutex<Vec<(usize, Vec<u8>)>> = Default::default();
        let next_bound = AtomicUsize::new(self.next_bound);
        let counted = std::sync::Mutex::new(Nodes::default());
        let template: &Search<'a, H> = self;
        let work = || {
            // (A shorter lifetime than `template`'s, to hold `&best`.)
            let mut local: Search<'_, H> = template.clone();
            local.counted = Nodes::default();
            let mut lowest = usize::MAX;
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= nodes.len() || i > best.load(Ordering::Relaxed) {
                    break;
                }
                let node = &nodes[i];
                local.cells = node.cells;
                local.blank = node.blank;
                local.state = node.state;
                local.path.clone_from(&node.path);
                local.next_bound = usize::MAX;
                local.stopped = false;
                local.stop = Some((&best, i));
                if local.dfs(depth, node.h, node.previous) {
                    best.fetch_min(i, Ordering::Relaxed);
                    found
                        .lock()
                        .expect("no thread panics holding the paths")
                        .push((i, local.path.clone()));
                    // Every later index is larger than this one.
                    break;
                }
                if !local.stopped {
                    lowest = lowest.min(local.next_bound);
                }
            }
            next_bound.fetch_min(lowest, Ordering::Relaxed);
            counted
                .lock()
                .expect("no thread panics holding the count")
                .add(local.counted);
        };
        std::thread::scope(|scope| {
            for _ in 1..threads {
                scope.spawn(work);
            }
            work();
        });
        self.counted
            .add(counted.into_inner().expect("no thread panicked"));
        let found = found.into_inner().expect("no thread panicked");
        match found.into_iter().min_by_key(|&(i, _)| i) {
            Some((_, path)) => {
                self.path = path;
                true
            }
            None => {
                self.next_bound = next_bound.into_inner();
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn relabelled_goal(size: Size, blank: usize) -> [u8; 16] {
        let mut cells = [0u8; 16];
        for (cell, value) in cells.iter_mut().enumerate().take(size.cells()) {
            *value = cell as u8;
        }
        cells[blank] = 0;
        cells
    }

    #[test]
    fn the_goal_needs_no_move_and_one_move_is_found() {
        let size = Size::new(3, 4).unwrap();
        let tables = Tables::build(size, 11);
        assert_eq!(tables.pattern_sizes(), vec![6, 5]);
        let goal = relabelled_goal(size, 11);
        assert_eq!(tables.search(&[], goal, 11, None, &mut |_| {}), Ok(vec![]));
        // Blank up from the goal: the way back is down (code 0).
        let mut cells = goal;
        cells.swap(11, 7);
        assert_eq!(tables.search(&[], cells, 7, None, &mut |_| {}), Ok(vec![0]));
        // With limit 0 the first bound (1) is already too long.
        assert_eq!(tables.search(&[], cells, 7, Some(0), &mut |_| {}), Err(1));
    }

    #[test]
    fn symmetries_map_cells() {
        let square = Size::new(3, 3).unwrap();
        let wide = Size::new(2, 4).unwrap();
        assert_eq!(Symmetry::Transpose.cell(square, 1), 3);
        assert_eq!(Symmetry::Transpose.cell(square, 8), 8);
        assert_eq!(Symmetry::HalfTurn.cell(wide, 0), 7);
        assert_eq!(Symmetry::HalfTurn.cell(wide, 5), 2);
        assert!(!Symmetry::Transpose.fits(wide));
        assert!(Symmetry::HalfTurn.fits(wide));
    }

    #[test]
    fn a_half_turn_lookup_gives_the_same_paths() {
        // 2x4, goal blank at 7; the half turn's tables are those of blank 0.
        let size = Size::new(2, 4).unwrap();
        let (plain, turned) = (Tables::build(size, 7), Tables::build(size, 0));
        let goal = relabelled_goal(size, 7);
        // Blank up, left, left, down from the goal.
        let mut cells = goal;
        for (a, b) in [(7, 3), (3, 2), (2, 1), (1, 5)] {
            cells.swap(a, b);
        }
        let alone = plain.search(&[], cells, 5, None, &mut |_| {});
        let both = plain.search(
            &[(Symmetry::HalfTurn, &turned)],
            cells,
            5,
            None,
            &mut |_| {},
        );
        assert_eq!(alone, Ok(vec![3, 2, 2, 0]));
        assert_eq!(both, alone);
    }
}
