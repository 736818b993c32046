//! The one drawing of a board, as SVG: every board of the page is this writer's. Cells are 100 units; a tile is a rounded square with its
//! number, in a group placed by `transform` (the page's script moves a tile by changing it,
//! and nothing else); a tile already in its goal cell is drawn apart (class `h`); the blank
//! is a dashed outline (class `e`), plain to see on every size. Sizes and colours are in the
//! page's style sheet ([`STYLE`]), so a tile costs about 50 bytes: 200 3x3 boards are 100 KB.
//!
//! Why it is right: each cell's value is drawn at its row and column (`cell / columns`,
//! `cell % columns`), the blank's cell holds the outline, and the `data-board` attribute
//! carries the cells in reading order, which the browser tests compare with the crate's own
//! replay.
//!
//! # Costs
//! Linear in the cells.

use std::fmt::Write;

/// The side of a cell, in SVG units.
pub(crate) const CELL: usize = 100;

/// One piece of a drawn board: a tile (0 the blank) at its row and column, and whether it
/// is in its goal cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Piece {
    /// The cell's row, from 0 at the top.
    pub row: usize,
    /// The cell's column, from 0 at the left.
    pub column: usize,
    /// The tile in it; 0 the blank.
    pub tile: u32,
    /// Whether the tile is in its cell of the goal (never the blank).
    pub home: bool,
}

/// The pieces of a `rows` x `columns` board holding `cells` (reading order, 0 the blank),
/// measured against `goal`: the one layout every drawing of a board is made from (this
/// SVG, and the statements' TikZ).
///
/// # Panics
/// If `cells` or `goal` is not `rows * columns` long: callers draw boards of their size.
pub(crate) fn pieces(rows: usize, columns: usize, cells: &[u32], goal: &[u32]) -> Vec<Piece> {
    assert!(
        cells.len() == rows * columns && goal.len() == cells.len(),
        "a board of {rows}x{columns} has {} cells",
        rows * columns
    );
    let mut home = vec![usize::MAX; cells.len()];
    for (cell, &tile) in goal.iter().enumerate() {
        if let Some(slot) = home.get_mut(tile as usize) {
            *slot = cell;
        }
    }
    cells
        .iter()
        .enumerate()
        .map(|(cell, &tile)| Piece {
            row: cell / columns,
            column: cell % columns,
            tile,
            home: tile != 0 && home.get(tile as usize) == Some(&cell),
        })
        .collect()
}

/// The SVG of a `rows` x `columns` board holding `cells` (reading order, 0 the blank), with
/// the tiles in their cell of `goal` drawn apart; `class` is the SVG's class.
///
/// # Panics
/// If `cells` or `goal` is not `rows * columns` long: callers draw boards of their size.
pub(crate) fn board(
    rows: usize,
    columns: usize,
    cells: &[u32],
    goal: &[u32],
    class: &str,
) -> String {
    let pieces = pieces(rows, columns, cells, goal);
    let (width, height) = (columns * CELL, rows * CELL);
    let mut svg = format!(
        "<svg class=\"{class}\" viewBox=\"-4 -4 {} {}\" data-board=\"{}\"><rect class=\"f\" \
         x=\"-4\" y=\"-4\" width=\"{}\" height=\"{}\"/>",
        width + 8,
        height + 8,
        numbers(cells),
        width + 8,
        height + 8
    );
    for piece in pieces {
        let place = translate(piece.row * columns + piece.column, columns);
        if piece.tile == 0 {
            let _ = write!(svg, "<rect class=\"e\" transform=\"{place}\"/>");
        } else {
            let class = if piece.home { " class=\"h\"" } else { "" };
            let _ = write!(
                svg,
                "<g{class} transform=\"{place}\"><rect/><text>{}</text></g>",
                piece.tile
            );
        }
    }
    svg + "</svg>"
}

/// A board's SVG as a file of its own: [`board`] with the namespace and the style inside,
/// for a statement's pictures.
pub(crate) fn file(rows: usize, columns: usize, cells: &[u32], goal: &[u32]) -> String {
    let drawn = board(rows, columns, cells, goal, "b");
    let width = columns * 40 + 4;
    let height = rows * 40 + 4;
    drawn
        .replacen(
            "<svg ",
            &format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" "
            ),
            1,
        )
        .replacen("/>", &format!("/><style>{STYLE}</style>"), 1)
        + "\n"
}

/// The style of the boards: tile, home tile, blank and frame (the page adds its dark
/// colours).
pub(crate) const STYLE: &str = "svg g rect,svg .e{width:96px;height:96px;rx:10px}\
svg g rect{fill:#dbe4f0;stroke:#4a5d7a;stroke-width:2px}\
svg text{transform:translate(48px,50px);text-anchor:middle;dominant-baseline:central;\
font:600 44px sans-serif;fill:#1d2b40}\
svg .h rect{fill:#b9e3c6;stroke:#2f7d4a}svg .h text{fill:#174a2a}\
svg .e{fill:none;stroke:#c2410c;stroke-width:4px;stroke-dasharray:12 8}\
svg .f{rx:12px;fill:#f4f6fa;stroke:#8794a8;stroke-width:2px}";

/// `translate(x,y)` of `cell` on a board `columns` wide, 2 units inside its cell.
pub(crate) fn translate(cell: usize, columns: usize) -> String {
    format!(
        "translate({},{})",
        cell % columns * CELL + 2,
        cell / columns * CELL + 2
    )
}

/// The cells as numbers between single spaces.
pub(crate) fn numbers(cells: &[u32]) -> String {
    let mut text = String::with_capacity(cells.len() * 3);
    for (at, cell) in cells.iter().enumerate() {
        if at > 0 {
            text.push(' ');
        }
        let _ = write!(text, "{cell}");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_tile_is_drawn_at_its_cell_and_home_tiles_apart() {
        let svg = board(2, 2, &[1, 0, 2, 3], &[1, 2, 3, 0], "b");
        assert!(
            svg.starts_with("<svg class=\"b\" viewBox=\"-4 -4 208 208\""),
            "{svg}"
        );
        assert!(svg.contains("data-board=\"1 0 2 3\""));
        // 1 is home (cell 0); 2 and 3 are not; the blank's outline is at cell 1.
        assert!(
            svg.contains("<g class=\"h\" transform=\"translate(2,2)\"><rect/><text>1</text></g>")
        );
        assert!(svg.contains("<rect class=\"e\" transform=\"translate(102,2)\"/>"));
        assert!(svg.contains("<g transform=\"translate(2,102)\"><rect/><text>2</text></g>"));
        assert!(svg.contains("<g transform=\"translate(102,102)\"><rect/><text>3</text></g>"));
        assert!(svg.ends_with("</svg>"));
        assert_eq!(svg.matches("<g").count(), 3);
    }

    #[test]
    #[should_panic(expected = "a board of 3x3 has 9 cells")]
    fn a_board_of_the_wrong_length_is_refused() {
        board(3, 3, &[1, 2, 0], &[1, 2, 0], "b");
    }
}
