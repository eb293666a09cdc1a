//! The play session the app drives: clicks become moves, refusals say why, promotions wait
//! for a choice, draughts captures are clicked square by square, presets change input, and
//! saved games round-trip while corrupt ones are refused with the game kept.

use manifold_rules::Role;
use manifold_rules::VariantId;
use manifold_rules::preset::Preset;
use manifold_session::{ClickResult, GameKind, Refusal, Session};

fn cell(s: &Session, name: &str) -> manifold_rules::Cell {
    s.game()
        .geometry()
        .cell_by_name(name)
        .unwrap_or_else(|| panic!("no cell {name}"))
}

fn click(s: &mut Session, name: &str) -> ClickResult {
    let c = cell(s, name);
    s.click(c)
}

const CLASSICAL: GameKind = GameKind::Chess(VariantId::Classical);

#[test]
fn select_then_target_plays_the_move() {
    let mut s = Session::new(CLASSICAL);
    assert_eq!(click(&mut s, "e2"), ClickResult::Selected(cell(&s, "e2")));
    let targets: Vec<_> = s
        .targets()
        .iter()
        .map(|t| s.game().geometry().cell_name(t.cell).to_string())
        .collect();
    assert_eq!(targets.len(), 2, "{targets:?}");
    assert!(matches!(click(&mut s, "e4"), ClickResult::Moved(_)));
    assert_eq!(s.game().move_texts(), ["e4"]);
    assert!(s.pieces().iter().any(|(c, _)| *c == cell(&s, "e4")));
    assert_eq!(s.last_move(), Some((cell(&s, "e2"), cell(&s, "e4"))));
}

