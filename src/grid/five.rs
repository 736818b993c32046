//! The exact engine's 5x5 face (the 24-puzzle, on request: `--exact`): the shortest path
//! and, among the shortest, the lexicographically smallest (`d < l < r < u`), by the one
//! IDA* of [`super::ida`] over additive pattern databases of six tiles each that track the
//! blank's region ([`super::five_table`]). What is the 5x5's own is here: which tiles form
//! each group, the map of a goal onto the databases' frame, and the heuristic that reads
//! them.
//!
//! # Method
//! Each query is relabelled so that every tile is named by its goal cell; the databases then
//! depend only on the goal's blank cell. The groups are Korf and Felner's 6-6-6-6 split of
//! the goal with the blank in a corner ("Disjoint pattern database heuristics", Artificial
//! Intelligence 134, 2002): with cells numbered in reading order and the blank's goal at 0,
//! {1, 2, 5, 6, 7, 12}, {3, 4, 8, 9, 13, 14}, {10, 11, 15, 16, 20, 21} and
//! {17, 18, 19, 22, 23, 24}. A goal whose blank is elsewhere is first turned by the isometry
//! of the board that brings its blank cell to one of the six cells 0, 1, 2, 6, 7 and 12
//! (every cell is the image of one of them); when that cell is not 0, it takes the place of
//! cell 0 in its group. A database is named by its group and the region of the goal blank
//! among the group's goal cells, so the four corners share one set of four databases and
//! each other class of blank cells needs at most four more. When the blank cell is on the
//! diagonal (0, 6, 12) the databases are read a second time through the transpose, as Korf
//! and Felner do, and the larger sum is the bound.
//!
//! A group's entry depends on the blank's region among the cells the group does not hold.
//! A move changes one group's placement; for every other group the blank moved between two
//! adjacent cells it does not hold, within one region, so only the moved tile's group is
//! read again, with the blank in the cell the tile left.
//!
//! # Why the answer is exact
//! As for every size ([`super::ida`]): a database holds at most the fewest moves of its
//! group's tiles, with the blank in its region and the other tiles alike
//! ([`super::five_table`] gives the argument), each real move moves one tile of one group,
//! so the sum is a lower bound, 0 only at the goal; an isometry maps paths to paths of the
//! same length and the relabelled goal to the frame's. The tests compare the answers with a
//! breadth-first search that shares none of this code, and the databases' entries with a
//! search of whole boards of their own.
//!
//! # Costs
//! A database of six tiles is 255,024,000 bytes; a goal with its blank in a corner needs
//! four (1.02 GB, built in about 4 minutes on two cores with 3.4 GB at the peak;
//! `eight prepare --size 5x5` builds them into the disk cache once), every other class of
//! blank cells up to four more. A node keeps, per view, the frame cells of each group's
//! tiles, so a child changes one byte of one group's placement, reranks it (a popcount a
//! tile) and reads two bytes, and floods the group's free cells (a few shifts) when the
//! bytes differ; mapping the six tiles again at every child cost a third more time.
//! Tracking the blank's region adds about 3 moves to a random board's bound, which cuts the
//! nodes of a search about thirtyfold: on two threads boards 55 moves from the goal take
//! milliseconds, 70 moves a fraction of a second, and Korf and Felner's 50 random boards
//! (about 100 moves) 0.3 s to 11.6 hours, 48 minutes on average (`benches/five.rs`,
//! `benches/RESULTS.md`).

use super::detours;
use super::five_table::{goal_region, lookup, Table, CELLS};
use super::ida::{self, Cells, Heuristic, Problem};
use super::journal::Journal;
use super::split::{OnThreads, SPLIT_NODES};
use crate::kit::symmetry::Isometry;
use crate::shared::disk::{writable, Cache};
use crate::shared::{threads, BigBoard, Move, Size, Solution};
use std::io;
use std::path::{Path, PathBuf};

/// The longest detours (`super::detours`) the 5x5 search cuts: 12 moves, learned in about
/// 0.1 s once a process. On Korf and Felner's boards 38, 28 and 40 they leave 0.64, 0.58
/// and 0.64 of the nodes the parent cuts alone do; 10 moves leave 0.70, 0.65 and 0.72, and
/// 14 moves (1.5 s and 0.3 GB to learn) 0.58, 0.52 and 0.58.
const DETOURS: usize = 12;

