//! Setups apart from positions: every problem kind of each family's one validation
//! (`Position::from_setup`, `DraughtsPosition::from_setup`), every problem listed with the
//! setup given back, and the round trips position -> setup -> position and
//! text -> setup -> text.

use manifold_rules::army::ArmyProblem;
use manifold_rules::draughts::{
    DraughtsGame, DraughtsPiece, DraughtsPosition, DraughtsRules, DraughtsSetup,
    DraughtsSetupProblem,
};
use manifold_rules::game::Game;
use manifold_rules::names::SideName;
use manifold_rules::setup::ForcedTransit;
use manifold_rules::transit::BoardStatus;
use manifold_rules::{Cell, Piece, Position, Role, Seat, Setup, SetupProblem, VariantId};

const W: Seat = Seat::WHITE;
const B: Seat = Seat::BLACK;

fn cell(id: VariantId, name: &str) -> Cell {
    id.rules()
        .geometry
        .cell_by_name(name)
        .unwrap_or_else(|| panic!("{id}: no cell {name}"))
}

fn setup(id: VariantId, text: &str) -> Setup {
    Setup::from_fen(id, text).unwrap_or_else(|e| panic!("{id}: {text}: {e}"))
}

/// The problems `Position::from_setup` finds in `s`; the setup comes back unchanged.
fn problems(s: Setup) -> Vec<SetupProblem> {
    let error = Position::from_setup(s.clone()).expect_err("the setup is refused");
    assert_eq!(*error.setup, s, "the setup is given back");
    error.problems
}

/// The problems of the setup of `text`.
fn text_problems(id: VariantId, text: &str) -> Vec<SetupProblem> {
    problems(setup(id, text))
}

fn side(id: VariantId, seat: Seat) -> SideName {
    SideName {
        seats: id.rules().seats,
        seat,
    }
}

#[test]
fn kings_and_counts_in_every_chess_variant() {
    for id in VariantId::ALL {
        let mut s = Position::start(id).to_setup();
        let king = |s: &Setup, seat| {
            s.pieces()
                .find(|(_, p)| *p == Piece::new(seat, Role::King))
                .map(|(c, _)| c)
                .unwrap()
        };
        let white_king = king(&s, W);
        s.set(white_king, None);
        assert!(
            problems(s.clone()).contains(&SetupProblem::NoKing { side: side(id, W) }),
            "{id}"
        );
        // A second white king on an empty cell.
        s.set(white_king, Some(Piece::new(W, Role::King)));
        let empty = s
            .geometry()
            .cells()
            .find(|&c| s.piece_at(c).is_none())
            .unwrap();
        s.set(empty, Some(Piece::new(W, Role::King)));
        let found = problems(s.clone());
        assert!(
            found.contains(&SetupProblem::TooManyKings {
                side: side(id, W),
                count: 2
            }),
            "{id}: {found:?}"
        );
        assert!(
            found.iter().any(|p| matches!(
                p,
                SetupProblem::TooManyPieces { side, count, max }
                    if *side == self::side(id, W) && count > max
            )),
            "{id}: {found:?}"
        );
    }
}

