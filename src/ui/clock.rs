//! The table's move timer (the Nujelm preset gives each move 8 minutes) as the app runs
//! it: each frame's time goes to the session's [`MoveClock`], which starts again after
//! every move, and [`manifold_session::Session::expire_if_due`] ends the game by timeout
//! (under the table's timeout rule) when it runs out.

use std::time::Duration;

use bevy::prelude::*;

pub use manifold_session::table::{ClockState, MoveClock, clock_state};

/// The session's move clock, as the app keeps it (apart from the session, so that each
/// frame's tick does not mark the session changed).
#[derive(Resource, Clone, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct TableClock(pub MoveClock);

use super::super::i18n::seat_name;
use super::super::schedule::AppSet;
use super::super::settings::Settings;
use super::super::state::{BoardChanged, Screen, SessionRes, StatusLine};

/// A countdown as `m:ss`, rounding up (a fresh 8-minute limit shows `8:00`, the last
/// second `0:01`).
pub fn format_clock(remaining: Duration) -> String {
    let secs = remaining.as_millis().div_ceil(1000);
    format!("{}:{:02}", secs / 60, secs % 60)
}

/// Registers the clock.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableClock>().add_systems(
        Update,
        run_clock
            .run_if(in_state(Screen::Playing))
            .in_set(AppSet::Commands),
    );
}

/// Runs the clock of the side to move while a game with a move limit is on.
fn run_clock(
    time: Res<Time>,
    settings: Res<Settings>,
    mut clock: ResMut<TableClock>,
    mut session: ResMut<SessionRes>,
    mut status: ResMut<StatusLine>,
    mut changed: MessageWriter<BoardChanged>,
) {
    let s = &session.0;
    if s.preset().and_then(|p| p.move_time_limit).is_none() || s.game().outcome().is_some() {
        return;
    }
    // A new game starting in the same position as the last one is still a new revision.
    let elapsed = clock.tick(s.game_revision(), time.delta());
    // Borrow the session mutably only when the time is up (its change flag means a change).
    if !s.preset().is_some_and(|p| p.move_time_exceeded(elapsed)) {
        return;
    }
    if let Some(seat) = session.0.expire_if_due(elapsed) {
        let lang = settings.language;
        status.set(
            manifold_locale::Message::new("clock-timeout")
                .text("seat", seat_name(lang, session.0.kind(), seat)),
        );
        changed.write(BoardChanged::jump());
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