/// Korf and Felner's groups of the goal with the blank in cell 0 (reading order).
const KORF_FELNER: [[u8; 6]; 4] = [
    [1, 2, 5, 6, 7, 12],
    [3, 4, 8, 9, 13, 14],
    [10, 11, 15, 16, 20, 21],
    [17, 18, 19, 22, 23, 24],
];

/// The most groups of a split (eight of three tiles, in the tests).
const MAX_GROUPS: usize = 8;

/// The most views of a board: the frame's, and the transpose's after it.
const MAX_VIEWS: usize = 2;

/// The board.
fn five() -> Size {
    Size::new(5, 5).expect("5x5 is a size")
}

/// The isometry that brings `blank` to the smallest cell any isometry brings it to.
fn canonical(blank: usize) -> Isometry {
    Isometry::all()
        .min_by_key(|isometry| isometry.cell(five(), blank))
        .expect("eight isometries")
}

/// The exact engine of the 5x5 board: the groups' databases, built or loaded when a goal
/// first needs them, and the search.
///
/// # Example
/// ```no_run
/// use eight::{BigBoard, Cache, FiveSolver, Size, Solution};
/// let size = Size::new(5, 5).unwrap();
/// let goal = BigBoard::solved(size);
/// let mut start = goal.clone();
/// for step in [eight::Move::Up, eight::Move::Left] {
///     assert!(start.apply(step));
/// }
/// // Minutes the first time: four databases of 255 MB each, saved in the cache.
/// let mut solver = FiveSolver::new(&Cache::Default);
/// solver.prepare(goal.blank(), &mut |_| {}).unwrap();
/// let path = solver.solve(&start, &goal, None, &mut |_, _| {});
/// assert_eq!(path, Solution::Path(b"rd".to_vec()));
/// ```
pub struct FiveSolver {
    /// The groups of the goal with its blank in cell 0 (the spare cell).
    groups: Vec<Vec<u8>>,
    folder: Option<PathBuf>,
    /// The databases built or loaded, by their groups' cells.
    tables: Vec<Table>,
}

impl FiveSolver {
    /// An engine with Korf and Felner's 6-6-6-6 groups, its databases cached in `cache`.
    pub fn new(cache: &Cache) -> FiveSolver {
        let groups = KORF_FELNER.iter().map(|group| group.to_vec()).collect();
        FiveSolver::with_groups(groups, cache)
    }

    /// An engine with other groups of the goal with the blank in cell 0: smaller groups
    /// build in no time and search far longer (for tests).
    ///
    /// # Panics
    /// If the groups do not hold each of the cells 1 to 24 once, or a group holds more
    /// than seven cells.
    pub(crate) fn with_groups(groups: Vec<Vec<u8>>, cache: &Cache) -> FiveSolver {
        let mut cells: Vec<u8> = groups.iter().flatten().copied().collect();
        cells.sort_unstable();
        assert_eq!(
            cells,
            (1..CELLS as u8).collect::<Vec<u8>>(),
            "the groups hold cells 1 to 24 once"
        );
        assert!(groups.iter().all(|group| (1..=7).contains(&group.len())));
        FiveSolver {
            groups,
            folder: cache.folder(),
            tables: Vec::new(),
        }
    }

    /// The board size it solves.
    pub fn size() -> Size {
        five()
    }

    /// The groups, in the databases' frame, of a goal whose blank is at `frame_blank`.
    fn frame_groups(&self, frame_blank: usize) -> Vec<Vec<u8>> {
        self.groups
            .iter()
            .map(|group| {
                group
                    .iter()
                    .map(|&cell| match usize::from(cell) == frame_blank {
                        true => 0,
                        false => cell,
                    })
                    .collect()
            })
            .collect()
    }

    /// Whether the databases of goals with the blank in `blank` are on disk (they may still
    /// fail their checks).
    pub fn is_cached(&self, blank: usize) -> bool {
        let frame_blank = canonical(blank).cell(five(), blank);
        let folder = match &self.folder {
            Some(folder) => folder,
            None => return false,
        };
        self.frame_groups(frame_blank)
            .iter()
            .all(|group| Table::cached(group, goal_region(group, frame_blank), folder))
    }

