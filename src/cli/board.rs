//! The board as text: pieces as FEN letters, empty cells as `.`, and the game's own file
//! and rank names on all four edges (Wirth: files K L A ... J, ranks 10 at the top down to
//! 11 at the bottom).

use crate::rules::geometry::square::cell_at;
use crate::rules::{Geometry, Position};

/// The name of file `file` (the letters of its cell names on the bottom rank).
pub fn file_name(g: &Geometry, file: i32) -> String {
    cell_at(g, file, 0).map_or_else(String::new, |c| {
        g.cell_name(c)
            .trim_end_matches(|ch: char| ch.is_ascii_digit())
            .to_string()
    })
}

/// The name of rank `rank` (the digits of its cell names on the left file).
pub fn rank_name(g: &Geometry, rank: i32) -> String {
    cell_at(g, 0, rank).map_or_else(String::new, |c| {
        g.cell_name(c)
            .trim_start_matches(|ch: char| ch.is_ascii_alphabetic())
            .to_string()
    })
}

/// The board of a square-grid position, top rank first, ending with a newline.
pub fn render_board(pos: &Position) -> String {
    let g = pos.geometry();
    let v = pos.variant();
    let (w, h) = (g.size().0 as i32, g.size().1 as i32);
    let files: Vec<String> = (0..w).map(|f| file_name(g, f)).collect();
    let ranks: Vec<String> = (0..h).map(|r| rank_name(g, r)).collect();
    let col = files.iter().map(String::len).max().unwrap_or(1).max(1);
    let margin = ranks.iter().map(String::len).max().unwrap_or(1);
    let edge = format!(
        "{:margin$}  {}\n",
        "",
        files
            .iter()
            .map(|f| format!("{f:<col$}"))
            .collect::<Vec<_>>()
            .join(" ")
            .trim_end()
    );
    let mut out = edge.clone();
    for rank in (0..h).rev() {
        let cells: Vec<String> = (0..w)
            .map(|file| {
                let piece = cell_at(g, file, rank).and_then(|c| pos.piece_at(c));
                let ch = piece.map_or('.', |p| v.letter(p.role, p.seat).unwrap_or('?'));
                format!("{ch:<col$}")
            })
            .collect();
        let name = &ranks[rank as usize];
        out.push_str(&format!(
            "{name:>margin$}  {}  {name}\n",
            cells.join(" ").trim_end()
        ));
    }
    out.push_str(&edge);
    out
}
