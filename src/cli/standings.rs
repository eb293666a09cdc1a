//! How `selfplay` makes a match between levels a fair measurement, and scores it: the seats
//! rotate from game to game (two seats: the colours swap), each opening is played once per
//! rotation, and the first-named level is scored against every other seat, pairwise.
//!
//! **Rotation.** Game `g` (from 0) plays opening `g / seats` with the level list rotated by
//! `g % seats`: the first-named level sits in seat `g % seats`, so over a multiple of the
//! seat count every level sits in every seat equally often, each time from the same opening.
//!
//! **Pairwise score** (Mattrix's three players, and plainly W-D-L with two). Each game, the
//! first-named level meets each other seat: it scores 1 when its outcome ranks above that
//! seat's, 1/2 when the two rank the same, 0 when below. The order is won > drew = neither >
//! lost: a seat that neither won nor lost (the third seat of a Mattrix mate, RULES 5.5)
//! ranks with a draw, above the mated seat and below the winner. A three-player game thus
//! counts as two pairings, which are not independent (both come from one game), so the
//! margin of their Elo is somewhat narrower than the truth.

use crate::ai::level::Level;

use super::matches::elo;
use super::texts::{SeatOutcome, SelfplayLine};

/// The levels by seat in game `g` (from 0): `levels` (the first game's seats) rotated so
/// that the first-named level sits in seat `g % seats`.
pub fn seat_levels(levels: &[Level], g: u32) -> Vec<Level> {
    let mut seats = levels.to_vec();
    if !seats.is_empty() {
        let turn = g as usize % seats.len();
        seats.rotate_right(turn);
    }
    seats
}

/// The seat of the first-named level in game `g` (from 0) of a game of `seats`.
pub fn first_seat(seats: usize, g: u32) -> usize {
    g as usize % seats.max(1)
}

/// The opening of game `g` (from 0): each opening serves one full rotation of the seats.
pub fn opening_index(seats: usize, g: u32) -> usize {
    g as usize / seats.max(1)
}

/// How many openings `games` games of `seats` seats use.
pub fn opening_count(seats: usize, games: u32) -> usize {
    (games as usize).div_ceil(seats.max(1))
}

/// The rank of an outcome in the pairwise score: won 2, drew or neither 1, lost 0.
fn rank(o: SeatOutcome) -> u8 {
    match o {
        SeatOutcome::Won => 2,
        SeatOutcome::Drew | SeatOutcome::Neither => 1,
        SeatOutcome::Lost => 0,
    }
}

/// The pairings of one game for the level in seat `first`: its wins, draws and losses
/// against each other seat (see the module's pairwise score).
pub fn pairwise(outcomes: &[SeatOutcome], first: usize) -> [u32; 3] {
    let mine = rank(outcomes[first]);
    let mut tally = [0; 3];
    for (s, &o) in outcomes.iter().enumerate() {
        if s != first {
            let column = match mine.cmp(&rank(o)) {
                std::cmp::Ordering::Greater => 0,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Less => 2,
            };
            tally[column] += 1;
        }
    }
    tally
}

/// The match's last line: the first-named level's pairwise wins, draws and losses against
/// the others (`levels` as the first game seats them), its score and Elo difference.
pub fn final_line(levels: &[Level], tally: [u32; 3]) -> SelfplayLine {
    let [wins, draws, losses] = tally;
    let (score, diff, margin) = elo(wins, draws, losses);
    // An even score is +0, not the -0 that the logarithm gives.
    let diff = diff + 0.0;
    SelfplayLine::Final {
        first: levels[0],
        others: levels[1..].to_vec(),
        tally,
        score: format!("{:.1}", score * 100.0),
        diff: format!("{diff:+.0}"),
        margin: format!("{margin:.0}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::{Language, text};
    use SeatOutcome::{Drew, Lost, Neither, Won};

    #[test]
    fn colours_swap_and_seats_rotate() {
        let two = [Level::Strong, Level::Club];
        assert_eq!(seat_levels(&two, 0), two);
        assert_eq!(seat_levels(&two, 1), [Level::Club, Level::Strong]);
        assert_eq!(seat_levels(&two, 2), two);
        let three = [Level::Club, Level::Casual, Level::Casual];
        // Over three games the Club level sits in each seat once, where first_seat says.
        for g in 0..6 {
            let seats = seat_levels(&three, g);
            let at = first_seat(3, g);
            assert_eq!(seats[at], Level::Club, "game {g}: {seats:?}");
            assert_eq!(seats.iter().filter(|&&l| l == Level::Club).count(), 1);
        }
        let sat: Vec<usize> = (0..3).map(|g| first_seat(3, g)).collect();
        assert_eq!(sat, [0, 1, 2]);
        let mixed = [Level::Max, Level::Club, Level::Beginner];
        assert_eq!(
            seat_levels(&mixed, 1),
            [Level::Beginner, Level::Max, Level::Club]
        );
    }

    #[test]
    fn each_opening_serves_one_rotation() {
        let two: Vec<usize> = (0..6).map(|g| opening_index(2, g)).collect();
        assert_eq!(two, [0, 0, 1, 1, 2, 2]);
        let three: Vec<usize> = (0..7).map(|g| opening_index(3, g)).collect();
        assert_eq!(three, [0, 0, 0, 1, 1, 1, 2]);
        assert_eq!(opening_count(2, 40), 20);
        assert_eq!(opening_count(3, 42), 14);
        assert_eq!(opening_count(3, 43), 15);
    }

    #[test]
    fn pairwise_scores_rank_won_over_neither_over_lost() {
        // Two seats: the plain result.
        assert_eq!(pairwise(&[Won, Lost], 0), [1, 0, 0]);
        assert_eq!(pairwise(&[Won, Lost], 1), [0, 0, 1]);
        assert_eq!(pairwise(&[Drew, Drew], 0), [0, 1, 0]);
        // Three seats: the winner beats both; the third seat loses to the winner and
        // beats the mated seat; a draw is even with both.
        assert_eq!(pairwise(&[Won, Lost, Neither], 0), [2, 0, 0]);
        assert_eq!(pairwise(&[Neither, Won, Lost], 0), [1, 0, 1]);
        assert_eq!(pairwise(&[Lost, Neither, Won], 0), [0, 0, 2]);
        assert_eq!(pairwise(&[Drew, Drew, Drew], 2), [0, 2, 0]);
    }

    #[test]
    fn the_final_line_scores_the_first_level() {
        let line = final_line(&[Level::Strong, Level::Club], [21, 12, 7]);
        assert_eq!(
            text(Language::English, &line),
            "4 (Strong) vs 3 (Club): +21 =12 -7 of 40, score 67.5%, Elo difference +127 \
             +/- 97 (95%)"
        );
        let line = final_line(&[Level::Club, Level::Casual, Level::Casual], [3, 0, 1]);
        assert_eq!(
            text(Language::English, &line),
            "3 (Club) vs 2 (Casual), 2 (Casual), pairwise: +3 =0 -1 of 4, score 75.0%, Elo \
             difference +191 +/- inf (95%)"
        );
        let russian = text(Language::Russian, &line);
        assert!(russian.contains("попарно"), "{russian}");
        assert!(russian.contains("разница Эло +191"), "{russian}");
    }
}
