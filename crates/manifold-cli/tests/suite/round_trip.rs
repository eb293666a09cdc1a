//! Round-trip invariants for every game, and the inputs that once failed.
//!
//! For random positions of random legal games: every text Manifold writes (the position
//! text, each legal move's SAN / full / coordinate notation or PDN and path, the PGN or PDN
//! game, the saved game) reads back through every reader the app and the CLI use for it as
//! exactly what was written; the position's moves are sound to depth 2 (no legal move
//! leaves the mover's king attacked: the slow reference check). The checks are the fuzzer's
//! (`manifold_cli::fuzz::targets`), so the fuzzer and these tests judge alike.

use manifold_cli::fuzz::seeds;
use manifold_cli::fuzz::targets::{
    Verdict, check_chess_position, check_draughts_position, check_pdn, check_pgn, check_saved_game,
    check_settings, draughts_move_texts_read_back, move_texts_read_back,
};
use manifold_rules::draughts::DraughtsPosition;
use manifold_rules::pgn::{from_pgn, to_pgn};
use manifold_rules::{Position, VariantId};
use manifold_session::{AnyGame, GameKind, Session};

/// Random games per game; each position of each is checked.
const GAMES: usize = 16;

fn games(kind: GameKind, count: usize) -> Vec<AnyGame> {
    seeds::random_games(kind, count, 0xC0FFEE)
}

fn assert_accepted(verdict: Verdict, what: &str) {
    assert_eq!(verdict, Verdict::Accepted, "{what}");
}

#[test]
fn every_position_text_and_move_text_reads_back_in_every_game() {
    positions_and_moves_read_back(GAMES);
}

/// The same over 400 games per game (about ten minutes on two cores).
#[test]
#[ignore = "400 games per game, minutes: docs/reliability.md, slow jobs"]
fn every_position_text_and_move_text_reads_back_in_400_games_per_game() {
    positions_and_moves_read_back(400);
}

fn positions_and_moves_read_back(count: usize) {
    for kind in GameKind::ALL {
        let games = games(kind, count);
        let mut positions = 0;
        for game in &games {
            for ply in 0..=game.ply_count() {
                let text = game.position_at(ply).text();
                positions += 1;
                match kind {
                    GameKind::Chess(v) => {
                        assert_accepted(check_chess_position(v, &text), &text);
                        let pos = Position::from_fen(v, &text).unwrap();
                        for &m in pos.legal_moves().iter() {
                            if let Some(why) = move_texts_read_back(&pos, m) {
                                panic!("{why}");
                            }
                        }
                    }
                    GameKind::Draughts => {
                        assert_accepted(check_draughts_position(&text), &text);
                        let pos = DraughtsPosition::from_fen(&text).unwrap();
                        for m in pos.legal_moves() {
                            if let Some(why) = draughts_move_texts_read_back(&pos, &m) {
                                panic!("{why}");
                            }
                        }
                    }
                }
            }
        }
        assert!(
            positions > GAMES * 20,
            "{kind:?}: only {positions} positions"
        );
    }
}

#[test]
fn every_game_text_and_saved_game_reads_back_in_every_game() {
    for kind in GameKind::ALL {
        let games = games(kind, GAMES);
        for (text, game) in seeds::game_texts(&games).iter().zip(&games) {
            let verdict = match game {
                AnyGame::Chess(_) => check_pgn(text),
                AnyGame::Draughts(_) => check_pdn(text),
            };
            assert_accepted(verdict, text);
        }
        for text in seeds::saved_games(&games) {
            assert_accepted(check_saved_game(&text), &text);
        }
    }
}

#[test]
fn a_saved_game_replays_to_the_same_position() {
    for kind in GameKind::ALL {
        for game in games(kind, 6) {
            let saved = Session::from_game(game.clone()).to_ron();
            let back = Session::from_ron(&saved).expect("a saved game reopens");
            assert_eq!(back.game().moves(), game.moves(), "{saved}");
            assert_eq!(back.game().position().text(), game.position().text());
        }
    }
}

#[test]
fn draughts_king_captures_read_back_from_long_games() {
    // Kings and their long captures come late: long random games from set-up positions.
    let mut king_captures = 0;
    for game in seeds::random_games(GameKind::Draughts, 1500, 0xD4A7) {
        let AnyGame::Draughts(g) = &game else {
            unreachable!()
        };
        for (pos, m) in g.positions().iter().zip(g.moves()) {
            if let Some(why) = draughts_move_texts_read_back(pos, m) {
                panic!("{why}");
            }
            if pos.piece_at(m.from).is_some_and(|p| p.is_king()) && m.is_capture() {
                king_captures += 1;
            }
        }
    }
    assert!(king_captures > 0, "no king capture was checked");
}

