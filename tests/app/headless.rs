//! What the headless app tests share: a Bevy `App` without window or renderer running the
//! game plugins, and the clicks and look-ups they make. Each test file uses some of it.

use bevy::prelude::*;
use manifold::args::StartGame;
use manifold::embedding::BoardEmbedding;
use manifold::settings::Settings;
use manifold::state::{GameCommand, SessionRes, StatusLine};
use manifold::sync::PieceEntity;
use manifold_rules::Cell;
use manifold_session::Session;

/// A headless app playing `session` with `settings`, after its first update.
pub fn headless_app(session: Session, settings: Settings) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    manifold::add_game_plugins(
        &mut app,
        StartGame {
            session,
            skip_start_screen: true,
            lesson: None,
        },
    );
    app.insert_resource(settings);
    app.update();
    app
}

/// Settings without animation: pieces land at once.
pub fn no_animation() -> Settings {
    Settings(manifold_session::settings::Settings {
        animation_speed: 0.0,
        ..Default::default()
    })
}

/// The session of the app.
pub fn session(app: &App) -> &Session {
    &app.world().resource::<SessionRes>().0
}

/// The cell named `name` on the app's board.
pub fn cell(app: &App, name: &str) -> Cell {
    session(app)
        .game()
        .geometry()
        .cell_by_name(name)
        .unwrap_or_else(|| panic!("no cell {name}"))
}

/// A click on a cell, as picking sends it, and the updates that follow.
pub fn click_cell(app: &mut App, c: Cell) {
    app.world_mut().write_message(GameCommand::ClickCell(c));
    app.update();
    app.update();
}

/// A click on the cell named `name`.
pub fn click(app: &mut App, name: &str) {
    let c = cell(app, name);
    click_cell(app, c);
}

/// The status line.
pub fn status(app: &App) -> String {
    app.world()
        .resource::<StatusLine>()
        .text(manifold_locale::Language::English)
}

/// The piece entities: cell and translation.
pub fn pieces(app: &mut App) -> Vec<(Cell, Vec3)> {
    let mut q = app.world_mut().query::<(&PieceEntity, &Transform)>();
    q.iter(app.world())
        .map(|(p, t)| (p.cell, t.translation))
        .collect()
}

/// Where the piece entity on the cell named `name` is, if there is one.
pub fn piece_on(app: &mut App, name: &str) -> Option<Vec3> {
    let c = cell(app, name);
    pieces(app)
        .into_iter()
        .find(|(p, _)| *p == c)
        .map(|(_, t)| t)
}

/// Where a piece at rest on the cell named `name` stands, by the board's embedding.
pub fn expected_translation(app: &App, name: &str) -> Vec3 {
    app.world()
        .resource::<BoardEmbedding>()
        .piece_transform(cell(app, name))
        .translation
}

/// The index of the shipped course `id` (`wirth/basics`, `puzzles/classical`) among the
/// playable courses, as the start screen's list numbers them.
pub fn course_index(id: &str) -> usize {
    manifold_session::catalogue::playable_courses()
        .iter()
        .position(|(shipped, _)| *shipped == id)
        .expect("a playable course")
}
