//! Analysis in the app: the live analysis follows the position on the board (a move, a
//! move of the list browsed, the editor's position) on a thread of its own, draws its best
//! line as arrows, stops when turned off, and stays out of lessons; the game review marks
//! 3...Nf6?? of the scholar's mate in the move list, hides while the game differs, and
//! turns the blunder into an exercise played on the board.

use std::time::Instant;

use bevy::prelude::*;
use manifold::analysis::review::{GameReview, ReviewCommand, ReviewState};
use manifold::analysis::{AnalysisCommand, AnalysisView, LiveAnalysis};
use manifold::board_marks::{ArrowKind, BoardMarks};
use manifold::mode_view::{Analysable, ModeView};
use manifold::modes::Mode;
use manifold::modes::editor::EditorCommand;
use manifold::modes::exercise::ActiveExercises;
use manifold::state::{ExerciseCommand, GameCommand, LessonCommand};
use manifold_rules::{Seat, VariantId};
use manifold_session::review::{ExerciseResult, Mark, Practice, Stage, exercises};
use manifold_session::{GameKind, Session};

use crate::WATCHDOG;
use crate::headless::{
    cell, click, click_cell, course_index, headless_app, no_animation, session, status,
};

fn live(app: &App) -> &LiveAnalysis {
    app.world().resource::<LiveAnalysis>()
}

/// Updates the app until `done` holds (a watchdog, not a speed goal).
fn update_until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(start.elapsed() < WATCHDOG, "waited too long for {what}");
        std::thread::sleep(std::time::Duration::from_millis(5));
        app.update();
    }
}

/// Updates until the analysis of the position shown has reached `depth`.
fn analysed_to(app: &mut App, depth: u32) {
    update_until(app, "the analysis", |app| {
        live(app).report.as_ref().is_some_and(|r| r.depth >= depth)
    });
}

/// The text and the moves before the position analysed.
fn analysed(app: &App) -> Option<(String, usize)> {
    live(app)
        .analysed
        .as_ref()
        .map(|a| (a.game.position().text(), a.game.ply_count()))
}

#[test]
fn the_live_analysis_follows_the_board_and_draws_its_best_line() {
    let mut app = headless_app(
        Session::new(GameKind::Chess(VariantId::Classical)),
        no_animation(),
    );
    assert!(!live(&app).on && !live(&app).is_searching());
    app.world_mut().write_message(AnalysisCommand::Toggle);
    app.update();
    assert!(live(&app).is_searching(), "it starts at once");
    analysed_to(&mut app, 4);
    app.update();
    let best = live(&app)
        .report
        .as_ref()
        .unwrap()
        .best()
        .unwrap()
        .pv
        .clone();
    let arrows = &app.world().resource::<AnalysisView>().arrows;
    assert_eq!(arrows[0].kind, ArrowKind::Engine(0));
    assert_eq!(
        (arrows[0].from, arrows[0].to),
        (best[0].from(), best[0].to())
    );
    assert!(arrows.len() >= 2 && arrows[1].kind == ArrowKind::Engine(1));
    let marks = app.world().resource::<BoardMarks>();
    assert!(marks.arrows.contains(&arrows[0]), "the board draws it");

    // A move: the analysis starts again on the new position.
    click(&mut app, "e2");
    click(&mut app, "e4");
    app.update();
    assert_eq!(analysed(&app).map(|a| a.1), Some(1));
    analysed_to(&mut app, 3);

    // Browsing the move list: the position shown is analysed.
    app.world_mut().write_message(GameCommand::ViewPly(0));
    app.update();
    app.update();
    let start = session(&app).game().position_at(0).text();
    assert_eq!(analysed(&app), Some((start, 0)));
    analysed_to(&mut app, 3);

    // Off: the search stops, the arrows go.
    app.world_mut().write_message(AnalysisCommand::Toggle);
    app.update();
    app.update();
    assert!(!live(&app).is_searching() && live(&app).report.is_none());
    assert!(app.world().resource::<AnalysisView>().arrows.is_empty());
}

#[test]
fn the_editor_is_analysed_and_lessons_are_not() {
    let mut app = headless_app(
        Session::new(GameKind::Chess(VariantId::Wirth)),
        no_animation(),
    );
    app.world_mut().write_message(AnalysisCommand::Toggle);
    app.world_mut().write_message(EditorCommand::Open);
    app.update();
    app.update();
    let start = session(&app).game().position().text();
    assert_eq!(analysed(&app), Some((start, 0)), "the editor's position");
    analysed_to(&mut app, 2);
    app.world_mut().write_message(EditorCommand::Leave);
    app.world_mut().write_message(LessonCommand::Begin {
        course: course_index("wirth/basics"),
        step: 0,
    });
    app.update();
    app.update();
    assert!(live(&app).on, "still on, for the game after the lesson");
    assert_eq!(analysed(&app), None, "nothing analysed in a lesson");
    assert!(!live(&app).is_searching());
}

