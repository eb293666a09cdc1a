//! Who plays each seat of the game on the board: a leaf type that the engine, the commands,
//! the modes and the panels share.

use bevy::prelude::*;
use manifold_rules::Seat;
use manifold_session::Session;

use super::settings::SeatPlayer;

/// Who plays each seat of the game on the board (taken from the start screen's choice,
/// [`Settings::last_seats`], when a new game starts).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Seats(pub Vec<SeatPlayer>);

impl Seats {
    /// Takes the players a game brings with it (a loaded file, the autosave), if it
    /// records any.
    pub fn follow(&mut self, session: &Session) {
        if !session.players().is_empty() && self.0 != session.players() {
            self.0 = session.players().to_vec();
        }
    }

    /// The player of each of the game's `seats`, in seat order.
    pub fn in_use(&self, seats: u8) -> Vec<SeatPlayer> {
        (0..seats).map(|s| self.player(Seat(s))).collect()
    }

    /// Who plays `seat` (a person when the list does not say).
    pub fn player(&self, seat: Seat) -> SeatPlayer {
        self.0.get(seat.index()).copied().unwrap_or_default()
    }

    /// Whether every one of the game's `seats` is a computer.
    pub fn all_computers(&self, seats: u8) -> bool {
        (0..seats).all(|s| matches!(self.player(Seat(s)), SeatPlayer::Computer(_)))
    }

    /// Whether some of the game's `seats` is a person.
    pub fn any_human(&self, seats: u8) -> bool {
        (0..seats).any(|s| self.player(Seat(s)) == SeatPlayer::Human)
    }
}
