//! Headless app tests: a Bevy `App` without window or renderer drives the real pipeline
//! (picking -> command -> session -> piece entities), as the windowed app does.

use crate::headless::{
    cell, click, expected_translation, headless_app, no_animation, piece_on, pieces, session,
    status,
};
use bevy::prelude::{NextState, State};
use manifold::state::{GameCommand, Screen, SessionRes, StatusLine};
use manifold_rules::VariantId;
use manifold_session::{GameKind, Session};

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
        .text(manifold_locale::Language::English);
    assert!(status.contains("cannot move to e5"), "{status}");
}

#[test]
fn leaving_the_game_for_the_start_screen_clears_what_was_said_about_it() {
    let mut app = app_with(Session::new(GameKind::Chess(VariantId::Classical)));
    click(&mut app, "e2");
    click(&mut app, "e5");
    assert!(!app.world().resource::<StatusLine>().is_empty());
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Start);
    app.update();
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Start
    );
    assert!(app.world().resource::<StatusLine>().is_empty());
}

/// The Nujelm table's move clock runs on the app's time: once the mover's 8 minutes are
/// over, the commands end the game on time and say who lost (a fake clock, no sleep).
#[test]
fn the_move_clock_ends_the_game_when_the_movers_time_is_up() {
    use bevy::time::TimeUpdateStrategy;
    use std::time::Duration;
    let preset = manifold::presets::preset_by_name("nujelm-chess").expect("the Nujelm table");
    let mut app = app_with(Session::with_preset(preset));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(60)));
    // A frame of a minute (the virtual clock caps a frame at 250 ms by default).
    app.world_mut()
        .resource_mut::<bevy::prelude::Time<bevy::prelude::Virtual>>()
        .set_max_delta(Duration::from_secs(120));
    for _ in 0..5 {
        app.update();
    }
    assert!(session(&app).game().outcome().is_none(), "five minutes in");
    for _ in 0..5 {
        app.update();
    }
    let outcome = session(&app).game().outcome().expect("the game is over");
    assert_eq!(
        outcome.reason,
        manifold_rules::game::EndReason::Timeout,
        "{outcome:?}"
    );
    let said = status(&app);
    assert!(said.contains("White"), "{said}");
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
        .text(manifold_locale::Language::English);
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

// --- moves animate from what they did ------------------------------------------------------

use bevy::prelude::{Entity, With};
use manifold::animation::{Animating, Leaving};
use manifold::settings::Settings;
use manifold::sync::PieceEntity;
use manifold_rules::Cell;

/// An app whose moves animate slowly enough to be looked at under way.
fn slow_app(session: Session) -> bevy::prelude::App {
    headless_app(
        session,
        Settings(manifold_session::settings::Settings {
            animation_speed: 0.01,
            ..Default::default()
        }),
    )
}

/// The pieces on their way: where each goes and the cells it passes.
fn moving(app: &mut bevy::prelude::App) -> Vec<(Cell, Vec<Cell>)> {
    let mut q = app.world_mut().query::<(&PieceEntity, &Animating)>();
    let mut out: Vec<(Cell, Vec<Cell>)> = q
        .iter(app.world())
        .map(|(p, a)| (p.cell, a.waypoints().to_vec()))
        .collect();
    out.sort_by_key(|(c, _)| c.index());
    out
}

/// The cells of the pieces on their way off the board.
fn leaving(app: &mut bevy::prelude::App) -> Vec<Cell> {
    let mut q = app
        .world_mut()
        .query_filtered::<&PieceEntity, With<Leaving>>();
    let mut out: Vec<Cell> = q.iter(app.world()).map(|p| p.cell).collect();
    out.sort_by_key(|c| c.index());
    out
}

fn cells(app: &bevy::prelude::App, names: &[&str]) -> Vec<Cell> {
    names.iter().map(|n| cell(app, n)).collect()
}