#[test]
fn each_problem_kind_of_the_chess_checks() {
    let c = VariantId::Classical;
    assert!(matches!(
        text_problems(c, "4k2P/8/8/8/8/8/8/4K3 w - - 0 1").as_slice(),
        [SetupProblem::PawnOnPromotionCell { cell, .. }] if cell == "h8"
    ));
    assert!(matches!(
        text_problems(c, "4k3/8/8/8/8/8/8/4K3 w K - 0 1").as_slice(),
        [SetupProblem::CastlingWithoutPieces { right: 0, rook, .. }] if rook == "h1"
    ));
    assert!(matches!(
        text_problems(c, "4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1").as_slice(),
        [SetupProblem::EnPassantOccupied { .. }]
    ));
    assert!(matches!(
        text_problems(c, "4k3/8/8/8/8/8/8/4K3 b - e3 0 1").as_slice(),
        [SetupProblem::EnPassantNoDoubleStep { .. }]
    ));
    assert!(matches!(
        text_problems(
            VariantId::Great,
            "4k5/10/10/10/10/10/10/10/10/5K4 b - e3 0 1"
        )
        .as_slice(),
        [SetupProblem::NoEnPassant { .. }]
    ));
    assert!(matches!(
        text_problems(c, "4k3/8/8/8/8/8/8/R3K2r b - - 0 1").as_slice(),
        [SetupProblem::LastMoverInCheck { side, .. }] if side.seat == W
    ));
    assert!(matches!(
        text_problems(c, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1").as_slice(),
        [SetupProblem::Army(ArmyProblem::PawnOffItsPath { .. })]
    ));
    // Three seats: kings side by side.
    let m = VariantId::Mattrix;
    let mut s = setup(m, "W:Ko15 B:Ke4 R:Kd23 w - 0 1");
    let g = s.geometry();
    let beside = g
        .dirs()
        .filter_map(|d| g.step(cell(m, "e4"), d))
        .find(|&c| s.piece_at(c).is_none())
        .unwrap();
    s.set(cell(m, "o15"), None);
    s.set(beside, Some(Piece::new(W, Role::King)));
    assert!(
        problems(s)
            .iter()
            .any(|p| matches!(p, SetupProblem::KingsSideBySide { .. }))
    );
    // Chess-transit: the forced transit stated is checked.
    let t = VariantId::Transit;
    let mut s = Position::start(t).to_setup();
    s.forced_transit = ForcedTransit::Stated(Some(cell(t, "1:e1")));
    assert!(matches!(
        problems(s).as_slice(),
        [SetupProblem::ForcedTransit { stated, derived }] if stated == "1:e1" && derived == "-"
    ));
}

#[test]
fn what_no_text_can_say_is_refused_too() {
    let c = VariantId::Classical;
    let mut s = Position::start(c).to_setup();
    s.set(cell(c, "e4"), Some(Piece::new(W, Role::Giraffe)));
    s.set(cell(c, "d4"), Some(Piece::new(Seat(2), Role::Knight)));
    s.en_passant = Some(Cell(200));
    s.turn = Seat(2);
    let found = problems(s);
    assert!(found.contains(&SetupProblem::SeatNotInGame { number: 3 }));
    assert!(found.contains(&SetupProblem::PieceNotInGame { cell: "e4".into() }));
    assert!(found.contains(&SetupProblem::PieceNotInGame { cell: "d4".into() }));
    assert!(found.contains(&SetupProblem::CellOffBoard { index: 200 }));
}

#[test]
fn every_problem_is_listed_not_only_the_first() {
    let found = text_problems(VariantId::Classical, "P3k2P/8/8/8/8/8/8/8 w K e3 0 1");
    assert!(found.len() >= 5, "{found:?}");
    assert!(matches!(found[0], SetupProblem::PawnOnPromotionCell { .. }));
    assert!(found.contains(&SetupProblem::NoKing {
        side: side(VariantId::Classical, W)
    }));
    assert!(
        found
            .iter()
            .any(|p| matches!(p, SetupProblem::CastlingWithoutPieces { .. }))
    );
    assert!(
        found
            .iter()
            .any(|p| matches!(p, SetupProblem::EnPassantNoDoubleStep { .. }))
    );
}

#[test]
fn positions_round_trip_through_their_setups() {
    for id in VariantId::ALL {
        let mut game = Game::new(id);
        let mut positions = vec![game.position().clone()];
        for i in 0..12 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[(i * 7) % moves.len()]).unwrap();
            positions.push(game.position().clone());
        }
        for pos in positions {
            let back = Position::from_setup(pos.to_setup()).unwrap();
            assert_eq!(back, pos, "{id}");
            assert_eq!(back.hash(), pos.hash(), "{id}");
            // Text -> setup -> text gives the same text.
            let text = pos.to_fen();
            assert_eq!(setup(id, &text).to_fen(), text, "{id}");
            assert_eq!(pos.to_setup().to_fen(), text, "{id}");
        }
    }
}

