//! The reduction that finishes every board: peel a side of the unsolved rectangle (a row or
//! a column) tile by tile, the last two of each line by a window search, until the 2x2
//! rectangle that holds the goal's blank is left, which a last window search solves. On
//! boards of at most 100 cells a caller may have each side placed by searches instead, a
//! few tiles at a time ([`place_line_by_search`], [`Sides`]): on Korf and Felner's 5x5
//! boards, with the last 4x4 finished exactly, 1.25 instead of 1.79 times the optimum; on
//! random 10x10 boards 2.43 (careful) or 2.47 (brisk) times the Manhattan sum instead of 3.3
//! (`benches/big.rs`).
//!
//! # Why it always finishes
//! The unsolved cells are a rectangle of at least 2x2 plus, while a line is being placed,
//! the line's unplaced end; a side is peeled only when the rectangle is at least 3 deep
//! across it. So a tile can always be walked: the free cells around it stay connected. The
//! last two tiles of a line are first brought into the 2x3 window at the line's end (the
//! second-last parked in the end cell, the last one and the blank beside it) and then put in place by a search over the 2x3 window they are
//! in, where the window's other tiles count as interchangeable, so every arrangement can be
//! reached. The final 2x2 rectangle is solvable because the whole board is (parity).
//!
//! # Costs
//! Each tile costs about 5 moves a cell it travels straight and 3 a cell it travels
//! diagonally, plus the blank's walk to it; a window search is at most 216 states. A
//! search over a rectangle is at most 390,625 states (see `place`).

use super::place;
use super::work::Work;
use crate::shared::Size;

/// The rectangle of cells a reduction left unsolved: its top left cell's row and column, and
/// its shape. Everything outside it is in place.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Rest {
    /// The row of its top left cell.
    pub(crate) top: usize,
    /// The column of its top left cell.
    pub(crate) left: usize,
    /// Its rows and columns.
    pub(crate) size: Size,
}

/// How the sides of the unsolved rectangle are placed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Sides {
    /// Tile by tile ([`place_line`]): any board, about 15 ns a move.
    Walked,
    /// By searches ([`place_line_by_search`]) of three tiles at a time, the estimate at
    /// 13/16 of its weight up to 8x8, 7/8 up to 9x9 and 15/16 beyond ([`BRISK_WEIGHTS`]):
    /// for boards of 26 to [`MOST_SEARCHED`] cells, about 4 ms on 10x10.
    Brisk,
    /// By searches of a whole side at a time (five tiles at most), the estimate at 11/16 of
    /// its weight, on boards of at most [`SEARCHED_WHOLE`] cells (5x5: about 25 ms); of
    /// three tiles at a time at 7/8 of its weight on bigger ones, up to [`MOST_SEARCHED`]
    /// cells (10x10: about 12 ms).
    Careful,
}