    /// Loads or builds the databases of goals with the blank in cell `blank` (0 to 24),
    /// telling `progress` the share done of each build.
    ///
    /// # Errors
    /// When a built database cannot be written to the cache: it is kept in memory all the
    /// same, so the engine can solve.
    ///
    /// # Panics
    /// If `blank` is off the board.
    pub fn prepare(&mut self, blank: usize, progress: &mut dyn FnMut(f64)) -> io::Result<()> {
        assert!(blank < CELLS, "a cell of the 5x5 board");
        let frame_blank = canonical(blank).cell(five(), blank);
        let mut failed = None;
        for group in self.frame_groups(frame_blank) {
            let region = goal_region(&group, frame_blank);
            if self.tables.iter().any(|table| table.is(&group, region)) {
                continue;
            }
            let folder = self.folder.as_deref();
            let table = Table::get(&group, region, folder, progress, &mut |error| {
                failed.get_or_insert(error);
            });
            self.tables.push(table);
        }
        failed.map_or(Ok(()), Err)
    }

    /// What `eight prepare --size 5x5` does: makes sure the disk cache can be written, then
    /// loads or builds the databases of the goals with the blank in a corner (the judges'
    /// and Korf and Felner's), saving them there. Says whether it built any.
    ///
    /// # Errors
    /// When the engine has no cache folder or the folder cannot be written (before any
    /// building), or a database cannot be saved.
    pub fn prepare_corners(&mut self, progress: &mut dyn FnMut(f64)) -> io::Result<bool> {
        writable(self.folder.as_deref())?;
        let cached = self.is_cached(0);
        self.prepare(0, progress)?;
        Ok(!cached)
    }

    /// Bytes held by its databases.
    pub fn bytes(&self) -> usize {
        self.tables.iter().map(Table::bytes).sum()
    }

