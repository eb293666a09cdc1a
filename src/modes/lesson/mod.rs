//! The lesson player: a course's steps on the board, chosen from the start screen. The
//! steps, their goals, the judging of the learner's moves and the runner that takes a course
//! are the core's ([`manifold_session::lessons`], [`manifold_session::lessons::Tutor`], which
//! `manifold-cli lessons play` shares); this plugin puts a step on the board (its position,
//! lit cells, arrows and camera), routes the learner's clicks to the step ([`ActiveLesson`]),
//! plays the others' replies and the Watch steps' moves one by one, records the steps done
//! in the settings, and gives the game that was on the board back when the lesson is left.
//! The panel that shows it is [`panel`]; a lesson is [`Mode::Lesson`], a puzzle course
//! [`Mode::Puzzle`].

pub mod active;
mod camera_aim;
pub mod panel;

use bevy::prelude::*;

pub use active::{ActiveLesson, Feedback};

use manifold_locale::Message;

use super::{Mode, in_course};
use crate::mode_view::{ArrowKind, MarkArrow, ModeView};
use crate::schedule::AppSet;
use crate::session_swap::SessionSwap;
use crate::settings::Settings;
use crate::state::{CameraCommand, GameCommand, LessonCommand, Screen, StatusLine};

/// Registers the lesson player's systems and its command.
pub fn plugin(app: &mut App) {
    app.add_message::<LessonCommand>()
        .add_systems(
            Update,
            (lesson_commands, record_progress)
                .chain()
                .in_set(AppSet::Commands),
        )
        .add_systems(Update, play_queued_moves.in_set(AppSet::Input))
        .add_systems(
            Update,
            camera_aim::follow_the_move
                .run_if(in_course)
                .in_set(AppSet::Sync),
        )
        .add_systems(
            Update,
            show_lesson
                .run_if(in_course)
                // When the lesson changes (a move, a step, the hint), not every frame.
                .run_if(resource_exists_and_changed::<ActiveLesson>.or_eager(state_changed::<Mode>))
                .in_set(AppSet::Show),
        )
        // After the views have eased this frame (a new board resets the camera and the spin).
        .init_resource::<camera_aim::CameraEase>()
        .add_systems(
            Update,
            (camera_aim::aim_camera, camera_aim::ease_camera)
                .chain()
                .in_set(AppSet::Ui),
        );
}

/// The step's lit cells and arrows, and the hint's arrow; the lesson aims the camera and
/// keeps the learner's game aside.
fn show_lesson(lesson: Option<Res<ActiveLesson>>, mut view: ResMut<ModeView>) {
    let Some(lesson) = lesson else {
        return;
    };
    let mut arrows: Vec<MarkArrow> = lesson
        .arrows()
        .into_iter()
        .map(|(from, to)| MarkArrow {
            from,
            to,
            kind: ArrowKind::Lesson,
        })
        .collect();
    if let Some(hint) = &lesson.hint {
        arrows.push(MarkArrow {
            from: hint.from(),
            to: hint.to(),
            kind: ArrowKind::Hint,
        });
    }
    view.set_if_neq(ModeView {
        lit: lesson.lit_cells(),
        arrows,
        aims_camera: true,
        game_put_aside: true,
        ..default()
    });
}

/// What the lesson's commands change besides the lesson itself.
#[derive(bevy::ecs::system::SystemParam)]
struct Board<'w> {
    swap: SessionSwap<'w>,
    status: ResMut<'w, StatusLine>,
    screen: ResMut<'w, NextState<Screen>>,
    mode: ResMut<'w, NextState<Mode>>,
    /// The camera goes back to the game's default view when the lesson is left (a step
    /// may have turned it to another seat's side).
    camera: MessageWriter<'w, CameraCommand>,
}

fn lesson_commands(
    mut commands: Commands,
    mut requests: MessageReader<LessonCommand>,
    mut lesson: Option<ResMut<ActiveLesson>>,
    mut board: Board,
) {
    for request in requests.read() {
        match (*request, lesson.as_deref_mut()) {
            (LessonCommand::Begin { course, step }, current) => {
                let mut begun = match ActiveLesson::begin(course, step) {
                    Ok(begun) => begun,
                    Err(e) => {
                        board
                            .status
                            .set(Message::new("lesson-app-cannot_start").message("error", e));
                        continue;
                    }
                };
                begun.suspended = match current {
                    Some(current) => current.suspended.take(),
                    None => Some(board.swap.put_aside()),
                };
                board.swap.replace(begun.session());
                board.status.clear();
                board.screen.set(Screen::Playing);
                board.mode.set(if begun.is_puzzles() {
                    Mode::Puzzle
                } else {
                    Mode::Lesson
                });
                commands.insert_resource(begun);
            }
            (LessonCommand::Leave, Some(current)) => {
                board.swap.bring_back(current.suspended.take());
                board.camera.write(CameraCommand::Reset);
                board.screen.set(Screen::Start);
                board.mode.set(Mode::Table);
                commands.remove_resource::<ActiveLesson>();
            }
            (LessonCommand::Hint, Some(current)) => {
                current.show_hint();
            }
            (LessonCommand::TakeBack, Some(current)) => {
                if current.take_back() {
                    board.swap.replace(current.session());
                    board.status.clear();
                }
            }
            (step_change, Some(current)) => {
                let result = match step_change {
                    LessonCommand::Restart => {
                        current.restart();
                        Ok(())
                    }
                    LessonCommand::Next => {
                        let next = current.step + 1;
                        current.go_to(next)
                    }
                    LessonCommand::Previous => {
                        let previous = current.step.saturating_sub(1);
                        current.go_to(previous)
                    }
                    LessonCommand::GoTo(step) => current.go_to(step),
                    _ => Ok(()),
                };
                match result {
                    Ok(()) => {
                        board.swap.replace(current.session());
                        board.status.clear();
                    }
                    Err(e) => board
                        .status
                        .set(Message::new("lesson-app-cannot_start").message("error", e)),
                }
            }
            (_, None) => {}
        }
    }
}

/// While the others' replies or a Watch step's moves wait, tells the commands how much
/// time has passed: they play each move, one at a time, once its time has come.
fn play_queued_moves(
    time: Res<Time>,
    lesson: Option<Res<ActiveLesson>>,
    mut commands_out: MessageWriter<GameCommand>,
) {
    if lesson.is_some_and(|lesson| !lesson.queue.is_empty()) {
        commands_out.write(GameCommand::LessonTime(time.delta_secs()));
    }
}

/// Marks a solved step done in the settings (kept in the settings file).
fn record_progress(lesson: Option<Res<ActiveLesson>>, mut settings: ResMut<Settings>) {
    let Some(lesson) = lesson else {
        return;
    };
    let (id, _) = lesson.course();
    if lesson.run.is_solved() && !settings.lessons.is_done(id, lesson.step) {
        settings.lessons.mark_done(id, lesson.step);
    }
}
