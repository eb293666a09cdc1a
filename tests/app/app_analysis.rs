//! Analysis in the app: the live analysis follows the position on the board (a move, a
//! move of the list browsed, the editor's position) on a thread of its own, draws its best
//! line as arrows, stops when turned off, and stays out of lessons; the game review marks
//! 3...Nf6?? of the scholar's mate in the move list and goes away when the game changes.

use std::time::Instant;

use bevy::prelude::*;
use manifold::analysis::review::{GameReview, ReviewCommand, ReviewState};
use manifold::analysis::{AnalysisCommand, AnalysisView, LiveAnalysis};
use manifold::board_marks::{ArrowKind, BoardMarks};
use manifold::modes::editor::EditorCommand;
use manifold::state::{GameCommand, LessonCommand};
use manifold_rules::VariantId;
use manifold_session::review::Mark;
use manifold_session::{GameKind, Session};

use crate::WATCHDOG;
use crate::headless::{click, course_index, headless_app, no_animation, session};

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
    let moves = ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"];
    let mut app = headless_app(
        Session::after_moves(GameKind::Chess(VariantId::Classical), &moves),
        no_animation(),
    );
    app.world_mut().resource_mut::<GameReview>().depth = 6;
    app.world_mut().write_message(ReviewCommand::Start);
    app.update();
    assert!(matches!(
        app.world().resource::<GameReview>().state,
        ReviewState::Running { .. }
    ));
    update_until(&mut app, "the review", |app| {
        matches!(
            app.world().resource::<GameReview>().state,
            ReviewState::Done { .. }
        )
    });
    let revision = session(&app).game_revision();
    let marks = app.world().resource::<GameReview>().move_marks(revision);
    assert_eq!(marks.len(), moves.len());
    let nf6 = marks[5].as_ref().expect("3...Nf6 is marked");
    assert_eq!(nf6.mark, Mark::Blunder);
    assert!(!nf6.better.is_empty(), "with the better move");
    assert!(marks[0].is_none(), "1.e4 is fine");

    // Taking a move back changes the game: the review no longer belongs to it.
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    app.update();
    let revision = session(&app).game_revision();
    assert!(
        app.world()
            .resource::<GameReview>()
            .move_marks(revision)
            .is_empty()
    );
}
