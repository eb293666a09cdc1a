//! Chess-transit (RULES 6): FIDE chess on two 8x8 boards side by side; a turn is a move on
//! one board or a transit of a piece to the same square of the other board. The transit
//! rules themselves live in [`crate::transit`].

use crate::geometry::square::two_boards;
use crate::variant::{MaterialRule, Notation, Variant, VariantId, VariantSpec};

use super::classical;

/// The start position: the FIDE array on board 1, board 2 empty, both boards open.
pub(crate) const START_TEXT: &str =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1 open/open -";

/// Builds the Chess-transit tables. Pawns double-step from their own second rank and
/// promote on the last rank of either board (Ruling, RULES 6.2); castling exists only on
/// board 1, since a king or rook that has transited has moved.
pub fn variant() -> Variant {
    Variant::new(VariantSpec {
        id: VariantId::Transit,
        name: "Chess-transit",
        start_fen: START_TEXT,
        material_rule: MaterialRule {
            table: include_str!("../dead/tables/classical.ron"),
            minor_pieces_drawn: false,
        },
        notation: Notation::Transit,
        has_transit: true,
        ..classical::spec_on(two_boards())
    })
}
