//! Where the camera looks when a step is put on the board: the step's camera hint (a seat's
//! side, straight down, the torus's flat view, the torus turned by two angles from the
//! step's focus), or else the learner's side; the torus always brings the step's focus
//! cell ([`ActiveLesson::focus_cell`]) to the front first. The torus eases into its spin and
//! the orbit camera into its new pose ([`CameraEase`]). After that the learner moves the camera as in a game (the
//! camera does not follow the turn during a lesson: the learner keeps the move), while the
//! torus turns to follow each move played.

use bevy::prelude::*;

use manifold_rules::Seat;
use manifold_session::lessons::{CameraHint, SeatView};

use super::ActiveLesson;
use crate::camera::OrbitCamera;
use crate::camera::seat_yaw;
use crate::camera::wrap;
use crate::embedding::BoardEmbedding;
use crate::settings::Settings;
use crate::state::BoardChanged;
use crate::torus::view::SpinTarget;

/// The pitch of the overhead view, radians (just short of straight down, so that the
/// pieces still show a little of their sides).
const OVERHEAD_PITCH: f32 = 1.45;

/// How fast the camera eases into a step's pose: the share of the way left covered per
/// second is `1 - exp(-EASE_RATE)` (at animation speed 1).
const EASE_RATE: f32 = 7.0;

/// The pose the orbit camera is easing into, while it is (a resource).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct CameraEase(pub Option<OrbitCamera>);

/// Moves the orbit camera a step towards the pose a lesson step asked for, landing on it
/// once close (at once when animations are off); stops when the lesson is left.
pub fn ease_camera(
    time: Res<Time>,
    settings: Res<Settings>,
    lesson: Option<Res<ActiveLesson>>,
    mut ease: ResMut<CameraEase>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    // Leaving the lesson ends the easing (the game's own view takes over).
    if lesson.is_none() {
        ease.0 = None;
    }
    let Some(target) = ease.0 else {
        return;
    };
    let speed = settings.animation_speed;
    let k = if speed <= 0.0 {
        1.0
    } else {
        1.0 - (-EASE_RATE * speed * time.delta_secs()).exp()
    };
    let mut landed = true;
    for mut orbit in &mut cameras {
        landed &= ease_step(&mut orbit, &target, k);
    }
    if landed {
        ease.0 = None;
    }
}

/// Moves `orbit` the share `k` of the way to `target` (yaw the short way round), or onto
/// it when close or `k` is 1; whether it is there.
fn ease_step(orbit: &mut OrbitCamera, target: &OrbitCamera, k: f32) -> bool {
    let yaw = wrap(target.yaw - orbit.yaw);
    let close = yaw.abs() < 1e-3
        && (target.pitch - orbit.pitch).abs() < 1e-3
        && (target.distance - orbit.distance).abs() < 1e-2
        && target.focus.distance(orbit.focus) < 1e-2;
    if close || k >= 1.0 {
        *orbit = *target;
        return true;
    }
    orbit.yaw = wrap(orbit.yaw + yaw * k);
    orbit.pitch += (target.pitch - orbit.pitch) * k;
    orbit.distance += (target.distance - orbit.distance) * k;
    orbit.focus = orbit.focus.lerp(target.focus, k);
    orbit.min_pitch = target.min_pitch;
    false
}

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
    mut ease: ResMut<CameraEase>,
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
    ease.0 = Some(view);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_camera_eases_the_short_way_round_and_lands() {
        let start = OrbitCamera {
            focus: Vec3::ZERO,
            yaw: 3.0,
            pitch: 0.5,
            min_pitch: 0.1,
            distance: 10.0,
        };
        let target = OrbitCamera {
            focus: Vec3::new(1.0, 0.0, 0.0),
            yaw: -3.0,
            pitch: 1.2,
            min_pitch: 0.1,
            distance: 14.0,
        };
        let mut orbit = start;
        assert!(!ease_step(&mut orbit, &target, 0.25));
        // Through PI, not back through 0: the yaw grew past 3.0 (or wrapped to -PI..).
        assert!(orbit.yaw > 3.0 || orbit.yaw < -3.0, "{}", orbit.yaw);
        assert!(orbit.pitch > start.pitch && orbit.pitch < target.pitch);
        let mut frames = 1;
        while !ease_step(&mut orbit, &target, 0.25) {
            frames += 1;
            assert!(frames < 100, "it lands");
        }
        assert_eq!(orbit, target);
        let mut at_once = start;
        assert!(ease_step(&mut at_once, &target, 1.0));
        assert_eq!(at_once, target);
    }

    #[test]
    fn hints_name_the_seats_and_turns() {
        assert_eq!(hint_seat(SeatView::Black, 2), Seat::BLACK);
        assert_eq!(hint_seat(SeatView::Blue, 3), Seat(1));
        assert_eq!(hint_seat(SeatView::Red, 3), Seat(2));
        assert_eq!(hint_spin(90.0, -30.0), Vec2::new(3.0, -1.0));
    }
}
