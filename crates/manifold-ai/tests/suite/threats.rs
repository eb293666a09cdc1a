//! Threats: each opponent's move with the turn passed to it, in every game (a mate in one
//! in classical chess, a giraffe's knight jump in Great Chess, a rook across the torus's
//! seam in Wirth, both opponents in Mattrix each by its own seat, one board of
//! Chess-transit, a capture in draughts), the seats that get no move (a check, no legal
//! move, a finished game), and the hanging pieces (an undefended attacked piece listed, a
//! defended one not, across the seam too). Every search is bounded by depth.

use manifold_ai::score::{is_mate, mate_moves};
use manifold_ai::{Limits, Searcher, SeatThreat, Threat, Threats, hanging, threats};
use manifold_rules::draughts::{DraughtsGame, DraughtsPosition};
use manifold_rules::game::Game;
use manifold_rules::{AnyGame, Cell, Position, Seat, VariantId};

/// A chess-family game from a position text.
fn chess(id: VariantId, text: &str) -> AnyGame {
    let pos = Position::from_fen(id, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    AnyGame::Chess(Game::from_position(pos))
}

/// A draughts game from a position text.
fn draughts(text: &str) -> AnyGame {
    let pos = DraughtsPosition::from_fen(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    AnyGame::Draughts(DraughtsGame::from_position(pos))
}

/// The threats of `game` searched to `depth` by a fresh searcher.
fn threats_at(game: &AnyGame, depth: u32) -> Threats {
    threats(game, &mut Searcher::new(8), &Limits::depth(depth))
}

/// The names of `cells` on `game`'s board.
fn names(game: &AnyGame, cells: &[Cell]) -> Vec<String> {
    cells
        .iter()
        .map(|&c| game.geometry().cell_name(c).to_string())
        .collect()
}

/// A seat's threat in the game's notation, written in the position it was found in
/// ("-" for a seat without one).
fn written(t: &SeatThreat) -> String {
    match &t.threat {
        Threat::Found(line) => line.position.notation_of(&line.best),
        other => format!("{other:?}"),
    }
}

/// The threat's start and end cells by name.
fn cells_of(game: &AnyGame, t: &SeatThreat) -> (String, String) {
    let m = t.best().unwrap_or_else(|| panic!("no threat: {t:?}"));
    let g = game.geometry();
    (
        g.cell_name(m.from()).to_string(),
        g.cell_name(m.to()).to_string(),
    )
}

#[test]
fn classical_black_threatens_mate_on_f2() {
    // 1.e4 e5 2.Nc3 Bc5 3.a3 Qh4: Black threatens Qxf2#, the scholar's mate turned round.
    let game = chess(
        VariantId::Classical,
        "rnb1k1nr/pppp1ppp/8/2b1p3/4P2q/P1N5/1PPP1PPP/R1BQKBNR w KQkq - 1 4",
    );
    let t = threats_at(&game, 3);
    assert_eq!(t.mover, Seat::WHITE);
    assert_eq!(t.opponents.len(), 1, "{t:?}");
    let black = &t.opponents[0];
    assert_eq!(black.seat, Seat::BLACK);
    assert_eq!(written(black), "Qxf2#");
    let Threat::Found(line) = &black.threat else {
        panic!("{black:?}")
    };
    assert!(
        is_mate(line.score) && mate_moves(line.score) == Some(1),
        "{line:?}"
    );
    assert_eq!(line.depth, 3);
    // e4 is attacked by the queen and defended by the knight; f2 by the king.
    assert!(t.hanging.is_empty(), "{:?}", names(&game, &t.hanging));
    // The position of the threat is White's with Black to move; the game is untouched.
    assert_eq!(line.position.position().turn(), Seat::BLACK);
    assert_eq!(game.position().turn(), Seat::WHITE);
}

#[test]
fn classical_hanging_lists_the_undefended_piece_only() {
    // Black's queen attacks the knight a5 (undefended) and the bishop g2 (defended by the
    // rook g1); the threat is to take the knight.
    let game = chess(VariantId::Classical, "4k3/8/8/N2q4/8/8/6B1/4K1R1 w - - 0 1");
    let t = threats_at(&game, 4);
    assert_eq!(names(&game, &t.hanging), ["a5"]);
    assert_eq!(names(&game, &hanging(&game)), ["a5"]);
    assert_eq!(written(&t.opponents[0]), "Qxa5+");
    // Black to move: White's pieces no longer matter, Black's queen is defended by nothing
    // and attacked by the bishop.
    let black = chess(VariantId::Classical, "4k3/8/8/N2q4/8/8/6B1/4K1R1 b - - 0 1");
    assert_eq!(names(&black, &hanging(&black)), ["d5"]);
}

#[test]
fn a_seat_that_gives_check_threatens_nothing_more() {
    // White is in check from the rook e8: passing would let Black take the king.
    let game = chess(VariantId::Classical, "4r1k1/8/8/8/8/8/5N2/4K3 w - - 0 1");
    let t = threats_at(&game, 3);
    assert_eq!(t.opponents.len(), 1);
    assert!(matches!(t.opponents[0].threat, Threat::GivesCheck), "{t:?}");
    assert_eq!(t.opponents[0].best(), None);
    assert_eq!(t.moves().count(), 0);
}

#[test]
fn a_seat_without_a_move_after_the_pass_threatens_nothing() {
    // Black, to move, would be stalemated.
    let game = chess(VariantId::Classical, "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1");
    let t = threats_at(&game, 3);
    assert!(matches!(t.opponents[0].threat, Threat::NoMove), "{t:?}");
}

#[test]
fn a_finished_game_has_no_threats() {
    // Black is mated (fool's mate): nothing to show.
    let game = chess(
        VariantId::Classical,
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    );
    assert!(game.outcome().is_some());
    let t = threats_at(&game, 3);
    assert!(t.opponents.is_empty() && t.hanging.is_empty(), "{t:?}");
}

#[test]
fn great_chess_giraffe_threatens_a_knight_jump() {
    // Black's giraffe d5 takes the general e7 by its knight jump (and checks the king
    // e2 from there).
    let game = chess(
        VariantId::Great,
        "9k/10/10/4Q5/10/3g6/10/10/4K5/10 w - - 0 1",
    );
    let t = threats_at(&game, 3);
    assert_eq!(cells_of(&game, &t.opponents[0]), ("d5".into(), "e7".into()));
    assert_eq!(written(&t.opponents[0]), "Gxe7+");
    assert_eq!(names(&game, &t.hanging), ["e7"]);
}

/// Wirth (files K L A .. J, ranks 11 12 1 .. 10, both seams wrap): Black's rook I7
/// attacks White's queen L7 only across the J|K seam (Black's pawn D7 blocks the other
/// way round).
const WIRTH: &str = "12/12/6k5/1Q3p4r1/12/12/12/12/12/12/12/4K7 w - - 0 1";

/// As [`WIRTH`], and Black's rook A3 attacks White's knight J3 only across the seam (B3
/// blocks the other way), while White's king K2 defends the knight across it.
const WIRTH_DEFENDED: &str = "12/12/6k5/1Q3p4r1/12/12/12/2rp7N/K11/12/12/12 w - - 0 1";

#[test]
fn wirth_threat_crosses_the_seam() {
    let game = chess(VariantId::Wirth, WIRTH);
    let t = threats_at(&game, 3);
    assert_eq!(cells_of(&game, &t.opponents[0]), ("I7".into(), "L7".into()));
    let Threat::Found(line) = &t.opponents[0].threat else {
        panic!("{t:?}")
    };
    assert!(line.score > 500, "{line:?}");
    assert_eq!(names(&game, &t.hanging), ["L7"]);
}

#[test]
fn wirth_hanging_sees_attacks_and_defences_across_the_seam() {
    let game = chess(VariantId::Wirth, WIRTH_DEFENDED);
    assert_eq!(names(&game, &hanging(&game)), ["L7"]);
    // With the king on C11 instead, the knight hangs too.
    let alone = chess(
        VariantId::Wirth,
        &WIRTH_DEFENDED.replace("/K11/12/12/12 ", "/12/12/12/4K7 "),
    );
    let mut hung = names(&alone, &hanging(&alone));
    hung.sort();
    assert_eq!(hung, ["J3", "L7"]);
}

/// Mattrix, White to move: Blue's rook h3 attacks White's knight h11 along row h, Red's
/// rook f25 attacks White's bishop f19 along row f; neither is defended.
const MATTRIX: &str = "W:Ko15,Nh11,Bf19 B:Ke4,Rh3 R:Kd23,Rf25 w - 0 1";

#[test]
fn mattrix_both_opponents_threaten_each_by_its_own_seat() {
    let game = chess(VariantId::Mattrix, MATTRIX);
    let t = threats_at(&game, 3);
    assert_eq!(t.mover, Seat(0));
    let seats: Vec<Seat> = t.opponents.iter().map(|o| o.seat).collect();
    assert_eq!(seats, [Seat(1), Seat(2)]);
    assert_eq!(
        cells_of(&game, &t.opponents[0]),
        ("h3".into(), "h11".into())
    );
    assert_eq!(
        cells_of(&game, &t.opponents[1]),
        ("f25".into(), "f19".into())
    );
    // Each threat is written from a position where its own seat is to move.
    for o in &t.opponents {
        let Threat::Found(line) = &o.threat else {
            panic!("{o:?}")
        };
        assert_eq!(line.position.position().turn(), o.seat);
    }
    let mut hung = names(&game, &t.hanging);
    hung.sort();
    assert_eq!(hung, ["f19", "h11"]);
}

#[test]
fn transit_threat_on_one_board() {
    // Board 2: Black's bishop c3 attacks White's rook a1. Board 1: Black's rook d8
    // attacks White's knight d2, which the king defends.
    let game = chess(
        VariantId::Transit,
        "3rk3/8/8/8/8/8/3N4/4K3|8/8/8/8/8/2b5/8/R7 w - - 0 1 open/open -",
    );
    let t = threats_at(&game, 3);
    assert_eq!(written(&t.opponents[0]), "2:Bxa1");
    assert_eq!(names(&game, &t.hanging), ["2:a1"]);
    assert_eq!(manifold_rules::transit::board_of(t.hanging[0]), 1);
}

#[test]
fn draughts_threat_is_a_capture() {
    // Black's man b4 would take c3 (landing on d2); White's g3 is shielded by f2.
    let game = draughts("W:Wa5,c3,f2,g3:Bb4,h4");
    assert!(!game.must_capture());
    let t = threats_at(&game, 4);
    assert_eq!(t.opponents.len(), 1);
    assert_eq!(t.opponents[0].seat, Seat::BLACK);
    assert_eq!(cells_of(&game, &t.opponents[0]), ("b4".into(), "d2".into()));
    assert_eq!(written(&t.opponents[0]), "b4:d2");
    assert_eq!(names(&game, &t.hanging), ["c3"]);
}

#[test]
fn threats_are_the_same_from_run_to_run() {
    let game = chess(VariantId::Mattrix, MATTRIX);
    let a = threats_at(&game, 3);
    let b = threats_at(&game, 3);
    let moves = |t: &Threats| t.moves().map(|(s, m)| (s, m.clone())).collect::<Vec<_>>();
    assert_eq!(moves(&a), moves(&b));
}
