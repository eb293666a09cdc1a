//! Square grids: the bounded board (8x8, 10x10) and the torus (12x12 wrapping both ways).
//!
//! Coordinates are (file index, rank index), rank index 0 at the bottom as White sees the
//! board; cell index = rank index * width + file index.

use super::{Cell, DirKind, Geometry, GeometrySpec, Layout};

/// The eight unit steps of a square grid: lines north, east, south, west, then the
/// diagonals north-east, south-east, south-west, north-west.
pub(crate) const SQUARE_DIRS: [((i32, i32), DirKind); 8] = [
    ((0, 1), DirKind::Line),
    ((1, 0), DirKind::Line),
    ((0, -1), DirKind::Line),
    ((-1, 0), DirKind::Line),
    ((1, 1), DirKind::Diagonal),
    ((1, -1), DirKind::Diagonal),
    ((-1, -1), DirKind::Diagonal),
    ((-1, 1), DirKind::Diagonal),
];

/// The eight knight leaps of a square grid.
pub const KNIGHT_LEAPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// Builds a rectangular grid. `file_names` and `rank_names` are listed by index (left to
/// right, bottom to top); a cell is named file name + rank name. With `wrap` the left and
/// right edges are joined, and so are the top and bottom (a torus).
pub fn grid(name: &'static str, file_names: &[&str], rank_names: &[&str], wrap: bool) -> Geometry {
    let (w, h) = (file_names.len() as i32, rank_names.len() as i32);
    let mut coords = Vec::new();
    let mut names = Vec::new();
    for r in 0..h {
        for f in 0..w {
            coords.push((f, r));
            names.push(format!(
                "{}{}",
                file_names[f as usize], rank_names[r as usize]
            ));
        }
    }
    let locate = move |f: i32, r: i32| -> Option<usize> {
        let (f, r) = if wrap {
            (f.rem_euclid(w), r.rem_euclid(h))
        } else {
            (f, r)
        };
        ((0..w).contains(&f) && (0..h).contains(&r)).then(|| (r * w + f) as usize)
    };
    Geometry::build(GeometrySpec {
        name,
        coords,
        names,
        dirs: SQUARE_DIRS.to_vec(),
        knight_leaps: KNIGHT_LEAPS.to_vec(),
        locate: &locate,
        layout: if wrap {
            Layout::Torus
        } else {
            Layout::SquareGrid
        },
        size: (w as u8, h as u8),
    })
}

/// The cell at (file index, rank index) of a grid geometry, if it exists.
pub fn cell_at(geometry: &Geometry, file: i32, rank: i32) -> Option<Cell> {
    let (w, h) = geometry.size();
    ((0..w as i32).contains(&file) && (0..h as i32).contains(&rank))
        .then(|| Cell((rank * w as i32 + file) as u8))
}

/// Names `a`, `b`, ... for `n` files.
pub(crate) fn letter_names(n: usize) -> Vec<String> {
    (0..n)
        .map(|i| ((b'a' + i as u8) as char).to_string())
        .collect()
}

/// Names `1`, `2`, ... for `n` ranks.
pub(crate) fn number_names(n: usize) -> Vec<String> {
    (1..=n).map(|i| i.to_string()).collect()
}

/// Offset between the two boards' file coordinates in [`two_boards`] (far enough that no
/// step or leap crosses from one board to the other).
pub const SECOND_BOARD_OFFSET: i32 = 100;

/// Two 8x8 boards side by side (Chess-transit): cells 0..64 are board 1, 64..128 board 2,
/// each `rank * 8 + file`; names `1:e2` and `2:e2`. Rays, steps and leaps never cross from
/// one board to the other.
pub fn two_boards() -> Geometry {
    let files = letter_names(8);
    let mut coords = Vec::new();
    let mut names = Vec::new();
    for board in 0..2 {
        for r in 0..8 {
            for f in 0..8 {
                coords.push((f + board * SECOND_BOARD_OFFSET, r));
                names.push(format!("{}:{}{}", board + 1, files[f as usize], r + 1));
            }
        }
    }
    let locate = |x: i32, r: i32| -> Option<usize> {
        let board = x.div_euclid(SECOND_BOARD_OFFSET);
        let f = x.rem_euclid(SECOND_BOARD_OFFSET);
        ((0..2).contains(&board) && (0..8).contains(&f) && (0..8).contains(&r))
            .then(|| (board * 64 + r * 8 + f) as usize)
    };
    Geometry::build(GeometrySpec {
        name: "two 8x8 boards",
        coords,
        names,
        dirs: SQUARE_DIRS.to_vec(),
        knight_leaps: KNIGHT_LEAPS.to_vec(),
        locate: &locate,
        layout: Layout::TwoBoards,
        size: (8, 8),
    })
}
