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

    /// The seats whose mistakes a review turns into exercises: the people's among the
    /// game's `seats`, or every seat where the computer played them all.
    pub fn learners(&self, seats: u8) -> Vec<Seat> {
        let people: Vec<Seat> = (0..seats)
            .map(Seat)
            .filter(|&s| self.player(s) == SeatPlayer::Human)
            .collect();
        if people.is_empty() {
            (0..seats).map(Seat).collect()
        } else {
            people
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_learners_are_the_people_or_everyone_where_the_computer_played_all() {
        let against = Seats(vec![SeatPlayer::Computer(3), SeatPlayer::Human]);
        assert_eq!(against.learners(2), vec![Seat::BLACK]);
        let mattrix = Seats(vec![
            SeatPlayer::Human,
            SeatPlayer::Computer(1),
            SeatPlayer::Human,
        ]);
        assert_eq!(mattrix.learners(3), vec![Seat(0), Seat(2)]);
        let engines = Seats(vec![SeatPlayer::Computer(1), SeatPlayer::Computer(8)]);
        assert_eq!(engines.learners(2), vec![Seat::WHITE, Seat::BLACK]);
        // Hot-seat (no list: every seat a person).
        assert_eq!(Seats::default().learners(3).len(), 3);
    }
}
