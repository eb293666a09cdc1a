//! Great Chess (RULES 3): 10x10 with the giraffe, vizier and war machine.

use crate::geometry::square::{grid, letter_names, number_names};
use crate::piece::Role;
use crate::variant::{MaterialRule, Notation, Variant, VariantId, VariantSpec};

use super::{FIDE_LETTERS, two_player_pawns};

/// The start position; identical to Fairy-Stockfish's `indiangreat`.
pub const START_FEN: &str =
    "rnbqkgvbnr/ppppwwpppp/4pp4/10/10/10/10/4PP4/PPPPWWPPPP/RNBVGKQBNR w - - 0 1";

/// Builds the Great Chess tables. The general moves as a queen and uses the letter Q.
pub fn variant() -> Variant {
    let files = letter_names(10);
    let ranks = number_names(10);
    let files: Vec<&str> = files.iter().map(String::as_str).collect();
    let ranks: Vec<&str> = ranks.iter().map(String::as_str).collect();
    let geometry = grid("10x10", &files, &ranks, false);
    let mut letters = FIDE_LETTERS.to_vec();
    letters.extend([
        (Role::Giraffe, 'G'),
        (Role::Vizier, 'V'),
        (Role::WarMachine, 'W'),
    ]);
    Variant::new(VariantSpec {
        id: VariantId::Great,
        name: "Great Chess",
        // No double step; promotion on the last rank, to a general only.
        pawn_rules: two_player_pawns(&geometry, None, (9, 0), &[Role::Queen]),
        castling: Vec::new(),
        geometry,
        seats: 2,
        letters,
        en_passant: false,
        start_fen: START_FEN,
        claim_plies: 100,
        automatic_plies: 150,
        automatic_repetitions: 5,
        material_rule: MaterialRule {
            table: include_str!("../dead/tables/great.ron"),
            minor_pieces_drawn: true,
        },
        max_pieces_per_seat: 22,
        notation: Notation::Standard,
        has_transit: false,
    })
}
