//! The editor's tests: every refusal in each game it concerns, statuses, round trips of
//! random edits, the explorer's counts against hand counts and RULES' worked examples.

use super::edited::EditedSetup;
use super::*;
use manifold_locale::check::{assert_every_variant_renders, assert_renders};
use manifold_locale::{Language, Localize, text};
use manifold_rules::army::ArmyProblem;
use manifold_rules::draughts::{DraughtsPosition, DraughtsSetup, DraughtsSetupProblem};
use manifold_rules::names::{RoleName, SideName};
use manifold_rules::transit::BoardStatus;
use manifold_rules::{AnyGame, Cell, GameKind, PieceShape, PieceView, Role, Seat, VariantId};
use manifold_rules::{Setup, SetupProblem};

const CLASSICAL: GameKind = GameKind::Chess(VariantId::Classical);
const GREAT: GameKind = GameKind::Chess(VariantId::Great);
const WIRTH: GameKind = GameKind::Chess(VariantId::Wirth);
const MATTRIX: GameKind = GameKind::Chess(VariantId::Mattrix);
const TRANSIT: GameKind = GameKind::Chess(VariantId::Transit);
const DRAUGHTS: GameKind = GameKind::Draughts;

const W: Seat = Seat::WHITE;
const B: Seat = Seat::BLACK;

fn cell(kind: GameKind, name: &str) -> Cell {
    EditedPosition::empty(kind)
        .geometry()
        .cell_by_name(name)
        .unwrap_or_else(|| panic!("{name} is a cell of {kind:?}"))
}

fn chess(seat: Seat, role: Role) -> PieceView {
    PieceView {
        seat,
        shape: PieceShape::Chess(role),
    }
}

fn man(seat: Seat) -> PieceView {
    PieceView {
        seat,
        shape: PieceShape::Man,
    }
}

/// Puts a chess piece on the cell named `name`.
fn put(e: &mut EditedPosition, name: &str, seat: Seat, role: Role) {
    let c = cell(e.kind(), name);
    e.put(c, chess(seat, role)).unwrap();
}

fn take(e: &mut EditedPosition, name: &str) {
    let c = cell(e.kind(), name);
    assert!(e.remove(c).is_some(), "a piece on {name}");
}

/// The kings of each side on their start cells, White to move.
fn kings(kind: GameKind) -> EditedPosition {
    let mut e = EditedPosition::empty(kind);
    let cells: &[&str] = match kind {
        GameKind::Chess(VariantId::Classical | VariantId::Wirth) => &["e1", "e8"],
        GameKind::Chess(VariantId::Great) => &["f1", "e10"],
        GameKind::Chess(VariantId::Mattrix) => &["o15", "e4", "d23"],
        GameKind::Chess(VariantId::Transit) => &["1:e1", "1:e8"],
        GameKind::Draughts => &[],
    };
    for (seat, name) in cells.iter().enumerate() {
        put(&mut e, name, Seat(seat as u8), Role::King);
    }
    assert!(e.validate().is_ok(), "{kind:?}: {:?}", e.validate());
    e
}

fn start(kind: GameKind) -> EditedPosition {
    EditedPosition::from_game(&AnyGame::new(kind), 0)
}

fn side(kind: GameKind, seat: Seat) -> SideName {
    SideName {
        seats: kind.seats(),
        seat,
    }
}

/// One test per refusal and game: the edit made on a position, the problem expected among
/// the problems the validation lists (`Chess` or `Draughts`: the family's problems).
macro_rules! refusal {
    ($name:ident, $from:expr, $edit:expr, $family:ident, $expected:pat) => {
        #[test]
        fn $name() {
            let mut e = $from;
            let edit: &dyn Fn(&mut EditedPosition) = &$edit;
            edit(&mut e);
            let problem = e.validate().expect_err("the edited position is refused");
            let EditorProblem::$family(error) = &problem else {
                panic!("{problem:?}");
            };
            assert!(
                error.problems.iter().any(|p| matches!(p, $expected)),
                "{problem:?}"
            );
            assert_eq!(*error.setup, setup_of(&e), "the setup edited is given back");
            assert_renders(&problem.message(), stringify!($name), &[]);
            assert!(e.export().is_err() && e.start_game().is_err() && e.status().is_err());
        }
    };
}

/// The setup an edited position holds, of the family `T`.
fn setup_of<T: FromEdited>(e: &EditedPosition) -> T {
    T::from_edited(e.setup())
}

/// A family's setup, taken out of an edited position.
trait FromEdited {
    fn from_edited(setup: &EditedSetup) -> Self;
}

impl FromEdited for Setup {
    fn from_edited(setup: &EditedSetup) -> Setup {
        match setup {
            EditedSetup::Chess(setup) => Setup::clone(setup),
            EditedSetup::Draughts(_) => panic!("a draughts setup"),
        }
    }
}

