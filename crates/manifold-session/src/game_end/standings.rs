//! Every seat's place at the end: the winner first, a seat that neither won nor lost (the
//! third seat of a Mattrix mate, RULES 5.5) next, the loser last; seats that drew share
//! the first place.

use manifold_locale::{Localize, Message};
use manifold_rules::Seat;
use manifold_rules::names::SideName;

use super::names::SeatTitle;

/// How a seat came out of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, strum::EnumCount)]
pub enum SeatResult {
    /// It won.
    Won,
    /// It drew.
    Drew,
    /// It neither won nor lost: the third seat when one of the others is mated, resigns or
    /// runs out of time (RULES 5.5).
    Neither,
    /// It lost.
    Lost,
}

impl SeatResult {
    /// The rank of the result: won before drew and neither (which rank the same, as the
    /// CLI's match scoring has it), before lost.
    fn rank(self) -> u8 {
        match self {
            SeatResult::Won => 0,
            SeatResult::Drew | SeatResult::Neither => 1,
            SeatResult::Lost => 2,
        }
    }
}

/// A seat's place and result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The seat.
    pub seat: SideName,
    /// Its place, from 1; seats with the same result share a place.
    pub place: u8,
    /// How it came out.
    pub result: SeatResult,
}

impl Standing {
    /// The standings of a game of `seats` seats whose seats came out as `result_of` says,
    /// best place first (seat order among equals).
    pub(super) fn table(seats: u8, result_of: impl Fn(Seat) -> SeatResult) -> Vec<Standing> {
        let results: Vec<(Seat, SeatResult)> =
            (0..seats).map(|s| (Seat(s), result_of(Seat(s)))).collect();
        let mut table: Vec<Standing> = results
            .iter()
            .map(|&(seat, result)| {
                let better = results
                    .iter()
                    .filter(|(_, other)| other.rank() < result.rank())
                    .count();
                Standing {
                    seat: SideName { seats, seat },
                    place: u8::try_from(better + 1).unwrap_or(u8::MAX),
                    result,
                }
            })
            .collect();
        table.sort_by_key(|s| (s.place, s.seat.seat));
        table
    }
}

impl Localize for Standing {
    fn message(&self) -> Message {
        Message::new(match self.result {
            SeatResult::Won => "game_end-standing-won",
            SeatResult::Drew => "game_end-standing-drew",
            SeatResult::Neither => "game_end-standing-neither",
            SeatResult::Lost => "game_end-standing-lost",
        })
        .number("place", self.place)
        .message("seat", SeatTitle(self.seat))
        .message("side", self.seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_renders;

    #[test]
    fn places_follow_the_results() {
        let mate = Standing::table(3, |s| match s.0 {
            1 => SeatResult::Lost,
            2 => SeatResult::Won,
            _ => SeatResult::Neither,
        });
        let got: Vec<(u8, u8)> = mate.iter().map(|s| (s.seat.seat.0, s.place)).collect();
        assert_eq!(got, vec![(2, 1), (0, 2), (1, 3)]);
        let draw = Standing::table(3, |_| SeatResult::Drew);
        assert!(draw.iter().all(|s| s.place == 1));
        for result in [
            SeatResult::Won,
            SeatResult::Drew,
            SeatResult::Neither,
            SeatResult::Lost,
        ] {
            let standing = Standing {
                seat: SideName {
                    seats: 3,
                    seat: Seat(1),
                },
                place: 2,
                result,
            };
            assert_renders(&standing.message(), "standing", &[]);
        }
    }
}
