//! The session's clocks: set with the game, run by [`Session::tick`], switched by every
//! move played ([`Session::play`], [`Session::redo`]), wound back by a take-back, paused
//! and resumed, and judged when a flag falls.

use std::time::Duration;

use manifold_rules::Seat;
use manifold_rules::game::GameError;
use manifold_rules::preset::TimeoutRule;

use super::{Clocks, OpponentCanMate, TimeControl};
use crate::Session;

impl Session {
    /// Plays the game on `control`'s clocks from now on, every seat at the base time and
    /// the side to move's clock running from the next [`Session::tick`]; `None` plays
    /// without clocks. Moves already played have no recorded times.
    pub fn set_time_control(&mut self, control: Option<TimeControl>) {
        self.clocks = control.map(|c| {
            Clocks::new(
                c,
                self.game.seats(),
                self.seat_to_move(),
                self.game.ply_count(),
            )
        });
        self.touch();
    }

    /// The game's time control, if it is played on clocks.
    pub fn time_control(&self) -> Option<TimeControl> {
        self.clocks.as_ref().map(Clocks::control)
    }

    /// The game's clocks, if it is played on them: each seat's time left, which one runs,
    /// the pause, the low-time warning, the time after each move.
    pub fn clocks(&self) -> Option<&Clocks> {
        self.clocks.as_ref()
    }

    /// Runs the clocks up to the caller's time `now` (any monotonic time: see
    /// [`Clocks::advance`]) and, when the side to move's flag has fallen, ends the game on
    /// time ([`Session::flag_fall`]) and returns that seat. Call it every frame, and just
    /// before [`Session::play`] so that the mover is charged up to the moment of its move.
    /// Browsing the move list does not stop the clocks; [`Session::pause_clocks`] does.
    pub fn tick(&mut self, now: Duration) -> Option<Seat> {
        let to_move = self.seat_to_move();
        let clocks = self.clocks.as_mut()?;
        // A game ended otherwise (a resignation, an agreement) runs no clock any more; a
        // move played on the game itself (not through the session) passes the turn.
        clocks.follow_turn(to_move);
        clocks.advance(now);
        to_move?;
        let seat = clocks.flag_fallen()?;
        self.flag_fall(seat).ok().map(|()| seat)
    }

    /// Stops every clock (the Pause button); whether they were running. Moves may still be
    /// played: the clocks switch, but none runs until [`Session::resume_clocks`].
    pub fn pause_clocks(&mut self) -> bool {
        let paused = self.clocks.as_mut().is_some_and(Clocks::pause);
        if paused {
            self.touch();
        }
        paused
    }

    /// Starts the clocks again after a pause; whether they were paused. The time of the
    /// pause is charged to nobody.
    pub fn resume_clocks(&mut self) -> bool {
        let resumed = self.clocks.as_mut().is_some_and(Clocks::resume);
        if resumed {
            self.touch();
        }
        resumed
    }

    /// Charges the time until the next [`Session::tick`] to nobody: the game comes back
    /// to the table after being put aside (a lesson, the editor), or from a file.
    pub fn forget_clock_reference(&mut self) {
        if let Some(clocks) = &mut self.clocks {
            clocks.forget_reference();
        }
    }

    /// Whether the clocks are paused.
    pub fn clocks_paused(&self) -> bool {
        self.clocks.as_ref().is_some_and(Clocks::is_paused)
    }

    /// How long the computer may think on the side to move's move, on its clock
    /// ([`Clocks::think_time`]); `None` without clocks or once the game is over.
    pub fn engine_think_time(&self) -> Option<Duration> {
        let clocks = self.clocks.as_ref()?;
        let seat = self.seat_to_move()?;
        let own_moves = self.game.ply_count() / self.game.seats().max(1) as usize;
        Some(clocks.think_time(seat, own_moves.try_into().unwrap_or(u32::MAX)))
    }

    /// Sets the judge of FIDE 6.9 at a flag fall (see [`OpponentCanMate`]); the default is
    /// [`super::opponent_can_ever_mate`].
    pub fn set_mate_judge(&mut self, judge: OpponentCanMate) {
        self.mate_judge = judge;
    }

    /// `seat` ran out of time: the game ends as the table and the rules say. At a table
    /// whose timeout rule is a loss (the Nujelm preset) `seat` loses whatever the
    /// material; otherwise the mate judge says whether an opponent could still mate, and
    /// the rules' flag fall decides (a loss or a draw; Mattrix credits an opponent;
    /// Chess-transit decides every open board; draughts loses). The clocks stop.
    pub fn flag_fall(&mut self, seat: Seat) -> Result<(), GameError> {
        let seats = self.game.seats();
        if seat.0 >= seats {
            return Err(GameError::NoSuchSeat {
                seat: seat.0,
                seats,
            });
        }
        let rule = self
            .preset
            .as_ref()
            .map(|p| p.on_timeout)
            .unwrap_or_default();
        let ended = match rule {
            TimeoutRule::Loss => self.game.time_out_at_table(seat, rule),
            TimeoutRule::GameRule => {
                let can_mate = (self.mate_judge)(&self.game, seat);
                self.game.flag_fall(seat, can_mate)
            }
        };
        ended?;
        if let Some(clocks) = &mut self.clocks {
            clocks.stop();
        }
        self.touch_game();
        Ok(())
    }

    /// The seat to move while the game goes on.
    pub(crate) fn seat_to_move(&self) -> Option<Seat> {
        self.game
            .outcome()
            .is_none()
            .then(|| self.game.position().turn())
    }

    /// After `mover` played move `ply`: its increment or refund, its time recorded, the
    /// next seat's clock started (none once the game is over).
    pub(crate) fn clocks_after_move(&mut self, mover: Seat, ply: usize) {
        let next = self.seat_to_move();
        if let Some(clocks) = &mut self.clocks {
            clocks.moved(mover, ply, next);
        }
    }

    /// After moves were taken back (or a finished game reopened): each seat's time as it
    /// was when the side to move's turn began.
    pub(crate) fn clocks_after_undo(&mut self) {
        let (ply, next) = (self.game.ply_count(), self.seat_to_move());
        if let Some(clocks) = &mut self.clocks {
            clocks.rewind(ply, next);
        }
    }
}
