//! How `selfplay` makes a match between levels a fair measurement, and scores it: the seats
//! rotate from game to game (two seats: the colours swap), each opening is played once per
//! rotation, and the first-named level is scored against every other seat, pairwise.
//!
//! **Rotation.** Game `g` (from 0) plays opening `g / seats` with the level list rotated by
//! `g % seats`: the first-named level sits in seat `g % seats`, so over a multiple of the
//! seat count every level sits in every seat equally often, each time from the same opening.
//!
//! **Round robin** (two levels for Mattrix's three seats, [`Lineups`]). A level alone
//! against two seats of another faces two players who are also each other's prey, and a
//! level in two seats faces one; a round robin plays both line-ups, each rotated through
//! the seats, from each opening (six games an opening), and scores every seat of the
//! first-named level against every seat of the other level.
//!
//! **Pairwise score** (Mattrix's three players, and plainly W-D-L with two). Each game, the
//! first-named level meets each other seat: it scores 1 when its outcome ranks above that
//! seat's, 1/2 when the two rank the same, 0 when below. The order is won > drew = neither >
//! lost: a seat that neither won nor lost (the third seat of a Mattrix mate, RULES 5.5)
//! ranks with a draw, above the mated seat and below the winner. A three-player game thus
//! counts as two pairings, which are not independent (both come from one game), so the
//! margin of their Elo is somewhat narrower than the truth.

use manifold_ai::level::Level;

use super::matches::elo_texts;
use super::texts::{SeatOutcome, SelfplayLine};

/// How a match seats its levels from game to game, and which pairings it scores.
///
/// With one level per seat the list is rotated so that the first-named level sits in seat
/// `g % seats` of game `g`, and it is scored against every other seat. With two levels for
/// three seats (a Mattrix **round robin**) each opening is played six times: three games
/// with the first-named level alone against two seats of the other, then three with two
/// seats of the first-named level against one of the other, each line-up rotated through
/// the seats; every seat of the first-named level is scored against every seat of the
/// other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Lineups {
    levels: Vec<Level>,
    seats: usize,
}

impl Lineups {
    /// The line-ups of `levels` in a game of `seats` seats; `None` unless there is one
    /// level per seat, or two levels for three seats.
    pub fn new(levels: &[Level], seats: usize) -> Option<Lineups> {
        let fits = levels.len() == seats || (levels.len() == 2 && seats == 3);
        (fits && seats > 0).then(|| Lineups {
            levels: levels.to_vec(),
            seats,
        })
    }

    /// Whether this is a round robin of two levels over three seats.
    pub(crate) fn round_robin(&self) -> bool {
        self.levels.len() != self.seats
    }

    /// How many games play each opening (every rotation of every line-up once).
    fn games_per_opening(&self) -> usize {
        if self.round_robin() {
            2 * self.seats
        } else {
            self.seats
        }
    }

    /// The opening of game `g` (from 0).
    pub(crate) fn opening_index(&self, g: u32) -> usize {
        g as usize / self.games_per_opening()
    }

    /// How many openings `games` games use.
    pub(crate) fn opening_count(&self, games: u32) -> usize {
        (games as usize).div_ceil(self.games_per_opening())
    }

    /// The rotation of game `g`: the seat its line-up's first place takes.
    fn turn(&self, g: u32) -> usize {
        g as usize % self.seats
    }

    /// How many places of game `g`'s line-up, from the first, the first-named level takes
    /// (before the rotation).
    fn first_places(&self, g: u32) -> usize {
        if self.round_robin() {
            1 + (g as usize / self.seats) % 2
        } else {
            1
        }
    }

    /// The levels by seat in game `g` (from 0).
    pub fn seat_levels(&self, g: u32) -> Vec<Level> {
        let mut seats = if self.round_robin() {
            let firsts = self.first_places(g);
            (0..self.seats)
                .map(|place| self.levels[usize::from(place >= firsts)])
                .collect()
        } else {
            self.levels.clone()
        };
        seats.rotate_right(self.turn(g));
        seats
    }

    /// The seats of the first-named level in game `g` (from 0).
    pub(crate) fn first_seats(&self, g: u32) -> Vec<usize> {
        (0..self.first_places(g))
            .map(|place| (place + self.turn(g)) % self.seats)
            .collect()
    }

