//! The draughts board: the shared 8x8 square geometry (`geometry::square::grid`) and the few
//! tables draughts derives from it: the dark squares, the diagonal directions, each side's
//! forward diagonals and crowning row.
//!
//! Cell indices are the grid's (rank index * 8 + file index), so a set of cells fits one
//! `u64` bit mask (bit i = cell i); move generation works on such masks.

use std::sync::OnceLock;

use crate::geometry::square::{grid, letter_names, number_names};
use crate::geometry::{Cell, Dir, DirKind, Geometry};
use crate::piece::Seat;

/// Files and ranks of the draughts board.
pub(crate) const SIZE: i32 = 8;
/// The cells of the draughts board (light and dark).
pub(crate) const BOARD_CELLS: usize = (SIZE * SIZE) as usize;

/// The board tables, built once.
#[derive(Debug)]
pub(crate) struct Tables {
    /// The 8x8 square grid (the same geometry classical chess uses).
    pub geometry: Geometry,
    /// The four diagonal directions.
    pub diagonals: [Dir; 4],
    /// Each seat's two forward diagonals (White towards higher ranks).
    pub forward: [[Dir; 2]; 2],
    /// The dark (playable) squares: a1 is dark.
    pub playable: u64,
    /// Each seat's crowning row: White's is rank 8, Black's rank 1.
    pub crown_row: [u64; 2],
    /// Per cell, for each of the four diagonals: the mask bit of the neighbour a man would
    /// jump and of the square just beyond, where it would land (both 0 where the board ends
    /// first).
    pub jumps: Vec<[(u64, u64); 4]>,
}

/// The shared tables.
pub(crate) fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(build)
}

/// The draughts board geometry: the square 8x8 grid, squares `a1`..`h8`.
pub fn geometry() -> &'static Geometry {
    &tables().geometry
}

fn build() -> Tables {
    let files = letter_names(SIZE as usize);
    let ranks = number_names(SIZE as usize);
    let files: Vec<&str> = files.iter().map(String::as_str).collect();
    let ranks: Vec<&str> = ranks.iter().map(String::as_str).collect();
    let geometry = grid("8x8", &files, &ranks, false);
    assert!(
        geometry.cell_count() <= 64,
        "draughts masks need at most 64 cells"
    );
    let diagonal: Vec<Dir> = geometry
        .dirs()
        .filter(|&d| geometry.dir_kind(d) == DirKind::Diagonal)
        .collect();
    let diagonals: [Dir; 4] = diagonal
        .as_slice()
        .try_into()
        .expect("a square grid has four diagonal directions");
    let towards = |up: bool| -> [Dir; 2] {
        let dirs: Vec<Dir> = diagonals
            .iter()
            .copied()
            .filter(|&d| (geometry.dir_offset(d).1 > 0) == up)
            .collect();
        dirs.as_slice().try_into().expect("two forward diagonals")
    };
    let forward = [towards(true), towards(false)];
    let mut playable = 0u64;
    let mut crown_row = [0u64; 2];
    for cell in geometry.cells() {
        let (file, rank) = geometry.coord(cell);
        if (file + rank) % 2 == 0 {
            playable |= bit(cell);
        }
        if rank == SIZE - 1 {
            crown_row[Seat::WHITE.index()] |= bit(cell);
        }
        if rank == 0 {
            crown_row[Seat::BLACK.index()] |= bit(cell);
        }
    }
    let jumps = geometry
        .cells()
        .map(|cell| {
            diagonals.map(|d| {
                let victim = geometry.step(cell, d);
                match (victim, victim.and_then(|v| geometry.step(v, d))) {
                    (Some(v), Some(land)) => (bit(v), bit(land)),
                    _ => (0, 0),
                }
            })
        })
        .collect();
    Tables {
        geometry,
        diagonals,
        forward,
        playable,
        crown_row,
        jumps,
    }
}

/// The mask bit of a cell.
#[inline]
pub fn bit(cell: Cell) -> u64 {
    1u64 << cell.0
}

/// The cells of a mask, lowest index first.
#[inline]
pub fn cells(mut mask: u64) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros();
            mask &= mask - 1;
            Cell(i as u8)
        })
    })
}

/// Whether a cell is a dark (playable) square.
pub fn is_playable(cell: Cell) -> bool {
    tables().playable & bit(cell) != 0
}

/// The dark squares in index order (a1, c1, e1, g1, b2, ...): 32 squares.
pub fn playable_cells() -> impl Iterator<Item = Cell> {
    cells(tables().playable)
}