#[test]
fn a_castling_animates_the_king_and_the_rook_from_the_click_s_frame() {
    let session = Session::from_position_text(
        GameKind::Chess(VariantId::Classical),
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    )
    .unwrap();
    let mut app = slow_app(session);
    click(&mut app, "e1");
    // One frame: the click is played and its animation starts in the same frame.
    let g1 = cell(&app, "g1");
    app.world_mut().write_message(GameCommand::ClickCell(g1));
    app.update();
    assert_eq!(
        moving(&mut app),
        [
            (cell(&app, "f1"), cells(&app, &["h1", "g1", "f1"])),
            (g1, cells(&app, &["e1", "f1", "g1"])),
        ],
        "the rook slides beside the king"
    );
    assert!(leaving(&mut app).is_empty());
    assert_eq!(pieces(&mut app).len(), 6);
}

#[test]
fn an_en_passant_removes_the_pawn_beside_the_target() {
    let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    let session = Session::from_position_text(GameKind::Chess(VariantId::Classical), fen);
    let mut app = slow_app(session.unwrap());
    click(&mut app, "e5");
    click(&mut app, "d6");
    assert_eq!(
        moving(&mut app),
        [(cell(&app, "d6"), cells(&app, &["e5", "d6"]))]
    );
    assert_eq!(
        leaving(&mut app),
        [cell(&app, "d5")],
        "the pawn on d5 leaves"
    );
    // Without animation it is simply gone.
    let session = Session::from_position_text(GameKind::Chess(VariantId::Classical), fen);
    let mut app = app_with(session.unwrap());
    click(&mut app, "e5");
    click(&mut app, "d6");
    assert_eq!(piece_on(&mut app, "d5"), None);
    assert_eq!(
        piece_on(&mut app, "d6"),
        Some(expected_translation(&app, "d6"))
    );
    assert_eq!(pieces(&mut app).len(), 3);
}

#[test]
fn a_draughts_multi_capture_follows_its_path() {
    let session = Session::from_position_text(GameKind::Draughts, "W:Wc3,e1:Bd4,f6,a7").unwrap();
    let mut app = slow_app(session);
    click(&mut app, "c3");
    click(&mut app, "e5");
    assert_eq!(
        moving(&mut app),
        [(cell(&app, "g7"), cells(&app, &["c3", "e5", "g7"]))],
        "landing by landing"
    );
    assert_eq!(leaving(&mut app), cells(&app, &["d4", "f6"]));
    let standing = pieces(&mut app).len() - leaving(&mut app).len();
    assert_eq!(standing, 3, "c3's man, e1 and a7");
}

#[test]
fn an_undo_re_syncs_at_rest_without_animation() {
    let mut app = slow_app(Session::new(GameKind::Chess(VariantId::Classical)));
    click(&mut app, "e2");
    click(&mut app, "e4");
    assert_eq!(moving(&mut app).len(), 1);
    let before: Vec<Entity> = {
        let mut q = app.world_mut().query::<(Entity, &PieceEntity)>();
        q.iter(app.world()).map(|(e, _)| e).collect()
    };
    assert_eq!(before.len(), 32);
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    assert!(moving(&mut app).is_empty(), "nothing slides back");
    assert!(leaving(&mut app).is_empty());
    assert_eq!(
        piece_on(&mut app, "e2"),
        Some(expected_translation(&app, "e2"))
    );
    assert_eq!(piece_on(&mut app, "e4"), None);
    assert_eq!(pieces(&mut app).len(), 32);
    // The pieces that did not move keep their entities.
    let mut q = app.world_mut().query::<(Entity, &PieceEntity)>();
    let kept = q
        .iter(app.world())
        .filter(|(e, _)| before.contains(e))
        .count();
    assert_eq!(kept, 31);
}