    /// The pairings game `g` adds to the first-named level's score: wins, draws and losses
    /// of its seats against the seats it is scored against.
    pub(crate) fn pairings(&self, outcomes: &[SeatOutcome], g: u32) -> [u32; 3] {
        let firsts = self.first_seats(g);
        let mut tally = [0; 3];
        for &first in &firsts {
            for (seat, &other) in outcomes.iter().enumerate() {
                if !firsts.contains(&seat) {
                    tally[compare(outcomes[first], other)] += 1;
                }
            }
        }
        tally
    }

    /// The match's last line: the first-named level's pairings, its score and Elo
    /// difference.
    pub(crate) fn final_line(&self, tally: [u32; 3]) -> SelfplayLine {
        let [wins, draws, losses] = tally;
        let [score, diff, margin] = elo_texts(wins, draws, losses);
        SelfplayLine::Final {
            first: self.levels[0],
            others: self.levels[1..].to_vec(),
            round_robin: self.round_robin(),
            tally,
            score,
            diff,
            margin,
        }
    }
}

/// The rank of an outcome in the pairwise score: won 2, drew or neither 1, lost 0.
fn rank(o: SeatOutcome) -> u8 {
    match o {
        SeatOutcome::Won => 2,
        SeatOutcome::Drew | SeatOutcome::Neither => 1,
        SeatOutcome::Lost => 0,
    }
}

