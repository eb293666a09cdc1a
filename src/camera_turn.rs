//! "Turn the camera to the side to move": after each move the orbit camera turns about the
//! board so that the player to move sees their own army nearest, for players sharing one
//! computer. Two seats face each other (White at yaw 0, Black half a turn away); Mattrix's
//! three sit 120 degrees apart (White at the bottom, Blue upper left, Red upper right). The
//! camera turns the short way round at the animation speed (at once when animation is off),
//! and only towards a person: a computer's turn leaves the view alone. "Reset view" then
//! comes back to the side to move. A mode may face one seat instead, whatever the setting
//! (an exercise is seen from its learner's side: `ModeView::faces`).

use bevy::prelude::*;

use manifold_rules::Seat;
use manifold_session::GameKind;

use super::camera::{OrbitCamera, seat_yaw, wrap};
use super::seats::Seats;
use super::settings::{SeatPlayer, Settings};
use super::state::{CameraCommand, SessionRes};

/// Turning speed at animation speed 1, radians per second.
const TURN_SPEED: f32 = 3.5;

/// Registers the turning (after the camera's own commands, so that "Reset view" comes back
/// to the side to move).
pub fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, follow_turn);
}

/// What the camera was last turned for, and where it is turning.
#[derive(Default)]
struct Aim {
    /// The game, move count and seat to move the camera was last aimed for.
    aimed_for: Option<(GameKind, usize, Seat)>,
    /// The yaw the camera is turning to.
    target: Option<f32>,
}

#[allow(clippy::too_many_arguments)]
fn follow_turn(
    session: Res<SessionRes>,
    settings: Res<Settings>,
    seats: Option<Res<Seats>>,
    time: Res<Time>,
    mut aim: Local<Aim>,
    mut commands_in: MessageReader<CameraCommand>,
    mut cameras: Query<&mut OrbitCamera>,
    view: Res<super::mode_view::ModeView>,
) {
    let reset = commands_in.read().any(|c| *c == CameraCommand::Reset);
    // A mode that aims the camera itself (a lesson, at each step) keeps it; one that
    // faces a seat (an exercise's learner) turns to it whatever the setting.
    let faces = view.faces;
    if (!settings.turn_camera_to_mover && faces.is_none()) || view.aims_camera {
        *aim = Aim::default();
        return;
    }
    if reset {
        // "Reset view" is the default view of the side to move.
        aim.aimed_for = None;
    }
    let game = session.0.game();
    let turn = faces.unwrap_or_else(|| game.position().turn());
    let key = (session.0.kind(), game.ply_count(), turn);
    if aim.aimed_for != Some(key) {
        aim.aimed_for = Some(key);
        let person = faces.is_some()
            || seats
                .as_ref()
                .is_none_or(|s| s.player(turn) == SeatPlayer::Human);
        if person && game.outcome().is_none() {
            aim.target = Some(seat_yaw(turn, key.0.seats()));
        }
    }
    let Some(target) = aim.target else {
        return;
    };
    let step = TURN_SPEED * settings.animation_speed * time.delta_secs();
    let mut done = true;
    for mut orbit in &mut cameras {
        let delta = wrap(target - orbit.yaw);
        if settings.animation_speed <= 0.0 || delta.abs() <= step {
            // Land exactly on the seat's yaw, kept within one turn.
            orbit.yaw = wrap(target);
        } else {
            orbit.yaw = wrap(orbit.yaw + step * delta.signum());
            done = false;
        }
    }
    if done {
        aim.target = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::f32::consts::{PI, TAU};

    #[test]
    fn seats_sit_around_the_board() {
        assert_eq!(seat_yaw(Seat::WHITE, 2), 0.0);
        assert_eq!(seat_yaw(Seat::BLACK, 2), PI);
        assert_eq!(seat_yaw(Seat(0), 3), 0.0);
        assert!((seat_yaw(Seat(1), 3) + TAU / 3.0).abs() < 1e-6);
        assert!((wrap(seat_yaw(Seat(2), 3)) - TAU / 3.0).abs() < 1e-5);
    }

    #[test]
    fn wrapping_takes_the_short_way() {
        assert!((wrap(1.5 * PI) + 0.5 * PI).abs() < 1e-6);
        assert!((wrap(-1.5 * PI) - 0.5 * PI).abs() < 1e-6);
        assert!((wrap(PI) - PI).abs() < 1e-6);
        assert!(wrap(0.25).abs() - 0.25 < 1e-6);
    }
}