#[test]
fn a_promotion_changes_the_piece_s_shape_as_it_moves() {
    use manifold_rules::Role;
    use manifold_session::PieceShape;
    let session = Session::from_position_text(
        GameKind::Chess(VariantId::Classical),
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
    )
    .unwrap();
    let mut app = slow_app(session);
    click(&mut app, "a7");
    click(&mut app, "a8");
    app.world_mut()
        .write_message(GameCommand::Promote(Role::Knight));
    app.update();
    let a8 = cell(&app, "a8");
    assert_eq!(moving(&mut app), [(a8, cells(&app, &["a7", "a8"]))]);
    let mut q = app.world_mut().query::<&PieceEntity>();
    let knight = q.iter(app.world()).find(|p| p.cell == a8).unwrap();
    assert_eq!(knight.view.shape, PieceShape::Chess(Role::Knight));
    assert_eq!(pieces(&mut app).len(), 3);
}

/// The lesson player: a step put on the board, a wrong move taken back with its reason,
/// the others passing, a solved step recorded in the settings, a Watch step playing
/// itself, and the game put aside given back when the lesson is left.
mod lessons {
    use std::time::Duration;

    use bevy::prelude::*;
    use bevy::time::TimeUpdateStrategy;
    use manifold::modes::lesson::{ActiveLesson, Feedback};
    use manifold::settings::Settings;
    use manifold::state::LessonCommand;
    use manifold::state::{GameCommand, Screen};
    use manifold_rules::VariantId;
    use manifold_session::lessons::{WrongMove, shipped_courses};
    use manifold_session::{GameKind, Session};

    use crate::headless::{
        click, click_cell, course_index, headless_app, no_animation, session, status,
    };

    /// A game's puzzles play in the lesson player: a wrong first move is taken back, the
    /// winning one solves the puzzle and marks it solved in the settings (no rating).
    #[test]
    fn a_puzzle_is_played_in_the_lesson_player_and_recorded() {
        use manifold_session::lessons::Goal;
        let mut app = headless_app(
            Session::new(GameKind::Chess(VariantId::Classical)),
            no_animation(),
        );
        let index = course_index("puzzles/classical");
        let (_, course) = manifold_session::catalogue::playable_courses()[index];
        let step = course
            .steps
            .iter()
            .position(|s| matches!(s.goal, Goal::FindMove(_)))
            .expect("a find-the-move puzzle");
        send(
            &mut app,
            LessonCommand::Begin {
                course: index,
                step,
            },
        );
        assert_eq!(lesson(&app).step, step);
        let Goal::FindMove(answers) = &course.steps[step].goal else {
            unreachable!()
        };
        let game = session(&app).game().clone();
        let winning = game.parse_move(&answers[0]).expect("the solution reads");
        let start = piece_text(&app);
        // Another legal move is wrong: taken back with a reason.
        let other = game
            .legal_moves()
            .into_iter()
            .find(|m| *m != winning)
            .expect("another move");
        click_cell(&mut app, other.from());
        click_cell(&mut app, other.to());
        assert_eq!(piece_text(&app), start, "the wrong move is taken back");
        assert!(
            matches!(lesson(&app).feedback, Some(Feedback::Wrong(_))),
            "{:?}",
            lesson(&app).feedback
        );
        click_cell(&mut app, winning.from());
        click_cell(&mut app, winning.to());
        assert_eq!(lesson(&app).feedback, Some(Feedback::Solved));
        // Puzzles allow no takebacks (the course's help says so).
        assert!(lesson(&app).run.can_take_back());
        assert!(!lesson(&app).may_take_back());
        app.update();
        let settings = app.world().resource::<Settings>();
        assert!(settings.lessons.is_done("puzzles/classical", step));
    }

    fn lesson(app: &App) -> &ActiveLesson {
        app.world().resource::<ActiveLesson>()
    }

    fn send(app: &mut App, command: LessonCommand) {
        app.world_mut().write_message(command);
        app.update();
        app.update();
    }

