//! Additive pattern databases: what an entry is, and which tiles go in which pattern. The
//! builders are `grid::sparse` (a byte an entry) and `grid::packed` (half a byte).
//!
//! Tiles are named by their goal cells (the engine relabels every query that way), so a
//! database depends only on the board size, the goal's blank cell and the pattern's tiles.
//! An entry is indexed by where the pattern's `k` tiles are, `sum(cell_j * cells^j)`, so a
//! move of tile `j` changes the index by a constant and the search updates it with one add.
//! The entry is the fewest moves OF PATTERN TILES that bring them to their goal cells, other
//! tiles being indistinguishable and free to move: a lower bound on the moves of pattern
//! tiles in any real solution. Every move moves one tile of exactly one pattern, so the sum
//! over disjoint patterns is a lower bound on the whole solution (Korf and Felner, 2002).
//!
//! # Costs
//! An entry is a byte; a pattern of `k` tiles on `n` cells takes `n^k` bytes (a 6-tile
//! pattern on 4x4: 16.8 MB), and [`MAX_ENTRIES`] caps it. Choosing the patterns is a few
//! vector operations.

use crate::kit::placement::placements;
use crate::shared::Size;

/// The most entries one database may have (16 MiB): 6 tiles on 16 cells.
pub const MAX_ENTRIES: usize = 1 << 24;

/// The tiles (named by goal cells) of each pattern for `size` when the goal's blank is at
/// `blank`: disjoint, together every cell but `blank`.
///
/// Boards whose tiles fit one database (up to 2x4) get one pattern of all tiles. The 4x4
/// board takes Korf and Felner's 6-6-3 split: the blank's row, then the other rows' left and
/// right halves. The others read the cells along the long side (column by column on a wide
/// board, row by row on a tall one) and cut them into patterns as large as [`MAX_ENTRIES`]
/// allows, the rest in a smaller last one; these are compact blocks (2x3 or 3x2 cells).
pub fn patterns(size: Size, blank: usize) -> Vec<Vec<u8>> {
    let (rows, columns, n) = (size.rows(), size.columns(), size.cells());
    let most = largest_pattern(n);
    if rows == 4 && columns == 4 {
        let blank_row = blank / columns;
        let row: Vec<u8> = (0..columns)
            .map(|c| blank_row * columns + c)
            .filter(|&cell| cell != blank)
            .map(|cell| cell as u8)
            .collect();
        let half = |side: usize| -> Vec<u8> {
            (0..n)
                .filter(|&cell| cell / columns != blank_row && (cell % columns) / 2 == side)
                .map(|cell| cell as u8)
                .collect()
        };
        return vec![half(0), half(1), row];
    }
    let order: Vec<u8> = if rows <= columns {
        (0..columns)
            .flat_map(|c| (0..rows).map(move |r| r * columns + c))
            .collect::<Vec<_>>()
    } else {
        (0..n).collect()
    }
    .into_iter()
    .filter(|&cell| cell != blank)
    .map(|cell| cell as u8)
    .collect();
    order.chunks(most).map(|chunk| chunk.to_vec()).collect()
}

/// The most tiles a pattern on `cells` cells may hold: the largest `k` with `cells^k` at
/// most [`MAX_ENTRIES`].
pub fn largest_pattern(cells: usize) -> usize {
    let mut k = 0;
    let mut entries = 1usize;
    while entries * cells <= MAX_ENTRIES {
        entries *= cells;
        k += 1;
    }
    k
}

