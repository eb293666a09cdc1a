//! What can be wrong with a [`DraughtsSetup`]: [`DraughtsSetupProblem`], one typed value per
//! problem, and [`DraughtsSetupError`], every problem with the setup given back (the
//! draughts counterparts of [`crate::setup_error`]).
//!
//! A problem's own message says it without reference to any text (the position editor
//! shows it); the position text words the same problems in its own terms
//! (`problem_message` in [`super::fen`]).

use manifold_locale::{Localize, Message};

use super::rules::MAX_PIECES_PER_SIDE;
use super::setup::DraughtsSetup;
use crate::names::SideName;
use crate::piece::Seat;
use crate::setup_error::list;

/// One reason a draughts setup is not a position a game can reach.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum DraughtsSetupProblem {
    /// A side to move or a piece's owner that the game does not have (a third seat).
    SeatNotInGame {
        /// The seat's number from 1.
        number: u8,
    },
    /// A piece on a light square, where draughts is not played.
    LightSquare {
        /// The piece's side.
        side: Seat,
        /// The square's name.
        square: String,
    },
    /// A man on its own crowning row, where it would already be a king.
    ManOnCrownRow {
        /// The man's side.
        side: Seat,
        /// The square's name.
        square: String,
    },
    /// A side with more pieces than it starts with ([`MAX_PIECES_PER_SIDE`]).
    TooManyPieces {
        /// The side with too many.
        side: Seat,
        /// How many pieces it has.
        count: usize,
    },
}

/// A draughts side in the middle of a sentence.
fn side(seat: Seat) -> SideName {
    SideName { seats: 2, seat }
}

impl Localize for DraughtsSetupProblem {
    fn message(&self) -> Message {
        match self {
            DraughtsSetupProblem::SeatNotInGame { number } => {
                Message::new("setup-seat-not-in-game").number("number", *number)
            }
            DraughtsSetupProblem::LightSquare { side: seat, square } => {
                Message::new("setup-non-playing-cell")
                    .message("side", side(*seat))
                    .text("cell", square)
            }
            DraughtsSetupProblem::ManOnCrownRow { side: seat, square } => {
                Message::new("setup-man-on-crown-row")
                    .message("side", side(*seat))
                    .text("cell", square)
            }
            DraughtsSetupProblem::TooManyPieces { side: seat, count } => {
                Message::new("setup-too-many-pieces")
                    .message("side", side(*seat))
                    .number("count", *count)
                    .number("max", MAX_PIECES_PER_SIDE)
            }
        }
    }
}

/// Why a draughts setup is not a position: every problem found (at least one), and the
/// setup itself, given back.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct DraughtsSetupError {
    /// The setup that was refused.
    pub setup: Box<DraughtsSetup>,
    /// What is wrong with it, in the order the checks found it.
    pub problems: Vec<DraughtsSetupProblem>,
}

impl DraughtsSetupError {
    /// The messages of the problems, each worded by `word`, as one list.
    pub(crate) fn listed(&self, word: impl Fn(&DraughtsSetupProblem) -> Message) -> Message {
        list(self.problems.iter().map(word).collect())
    }
}

impl Localize for DraughtsSetupError {
    fn message(&self) -> Message {
        self.listed(Localize::message)
    }
}

manifold_locale::display_in_english!(DraughtsSetupProblem, DraughtsSetupError);
