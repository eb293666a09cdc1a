//! Property tests over random legal games of every chess variant: the incremental hash
//! matches a fresh computation, each side keeps exactly one king, the piece count only falls
//! by captures, FEN round-trips, and undo restores the position; the quiescence search's
//! generator lists exactly the legal captures and promotions. Random text never panics the
//! FEN or move readers.

use manifold_rules::game::Game;
use manifold_rules::{MoveKind, MoveList, Position, Role, Seat, VariantId};
use proptest::prelude::*;

fn variant() -> impl Strategy<Value = VariantId> {
    prop_oneof![
        Just(VariantId::Classical),
        Just(VariantId::Great),
        Just(VariantId::Wirth)
    ]
}

/// Every game of the chess family.
fn any_chess_variant() -> impl Strategy<Value = VariantId> {
    prop_oneof![
        Just(VariantId::Classical),
        Just(VariantId::Great),
        Just(VariantId::Wirth),
        Just(VariantId::Mattrix),
        Just(VariantId::Transit)
    ]
}

/// The legal moves that capture or promote, in the order the legal moves come.
fn legal_tactical(pos: &Position) -> Vec<manifold_rules::Move> {
    pos.legal_moves()
        .into_iter()
        .filter(|m| {
            m.promotion.is_some() || m.kind == MoveKind::EnPassant || pos.piece_at(m.to).is_some()
        })
        .collect()
}

/// What [`Position::tactical_moves_into`] lists.
fn tactical(pos: &Position) -> Vec<manifold_rules::Move> {
    let mut out = MoveList::new();
    pos.tactical_moves_into(&mut out);
    out.into_iter().collect()
}

#[test]
fn tactical_moves_include_promotions_en_passant_and_evasions() {
    for fen in [
        // Promotions by push and by capture, and a pawn that may take en passant.
        "r3k3/1P6/8/3pP3/8/8/6p1/4K2R w K d6 0 1",
        // In check: only the captures that answer it.
        "4k3/8/8/8/1b6/8/2N5/4K3 w - - 0 1",
    ] {
        let pos = Position::from_fen(VariantId::Classical, fen).unwrap();
        let listed = tactical(&pos);
        assert!(!listed.is_empty(), "{fen}");
        assert_eq!(listed, legal_tactical(&pos), "{fen}");
    }
}

fn kings(pos: &Position, seat: Seat) -> usize {
    pos.pieces()
        .filter(|(_, p)| p.seat == seat && p.role == Role::King)
        .count()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn tactical_moves_are_the_legal_captures_and_promotions(id in any_chess_variant(), choices in prop::collection::vec(any::<u16>(), 1..200)) {
        let mut game = Game::new(id);
        for choice in choices {
            let pos = game.position();
            prop_assert_eq!(tactical(pos), legal_tactical(pos), "in {}", pos.to_fen());
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            // Captures are played more often than chance would, to reach crowded exchanges and
            // promotions.
            let captures = legal_tactical(pos);
            let m = if choice % 3 == 0 && !captures.is_empty() {
                captures[choice as usize / 3 % captures.len()]
            } else {
                moves[choice as usize % moves.len()]
            };
            game.play(m).unwrap();
        }
    }

    #[test]
    fn random_games_stay_consistent(id in variant(), choices in prop::collection::vec(any::<u16>(), 1..120)) {
        let mut game = Game::new(id);
        for choice in choices {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[choice as usize % moves.len()];
            let before = game.position().clone();
            let captured = before.piece_at(m.to).is_some() || m.kind == MoveKind::EnPassant;
            game.play(m).unwrap();
            let pos = game.position();
            prop_assert_eq!(pos.hash(), pos.compute_hash());
            prop_assert_eq!(pos.count_legal_moves(), pos.legal_moves().len());
            prop_assert_eq!(kings(pos, Seat::WHITE), 1);
            prop_assert_eq!(kings(pos, Seat::BLACK), 1);
            prop_assert_eq!(pos.pieces().count() + captured as usize, before.pieces().count());
            prop_assert!(!pos.is_king_attacked(before.turn()), "a move left its own king attacked");
            let fen = pos.to_fen();
            let reread = Position::from_fen(id, &fen).unwrap();
            prop_assert_eq!(&reread, pos);
            prop_assert_eq!(reread.hash(), pos.hash());
        }
        let played = game.moves().len();
        for _ in 0..played {
            prop_assert!(game.undo().is_some());
        }
        prop_assert_eq!(game.position(), &Position::start(id));
    }

    #[test]
    fn random_fen_text_never_panics(id in variant(), text in "[ -~]{0,90}") {
        let _ = Position::from_fen(id, &text);
    }

    #[test]
    fn mangled_start_fens_never_panic(id in variant(), cut in 0usize..200, insert in "[0-9a-zA-Z/ -]{0,4}") {
        let start = id.rules().start_fen;
        let cut = cut.min(start.len());
        let text = format!("{}{}{}", &start[..cut], insert, &start[cut..]);
        if let Ok(pos) = Position::from_fen(id, &text) {
            prop_assert_eq!(pos.hash(), pos.compute_hash());
            prop_assert_eq!(pos.count_legal_moves(), pos.legal_moves().len());
            let _ = pos.legal_moves();
        }
    }

    #[test]
    fn random_move_text_never_panics(id in variant(), text in "[ -~]{0,12}") {
        let pos = Position::start(id);
        let _ = pos.parse_coord(&text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Any text made of the notations' own characters gets an answer from the PGN and PDN
    /// readers (a game or an error), never a panic or a loop without end.
    #[test]
    fn game_text_readers_answer_any_text(text in "[\\[\\]{}()%;$\"\\\\ \n*01/2-eE4Nxf3=Q+#.a-h1-8:]{0,40}") {
        let _ = manifold_rules::pgn::from_pgn(&text);
        let _ = manifold_rules::pgn::from_pgn_multi(&text);
        let _ = manifold_rules::draughts::pdn::from_pdn(&text);
    }
}