#[test]
fn texts_round_trip_through_their_setups_valid_or_not() {
    let cases = [
        (VariantId::Classical, "8/8/8/8/8/8/8/8 w KQ e3 7 9"),
        (VariantId::Great, "10/10/10/10/10/10/10/10/10/10 b - - 0 1"),
        (VariantId::Mattrix, "W:Ko15,Pa10 B: R:Kd23 r o21 3 4"),
        (
            VariantId::Transit,
            "8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1 1-0/draw 1:e8",
        ),
    ];
    for (id, text) in cases {
        let s = setup(id, text);
        assert_eq!(s.to_fen(), text, "{id}");
        assert!(Position::from_setup(s).is_err(), "{id}");
    }
    let t = setup(
        VariantId::Transit,
        "8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1 1-0/draw 1:e8",
    );
    assert_eq!(t.boards, [BoardStatus::Won(W), BoardStatus::Drawn]);
}

#[test]
fn draughts_problems_and_round_trips() {
    let refused = |s: DraughtsSetup| {
        let e = DraughtsPosition::from_setup(s.clone()).expect_err("refused");
        assert_eq!(*e.setup, s);
        e.problems
    };
    let mut s = DraughtsSetup::default();
    s.set(
        manifold_rules::draughts::geometry()
            .cell_by_name("a2")
            .unwrap(),
        Some(DraughtsPiece::man(B)),
    );
    s.set(
        manifold_rules::draughts::geometry()
            .cell_by_name("b8")
            .unwrap(),
        Some(DraughtsPiece::man(W)),
    );
    assert_eq!(
        refused(s.clone()),
        [
            DraughtsSetupProblem::LightSquare {
                side: B,
                square: "a2".into()
            },
            DraughtsSetupProblem::ManOnCrownRow {
                side: W,
                square: "b8".into()
            },
        ]
    );
    let full = DraughtsSetup::from_fen("W:W1-12,13:B32").unwrap();
    assert_eq!(
        refused(full),
        [DraughtsSetupProblem::TooManyPieces { side: W, count: 13 }]
    );
    s.turn = Seat(2);
    assert!(refused(s).contains(&DraughtsSetupProblem::SeatNotInGame { number: 3 }));
    // Position -> setup -> position, text -> setup -> text.
    let mut game = DraughtsGame::new(DraughtsRules::NUJELM);
    for i in 0..16 {
        let pos = *game.position();
        let back = DraughtsPosition::from_setup(pos.to_setup()).unwrap();
        assert_eq!(back, pos);
        assert_eq!(back.rules(), DraughtsRules::NUJELM);
        let text = pos.to_fen();
        assert_eq!(DraughtsSetup::from_fen(&text).unwrap().to_fen(), text);
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(&moves[(i * 5) % moves.len()].clone()).unwrap();
    }
    let invalid = "B:Wa2,Kh8:Bc1:H3:F7";
    assert_eq!(
        DraughtsSetup::from_fen(invalid).unwrap().to_fen(),
        "B:Wa2,Kh8:Bc1:H3:F7"
    );
}

/// Counters read at their largest never overflow as the game goes on (a saved game's start
/// text may hold any number the counters' types take).
#[test]
fn counters_at_their_largest_saturate() {
    let m = Position::from_fen(
        VariantId::Mattrix,
        "W:Ko15 B:Ke4 R:Kd23 r - 65535 4294967295",
    )
    .unwrap();
    let passed = m.pass();
    assert_eq!(passed.fullmove_number(), u32::MAX);
    let moved = m.play(m.legal_moves()[0]);
    assert_eq!(moved.fullmove_number(), u32::MAX);
    assert_eq!(moved.halfmove_clock(), u16::MAX);
    let c = Position::from_fen(
        VariantId::Classical,
        "4k3/8/8/8/8/8/8/4K3 b - - 65535 4294967295",
    )
    .unwrap();
    let moved = c.play(c.legal_moves()[0]);
    assert_eq!(moved.fullmove_number(), u32::MAX);
    let d = DraughtsPosition::from_fen("B:WKa1:BKh8:H65535:F4294967295").unwrap();
    let moved = d.play(&d.legal_moves()[0]);
    assert_eq!(moved.fullmove_number(), u32::MAX);
    assert_eq!(moved.quiet_plies(), u16::MAX);
}
