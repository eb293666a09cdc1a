//! The table's move timer (the Nujelm preset gives each move 8 minutes) as the app runs
//! it: each frame's time goes to the session's [`MoveClock`], which starts again after
//! every move; when it runs out, a [`GameCommand::MoveTimeElapsed`] lets the commands end
//! the game by timeout ([`manifold_session::Session::expire_if_due`], under the table's
//! timeout rule).

use std::time::Duration;

use bevy::prelude::*;

pub use manifold_session::table::{ClockState, MoveClock, clock_state};

/// The session's move clock, as the app keeps it (apart from the session, so that each
/// frame's tick does not mark the session changed).
#[derive(Resource, Clone, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct TableClock(pub MoveClock);

use crate::schedule::AppSet;
use crate::state::{GameCommand, Screen, SessionRes};

/// A countdown as `m:ss`, rounding up (a fresh 8-minute limit shows `8:00`, the last
/// second `0:01`).
pub fn format_clock(remaining: Duration) -> String {
    let secs = remaining.as_millis().div_ceil(1000);
    format!("{}:{:02}", secs / 60, secs % 60)
}

/// Registers the clock.
pub fn plugin(app: &mut App) {
    app.init_resource::<TableClock>().add_systems(
        Update,
        run_clock
            .run_if(in_state(Screen::Playing))
            .in_set(AppSet::Input),
    );
}

/// Runs the clock of the side to move while a game with a move limit is on; once the time
/// is up, says so to the commands (which decide the game).
fn run_clock(
    time: Res<Time>,
    mut clock: ResMut<TableClock>,
    session: Res<SessionRes>,
    mut commands_out: MessageWriter<GameCommand>,
) {
    let s = &session.0;
    let Some(preset) = s.preset() else {
        return;
    };
    if preset.move_time_limit.is_none() || s.game().outcome().is_some() {
        return;
    }
    // A new game starting in the same position as the last one is still a new revision.
    let elapsed = clock.tick(s.game_revision(), time.delta());
    if preset.move_time_exceeded(elapsed) {
        commands_out.write(GameCommand::MoveTimeElapsed(elapsed));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn countdown_texts() {
        assert_eq!(format_clock(Duration::from_secs(480)), "8:00");
        assert_eq!(format_clock(Duration::from_millis(59_001)), "1:00");
        assert_eq!(format_clock(Duration::from_millis(400)), "0:01");
        assert_eq!(format_clock(Duration::ZERO), "0:00");
    }
}