    fn piece_text(app: &App) -> String {
        session(app).game().position().text()
    }

    /// After Hint, a move the rules forbid still says why (the hint's line used to stay):
    /// draughts step 2, Hint, then c3-b4 while a capture is compulsory.
    #[test]
    fn a_refusal_after_the_hint_says_why() {
        let mut app = headless_app(
            Session::new(GameKind::Chess(VariantId::Classical)),
            no_animation(),
        );
        send(
            &mut app,
            LessonCommand::Begin {
                course: course_index("draughts/basics"),
                step: 1,
            },
        );
        send(&mut app, LessonCommand::Hint);
        assert_eq!(lesson(&app).feedback, Some(Feedback::Hint));
        click(&mut app, "c3");
        click(&mut app, "b4");
        let Some(Feedback::Refused(why)) = lesson(&app).feedback.clone() else {
            panic!("{:?}", lesson(&app).feedback);
        };
        let said = manifold_locale::text(
            manifold_locale::Language::English,
            &manifold_locale::Localize::message(&Feedback::Refused(why)),
        );
        assert!(said.contains("capture"), "{said}");
        assert!(lesson(&app).hint.is_some(), "the hint's arrow stays");
    }

    /// A Watch step plays itself and says so, without praise for doing nothing; its arrows
    /// go once their pieces have left (Great Chess step 1, e4 and f7 played by the step).
    #[test]
    fn a_watch_step_ends_without_praise_and_its_arrows_follow_the_pieces() {
        let mut app = headless_app(
            Session::new(GameKind::Chess(VariantId::Classical)),
            no_animation(),
        );
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            400,
        )));
        send(
            &mut app,
            LessonCommand::Begin {
                course: course_index("great/basics"),
                step: 0,
            },
        );
        for _ in 0..30 {
            app.update();
        }
        assert_eq!(lesson(&app).feedback, Some(Feedback::Watched));
        let said = status(&app);
        assert!(!said.contains("Well done"), "{said}");
        // Great Chess step 2: the general's arrow d4-a7 goes once it leaves d4; the path's
        // second leg a7-j7, from a cell empty at the start, stays.
        send(&mut app, LessonCommand::Next);
        assert_eq!(lesson(&app).arrows().len(), 2);
        click(&mut app, "d4");
        click(&mut app, "a7");
        let arrows = lesson(&app).arrows();
        let a7 = crate::headless::cell(&app, "a7");
        assert_eq!(arrows.len(), 1, "{arrows:?}");
        assert_eq!(arrows[0].0, a7);
    }

    #[test]
    fn a_wirth_step_is_played_judged_and_recorded() {
        let mut game = Session::new(GameKind::Chess(VariantId::Classical));
        let e4 = game.game().parse_move("e4").unwrap();
        game.play(e4);
        let mut app = headless_app(game, no_animation());
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            400,
        )));
        let wirth = course_index("wirth/basics");
        send(
            &mut app,
            LessonCommand::Begin {
                course: wirth,
                step: 0,
            },
        );
        assert_eq!(session(&app).kind(), GameKind::Chess(VariantId::Wirth));
        let start = piece_text(&app);

        // A1-B2 is legal but leaves K11 out of reach in the one move left: taken back.
        click(&mut app, "A1");
        click(&mut app, "B2");
        assert_eq!(piece_text(&app), start, "the wrong move is taken back");
        assert!(
            matches!(
                lesson(&app).feedback,
                Some(Feedback::Wrong(WrongMove::OutOfReach { .. }))
            ),
            "{:?}",
            lesson(&app).feedback
        );
        assert!(
            status(&app).contains("the goal was to land on K11 with 2 moves left"),
            "{}",
            status(&app)
        );

        // A1-L12 across the corner, taken back by the learner and played again.
        click(&mut app, "A1");
        click(&mut app, "L12");
        assert!(lesson(&app).may_take_back());
        send(&mut app, LessonCommand::TakeBack);
        assert_eq!(piece_text(&app), start, "taken back");
        assert_eq!(lesson(&app).run.moves_left(), 2);
        assert!(!lesson(&app).may_take_back(), "nothing more to take back");
        // A1-L12 across the corner, Black passes, L12-K11 solves the step.
        click(&mut app, "A1");
        click(&mut app, "L12");
        assert_eq!(
            lesson(&app).feedback,
            Some(Feedback::Going { moves_left: 1 })
        );
        assert_eq!(
            lesson(&app).run.moves_left(),
            1,
            "the panel's count follows"
        );
        assert_eq!(
            session(&app).game().position().turn(),
            manifold_rules::Seat::WHITE,
            "the other side passes"
        );
        click(&mut app, "L12");
        click(&mut app, "K11");
        assert_eq!(lesson(&app).feedback, Some(Feedback::Solved));
        app.update();
        let settings = app.world().resource::<Settings>();
        assert!(settings.lessons.is_done("wirth/basics", 0));

        // A solved step takes no more moves; the table's commands are not the lesson's.
        click(&mut app, "K11");
        assert!(
            status(&app).contains("this step is done"),
            "{}",
            status(&app)
        );
        app.world_mut().write_message(GameCommand::Undo);
        app.update();
        assert!(
            status(&app).contains("not during a lesson"),
            "{}",
            status(&app)
        );

        // Step 2 is a Watch step: its rook move plays itself.
        send(&mut app, LessonCommand::Next);
        assert_eq!(lesson(&app).step, 1);
        assert!(lesson(&app).run.is_watch());
        click(&mut app, "E3");
        assert!(status(&app).contains("just watch"), "{}", status(&app));
        for _ in 0..12 {
            app.update();
        }
        assert!(lesson(&app).run.is_solved());
        assert_eq!(lesson(&app).feedback, Some(Feedback::Watched));
        let e3 = session(&app).game().geometry().cell_by_name("L3").unwrap();
        assert!(session(&app).game().position().piece_at(e3).is_some());

        // The hint of step 3 is a move of the rook on E3.
        send(&mut app, LessonCommand::Next);
        send(&mut app, LessonCommand::Hint);
        let hint = lesson(&app).hint.clone().expect("a hint");
        assert_eq!(session(&app).game().geometry().cell_name(hint.from()), "E3");
        assert_eq!(lesson(&app).feedback, Some(Feedback::Hint));

        // Leaving gives the classical game back, with its move.
        send(&mut app, LessonCommand::Leave);
        assert!(app.world().get_resource::<ActiveLesson>().is_none());
        assert_eq!(session(&app).kind(), GameKind::Chess(VariantId::Classical));
        assert_eq!(session(&app).game().move_texts(), ["e4"]);
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Start
        );
    }

    #[test]
    fn every_shipped_step_goes_on_the_board() {
        let mut app = headless_app(
            Session::new(GameKind::Chess(VariantId::Classical)),
            no_animation(),
        );
        for (index, (id, course)) in shipped_courses().iter().enumerate() {
            send(
                &mut app,
                LessonCommand::Begin {
                    course: index,
                    step: 0,
                },
            );
            for step in 0..course.steps.len() {
                send(&mut app, LessonCommand::GoTo(step));
                assert_eq!(lesson(&app).step, step, "{id} step {}", step + 1);
                assert_eq!(session(&app).kind(), course.game, "{id}");
                let board = piece_text(&app);
                let run = lesson(&app).run.game().position().text();
                assert_eq!(board, run, "{id} step {}", step + 1);
            }
        }
    }
}

