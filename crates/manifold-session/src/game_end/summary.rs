//! The summary of a finished game, read once from the session when it ends.

use std::cmp::Ordering;

use manifold_locale::{Localize, Message};
use manifold_rules::game::{GameResult, Outcome};
use manifold_rules::transit::{self, BoardStatus};
use manifold_rules::{GameKind, Seat};

use super::{Ending, Headline, SeatResult, Standing, TransitScore};
use crate::Session;

/// What the end-of-game dialog shows: the headline, the reason, every seat's standing and,
/// in Chess-transit, the score of each board and the total.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    kind: GameKind,
    outcome: Outcome,
    headline: Headline,
    ending: Ending,
    standings: Vec<Standing>,
    transit: Option<TransitScore>,
}

impl GameEnd {
    /// The summary of `session`'s game, once it has ended (`None` while it goes on).
    pub fn of(session: &Session) -> Option<GameEnd> {
        let game = session.game();
        let outcome = game.outcome()?;
        let seats = game.seats();
        let chess = game.as_chess().map(|g| g.position());
        let boards = chess.filter(|pos| pos.variant().has_transit).map(|pos| {
            (
                pos.board_status(),
                transit::board_results(pos, Some(&outcome)),
            )
        });
        let transit = boards.map(|(_, decided)| TransitScore::new(decided));
        let result_of = |seat: Seat| seat_result(&outcome, seat);
        let standings = Standing::table(seats, result_of);
        let headline = standings
            .iter()
            .find(|s| s.result == SeatResult::Won)
            .map_or(Headline::Draw { seats }, |s| Headline::Wins(s.seat));
        let lost_by = match outcome.result {
            GameResult::Win { loser, .. } => Some(loser),
            GameResult::Draw => None,
            // The side that lost the boards the end decided (a resignation, a flag fall).
            GameResult::Score { .. } => boards.and_then(|(before, after)| {
                (0..2)
                    .filter(|&b| before[b] == BoardStatus::Open)
                    .find_map(|b| match after[b] {
                        BoardStatus::Won(winner) => Some(winner.next(2)),
                        BoardStatus::Open | BoardStatus::Drawn => None,
                    })
            }),
        };
        Some(GameEnd {
            kind: game.kind(),
            outcome,
            headline,
            ending: Ending::of(session, &outcome, lost_by),
            standings,
            transit,
        })
    }

    /// The game that ended.
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The rules' outcome, as the game records it.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// Who won, or a draw: the dialog's headline.
    pub fn headline(&self) -> Headline {
        self.headline
    }

    /// Why the game ended: the line under the headline.
    pub fn reason(&self) -> Ending {
        self.ending
    }

    /// Every seat's place and result, best first.
    pub fn standings(&self) -> &[Standing] {
        &self.standings
    }

    /// The standing of `seat`.
    pub fn standing(&self, seat: Seat) -> Option<Standing> {
        self.standings.iter().copied().find(|s| s.seat.seat == seat)
    }

    /// Chess-transit's score: each board and the total (`None` in other games).
    pub fn transit(&self) -> Option<&TransitScore> {
        self.transit.as_ref()
    }

    /// The lines the dialog shows under the reason, in order: with more than two seats the
    /// standings (place, seat, result); with two boards each board's score and the total.
    /// Empty for a two-player game on one board, where the headline says it all.
    pub fn details(&self) -> Vec<Message> {
        let mut lines = Vec::new();
        if self.standings.len() > 2 {
            lines.extend(self.standings.iter().map(Localize::message));
        }
        if let Some(score) = &self.transit {
            lines.extend(score.boards.iter().map(Localize::message));
            lines.push(score.total().message());
        }
        lines
    }
}

/// How `seat` came out of a game that ended with `outcome`.
fn seat_result(outcome: &Outcome, seat: Seat) -> SeatResult {
    match outcome.result {
        GameResult::Win { winner, .. } if winner == seat => SeatResult::Won,
        GameResult::Win { loser, .. } if loser == seat => SeatResult::Lost,
        GameResult::Win { .. } => SeatResult::Neither,
        GameResult::Draw => SeatResult::Drew,
        GameResult::Score { white, black } => {
            let (own, other) = if seat == Seat::WHITE {
                (white, black)
            } else {
                (black, white)
            };
            match own.cmp(&other) {
                Ordering::Greater => SeatResult::Won,
                Ordering::Equal => SeatResult::Drew,
                Ordering::Less => SeatResult::Lost,
            }
        }
    }
}

impl Session {
    /// The end-of-game summary, once the game has ended ([`GameEnd::of`]).
    pub fn game_end(&self) -> Option<GameEnd> {
        GameEnd::of(self)
    }
}
