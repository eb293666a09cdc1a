//! The pieces a game's editor offers: every kind of piece of the game for every seat, read
//! from the variant's tables (its piece letters), never from a list of games.

use manifold_rules::{GameKind, PieceShape, PieceView, Seat};

/// Every piece of `kind`, seat by seat, in the variant's letter order (the king first);
/// for draughts a man and a king of each side.
pub fn palette(kind: GameKind) -> Vec<PieceView> {
    let shapes = shapes(kind);
    (0..kind.seats())
        .flat_map(|seat| {
            shapes.iter().map(move |&shape| PieceView {
                seat: Seat(seat),
                shape,
            })
        })
        .collect()
}

/// The kinds of piece of `kind`, in palette order.
pub fn shapes(kind: GameKind) -> Vec<PieceShape> {
    match kind {
        GameKind::Chess(v) => v
            .rules()
            .letters
            .iter()
            .map(|&(role, _)| PieceShape::Chess(role))
            .collect(),
        GameKind::Draughts => vec![PieceShape::Man, PieceShape::DraughtsKing],
    }
}

/// Whether `piece` is one of `kind`'s pieces.
pub fn in_palette(kind: GameKind, piece: PieceView) -> bool {
    piece.seat.0 < kind.seats() && shapes(kind).contains(&piece.shape)
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::{Role, VariantId};

    #[test]
    fn each_game_offers_its_own_pieces_for_each_seat() {
        let count = |kind| palette(kind).len();
        assert_eq!(count(GameKind::Chess(VariantId::Classical)), 12);
        assert_eq!(count(GameKind::Chess(VariantId::Great)), 18);
        assert_eq!(count(GameKind::Chess(VariantId::Wirth)), 12);
        assert_eq!(count(GameKind::Chess(VariantId::Mattrix)), 21);
        assert_eq!(count(GameKind::Chess(VariantId::Transit)), 12);
        assert_eq!(count(GameKind::Draughts), 4);
        let great = shapes(GameKind::Chess(VariantId::Great));
        assert!(great.contains(&PieceShape::Chess(Role::Giraffe)));
        let mattrix = shapes(GameKind::Chess(VariantId::Mattrix));
        assert!(mattrix.contains(&PieceShape::Chess(Role::HeavyPawn)));
        assert!(!mattrix.contains(&PieceShape::Chess(Role::Pawn)));
        let red_man = PieceView {
            seat: Seat(2),
            shape: PieceShape::Man,
        };
        assert!(!in_palette(GameKind::Draughts, red_man));
    }
}
