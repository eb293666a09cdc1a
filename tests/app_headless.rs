//! Headless app tests: a Bevy `App` without window or renderer drives the real pipeline
//! (picking -> command -> session -> piece entities), as the windowed app does.

#![cfg(feature = "app")]

mod common;

use common::headless::{click, expected_translation, headless_app, no_animation, piece_on, pieces};
use manifold::app::state::{GameCommand, SessionRes, StatusLine};
use manifold::rules::VariantId;
use manifold::session::{GameKind, Session};

fn app_with(session: Session) -> bevy::prelude::App {
    headless_app(session, no_animation())
}

#[test]
fn a_picked_move_moves_the_piece_entity_and_undo_puts_it_back() {
    let mut app = app_with(Session::new(GameKind::Chess(VariantId::Classical)));
    assert_eq!(pieces(&mut app).len(), 32);
    click(&mut app, "e2");
    click(&mut app, "e4");
    assert_eq!(
        app.world().resource::<SessionRes>().0.game().move_texts(),
        ["e4"]
    );
    assert_eq!(
        piece_on(&mut app, "e4"),
        Some(expected_translation(&app, "e4"))
    );
    assert_eq!(piece_on(&mut app, "e2"), None);
    assert_eq!(pieces(&mut app).len(), 32);

    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    app.update();
    assert_eq!(
        piece_on(&mut app, "e2"),
        Some(expected_translation(&app, "e2"))
    );
    assert_eq!(piece_on(&mut app, "e4"), None);
}

#[test]
fn an_illegal_target_changes_nothing_and_says_why() {
    let mut app = app_with(Session::new(GameKind::Chess(VariantId::Classical)));
    click(&mut app, "e2");
    click(&mut app, "e5");
    assert!(
        app.world()
            .resource::<SessionRes>()
            .0
            .game()
            .move_texts()
            .is_empty()
    );
    assert!(piece_on(&mut app, "e2").is_some());
    let status = app
        .world()
        .resource::<StatusLine>()
        .text(manifold::locale::Language::English);
    assert!(status.contains("cannot move to e5"), "{status}");
}

#[test]
fn a_capture_removes_the_captured_entity() {
    let session = Session::from_position_text(
        GameKind::Chess(VariantId::Classical),
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1",
    )
    .unwrap();
    let mut app = app_with(session);
    assert_eq!(pieces(&mut app).len(), 4);
    click(&mut app, "e4");
    click(&mut app, "d5");
    assert_eq!(pieces(&mut app).len(), 3);
    assert_eq!(
        piece_on(&mut app, "d5"),
        Some(expected_translation(&app, "d5"))
    );
}

#[test]
fn loading_a_corrupt_save_keeps_the_game() {
    let mut app = app_with(Session::new(GameKind::Chess(VariantId::Great)));
    click(&mut app, "e3");
    click(&mut app, "e4");
    app.world_mut().write_message(GameCommand::LoadSaved(
        "SavedGame(format: 1, game: \"great\"".to_string(),
    ));
    app.update();
    app.update();
    let session = &app.world().resource::<SessionRes>().0;
    assert_eq!(session.game().move_texts(), ["e4"]);
    let status = app
        .world()
        .resource::<StatusLine>()
        .text(manifold::locale::Language::English);
    assert!(status.starts_with("cannot load"), "{status}");
    assert!(piece_on(&mut app, "e4").is_some());
}

#[test]
fn a_draughts_capture_is_clicked_and_the_man_is_removed() {
    let session = Session::from_position_text(GameKind::Draughts, "W:Wc3,e1:Bd4,f6,a7").unwrap();
    let mut app = app_with(session);
    click(&mut app, "c3");
    click(&mut app, "e5");
    assert_eq!(
        piece_on(&mut app, "g7"),
        Some(expected_translation(&app, "g7"))
    );
    assert_eq!(pieces(&mut app).len(), 3, "two black men captured");
}

/// Without a display the app prints one `error:` line naming what is missing and exits
/// with code 1: no panic, no backtrace.
#[test]
fn without_a_display_the_app_says_so_in_one_line_and_exits_1() {
    let home = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("no-display-home");
    for (wayland, expected) in [
        (None, "error: no display: "),
        (Some("wayland-0"), "error: no X11 display: "),
    ] {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_manifold"));
        command
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .env("MANIFOLD_HOME", &home)
            .env("RUST_BACKTRACE", "1")
            .args(["--variant", "classical"]);
        if let Some(name) = wayland {
            command.env("WAYLAND_DISPLAY", name);
        }
        let output = command.output().expect("the app runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{stderr}");
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(lines.len(), 1, "one line: {stderr}");
        assert!(lines[0].starts_with(expected), "{stderr}");
        assert!(lines[0].contains("xvfb-run"), "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

/// With a display but no Vulkan driver (`VK_ICD_FILENAMES` naming none) the app says so in
/// one `error:` line and exits with code 1. Runs only where there is a display (under
/// `xvfb-run`, as the visual smoke test); elsewhere it checks nothing.
#[test]
fn without_a_graphics_driver_the_app_says_so_and_exits_1() {
    if std::env::var_os("DISPLAY").is_none_or(|d| d.is_empty()) {
        return;
    }
    let home = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("no-driver-home");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_manifold"))
        .env("VK_ICD_FILENAMES", "/nonexistent")
        .env("VK_DRIVER_FILES", "/nonexistent")
        .env("MANIFOLD_HOME", &home)
        .env("RUST_BACKTRACE", "1")
        .args(["--variant", "classical"])
        .output()
        .expect("the app runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    let errors: Vec<&str> = stderr.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(errors.len(), 1, "{stderr}");
    assert!(
        errors[0].starts_with("error: no Vulkan/GL adapter"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}