/// Solves `work` (a solvable board), the goal's blank in `blank_goal`, or stops at the
/// first tile after its sink asks for no more moves, or as soon as the unsolved rectangle
/// is one `leave` wants left (the board outside it solved), which it returns. The
/// rectangles met on the way are the same whatever `leave` says. Each line is placed as
/// `sides` says.
pub(super) fn finish(
    work: &mut Work<'_>,
    blank_goal: usize,
    leave: &dyn Fn(Size) -> bool,
    sides: Sides,
) -> Option<Rest> {
    let (rows, columns) = (work.size.rows(), work.size.columns());
    let (goal_row, goal_column) = work.row_column(blank_goal);
    let (mut top, mut bottom, mut left, mut right) = (0, rows, 0, columns);
    let mut marks = place::Marks::default();
    loop {
        let (height, width) = (bottom - top, right - left);
        if work.stopped {
            return None;
        }
        let size = Size::new(height, width).expect("the unsolved rectangle is at least 2x2");
        if leave(size) {
            return Some(Rest { top, left, size });
        }
        if height == 2 && width == 2 {
            break;
        }
        // Searched, a square of 5x5 or more gives up the side whose tiles are nearer their
        // cells: on 100 random 10x10 boards at the brisk pace 2.542 instead of 2.556 times
        // the Manhattan sum. A 4x4 gives up its row, so the exact finish gets 3x4 as before.
        let peel_row = match sides {
            Sides::Brisk | Sides::Careful if height == width && height >= 5 => {
                let row = if goal_row > top { top } else { bottom - 1 };
                let column = if goal_column > left { left } else { right - 1 };
                let row_cells = (left..right).map(|column| row * columns + column);
                let column_cells = (top..bottom).map(|row| row * columns + column);
                away(work, row_cells) <= away(work, column_cells)
            }
            _ => height >= 3 && (height >= width || width == 2),
        };
        // A search takes the rectangle's cells before the line comes off it; they are listed
        // only then, as a big board's rectangles are walked, not searched.
        let (rectangle_rows, rectangle_columns) = (top..bottom, left..right);
        let place = |work: &mut Work<'_>, line: Vec<usize>, inward: isize| match sides {
            Sides::Brisk | Sides::Careful => {
                let free = rectangle_rows
                    .flat_map(|row| {
                        rectangle_columns
                            .clone()
                            .map(move |column| row * columns + column)
                    })
                    .collect();
                place_line_by_search(work, &mut marks, sides, line, free)
            }
            Sides::Walked => place_line(work, line, inward),
        };
        if peel_row {
            let (row, inward) = if goal_row > top {
                top += 1;
                (top - 1, columns as isize)
            } else {
                bottom -= 1;
                (bottom, -(columns as isize))
            };
            let line: Vec<usize> = (left..right).map(|column| row * columns + column).collect();
            place(work, line, inward);
        } else {
            let (column, inward) = if goal_column > left {
                left += 1;
                (left - 1, 1)
            } else {
                right -= 1;
                (right, -1)
            };
            let line: Vec<usize> = (top..bottom).map(|row| row * columns + column).collect();
            place(work, line, inward);
        }
    }
    let corner = top * columns + left;
    let window = [corner, corner + 1, corner + columns, corner + columns + 1];
    let tracked: Vec<(u32, usize)> = window
        .iter()
        .filter(|&&cell| cell != blank_goal)
        .map(|&cell| (cell as u32, cell))
        .collect();
    work.solve_window(&window, &tracked);
    None
}

/// How far the tiles of `cells` are from them: the sum of their Manhattan distances.
fn away(work: &Work<'_>, cells: impl Iterator<Item = usize>) -> usize {
    cells
        .map(|cell| work.distance(work.cell_of[cell] as usize, cell))
        .sum()
}

/// The most cells of a board whose sides are placed whole by careful searches over the
/// whole unsolved rectangle (beyond, a few tiles at a time over the box round them).
pub(crate) const SEARCHED_WHOLE: usize = 25;

/// The weights of [`Sides::Brisk`]'s searches by the most cells of a board: on random
/// boards a brisk answer takes about 4 ms at each size's weight (`benches/RESULTS.md`).
const BRISK_WEIGHTS: [(usize, u16); 3] = [(64, 13), (81, 14), (MOST_SEARCHED, 15)];

/// The most states a search of [`place_line_by_search`] meets before it is made again
/// greedier (its weight up by 8), which bounds the time of the few groups that a search of
/// low weight finds hard (one of Korf and Felner's 5x5 boards took 160 ms without it, 30 ms with it).
const BUDGET: usize = 200_000;

/// The most cells of a board whose sides are placed by searches: a search's slots are bytes.
pub(crate) const MOST_SEARCHED: usize = 100;