impl FromEdited for DraughtsSetup {
    fn from_edited(setup: &EditedSetup) -> DraughtsSetup {
        match setup {
            EditedSetup::Draughts(setup) => setup.clone(),
            EditedSetup::Chess(_) => panic!("a chess setup"),
        }
    }
}

// No king.
refusal!(
    no_king_classical,
    kings(CLASSICAL),
    |e| take(e, "e1"),
    Chess,
    SetupProblem::NoKing { .. }
);
refusal!(
    no_king_great,
    kings(GREAT),
    |e| take(e, "e10"),
    Chess,
    SetupProblem::NoKing { .. }
);
refusal!(
    no_king_wirth,
    kings(WIRTH),
    |e| take(e, "e1"),
    Chess,
    SetupProblem::NoKing { .. }
);
refusal!(
    no_king_mattrix,
    kings(MATTRIX),
    |e| take(e, "d23"),
    Chess,
    SetupProblem::NoKing { .. }
);
refusal!(
    no_king_transit,
    kings(TRANSIT),
    |e| take(e, "1:e8"),
    Chess,
    SetupProblem::NoKing { .. }
);

// Too many kings.
refusal!(
    two_kings_classical,
    kings(CLASSICAL),
    |e| put(e, "a3", W, Role::King),
    Chess,
    SetupProblem::TooManyKings { count: 2, .. }
);
refusal!(
    two_kings_great,
    kings(GREAT),
    |e| put(e, "a5", B, Role::King),
    Chess,
    SetupProblem::TooManyKings { count: 2, .. }
);
refusal!(
    two_kings_wirth,
    kings(WIRTH),
    |e| put(e, "a5", W, Role::King),
    Chess,
    SetupProblem::TooManyKings { count: 2, .. }
);
refusal!(
    two_kings_mattrix,
    kings(MATTRIX),
    |e| put(e, "h13", Seat(1), Role::King),
    Chess,
    SetupProblem::TooManyKings { count: 2, .. }
);
refusal!(
    two_kings_transit,
    kings(TRANSIT),
    |e| put(e, "2:a1", W, Role::King),
    Chess,
    SetupProblem::TooManyKings { count: 2, .. }
);

// More pieces than a side starts with.
refusal!(
    too_many_pieces_classical,
    start(CLASSICAL),
    |e| put(e, "e4", W, Role::Knight),
    Chess,
    SetupProblem::TooManyPieces {
        count: 17,
        max: 16,
        ..
    }
);
refusal!(
    too_many_pieces_great,
    start(GREAT),
    |e| put(e, "e5", W, Role::Knight),
    Chess,
    SetupProblem::TooManyPieces {
        count: 23,
        max: 22,
        ..
    }
);
refusal!(
    too_many_pieces_wirth,
    start(WIRTH),
    |e| put(e, "e5", B, Role::Knight),
    Chess,
    SetupProblem::TooManyPieces {
        count: 31,
        max: 30,
        ..
    }
);
refusal!(
    too_many_pieces_mattrix,
    start(MATTRIX),
    |e| put(e, "h13", Seat(2), Role::Knight),
    Chess,
    SetupProblem::TooManyPieces {
        count: 27,
        max: 26,
        ..
    }
);
refusal!(
    too_many_pieces_transit,
    start(TRANSIT),
    |e| put(e, "2:e4", W, Role::Knight),
    Chess,
    SetupProblem::TooManyPieces {
        count: 17,
        max: 16,
        ..
    }
);
refusal!(
    too_many_pieces_draughts,
    start(DRAUGHTS),
    |e| {
        e.put(cell(DRAUGHTS, "d4"), man(W)).unwrap();
    },
    Draughts,
    DraughtsSetupProblem::TooManyPieces { count: 13, .. }
);

// More of one kind than the start army and promotions allow.
refusal!(
    nine_pawns_classical,
    start(CLASSICAL),
    |e| {
        take(e, "b1");
        put(e, "a3", W, Role::Pawn);
    },
    Chess,
    SetupProblem::Army(ArmyProblem::TooManyOfRole {
        count: 9,
        max: 8,
        ..
    })
);
refusal!(
    eleven_pawns_great,
    start(GREAT),
    |e| {
        take(e, "b1");
        put(e, "a3", W, Role::Pawn);
    },
    Chess,
    SetupProblem::Army(ArmyProblem::TooManyOfRole {
        count: 11,
        max: 10,
        ..
    })
);
refusal!(
    twenty_three_pawns_wirth,
    start(WIRTH),
    |e| {
        take(e, "b1");
        put(e, "e4", W, Role::Pawn);
    },
    Chess,
    SetupProblem::Army(ArmyProblem::TooManyOfRole {
        count: 23,
        max: 22,
        ..
    })
);
refusal!(
    eight_heavy_pawns_mattrix,
    start(MATTRIX),
    |e| {
        take(e, "o11");
        put(e, "k13", W, Role::HeavyPawn);
    },
    Chess,
    SetupProblem::Army(ArmyProblem::TooManyOfRole {
        count: 8,
        max: 7,
        ..
    })
);
refusal!(
    nine_pawns_transit,
    start(TRANSIT),
    |e| {
        take(e, "1:b1");
        put(e, "2:e4", W, Role::Pawn);
    },
    Chess,
    SetupProblem::Army(ArmyProblem::TooManyOfRole {
        count: 9,
        max: 8,
        ..
    })
);

