//! The lesson player: a course's steps on the board, chosen from the start screen. The
//! steps, their goals and the judging of the learner's moves are the core's
//! ([`manifold_session::lessons`]); this plugin puts a step on the board (its position, lit
//! cells, arrows and camera), routes the learner's clicks to the step ([`ActiveLesson`]),
//! plays the others' replies and the Watch steps' moves one by one, records the steps done
//! in the settings, and gives the game that was on the board back when the lesson is left.
//! The panel that shows it is `ui::lesson_panel`.

pub mod active;
mod camera_aim;

use bevy::prelude::*;

pub use active::{ActiveLesson, Feedback};

use manifold_locale::Message;
use manifold_session::Session;

use super::schedule::AppSet;
use super::seats::Seats;
use super::session_swap::SessionSwap;
use super::settings::Settings;
use super::state::{BoardChanged, CameraCommand, Screen, SessionRes, StatusLine};

/// What the learner asked of the lesson (the start screen's courses, the lesson panel).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonCommand {
    /// Take the course at this index (in `playable_courses()`: a lesson or a game's
    /// puzzles), at this step.
    Begin {
        /// The course's index.
        course: usize,
        /// The step's index, from 0.
        step: usize,
    },
    /// Go to this step of the course.
    GoTo(usize),
    /// The next step.
    Next,
    /// The step before.
    Previous,
    /// Start the step again.
    Restart,
    /// Show a good move's arrow (when the course allows hints).
    Hint,
    /// Take back the learner's last move and the answers to it (when the course allows
    /// takebacks).
    TakeBack,
    /// Leave the lesson: the game that was on the board comes back, and the start screen.
    Leave,
}

/// Registers the lesson player's systems and its command.
pub fn plugin(app: &mut App) {
    app.add_message::<LessonCommand>()
        .add_systems(
            Update,
            (lesson_commands, play_queued_moves, record_progress)
                .chain()
                .in_set(AppSet::Commands),
        )
        .add_systems(
            Update,
            camera_aim::follow_the_move
                .run_if(in_lesson)
                .in_set(AppSet::Sync),
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

/// Whether a lesson is being taken (a run condition).
pub fn in_lesson(lesson: Option<Res<ActiveLesson>>) -> bool {
    lesson.is_some()
}

/// What the lesson's commands change besides the lesson itself.
#[derive(bevy::ecs::system::SystemParam)]
struct Board<'w> {
    swap: SessionSwap<'w>,
    status: ResMut<'w, StatusLine>,
    screen: ResMut<'w, NextState<Screen>>,
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
                    None => Some((
                        board.swap.session().clone(),
                        board.swap.seats().cloned().unwrap_or_default(),
                    )),
                };
                board.swap.replace(begun.session());
                board.status.clear();
                board.screen.set(Screen::Playing);
                commands.insert_resource(begun);
            }
            (LessonCommand::Leave, Some(current)) => {
                let (game, seats) = current.suspended.take().unwrap_or_else(|| {
                    (Session::new(board.swap.session().kind()), Seats::default())
                });
                board.swap.replace(game);
                board.swap.set_seats(seats);
                board.camera.write(CameraCommand::Reset);
                board.screen.set(Screen::Start);
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
                    LessonCommand::Next => current.go_to(current.step + 1),
                    LessonCommand::Previous => current.go_to(current.step.saturating_sub(1)),
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

/// Plays the others' replies and a Watch step's moves, one at a time.
fn play_queued_moves(
    time: Res<Time>,
    settings: Res<Settings>,
    lesson: Option<ResMut<ActiveLesson>>,
    mut session: ResMut<SessionRes>,
    mut changed: MessageWriter<BoardChanged>,
) {
    let Some(mut lesson) = lesson else {
        return;
    };
    if lesson.queue.is_empty() {
        return;
    }
    let elapsed = time.delta_secs();
    if let Some(change) = lesson.play_queued(elapsed, &mut session.0, settings.animation_speed) {
        changed.write(change);
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