#[test]
fn refusals_say_why_and_change_nothing() {
    let mut s = Session::new(CLASSICAL);
    assert!(matches!(
        click(&mut s, "e7"),
        ClickResult::Refused(Refusal::NotYours)
    ));
    assert!(matches!(
        click(&mut s, "e4"),
        ClickResult::Refused(Refusal::SelectOwnPiece)
    ));
    click(&mut s, "e2");
    match click(&mut s, "e5") {
        ClickResult::Refused(reason) => {
            assert!(reason.to_string().contains("cannot move to e5"), "{reason}")
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(s.game().ply_count(), 0);
    assert_eq!(
        s.selected(),
        None,
        "a click elsewhere cancels the selection"
    );
    click(&mut s, "e2");
    // Clicking another own piece switches the selection; clicking the same piece clears it.
    assert!(matches!(click(&mut s, "g1"), ClickResult::Selected(_)));
    assert_eq!(click(&mut s, "g1"), ClickResult::Cleared);
    assert_eq!(s.selected(), None);
}

#[test]
fn captures_are_marked_and_promotion_waits_for_a_choice() {
    let mut s = Session::from_position_text(CLASSICAL, "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    click(&mut s, "a7");
    let capture: Vec<bool> = s.targets().iter().map(|t| t.capture).collect();
    assert_eq!(capture.len(), 2);
    assert!(capture.contains(&true) && capture.contains(&false));
    match click(&mut s, "b8") {
        ClickResult::ChoosePromotion(roles) => assert_eq!(roles.len(), 4),
        other => panic!("{other:?}"),
    }
    assert!(matches!(s.promote(Role::Knight), ClickResult::Moved(_)));
    assert_eq!(s.game().move_texts(), ["axb8=N"]);
}

#[test]
fn draughts_capture_is_clicked_landing_by_landing() {
    // White man c3 takes d4 and f6 (c3:e5:g7); a second route is not possible, so the
    // squares are clicked one by one, and the final square alone also works.
    let text = "W:Wc3,e1:Bd4,f6,a7";
    let mut s = Session::from_position_text(GameKind::Draughts, text).unwrap();
    click(&mut s, "c3");
    assert!(s.targets().iter().all(|t| t.capture));
    let result = click(&mut s, "e5");
    assert!(
        matches!(result, ClickResult::Moved(_)),
        "one sequence goes on from e5: finished ({result:?})"
    );
    assert_eq!(
        s.game().move_texts(),
        ["c3:g7"],
        "PDN writes a capture by its start and end when that is unambiguous"
    );

    let mut s = Session::from_position_text(GameKind::Draughts, text).unwrap();
    click(&mut s, "c3");
    assert!(
        matches!(click(&mut s, "g7"), ClickResult::Moved(_)),
        "the final square alone"
    );
}

#[test]
fn draughts_compulsory_capture_is_explained() {
    let mut s = Session::from_position_text(GameKind::Draughts, "W:Wc3,g3:Bd4").unwrap();
    match click(&mut s, "g3") {
        ClickResult::Refused(reason) => {
            assert_eq!(reason, Refusal::CaptureCompulsoryChoose, "{reason}")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn nujelm_castling_by_king_then_rook() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scenes/nujelm-chess.ron"
    ))
    .unwrap();
    let preset = Preset::from_ron(&text).unwrap();
    let mut s = Session::with_preset(preset);
    for m in [
        "e2", "e4", "e7", "e5", "g1", "f3", "b8", "c6", "f1", "c4", "g8", "f6",
    ] {
        click(&mut s, m);
    }
    click(&mut s, "e1");
    assert!(matches!(click(&mut s, "h1"), ClickResult::Moved(_)));
    assert_eq!(
        s.game().move_texts().last().map(String::as_str),
        Some("O-O")
    );
}

#[test]
fn browsing_the_move_list_shows_earlier_positions() {
    let mut s = Session::new(CLASSICAL);
    for m in ["e2", "e4", "e7", "e5"] {
        click(&mut s, m);
    }
    s.view_ply(1);
    assert!(s.is_browsing());
    assert!(
        s.pieces().iter().any(|(c, _)| *c == cell(&s, "e7")),
        "after 1. e4 the e7 pawn is home"
    );
    s.view_ply(2);
    assert!(!s.is_browsing(), "the last ply is the current position");
}

#[test]
fn saved_games_round_trip() {
    let mut s = Session::new(GameKind::Chess(VariantId::Wirth));
    for m in ["E2", "E4", "E7", "E5"] {
        click(&mut s, m);
    }
    s.game_mut().resign(manifold_rules::Seat::WHITE).unwrap();
    let text = s.to_ron();
    let back = Session::from_ron(&text).unwrap();
    assert_eq!(back.game().move_texts(), s.game().move_texts());
    assert_eq!(back.game().outcome(), s.game().outcome());
    assert_eq!(back.to_ron(), text);

    let mut d = Session::new(GameKind::Draughts);
    click(&mut d, "c3");
    click(&mut d, "d4");
    assert_eq!(
        Session::from_ron(&d.to_ron()).unwrap().game().move_texts(),
        ["c3-d4"]
    );
}

#[test]
fn corrupt_saves_are_refused_with_a_reason() {
    let good = Session::new(CLASSICAL).to_ron();
    let cases = [
        ("not ron at all {", "not a Manifold saved game"),
        (
            &good.replace("\"classical\"", "\"checkers\"") as &str,
            "unknown game",
        ),
        (
            &good.replace("moves: []", "moves: [\"e4\", \"e4\"]"),
            "move 2 ('e4')",
        ),
        (&good.replace("format: 1", "format: 9"), "newer"),
        (&good.replace("w KQkq", "x KQkq"), "start position"),
    ];
    for (text, expected) in cases {
        let err = Session::from_ron(text)
            .err()
            .unwrap_or_else(|| panic!("accepted: {text}"))
            .to_string();
        assert!(
            err.contains(expected),
            "'{err}' should mention '{expected}'"
        );
    }
}

fn scene_preset(name: &str) -> Preset {
    let path = format!("{}/../../scenes/{name}.ron", env!("CARGO_MANIFEST_DIR"));
    Preset::from_ron(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn draughts_rules(s: &Session) -> manifold_rules::draughts::DraughtsRules {
    match s.game() {
        manifold_session::AnyGame::Draughts(g) => g.rules(),
        manifold_session::AnyGame::Chess(_) => panic!("not draughts"),
    }
}

#[test]
fn an_imported_game_keeps_a_table_preset_for_its_game() {
    use manifold_rules::draughts::{DraughtsRules, pdn::from_pdn};
    use manifold_rules::pgn::from_pgn;
    use manifold_rules::preset::{DrawPolicy, PresetGame};
    use manifold_session::AnyGame;

    let chess = scene_preset("nujelm-chess");
    let draughts = scene_preset("nujelm-draughts");
    let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";

    // A classical position at the Nujelm chess table stays at it, with its draw policy.
    let s = Session::from_position_text_at(CLASSICAL, fen, Some(&chess)).unwrap();
    assert_eq!(s.preset(), Some(&chess));
    assert!(s.preset().unwrap().move_time_limit.is_some());
    assert!(matches!(s.game(), AnyGame::Chess(g) if g.draw_policy() == DrawPolicy::AgreementOnly));
    // A PGN game too.
    let pgn = from_pgn("1. e4 e5 2. Nf3 *").unwrap();
    let s = Session::from_game(AnyGame::Chess(pgn.game)).at_table(Some(&chess));
    assert_eq!(s.preset(), Some(&chess));
    assert_eq!(s.game().move_texts(), ["e4", "e5", "Nf3"]);
    // Great Chess, or draughts, at a classical-chess table: no preset.
    let great = GameKind::Chess(VariantId::Great);
    let great_fen = Session::new(great).game().position().text();
    let s = Session::from_position_text_at(great, &great_fen, Some(&chess)).unwrap();
    assert_eq!(s.preset(), None);
    let s = Session::from_position_text_at(GameKind::Draughts, "W:Wc3:Bd6", Some(&chess)).unwrap();
    assert_eq!(s.preset(), None);
    assert_eq!(draughts_rules(&s), DraughtsRules::RUSSIAN);
    // No preset before, none after.
    assert_eq!(
        Session::from_position_text_at(CLASSICAL, fen, None)
            .unwrap()
            .preset(),
        None
    );

    // A draughts position at the Nujelm draughts table takes the table's king landing.
    let PresetGame::Draughts(nujelm_rules) = draughts.game else {
        panic!("the draughts preset is for draughts")
    };
    assert_ne!(nujelm_rules, DraughtsRules::RUSSIAN);
    let s = Session::from_position_text_at(GameKind::Draughts, "W:WKa1:Bd4,f6", Some(&draughts))
        .unwrap();
    assert_eq!(s.preset(), Some(&draughts));
    assert_eq!(draughts_rules(&s), nujelm_rules);
    // A PDN game keeps the table when it was played under the table's rules...
    let mut nujelm = Session::with_preset(draughts.clone());
    click(&mut nujelm, "c3");
    click(&mut nujelm, "d4");
    let pdn = manifold_rules::draughts::pdn::to_pdn(
        match nujelm.game() {
            AnyGame::Draughts(g) => g,
            AnyGame::Chess(_) => unreachable!(),
        },
        &[],
    );
    let back = from_pdn(&pdn).unwrap();
    let s = Session::from_game(AnyGame::Draughts(back.game)).at_table(Some(&draughts));
    assert_eq!(s.preset(), Some(&draughts));
    // ...and not when its rules say kings land anywhere (the PDN's own rules win).
    let plain = from_pdn("1. c3-d4 *").unwrap();
    let s = Session::from_game(AnyGame::Draughts(plain.game)).at_table(Some(&draughts));
    assert_eq!(s.preset(), None);
    assert_eq!(draughts_rules(&s), DraughtsRules::RUSSIAN);
}

#[test]
fn a_saved_table_game_replays_under_the_table_rules() {
    let draughts = scene_preset("nujelm-draughts");
    let mut s = Session::with_preset(draughts.clone());
    click(&mut s, "c3");
    click(&mut s, "d4");
    let back = Session::from_ron(&s.to_ron()).unwrap();
    assert_eq!(back.preset(), Some(&draughts));
    assert_eq!(draughts_rules(&back), draughts_rules(&s));
    // A preset for another game than the saved one is refused.
    let wrong = s.to_ron().replace("\"draughts\"", "\"classical\"").replace(
        &s.game().position_at(0).text(),
        &Session::new(CLASSICAL).game().position().text(),
    );
    let wrong = wrong.replace("moves: [\"c3-d4\"]", "moves: []");
    let err = Session::from_ron(&wrong).expect_err("refused").to_string();
    assert!(err.starts_with("preset: the table"), "{err}");
}

/// The example games in `scenes/games/` load and replay: every move legal, and the
/// finished ones end as their files say.
#[test]
fn the_example_games_load() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenes/games");
    let mut loaded = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("scenes/games") {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let session = manifold_session::Session::from_ron(&text)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(session.game().ply_count() > 20, "{}", path.display());
        loaded.push((
            path.file_stem().unwrap().to_string_lossy().to_string(),
            session,
        ));
    }
    assert!(loaded.len() >= 6, "one example per game");
    let opera = &loaded
        .iter()
        .find(|(name, _)| name == "classical-opera-game")
        .expect("the Opera game")
        .1;
    let outcome = opera.game().outcome().expect("the Opera game ends in mate");
    assert_eq!(outcome.pgn_result(), "1-0");
    assert_eq!(opera.game().ply_count(), 33);
}

/// Who plays each seat is saved with the game and read back; a list that does not fit the
/// game is refused with the reason; a file without players loads with none recorded.
#[test]
fn players_are_saved_with_the_game() {
    use manifold_session::Player;
    let mut session = Session::new(GameKind::Chess(VariantId::Classical));
    session.set_players(vec![Player::Human, Player::Computer(3)]);
    let text = session.to_ron();
    assert!(text.contains("Computer(3)"), "{text}");
    let back = Session::from_ron(&text).unwrap();
    assert_eq!(back.players(), [Player::Human, Player::Computer(3)]);
    let none = Session::new(GameKind::Chess(VariantId::Classical)).to_ron();
    assert!(!none.contains("players"), "not written when not recorded");
    assert!(Session::from_ron(&none).unwrap().players().is_empty());
    let three = text.replace("Computer(3)", "Computer(3), Human");
    let err = Session::from_ron(&three).unwrap_err().to_string();
    assert_eq!(err, "players: 3 given for a game of 2 seats");
    let level = text.replace("Computer(3)", "Computer(0)");
    let err = Session::from_ron(&level).unwrap_err().to_string();
    assert_eq!(err, "players: seat 2: computer level 0 is not 1 to 5");
}

#[test]
fn the_revision_counts_every_change_and_the_game_revision_only_the_game() {
    let mut s = Session::new(GameKind::Chess(VariantId::Classical));
    let (r0, g0) = (s.revision(), s.game_revision());
    click(&mut s, "e2");
    assert!(s.revision() > r0, "a selection is a change");
    assert_eq!(s.game_revision(), g0, "but not of the game");
    let r1 = s.revision();
    assert!(matches!(click(&mut s, "e4"), ClickResult::Moved(_)));
    assert!(s.revision() > r1);
    assert_eq!(
        s.game_revision(),
        g0 + 1,
        "one move, one change of the game"
    );
    let played = s.last_played().expect("the move played").clone();
    assert_eq!((played.from, played.to), (cell(&s, "e2"), cell(&s, "e4")));
    assert_eq!(played.path.len(), 3, "e2, e3, e4");
    let (r2, g2) = (s.revision(), s.game_revision());
    s.view_ply(0);
    assert!(s.revision() > r2);
    assert_eq!(s.game_revision(), g2, "browsing changes the view only");
    assert!(s.undo());
    assert!(s.game_revision() > g2);
    assert!(s.last_played().is_none(), "a take-back is no move played");
    let g3 = s.game_revision();
    assert!(!s.undo(), "nothing more to take back");
    assert_eq!(s.game_revision(), g3, "a refused take-back changes nothing");
    // A game put in place of another goes on counting: a view never mistakes it for the
    // old one, even at the same count.
    let (r4, g4) = (s.revision(), s.game_revision());
    s.replace_with(Session::new(GameKind::Draughts));
    assert!(s.revision() > r4 && s.game_revision() > g4);
}

#[test]
fn a_promotion_chosen_is_the_move_played() {
    let mut s = Session::from_position_text(
        GameKind::Chess(VariantId::Classical),
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
    )
    .unwrap();
    click(&mut s, "a7");
    assert!(matches!(
        click(&mut s, "a8"),
        ClickResult::ChoosePromotion(_)
    ));
    assert!(s.last_played().is_none());
    assert!(matches!(s.promote(Role::Knight), ClickResult::Moved(_)));
    let played = s.last_played().expect("the promotion played");
    assert_eq!(
        played.promotion.map(|p| p.shape),
        Some(manifold_session::PieceShape::Chess(Role::Knight))
    );
}

/// A new game of `kind` after `moves`.
fn after_moves(kind: GameKind, moves: &[&str]) -> Session {
    let mut s = Session::new(kind);
    for text in moves {
        let m = s.game().parse_move(text).expect("a legal move");
        assert!(matches!(s.play(m), ClickResult::Moved(_)));
    }
    s
}

#[test]
fn a_take_back_against_the_computer_takes_back_its_reply_too() {
    use manifold_rules::Seat;
    let computer_black = |seat: Seat| seat == Seat::BLACK;
    let mut s = after_moves(GameKind::Chess(VariantId::Classical), &["e4", "e5"]);
    assert_eq!(
        s.take_back(false, computer_black),
        Err(Refusal::TakebacksOff),
        "the table allows none"
    );
    assert_eq!(s.game().ply_count(), 2);
    assert_eq!(s.take_back(true, computer_black), Ok(()));
    assert_eq!(s.game().ply_count(), 0, "e5 and then e4: White is to move");
    assert_eq!(
        s.take_back(true, computer_black),
        Err(Refusal::NothingToUndo)
    );
    // Between two people (or two computers) one move at a time.
    let mut people = after_moves(GameKind::Chess(VariantId::Classical), &["e4", "e5"]);
    assert_eq!(people.take_back(true, |_| false), Ok(()));
    assert_eq!(people.game().ply_count(), 1);
    let mut machines = after_moves(GameKind::Draughts, &["c3-d4", "f6-g5"]);
    assert_eq!(machines.take_back(true, |_| true), Ok(()));
    assert_eq!(machines.game().ply_count(), 1);
}

#[test]
fn a_draw_offer_at_the_table_needs_every_opponent() {
    use manifold_rules::Seat;
    let mut s = Session::new(GameKind::Chess(VariantId::Mattrix));
    assert_eq!(s.accept_draw(Seat(1)), Err(Refusal::NoOffer));
    assert_eq!(s.offer_draw(), Ok(Seat::WHITE));
    assert!(matches!(s.offer_draw(), Err(Refusal::OfferStands(_))));
    assert_eq!(s.accept_draw(Seat(1)), Ok(false), "one of two opponents");
    assert!(s.game().outcome().is_none());
    assert_eq!(s.accept_draw(Seat(2)), Ok(true));
    assert!(s.game().outcome().is_some(), "agreed by both");
    let mut declined = Session::new(GameKind::Chess(VariantId::Classical));
    declined.offer_draw().expect("an offer");
    declined.decline_draw();
    assert!(declined.standing_offer().is_none());
}

/// Issue 53 item 17: a position set up in the editor has no moves, yet it is a game the
/// start screen must offer to go back to.
#[test]
fn only_a_fresh_start_is_untouched() {
    for kind in GameKind::ALL {
        assert!(Session::new(kind).is_untouched(), "{kind:?}");
    }
    let classical = GameKind::Chess(VariantId::Classical);
    let set_up = Session::from_position_text(classical, "4k3/8/8/8/8/8/8/4K2R w K - 0 1")
        .expect("a legal position");
    assert!(!set_up.is_untouched(), "an edited position is a game");
    let moved = Session::after_moves(classical, &["e4"]);
    assert!(!moved.is_untouched(), "a game with a move");
}