// ---- inputs that once failed -------------------------------------------------------------

/// A rank-disambiguated SAN move (`B1d2`: bishops on e1 and e3) was read by the typed-move
/// reader, which the saved-game loader used, as the coordinate move b1-d2 of the knight.
#[test]
fn regression_rank_disambiguated_san_is_not_read_as_coordinates() {
    let pos =
        Position::from_fen(VariantId::Classical, "4k3/8/8/8/8/4B3/8/1N2B1K1 w - - 0 1").unwrap();
    let m = pos.parse_san("B1d2").expect("the bishop from e1");
    assert_eq!(pos.move_to_coord(m), "e1d2");
    assert_eq!(pos.move_to_san(m), "B1d2");
    assert_eq!(pos.parse_move("B1d2"), Ok(m));
    assert_eq!(move_texts_read_back(&pos, m), None);
}

/// Wirth's long notation wrote a pawn's double step `B2-B4`, which reads as a bishop from
/// rank 2 when one can go to B4.
#[test]
fn regression_wirth_long_notation_of_a_pawn_reads_back() {
    let fen = "12/npppppppppp1/1p3qkb1rp1/1prpp7/B3np1ppp2/2pNP1pb2p1/7P4/5P2PQ2/1PPP1BP2PP1/1P1R3KNRP1/1PPPPPPPPPP1/12 w k E6 0 17";
    let pos = Position::from_fen(VariantId::Wirth, fen).unwrap();
    let m = pos.parse_coord("B2B4").expect("the pawn's double step");
    let full = pos.move_to_full_notation(m);
    assert_eq!(pos.parse_san(&full), Ok(m), "{full}");
    assert_eq!(move_texts_read_back(&pos, m), None);
}

/// Move counters at their type's maximum overflowed when a move was played.
#[test]
fn regression_counters_at_their_maximum_saturate() {
    let fen = "4k3/8/8/8/8/8/8/4K2R w K - 65535 4294967295";
    let pos = Position::from_fen(VariantId::Classical, fen).unwrap();
    let next = pos.play(pos.parse_san("Rh2").unwrap());
    let after = next.play(next.parse_san("Kd7").unwrap());
    assert_eq!(after.halfmove_clock(), u16::MAX);
    assert_eq!(after.fullmove_number(), u32::MAX);
    assert_accepted(
        check_chess_position(VariantId::Classical, &after.to_fen()),
        fen,
    );
    let draughts = DraughtsPosition::from_fen("W:WK21:BK10:H65535:F4294967295").unwrap();
    for m in draughts.legal_moves() {
        let next = draughts.play(&m);
        assert_accepted(check_draughts_position(&next.to_fen()), &next.to_fen());
    }
    for (id, text) in [
        (
            VariantId::Transit,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 65535 4294967295 open/open -",
        ),
        (
            VariantId::Great,
            "r2k4nr/pp8/9p/6b1p1/5wP3/4P5/5P4/3Pv1VNPP/P1q4P2/R1B1K1R3 b - - 2 4294967295",
        ),
    ] {
        assert_accepted(check_chess_position(id, text), text);
    }
}

/// A Chess-transit game exported as PGN carried a Variant tag (and board numbers) the PGN
/// reader refused.
#[test]
fn regression_chess_transit_and_mattrix_pgn_read_back() {
    for id in [VariantId::Transit, VariantId::Mattrix] {
        let kind = GameKind::Chess(id);
        let AnyGame::Chess(game) = seeds::random_game(kind, 3, 12) else {
            unreachable!()
        };
        let pgn = to_pgn(&game, &[]);
        let back = from_pgn(&pgn).unwrap_or_else(|e| panic!("{e}\n{pgn}"));
        assert_eq!(back.game.moves(), game.moves());
        assert_eq!(back.game.variant(), id);
    }
}