/// The start army with one pawn, a knight and a bishop gone and a queen and a rook added:
/// two pieces beyond the start army, one pawn missing.
fn two_promoted(kind: GameKind, prefix: &str) -> EditedPosition {
    let mut e = start(kind);
    let at = |name: &str| format!("{prefix}{name}");
    for name in ["h2", "b1", "c1"] {
        take(&mut e, &at(name));
    }
    put(&mut e, &at("d4"), W, Role::Queen);
    put(&mut e, &at("a4"), W, Role::Rook);
    e
}

refusal!(
    promoted_beyond_missing_pawns_classical,
    two_promoted(CLASSICAL, ""),
    |_| {},
    Chess,
    SetupProblem::Army(ArmyProblem::TooManyPromoted {
        promoted: 2,
        missing: 1,
        ..
    })
);
refusal!(
    promoted_beyond_missing_pawns_wirth,
    two_promoted(WIRTH, ""),
    |_| {},
    Chess,
    SetupProblem::Army(ArmyProblem::TooManyPromoted {
        promoted: 2,
        missing: 1,
        ..
    })
);
refusal!(
    promoted_beyond_missing_pawns_transit,
    two_promoted(TRANSIT, "1:"),
    |_| {},
    Chess,
    SetupProblem::Army(ArmyProblem::TooManyPromoted {
        promoted: 2,
        missing: 1,
        ..
    })
);
refusal!(
    promoted_beyond_missing_pawns_mattrix,
    start(MATTRIX),
    |e| {
        for name in ["m5", "o11", "o17"] {
            take(e, name);
        }
        put(e, "h13", W, Role::Rook);
        put(e, "h15", W, Role::Bishop);
    },
    Chess,
    SetupProblem::Army(ArmyProblem::TooManyPromoted {
        promoted: 2,
        missing: 1,
        ..
    })
);
refusal!(
    a_second_giraffe_great,
    kings(GREAT),
    |e| {
        put(e, "a1", W, Role::Giraffe);
        put(e, "b1", W, Role::Giraffe);
    },
    Chess,
    SetupProblem::Army(ArmyProblem::TooManyOfRole {
        count: 2,
        max: 1,
        ..
    })
);

// Pawns on their promotion cells.
refusal!(
    pawn_on_promotion_rank_classical,
    kings(CLASSICAL),
    |e| put(e, "a8", W, Role::Pawn),
    Chess,
    SetupProblem::PawnOnPromotionCell { .. }
);
refusal!(
    pawn_on_promotion_rank_great,
    kings(GREAT),
    |e| put(e, "a1", B, Role::Pawn),
    Chess,
    SetupProblem::PawnOnPromotionCell { .. }
);
refusal!(
    pawn_on_promotion_rank_wirth,
    kings(WIRTH),
    |e| put(e, "a8", W, Role::Pawn),
    Chess,
    SetupProblem::PawnOnPromotionCell { .. }
);
refusal!(
    pawn_on_promotion_side_mattrix,
    kings(MATTRIX),
    |e| put(e, "a12", W, Role::LightPawn),
    Chess,
    SetupProblem::PawnOnPromotionCell { .. }
);
refusal!(
    pawn_on_promotion_rank_transit,
    kings(TRANSIT),
    |e| put(e, "2:a1", B, Role::Pawn),
    Chess,
    SetupProblem::PawnOnPromotionCell { .. }
);

// Pawns where no pawn of their side can stand (the first rank and its equivalents).
refusal!(
    pawn_on_first_rank_classical,
    kings(CLASSICAL),
    |e| put(e, "a1", W, Role::Pawn),
    Chess,
    SetupProblem::Army(ArmyProblem::PawnOffItsPath { .. })
);
refusal!(
    pawn_on_first_rank_great,
    kings(GREAT),
    |e| put(e, "a10", B, Role::Pawn),
    Chess,
    SetupProblem::Army(ArmyProblem::PawnOffItsPath { .. })
);
refusal!(
    pawn_behind_the_ring_wirth,
    kings(WIRTH),
    |e| put(e, "e11", W, Role::Pawn),
    Chess,
    SetupProblem::Army(ArmyProblem::PawnOffItsPath { .. })
);
refusal!(
    pawn_on_home_side_mattrix,
    kings(MATTRIX),
    |e| put(e, "o9", W, Role::LightPawn),
    Chess,
    SetupProblem::Army(ArmyProblem::PawnOffItsPath { .. })
);
refusal!(
    pawn_on_first_rank_of_board_two_transit,
    kings(TRANSIT),
    |e| put(e, "2:a1", W, Role::Pawn),
    Chess,
    SetupProblem::Army(ArmyProblem::PawnOffItsPath { .. })
);