    /// The heuristic for a goal with the blank in `blank`: the databases read through the
    /// isometry that takes the goal to its frame, and through the transpose after it when
    /// the frame's blank is on the diagonal.
    fn lookup(&self, blank: usize) -> Lookup<'_> {
        let isometry = canonical(blank);
        let frame_blank = isometry.cell(five(), blank);
        let groups = self.frame_groups(frame_blank);
        assert!(groups.len() <= MAX_GROUPS, "at most {} groups", MAX_GROUPS);
        let table = |group: &Vec<u8>| {
            let region = goal_region(group, frame_blank);
            self.tables
                .iter()
                .find(|table| table.is(group, region))
                .expect("the goal's databases are prepared")
        };
        let once: [u8; CELLS] = isometry.map(five());
        let mut maps = vec![once];
        if Isometry::TRANSPOSE.cell(five(), frame_blank) == frame_blank {
            let mut twice = [0u8; CELLS];
            for (cell, image) in twice.iter_mut().enumerate() {
                *image = Isometry::TRANSPOSE.cell(five(), usize::from(once[cell])) as u8;
            }
            maps.push(twice);
        }
        let views = maps
            .into_iter()
            .map(|map| {
                let mut inverse = [0u8; CELLS];
                for (cell, &image) in map.iter().enumerate() {
                    inverse[usize::from(image)] = cell as u8;
                }
                let mut view = View {
                    map,
                    entries: Vec::new(),
                    members: Vec::new(),
                    group_of: [0; CELLS],
                    slot_of: [0; CELLS],
                };
                for (g, group) in groups.iter().enumerate() {
                    let tiles: Vec<u8> = group.iter().map(|&c| inverse[usize::from(c)]).collect();
                    for (slot, &tile) in tiles.iter().enumerate() {
                        view.group_of[usize::from(tile)] = g as u8;
                        view.slot_of[usize::from(tile)] = slot as u8;
                    }
                    view.entries.push(table(group).entries());
                    view.members.push(tiles);
                }
                view
            })
            .collect();
        Lookup { views }
    }

    /// The lexicographically smallest shortest path from `start` to `goal`;
    /// [`Solution::Unreachable`] when parity forbids it; with a `limit`,
    /// [`Solution::LongerThan`] as soon as the search bound exceeds it. `progress(bound,
    /// nodes)` hears each bound IDA* starts and the nodes expanded before it.
    ///
    /// # Panics
    /// If a board is not 5x5, or [`FiveSolver::prepare`] was not called for `goal`'s blank
    /// cell.
    pub fn solve(
        &self,
        start: &BigBoard,
        goal: &BigBoard,
        limit: Option<usize>,
        progress: &mut dyn FnMut(usize, u64),
    ) -> Solution {
        self.solve_counted(start, goal, limit, progress).0
    }

    /// [`FiveSolver::solve`], and the nodes the search generated (each a child whose bound
    /// the databases gave, as Korf and Felner count them): 0 for a goal parity forbids.
    ///
    /// # Panics
    /// As [`FiveSolver::solve`].
    pub fn solve_counted(
        &self,
        start: &BigBoard,
        goal: &BigBoard,
        limit: Option<usize>,
        progress: &mut dyn FnMut(usize, u64),
    ) -> (Solution, u64) {
        if !FiveSolver::reachable(start, goal) {
            return (Solution::Unreachable, 0);
        }
        let split = OnThreads::new(threads::threads());
        self.search(start, goal, limit, &split, progress)
    }

    /// [`FiveSolver::solve_counted`] for searches of hours, which may be stopped and
    /// started again: the search records in the journal at `journal` (a file, made if
    /// there is none) the bound each iteration starts and each piece of an iteration it
    /// finishes, and a journal of the same start and goal left by a process that stopped
    /// is taken up where it stood (first rewritten compacted to a few lines, small enough to
    /// carry to another machine); one that holds the search's end gives its answer, count
    /// and time at once (its path checked to reach the goal). Also the search's time in
    /// seconds, over every process that worked on it. The answer is the one
    /// [`FiveSolver::solve`] gives (the argument is in the module `grid::journal`); with
    /// every iteration split at a frontier of at least 32,768 nodes, the count differs
    /// from `solve_counted`'s by the frontiers' listing.
    ///
    /// # Errors
    /// If the journal cannot be read or written, or is another search's, or was written
    /// by an engine whose iterations differ, or holds a path that does not reach the goal.
    ///
    /// # Panics
    /// As [`FiveSolver::solve`].
    pub fn solve_journaled(
        &self,
        start: &BigBoard,
        goal: &BigBoard,
        journal: &Path,
        progress: &mut dyn FnMut(usize, u64),
    ) -> io::Result<(Solution, u64, f64)> {
        let split = (threads::threads(), SPLIT_NODES);
        self.journaled(start, goal, journal, split, progress)
    }

    /// [`FiveSolver::solve_journaled`] on `threads` threads, splitting iterations after one
    /// of `split_nodes` nodes.
    fn journaled(
        &self,
        start: &BigBoard,
        goal: &BigBoard,
        journal: &Path,
        (threads, split_nodes): (usize, u64),
        progress: &mut dyn FnMut(usize, u64),
    ) -> io::Result<(Solution, u64, f64)> {
        if !FiveSolver::reachable(start, goal) {
            return Ok((Solution::Unreachable, 0, 0.0));
        }
        let words = |board: &BigBoard| {
            let cells: Vec<String> = board.cells().iter().map(u32::to_string).collect();
            cells.join(" ")
        };
        let search = format!("5x5 from {} to {}", words(start), words(goal));
        let journal = Journal::open(journal, &search)?;
        if let Some(found) = journal.found() {
            // Ended by an earlier process: its answer, once its path is seen to reach the
            // goal.
            let mut board = start.clone();
            let reaches = found
                .path
                .iter()
                .all(|&letter| Move::from_letter(letter).map_or(false, |step| board.apply(step)));
            if !reaches || board != *goal {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidData,
                    "the journal's path does not reach the goal",
                ));
            }
            let found = found.clone();
            journal.close()?;
            return Ok((Solution::Path(found.path), found.generated, found.seconds));
        }
        let split = OnThreads {
            threads,
            split_nodes,
            journal: Some(&journal),
        };
        let (solution, nodes) = self.search(start, goal, None, &split, progress);
        if let Solution::Path(path) = &solution {
            journal.end(path, nodes);
        }
        let seconds = journal.seconds();
        journal.close()?;
        Ok((solution, nodes, seconds))
    }

    /// Whether `goal` can be reached from `start`, both 5x5 boards (asserted).
    fn reachable(start: &BigBoard, goal: &BigBoard) -> bool {
        assert!(
            start.size() == FiveSolver::size() && goal.size() == FiveSolver::size(),
            "the 5x5 engine solves 5x5 boards"
        );
        start.can_reach(goal)
    }

    /// [`FiveSolver::solve`] for a goal that can be reached, its iterations run by `split`.
    fn search(
        &self,
        start: &BigBoard,
        goal: &BigBoard,
        limit: Option<usize>,
        split: &OnThreads<'_>,
        progress: &mut dyn FnMut(usize, u64),
    ) -> (Solution, u64) {
        let cells = ida::relabel(start.cells(), goal.cells());
        let exits = ida::exits(five());
        let problem = Problem {
            size: five(),
            exits: &exits,
            cuts: detours::learned(DETOURS),
            goal_blank: goal.blank(),
            cells,
            blank: start.blank(),
            all: None,
        };
        let lookup = self.lookup(goal.blank());
        let (found, nodes) = ida::run(&lookup, &problem, (limit, None), split, progress);
        let solution = ida::solution(found, limit).expect("no budget was set");
        (solution, nodes.generated)
    }
}

