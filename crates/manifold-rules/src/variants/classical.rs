//! Classical chess (RULES 1): FIDE rules on 8x8.

use crate::geometry::Geometry;
use crate::geometry::square::{grid, letter_names, number_names};
use crate::piece::Role;
use crate::variant::{
    CastleRule, MaterialRule, Notation, PawnRule, Variant, VariantId, VariantSpec,
};

use super::{FIDE_LETTERS, fide_castling, two_player_pawns};

/// The FIDE start position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// What FIDE chess promotes a pawn to.
pub(super) const FIDE_PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// Builds the classical chess tables.
pub fn variant() -> Variant {
    let files = letter_names(8);
    let ranks = number_names(8);
    let files: Vec<&str> = files.iter().map(String::as_str).collect();
    let ranks: Vec<&str> = ranks.iter().map(String::as_str).collect();
    Variant::new(spec_on(grid("8x8", &files, &ranks, false)))
}

/// Classical chess on `geometry`, whose files and ranks are numbered as on the 8x8 board:
/// the pawns of ranks 2 and 7, castling from files e, a and h, and [`fide_spec`]'s rules
/// (Chess-transit plays it on two boards).
pub(super) fn spec_on(geometry: Geometry) -> VariantSpec {
    let pawn_rules = two_player_pawns(&geometry, Some((1, 6)), (7, 0), &FIDE_PROMOTIONS);
    let castling = fide_castling(&geometry, (0, 7), 4, (0, 7));
    fide_spec(geometry, pawn_rules, castling)
}

/// Classical chess with the given board, pawns and castling: two seats, the FIDE pieces,
/// en passant, the 50- and 75-move rules, fivefold repetition, FIDE dead positions, 16
/// pieces a side, FEN and SAN. Wirth chess is this on its torus with its own counts.
pub(super) fn fide_spec(
    geometry: Geometry,
    pawn_rules: Vec<PawnRule>,
    castling: Vec<CastleRule>,
) -> VariantSpec {
    VariantSpec {
        id: VariantId::Classical,
        name: "Classical chess",
        pawn_rules,
        castling,
        geometry,
        seats: 2,
        letters: FIDE_LETTERS.to_vec(),
        en_passant: true,
        start_fen: START_FEN,
        claim_plies: 100,
        automatic_plies: 150,
        automatic_repetitions: 5,
        material_rule: MaterialRule {
            table: include_str!("../dead/tables/classical.ron"),
            minor_pieces_drawn: false,
        },
        max_pieces_per_seat: 16,
        notation: Notation::Standard,
        has_transit: false,
    }
}
