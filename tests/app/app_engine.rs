//! Headless app tests of the computer players: a Bevy `App` without window or renderer,
//! where the engine searches on the async compute pool and plays through the session.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use manifold::args::StartGame;
use manifold::engine::ThinkingState;
use manifold::seats::Seats;
use manifold::settings::{SeatPlayer, Settings};
use manifold::state::{GameCommand, SessionRes, StatusLine};
use manifold_rules::VariantId;
use manifold_session::{GameKind, Session};

use crate::WATCHDOG;

const CLASSICAL: GameKind = GameKind::Chess(VariantId::Classical);

fn app_with(seats: Vec<SeatPlayer>, settings: Settings) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    manifold::add_game_plugins(
        &mut app,
        StartGame {
            session: Session::new(CLASSICAL),
            skip_start_screen: true,
            lesson: None,
        },
    );
    app.add_plugins(manifold::engine::plugin);
    app.insert_resource(Settings(manifold_session::settings::Settings {
        animation_speed: 0.0,
        ..settings.0
    }));
    app.insert_resource(Seats(seats));
    app.update();
    app
}

fn click(app: &mut App, name: &str) {
    let c = app
        .world()
        .resource::<SessionRes>()
        .0
        .game()
        .geometry()
        .cell_by_name(name)
        .unwrap();
    app.world_mut().write_message(GameCommand::ClickCell(c));
    app.update();
}

fn plies(app: &App) -> usize {
    app.world().resource::<SessionRes>().0.game().ply_count()
}

fn thinking(app: &App) -> ThinkingState {
    *app.world().resource::<ThinkingState>()
}

/// Updates the app until `done` holds, for at most `limit`.
fn update_until(app: &mut App, limit: Duration, done: impl Fn(&App) -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        app.update();
        if done(app) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    false
}

#[test]
fn the_computer_answers_a_move() {
    let mut app = app_with(
        vec![SeatPlayer::Human, SeatPlayer::Computer(1)],
        Settings::default(),
    );
    click(&mut app, "e2");
    click(&mut app, "e4");
    assert_eq!(plies(&app), 1);
    let answered = update_until(&mut app, WATCHDOG, |app| plies(app) == 2);
    assert!(answered, "Black did not move in time");
    let session = &app.world().resource::<SessionRes>().0;
    let texts = session.game().move_texts();
    assert_eq!(texts[0], "e4");
    let status = app
        .world()
        .resource::<StatusLine>()
        .text(manifold_locale::Language::English);
    // Who played what, not the bare move.
    assert_eq!(
        status,
        format!("Black (computer) played {}", texts[1]),
        "{texts:?}"
    );
    let russian = app
        .world()
        .resource::<StatusLine>()
        .text(manifold_locale::Language::Russian);
    assert!(
        russian.starts_with("Чёрные (компьютер) сыграли"),
        "{russian}"
    );
    // White (a person) is to move: the engine rests.
    for _ in 0..5 {
        app.update();
    }
    assert!(!thinking(&app).is_busy());
    assert_eq!(plies(&app), 2);
}

#[test]
fn undo_and_new_game_cancel_a_running_search() {
    // Max searches 5 s a move: long enough to be interrupted.
    let mut app = app_with(
        vec![SeatPlayer::Human, SeatPlayer::Computer(5)],
        Settings(manifold_session::settings::Settings {
            last_seats: vec![SeatPlayer::Human, SeatPlayer::Computer(5)],
            ..Default::default()
        }),
    );
    click(&mut app, "e2");
    click(&mut app, "e4");
    app.update();
    assert!(thinking(&app).is_busy(), "Black is thinking");
    app.world_mut().write_message(GameCommand::Undo);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(plies(&app), 0);
    assert!(!thinking(&app).is_busy(), "the undo cancelled the search");

    click(&mut app, "d2");
    click(&mut app, "d4");
    app.update();
    assert!(thinking(&app).is_busy());
    app.world_mut().write_message(GameCommand::NewGame {
        kind: CLASSICAL,
        preset: None,
        clock: None,
    });
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(plies(&app), 0);
    assert!(
        !thinking(&app).is_busy(),
        "the new game cancelled the search"
    );
}

#[test]
fn undo_against_the_computer_takes_back_its_reply_too() {
    let mut app = app_with(
        vec![SeatPlayer::Human, SeatPlayer::Computer(1)],
        Settings::default(),
    );
    click(&mut app, "e2");
    click(&mut app, "e4");
    assert!(update_until(&mut app, WATCHDOG, |app| { plies(app) == 2 }));
    app.world_mut().write_message(GameCommand::Undo);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(plies(&app), 0, "back to White's first move");
    assert!(!thinking(&app).is_busy());
}

