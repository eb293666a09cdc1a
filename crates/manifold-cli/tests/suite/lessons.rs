//! The shipped lessons: every course passes `manifold-cli lessons check` (what CI runs),
//! and the claims a step's text makes that its goal does not prove hold in the rules
//! engine.

use manifold_cli::lessons::check_command;
use manifold_locale::Language;

#[test]
fn every_shipped_course_passes_the_check() {
    let mut out = Vec::new();
    let result = check_command(&[], Language::English, &mut out);
    let text = String::from_utf8(out).unwrap();
    print!("{text}");
    assert!(result.is_ok(), "{text}");
    assert_eq!(
        text.lines().count(),
        manifold_session::lessons::SHIPPED_COURSES.len()
    );
    assert!(text.lines().all(|l| l.starts_with("ok ")), "{text}");
}

use manifold_rules::game::{Game, GameResult};
use manifold_rules::{AnyGame, Seat};
use manifold_session::lessons::{Goal, LessonRun, Step, shipped_courses};

/// Step `index` of the shipped course `id`.
fn step(id: &str, index: usize) -> (LessonRun, &'static Step) {
    let (_, course) = shipped_courses().iter().find(|(i, _)| *i == id).unwrap();
    (LessonRun::new(course, index).unwrap(), &course.steps[index])
}

/// The legal moves' end cells, by name, of the piece on `from`.
fn targets(game: &AnyGame, from: &str) -> Vec<String> {
    let g = game.geometry();
    let from = g.cell_by_name(from).unwrap();
    let mut v: Vec<String> = game
        .legal_moves()
        .iter()
        .filter(|m| m.from() == from)
        .map(|m| g.cell_name(m.to()).to_string())
        .collect();
    v.sort();
    v
}

#[test]
fn every_course_has_at_least_eight_steps() {
    for (id, course) in shipped_courses() {
        assert!(
            course.steps.len() >= 8,
            "{id}: {} steps",
            course.steps.len()
        );
    }
}

#[test]
fn the_wirth_riders_have_the_counts_their_steps_claim() {
    let (run, _) = step("wirth/basics", 3);
    assert_eq!(targets(run.game(), "E3").len(), 22, "a lone rook: 22 moves");
    let (run, _) = step("wirth/basics", 4);
    let bishop = targets(run.game(), "E3");
    assert_eq!(bishop.len(), 21, "a lone bishop: 21 moves");
    assert!(bishop.contains(&"K9".to_string()));
}

#[test]
fn the_lit_cells_of_the_knight_steps_are_the_knights_moves() {
    for (index, from) in [(6, "J10"), (7, "I4"), (8, "D11")] {
        let (run, step) = step("wirth/basics", index);
        let mut lit = step.cells.clone();
        lit.sort();
        assert_eq!(targets(run.game(), from), lit, "knight on {from}");
    }
}

#[test]
fn the_castling_step_forbids_the_short_castling() {
    let (run, _) = step("wirth/basics", 11);
    assert!(
        run.game().parse_move("O-O").is_err(),
        "G1 is attacked round the seam"
    );
}

#[test]
fn the_mattrix_pawn_steps_say_how_each_pawn_moves_and_captures() {
    let (run, _) = step("mattrix/basics", 3);
    assert_eq!(
        targets(run.game(), "m13").len(),
        3,
        "three forward diagonals"
    );
    let (run, step) = step("mattrix/basics", 5);
    let mut moves = targets(run.game(), "l14");
    moves.sort();
    assert_eq!(moves, ["i14", "k13", "k15"], "two line steps, one capture");
    assert!(step.cells.iter().all(|c| c.starts_with('k') || c == "i14"));
}

#[test]
fn only_the_king_answers_a_check_from_both_opponents() {
    let (run, step) = step("mattrix/basics", 8);
    let Goal::FindMove(accepted) = &step.goal else {
        panic!("a FindMove step")
    };
    assert_eq!(
        run.game().legal_moves().len(),
        accepted.len(),
        "every legal move is accepted"
    );
    let pos = run.game().as_chess().unwrap().position();
    assert_eq!(pos.checking_seats(Seat::WHITE).len(), 2);
}

