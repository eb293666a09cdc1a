//! The table's move timer (the Nujelm preset gives each move 8 minutes): a countdown for
//! the side to move that starts again after every move, and ends the game by timeout when
//! it runs out (through [`crate::rules::preset::Preset::check_clock`], which applies the
//! table's timeout rule).

use std::time::Duration;

use bevy::prelude::*;

use crate::rules::Seat;
use crate::session::{AnyGame, Session};

use super::super::i18n::seat_name;
use super::super::schedule::AppSet;
use super::super::settings::Settings;
use super::super::state::{BoardChanged, Screen, SessionRes, StatusLine};

/// The time the side to move has been thinking, and which position it is thinking in.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct MoveClock {
    /// The game the clock runs for: the session's game revision (a move, an undo or a
    /// loaded game changes it; a click that only selects does not).
    key: Option<u64>,
    /// Time spent in that position.
    elapsed: Duration,
}

impl MoveClock {
    /// Adds `dt` to the time spent in the position `key`, starting from zero when the
    /// position is new; returns the time spent.
    pub fn tick(&mut self, key: u64, dt: Duration) -> Duration {
        if self.key != Some(key) {
            self.key = Some(key);
            self.elapsed = Duration::ZERO;
        }
        self.elapsed += dt;
        self.elapsed
    }

    /// Time spent on the current move.
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }
}

/// The clock as the panel shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockState {
    /// No move time limit.
    Off,
    /// This much time is left for the move.
    Running {
        /// Time left.
        remaining: Duration,
        /// The limit.
        limit: Duration,
    },
    /// The time is up.
    Expired,
}

/// The countdown for a move limit after `elapsed` thinking time.
pub fn clock_state(limit: Option<Duration>, elapsed: Duration) -> ClockState {
    match limit {
        None => ClockState::Off,
        Some(limit) if elapsed > limit => ClockState::Expired,
        Some(limit) => ClockState::Running {
            remaining: limit - elapsed,
            limit,
        },
    }
}

/// A countdown as `m:ss`, rounding up (a fresh 8-minute limit shows `8:00`, the last
/// second `0:01`).
pub fn format_clock(remaining: Duration) -> String {
    let secs = remaining.as_millis().div_ceil(1000);
    format!("{}:{:02}", secs / 60, secs % 60)
}

/// Ends the game by timeout when the side to move has been thinking longer than the
/// preset's move limit; returns the seat that ran out of time.
pub fn expire_if_due(session: &mut Session, elapsed: Duration) -> Option<Seat> {
    let preset = session.preset()?.clone();
    if !preset.move_time_exceeded(elapsed) || session.game().outcome().is_some() {
        return None;
    }
    let seat = session.game().position().turn();
    let timed_out = match session.game_mut() {
        AnyGame::Chess(g) => preset.check_clock(g, elapsed),
        AnyGame::Draughts(g) => preset.check_clock(g, elapsed),
    };
    timed_out.then_some(seat)
}

/// Registers the clock.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MoveClock>().add_systems(
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
    mut clock: ResMut<MoveClock>,
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
    if let Some(seat) = expire_if_due(&mut session.0, elapsed) {
        let lang = settings.language;
        status.set(
            crate::locale::Message::new("clock-timeout")
                .text("seat", seat_name(lang, session.0.kind(), seat)),
        );
        changed.write(BoardChanged::jump());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::presets::preset_by_name;
    use crate::rules::game::{EndReason, GameResult};

    #[test]
    fn countdown() {
        let limit = Some(Duration::from_secs(480));
        assert_eq!(
            clock_state(None, Duration::from_secs(9999)),
            ClockState::Off
        );
        assert_eq!(
            clock_state(limit, Duration::from_secs(30)),
            ClockState::Running {
                remaining: Duration::from_secs(450),
                limit: Duration::from_secs(480)
            }
        );
        assert!(matches!(
            clock_state(limit, Duration::from_secs(480)),
            ClockState::Running { .. }
        ));
        assert_eq!(
            clock_state(limit, Duration::from_millis(480_001)),
            ClockState::Expired
        );
        assert_eq!(format_clock(Duration::from_secs(480)), "8:00");
        assert_eq!(format_clock(Duration::from_millis(59_001)), "1:00");
        assert_eq!(format_clock(Duration::from_millis(400)), "0:01");
        assert_eq!(format_clock(Duration::ZERO), "0:00");
    }

    #[test]
    fn the_clock_restarts_with_each_position() {
        let mut clock = MoveClock::default();
        let (a, b) = (0, 1);
        clock.tick(a, Duration::from_secs(10));
        assert_eq!(
            clock.tick(a, Duration::from_secs(5)),
            Duration::from_secs(15)
        );
        assert_eq!(
            clock.tick(b, Duration::from_secs(2)),
            Duration::from_secs(2)
        );
        assert_eq!(clock.elapsed(), Duration::from_secs(2));
    }

    #[test]
    fn running_out_of_time_loses_at_the_nujelm_table() {
        let mut s = Session::with_preset(preset_by_name("nujelm-chess").expect("the preset"));
        assert_eq!(expire_if_due(&mut s, Duration::from_secs(479)), None);
        assert!(s.game().outcome().is_none());
        assert_eq!(
            expire_if_due(&mut s, Duration::from_secs(481)),
            Some(Seat::WHITE)
        );
        let outcome = s.game().outcome().expect("the game is over");
        assert_eq!(outcome.reason, EndReason::Timeout);
        assert!(matches!(
            outcome.result,
            GameResult::Win {
                loser: Seat::WHITE,
                ..
            }
        ));
        // Once over, nothing more happens.
        assert_eq!(expire_if_due(&mut s, Duration::from_secs(999)), None);
        // Draughts too.
        let mut d = Session::with_preset(preset_by_name("nujelm-draughts").expect("the preset"));
        assert_eq!(
            expire_if_due(&mut d, Duration::from_secs(481)),
            Some(Seat::WHITE)
        );
        // No preset, no limit.
        let mut plain = Session::new(crate::session::GameKind::Draughts);
        assert_eq!(
            expire_if_due(&mut plain, Duration::from_secs(100_000)),
            None
        );
    }
}
