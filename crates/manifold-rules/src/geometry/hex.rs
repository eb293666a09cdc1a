//! The Mattrix hexagonal board (RULES 5.1): 147 pointy-top hexagons in axial coordinates.
//!
//! A cell is `(q, r)` with `0 <= q <= 13`, `0 <= r <= 13` and `7 <= q + r <= 20`; `r` is the
//! row from the top (rows `a b c d e f g h i k l m n o`, no `j`). The vertical of a cell is
//! `v = 2q + r - 6` (1..27 from the left) and its name is row letter + vertical (`h1`,
//! `b19`). Cell indices run row by row from the top, left to right within a row.
//!
//! Everything here depends only on the board, not on a [`Geometry`] value, so the app can
//! place cells on screen ([`screen_position`]), colour them ([`colour`]) and turn the board
//! ([`rotate`]) without building the move tables.

use super::{Cell, DirKind, Geometry, GeometrySpec, Layout};

/// Number of cells of the board.
pub const CELL_COUNT: usize = 147;

/// Number of rows (and the width of the axial coordinate box).
pub const ROWS: usize = 14;

/// The row letters, top (r = 0) to bottom (r = 13); there is no `j`.
pub const ROW_LETTERS: [char; ROWS] = [
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'k', 'l', 'm', 'n', 'o',
];

/// The six line steps (edge neighbours), in the order of RULES 5.1.
pub const LINES: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

/// The six diagonal steps (through a vertex to the nearest cell of the same colour), in the
/// order of RULES 5.1. Diagonal `i` is the sum of lines `i` and `i + 1`.
pub const DIAGONALS: [(i32, i32); 6] = [(2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1)];

/// The twelve knight leaps: one diagonal step, then one line step 30 degrees to either side
/// of it (diagonal `i` followed by line `i`, then by line `i + 1`).
pub const KNIGHT_LEAPS: [(i32, i32); 12] = knight_leaps();

const fn knight_leaps() -> [(i32, i32); 12] {
    let mut out = [(0, 0); 12];
    let mut i = 0;
    while i < 6 {
        let d = DIAGONALS[i];
        let a = LINES[i];
        let b = LINES[(i + 1) % 6];
        out[2 * i] = (d.0 + a.0, d.1 + a.1);
        out[2 * i + 1] = (d.0 + b.0, d.1 + b.1);
        i += 1;
    }
    out
}

/// Cell colour index: white.
pub const WHITE: u8 = 0;
/// Cell colour index: blue (grey in monochrome).
pub const BLUE: u8 = 1;
/// Cell colour index: red (black in monochrome).
pub const RED: u8 = 2;

/// Whether `(q, r)` is a cell of the board.
#[inline]
pub(crate) const fn contains(q: i32, r: i32) -> bool {
    0 <= q && q <= 13 && 0 <= r && r <= 13 && 7 <= q + r && q + r <= 20
}

/// The first and last `q` of row `r` (which must be 0..13).
#[inline]
pub const fn row_span(r: i32) -> (i32, i32) {
    let lo = if 7 - r > 0 { 7 - r } else { 0 };
    let hi = if 20 - r < 13 { 20 - r } else { 13 };
    (lo, hi)
}

/// The number of cells of row `r` (0..13): 7 8 9 ... 14 ... 9 8.
pub const fn row_length(r: i32) -> usize {
    let (lo, hi) = row_span(r);
    (hi - lo + 1) as usize
}

/// The index of each row's first cell, and the cell count at the end.
const ROW_START: [u8; ROWS + 1] = {
    let mut out = [0u8; ROWS + 1];
    let mut r = 0;
    while r < ROWS {
        out[r + 1] = out[r] + row_length(r as i32) as u8;
        r += 1;
    }
    out
};

/// The cell at axial `(q, r)`, if it is on the board.
#[inline]
pub fn cell_at(q: i32, r: i32) -> Option<Cell> {
    contains(q, r).then(|| Cell(ROW_START[r as usize] + (q - row_span(r).0) as u8))
}