#[test]
fn the_credited_step_is_won_by_red() {
    let (mut run, _) = step("mattrix/basics", 10);
    let m = run.game().parse_move("Rg10").unwrap();
    run.play(&m);
    let outcome = run.game().outcome().expect("mate");
    assert_eq!(
        outcome.result,
        GameResult::Win {
            winner: Seat(2),
            loser: Seat(1)
        }
    );
    // The plain mate is White's.
    let (mut run, _) = step("mattrix/basics", 9);
    let m = run.game().parse_move("Qh5").unwrap();
    run.play(&m);
    assert!(matches!(
        run.game().outcome().unwrap().result,
        GameResult::Win {
            winner: Seat::WHITE,
            ..
        }
    ));
}

/// The outcome after a transit Watch step has played itself.
fn watched_result(index: usize) -> Option<GameResult> {
    let (mut run, _) = step("transit/basics", index);
    while run.watch_next().is_some() {}
    run.game().outcome().map(|o| o.result)
}

#[test]
fn the_transit_steps_score_as_they_say() {
    assert_eq!(
        watched_result(9),
        Some(GameResult::Score { white: 4, black: 0 })
    );
    assert_eq!(
        watched_result(10),
        Some(GameResult::Score { white: 3, black: 1 })
    );
    assert_eq!(watched_result(8), None, "play goes on on board 2");
    let (mut run, _) = step("transit/basics", 11);
    while run.watch_next().is_some() {}
    let AnyGame::Chess(g) = run.game() else {
        panic!()
    };
    let g: &Game = g;
    assert_eq!(
        g.position().board_status()[0],
        manifold_rules::transit::BoardStatus::Won(Seat::BLACK)
    );
}

#[test]
fn the_transit_prohibitions_refuse_what_their_steps_say() {
    for (index, refused) in [
        (1, "1:Ng1>2"),
        (2, "1:Ke1>2"),
        (3, "1:Re2>2"),
        (5, "1:Be2>2"),
    ] {
        let (run, _) = step("transit/basics", index);
        assert!(
            run.game().parse_move(refused).is_err(),
            "step {index}: {refused}"
        );
    }
}

use manifold_rules::{GameKind, PieceShape, VariantId};
use manifold_session::Session;
use manifold_session::lessons::{Answer, WrongMove};

/// The targets of the piece on `from` in `fen`, a position of `kind`.
fn targets_in(kind: GameKind, fen: &str, from: &str) -> Vec<String> {
    let session = Session::from_position_text(kind, fen).unwrap();
    targets(session.game(), from)
}

/// The lit cells of a step, sorted.
fn lit(step: &Step) -> Vec<String> {
    let mut cells = step.cells.clone();
    cells.sort();
    cells
}

#[test]
fn each_compound_moves_as_the_plain_pieces_it_combines() {
    let great = GameKind::Chess(VariantId::Great);
    for (index, compound, parts) in [(2, 'G', "QN"), (3, 'V', "BN"), (4, 'W', "RN")] {
        let (run, compound_step) = step("great/basics", index);
        let fen = &compound_step.position;
        let mut union: Vec<String> = parts
            .chars()
            .flat_map(|p| targets_in(great, &fen.replace(compound, &p.to_string()), "d4"))
            .collect();
        union.sort();
        union.dedup();
        assert_eq!(targets(run.game(), "d4"), union, "{compound} = {parts}");
        // The lit cells are the knight's part.
        let knight = targets_in(great, &fen.replace(compound, "N"), "d4");
        assert_eq!(lit(compound_step), knight, "{compound}'s lit cells");
    }
    // From the start, the war machine on e2 leaps only as a knight.
    let (run, leap) = step("great/basics", 5);
    assert_eq!(targets(run.game(), "e2"), lit(leap));
}