/// One way of reading the databases: a map of the board's cells into their frame, and per
/// group its entries and its tiles (named by goal cell) slot by slot.
struct View<'t> {
    map: [u8; CELLS],
    entries: Vec<&'t [u8]>,
    members: Vec<Vec<u8>>,
    /// The group of each tile (the blank's name is in none; its entry is never read).
    group_of: [u8; CELLS],
    /// The slot of each tile in its group.
    slot_of: [u8; CELLS],
}

impl View<'_> {
    /// Where the tiles of group `g` are in the frame, slot by slot, when they are at `at`
    /// (by tile).
    fn placed(&self, g: usize, at: &[u8; CELLS]) -> [u8; 8] {
        let mut placed = [0u8; 8];
        for (slot, &tile) in self.members[g].iter().enumerate() {
            placed[slot] = self.map[usize::from(at[usize::from(tile)])];
        }
        placed
    }

    /// The value of group `g` with its tiles at `placed` (in the frame, slot by slot) and
    /// the blank at `blank` (on the board).
    #[inline(always)]
    fn value(&self, g: usize, placed: &[u8; 8], blank: usize) -> u32 {
        let blank = usize::from(self.map[blank]);
        match self.members[g].len() {
            // Korf and Felner's groups, with the ranking unrolled.
            6 => lookup(self.entries[g], &placed[..6], blank),
            k => lookup(self.entries[g], &placed[..k], blank),
        }
    }
}

/// The heuristic of one 5x5 goal: the largest over its views of the sum of the groups'
/// entries.
struct Lookup<'t> {
    views: Vec<View<'t>>,
}

/// A node's state: per view, where each group's tiles are in the frame (slot by slot),
/// the groups' values and their sum.
#[derive(Clone, Copy)]
struct State {
    placed: [[[u8; 8]; MAX_GROUPS]; MAX_VIEWS],
    values: [[u32; MAX_GROUPS]; MAX_VIEWS],
    sums: [u32; MAX_VIEWS],
}

/// A move, per view: the moved tile's group and slot; before and after it, the tile's frame
/// cells, the group's values and the sums.
#[derive(Clone, Copy)]
struct Change {
    groups: [u8; MAX_VIEWS],
    slots: [u8; MAX_VIEWS],
    cells: [[u8; MAX_VIEWS]; 2],
    values: [[u32; MAX_VIEWS]; 2],
    sums: [[u32; MAX_VIEWS]; 2],
}

impl Change {
    /// Puts `state` as it is before the move (`side` 0) or after it (1).
    #[inline(always)]
    fn put(&self, state: &mut State, side: usize) {
        for (v, &g) in self.groups.iter().enumerate() {
            let g = usize::from(g);
            state.placed[v][g][usize::from(self.slots[v])] = self.cells[side][v];
            state.values[v][g] = self.values[side][v];
        }
        state.sums = self.sums[side];
    }
}

