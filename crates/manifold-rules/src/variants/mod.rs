//! The variant tables of each chess game, and the helpers they share.

pub(crate) mod classical;
pub(crate) mod great;
pub mod mattrix;
pub mod transit;
pub(crate) mod wirth;

use super::geometry::square::cell_at;
use super::geometry::{CellSet, Dir, Geometry};
use super::piece::{Role, Seat};
use super::variant::{CastleRule, PawnRule};

/// Square-grid directions, by their index in [`super::geometry::square::SQUARE_DIRS`].
pub(crate) const NORTH: Dir = Dir(0);
pub(crate) const SOUTH: Dir = Dir(2);
pub(crate) const NORTH_EAST: Dir = Dir(4);
pub(crate) const SOUTH_EAST: Dir = Dir(5);
pub(crate) const SOUTH_WEST: Dir = Dir(6);
pub(crate) const NORTH_WEST: Dir = Dir(7);

/// All cells of one rank of a grid (of every board, where there are two).
pub fn rank_cells(geometry: &Geometry, rank: i32) -> CellSet {
    geometry
        .cells()
        .filter(|&c| geometry.coord(c).1 == rank)
        .collect()
}

/// Pawn rules of a two-player square game: White moves north, Black south.
/// Ranks are rank indices; `double_step` gives each side's double-step rank, if any.
pub(crate) fn two_player_pawns(
    geometry: &Geometry,
    double_step: Option<(i32, i32)>,
    promotion_ranks: (i32, i32),
    promotions: &[Role],
) -> Vec<PawnRule> {
    let side =
        |seat: Seat, push: Dir, captures: [Dir; 2], double: Option<i32>, promo: i32| PawnRule {
            seat,
            role: Role::Pawn,
            pushes: vec![push],
            captures: captures.to_vec(),
            double_step_from: double.map_or(CellSet::EMPTY, |r| rank_cells(geometry, r)),
            promotion_zone: rank_cells(geometry, promo),
            promotions: promotions.to_vec(),
        };
    vec![
        side(
            Seat::WHITE,
            NORTH,
            [NORTH_WEST, NORTH_EAST],
            double_step.map(|d| d.0),
            promotion_ranks.0,
        ),
        side(
            Seat::BLACK,
            SOUTH,
            [SOUTH_WEST, SOUTH_EAST],
            double_step.map(|d| d.1),
            promotion_ranks.1,
        ),
    ]
}

/// The four FIDE castlings (K, Q, k, q) with the king and rooks on the given file indices
/// of each side's back rank. The king goes two files towards the rook and the rook lands
/// on the square it crossed; the squares between are taken by index, never round a seam.
pub(crate) fn fide_castling(
    geometry: &Geometry,
    back_ranks: (i32, i32),
    king_file: i32,
    rook_files: (i32, i32),
) -> Vec<CastleRule> {
    let mut rules = Vec::new();
    for (seat, rank) in [(Seat::WHITE, back_ranks.0), (Seat::BLACK, back_ranks.1)] {
        for (short, rook_file) in [(true, rook_files.1), (false, rook_files.0)] {
            let dir = if short { 1 } else { -1 };
            let king_to = king_file + 2 * dir;
            let rook_to = king_file + dir;
            let at = |f: i32| cell_at(geometry, f, rank).expect("castling cell on the board");
            let lo = king_file.min(rook_file).min(king_to).min(rook_to);
            let hi = king_file.max(rook_file).max(king_to).max(rook_to);
            let must_be_empty = (lo..=hi)
                .filter(|&f| f != king_file && f != rook_file)
                .map(at)
                .collect();
            let king_path = (1..=2).map(|i| at(king_file + i * dir)).collect();
            let letter = if short { 'K' } else { 'Q' };
            rules.push(CastleRule {
                seat,
                fen_char: if seat == Seat::WHITE {
                    letter
                } else {
                    letter.to_ascii_lowercase()
                },
                king_from: at(king_file),
                king_to: at(king_to),
                rook_from: at(rook_file),
                rook_to: at(rook_to),
                must_be_empty,
                king_path,
                short,
            });
        }
    }
    rules
}

/// The FEN letters of the FIDE pieces.
pub const FIDE_LETTERS: [(Role, char); 6] = [
    (Role::King, 'K'),
    (Role::Queen, 'Q'),
    (Role::Rook, 'R'),
    (Role::Bishop, 'B'),
    (Role::Knight, 'N'),
    (Role::Pawn, 'P'),
];
