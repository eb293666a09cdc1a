//! The dialog's headline: who won, or a draw.

use manifold_locale::{Localize, Message};
use manifold_rules::names::SideName;

use super::names::with_seat;

/// The headline of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum Headline {
    /// This seat won (with three seats: the opponent credited with the mate, the
    /// resignation or the flag fall; in Chess-transit: the side with more points).
    Wins(SideName),
    /// Nobody won; `seats` says how many drew (a draw for all three reads so).
    Draw {
        /// The game's number of seats.
        seats: u8,
    },
}

impl Localize for Headline {
    fn message(&self) -> Message {
        match *self {
            Headline::Wins(winner) => with_seat(
                Message::new("game_end-headline-win"),
                "winner",
                "winner_side",
                winner,
            ),
            Headline::Draw { seats } => {
                Message::new("game_end-headline-draw").number("seats", seats)
            }
        }
    }
}