/// The axial `(q, r)` of a cell of this board.
///
/// # Panics
/// If the cell index is 147 or more (not a cell of this board).
pub fn coord(cell: Cell) -> (i32, i32) {
    let i = cell.0;
    assert!(
        (i as usize) < CELL_COUNT,
        "cell {i} is not on the hex board"
    );
    let r = ROW_START
        .iter()
        .rposition(|&s| s <= i)
        .expect("row 0 starts at 0");
    let r = r.min(ROWS - 1) as i32;
    (row_span(r).0 + (i - ROW_START[r as usize]) as i32, r)
}

/// The vertical (1..27, from the left) of `(q, r)`.
#[inline]
pub const fn vertical(q: i32, r: i32) -> i32 {
    2 * q + r - 6
}

/// The name of `(q, r)`: row letter + vertical (`h1`).
pub fn name(q: i32, r: i32) -> String {
    format!("{}{}", ROW_LETTERS[r as usize], vertical(q, r))
}

/// The cell named `name` (row letter + vertical, any case), if there is one.
pub fn cell_by_name(name: &str) -> Option<Cell> {
    let mut chars = name.chars();
    let letter = chars.next()?.to_ascii_lowercase();
    let r = ROW_LETTERS.iter().position(|&c| c == letter)? as i32;
    let digits = chars.as_str();
    if digits.is_empty()
        || digits.len() > 2
        || digits.starts_with('0')
        || !digits.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let v: i32 = digits.parse().ok()?;
    let twice_q = v + 6 - r;
    if twice_q % 2 != 0 {
        return None;
    }
    cell_at(twice_q / 2, r)
}

/// The colour index of `(q, r)`: (q - r + 1) mod 3, [`WHITE`], [`BLUE`] or [`RED`].
#[inline]
pub(crate) const fn colour_at(q: i32, r: i32) -> u8 {
    (q - r + 1).rem_euclid(3) as u8
}

/// The colour index of a cell: [`WHITE`], [`BLUE`] or [`RED`].
pub fn colour(cell: Cell) -> u8 {
    let (q, r) = coord(cell);
    colour_at(q, r)
}

/// The 120-degree turn R(q, r) = (20 - q - r, q) of a coordinate (RULES 5.2): it takes
/// White's home side to Blue's and Blue's to Red's.
#[inline]
pub(crate) const fn rotate_coord(q: i32, r: i32) -> (i32, i32) {
    (20 - q - r, q)
}

/// The 120-degree turn of a step: R(dq, dr) = (-dq - dr, dq).
#[inline]
pub const fn rotate_step(dq: i32, dr: i32) -> (i32, i32) {
    (-dq - dr, dq)
}

/// The cell a cell goes to when the board is turned by 120 degrees (White's side to Blue's,
/// Blue's to Red's). Three turns give the cell back.
pub fn rotate(cell: Cell) -> Cell {
    let (q, r) = coord(cell);
    let (q, r) = rotate_coord(q, r);
    cell_at(q, r).expect("the turn maps the board onto itself")
}

/// The centre of a cell on screen for a unit edge: x = sqrt(3) (q + r/2), y = -1.5 r
/// (x to the right, y up; row a at the top).
pub fn screen_position(cell: Cell) -> (f32, f32) {
    let (q, r) = coord(cell);
    let (q, r) = (q as f32, r as f32);
    (3f32.sqrt() * (q + r / 2.0), -1.5 * r)
}

/// Builds the hex board's geometry: 12 directions (the 6 lines of [`LINES`], then the 6
/// diagonals of [`DIAGONALS`]) and the 12 knight leaps.
pub fn board() -> Geometry {
    let mut coords = Vec::with_capacity(CELL_COUNT);
    let mut names = Vec::with_capacity(CELL_COUNT);
    for r in 0..ROWS as i32 {
        let (lo, hi) = row_span(r);
        for q in lo..=hi {
            coords.push((q, r));
            names.push(name(q, r));
        }
    }
    let locate = |q: i32, r: i32| cell_at(q, r).map(Cell::index);
    let dirs = LINES
        .iter()
        .map(|&d| (d, DirKind::Line))
        .chain(DIAGONALS.iter().map(|&d| (d, DirKind::Diagonal)))
        .collect();
    Geometry::build(GeometrySpec {
        name: "hex 147",
        coords,
        names,
        dirs,
        knight_leaps: KNIGHT_LEAPS.to_vec(),
        locate: &locate,
        layout: Layout::Hex,
        size: (ROWS as u8, ROWS as u8),
    })
}