// --- The position editor ---------------------------------------------------------------------

mod editor {
    use bevy::prelude::*;
    use manifold::modes::editor::{EditorCommand, EditorTool, PositionEditor};
    use manifold::seats::Seats;
    use manifold_rules::{Role, Seat, VariantId};
    use manifold_session::{GameKind, PieceShape, PieceView, Player, Session};

    use crate::headless::{click, headless_app, no_animation, session, status};

    fn send(app: &mut App, command: EditorCommand) {
        app.world_mut().write_message(command);
        app.update();
        app.update();
    }

    /// A chess piece of `seat`.
    pub fn piece(seat: Seat, role: Role) -> PieceView {
        PieceView {
            seat,
            shape: PieceShape::Chess(role),
        }
    }

    fn editor(app: &App) -> &PositionEditor {
        app.world().resource::<PositionEditor>()
    }

    /// Opened on the game shown, the editor places and removes pieces by click, refuses
    /// what the readers refuse with its own reason, keeps the game untouched, and starts a
    /// game from its position against the computer.
    #[test]
    fn the_editor_edits_refuses_and_starts_a_game() {
        let classical = GameKind::Chess(VariantId::Classical);
        let mut game = Session::new(classical);
        let e4 = game.game().parse_move("e4").unwrap();
        game.play(e4);
        let mut app = headless_app(game, no_animation());
        app.insert_resource(Seats::default());
        let before = session(&app).game().position().text();
        // A piece selected in the game is let go: its targets are not lit on the edited
        // board.
        click(&mut app, "e7");
        assert!(session(&app).selected().is_some());
        send(&mut app, EditorCommand::Open);
        assert!(app.world().get_resource::<PositionEditor>().is_some());
        assert_eq!(session(&app).selected(), None);
        let g = session(&app).game().geometry();
        let (d4, e1, a1) = (
            g.cell_by_name("d4").unwrap(),
            g.cell_by_name("e1").unwrap(),
            g.cell_by_name("a1").unwrap(),
        );
        // The position shown is the one edited: e4 played, Black to move.
        assert_eq!(editor(&app).edited.turn(), Seat::BLACK);
        let queen = piece(Seat::WHITE, Role::Queen);
        send(&mut app, EditorCommand::Choose(EditorTool::Place(queen)));
        click(&mut app, "d4");
        assert_eq!(editor(&app).edited.piece_at(d4), Some(queen));
        // The same piece again takes it away.
        click(&mut app, "d4");
        assert_eq!(editor(&app).edited.piece_at(d4), None);
        // A pawn on the first rank may be put down, but the position is then refused
        // with the readers' reason; the pawn taken away again, it plays.
        let pawn = piece(Seat::WHITE, Role::Pawn);
        send(&mut app, EditorCommand::Choose(EditorTool::Place(pawn)));
        click(&mut app, "a1");
        assert_eq!(editor(&app).edited.piece_at(a1), Some(pawn));
        // The panel's verdict, found once per edit, is the readers' own.
        assert_eq!(editor(&app).verdict, editor(&app).edited.status());
        assert_eq!(editor(&app).text, None, "no text for a refused position");
        let problem = editor(&app).verdict.clone().expect_err("a pawn on a1");
        assert!(
            manifold_locale::english(&problem).contains("a1"),
            "{}",
            manifold_locale::english(&problem)
        );
        let rook = piece(Seat::WHITE, Role::Rook);
        send(&mut app, EditorCommand::Choose(EditorTool::Place(rook)));
        click(&mut app, "a1");
        assert!(editor(&app).verdict.is_ok(), "{:?}", editor(&app).verdict);
        assert_eq!(editor(&app).text, editor(&app).edited.export().ok());
        assert!(editor(&app).text.is_some());
        // A right the game does not have is refused with its reason.
        send(
            &mut app,
            EditorCommand::SetCastling {
                rook: d4,
                held: true,
            },
        );
        assert!(editor(&app).refused.is_some(), "d4 holds no castling rook");
        // The game's own commands wait; the game is untouched.
        click(&mut app, "e1");
        send(&mut app, EditorCommand::Choose(EditorTool::Erase));
        click(&mut app, "e1");
        assert_eq!(editor(&app).edited.piece_at(e1), None);
        assert_eq!(session(&app).game().position().text(), before);
        // Without White's king the position cannot be played: said, and the editor stays.
        send(
            &mut app,
            EditorCommand::Play {
                against_computer: true,
            },
        );
        assert!(app.world().get_resource::<PositionEditor>().is_some());
        assert!(editor(&app).refused.is_some());
        // Leaving gives the game back as it was.
        send(&mut app, EditorCommand::Leave);
        assert!(app.world().get_resource::<PositionEditor>().is_none());
        assert_eq!(session(&app).game().position().text(), before);
        // From the start position, White to move, against the computer: the computer
        // plays Black.
        send(&mut app, EditorCommand::Open);
        send(&mut app, EditorCommand::StartPosition);
        send(&mut app, EditorCommand::Clear);
        for (role, cell) in [(Role::King, "e1"), (Role::Queen, "d1")] {
            send(
                &mut app,
                EditorCommand::Choose(EditorTool::Place(piece(Seat::WHITE, role))),
            );
            click(&mut app, cell);
        }
        send(
            &mut app,
            EditorCommand::Choose(EditorTool::Place(piece(Seat::BLACK, Role::King))),
        );
        click(&mut app, "e8");
        send(&mut app, EditorCommand::SetTurn(Seat::WHITE));
        assert!(
            editor(&app).edited.status().is_ok(),
            "{:?}",
            editor(&app).edited.status()
        );
        // The computer plays at the level last chosen on the start screen (issue 53,
        // item 17: it had always been level 3).
        app.world_mut()
            .resource_mut::<manifold::settings::Settings>()
            .last_seats = vec![Player::Human, Player::Computer(1)];
        send(
            &mut app,
            EditorCommand::Play {
                against_computer: true,
            },
        );
        assert!(app.world().get_resource::<PositionEditor>().is_none());
        assert_eq!(session(&app).pieces().len(), 3);
        assert_eq!(session(&app).game().position().turn(), Seat::WHITE);
        let seats = app.world().resource::<Seats>();
        assert_eq!(seats.player(Seat::WHITE), Player::Human);
        assert_eq!(seats.player(Seat::BLACK), Player::Computer(1));
        assert!(status(&app).contains("edited position"), "{}", status(&app));
        assert!(
            !session(&app).is_untouched(),
            "the start screen offers to go back to the edited position"
        );
    }
}

