//! Iterations of the search split among threads ([`OnThreads`]), once they grow: the one-file
//! submissions, which a judge runs on one core, leave this out and search [`Alone`].
//!
//! The nodes at a frontier depth are listed in the order the depth-first search meets them;
//! every path through an earlier node is lexicographically smaller than every path through
//! a later one (they differ first above the frontier). Threads take the nodes in order from
//! a shared counter and search below each as the depth-first search would; the answer is
//! the path below the smallest node index with one. A subtree is abandoned only when a
//! smaller index has a path, and no index below the final smallest one is ever skipped or
//! abandoned, so the answer is the one the search alone would find.
//!
//! With a [`Journal`], every iteration that grows is split, on one thread too, at a
//! frontier of at least [`JOURNAL_FRONTIER`] nodes whatever the threads; each subtree that
//! ends without a path is recorded, and one recorded by an earlier process is not searched
//! again (`super::journal` gives the argument that the answer stays the same).
//!
//! # Costs
//! The frontier (a board, a state and a path a node) and the threads' start, once an
//! iteration; worth it only for iterations of more than [`SPLIT_NODES`] nodes.

use super::ida::{Alone, Cells, Heuristic, Iterations, Nodes, Search};
use super::journal::{Journal, Subtree, JOURNAL_FRONTIER};
use crate::kit::parallel::on_threads;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The nodes an iteration expands before the next one is split among the threads: smaller
/// iterations take a millisecond or less, and splitting them costs more than it saves.
pub const SPLIT_NODES: u64 = 1 << 16;

/// The frontier of a split iteration has at least this many nodes per thread, so that the
/// threads, taking them in order from a shared counter, end close together: the subtrees
/// differ in size by orders of magnitude. (Korf's #82, last iteration: 4,664 frontier
/// nodes at depth 11, and the two threads searched 7.7 M and 10.1 M nodes.)
const FRONTIER_PER_THREAD: usize = 128;

/// Iterations on `threads` threads, each split among them after one of `split_nodes`
/// nodes, recorded in `journal` if there is one.
pub struct OnThreads<'j> {
    /// The threads.
    pub threads: usize,
    /// The nodes an iteration expands before the next one is split ([`SPLIT_NODES`]; 0
    /// splits every iteration after the first, for the tests).
    pub split_nodes: u64,
    /// Where the iterations are recorded, and where an earlier process left off.
    pub journal: Option<&'j Journal>,
}

impl OnThreads<'_> {
    /// Iterations on `threads` threads, split after [`SPLIT_NODES`] nodes.
    pub fn new(threads: usize) -> OnThreads<'static> {
        OnThreads {
            threads,
            split_nodes: SPLIT_NODES,
            journal: None,
        }
    }
}

impl Iterations for OnThreads<'_> {
    fn threads(&self) -> usize {
        self.threads
    }

    fn iterate<H: Heuristic>(&self, search: &mut Search<'_, H>, h: u32, last: u64) -> bool {
        if let Some(journal) = self.journal {
            if let Some((resumed, before)) = journal.resume() {
                if search.bound < resumed {
                    // An earlier process searched every bound below `resumed` without a
                    // path: the next iteration is `resumed`'s, after the work recorded
                    // before it. (That work is at least the iteration before's, so an
                    // iteration split then is split again.)
                    search.next_bound = resumed;
                    search.counted = before;
                    return false;
                }
            }
            journal.begin(search.bound, search.counted);
        }
        match (self.threads > 1 || self.journal.is_some()) && last >= self.split_nodes {
            true => {
                let least = match self.journal {
                    Some(_) => JOURNAL_FRONTIER,
                    None => self.threads * FRONTIER_PER_THREAD,
                };
                search.split_iteration(h, self.threads, least, self.journal)
            }
            false => Alone.iterate(search, h, last),
        }
    }
}

/// A node at the frontier depth of a split iteration: the board there and how it was reached.
struct Node<S> {
    cells: Cells,
    blank: usize,
    state: S,
    h: u32,
    trail: u32,
    path: Vec<u8>,
}

impl<'a, H: Heuristic> Search<'a, H> {
    /// The nodes at depth `depth` within the bound below the current node (depth `g`), in
    /// the order [`Search::dfs`] meets them; cut children lower `next_bound` as in `dfs`.
    /// No node above the frontier is the goal: the goal is first met at depth `bound`
    /// (every bound is at most the optimum) and `depth` is below it.
    fn frontier(
        &mut self,
        g: usize,
        h: u32,
        trail: u32,
        depth: usize,
        out: &mut Vec<Node<H::State>>,
    ) {
        if g == depth {
            out.push(Node {
                cells: self.cells,
                blank: self.blank,
                state: self.state,
                h,
                trail,
                path: self.path.clone(),
            });
            return;
        }
        // The frontier is listed before any subtree is searched: nothing has stopped yet.
        debug_assert!(!self.stopped, "a frontier of a stopped search");
        self.counted.expanded += 1;
        self.children(g, trail, |search, child_h, child_trail| {
            search.frontier(g + 1, child_h, child_trail, depth, out);
            false
        });
    }

    /// One iteration (at `self.bound`) on `threads` threads, from the root (heuristic `h`),
    /// at a frontier of at least `least` nodes where the bound leaves room, recorded in
    /// `journal`.
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
    fn split_iteration(
        &mut self,
        h: u32,
        threads: usize,
        least: usize,
        journal: Option<&Journal>,
    ) -> bool {
        let mut nodes = Vec::new();
        let mut depth = 1;
        loop {
            nodes.clear();
            self.next_bound = usize::MAX;
            self.frontier(0, h, 0, depth, &mut nodes);
            if nodes.is_empty() || nodes.len() >= least || depth + 10 >= self.bound {
                break;
            }
            depth += 1;
        }
        let (bound, frontier) = (self.bound, (depth, nodes.len()));
        let finished = journal.and_then(|journal| journal.finished(bound, depth, nodes.len()));
        let best = AtomicUsize::new(usize::MAX);
        let next = AtomicUsize::new(0);
        let found: Mutex<Vec<(usize, Vec<u8>)>> = Default::default();
        let next_bound = AtomicUsize::new(self.next_bound);
        let counted = Mutex::new(Nodes::default());
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
                if let Some(&subtree) = finished.and_then(|done| done.get(&i)) {
                    // Searched to its end by an earlier process, without a path.
                    local.counted.add(subtree.nodes);
                    lowest = lowest.min(subtree.next_bound);
                    continue;
                }
                let node = &nodes[i];
                let before = local.counted;
                local.cells = node.cells;
                local.blank = node.blank;
                local.state = node.state;
                local.path.clone_from(&node.path);
                local.next_bound = usize::MAX;
                local.stopped = false;
                local.stop = Some((&best, i));
                if local.dfs(depth, node.h, node.trail) {
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
                    if let Some(journal) = journal {
                        let nodes = Nodes {
                            expanded: local.counted.expanded - before.expanded,
                            generated: local.counted.generated - before.generated,
                        };
                        let next_bound = local.next_bound;
                        journal.subtree(bound, frontier, i, Subtree { nodes, next_bound });
                    }
                }
            }
            next_bound.fetch_min(lowest, Ordering::Relaxed);
            counted
                .lock()
                .expect("no thread panics holding the count")
                .add(local.counted);
        };
        on_threads(threads, work);
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
