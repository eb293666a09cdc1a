//! The 3D app: Bevy plugins that wrap the rules core. The ECS holds a view of the game,
//! never a second copy of the rules: input flows from picking to a [`state::GameCommand`],
//! the session (the rules core's game) accepts or refuses it, and the board, pieces and
//! panels re-sync from the session when [`state::BoardChanged`] arrives.

pub mod analysis;
pub mod animation;
pub mod args;
pub mod attack_marks;
pub mod bench;
pub mod board;
pub mod board_labels;
pub mod board_marks;
pub mod camera;
pub mod camera_turn;
pub mod clock_labels;
pub mod commands;
pub mod coordinates;
pub mod drawing;
pub mod embedding;
pub mod engine;
pub mod gif_export;
pub mod headless;
pub mod i18n;
pub mod input;
pub mod mode_view;
pub mod modes;
pub mod move_clock;
pub mod offered_game;
pub mod outcome;
pub mod persistence;
pub mod pieces;
pub mod presets;
pub mod schedule;
pub mod screenshot;
pub mod seats;
pub mod session_swap;
pub mod settings;
pub mod shading;
pub mod sound;
pub mod startup_checks;
pub mod state;
pub mod sync;
pub mod tile;
pub mod tile_tints;
pub mod torus;
pub mod ui;
pub mod ui_layout;
pub mod xray;

use std::process::ExitCode;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use clap::Parser;

use args::AppArgs;
use state::{BoardChanged, CameraCommand, GameCommand, Screen, SessionRes, StatusLine};

/// Runs the app with the process's command-line arguments.
pub fn run() -> ExitCode {
    let args = match AppArgs::try_parse() {
        Ok(args) => args,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    let start = match args.initial_session() {
        Ok(start) => start,
        Err(problem) => {
            let lang = persistence::saved_language();
            let line = manifold_locale::Message::new("cli-error_line").message("error", problem);
            eprintln!("{}", manifold_locale::text(lang, &line));
            return ExitCode::from(1);
        }
    };
    // Without a display or a graphics driver the app cannot start: say so in one line.
    let lang = persistence::saved_language();
    if !args.headless
        && args.export_gif.is_none()
        && let Some(failure) = startup_checks::missing_display(|name| std::env::var_os(name))
    {
        eprintln!("{}", failure.line(lang));
        return ExitCode::from(1);
    }
    startup_checks::install_panic_hook(lang);
    let mut app = App::new();
    let title = "Manifold".to_string();
    let (width, height) = (1280, 720);
    let defaults = DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title,
            resolution: (width, height).into(),
            // A benchmark times the frames themselves, not the display's refresh.
            present_mode: if args.bench_frames.is_some() {
                bevy::window::PresentMode::AutoNoVsync
            } else {
                bevy::window::PresentMode::default()
            },
            ..default()
        }),
        ..default()
    });
    if args.headless || args.export_gif.is_some() {
        // No operating-system window: the frames are drawn into an image as fast as they go.
        app.add_plugins(defaults.disable::<bevy::winit::WinitPlugin>())
            .add_plugins(bevy::app::ScheduleRunnerPlugin::run_loop(
                std::time::Duration::ZERO,
            ))
            .add_plugins(headless::plugin(width, height));
    } else {
        app.add_plugins(defaults);
    }
    app.add_plugins(MeshPickingPlugin)
        .add_plugins(bevy_egui::EguiPlugin::default());
    add_game_plugins(&mut app, start);
    app.add_plugins((
        persistence::plugin,
        ui::plugin,
        modes::panels_plugin,
        engine::plugin,
    ));
    app.add_plugins((shading::plugin, sound::plugin, analysis::panel::plugin));
    app.add_plugins((
        board::plugin,
        board_labels::plugin,
        clock_labels::plugin,
        board_marks::render_plugin,
        drawing::plugin,
        coordinates::plugin,
        camera::plugin,
        camera_turn::plugin,
        torus::render_plugin,
    ));
    let capture =
        args.screenshot.is_some() || args.bench_frames.is_some() || args.export_gif.is_some();
    if capture {
        app.insert_resource(persistence::NoAutosave);
    }
    app.add_plugins(gif_export::plugin);
    if let Some(out) = args.export_gif.as_ref().and_then(|paths| paths.get(1)) {
        app.insert_resource(gif_export::GifRecorder::new(out.clone()));
    }
    if !capture {
        // A screenshot shows the position alone, without the pointer's hover light.
        app.add_plugins(input::plugin);
    }
    if args.analyse {
        app.world_mut().resource_mut::<analysis::LiveAnalysis>().on = true;
    }
    if let Some(frames) = args.bench_frames {
        app.insert_resource(bench::FrameBench::new(frames, args.bench_empty));
        app.add_plugins(bench::plugin);
    }
    if let Some(path) = args.screenshot.clone() {
        app.insert_resource(screenshot::ScreenshotRequest::new(path));
        app.add_plugins(screenshot::plugin);
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The logic every app needs, with or without a window: the screen state, the session, the
/// commands that change it and the piece entities that mirror it. Headless tests add this
/// to a bare `App` (with `MinimalPlugins`).
pub fn add_game_plugins(app: &mut App, start: args::StartGame) {
    if !app.is_plugin_added::<StatesPlugin>() {
        app.add_plugins(StatesPlugin);
    }
    schedule::configure(app);
    app.init_state::<Screen>()
        .insert_resource(SessionRes(start.session.clone()))
        .insert_resource(embedding::BoardEmbedding::for_board(
            start.session.game().geometry(),
        ))
        .init_resource::<StatusLine>()
        .init_resource::<settings::Settings>()
        .add_message::<BoardChanged>()
        .add_message::<GameCommand>()
        .add_message::<CameraCommand>()
        .add_systems(
            OnExit(Screen::Playing),
            StatusLine::clear_on_leaving_the_game,
        )
        .add_plugins((
            commands::plugin,
            sync::plugin,
            animation::plugin,
            torus::plugin,
            modes::plugin,
            move_clock::plugin,
            board_marks::plugin,
            offered_game::plugin,
            analysis::plugin,
        ));
    if start.skip_start_screen {
        app.insert_state(Screen::Playing);
    }
    if let Some((course, step)) = start.lesson {
        app.add_systems(
            Startup,
            move |mut begin: MessageWriter<state::LessonCommand>| {
                begin.write(state::LessonCommand::Begin { course, step });
            },
        );
    }
}
