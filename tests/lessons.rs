//! The shipped lessons: every course passes `manifold-cli lessons check` (what CI runs),
//! and the claims a step's text makes that its goal does not prove hold in the rules
//! engine.

use manifold::cli::lessons::check_command;
use manifold::locale::Language;

#[test]
fn every_shipped_course_passes_the_check() {
    let mut out = Vec::new();
    let result = check_command(&[], Language::English, &mut out);
    let text = String::from_utf8(out).unwrap();
    print!("{text}");
    assert!(result.is_ok(), "{text}");
    assert_eq!(
        text.lines().count(),
        manifold::session::lessons::SHIPPED_COURSES.len()
    );
    assert!(text.lines().all(|l| l.starts_with("ok ")), "{text}");
}

use manifold::rules::game::{Game, GameResult};
use manifold::rules::{AnyGame, Seat};
use manifold::session::lessons::{Goal, LessonRun, Step, shipped_courses};

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
        manifold::rules::transit::BoardStatus::Won(Seat::BLACK)
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