// The side not to move in check.
refusal!(
    side_not_to_move_in_check_classical,
    kings(CLASSICAL),
    |e| put(e, "e4", W, Role::Rook),
    Chess,
    SetupProblem::LastMoverInCheck { .. }
);
refusal!(
    side_not_to_move_in_check_great,
    kings(GREAT),
    |e| put(e, "e5", W, Role::WarMachine),
    Chess,
    SetupProblem::LastMoverInCheck { .. }
);
refusal!(
    side_not_to_move_in_check_wirth,
    kings(WIRTH),
    |e| put(e, "e10", W, Role::Rook),
    Chess,
    SetupProblem::LastMoverInCheck { .. }
);
refusal!(
    last_mover_in_check_mattrix,
    kings(MATTRIX),
    |e| put(e, "d21", W, Role::Rook),
    Chess,
    SetupProblem::LastMoverInCheck { .. }
);
refusal!(
    side_not_to_move_in_check_transit,
    kings(TRANSIT),
    |e| put(e, "1:e4", W, Role::Rook),
    Chess,
    SetupProblem::LastMoverInCheck { .. }
);
refusal!(
    kings_side_by_side_classical,
    kings(CLASSICAL),
    |e| {
        take(e, "e8");
        put(e, "e2", B, Role::King);
    },
    Chess,
    SetupProblem::LastMoverInCheck { .. }
);
refusal!(
    kings_side_by_side_mattrix,
    kings(MATTRIX),
    |e| {
        take(e, "d23");
        put(e, "o17", Seat(2), Role::King);
    },
    Chess,
    SetupProblem::KingsSideBySide { .. }
);

// Castling rights without king and rook at home.
fn castle(e: &mut EditedPosition, rook: &str) {
    let c = cell(e.kind(), rook);
    e.set_castling(c, true).unwrap();
}

refusal!(
    castling_without_rook_classical,
    kings(CLASSICAL),
    |e| castle(e, "h1"),
    Chess,
    SetupProblem::CastlingWithoutPieces { .. }
);
refusal!(
    castling_without_rook_wirth,
    kings(WIRTH),
    |e| castle(e, "a8"),
    Chess,
    SetupProblem::CastlingWithoutPieces { .. }
);
refusal!(
    castling_without_king_mattrix,
    kings(MATTRIX),
    |e| {
        take(e, "e4");
        put(e, "h13", Seat(1), Role::King);
        put(e, "h1", Seat(1), Role::Rook);
        castle(e, "h1");
    },
    Chess,
    SetupProblem::CastlingWithoutPieces { .. }
);
refusal!(
    castling_without_rook_transit,
    kings(TRANSIT),
    |e| castle(e, "1:a1"),
    Chess,
    SetupProblem::CastlingWithoutPieces { .. }
);

// En passant squares that do not fit.
fn en_passant(e: &mut EditedPosition, name: &str) {
    let c = cell(e.kind(), name);
    e.set_en_passant(Some(c)).unwrap();
}

refusal!(
    en_passant_occupied_classical,
    kings(CLASSICAL),
    |e| {
        e.set_turn(B).unwrap();
        put(e, "e4", W, Role::Pawn);
        put(e, "e3", W, Role::Knight);
        en_passant(e, "e3");
    },
    Chess,
    SetupProblem::EnPassantOccupied { .. }
);
refusal!(
    en_passant_without_double_step_classical,
    kings(CLASSICAL),
    |e| {
        e.set_turn(B).unwrap();
        en_passant(e, "e3");
    },
    Chess,
    SetupProblem::EnPassantNoDoubleStep { .. }
);
refusal!(
    en_passant_occupied_wirth,
    kings(WIRTH),
    |e| {
        e.set_turn(B).unwrap();
        put(e, "c4", W, Role::Pawn);
        put(e, "c3", B, Role::Knight);
        en_passant(e, "c3");
    },
    Chess,
    SetupProblem::EnPassantOccupied { .. }
);
refusal!(
    en_passant_without_double_step_wirth,
    kings(WIRTH),
    |e| {
        // White to move: the square must be behind a black pawn from rank 7.
        put(e, "c4", W, Role::Pawn);
        en_passant(e, "c3");
    },
    Chess,
    SetupProblem::EnPassantNoDoubleStep { .. }
);
refusal!(
    en_passant_occupied_transit,
    kings(TRANSIT),
    |e| {
        put(e, "2:d5", B, Role::Pawn);
        put(e, "2:d6", B, Role::Bishop);
        en_passant(e, "2:d6");
    },
    Chess,
    SetupProblem::EnPassantOccupied { .. }
);
refusal!(
    en_passant_without_double_step_transit,
    kings(TRANSIT),
    |e| en_passant(e, "2:d6"),
    Chess,
    SetupProblem::EnPassantNoDoubleStep { .. }
);