/// The cheap "light tier" split for `size` with the goal's blank at `blank`, for the sizes
/// whose full databases take a tenth of a second or more ([`LIGHT_FROM`]; `None` for the
/// others).
///
/// On 4x4: the four 2x2 quadrants without the blank, 4-4-4-3 tiles. Each database is at
/// most 64 KB (`16^4` bytes) and builds in about a millisecond, where 6-6-3 takes about 1 s
/// (one 6-tile build on two cores and its mirror image) and 5-5-5 about 0.3 s on the
/// development machine (`lightoj 100 cold` in benches/grid.rs). On the other slow sizes
/// (2x8, 8x2, 3x5, 5x3, 2x7, 7x2, and 3x4, 2x6, 2x5 and their transposes): the full split's
/// order of cells along the long side, cut into patterns of [`LIGHT_TILES`] tiles
/// (neighbouring columns or rows), where a full pattern takes a tenth of a second (3x4: 200
/// random queries to random goals took 0.08 s instead of 1.3 s) to seconds. Any disjoint
/// split is admissible, so the answers are the same; only the search is slower, which for
/// short boards is a millisecond or so, and a case that is already solved needs no search
/// at all.
pub fn light_patterns(size: Size, blank: usize) -> Option<Vec<Vec<u8>>> {
    if size == Size::FOUR {
        // Quadrant q's top left cell is q / 2 * 8 + q % 2 * 2.
        let quadrant = |q: usize| [0, 1, 4, 5].map(|offset| q / 2 * 8 + q % 2 * 2 + offset);
        let tiles = |q| {
            quadrant(q)
                .iter()
                .filter(|&&cell| cell != blank)
                .map(|&cell| cell as u8)
                .collect()
        };
        return Some((0..4).map(tiles).collect());
    }
    let full = patterns(size, blank);
    // Its first pattern is its largest.
    if placements(size.cells(), full[0].len()) < LIGHT_FROM {
        return None;
    }
    Some(
        full.concat()
            .chunks(LIGHT_TILES)
            .map(<[u8]>::to_vec)
            .collect(),
    )
}

/// The tiles of a light pattern off 4x4: 4 tiles on 16 cells are 43,680 placements, a
/// millisecond or two to build.
const LIGHT_TILES: usize = 4;

/// The placements of a full pattern from which a size gets a light tier: 2^19, so 6 tiles
/// on 12 cells (3x4, 2x6 and their transposes: 665,280 placements, about 0.1 s to build,
/// which a big board's exact finish paid in every process), 7 on 10 (2x5, 5x2: 604,800)
/// and everything [`slow_to_build`] takes, but not 5 tiles on 16 (524,160).
const LIGHT_FROM: usize = 1 << 19;

/// Whether the databases of `patterns` on `size` are slow to build: some pattern has at
/// least 2^21 placements (6 tiles on 14 cells or more, 0.7 s or more a pattern on the
/// development machine; 5 tiles on 16 cells, 0.5 M placements, build in tens of
/// milliseconds). Only these are cached on disk, and only these make preparing a goal slow.
pub fn slow_to_build(size: Size, patterns: &[Vec<u8>]) -> bool {
    patterns
        .iter()
        .any(|tiles| placements(size.cells(), tiles.len()) >= 1 << 21)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn size(rows: usize, columns: usize) -> Size {
        Size::new(rows, columns).unwrap()
    }

    #[test]
    fn patterns_cover_every_tile_once() {
        for (rows, columns) in [
            (2, 2),
            (2, 5),
            (5, 2),
            (3, 4),
            (4, 3),
            (2, 8),
            (8, 2),
            (3, 5),
            (2, 7),
            (4, 4),
        ] {
            let size = size(rows, columns);
            for blank in 0..size.cells() {
                let expected: Vec<u8> = (0..size.cells() as u8)
                    .filter(|&c| usize::from(c) != blank)
                    .collect();
                let covers = |patterns: &[Vec<u8>]| {
                    let mut all: Vec<u8> = patterns.concat();
                    all.sort_unstable();
                    all == expected
                };
                let full = patterns(size, blank);
                assert!(covers(&full));
                let most = largest_pattern(size.cells());
                assert!(full.iter().all(|p| p.len() <= most));
                // A light tier exactly where a full pattern has 2^19 placements or more:
                // here every size from 10 cells (7 tiles on 10 cells, 6 on 12, and the slow
                // ones), cheap and complete.
                let light = light_patterns(size, blank);
                let heavy = size.cells() >= 10;
                assert_eq!(light.is_some(), heavy, "{size}");
                if let Some(light) = light {
                    assert!(covers(&light));
                    assert!(light.iter().all(|p| p.len() <= 4));
                    assert!(!slow_to_build(size, &light));
                }
            }
        }
    }

    #[test]
    fn the_4x4_split_is_korf_and_felners() {
        assert_eq!(
            patterns(size(4, 4), 0),
            vec![
                vec![4, 5, 8, 9, 12, 13],
                vec![6, 7, 10, 11, 14, 15],
                vec![1, 2, 3]
            ]
        );
        assert_eq!(
            patterns(size(2, 8), 15),
            vec![
                vec![0, 8, 1, 9, 2, 10],
                vec![3, 11, 4, 12, 5, 13],
                vec![6, 14, 7]
            ]
        );
        assert_eq!(largest_pattern(16), 6);
        assert_eq!(largest_pattern(8), 8);
        assert_eq!(largest_pattern(10), 7);
    }
}
