//! A board as a TikZ picture, for the LaTeX statements of `eight package`: LaTeX takes no
//! SVG, and TikZ is loaded by the statement classes of BAPCtools and problemtools. The
//! picture is made from the same pieces as the page's SVG ([`super::svg::pieces`]): the
//! same tiles in the same cells, the tiles in their goal cell shaded apart, the blank a
//! dashed outline.
//!
//! # Costs
//! About 60 bytes a cell.

use super::svg::pieces;
use std::fmt::Write;

/// The TikZ picture of a `rows` x `columns` board holding `cells` (reading order, 0 the
/// blank), the tiles in their cell of `goal` shaded; `side` is a cell's side in
/// centimetres.
///
/// # Panics
/// If `cells` or `goal` is not `rows * columns` long.
pub(crate) fn board(rows: usize, columns: usize, cells: &[u32], goal: &[u32], side: f64) -> String {
    let mut tikz = format!(
        "\\begin{{tikzpicture}}[x={side}cm,y=-{side}cm,font=\\sffamily,\
         baseline=(current bounding box.center)]\n\
         \x20 \\draw[rounded corners=2pt,fill=black!4,draw=black!50] (-0.06,-0.06) rectangle \
         ({},{});\n",
        columns as f64 + 0.06,
        rows as f64 + 0.06
    );
    for piece in pieces(rows, columns, cells, goal) {
        let (x, y) = (piece.column, piece.row);
        if piece.tile == 0 {
            let _ = writeln!(
                tikz,
                "  \\draw[dashed,thick,draw=orange!80!black,rounded corners=2pt] \
                 ({x}.06,{y}.06) rectangle ({x}.94,{y}.94);"
            );
            continue;
        }
        let fill = match piece.home {
            true => "green!25",
            false => "blue!8",
        };
        let _ = writeln!(
            tikz,
            "  \\draw[fill={fill},draw=black!60,rounded corners=2pt] ({x}.04,{y}.04) rectangle \
             ({x}.96,{y}.96) node[midway] {{{}}};",
            piece.tile
        );
    }
    tikz + "\\end{tikzpicture}"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_tile_is_drawn_in_its_cell_and_home_tiles_apart() {
        let tikz = board(2, 2, &[1, 0, 2, 3], &[1, 2, 3, 0], 0.8);
        assert!(tikz.starts_with(
            "\\begin{tikzpicture}[x=0.8cm,y=-0.8cm,font=\\sffamily,baseline=(current bounding \
             box.center)]\n"
        ));
        assert!(tikz.contains("(-0.06,-0.06) rectangle (2.06,2.06);"));
        assert!(tikz.contains(
            "\\draw[fill=green!25,draw=black!60,rounded corners=2pt] (0.04,0.04) rectangle \
             (0.96,0.96) node[midway] {1};"
        ));
        assert!(
            tikz.contains("(1.06,0.06) rectangle (1.94,0.94);"),
            "the blank at row 0, column 1"
        );
        assert!(tikz.contains("(0.04,1.04) rectangle (0.96,1.96) node[midway] {2};"));
        assert!(tikz.contains("[fill=blue!8,"));
        assert_eq!(tikz.matches("node[midway]").count(), 3);
        assert!(tikz.ends_with("\\end{tikzpicture}"));
    }
}
