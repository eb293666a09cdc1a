//! Classical chess (RULES 1): FIDE rules on 8x8.

use crate::rules::geometry::square::{grid, letter_names, number_names};
use crate::rules::piece::Role;
use crate::rules::variant::{MaterialRule, Notation, Variant, VariantId, VariantSpec};

use super::{FIDE_LETTERS, fide_castling, two_player_pawns};

/// The FIDE start position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Builds the classical chess tables.
pub fn variant() -> Variant {
    let files = letter_names(8);
    let ranks = number_names(8);
    let files: Vec<&str> = files.iter().map(String::as_str).collect();
    let ranks: Vec<&str> = ranks.iter().map(String::as_str).collect();
    let geometry = grid("8x8", &files, &ranks, false);
    let promotions = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
    Variant::new(VariantSpec {
        id: VariantId::Classical,
        name: "Classical chess",
        pawn_rules: two_player_pawns(&geometry, Some((1, 6)), (7, 0), &promotions),
        castling: fide_castling(&geometry, (0, 7), 4, (0, 7)),
        geometry,
        seats: 2,
        letters: FIDE_LETTERS.to_vec(),
        en_passant: true,
        start_fen: START_FEN,
        claim_plies: 100,
        automatic_plies: 150,
        automatic_repetitions: 5,
        material_rule: MaterialRule::Fide,
        max_pieces_per_seat: 16,
        notation: Notation::Standard,
        has_transit: false,
    })
}