// Draughts.
refusal!(
    man_on_crowning_row_draughts,
    EditedPosition::empty(DRAUGHTS),
    |e| {
        e.put(cell(DRAUGHTS, "b8"), man(W)).unwrap();
    },
    Draughts,
    DraughtsSetupProblem::ManOnCrownRow { .. }
);
refusal!(
    man_on_light_square_draughts,
    EditedPosition::empty(DRAUGHTS),
    |e| {
        e.put(cell(DRAUGHTS, "a2"), man(B)).unwrap();
    },
    Draughts,
    DraughtsSetupProblem::LightSquare { .. }
);

#[test]
fn edits_the_game_does_not_have_are_refused() {
    let mut e = kings(GREAT);
    assert_eq!(
        e.set_castling(cell(GREAT, "a1"), true),
        Err(EditError::NotACastlingRook { cell: "a1".into() })
    );
    assert_eq!(e.set_en_passant(None), Err(EditError::NoEnPassant));
    assert_eq!(
        e.set_board_status(0, BoardStatus::Drawn),
        Err(EditError::NoBoardStatus)
    );
    assert!(matches!(
        e.put(cell(GREAT, "a1"), man(W)),
        Err(EditError::PieceNotInGame { .. })
    ));
    assert_eq!(
        e.put(cell(GREAT, "a1"), chess(Seat(2), Role::Rook)),
        Err(EditError::SeatNotInGame { number: 3 })
    );
    assert_eq!(
        e.set_turn(Seat(2)),
        Err(EditError::SeatNotInGame { number: 3 })
    );
    assert_eq!(
        e.put(Cell(200), chess(W, Role::Rook)),
        Err(EditError::CellOffBoard { index: 200 })
    );
    let mut classical = kings(CLASSICAL);
    assert!(matches!(
        classical.put(cell(CLASSICAL, "a1"), chess(W, Role::Giraffe)),
        Err(EditError::PieceNotInGame { .. })
    ));
    let mut transit = kings(TRANSIT);
    assert_eq!(
        transit.set_board_status(2, BoardStatus::Drawn),
        Err(EditError::NoSuchBoard { number: 3 })
    );
    assert_eq!(
        explore(CLASSICAL, chess(W, Role::Rook), Cell(0), Some(&transit)),
        Err(EditError::OtherGame)
    );
}

#[test]
fn every_editor_problem_and_status_renders_in_both_languages() {
    let white = side(CLASSICAL, W);
    let blue = side(MATTRIX, Seat(1));
    let pawn = RoleName {
        variant: VariantId::Classical,
        role: Role::Pawn,
    };
    let problems = [
        SetupProblem::NoKing { side: white },
        SetupProblem::TooManyKings {
            side: white,
            count: 2,
        },
        SetupProblem::TooManyPieces {
            side: white,
            count: 17,
            max: 16,
        },
        SetupProblem::SeatNotInGame { number: 3 },
        SetupProblem::PieceNotInGame { cell: "e4".into() },
        SetupProblem::CellOffBoard { index: 200 },
        SetupProblem::LastMoverInCheck {
            side: blue,
            to_move: side(MATTRIX, W),
        },
        SetupProblem::PawnOnPromotionCell {
            side: white,
            role: pawn,
            cell: "a8".into(),
        },
        SetupProblem::CastlingWithoutPieces {
            right: 0,
            side: white,
            king: "e1".into(),
            rook: "h1".into(),
        },
        SetupProblem::NoEnPassant { cell: "e3".into() },
        SetupProblem::EnPassantOccupied { cell: "e3".into() },
        SetupProblem::EnPassantNoDoubleStep { cell: "e3".into() },
        SetupProblem::KingsSideBySide {
            first: blue,
            second: side(MATTRIX, Seat(2)),
        },
        SetupProblem::ForcedTransit {
            stated: "-".into(),
            derived: "1:e8".into(),
        },
        SetupProblem::Army(ArmyProblem::TooManyPromoted {
            side: white,
            promoted: 2,
            missing: 1,
        }),
    ];
    assert_every_variant_renders(&problems, &[]);
    assert_eq!(
        problems[6].to_string(),
        "blue is in check, but white is to move: the side that has just moved cannot be in check"
    );
    assert_eq!(text(Language::Russian, &problems[0]), "белые: нет короля");
    assert_every_variant_renders(
        &[
            DraughtsSetupProblem::SeatNotInGame { number: 3 },
            DraughtsSetupProblem::LightSquare {
                side: W,
                square: "a2".into(),
            },
            DraughtsSetupProblem::ManOnCrownRow {
                side: W,
                square: "b8".into(),
            },
            DraughtsSetupProblem::TooManyPieces { side: W, count: 13 },
        ],
        &[],
    );
    let both = EditedPosition::empty(CLASSICAL).validate().unwrap_err();
    assert_eq!(
        both.to_string(),
        "white has no king; black has no king",
        "every problem is listed"
    );
    assert_eq!(
        text(Language::Russian, &both),
        "белые: нет короля; чёрные: нет короля"
    );
    let statuses = [
        PositionStatus::Checkmated { side: white },
        PositionStatus::Stalemated { side: white },
        PositionStatus::NoMoves { side: white },
        PositionStatus::ToPlay {
            side: white,
            in_check: true,
        },
        PositionStatus::ToPlay {
            side: white,
            in_check: false,
        },
    ];
    assert_every_variant_renders(&statuses, &[]);
    assert_eq!(statuses[3].to_string(), "white to move, in check");
}

