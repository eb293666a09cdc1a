//! Wirth chess (RULES 4): 12x12 board whose edges wrap both ways (a torus).
//!
//! Internal indices: file 0..11 is K L A B C D E F G H I J; rank 0..11 is 11 12 1 2 ... 10.

use crate::geometry::square::grid;
use crate::variant::{MaterialRule, Variant, VariantId, VariantSpec};

use super::{classical, fide_castling, two_player_pawns};

/// File names, by index.
pub(crate) const FILE_NAMES: [&str; 12] =
    ["K", "L", "A", "B", "C", "D", "E", "F", "G", "H", "I", "J"];
/// Rank names, by index.
pub(crate) const RANK_NAMES: [&str; 12] = [
    "11", "12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10",
];

/// The start position (Ruling, RULES 4.2: the 14 extra pawns ring each army).
pub const START_FEN: &str = "12/1pppppppppp1/1prnbqkbnrp1/1pppppppppp1/12/12/12/12/1PPPPPPPPPP1/1PRNBQKBNRP1/1PPPPPPPPPP1/12 w KQkq - 0 1";

/// The rank index of a rank name of the rulebook.
const fn rank_index(rank: i32) -> i32 {
    if rank >= 11 { rank - 11 } else { rank + 1 }
}

/// Builds the Wirth chess tables.
pub fn variant() -> Variant {
    let geometry = grid("12x12 torus", &FILE_NAMES, &RANK_NAMES, true);
    // Ruling (RULES 4.3): the double step belongs to the front pawn rank (2 and 7);
    // promotion on the rank where the enemy king started (8 for White, 1 for Black).
    let pawn_rules = two_player_pawns(
        &geometry,
        Some((rank_index(2), rank_index(7))),
        (rank_index(8), rank_index(1)),
        &classical::FIDE_PROMOTIONS,
    );
    // King on E (index 6), rooks on A (2) and H (9), on ranks 1 and 8.
    let castling = fide_castling(&geometry, (rank_index(1), rank_index(8)), 6, (2, 9));
    Variant::new(VariantSpec {
        id: VariantId::Wirth,
        name: "Wirth chess",
        start_fen: START_FEN,
        max_pieces_per_seat: 30,
        // The torus's own dead material (RULES 0): no mate exists with K+Q v K there.
        material_rule: MaterialRule {
            table: include_str!("../dead/tables/wirth.ron"),
            minor_pieces_drawn: false,
        },
        ..classical::fide_spec(geometry, pawn_rules, castling)
    })
}
