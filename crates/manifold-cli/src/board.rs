//! The board as text: pieces as FEN letters, empty cells as `.`, and the game's own file
//! and rank names on all four edges (Wirth: files K L A ... J, ranks 10 at the top down to
//! 11 at the bottom).

use manifold_rules::geometry::Layout;
use manifold_rules::geometry::hex;
use manifold_rules::geometry::square::cell_at;
use manifold_rules::{Geometry, Position, Seat};

/// The name of file `file` (the letters of its cell names on the bottom rank).
pub(crate) fn file_name(g: &Geometry, file: i32) -> String {
    cell_at(g, file, 0).map_or_else(String::new, |c| {
        g.cell_name(c)
            .trim_end_matches(|ch: char| ch.is_ascii_digit())
            .to_string()
    })
}

/// The name of rank `rank` (the digits of its cell names on the left file).
pub(crate) fn rank_name(g: &Geometry, rank: i32) -> String {
    cell_at(g, 0, rank).map_or_else(String::new, |c| {
        g.cell_name(c)
            .trim_start_matches(|ch: char| ch.is_ascii_alphabetic())
            .to_string()
    })
}

/// The board of a position, top rank (or row) first, ending with a newline. Square grids
/// print a rank per line; the Mattrix hex board prints [`render_hex_board`].
pub fn render_board(pos: &Position) -> String {
    let g = pos.geometry();
    match g.layout() {
        Layout::SquareGrid | Layout::Torus => {}
        Layout::Hex => return render_hex_board(pos),
        Layout::TwoBoards => return render_two_boards(pos),
    }
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

/// Columns of text per vertical of the hex board (a cell takes two, its row neighbours
/// stand two verticals away).
const HEX_COLUMN: usize = 2;

/// The Mattrix hex board as text: one line per row, `a` at the top, each cell under its
/// vertical number (odd verticals on the first header line, even on the second), so that
/// rows are indented as the board is. A piece is its army's letter (`w` White, `b` Blue,
/// `r` Red) and the piece letter (`wK`, `bH`, `rP`); an empty cell is `.`. A legend ends it.
pub(crate) fn render_hex_board(pos: &Position) -> String {
    let verticals = 1..=27i32;
    let slot = |v: i32| (v as usize - 1) * HEX_COLUMN;
    let header = |odd: bool| {
        let mut line = " ".repeat(3 + slot(27) + HEX_COLUMN);
        for v in verticals.clone().filter(|v| (v % 2 == 1) == odd) {
            let text = format!("{v:>width$}", width = HEX_COLUMN);
            let at = 3 + slot(v);
            line.replace_range(at..at + HEX_COLUMN, &text);
        }
        format!("{}\n", line.trim_end())
    };
    let mut out = header(true) + &header(false);
    for r in 0..hex::ROWS as i32 {
        let letter = hex::ROW_LETTERS[r as usize];
        let mut line = format!("{letter}  {}", " ".repeat(slot(27) + HEX_COLUMN));
        let (lo, hi) = hex::row_span(r);
        for q in lo..=hi {
            let Some(cell) = hex::cell_at(q, r) else {
                continue;
            };
            let text = match pos.piece_at(cell) {
                Some(p) => {
                    let army = match p.seat {
                        Seat(0) => 'w',
                        Seat(1) => 'b',
                        _ => 'r',
                    };
                    let letter = pos.variant().letter(p.role, Seat::WHITE).unwrap_or('?');
                    format!("{army}{letter}")
                }
                None => format!("{:>width$}", ".", width = HEX_COLUMN),
            };
            let at = 3 + slot(hex::vertical(q, r));
            line.replace_range(at..at + HEX_COLUMN, &text);
        }
        out.push_str(line.trim_end());
        out.push_str(&format!("  {letter}\n"));
    }
    out.push_str(&header(true));
    out.push_str(&header(false));
    out.push_str("Armies: w White (bottom), b Blue (upper left), r Red (upper right).\n");
    out.push_str("Pieces: K Q R B N, H heavy pawn, P light pawn; cells: row letter + vertical.\n");
    out
}

/// Chess-transit: board 1 and board 2 side by side (board 2 to White's right), each with
/// its status above it.
pub(crate) fn render_two_boards(pos: &Position) -> String {
    use manifold_rules::transit::BoardStatus;
    let v = pos.variant();
    let status = |b: usize| match pos.board_status()[b] {
        BoardStatus::Open => "open".to_string(),
        BoardStatus::Won(s) if s == Seat::WHITE => "closed, 1-0".to_string(),
        BoardStatus::Won(_) => "closed, 0-1".to_string(),
        BoardStatus::Drawn => "closed, draw".to_string(),
    };
    let files = "a b c d e f g h";
    let mut out = format!(
        "   {:<19}    board 2 ({})\n",
        format!("board 1 ({})", status(0)),
        status(1)
    );
    out.push_str(&format!("   {files}        {files}\n"));
    for rank in (0..8u8).rev() {
        let row = |board: u8| -> String {
            (0..8u8)
                .map(|file| {
                    let cell = manifold_rules::Cell(board * 64 + rank * 8 + file);
                    pos.piece_at(cell)
                        .map_or('.', |p| v.letter(p.role, p.seat).unwrap_or('?'))
                        .to_string()
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        out.push_str(&format!(
            "{r}  {}  {r}  {r}  {}  {r}\n",
            row(0),
            row(1),
            r = rank + 1
        ));
    }
    out.push_str(&format!("   {files}        {files}\n"));
    out
}