fn status_of(kind: GameKind, text: &str) -> PositionStatus {
    EditedPosition::from_text(kind, text)
        .unwrap()
        .status()
        .unwrap()
}

#[test]
fn statuses_say_mate_stalemate_check_or_to_play() {
    let black = side(CLASSICAL, B);
    assert_eq!(
        status_of(
            CLASSICAL,
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
        ),
        PositionStatus::Checkmated {
            side: side(CLASSICAL, W)
        }
    );
    assert_eq!(
        status_of(CLASSICAL, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
        PositionStatus::Stalemated { side: black }
    );
    assert_eq!(
        status_of(CLASSICAL, "4k3/8/8/8/8/8/4R3/4K3 b - - 0 1"),
        PositionStatus::ToPlay {
            side: black,
            in_check: true
        }
    );
    for kind in GameKind::ALL {
        assert_eq!(
            start(kind).status().unwrap(),
            PositionStatus::ToPlay {
                side: side(kind, W),
                in_check: false
            },
            "{kind:?}"
        );
    }
    // Wirth: the rook on E10 checks the king on E1 round the seam (E11, E12), the file's
    // other way being shut by the pawn on E5.
    let mut wirth = kings(WIRTH);
    take(&mut wirth, "e8");
    put(&mut wirth, "a5", B, Role::King);
    put(&mut wirth, "e5", W, Role::Pawn);
    put(&mut wirth, "e10", B, Role::Rook);
    assert_eq!(
        wirth.status().unwrap(),
        PositionStatus::ToPlay {
            side: side(WIRTH, W),
            in_check: true
        }
    );
    // Mattrix: Blue's rook on o11 checks White's king along row o.
    let mut mattrix = kings(MATTRIX);
    put(&mut mattrix, "o11", Seat(1), Role::Rook);
    assert_eq!(
        mattrix.status().unwrap(),
        PositionStatus::ToPlay {
            side: side(MATTRIX, W),
            in_check: true
        }
    );
    // Draughts: White with nothing left has no move and loses.
    assert_eq!(
        status_of(DRAUGHTS, "W:W:Bd4"),
        PositionStatus::NoMoves {
            side: side(DRAUGHTS, W)
        }
    );
    // A white man on a1 walled in by two black men it cannot jump.
    assert_eq!(
        status_of(DRAUGHTS, "W:Wa1:Bb2,c3"),
        PositionStatus::NoMoves {
            side: side(DRAUGHTS, W)
        }
    );
}

#[test]
fn a_valid_position_starts_a_game_and_a_session() {
    let mut e = kings(CLASSICAL);
    put(&mut e, "a7", W, Role::Pawn);
    let game = e.start_game().unwrap();
    assert_eq!(game.kind(), CLASSICAL);
    assert_eq!(game.position().text(), e.export().unwrap());
    assert!(
        game.legal_moves()
            .iter()
            .any(|m| m.promotion() == Some(Role::Queen))
    );
    let session = e.start_session().unwrap();
    assert_eq!(session.kind(), CLASSICAL);
    let draughts = start(DRAUGHTS).start_game().unwrap();
    assert_eq!(draughts.legal_moves().len(), 7);
}

/// A small deterministic generator for the random edits.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// One random edit of `e`.
fn random_edit(e: &mut EditedPosition, rng: &mut Rng) {
    let g = e.geometry();
    let cells: Vec<Cell> = g.cells().collect();
    let pieces = e.pieces();
    let empty: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|&c| e.piece_at(c).is_none())
        .collect();
    match rng.below(8) {
        7 => {
            // A whole army off the board (a text with an empty army).
            let seat = Seat(rng.below(e.kind().seats() as usize) as u8);
            for (c, _) in pieces.iter().filter(|(_, p)| p.seat == seat) {
                e.remove(*c);
            }
        }
        0 if !pieces.is_empty() => {
            e.remove(pieces[rng.below(pieces.len())].0);
        }
        1 | 2 if !pieces.is_empty() && !empty.is_empty() => {
            let (from, p) = pieces[rng.below(pieces.len())];
            e.remove(from);
            e.put(empty[rng.below(empty.len())], p).unwrap();
        }
        3 if !empty.is_empty() => {
            let offer = palette(e.kind());
            let p = offer[rng.below(offer.len())];
            e.put(empty[rng.below(empty.len())], p).unwrap();
        }
        4 => {
            let seat = Seat(rng.below(e.kind().seats() as usize) as u8);
            e.set_turn(seat).unwrap();
        }
        5 => {
            let rights = e.castling_rights();
            if !rights.is_empty() {
                let r = rights[rng.below(rights.len())];
                e.set_castling(r.rook, !r.held).unwrap();
            }
        }
        _ => {
            let c = (rng.below(3) == 0).then(|| cells[rng.below(cells.len())]);
            let _ = e.set_en_passant(c);
            let status = [BoardStatus::Open, BoardStatus::Drawn, BoardStatus::Won(W)];
            let _ = e.set_board_status(rng.below(2), status[rng.below(3)]);
            e.set_counters(rng.below(60) as u16, 1 + rng.below(80) as u32);
        }
    }
}