/// Places the tiles of `line` (a side of the unsolved rectangle, whose unlocked cells are
/// `free`) in groups from its end nearer the blank, and locks them: each group by a search
/// for its tiles and the blank ([`place::place`]) as `sides` says ([`Sides::Brisk`] or
/// [`Sides::Careful`]). The line is split evenly into groups of at most five tiles (a 5x5
/// board's whole side), three or two on bigger boards, the smaller first (5 cells in groups
/// of three: 2 then 3). Every arrangement of a group is reachable over all the free cells,
/// the other tiles being interchangeable and the free cells at least 2 deep, except that
/// the line's end cell is a dead end once the cells before it are locked: so the last group
/// holds at least the last two tiles. On boards beyond [`SEARCHED_WHOLE`] cells the search
/// first keeps to the free cells of the box round the group's tiles, their cells and the
/// blank (at least 3x3), and takes all the free cells only when the box does not let the
/// tiles in (never, on the boards of `benches/big.rs`). In each, the tiles are first kept
/// to their lanes ([`place::LANE`]), then let go.
///
/// The weights, measured with the estimate of each tile alone (`place`'s `walks`) on Korf
/// and Felner's fifty 5x5 boards (mean moves over the optima, with the exact 4x4 finish,
/// the mean time a board with the disk cache, `eight --size 5x5`) and on 100 random boards
/// of 8x8 and 10x10 (mean moves over the Manhattan sum, the mean time a board of one
/// batch), one run each, 2026-12-05. On 5x5, whole sides at weight 11 give 1.262 in 15 ms,
/// at 10 1.279 in 27 ms, at 12 1.275 in 9 ms, at 13 1.291 in 5 ms, at 8 1.304 in 56 ms (the
/// old walk's estimate at 9: 1.264 in 21 ms). On 10x10 careful (the finish exact), three
/// tiles at 14 give 2.45 in 12 ms, at 15 2.50 in 9 ms, at 16 2.56 in 7 ms; two at 16, 2.70
/// in 5 ms. On 10x10 brisk, three at 16 give 2.56 in 4 ms, at 15 2.50 in 5 ms, at 17 2.61
/// in 4 ms; two at 14, 2.62 in 4 ms. On 8x8 careful, three at 14 give 2.38 in 5 ms, at 15
/// 2.43 in 4 ms. With the searches' lanes (`place`), the light tables of the 3x4 finish and
/// the nearer side of a square (later that day; random boards in batches of 100 and 200,
/// the binary's time, process included): brisk on 10x10, three at 15 give 2.49 in 3.9 ms,
/// at 16 2.55 in 2.8 ms, at 14 2.45 in 5.7 ms; on 9x9, at 14 2.40 in 3.3 ms, at 15 2.44 in
/// 2.4 ms; on 8x8, at 13 2.33 in 3.2 ms, at 14 2.39 in 2.0 ms. The old walk's estimate (`5
/// max + min` of a tile's row and column distances, plus the blank's distance) gave,
/// careful on 10x10, three tiles at 14 2.49 in 18 ms, at 16 2.61 in 10 ms, at 12 2.41 in
/// 110 ms; brisk two at 16, 2.73 in 3.3 ms. Tried before: A* by the fewest moves, two
/// tiles, without the moves' costs, 2.80 in 200 ms.
fn place_line_by_search(
    work: &mut Work<'_>,
    marks: &mut place::Marks,
    sides: Sides,
    mut line: Vec<usize>,
    mut free: Vec<usize>,
) {
    let (first, last) = (line[0], line[line.len() - 1]);
    if work.distance(work.blank, last) < work.distance(work.blank, first) {
        line.reverse();
    }
    let small = work.size.cells() <= SEARCHED_WHOLE;
    let (most, weight) = match (small, sides) {
        (true, _) => (5, 11),
        (false, Sides::Careful) => (3, 14),
        // As low as SPOJ's second allows: 200 boards of the size in about 0.8 s.
        (false, _) => (
            3,
            BRISK_WEIGHTS
                .iter()
                .find(|w| work.size.cells() <= w.0)
                .expect("searched boards have at most MOST_SEARCHED cells")
                .1,
        ),
    };
    let mut placed = 0;
    while placed < line.len() && !work.stopped {
        let rest = line.len() - placed;
        let group = rest / ((rest + most - 1) / most);
        let cells = &line[placed..placed + group];
        let boxed = match small {
            true => Vec::new(),
            false => boxed(work, &free, cells),
        };
        let mut weight = weight;
        loop {
            // From weight 32 on, a search as greedy as it gets: no budget.
            let budget = if weight < 32 { BUDGET } else { usize::MAX };
            // The box (if any) before all the free cells, each tile first kept to its lane.
            let mut stop = Err(place::Stop::Unreachable);
            for region in [&boxed, &free] {
                for lane in [Some(place::LANE), None] {
                    if stop == Err(place::Stop::Unreachable) && !region.is_empty() {
                        stop = place::place(work, marks, region, cells, weight, budget, lane);
                    }
                }
            }
            match stop {
                Ok(()) => break,
                Err(place::Stop::Budget) => weight += 8,
                Err(place::Stop::Unreachable) => {
                    unreachable!("the free cells let every group in")
                }
            }
        }
        for &cell in cells {
            work.lock(cell, true);
        }
        free.retain(|cell| !cells.contains(cell));
        placed += group;
    }
}

