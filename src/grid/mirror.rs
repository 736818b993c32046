//! Pattern databases copied rather than built: a symmetry of the board that maps one
//! pattern's goal cells onto another's (and keeps the goal's blank in its region) maps the
//! first one's search onto the second's, state for state and level for level, so its
//! database is the first one's with its entries moved ([`mirror_of`], [`mirror_into`]). On
//! 4x4 the second 6-tile half of 6-6-3 is the first one's mirror image; the packed 8-tile
//! patterns are their own (`super::packed` searches them by halves).
//!
//! # Costs
//! A copy is one sequential pass over the `cells^k` entries: 0.03 s for a 6-tile pattern
//! on 16 cells, where a build takes about a second.

use crate::kit::shape::Shape;
use crate::kit::symmetry::Isometry;
use crate::shared::Size;

/// A symmetry `map` of the board (an involution on cells) that turns the database of
/// `from` into that of `to`, both for goals with the blank at `blank`: it maps `from`'s
/// goal cells onto `to`'s, and the goal's blank and its image lie in one region of the
/// cells `from` leaves free.
///
/// Why the copy is exact: the database of a pattern is a breadth-first search from its
/// tiles at home with the blank anywhere in the region of free cells around the goal's
/// blank, so it depends on the blank only through that region. The symmetry maps the search
/// of `from` with the blank at `map[blank]` onto the search of `to` with the blank at
/// `blank`, state for state and level for level; and when `blank` and `map[blank]` share a
/// region of `from`'s free cells, the search of `from` with the blank at `map[blank]` is
/// the one with the blank at `blank`.
pub fn mirror_of(size: Size, blank: usize, from: &[u8], to: &[u8]) -> Option<Vec<u8>> {
    if from.len() != to.len() {
        return None;
    }
    let shape = Shape::new(size);
    let occupied: u32 = from.iter().map(|&t| 1u32 << t).sum();
    let region = shape.flood(1 << blank, shape.all & !occupied);
    let target: u32 = to.iter().map(|&t| 1u32 << t).sum();
    // The mirrors, the half turn and, on a square board, the transpose: each its own inverse.
    let square = size.rows() == size.columns();
    let isometries = [
        Isometry::MIRROR_COLUMNS,
        Isometry::MIRROR_ROWS,
        Isometry::HALF_TURN,
        Isometry::TRANSPOSE,
    ];
    // By value in every edition (the one-file checkers may be built as 2018).
    let mut maps = IntoIterator::into_iter(isometries)
        .filter(|isometry| square || !isometry.transpose)
        .map(|isometry| isometry.map::<16>(size)[..size.cells()].to_vec());
    maps.find(|map| {
        let image: u32 = from.iter().map(|&t| 1u32 << map[usize::from(t)]).sum();
        image == target && region & (1 << map[blank]) != 0
    })
}

/// The database of `to` from that of `from` (`from_table`) by the symmetry `map` that
/// [`mirror_of`] found: entry by entry, tile `t` of `from` on cell `c` becoming tile
/// `map[t]` of `to` on cell `map[c]`. A sequential pass over the `cells^k` entries.
///
/// # Panics
/// If `map` does not map `from`'s tiles onto `to`'s, or a table has not `cells^k` bytes.
pub fn mirror_into(
    size: Size,
    map: &[u8],
    from: &[u8],
    from_table: &[u8],
    to: &[u8],
    to_table: &mut [u8],
) {
    let n = size.cells();
    let k = to.len();
    assert_eq!(from_table.len(), n.pow(k as u32), "the source's length");
    assert_eq!(to_table.len(), n.pow(k as u32), "the table's length");
    let weights: Vec<usize> = (0..k).map(|j| n.pow(j as u32)).collect();
    // Tile `j` of `to` is tile `source[j]` of `from`; its index weight there.
    let source_weight: Vec<usize> = to
        .iter()
        .map(|&t| {
            let j = from
                .iter()
                .position(|&f| f == map[usize::from(t)])
                .expect("the symmetry maps the tiles of one pattern onto the other");
            weights[j]
        })
        .collect();
    // Counted like an odometer over `to`'s cells (tile 0 the fastest digit), keeping the
    // index of the mirrored placement in `from`'s table alongside.
    let mut digits = vec![0usize; k];
    let mut source: usize = source_weight.iter().map(|&w| usize::from(map[0]) * w).sum();
    for entry in to_table.iter_mut() {
        *entry = from_table[source];
        for (j, digit) in digits.iter_mut().enumerate() {
            let before = usize::from(map[*digit]) * source_weight[j];
            *digit += 1;
            if *digit < n {
                source = source - before + usize::from(map[*digit]) * source_weight[j];
                break;
            }
            *digit = 0;
            source = source - before + usize::from(map[0]) * source_weight[j];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::pattern::patterns;
    use crate::grid::sparse::build;
    use crate::grid::sparse::tests::build_on;

    fn size(rows: usize, columns: usize) -> Size {
        Size::new(rows, columns).unwrap()
    }

    fn mirrored(size: Size, blank: usize, from: &[u8], from_table: &[u8], to: &[u8]) -> Vec<u8> {
        let map = mirror_of(size, blank, from, to).expect("a mirror");
        let mut table = vec![0u8; size.cells().pow(to.len() as u32)];
        mirror_into(size, &map, from, from_table, to, &mut table);
        table
    }

    #[test]
    fn mirrored_databases_equal_built_ones() {
        // 3x4, goal blank top-left: the left block of the lower rows and its mirror image,
        // by the column mirror, which sends the blank to the top-right corner.
        let size = size(3, 4);
        let (from, to) = ([4, 5, 8, 9], [7, 6, 11, 10]);
        assert_eq!(mirror_of(size, 0, &from, &to).expect("a mirror")[0], 3);
        let copy = mirrored(size, 0, &from, &build(size, 0, &from), &to);
        assert!(copy == build(size, 0, &to));
        // 4x4, Korf's goal: a column of three under the blank and the far column.
        let size = self::size(4, 4);
        let (from, to) = ([4, 8, 12], [7, 11, 15]);
        let copy = mirrored(size, 0, &from, &build(size, 0, &from), &to);
        assert!(copy == build(size, 0, &to));
        // The 6-6-3 split: the second half is the first one's mirror; the row is no image.
        let split = patterns(size, 0);
        assert!(mirror_of(size, 0, &split[0], &split[1]).is_some());
        assert!(mirror_of(size, 0, &split[0], &split[2]).is_none());
    }

    #[test]
    fn the_4x4_halves_are_mirror_images() {
        // The databases the engine copies rather than builds, checked entry by entry.
        let size = size(4, 4);
        for blank in [0, 15] {
            let split = patterns(size, blank);
            let from = build_on(size, blank, &split[0], 2);
            let copy = mirrored(size, blank, &split[0], &from, &split[1]);
            assert!(copy == build_on(size, blank, &split[1], 2), "blank {blank}");
        }
    }

    #[test]
    fn no_mirror_when_the_blank_and_its_image_are_apart() {
        // 2x3 (cells 0 1 2 / 3 4 5), blank 0 shut in by tiles 1, 3 and 4: only the column
        // mirror maps them onto 1, 4, 5, and it sends the blank to 2, outside its region.
        let size = size(2, 3);
        assert_eq!(mirror_of(size, 0, &[1, 4, 3], &[1, 4, 5]), None);
        assert_eq!(mirror_of(size, 0, &[1, 4], &[4, 1, 2]), None);
    }
}