#[test]
fn random_edits_export_texts_that_read_back_to_the_same_position() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for kind in GameKind::ALL {
        let mut valid = 0;
        for trial in 0..400 {
            let mut e = if trial % 2 == 0 {
                start(kind)
            } else {
                EditedPosition::from_game(&AnyGame::new(kind), 0)
            };
            for _ in 0..1 + rng.below(4) {
                random_edit(&mut e, &mut rng);
            }
            match e.export() {
                Ok(text) => {
                    valid += 1;
                    let back = EditedPosition::from_text(kind, &text)
                        .unwrap_or_else(|err| panic!("{kind:?}: {text}: {err}"));
                    assert_eq!(back, e, "{kind:?}: {text}");
                    assert_eq!(back.export().unwrap(), text);
                    e.status().unwrap();
                }
                // A refused edit says every problem, in both languages.
                Err(problem) => assert_renders(&problem.message(), "a random edit", &[]),
            }
        }
        assert!(valid >= 60, "{kind:?}: only {valid} valid edits");
    }
}

#[test]
fn a_game_position_round_trips_through_the_editor() {
    for kind in GameKind::ALL {
        let game = AnyGame::new(kind);
        let e = EditedPosition::from_game(&game, 0);
        assert_eq!(e.export().unwrap(), game.position().text(), "{kind:?}");
    }
    let draughts = DraughtsPosition::from_fen("B:WKa1,c3:Bh8:H4:F9").unwrap();
    let e = EditedPosition::from_draughts(&draughts);
    assert_eq!(e.export().unwrap(), draughts.to_fen());
}

fn targets(kind: GameKind, piece: PieceView, at: &str) -> Exploration {
    explore(kind, piece, cell(kind, at), None).unwrap()
}

fn names(kind: GameKind, cells: &[Cell]) -> Vec<String> {
    let g = EditedPosition::empty(kind).geometry();
    cells
        .iter()
        .map(|&c| g.cell_name(c).to_ascii_uppercase())
        .collect()
}

#[test]
fn a_classical_knight_reaches_two_cells_from_a1_and_eight_from_d4() {
    let knight = chess(W, Role::Knight);
    let a1 = targets(CLASSICAL, knight, "a1");
    assert_eq!(a1.target_count(), 2);
    assert_eq!(names(CLASSICAL, &a1.targets), ["C2", "B3"]);
    assert_eq!(a1.attacks, a1.targets);
    assert_eq!(targets(CLASSICAL, knight, "d4").target_count(), 8);
    assert!(a1.closed_lines.is_empty());
    // A pawn's moves are its pushes, its attacks its capture steps.
    let pawn = targets(CLASSICAL, chess(B, Role::Pawn), "e7");
    assert_eq!(names(CLASSICAL, &pawn.targets), ["E5", "E6"]);
    assert_eq!(names(CLASSICAL, &pawn.attacks), ["D6", "F6"]);
    // On the last rank but one, one target and four promotions.
    let promoting = targets(CLASSICAL, chess(W, Role::Pawn), "e7");
    assert_eq!((promoting.target_count(), promoting.moves), (1, 4));
}

#[test]
fn a_lone_wirth_rook_has_22_moves_and_two_closed_lines() {
    let rook = targets(WIRTH, chess(W, Role::Rook), "e3");
    assert_eq!(rook.target_count(), 22);
    assert_eq!(rook.moves, 22);
    assert_eq!(rook.closed_lines.len(), 2);
    assert!(rook.closed_lines.iter().all(|l| l.cells.len() == 12));
    assert_eq!(
        targets(WIRTH, chess(B, Role::Bishop), "e3").target_count(),
        21
    );
    assert_eq!(
        targets(WIRTH, chess(W, Role::Queen), "k11").target_count(),
        43
    );
}

