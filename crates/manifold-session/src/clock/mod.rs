//! Game clocks (issue 54): a time control chosen for the game ([`TimeControl`]: a base
//! time and a Fischer increment, a Bronstein delay or a simple delay per move), one clock
//! per seat ([`Clocks`]: three in Mattrix, one per player across both Chess-transit
//! boards), and the session's use of them ([`session`]): the side to move's clock runs, a
//! move switches it, a pause stops every clock, browsing the move list does not, and a
//! flag fall ends the game as the rulebook's section 0 says.
//!
//! The clock is a rule evaluated against a time the caller gives, never a sleep: the app
//! passes its frame time to [`crate::Session::tick`], the CLI a measured `Instant`, tests
//! a fake time.
//!
//! Whether the opponent of a seat whose flag fell could still mate (FIDE 6.9) is asked of
//! an [`OpponentCanMate`] judge; the default, [`opponent_can_ever_mate`], reads the
//! board's dead-position table (the rules crate's exhaustive search of placements).
//!
//! The table's move limit (the Nujelm preset's 8 minutes a move) is not a game clock: it
//! stays the preset's, run by [`crate::table::MoveClock`]; both end the game through the
//! same flag fall ([`crate::Session::expire_if_due`], [`crate::Session::tick`]).

mod clocks;
mod control;
pub mod saved;
mod session;

use std::time::Duration;

use manifold_rules::Seat;

pub use clocks::Clocks;
pub use control::{ClockTextError, MAX_BASE, MAX_PER_MOVE, PerMove, TimeControl};

use super::AnyGame;

/// The hook that judges FIDE 6.9 when `flagged`'s flag falls in `game` (its position
/// now): whether an opponent of `flagged` could still mate it by some series of legal
/// moves. `false` makes the flag fall a draw instead of a loss where the rules allow
/// (two-player chess and Chess-transit; see
/// [`manifold_rules::family::FamilyGame::flag_fall`]).
pub type OpponentCanMate = fn(game: &AnyGame, flagged: Seat) -> bool;

/// The default [`OpponentCanMate`] judge: the opponent can mate unless the board's
/// dead-position table says that its material never mates `flagged`'s (a bare king; on
/// the torus even a king and queen against a bare king), as
/// [`manifold_rules::game::opponent_has_mating_material`] says. Draughts and three-seat
/// games: always.
pub fn opponent_can_ever_mate(game: &AnyGame, flagged: Seat) -> bool {
    match game {
        AnyGame::Chess(g) => {
            manifold_rules::game::opponent_has_mating_material(g.position(), flagged)
        }
        AnyGame::Draughts(_) => true,
    }
}

/// A clock's time as players read it: `m:ss` (`1:30:00` from an hour), with tenths under
/// ten seconds (`0:09.3`), rounding down so that a clock never shows time it has not got.
pub fn clock_text(time: Duration) -> String {
    let ms = time.as_millis();
    let secs = ms / 1000;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else if secs < 10 {
        format!("0:{s:02}.{}", ms % 1000 / 100)
    } else {
        format!("{m}:{s:02}")
    }
}

/// A clock's time as a PGN comment command, as lichess writes it: `[%clk h:mm:ss]`,
/// rounded down to the second (`[%clk 0:02:59]`).
pub fn clk_command(time: Duration) -> String {
    let secs = time.as_secs();
    format!(
        "[%clk {}:{:02}:{:02}]",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clk_commands() {
        let ms = Duration::from_millis;
        assert_eq!(clk_command(ms(179_999)), "[%clk 0:02:59]");
        assert_eq!(clk_command(ms(999)), "[%clk 0:00:00]");
        assert_eq!(clk_command(ms(5_400_000)), "[%clk 1:30:00]");
    }

    #[test]
    fn clock_texts() {
        let ms = Duration::from_millis;
        assert_eq!(clock_text(ms(180_000)), "3:00");
        assert_eq!(clock_text(ms(59_999)), "0:59");
        assert_eq!(clock_text(ms(10_000)), "0:10");
        assert_eq!(clock_text(ms(9_999)), "0:09.9");
        assert_eq!(clock_text(ms(50)), "0:00.0");
        assert_eq!(clock_text(ms(5_400_000)), "1:30:00");
    }
}
