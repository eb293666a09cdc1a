//! Where the camera looks when a step is put on the board: the step's camera hint (a seat's
//! side, straight down, the torus's flat view, the torus turned by two angles from the
//! step's focus), or else the learner's side; the torus always brings the step's focus
//! cell ([`ActiveLesson::focus_cell`]) to the front first. The torus eases into its spin; the orbit camera
//! takes its new pose at once. After that the learner moves the camera as in a game (the
//! camera does not follow the turn during a lesson: the learner keeps the move), while the
//! torus turns to follow each move played.

use bevy::prelude::*;

use crate::rules::Seat;
use crate::session::lessons::{CameraHint, SeatView};

use super::super::camera::OrbitCamera;
use super::super::camera_turn::seat_yaw;
use super::super::embedding::BoardEmbedding;
use super::super::settings::Settings;
use super::super::state::BoardChanged;
use super::super::torus_view::SpinTarget;
use super::ActiveLesson;

/// The pitch of the overhead view, radians (just short of straight down, so that the
/// pieces still show a little of their sides).
const OVERHEAD_PITCH: f32 = 1.45;

/// Degrees of a turn per cell of the torus (12 cells round each circle).
const DEGREES_PER_CELL: f32 = 30.0;

/// The seat a camera hint's side names, in a game of `seats` players (Mattrix's seats are
/// White, Blue and Red).
pub fn hint_seat(view: SeatView, seats: u8) -> Seat {
    match (view, seats) {
        (SeatView::White, _) => Seat(0),
        (SeatView::Black | SeatView::Blue, _) => Seat(1),
        (SeatView::Red, 3) => Seat(2),
        (SeatView::Red, _) => Seat(1),
    }
}

/// The torus's spin (in cells along the ring and round the tube) for a hint's angles.
pub fn hint_spin(around_axis: f32, through_tube: f32) -> Vec2 {
    Vec2::new(around_axis, through_tube) / DEGREES_PER_CELL
}

/// On the torus, each move played in a lesson (the learner's, a reply, a Watch step's) is
/// followed: the cell it lands on comes to the front.
pub(super) fn follow_the_move(
    mut changed: MessageReader<BoardChanged>,
    embedding: Res<BoardEmbedding>,
    mut spin: ResMut<SpinTarget>,
) {
    for played in changed.read().filter_map(|c| c.played.as_ref()) {
        if let Some(front) = SpinTarget::bringing_to_front(&embedding, played.to) {
            *spin = front;
        }
    }
}

pub(super) fn aim_camera(
    lesson: Option<Res<ActiveLesson>>,
    embedding: Res<BoardEmbedding>,
    mut settings: ResMut<Settings>,
    mut spin: ResMut<SpinTarget>,
    mut cameras: Query<&mut OrbitCamera>,
    mut aimed: Local<Option<(usize, usize, u64)>>,
) {
    let Some(lesson) = lesson else {
        *aimed = None;
        return;
    };
    let key = (lesson.course, lesson.step, lesson.shown);
    if *aimed == Some(key) || embedding.len() != lesson.run.game().geometry().cell_count() {
        return;
    }
    *aimed = Some(key);
    let (_, course) = lesson.course();
    let hint = course.steps[lesson.step].camera;
    let seats = course.game.seats();
    // On the torus the spin brings the focus to the front of the default camera: the
    // camera keeps that pose (turned to a seat's side it would look at the back).
    let front = lesson
        .focus_cell()
        .and_then(|cell| SpinTarget::bringing_to_front(&embedding, cell));
    let mut view = OrbitCamera::default_for(&embedding);
    if front.is_none() {
        view.yaw = seat_yaw(lesson.run.learner(), seats);
    }
    let mut turn = Vec2::ZERO;
    match hint {
        Some(CameraHint::Side(side)) if front.is_none() => {
            view.yaw = seat_yaw(hint_seat(side, seats), seats)
        }
        Some(CameraHint::Overhead) => view.pitch = OVERHEAD_PITCH,
        Some(CameraHint::Flat) if !settings.show_flat_torus => settings.show_flat_torus = true,
        Some(CameraHint::TorusSpin(a, b)) => turn = hint_spin(a, b),
        Some(CameraHint::Side(_) | CameraHint::Flat) | None => {}
    }
    if let Some(front) = front {
        spin.0 = front.0 + turn;
    }
    for mut orbit in &mut cameras {
        *orbit = view;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hints_name_the_seats_and_turns() {
        assert_eq!(hint_seat(SeatView::Black, 2), Seat::BLACK);
        assert_eq!(hint_seat(SeatView::Blue, 3), Seat(1));
        assert_eq!(hint_seat(SeatView::Red, 3), Seat(2));
        assert_eq!(hint_spin(90.0, -30.0), Vec2::new(3.0, -1.0));
    }
}
