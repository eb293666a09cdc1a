//! Table presets (RULES 1.1): the Nujelm table files in `scenes/` load, say what the rules
//! say, drive the clock from a time the caller gives, and bad preset text is refused with a
//! clear error.

use std::time::Duration;

use manifold_rules::draughts::{DraughtsGame, DraughtsRules, Landing};
use manifold_rules::game::{EndReason, Game, GameResult};
use manifold_rules::preset::{
    DrawPolicy, Preset, PresetError, PresetGame, TimeoutRule, castling_by_king_and_rook,
};
use manifold_rules::{Position, Seat, VariantId};

const CHESS: &str = include_str!("../../../../scenes/nujelm-chess.ron");
const DRAUGHTS: &str = include_str!("../../../../scenes/nujelm-draughts.ron");

fn load(text: &str) -> Preset {
    Preset::from_ron(text).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_nujelm_chess_table() {
    let p = load(CHESS);
    assert_eq!(p.game, PresetGame::Chess(VariantId::Classical));
    assert_eq!(p.move_time_limit, Some(Duration::from_secs(8 * 60)));
    assert_eq!(p.on_timeout, TimeoutRule::Loss);
    assert!(p.castling_king_then_rook);
    assert!(p.turn_indicator_side_colour);
    assert!(p.announce_check && p.announce_mate);
    assert_eq!(p.draws, DrawPolicy::AgreementOnly);
    assert!(p.resign_any_time);
    assert!(p.new_draughts_game().is_none());
    assert!(load(DRAUGHTS).new_chess_game().is_none());
}

#[test]
fn the_nujelm_draughts_table() {
    let p = load(DRAUGHTS);
    assert_eq!(p.game, PresetGame::Draughts(DraughtsRules::NUJELM));
    assert_eq!(p.move_time_limit, Some(Duration::from_secs(480)));
    assert_eq!(p.draws, DrawPolicy::AgreementOnly);
    assert!(!p.castling_king_then_rook && !p.announce_check && !p.announce_mate);
    let game = p.new_draughts_game().expect("a draughts preset");
    assert_eq!(game.rules().king_landing, Landing::ImmediatelyBeyond);
    assert_eq!(game.draw_policy(), DrawPolicy::AgreementOnly);
}

#[test]
fn presets_round_trip_through_ron() {
    for text in [CHESS, DRAUGHTS] {
        let p = load(text);
        assert_eq!(load(&p.to_ron()), p);
    }
}

#[test]
fn the_move_limit_is_judged_on_the_time_given() {
    let p = load(CHESS);
    assert!(!p.move_time_exceeded(Duration::ZERO));
    assert!(!p.move_time_exceeded(Duration::from_secs(480)));
    assert!(p.move_time_exceeded(Duration::from_millis(480_001)));
    let unlimited = load("(name: \"free\", game: Chess(variant: \"classical\"))");
    assert!(!unlimited.move_time_exceeded(Duration::from_secs(1_000_000)));
}

#[test]
fn a_draughts_player_out_of_time_loses() {
    let p = load(DRAUGHTS);
    let mut game = p.new_draughts_game().unwrap();
    assert!(!p.check_clock(&mut game, Duration::from_secs(60)));
    assert!(game.outcome().is_none());
    assert!(p.check_clock(&mut game, Duration::from_secs(481)));
    let o = game.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Timeout);
    assert_eq!(
        o.result,
        GameResult::Win {
            winner: Seat::BLACK,
            loser: Seat::WHITE
        }
    );
    assert!(
        !p.check_clock(&mut game, Duration::from_secs(999)),
        "already over"
    );
    // The plain game's timeout is the same.
    let mut plain = DraughtsGame::new(DraughtsRules::default());
    plain.time_out(Seat::WHITE).unwrap();
    assert_eq!(plain.outcome(), game.outcome());
}