/// The column of the pairing of outcome `mine` against `theirs`: 0 won, 1 drew, 2 lost
/// (see the module's pairwise score).
fn compare(mine: SeatOutcome, theirs: SeatOutcome) -> usize {
    match rank(mine).cmp(&rank(theirs)) {
        std::cmp::Ordering::Greater => 0,
        std::cmp::Ordering::Equal => 1,
        std::cmp::Ordering::Less => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Level::{Beginner, Casual, Club, Max, Strong};
    use SeatOutcome::{Drew, Lost, Neither, Won};
    use manifold_locale::{Language, text};

    #[test]
    fn colours_swap_and_seats_rotate() {
        let two = Lineups::new(&[Strong, Club], 2).unwrap();
        assert_eq!(two.seat_levels(0), [Strong, Club]);
        assert_eq!(two.seat_levels(1), [Club, Strong]);
        assert_eq!(two.seat_levels(2), [Strong, Club]);
        let three = Lineups::new(&[Club, Casual, Casual], 3).unwrap();
        assert!(!three.round_robin());
        // Over three games the Club level sits in each seat once, where first_seats says.
        for g in 0..6 {
            let seats = three.seat_levels(g);
            let at = three.first_seats(g);
            assert_eq!(at, [g as usize % 3]);
            assert_eq!(seats[at[0]], Club, "game {g}: {seats:?}");
            assert_eq!(seats.iter().filter(|&&l| l == Club).count(), 1);
        }
        let mixed = Lineups::new(&[Max, Club, Beginner], 3).unwrap();
        assert_eq!(mixed.seat_levels(1), [Beginner, Max, Club]);
    }

    #[test]
    fn a_round_robin_plays_both_line_ups_in_every_rotation() {
        let rr = Lineups::new(&[Strong, Club], 3).unwrap();
        assert!(rr.round_robin());
        let seats: Vec<Vec<Level>> = (0..6).map(|g| rr.seat_levels(g)).collect();
        assert_eq!(
            seats,
            [
                vec![Strong, Club, Club],
                vec![Club, Strong, Club],
                vec![Club, Club, Strong],
                vec![Strong, Strong, Club],
                vec![Club, Strong, Strong],
                vec![Strong, Club, Strong],
            ]
        );
        for g in 0..12 {
            let firsts = rr.first_seats(g);
            let lineup = rr.seat_levels(g);
            let strong: Vec<usize> = (0..3).filter(|&s| lineup[s] == Strong).collect();
            let mut sorted = firsts.clone();
            sorted.sort();
            assert_eq!(sorted, strong, "game {g}");
        }
        // Six games an opening.
        let openings: Vec<usize> = (0..13).map(|g| rr.opening_index(g)).collect();
        assert_eq!(openings, [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2]);
        assert_eq!(rr.opening_count(84), 14);
        // Each level in every seat of each line-up: the same number of times per seat.
        for seat in 0..3 {
            let strong = (0..6)
                .filter(|&g| rr.seat_levels(g)[seat] == Strong)
                .count();
            assert_eq!(strong, 3, "seat {seat}");
        }
        // The same level twice still plays two line-ups, told apart by place.
        let same = Lineups::new(&[Club, Club], 3).unwrap();
        assert_eq!(same.first_seats(4), [1, 2]);
        assert_eq!(same.pairings(&[Won, Lost, Neither], 4), [0, 0, 2]);
    }

    #[test]
    fn line_ups_need_a_level_per_seat_or_two_for_three() {
        assert!(Lineups::new(&[Strong], 2).is_none());
        assert!(Lineups::new(&[Strong, Club, Club], 2).is_none());
        assert!(Lineups::new(&[Strong], 3).is_none());
        assert!(Lineups::new(&[Strong, Club, Club, Club], 3).is_none());
        assert!(Lineups::new(&[], 0).is_none());
        assert!(!Lineups::new(&[Strong, Club], 2).unwrap().round_robin());
    }

    #[test]
    fn each_opening_serves_one_rotation() {
        let two = Lineups::new(&[Strong, Club], 2).unwrap();
        let by_game: Vec<usize> = (0..6).map(|g| two.opening_index(g)).collect();
        assert_eq!(by_game, [0, 0, 1, 1, 2, 2]);
        let three = Lineups::new(&[Strong, Club, Club], 3).unwrap();
        let by_game: Vec<usize> = (0..7).map(|g| three.opening_index(g)).collect();
        assert_eq!(by_game, [0, 0, 0, 1, 1, 1, 2]);
        assert_eq!(two.opening_count(40), 20);
        assert_eq!(three.opening_count(42), 14);
        assert_eq!(three.opening_count(43), 15);
    }

    #[test]
    fn pairwise_scores_rank_won_over_neither_over_lost() {
        // Two seats: the plain result (the first-named level in seat g % 2).
        let two = Lineups::new(&[Strong, Club], 2).unwrap();
        assert_eq!(two.pairings(&[Won, Lost], 0), [1, 0, 0]);
        assert_eq!(two.pairings(&[Won, Lost], 1), [0, 0, 1]);
        assert_eq!(two.pairings(&[Drew, Drew], 0), [0, 1, 0]);
        // Three seats: the winner beats both; the third seat loses to the winner and
        // beats the mated seat; a draw is even with both.
        let three = Lineups::new(&[Strong, Club, Club], 3).unwrap();
        assert_eq!(three.pairings(&[Won, Lost, Neither], 0), [2, 0, 0]);
        assert_eq!(three.pairings(&[Neither, Won, Lost], 0), [1, 0, 1]);
        assert_eq!(three.pairings(&[Lost, Neither, Won], 0), [0, 0, 2]);
        assert_eq!(three.pairings(&[Drew, Drew, Drew], 2), [0, 2, 0]);
        // A round robin scores only across the levels: in game 3 Strong sits in white and
        // blue, Club in red.
        let rr = Lineups::new(&[Strong, Club], 3).unwrap();
        assert_eq!(rr.pairings(&[Won, Neither, Lost], 3), [2, 0, 0]);
        assert_eq!(rr.pairings(&[Won, Lost, Neither], 3), [1, 0, 1]);
        assert_eq!(rr.pairings(&[Lost, Neither, Won], 3), [0, 0, 2]);
        // Game 0: Strong alone in white, against both Clubs.
        assert_eq!(rr.pairings(&[Neither, Won, Lost], 0), [1, 0, 1]);
    }

    #[test]
    fn the_final_line_scores_the_first_level() {
        let two = Lineups::new(&[Strong, Club], 2).unwrap();
        assert_eq!(
            text(Language::English, &two.final_line([21, 12, 7])),
            "4 (Strong) vs 3 (Club): +21 =12 -7 of 40, score 67.5%, Elo difference +127 \
             +/- 97 (95%)"
        );
        let line = Lineups::new(&[Club, Casual, Casual], 3)
            .unwrap()
            .final_line([3, 0, 1]);
        assert_eq!(
            text(Language::English, &line),
            "3 (Club) vs 2 (Casual), 2 (Casual), pairwise: +3 =0 -1 of 4, score 75.0%, Elo \
             difference +191 +/- inf (95%)"
        );
        let russian = text(Language::Russian, &line);
        assert!(russian.contains("попарно"), "{russian}");
        assert!(russian.contains("разница Эло +191"), "{russian}");
        let rr = Lineups::new(&[Strong, Club], 3)
            .unwrap()
            .final_line([3, 0, 1]);
        assert_eq!(
            text(Language::English, &rr),
            "4 (Strong) vs 3 (Club), round robin, pairwise: +3 =0 -1 of 4, score 75.0%, Elo \
             difference +191 +/- inf (95%)"
        );
        assert!(text(Language::Russian, &rr).contains("круговой турнир"));
    }
}
