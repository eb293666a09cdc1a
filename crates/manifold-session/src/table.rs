//! The rules of the table a game is played at, beside the game's own rules: draw offers
//! that need every opponent's consent ([`DrawOffer`]) and the move timer a preset may set
//! ([`MoveClock`], [`clock_state`]). The app's panels and the CLI's loop only show them and
//! pass the players' answers on.

use std::time::Duration;

use manifold_rules::{FamilyGame, Seat};

/// A draw offer: who made it, in which position, and who has accepted so far.
///
/// An offer holds in the position it was made in and after the offering side's move, until
/// the next move answers it (or an undo goes back before it, or the game ends). In a game of
/// three every opponent must accept; one refusal declines it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawOffer {
    by: Seat,
    /// The number of moves played when it was made.
    ply: usize,
    /// The position text then (an offer never carries over to another game or line).
    position: String,
    /// The opponents who have accepted so far.
    accepted: Vec<Seat>,
}

impl DrawOffer {
    /// The side to move in `game` offers a draw.
    pub fn new(game: &dyn FamilyGame) -> DrawOffer {
        DrawOffer {
            by: game.position().turn(),
            ply: game.ply_count(),
            position: game.position().text(),
            accepted: Vec::new(),
        }
    }

    /// The seat that offered.
    pub fn by(&self) -> Seat {
        self.by
    }

    /// Whether the offer still stands in `game`.
    pub(crate) fn stands(&self, game: &dyn FamilyGame) -> bool {
        let ply = game.ply_count();
        game.outcome().is_none()
            && ply >= self.ply
            && ply <= self.ply + 1
            && game.position_at(self.ply).text() == self.position
    }

    /// The opponents of the offering seat in a game of `seats`, in turn order from it, each
    /// with whether it has accepted.
    pub fn answers(&self, seats: u8) -> Vec<(Seat, bool)> {
        (1..seats)
            .map(|i| Seat((self.by.0 + i) % seats))
            .map(|s| (s, self.accepted.contains(&s)))
            .collect()
    }

    /// The opponents who have not answered yet in a game of `seats`, in turn order from the
    /// offering seat.
    pub fn waiting(&self, seats: u8) -> Vec<Seat> {
        self.answers(seats)
            .into_iter()
            .filter_map(|(s, accepted)| (!accepted).then_some(s))
            .collect()
    }

    /// `seat` accepts; whether every opponent of the offering seat (of `seats`) has now
    /// accepted, so that the draw is agreed.
    pub fn accept(&mut self, seat: Seat, seats: u8) -> bool {
        if seat != self.by && !self.accepted.contains(&seat) {
            self.accepted.push(seat);
        }
        self.waiting(seats).is_empty()
    }
}

/// The time the side to move has been thinking, and in which position.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MoveClock {
    /// The game the clock runs for: the session's game revision
    /// ([`super::Session::game_revision`]: a move, an undo or a loaded game changes it; a
    /// click that only selects does not).
    key: Option<u64>,
    /// Time spent in that position.
    elapsed: Duration,
}

impl MoveClock {
    /// Adds `dt` to the time spent in the game revision `key`, starting from zero when the
    /// revision is new; returns the time spent.
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

/// The move timer as a player sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockState {
    /// No move time limit.
    Off,
    /// This much time is left for the move.
    Running {
        /// Time left for this move: `limit` less the time spent on it so far.
        remaining: Duration,
        /// The time a move may take at this table.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Session;
    use manifold_rules::game::{EndReason, GameResult};
    use manifold_rules::preset::shipped_by_name;
    use manifold_rules::{AnyGame, GameKind, VariantId};

    fn play(game: &mut AnyGame, moves: &[&str]) {
        for text in moves {
            let m = game.parse_move(text).expect("a legal move");
            game.play(&m).expect("played");
        }
    }

    #[test]
    fn a_draw_offer_stands_until_answered_by_a_move() {
        let mut g = AnyGame::new(GameKind::Chess(VariantId::Classical));
        play(&mut g, &["e4"]);
        let offer = DrawOffer::new(&*g);
        assert_eq!(offer.by(), Seat::BLACK);
        assert!(offer.stands(&*g));
        play(&mut g, &["e5"]);
        assert!(offer.stands(&*g), "after the offering side's move");
        play(&mut g, &["Nf3"]);
        assert!(!offer.stands(&*g), "a move answers it");
        for _ in 0..3 {
            g.undo();
        }
        assert!(!offer.stands(&*g), "taken back before it");
    }

    #[test]
    fn a_draw_offer_lapses_in_another_game_and_at_the_end() {
        let g = AnyGame::new(GameKind::Draughts);
        let other = AnyGame::new(GameKind::Chess(VariantId::Great));
        let offer = DrawOffer::new(&*g);
        assert!(offer.stands(&*g));
        assert!(!offer.stands(&*other));
        let mut ended = g.clone();
        ended.agree_draw().expect("a draw");
        assert!(!offer.stands(&*ended));
    }

    #[test]
    fn a_three_player_draw_needs_both_opponents() {
        let mut g = AnyGame::new(GameKind::Chess(VariantId::Mattrix));
        let first = g.legal_moves()[0].clone();
        g.play(&first).expect("a move");
        let mut offer = DrawOffer::new(&*g);
        assert_eq!(offer.by(), Seat(1));
        assert_eq!(offer.waiting(3), vec![Seat(2), Seat(0)]);
        assert!(!offer.accept(Seat(0), 3), "one of two opponents");
        assert!(!offer.accept(Seat(0), 3), "the same one again");
        assert!(
            !offer.accept(Seat(1), 3),
            "the offering seat does not count"
        );
        assert_eq!(offer.waiting(3), vec![Seat(2)]);
        assert_eq!(offer.answers(3), vec![(Seat(2), false), (Seat(0), true)]);
        assert!(offer.accept(Seat(2), 3), "both");
        let two = AnyGame::new(GameKind::Chess(VariantId::Classical));
        assert!(DrawOffer::new(&*two).accept(Seat::BLACK, 2));
    }

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
        let mut s =
            Session::with_preset(shipped_by_name("nujelm-chess").expect("the preset").clone());
        assert_eq!(s.expire_if_due(Duration::from_secs(479)), None);
        assert!(s.game().outcome().is_none());
        assert_eq!(s.expire_if_due(Duration::from_secs(481)), Some(Seat::WHITE));
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
        assert_eq!(s.expire_if_due(Duration::from_secs(999)), None);
        // Draughts too.
        let mut d = Session::with_preset(
            shipped_by_name("nujelm-draughts")
                .expect("the preset")
                .clone(),
        );
        assert_eq!(d.expire_if_due(Duration::from_secs(481)), Some(Seat::WHITE));
        // No preset, no limit.
        let mut plain = Session::new(GameKind::Draughts);
        assert_eq!(plain.expire_if_due(Duration::from_secs(100_000)), None);
    }
}
