//! Every way a game ends, and undo/redo keeping the game intact.

use manifold_rules::game::{EndReason, Game, GameError, GameResult};
use manifold_rules::{Position, Seat, VariantId};

fn game(id: VariantId, fen: &str) -> Game {
    Game::from_position(Position::from_fen(id, fen).unwrap_or_else(|e| panic!("{fen}: {e}")))
}

fn play(game: &mut Game, moves: &[&str]) {
    for m in moves {
        let mv = game
            .position()
            .parse_coord(m)
            .unwrap_or_else(|e| panic!("{m}: {e}"));
        game.play(mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

#[test]
fn fools_mate_is_checkmate_for_black() {
    let mut g = Game::new(VariantId::Classical);
    play(&mut g, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    let o = g.outcome().expect("the game is over");
    assert_eq!(o.reason, EndReason::Checkmate);
    assert_eq!(
        o.result,
        GameResult::Win {
            winner: Seat::BLACK,
            loser: Seat::WHITE
        }
    );
    assert_eq!(o.pgn_result(), "0-1");
    assert!(g.legal_moves().is_empty());
    let a2a3 = g.position().parse_coord("a2a3");
    assert!(a2a3.is_err(), "no legal move after mate");
    assert!(matches!(g.resign(Seat::WHITE), Err(GameError::Over(_))));
}

#[test]
fn stalemate_is_a_draw() {
    let g = game(VariantId::Classical, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.result, o.reason),
        (GameResult::Draw, EndReason::Stalemate)
    );
}

#[test]
fn wirth_mate_across_the_seam() {
    // Black king A8 walled in by its own pawns on ranks 7 and 9; the rook on F8 checks it
    // along rank 8 both ways round the torus (through B8..E8 and through G8..L8), so no
    // single block helps and L8 and B8 are both covered.
    let g = game(
        VariantId::Wirth,
        "12/1ppp8/2k4R4/1ppp8/12/12/12/12/12/6K5/12/12 b - - 0 1",
    );
    let o = g.outcome().expect("mate");
    assert_eq!(o.reason, EndReason::Checkmate);
    assert_eq!(
        o.result,
        GameResult::Win {
            winner: Seat::WHITE,
            loser: Seat::BLACK
        }
    );
}

#[test]
fn fifty_moves_may_be_claimed_and_seventy_five_end_the_game() {
    let mut g = game(VariantId::Classical, "4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    assert_eq!(g.claimable_draw(), None);
    assert_eq!(g.claim_draw(), Err(GameError::NoDrawClaim));
    play(&mut g, &["a1a2"]);
    assert_eq!(g.claimable_draw(), Some(EndReason::FiftyMoves));
    assert!(g.outcome().is_none(), "fifty moves is only a claim");
    g.claim_draw().unwrap();
    assert_eq!(g.outcome().unwrap().reason, EndReason::FiftyMoves);

    let mut g = game(VariantId::Classical, "4k3/8/8/8/8/8/8/R3K3 w - - 149 100");
    play(&mut g, &["a1a2"]);
    assert_eq!(g.outcome().unwrap().reason, EndReason::SeventyFiveMoves);
}

#[test]
fn mate_on_the_seventy_fifth_move_is_mate() {
    let mut g = game(VariantId::Classical, "k7/8/1K6/8/8/8/8/7R w - - 149 100");
    play(&mut g, &["h1h8"]);
    assert_eq!(g.outcome().unwrap().reason, EndReason::Checkmate);
}

#[test]
fn repetition_three_times_claim_five_times_automatic() {
    let mut g = Game::new(VariantId::Classical);
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    play(&mut g, &shuffle);
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.claimable_draw(), None);
    play(&mut g, &shuffle);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.claimable_draw(), Some(EndReason::ThreefoldRepetition));
    assert!(g.outcome().is_none());
    play(&mut g, &shuffle);
    play(&mut g, &shuffle);
    assert_eq!(g.outcome().unwrap().reason, EndReason::FivefoldRepetition);
}

#[test]
fn castling_rights_make_positions_different() {
    // King steps out and back: same placement, but castling rights are gone.
    let mut g = game(VariantId::Classical, "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
    play(&mut g, &["e1f1", "e8d8", "f1e1", "d8e8"]);
    assert_eq!(g.repetitions(), 1);
}

#[test]
fn dead_material() {
    for (fen, dead) in [
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", true),
        ("4k3/8/8/8/8/8/8/3BK3 w - - 0 1", true),
        ("4k3/8/8/8/8/8/8/3NK3 w - - 0 1", true),
        ("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", true),
        ("2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", false),
        ("4k3/8/8/8/8/8/8/2NNK3 w - - 0 1", false),
        ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false),
        ("4kn2/8/8/8/8/8/8/2B1K3 w - - 0 1", false),
    ] {
        let g = game(VariantId::Classical, fen);
        let is_dead = g.outcome().map(|o| o.reason) == Some(EndReason::InsufficientMaterial);
        assert_eq!(is_dead, dead, "{fen}");
    }
}

#[test]
fn capture_into_dead_material_ends_the_game() {
    let mut g = game(VariantId::Classical, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    play(&mut g, &["e1e2"]);
    assert_eq!(g.outcome().unwrap().reason, EndReason::InsufficientMaterial);
}

#[test]
fn resignation_and_agreement_can_be_taken_back() {
    let mut g = Game::new(VariantId::Great);
    g.resign(Seat::WHITE).unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(
        o.result,
        GameResult::Win {
            winner: Seat::BLACK,
            loser: Seat::WHITE
        }
    );
    assert_eq!(o.reason, EndReason::Resignation);
    assert_eq!(
        g.undo(),
        None,
        "undo reopens the game without taking back a move"
    );
    assert!(g.outcome().is_none());
    g.agree_draw().unwrap();
    assert_eq!(g.outcome().unwrap().pgn_result(), "1/2-1/2");
}

#[test]
fn undo_and_redo_restore_positions_exactly() {
    let mut g = Game::new(VariantId::Wirth);
    let start = g.position().clone();
    play(&mut g, &["E2E4", "D7D5", "E4D5"]);
    let after = g.position().clone();
    assert_eq!(
        g.undo().map(|m| g.position().move_to_coord(m)),
        Some("E4D5".to_string())
    );
    g.undo();
    g.undo();
    assert_eq!(g.position(), &start);
    assert_eq!(g.undo(), None);
    g.redo();
    g.redo();
    g.redo();
    assert_eq!(g.position(), &after);
    assert_eq!(g.position().hash(), after.hash());
    // A new move after undo discards the redo line.
    g.undo();
    play(&mut g, &["B1C3"]);
    assert_eq!(g.redo(), None);
}

#[test]
fn an_illegal_move_changes_nothing() {
    let mut g = Game::new(VariantId::Classical);
    let before = g.position().clone();
    let bad = manifold_rules::Move::normal(
        g.position().geometry().cell_by_name("e2").unwrap(),
        g.position().geometry().cell_by_name("e5").unwrap(),
    );
    assert_eq!(g.play(bad), Err(GameError::IllegalMove));
    assert_eq!(g.position(), &before);
    assert!(g.moves().is_empty());
}

#[test]
fn an_illegal_en_passant_does_not_make_a_position_new() {
    // After e2e4, dxe3 e.p. would expose the black king on a4 to the rook on h4, so the
    // position after e2e4 repeats when the kings walk back (FIDE 9.2.3 compares the moves
    // actually possible).
    let mut g = game(VariantId::Classical, "8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1");
    play(&mut g, &["e2e4", "a4b3", "e1e2", "b3a4", "e2e1"]);
    assert_eq!(g.repetitions(), 2);
    // With the rook gone, the capture is legal and the first position is a different one.
    let mut g = game(VariantId::Classical, "8/8/8/8/k2p4/8/4P3/4K2R w - - 0 1");
    play(&mut g, &["e2e4", "a4b3", "e1e2", "b3a4", "e2e1"]);
    assert_eq!(g.repetitions(), 1);
}

#[test]
fn timeout_loses_unless_the_opponent_cannot_mate() {
    let mut g = Game::new(VariantId::Classical);
    g.time_out(Seat::WHITE).unwrap();
    assert_eq!(
        g.outcome().unwrap().result,
        GameResult::Win {
            winner: Seat::BLACK,
            loser: Seat::WHITE
        }
    );
    assert_eq!(g.outcome().unwrap().reason, EndReason::Timeout);
    // Black has a bare king: White's flag fall is a draw (FIDE 6.9).
    let mut g = game(VariantId::Classical, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    g.time_out(Seat::WHITE).unwrap();
    assert_eq!(g.outcome().unwrap().result, GameResult::Draw);
    // A knight can help-mate a king that still has a pawn.
    let mut g = game(VariantId::Classical, "4k3/8/8/8/8/8/4P3/1n2K3 w - - 0 1");
    g.time_out(Seat::WHITE).unwrap();
    assert_eq!(
        g.outcome().unwrap().result,
        GameResult::Win {
            winner: Seat::BLACK,
            loser: Seat::WHITE
        }
    );
}

/// `AnyGame::at_ply` takes back the later moves, and a resignation after them, and keeps
/// the positions before; it refuses a ply beyond the game.
#[test]
fn a_game_at_an_earlier_ply_is_the_game_as_it_stood_then() {
    use manifold_rules::{AnyGame, GameKind};
    for kind in [GameKind::Chess(VariantId::Classical), GameKind::Draughts] {
        let mut game = AnyGame::new(kind);
        let mut texts = vec![game.position().text()];
        for _ in 0..4 {
            let m = game.legal_moves()[0].clone();
            game.play(&m).unwrap();
            texts.push(game.position().text());
        }
        game.resign(Seat::WHITE).unwrap();
        for (ply, text) in texts.iter().enumerate() {
            let earlier = game.at_ply(ply).expect("a ply of the game");
            assert_eq!(earlier.ply_count(), ply, "{kind:?}");
            assert_eq!(&earlier.position().text(), text, "{kind:?} ply {ply}");
            assert_eq!(earlier.outcome().is_some(), ply == 4, "{kind:?} ply {ply}");
        }
        assert!(game.at_ply(5).is_none(), "{kind:?}: beyond the game");
    }
}