/// The explorer in the editor: on an empty Wirth board a rook put on E3 has 22 moves on two
/// closed lines (the rulebook's count); put on another cell it moves there, and a piece on
/// its file stops it.
#[test]
fn the_editor_explores_a_piece_on_an_empty_torus() {
    use bevy::prelude::*;
    use manifold::modes::editor::{EditorCommand, EditorTool, PositionEditor};
    use manifold_rules::{Role, Seat, VariantId};
    use manifold_session::{GameKind, Session};

    use crate::headless::{click, headless_app, no_animation};
    use editor::piece;
    let mut app = headless_app(
        Session::new(GameKind::Chess(VariantId::Wirth)),
        no_animation(),
    );
    let send = |app: &mut App, command: EditorCommand| {
        app.world_mut().write_message(command);
        app.update();
        app.update();
    };
    send(&mut app, EditorCommand::Open);
    send(&mut app, EditorCommand::Clear);
    send(&mut app, EditorCommand::Explore(true));
    let rook = piece(Seat::WHITE, Role::Rook);
    send(&mut app, EditorCommand::Choose(EditorTool::Place(rook)));
    click(&mut app, "E3");
    let explored = |app: &App| {
        let editor = app.world().resource::<PositionEditor>();
        let (cell, piece, found) = editor.explored.clone().expect("a piece explored");
        let name = editor.edited.geometry().cell_name(cell).to_string();
        (name, piece, found, editor.edited.pieces().len())
    };
    let (cell, explored_piece, found, count) = explored(&app);
    assert_eq!((cell.as_str(), explored_piece, count), ("E3", rook, 1));
    assert_eq!(found.moves, 22);
    assert_eq!(found.closed_lines.len(), 2);
    // Put on K11, the rook moves there: still one rook, still 22 moves.
    click(&mut app, "K11");
    let (cell, _, found, count) = explored(&app);
    assert_eq!((cell.as_str(), count, found.moves), ("K11", 1, 22));
    // A black queen put on K5 is explored in its turn (only the piece explored moves); a
    // second rook put on K12 finds its file stopped by the first: fewer moves.
    send(
        &mut app,
        EditorCommand::Choose(EditorTool::Place(piece(Seat::BLACK, Role::Queen))),
    );
    click(&mut app, "K5");
    assert_eq!(explored(&app).0, "K5");
    send(&mut app, EditorCommand::Choose(EditorTool::Place(rook)));
    click(&mut app, "K12");
    let (cell, _, found, count) = explored(&app);
    assert_eq!((cell.as_str(), count), ("K12", 3));
    assert!(found.moves < 22, "{}", found.moves);
    // Its lines still close on themselves (the board's geometry, not the pieces).
    assert_eq!(found.closed_lines.len(), 2);
}

