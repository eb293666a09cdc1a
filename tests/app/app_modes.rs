//! The playing screen's modes: each is a state of its own ([`Mode`]), entered and left by
//! the commands that open and close it, and what it shows reaches the board only through
//! the neutral [`ModeView`] (the pieces, the lit cells, the marks, the camera's owner).

use bevy::prelude::*;
use manifold::board_marks::{ArrowKind, BoardMarks};
use manifold::mode_view::ModeView;
use manifold::modes::Mode;
use manifold::modes::editor::EditorCommand;
use manifold::modes::lesson::ActiveLesson;
use manifold::state::{GameCommand, LessonCommand, Screen};
use manifold_rules::VariantId;
use manifold_session::{GameKind, Session};

use crate::headless::{cell, click, course_index, headless_app, no_animation, pieces, session};

fn classical() -> App {
    headless_app(
        Session::new(GameKind::Chess(VariantId::Classical)),
        no_animation(),
    )
}

fn mode(app: &App) -> Mode {
    *app.world().resource::<State<Mode>>().get()
}

fn view(app: &App) -> &ModeView {
    app.world().resource::<ModeView>()
}

fn lit_names(app: &App) -> Vec<String> {
    let geometry = session(app).game().geometry();
    let mut names: Vec<String> = app
        .world()
        .resource::<BoardMarks>()
        .cells
        .iter()
        .map(|&c| geometry.cell_name(c).to_string())
        .collect();
    names.sort();
    names
}

/// The explorer is a mode over the table: in it a click lights the piece's moves (through
/// the mode's view) and leaves the game alone; leaving it clears what it lit.
#[test]
fn the_explorer_lights_through_the_mode_view_and_forgets_on_leaving() {
    let mut app = classical();
    assert_eq!(mode(&app), Mode::Table);
    assert_eq!(view(&app), &ModeView::default());
    app.world_mut()
        .resource_mut::<NextState<Mode>>()
        .set(Mode::Explorer);
    app.update();
    assert_eq!(mode(&app), Mode::Explorer);
    click(&mut app, "g1");
    assert_eq!(lit_names(&app), ["f3", "h3"]);
    assert!(
        session(&app).selected().is_none(),
        "the game is not touched"
    );
    app.world_mut()
        .resource_mut::<NextState<Mode>>()
        .set(Mode::Table);
    app.update();
    assert_eq!(mode(&app), Mode::Table);
    assert!(lit_names(&app).is_empty(), "nothing stays lit at the table");
    // At the table the same click selects the knight.
    click(&mut app, "g1");
    assert_eq!(session(&app).selected(), Some(cell(&app, "g1")));
}

/// The editor's mode holds from the frame it is opened to the frame it is closed, and the
/// board shows its position (through the mode's view) while it is open.
#[test]
fn the_editor_is_a_mode_whose_pieces_the_board_shows() {
    let mut app = classical();
    app.world_mut().write_message(EditorCommand::Open);
    app.update();
    assert_eq!(mode(&app), Mode::Editor, "in the frame it is opened");
    assert_eq!(view(&app).pieces.as_ref().map(Vec::len), Some(32));
    app.world_mut().write_message(EditorCommand::Clear);
    app.update();
    assert_eq!(view(&app).pieces.as_ref().map(Vec::len), Some(0));
    assert!(
        pieces(&mut app).is_empty(),
        "the board shows the empty edited board"
    );
    assert_eq!(session(&app).pieces().len(), 32, "the game is untouched");
    app.world_mut().write_message(EditorCommand::Leave);
    app.update();
    assert_eq!(mode(&app), Mode::Table, "in the frame it is closed");
    assert_eq!(view(&app), &ModeView::default());
    app.update();
    assert_eq!(pieces(&mut app).len(), 32, "the game's pieces are back");
}

/// A lesson and a puzzle course are modes of their own; both aim the camera and keep the
/// learner's game aside (it is not autosaved), and a new game ends them.
#[test]
fn a_lesson_and_a_puzzle_course_are_modes_that_keep_the_game_aside() {
    for (course, expected) in [
        ("classical/basics", Mode::Lesson),
        ("puzzles/classical", Mode::Puzzle),
    ] {
        let mut app = classical();
        app.world_mut().write_message(LessonCommand::Begin {
            course: course_index(course),
            step: 0,
        });
        app.update();
        assert_eq!(mode(&app), expected, "{course}");
        assert!(app.world().get_resource::<ActiveLesson>().is_some());
        assert!(
            view(&app).aims_camera && view(&app).game_put_aside,
            "{course}"
        );
        app.world_mut().write_message(GameCommand::NewGame {
            kind: GameKind::Chess(VariantId::Classical),
            preset: None,
            clock: None,
        });
        app.update();
        assert_eq!(mode(&app), Mode::Table, "{course}: a new game ends it");
        assert!(app.world().get_resource::<ActiveLesson>().is_none());
        assert!(!view(&app).game_put_aside);
    }
}

/// A course's arrows and its hint reach the board's marks through the mode's view.
#[test]
fn a_lesson_steps_arrows_and_hint_are_drawn_from_the_mode_view() {
    let mut app = classical();
    app.world_mut().write_message(LessonCommand::Begin {
        course: course_index("puzzles/classical"),
        step: 0,
    });
    app.update();
    app.world_mut().write_message(LessonCommand::Hint);
    app.update();
    app.update();
    let marks = app.world().resource::<BoardMarks>();
    let hints = marks
        .arrows
        .iter()
        .filter(|a| a.kind == ArrowKind::Hint)
        .count();
    assert_eq!(
        (hints, marks.arrows.len()),
        (1, view(&app).arrows.len()),
        "{marks:?}"
    );
    // Leaving the lesson goes back to the start screen with the game put aside.
    app.world_mut().write_message(LessonCommand::Leave);
    app.update();
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Start
    );
}

/// The editor's Empty board leaves nothing of the game lit: not its check, not its last
/// move (a king placed next sat on the game's red check square).
#[test]
fn the_editors_board_shows_none_of_the_games_lights() {
    use manifold::board::Highlights;
    use manifold::settings::Settings;
    use manifold::tile::Highlight;
    use manifold::tile::Hovered;
    let kind = GameKind::Chess(VariantId::Classical);
    let mut app = headless_app(
        Session::after_moves(kind, &["e4", "f5", "Qh5+"]),
        no_animation(),
    );
    let lights = |app: &App| {
        let marks = app.world().resource::<BoardMarks>();
        Highlights::new(session(app), &Settings::default(), &Hovered(None), marks)
    };
    let e8 = cell(&app, "e8");
    assert_eq!(lights(&app).of(e8).highlight, Highlight::Check, "the game");
    app.world_mut().write_message(EditorCommand::Open);
    app.update();
    app.world_mut().write_message(EditorCommand::Clear);
    app.update();
    let shown = lights(&app);
    for c in session(&app).game().geometry().cells() {
        let light = shown.of(c).highlight;
        assert!(
            !matches!(light, Highlight::Check | Highlight::LastMove),
            "{c:?} is lit {light:?} from the game"
        );
    }
}