#[test]
fn at_the_nujelm_table_time_out_loses_even_against_a_bare_king() {
    // FIDE 6.9 would draw: Black has a bare king and cannot mate.
    let fen = "k7/8/8/8/8/8/P7/K7 w - - 0 1";
    let table = load(CHESS);
    let mut game = Game::from_position(Position::from_fen(VariantId::Classical, fen).unwrap());
    assert!(table.check_clock(&mut game, Duration::from_secs(500)));
    assert_eq!(
        game.outcome().map(|o| o.result),
        Some(GameResult::Win {
            winner: Seat::BLACK,
            loser: Seat::WHITE
        })
    );
    let fide = Preset {
        on_timeout: TimeoutRule::GameRule,
        ..table
    };
    let mut game = Game::from_position(Position::from_fen(VariantId::Classical, fen).unwrap());
    assert!(fide.check_clock(&mut game, Duration::from_secs(500)));
    assert_eq!(game.outcome().map(|o| o.result), Some(GameResult::Draw));
}

#[test]
fn at_the_nujelm_chess_table_draws_wait_for_agreement() {
    let table = load(CHESS);
    let game = table.new_chess_game().expect("a chess preset");
    assert_eq!(game.draw_policy(), DrawPolicy::AgreementOnly);
    assert_eq!(game.variant(), VariantId::Classical);
    let at_table = |fen: &str| {
        Game::from_position(Position::from_fen(VariantId::Classical, fen).unwrap())
            .with_draw_policy(DrawPolicy::AgreementOnly)
    };
    // Stalemate: the game is not over; the players are told and may agree.
    let mut g = at_table("k7/8/1Q6/8/8/8/8/7K b - - 0 1");
    assert!(g.outcome().is_none());
    assert!(g.legal_moves().is_empty(), "Black has no move and waits");
    assert_eq!(g.draw_available(), Some(EndReason::Stalemate));
    g.agree_draw().unwrap();
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Agreement));
    // Dead material goes on too (and the players may play on).
    let g = at_table("k7/8/8/8/8/8/8/7K w - - 0 1");
    assert!(g.outcome().is_none());
    assert_eq!(g.draw_available(), Some(EndReason::InsufficientMaterial));
    // Mate still ends the game.
    let g = at_table("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1");
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Checkmate));
    // The standard policy is unchanged.
    let g = Game::from_position(
        Position::from_fen(VariantId::Classical, "k7/8/1Q6/8/8/8/8/7K b - - 0 1").unwrap(),
    );
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Stalemate));
}

#[test]
fn castling_by_selecting_the_king_then_the_rook() {
    let pos =
        Position::from_fen(VariantId::Classical, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let g = pos.geometry();
    let sq = |n: &str| g.cell_by_name(n).unwrap();
    let short = castling_by_king_and_rook(&pos, sq("e1"), sq("h1")).expect("O-O");
    assert_eq!(short.to, sq("g1"));
    let long = castling_by_king_and_rook(&pos, sq("e1"), sq("a1")).expect("O-O-O");
    assert_eq!(long.to, sq("c1"));
    assert!(castling_by_king_and_rook(&pos, sq("e1"), sq("e2")).is_none());
    assert!(
        castling_by_king_and_rook(&pos, sq("e8"), sq("h8")).is_none(),
        "not Black's turn"
    );
}

#[test]
fn bad_presets_say_what_is_wrong() {
    let err = |text: &str| Preset::from_ron(text).unwrap_err();
    let e = err("(name: \"x\", game: Chess(variant: \"chess960\"))");
    assert!(matches!(e, PresetError::UnknownVariant(_)), "{e}");
    assert!(
        e.to_string().contains("chess960") && e.to_string().contains("classical"),
        "{e}"
    );
    let e =
        err("(name: \"x\", game: Chess(variant: \"classical\"), move_time_limit_secs: Some(0))");
    assert_eq!(e, PresetError::ZeroTimeLimit);
    let e = err("(name: \"x\", game: Draughts(), castling_king_then_rook: true)");
    assert_eq!(e, PresetError::ChessOnly("castling_king_then_rook"));
    let e = err("(name: \"x\", game: Chess(variant: \"classical\"), colour: true)");
    assert!(
        e.to_string().contains("colour"),
        "names the unknown field: {e}"
    );
    let e = err("(name: \"x\", game: Draughts(king_landing: Sideways))");
    assert!(e.to_string().contains("Sideways"), "{e}");
    let e = err("(name: \"x\",\n game: Chess(variant: \"classical\")\n draws: Sometimes)");
    assert!(e.to_string().contains('3'), "gives the line: {e}");
}