#[test]
fn takebacks_can_be_turned_off() {
    let mut app = app_with(
        vec![SeatPlayer::Human, SeatPlayer::Human],
        Settings(manifold_session::settings::Settings {
            allow_takebacks: false,
            ..Default::default()
        }),
    );
    click(&mut app, "e2");
    click(&mut app, "e4");
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    app.update();
    assert_eq!(plies(&app), 1);
    let status = app
        .world()
        .resource::<StatusLine>()
        .text(manifold_locale::Language::English);
    assert!(status.contains("takebacks are off"), "{status}");
}

#[test]
fn a_hint_shows_a_move_and_selects_its_piece() {
    let mut app = app_with(
        vec![SeatPlayer::Human, SeatPlayer::Human],
        Settings::default(),
    );
    app.world_mut()
        .write_message(manifold::engine::EngineCommand::Hint);
    let shown = update_until(&mut app, WATCHDOG, |app| {
        app.world()
            .resource::<StatusLine>()
            .text(manifold_locale::Language::English)
            .starts_with("hint: ")
    });
    assert!(shown, "no hint");
    assert_eq!(plies(&app), 0, "a hint plays nothing");
    let selected = app.world().resource::<SessionRes>().0.selected();
    assert!(selected.is_some());
    assert!(!thinking(&app).is_busy());
    // The hint's orange arrow starts at the piece selected, like the lessons'.
    app.update();
    let hint_arrows = |app: &App| -> Vec<manifold::board_marks::MarkArrow> {
        let marks = app.world().resource::<manifold::board_marks::BoardMarks>();
        marks
            .arrows
            .iter()
            .filter(|a| a.kind == manifold::board_marks::ArrowKind::Hint)
            .copied()
            .collect()
    };
    let arrows = hint_arrows(&app);
    assert_eq!(arrows.len(), 1, "{arrows:?}");
    assert_eq!(Some(arrows[0].from), selected);
    // Played, the hint is old news: its arrow goes.
    let to = arrows[0].to;
    let name = app
        .world()
        .resource::<SessionRes>()
        .0
        .game()
        .geometry()
        .cell_name(to)
        .to_string();
    click(&mut app, &name);
    assert_eq!(plies(&app), 1);
    app.update();
    assert!(hint_arrows(&app).is_empty());
}

#[test]
fn computers_play_each_other_and_can_be_paused() {
    let mut app = app_with(
        vec![SeatPlayer::Computer(1), SeatPlayer::Computer(1)],
        Settings::default(),
    );
    assert!(update_until(&mut app, WATCHDOG, |app| { plies(app) >= 2 }));
    app.world_mut()
        .write_message(manifold::engine::EngineCommand::TogglePause);
    app.update();
    assert!(thinking(&app).paused);
    let at = plies(&app);
    for _ in 0..20 {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(plies(&app), at, "paused");
    app.world_mut()
        .write_message(manifold::engine::EngineCommand::TogglePause);
    assert!(update_until(&mut app, WATCHDOG, |app| { plies(app) > at }));
}

#[test]
fn a_game_against_the_computer_is_saved_and_reloaded_with_its_players() {
    // Both seats people: nothing thinks while the test looks.
    let mut app = app_with(
        vec![SeatPlayer::Human, SeatPlayer::Human],
        Settings::default(),
    );
    // The game records the seats in use, so saving (and the autosave) writes them.
    let session = &app.world().resource::<SessionRes>().0;
    assert_eq!(session.players(), [SeatPlayer::Human, SeatPlayer::Human]);
    // A file that says Black is the computer at level 2 brings that seat with it.
    let mut saved = Session::new(CLASSICAL);
    saved.set_players(vec![SeatPlayer::Human, SeatPlayer::Computer(2)]);
    let text = saved.to_ron();
    assert!(text.contains("Computer(2)"), "{text}");
    app.world_mut().write_message(GameCommand::LoadSaved(text));
    app.update();
    assert_eq!(
        app.world().resource::<Seats>().0,
        [SeatPlayer::Human, SeatPlayer::Computer(2)]
    );
    let again = app.world().resource::<SessionRes>().0.to_ron();
    assert!(
        again.contains("Computer(2)"),
        "saved again with its players: {again}"
    );
}