#[test]
fn a_review_marks_the_blunder_and_goes_when_the_game_changes() {
    let mut app = reviewed_scholars_mate(|app| {
        assert!(matches!(
            app.world().resource::<GameReview>().state,
            ReviewState::Running { .. }
        ));
    });
    let moves = SCHOLAR;
    let review = app.world().resource::<GameReview>();
    let marks: Vec<_> = (0..moves.len()).map(|ply| review.mark_of(ply)).collect();
    let nf6 = marks[5].as_ref().expect("3...Nf6 is marked");
    assert_eq!(nf6.mark, Mark::Blunder);
    assert!(!nf6.better.is_empty(), "with the better move");
    assert!(marks[0].is_none(), "1.e4 is fine");

    // Taking a move back changes the game: the review no longer belongs to it...
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    app.update();
    let review = app.world().resource::<GameReview>();
    assert!(review.done().is_none() && review.mark_of(5).is_none());
    // ...until the move is played again: it is the same game.
    app.world_mut().write_message(GameCommand::Redo);
    app.update();
    app.update();
    assert!(app.world().resource::<GameReview>().mark_of(5).is_some());
}

/// 1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6?? 4.Qxf7#
const SCHOLAR: [&str; 7] = ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"];

/// Reviews the scholar's mate at depth 6 (`running` sees the app once the review has
/// started) and waits for it.
fn reviewed_scholars_mate(running: impl Fn(&App)) -> App {
    let kind = GameKind::Chess(VariantId::Classical);
    let mut app = headless_app(Session::after_moves(kind, &SCHOLAR), no_animation());
    app.world_mut()
        .resource_mut::<GameReview>()
        .set_depth(kind, 6);
    app.world_mut().write_message(ReviewCommand::Start);
    app.update();
    running(&app);
    update_until(&mut app, "the review", |app| {
        app.world().resource::<GameReview>().done().is_some()
    });
    app
}

fn practice(app: &App) -> &Practice {
    &app.world().resource::<ActiveExercises>().practice
}

/// Updates until the answer on the board is judged.
fn judged(app: &mut App) {
    update_until(app, "the verdict", |app| practice(app).judging().is_none());
    app.update();
}

#[test]
fn the_blunder_becomes_an_exercise_played_on_the_board() {
    let mut app = reviewed_scholars_mate(|_| {});
    let game = session(&app).game().clone();
    let review = app.world().resource::<GameReview>().done().unwrap();
    let list = exercises(review, &game, &[Seat::WHITE, Seat::BLACK]);
    assert_eq!(list.len(), 1, "3...Nf6?? only");
    let best = list[0].best.clone();
    app.world_mut().write_message(ExerciseCommand::Begin(list));
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Mode>>().get(), Mode::Exercise);
    let position = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3";
    assert_eq!(session(&app).game().position().text(), position);
    let view = app.world().resource::<ModeView>();
    assert!(view.game_put_aside);
    assert_eq!(
        view.faces,
        Some(Seat::BLACK),
        "seen from the learner's side"
    );
    assert!(matches!(
        app.world().resource::<Analysable>(),
        Analysable::Refused
    ));
    // The table's commands are not the exercise's.
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    assert!(
        status(&app).contains("Not in an exercise"),
        "{}",
        status(&app)
    );

    // A bad answer is judged, then taken back.
    click(&mut app, "a7");
    click(&mut app, "a6");
    judged(&mut app);
    assert!(matches!(practice(&app).stage(), Stage::Failed { .. }));
    assert_eq!(session(&app).game().position().text(), position);
    let (a7, a6) = (cell(&app, "a7"), cell(&app, "a6"));
    let arrows = &app.world().resource::<ModeView>().arrows;
    assert_eq!(
        arrows
            .iter()
            .map(|a| (a.from, a.to, a.kind))
            .collect::<Vec<_>>(),
        vec![(a7, a6, ArrowKind::Refused)],
        "the failed try stays as a faint arrow"
    );

    // The hint rings the best move's piece.
    app.world_mut().write_message(ExerciseCommand::Hint);
    app.update();
    app.update();
    let view = app.world().resource::<ModeView>();
    assert_eq!(view.lit, vec![best.from()]);
    assert_eq!(view.rings.len(), 1);

    // The best move passes and stays; no move after it.
    click_cell(&mut app, best.from());
    click_cell(&mut app, best.to());
    judged(&mut app);
    assert!(matches!(practice(&app).stage(), Stage::Passed { .. }));
    assert_eq!(practice(&app).results(), &[ExerciseResult::Solved]);
    assert_eq!(session(&app).game().moves().last(), Some(&best));
    click(&mut app, "h7");
    assert!(
        status(&app).contains("exercise is over"),
        "{}",
        status(&app)
    );

    // The solution is played on the board with its arrow.
    app.world_mut().write_message(ExerciseCommand::Retry);
    app.update();
    assert_eq!(session(&app).game().position().text(), position);
    app.world_mut().write_message(ExerciseCommand::Solution);
    app.update();
    app.update();
    assert_eq!(session(&app).game().moves().last(), Some(&best));
    let arrows = &app.world().resource::<ModeView>().arrows;
    assert_eq!((arrows[0].from, arrows[0].to), (best.from(), best.to()));

    // Back to the game: its moves, and its review with them.
    app.world_mut().write_message(ExerciseCommand::Leave);
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Mode>>().get(), Mode::Table);
    assert_eq!(session(&app).game().moves(), game.moves());
    assert!(app.world().resource::<GameReview>().mark_of(5).is_some());
    assert!(!app.world().contains_resource::<ActiveExercises>());
}