/// The cells of `free` inside the smallest box that holds the tiles of `cells`, those cells
/// and the blank, grown to at least 3x3 where the board allows (down and right first).
fn boxed(work: &Work<'_>, free: &[usize], cells: &[usize]) -> Vec<usize> {
    let (rows, columns) = (work.size.rows(), work.size.columns());
    let tiles = cells.iter().map(|&cell| work.cell_of[cell] as usize);
    let points = cells.iter().copied().chain(tiles).chain([work.blank]);
    let (mut top, mut bottom, mut left, mut right) = (usize::MAX, 0, usize::MAX, 0);
    for point in points {
        let (row, column) = work.row_column(point);
        (top, bottom) = (top.min(row), bottom.max(row));
        (left, right) = (left.min(column), right.max(column));
    }
    let grow = |low: &mut usize, high: &mut usize, most: usize| {
        while *high - *low < 2.min(most - 1) {
            match *high + 1 < most {
                true => *high += 1,
                false => *low -= 1,
            }
        }
    };
    grow(&mut top, &mut bottom, rows);
    grow(&mut left, &mut right, columns);
    free.iter()
        .copied()
        .filter(|&cell| {
            let (row, column) = work.row_column(cell);
            (top..=bottom).contains(&row) && (left..=right).contains(&column)
        })
        .collect()
}

/// Places the tiles of `line` (a side of the unsolved rectangle, the rectangle at least 3
/// deep `inward` of it) and locks them. The line is walked from its end nearer the blank.
fn place_line(work: &mut Work<'_>, mut line: Vec<usize>, inward: isize) {
    let (first, last) = (line[0], line[line.len() - 1]);
    if work.distance(work.blank, last) < work.distance(work.blank, first) {
        line.reverse();
    }
    let inside = |cell: usize, depth: isize| (cell as isize + depth * inward) as usize;
    let k = line.len();
    for &cell in &line[..k - 2] {
        if work.stopped {
            return;
        }
        work.walk_tile(cell as u32, cell);
        work.lock(cell, true);
    }
    let (second_last, end) = (line[k - 2], line[k - 1]);
    let in_place = |work: &Work<'_>| {
        work.label(second_last) == second_last as u32 && work.label(end) == end as u32
    };
    if !in_place(work) {
        // Park the second-last tile in the end cell: a corner of the free cells, so holding
        // it cuts nothing off, but it leaves the second-last cell a dead end.
        work.walk_tile(second_last as u32, end);
        work.lock(end, true);
        let window = [
            second_last,
            end,
            inside(second_last, 1),
            inside(end, 1),
            inside(second_last, 2),
            inside(end, 2),
        ];
        if work.blank == second_last {
            let out = work.direction(second_last, window[2]);
            work.step(out);
        }
        // Then bring the last tile into the window (the blank never enters the dead end on
        // the way: no walk aims at it), and the blank beside them.
        if !window.contains(&(work.cell_of[end] as usize)) {
            work.walk_tile(end as u32, window[3]);
        }
        let last_at = work.cell_of[end] as usize;
        if !window.contains(&work.blank) {
            let spot = *[window[2], window[3], window[4]]
                .iter()
                .find(|&&cell| cell != last_at)
                .expect("two of three cells are free");
            work.walk_blank(spot, last_at);
        }
        work.lock(end, false);
        work.solve_window(
            &window,
            &[(second_last as u32, second_last), (end as u32, end)],
        );
    }
    work.lock(second_last, true);
    work.lock(end, true);
}