#[test]
fn great_chess_pawns_step_once_and_promote_to_a_general_only() {
    let (run, _) = step("great/basics", 6);
    assert_eq!(targets(run.game(), "c2"), ["c3"], "no double step");
    let (run, _) = step("great/basics", 7);
    let from = run.game().geometry().cell_by_name("c9").unwrap();
    let promotions = run
        .game()
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == from)
        .count();
    assert_eq!(promotions, 2, "c10 and cxd10, each to a general only");
    assert!(run.game().parse_move("cxd10=W").is_err());
}

#[test]
fn the_classical_steps_make_the_claims_of_their_texts() {
    // Every check is accepted.
    let (run, check_step) = step("classical/basics", 8);
    let Goal::FindMove(accepted) = &check_step.goal else {
        panic!("a FindMove step")
    };
    let checks = run
        .game()
        .legal_moves()
        .into_iter()
        .filter(|m| {
            let mut g = run.game().clone();
            g.play(m).unwrap();
            g.checked_king().is_some()
        })
        .count();
    assert_eq!(checks, accepted.len());
    // Out of check: only Ke5 keeps the knight.
    let (run, _) = step("classical/basics", 9);
    let good: Vec<String> = run
        .game()
        .legal_moves()
        .into_iter()
        .filter(|m| !matches!(run.clone().play(m), Answer::Wrong(_)))
        .map(|m| run.game().notation_of(&m))
        .collect();
    assert_eq!(good, ["Ke5"]);
    let mut wrong = run.clone();
    let kc6 = wrong.game().parse_move("Kc6").unwrap();
    assert_eq!(
        wrong.play(&kc6),
        Answer::Wrong(WrongMove::PieceLost { cell: "f4".into() })
    );
    // Castling short crosses the attacked f1.
    let (run, _) = step("classical/basics", 10);
    assert!(run.game().parse_move("O-O").is_err());
    // En passant is the pawn's only capture.
    let (run, _) = step("classical/basics", 11);
    assert_eq!(targets(run.game(), "e5"), ["d6", "e6"]);
}

/// Whether a draughts king stands on `cell`.
fn king_on(game: &AnyGame, cell: &str) -> bool {
    let cell = game.geometry().cell_by_name(cell).unwrap();
    game.position()
        .piece_at(cell)
        .is_some_and(|p| p.shape == PieceShape::DraughtsKing)
}

#[test]
fn the_draughts_steps_make_the_claims_of_their_texts() {
    // The capture is compulsory: the man on g3 has no move.
    let (run, _) = step("draughts/basics", 1);
    assert!(targets(run.game(), "g3").is_empty());
    assert_eq!(run.game().legal_moves().len(), 1);
    // The Turkish strike: the king is lost on f2, and e3 is crowned on g1.
    let (mut run, _) = step("draughts/basics", 4);
    while run.watch_next().is_some() {}
    let g = run.game();
    assert!(king_on(g, "g1"), "the black man is crowned");
    assert!(
        g.position()
            .pieces()
            .iter()
            .all(|(_, p)| p.shape != PieceShape::DraughtsKing || p.seat != Seat::WHITE),
        "the white king is gone"
    );
    // Crowned mid-capture, the man goes on as a king.
    let (mut run, _) = step("draughts/basics", 7);
    let m = run.game().parse_move("f6:d8:a5").unwrap();
    assert_eq!(run.play(&m), Answer::Solved);
    assert!(king_on(run.game(), "a5"));
    // The king lands anywhere beyond, or where the capture goes on, or (at the Nujelm
    // table) just beyond.
    let (run, step_landing) = step("draughts/basics", 9);
    assert_eq!(targets(run.game(), "a1"), lit(step_landing));
    let (run, _) = step("draughts/basics", 10);
    assert_eq!(targets(run.game(), "a1"), ["h4"]);
    let (run, _) = step("draughts/basics", 11);
    assert_eq!(targets(run.game(), "a1"), ["e5"]);
}