#[test]
fn the_two_bishop_diagonals_from_e3_meet_again_at_k9() {
    let bishop = targets(WIRTH, chess(W, Role::Bishop), "e3");
    let loops: Vec<Vec<String>> = bishop
        .closed_lines
        .iter()
        .map(|l| {
            let mut cells = names(WIRTH, &l.cells);
            // Walk each loop the way RULES 4.1 writes it: upwards from E3.
            if cells[1].ends_with('2') {
                cells[1..].reverse();
            }
            cells
        })
        .collect();
    let up_left = "E3 D4 C5 B6 A7 L8 K9 J10 I11 H12 G1 F2";
    let up_right = "E3 F4 G5 H6 I7 J8 K9 L10 A11 B12 C1 D2";
    assert_eq!(loops.len(), 2);
    assert!(loops.contains(&up_left.split(' ').map(String::from).collect()));
    assert!(loops.contains(&up_right.split(' ').map(String::from).collect()));
    let shared: Vec<&String> = loops[0][1..]
        .iter()
        .filter(|c| loops[1].contains(c))
        .collect();
    assert_eq!(shared, [&"K9".to_string()]);
    assert!(bishop.targets.contains(&cell(WIRTH, "k9")));
}

#[test]
fn a_wirth_knight_attacks_across_both_seams() {
    let knight = targets(WIRTH, chess(W, Role::Knight), "j10");
    let mut attacks = names(WIRTH, &knight.attacks);
    attacks.sort();
    assert_eq!(
        attacks,
        ["H11", "H9", "I12", "I8", "K12", "K8", "L11", "L9"]
    );
}

#[test]
fn a_mattrix_rook_and_bishop_on_h1_follow_the_addressing_example() {
    // RULES 5.1: h1 lies on row h, on the lines h1-a8 (up) and h1-o7 (down), on the
    // diagonals h1-b19 and h1-o19; it is the leftmost cell, so the other rays leave the
    // board at once.
    let rook = targets(MATTRIX, chess(W, Role::Rook), "h1");
    for end in ["a8", "o7", "h27"] {
        assert!(rook.targets.contains(&cell(MATTRIX, end)), "{end}");
    }
    // Row h has 14 cells; the line up to a8 has 8 (rows h..a), the line down to o7 has 7
    // (rows h..o): 13 + 7 + 6.
    assert_eq!(rook.target_count(), 26);
    let bishop = targets(MATTRIX, chess(W, Role::Bishop), "h1");
    for end in ["b19", "o19"] {
        assert!(bishop.targets.contains(&cell(MATTRIX, end)), "{end}");
    }
    assert_eq!(bishop.target_count(), 12);
    assert!(rook.closed_lines.is_empty() && bishop.closed_lines.is_empty());
}

#[test]
fn a_piece_explored_in_a_position_keeps_to_its_pin() {
    let mut e = kings(CLASSICAL);
    put(&mut e, "e5", B, Role::Rook);
    let rook = explore(
        CLASSICAL,
        chess(W, Role::Rook),
        cell(CLASSICAL, "e2"),
        Some(&e),
    )
    .unwrap();
    assert_eq!(names(CLASSICAL, &rook.targets), ["E3", "E4", "E5"]);
    assert!(rook.attacks.contains(&cell(CLASSICAL, "e5")));
    // On the empty board the same rook has 14 moves.
    assert_eq!(
        targets(CLASSICAL, chess(W, Role::Rook), "e2").target_count(),
        14
    );
}

#[test]
fn draughts_pieces_are_explored_with_their_captures() {
    assert_eq!(targets(DRAUGHTS, man(W), "c3").target_count(), 2);
    let king = PieceView {
        seat: W,
        shape: PieceShape::DraughtsKing,
    };
    assert_eq!(targets(DRAUGHTS, king, "a1").target_count(), 7);
    let mut e = EditedPosition::empty(DRAUGHTS);
    e.put(cell(DRAUGHTS, "d4"), man(B)).unwrap();
    let capture = explore(DRAUGHTS, man(W), cell(DRAUGHTS, "c3"), Some(&e)).unwrap();
    assert_eq!(names(DRAUGHTS, &capture.targets), ["E5"]);
    assert_eq!(names(DRAUGHTS, &capture.attacks), ["D4"]);
}

#[test]
fn the_palette_pieces_are_those_the_position_takes() {
    for kind in GameKind::ALL {
        let mut e = EditedPosition::empty(kind);
        let c = e.geometry().cells().next().unwrap();
        for piece in palette(kind) {
            assert!(e.put(c, piece).is_ok(), "{kind:?}: {piece:?}");
            assert_eq!(e.piece_at(c), Some(piece));
        }
    }
}