/// A status line that names a seat follows a change of language: the seat is a message,
/// not a text fixed in the language of the moment (a draw offer said "White" in Russian).
#[test]
fn a_seat_in_the_status_line_follows_the_language() {
    use manifold_locale::Language;
    let mut app = app_with(Session::new(GameKind::Chess(VariantId::Classical)));
    app.world_mut().write_message(GameCommand::OfferDraw);
    app.update();
    let line = app.world().resource::<StatusLine>();
    assert!(
        line.text(Language::English).contains("White"),
        "{}",
        line.text(Language::English)
    );
    assert!(
        line.text(Language::Russian).contains("Белые"),
        "{}",
        line.text(Language::Russian)
    );
}

/// Issue 53 item 16: a game read from a file replaces the game in progress only after the
/// player says so; an untouched game is replaced at once, and from the start screen the
/// opened game goes to the board.
#[test]
fn an_opened_game_asks_before_replacing_the_game_in_progress() {
    use manifold::offered_game::{OfferGame, PendingGame, ReplaceAnswer};
    let classical = GameKind::Chess(VariantId::Classical);
    let offer = || OfferGame {
        session: Session::new(GameKind::Draughts),
        said: manifold_locale::Message::new("files-loaded").text("path", "saved.ron"),
    };
    let pending = |app: &bevy::prelude::App| app.world().resource::<PendingGame>().0.is_some();
    let mut app = app_with(Session::after_moves(classical, &["e4", "e5"]));
    app.world_mut().write_message(offer());
    app.update();
    assert!(pending(&app), "the player is asked");
    assert_eq!(
        session(&app).kind(),
        classical,
        "the game in progress stays"
    );
    app.world_mut().write_message(ReplaceAnswer::Keep);
    app.update();
    assert!(!pending(&app));
    assert_eq!(session(&app).game().move_texts(), ["e4", "e5"]);
    assert!(status(&app).contains("kept"), "{}", status(&app));
    app.world_mut().write_message(offer());
    app.update();
    app.world_mut().write_message(ReplaceAnswer::Replace);
    app.update();
    assert!(!pending(&app));
    assert_eq!(session(&app).kind(), GameKind::Draughts);
    assert!(status(&app).contains("saved.ron"), "{}", status(&app));

    // An untouched game goes without a question; from the start screen, to the board.
    let mut app = app_with(Session::new(classical));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Start);
    app.update();
    app.world_mut().write_message(offer());
    app.update();
    app.update();
    assert!(!pending(&app));
    assert_eq!(session(&app).kind(), GameKind::Draughts);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
}