/// Two kings side by side in Mattrix were accepted, and the move generator then listed
/// moves that leave the mover in check.
#[test]
fn regression_mattrix_kings_side_by_side_are_refused() {
    let start = Position::start(VariantId::Mattrix);
    let g = start.geometry();
    let blue_king = start.king(manifold_rules::Seat(1)).unwrap();
    let beside = g
        .dirs()
        .filter_map(|d| g.step(blue_king, d))
        .find(|&c| start.piece_at(c).is_none())
        .expect("an empty cell beside Blue's king");
    let white_king = g.cell_name(start.king(manifold_rules::Seat(0)).unwrap());
    let text = start
        .to_fen()
        .replacen(
            &format!("K{white_king},"),
            &format!("K{},", g.cell_name(beside)),
            1,
        )
        .replace(" o21,o7,h1,a8,a20,h27 ", " - ");
    match Position::from_fen(VariantId::Mattrix, &text) {
        Err(manifold_rules::fen::FenError::Invalid(error))
            if matches!(
                error.problems.as_slice(),
                [manifold_rules::SetupProblem::KingsSideBySide { .. }, ..]
            ) => {}
        other => panic!("{text}: {:?}", other.map(|p| p.to_fen())),
    }
}

/// The saved-game loader read moves with the typed-move reader (coordinates too), so the
/// save of a game with `B1d2` replayed the knight's b1-d2.
#[test]
fn regression_a_saved_rank_disambiguated_move_replays_the_same_move() {
    let start = "4k3/8/8/8/8/4B3/8/1N2B1K1 w - - 0 1";
    let mut session =
        Session::from_position_text(GameKind::Chess(manifold_rules::VariantId::Classical), start)
            .unwrap();
    let m = session.game().parse_written_move("B1d2").unwrap();
    session.play(m);
    let saved = session.to_ron();
    assert!(saved.contains("\"B1d2\""), "{saved}");
    let back = Session::from_ron(&saved).unwrap();
    assert_eq!(back.game().moves(), session.game().moves());
    assert_eq!(
        back.game().position().text(),
        "4k3/8/8/8/8/4B3/3B4/1N4K1 b - - 1 1"
    );
    // A move the notation's reader refuses is named in the error, not replaced.
    let bad = saved.replace("\"B1d2\"", "\"b1d2x\"");
    let err = Session::from_ron(&bad).expect_err("refused");
    assert!(err.to_string().contains("move 1 ('b1d2x')"), "{err}");
}

/// A PDN game written from a position with a move-number field read back with other move
/// numbers: the draughts position text did not write the move number.
#[test]
fn regression_a_pdn_game_from_a_numbered_position_keeps_its_move_numbers() {
    use manifold_rules::draughts::DraughtsGame;
    use manifold_rules::draughts::pdn::{from_pdn, to_pdn};
    let start = DraughtsPosition::from_fen("W:W21,22,23:B9,10,11:F17").unwrap();
    let mut game = DraughtsGame::from_position(start);
    let m = game.legal_moves()[0].clone();
    game.play(&m).unwrap();
    let pdn = to_pdn(&game, &[]);
    assert!(pdn.contains("17. "), "{pdn}");
    let back = from_pdn(&pdn).unwrap();
    assert_eq!(back.game.start_position().fullmove_number(), 17);
    assert_eq!(to_pdn(&back.game, &back.tags), pdn);
    assert_accepted(check_pdn(&pdn), &pdn);
}

/// A king capture written with every landing square (`g1:e3:g5`) read back as ambiguous,
/// since those squares are also part of a longer capture's path (`g1:e3:c5:a3:c1:g5`).
#[test]
fn regression_a_king_capture_with_all_its_landing_squares_reads_back() {
    let pos =
        DraughtsPosition::from_fen("B:Wa1,e1,b2,f2,c3,b4,d4,f4:BKg1,a5,d6,h6,a7,c7,e7,d8,h8:F13")
            .unwrap();
    let m = pos.parse_move("g1:e3:g5").expect("the short capture");
    assert_eq!(pos.move_path_text(&m), "g1:e3:g5");
    let long = pos
        .parse_move("g1:e3:c5:a3:c1:g5")
        .expect("the long capture");
    assert_ne!(m, long);
    assert_eq!(draughts_move_texts_read_back(&pos, &m), None);
    assert_eq!(draughts_move_texts_read_back(&pos, &long), None);
}

/// A settings file with an animation speed that is not a number (`NaN`) was read, and the
/// settings written again did not read back as equal (NaN equals nothing): such a speed
/// now reads as the default, and one out of range as its nearest end.
#[test]
fn regression_settings_with_an_animation_speed_that_is_not_a_number_read_back() {
    for text in [
        "(animation_speed: NaN)",
        "Settings(animation_speed: inf, language: Russian)",
        "(animation_speed: -1e30)",
    ] {
        assert_accepted(check_settings(text), text);
    }
}