impl Heuristic for Lookup<'_> {
    type State = State;
    type Change = Change;

    fn root(&self, cells: &Cells, blank: usize) -> (State, u32) {
        let mut state = State {
            placed: [[[0; 8]; MAX_GROUPS]; MAX_VIEWS],
            values: [[0; MAX_GROUPS]; MAX_VIEWS],
            sums: [0; MAX_VIEWS],
        };
        let mut at = [0u8; CELLS];
        for (cell, &tile) in cells.iter().enumerate().take(CELLS) {
            if cell != blank {
                at[usize::from(tile)] = cell as u8;
            }
        }
        for (v, view) in self.views.iter().enumerate() {
            for g in 0..view.members.len() {
                state.placed[v][g] = view.placed(g, &at);
                state.values[v][g] = view.value(g, &state.placed[v][g], blank);
            }
            state.sums[v] = state.values[v].iter().sum();
        }
        let best = state.sums.iter().copied().max().unwrap_or(0);
        (state, best)
    }

    #[inline(always)]
    fn after(
        &self,
        state: &State,
        tile: usize,
        _code: usize,
        from: usize,
        to: usize,
        enough: u32,
    ) -> (Change, u32) {
        let mut change = Change {
            groups: [0; MAX_VIEWS],
            slots: [0; MAX_VIEWS],
            cells: [[0; MAX_VIEWS]; 2],
            values: [[0; MAX_VIEWS]; 2],
            sums: [state.sums; 2],
        };
        let mut best = 0;
        for (v, view) in self.views.iter().enumerate() {
            let g = usize::from(view.group_of[tile]);
            let slot = usize::from(view.slot_of[tile]);
            let old = state.values[v][g];
            // The tile leaves `to` to the blank. The other groups' values stay: for them
            // the blank moved within its region.
            let mut placed = state.placed[v][g];
            placed[slot] = view.map[from];
            let new = view.value(g, &placed, to);
            change.groups[v] = g as u8;
            change.slots[v] = slot as u8;
            change.cells[0][v] = view.map[to];
            change.cells[1][v] = placed[slot];
            change.values[0][v] = old;
            change.values[1][v] = new;
            change.sums[1][v] = state.sums[v] - old + new;
            best = best.max(change.sums[1][v]);
            // The child is cut: the search never applies this unfinished change.
            if best > enough {
                break;
            }
        }
        (change, best)
    }

    #[inline(always)]
    fn apply(state: &mut State, change: &Change) {
        change.put(state, 1);
    }

    #[inline(always)]
    fn undo(state: &mut State, change: &Change) {
        change.put(state, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::random::SplitMix64;
    use crate::shared::Move;
    use std::collections::HashMap;

    /// Groups of three cells in reading order: built at once, good enough for short boards.
    fn small() -> FiveSolver {
        let groups = (1..25u8)
            .collect::<Vec<u8>>()
            .chunks(3)
            .map(|c| c.to_vec())
            .collect();
        FiveSolver::with_groups(groups, &Cache::Off)
    }

    /// Every shortest path's smallest, by a breadth-first search of its own from the goal
    /// backwards: distances to the goal, then the smallest letter that lowers the distance
    /// at each step from the start.
    fn reference(start: &BigBoard, goal: &BigBoard, depth: usize) -> Option<Vec<u8>> {
        let key = |b: &BigBoard| b.cells().iter().map(|&v| v as u8).collect::<Vec<u8>>();
        let mut distance: HashMap<Vec<u8>, usize> = HashMap::new();
        distance.insert(key(goal), 0);
        let mut layer = vec![goal.clone()];
        for d in 1..=depth {
            let mut next = Vec::new();
            for board in &layer {
                for step in Move::ALL {
                    let mut moved = board.clone();
                    if moved.apply(step) && !distance.contains_key(&key(&moved)) {
                        distance.insert(key(&moved), d);
                        next.push(moved);
                    }
                }
            }
            layer = next;
        }
        let mut now = start.clone();
        let mut left = *distance.get(&key(start))?;
        let mut path = Vec::new();
        while left > 0 {
            let step = Move::ALL
                .into_iter()
                .find(|&step| {
                    let mut moved = now.clone();
                    moved.apply(step) && distance.get(&key(&moved)) == Some(&(left - 1))
                })
                .expect("a shortest path goes on");
            now.apply(step);
            path.push(step.letter());
            left -= 1;
        }
        Some(path)
    }

    fn walk(from: &BigBoard, moves: usize, rng: &mut SplitMix64) -> BigBoard {
        let mut board = from.clone();
        for _ in 0..moves {
            let step = Move::ALL[rng.below(4) as usize];
            board.apply(step);
        }
        board
    }

    fn random_goal(rng: &mut SplitMix64) -> BigBoard {
        let mut cells: Vec<u32> = (0..25).collect();
        rng.shuffle(&mut cells);
        BigBoard::from_cells(FiveSolver::size(), cells).unwrap()
    }

    #[test]
    fn paths_are_the_smallest_shortest_ones_for_goals_with_the_blank_anywhere() {
        let mut solver = small();
        let mut rng = SplitMix64::new(5);
        for case in 0..40 {
            let goal = match case {
                0 => BigBoard::solved(FiveSolver::size()),
                _ => random_goal(&mut rng),
            };
            let start = walk(&goal, 4 + case % 9, &mut rng);
            solver.prepare(goal.blank(), &mut |_| {}).unwrap();
            let expected = reference(&start, &goal, 12).expect("within the walk's length");
            assert_eq!(
                solver.solve(&start, &goal, None, &mut |_, _| {}),
                Solution::Path(expected),
                "{}\nto\n{}",
                start.show(),
                goal.show()
            );
        }
    }

    #[test]
    fn unreachable_goals_and_limits_are_answered_without_a_path() {
        let mut solver = small();
        let goal = BigBoard::solved(FiveSolver::size());
        solver.prepare(goal.blank(), &mut |_| {}).unwrap();
        let mut cells = goal.cells().to_vec();
        cells.swap(1, 2);
        let odd = BigBoard::from_cells(FiveSolver::size(), cells).unwrap();
        assert_eq!(
            solver.solve(&odd, &goal, None, &mut |_, _| {}),
            Solution::Unreachable
        );
        let mut rng = SplitMix64::new(9);
        let start = walk(&goal, 30, &mut rng);
        let shortest = match solver.solve(&start, &goal, None, &mut |_, _| {}) {
            Solution::Path(path) => path.len(),
            other => panic!("{other:?}"),
        };
        assert_eq!(
            solver.solve(&start, &goal, Some(shortest - 1), &mut |_, _| {}),
            Solution::LongerThan(shortest - 1)
        );
        assert!(matches!(
            solver.solve(&start, &goal, Some(shortest), &mut |_, _| {}),
            Solution::Path(path) if path.len() == shortest
        ));
    }

    #[test]
    fn isometries_take_every_cell_to_one_of_six() {
        let mut frames: Vec<usize> = (0..25).map(|b| canonical(b).cell(five(), b)).collect();
        frames.sort_unstable();
        frames.dedup();
        assert_eq!(frames, [0, 1, 2, 6, 7, 12]);
    }

    /// An engine of six groups of four tiles, for the goal with the blank in cell 0: its
    /// databases build in no time and its searches of walks of 100 moves split.
    fn fours() -> FiveSolver {
        let groups = (1..25u8).collect::<Vec<u8>>();
        let groups = groups.chunks(4).map(<[u8]>::to_vec).collect();
        let mut solver = FiveSolver::with_groups(groups, &Cache::Off);
        solver.prepare(0, &mut |_| {}).unwrap();
        solver
    }

    #[test]
    fn split_iterations_find_the_path_one_thread_finds() {
        let solver = fours();
        let goal = BigBoard::solved(FiveSolver::size());
        let mut rng = SplitMix64::new(11);
        for _ in 0..6 {
            let start = walk(&goal, 100, &mut rng);
            if !start.can_reach(&goal) {
                continue;
            }
            let alone = solver
                .search(&start, &goal, None, &OnThreads::new(1), &mut |_, _| {})
                .0;
            for threads in [2, 3] {
                // Every iteration after the first is split.
                let split = OnThreads {
                    threads,
                    split_nodes: 0,
                    journal: None,
                };
                let shared = solver.search(&start, &goal, None, &split, &mut |_, _| {}).0;
                assert_eq!(shared, alone, "{threads} threads");
            }
        }
    }

    #[test]
    fn journaled_searches_stopped_halfway_go_on_to_the_same_path_and_count() {
        let solver = fours();
        let folder =
            std::env::temp_dir().join(format!("eight-five-journal-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let goal = BigBoard::solved(FiveSolver::size());
        let mut rng = SplitMix64::new(11);
        let mut checked = 0;
        while checked < 3 {
            let start = walk(&goal, 300, &mut rng);
            if !start.can_reach(&goal) {
                continue;
            }
            checked += 1;
            let alone = solver
                .search(&start, &goal, None, &OnThreads::new(1), &mut |_, _| {})
                .0;
            // Every iteration split, on one thread: the count is the same in every run.
            let whole = folder.join(format!("whole-{checked}"));
            let split = (1, 0);
            let (solution, nodes, _) = solver
                .journaled(&start, &goal, &whole, split, &mut |_, _| {})
                .unwrap();
            assert_eq!(solution, alone);
            let mut searched = false;
            let again = solver
                .journaled(&start, &goal, &whole, split, &mut |_, _| searched = true)
                .unwrap();
            assert_eq!(
                (&again.0, again.1, searched),
                (&solution, nodes, false),
                "recorded"
            );
            // Stopped halfway through the last iteration that finished subtrees: half of
            // them recorded, nothing after.
            let text = std::fs::read_to_string(&whole).unwrap();
            let lines: Vec<&str> = text.lines().collect();
            let subtrees_after = |at: usize| {
                lines[at + 1..]
                    .iter()
                    .take_while(|l| l.starts_with("subtree "))
                    .count()
            };
            let last_bound = (0..lines.len())
                .rev()
                .find(|&at| lines[at].starts_with("bound ") && subtrees_after(at) >= 4)
                .expect("an iteration of subtrees");
            let kept = &lines[..last_bound + 1 + subtrees_after(last_bound) / 2];
            let stopped = folder.join(format!("stopped-{checked}"));
            std::fs::write(&stopped, kept.join("\n") + "\n").unwrap();
            // A copy for the resume on `split`: the two-thread run below ends `stopped`
            // with its own count, which includes however far the other thread got.
            let stopped_again = folder.join(format!("stopped-again-{checked}"));
            std::fs::copy(&stopped, &stopped_again).unwrap();
            let mut heard = Vec::new();
            let resumed = solver
                .journaled(&start, &goal, &stopped, (2, 0), &mut |bound, nodes| {
                    heard.push((bound, nodes));
                })
                .unwrap();
            let bound: usize = lines[last_bound]
                .split(' ')
                .nth(1)
                .unwrap()
                .parse()
                .unwrap();
            let before: u64 = lines[last_bound]
                .split(' ')
                .nth(2)
                .unwrap()
                .parse()
                .unwrap();
            // The root's bound, skipped, then the one resumed, after the work recorded
            // before it (or that alone, when it is the root's).
            assert!(
                heard.len() <= 2 && heard.contains(&(bound, before)),
                "{heard:?}"
            );
            assert_eq!(heard[0].1, 0);
            assert_eq!(resumed.0, solution, "on two threads");
            let resumed = solver
                .journaled(&start, &goal, &stopped_again, split, &mut |_, _| {})
                .unwrap();
            assert_eq!((resumed.0, resumed.1), (solution, nodes));
            // A recorded path that does not reach the goal is refused.
            let ended = std::fs::read_to_string(&whole).unwrap();
            let found = ended.lines().find(|l| l.starts_with("found ")).unwrap();
            let emptied = found.rsplit_once(' ').unwrap().0.to_string() + " -";
            std::fs::write(&whole, ended.replace(found, &emptied)).unwrap();
            let refused = solver.journaled(&start, &goal, &whole, split, &mut |_, _| {});
            assert_eq!(
                refused.unwrap_err().to_string(),
                "the journal's path does not reach the goal"
            );
            // Another search's journal is refused.
            let other = walk(&goal, 2, &mut rng);
            let refused = solver.journaled(&other, &goal, &stopped, split, &mut |_, _| {});
            assert_eq!(
                refused.unwrap_err().kind(),
                io::ErrorKind::InvalidData,
                "another start"
            );
        }
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn the_corners_share_four_databases_and_other_blanks_add_one() {
        let mut solver = small();
        for corner in [0, 4, 20, 24] {
            solver.prepare(corner, &mut |_| {}).unwrap();
        }
        assert_eq!(solver.tables.len(), 8, "eight groups of three");
        solver.prepare(12, &mut |_| {}).unwrap();
        assert_eq!(solver.tables.len(), 9);
    }
}
