//! Local play in the app: a new game started on a control runs the side to move's clock
//! on the app's real time, a move switches it, the Pause command stops every clock, and a
//! fallen flag ends the game and says so (a fake clock, no sleep); a finished game's
//! rematch swaps the players on fresh clocks.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use manifold::state::GameCommand;
use manifold_rules::{GameKind, Seat, VariantId};
use manifold_session::Session;
use manifold_session::clock::TimeControl;

use crate::headless::{click, headless_app, no_animation, session, status};

fn left(app: &App, seat: Seat) -> Duration {
    session(app).clocks().expect("on clocks").remaining(seat)
}

#[test]
fn clocks_run_switch_pause_and_end_the_game_on_time() {
    let mut app = headless_app(
        Session::new(GameKind::Chess(VariantId::Classical)),
        no_animation(),
    );
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(1)));
    app.world_mut().write_message(GameCommand::NewGame {
        kind: GameKind::Chess(VariantId::Classical),
        preset: None,
        clock: Some(TimeControl::from_text("1+2").unwrap()),
    });
    for _ in 0..4 {
        app.update();
    }
    let white = left(&app, Seat::WHITE);
    assert!(
        white < Duration::from_secs(60) && white >= Duration::from_secs(55),
        "White's clock runs: {white:?}"
    );
    assert_eq!(
        left(&app, Seat::BLACK),
        Duration::from_secs(60),
        "Black's waits"
    );

    // A move: White gets the increment, Black's clock runs.
    click(&mut app, "e2");
    let before_move = left(&app, Seat::WHITE);
    click(&mut app, "e4");
    let after_move = left(&app, Seat::WHITE);
    assert_eq!(
        after_move,
        before_move - Duration::from_secs(1) + Duration::from_secs(2),
        "charged up to its move (a frame), then the increment"
    );
    app.update();
    app.update();
    assert!(
        left(&app, Seat::BLACK) < Duration::from_secs(60),
        "Black's runs"
    );
    assert_eq!(left(&app, Seat::WHITE), after_move, "White's stopped");

    // Pause: nobody's clock runs.
    app.world_mut()
        .write_message(GameCommand::PauseClocks(true));
    app.update();
    let paused = left(&app, Seat::BLACK);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(left(&app, Seat::BLACK), paused, "paused");
    app.world_mut()
        .write_message(GameCommand::PauseClocks(false));
    for _ in 0..3 {
        app.update();
    }
    assert!(left(&app, Seat::BLACK) < paused, "running again");

    // Black's flag falls; White has mating material: Black loses on time.
    for _ in 0..70 {
        app.update();
    }
    let s = session(&app);
    assert!(s.game().outcome().is_some(), "the game is over");
    assert_eq!(left(&app, Seat::BLACK), Duration::ZERO);
    assert!(
        status(&app).contains("ran out of time"),
        "the status says so: {}",
        status(&app)
    );
}

#[test]
fn a_rematch_swaps_the_players_on_fresh_clocks() {
    use manifold::seats::Seats;
    use manifold::settings::SeatPlayer;
    let mut finished = Session::after_moves(
        GameKind::Chess(VariantId::Classical),
        &["f3", "e5", "g4", "Qh4#"],
    );
    finished.set_players(vec![SeatPlayer::Human, SeatPlayer::Computer(2)]);
    finished.set_time_control(Some(TimeControl::from_text("3+2").unwrap()));
    let mut app = headless_app(finished, no_animation());
    app.insert_resource(Seats(vec![SeatPlayer::Human, SeatPlayer::Computer(2)]));
    app.update();
    assert!(session(&app).game().outcome().is_some());
    app.world_mut().write_message(GameCommand::Rematch);
    app.update();
    app.update();
    let s = session(&app);
    assert_eq!(s.game().ply_count(), 0, "a fresh game");
    assert!(s.game().outcome().is_none());
    assert_eq!(s.players(), [SeatPlayer::Computer(2), SeatPlayer::Human]);
    assert_eq!(
        left(&app, Seat::WHITE),
        Duration::from_secs(180),
        "fresh clocks of the same control"
    );
    let seats = app.world().resource::<Seats>();
    assert_eq!(
        seats.player(Seat::WHITE),
        SeatPlayer::Computer(2),
        "the seats follow"
    );
}

/// The sounds go to Bevy's audio, which plays nothing and never fails where there is no
/// sound device (CI has none); turned off, nothing is queued.
#[test]
fn sounds_play_silently_without_a_sound_device() {
    use bevy::audio::{AudioPlayer, AudioPlugin};
    use manifold::args::StartGame;
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        AssetPlugin::default(),
        AudioPlugin::default(),
    ));
    manifold::add_game_plugins(
        &mut app,
        StartGame {
            session: Session::new(GameKind::Chess(VariantId::Classical)),
            skip_start_screen: true,
            lesson: None,
        },
    );
    app.insert_resource(no_animation());
    app.add_plugins(manifold::sound::plugin);
    app.update();
    let players = |app: &mut App| {
        app.world_mut()
            .query::<&AudioPlayer>()
            .iter(app.world())
            .count()
    };
    assert_eq!(players(&mut app), 0);
    click(&mut app, "e2");
    click(&mut app, "e4");
    for _ in 0..3 {
        app.update();
    }
    assert!(players(&mut app) >= 1, "the move's sound was queued");
    assert!(session(&app).game().ply_count() == 1, "the game goes on");
    let before = players(&mut app);
    app.world_mut()
        .resource_mut::<manifold::settings::Settings>()
        .sound = false;
    click(&mut app, "e7");
    click(&mut app, "e5");
    app.update();
    assert!(players(&mut app) <= before, "sound off: nothing new");
}
