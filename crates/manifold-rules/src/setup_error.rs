//! What can be wrong with a chess [`Setup`]: [`SetupProblem`], one typed value per
//! problem with the side, piece and cell concerned, and [`SetupError`], every problem of a
//! setup with the setup given back (shakmaty's `PositionError`).
//!
//! A problem's own message says it without reference to any text (the position editor
//! shows it). The position texts word the same problems in their own terms, naming the
//! field they were written in (see `problem_message` in [`crate::fen`],
//! [`crate::mattrix::text`] and [`crate::transit::text`]).

use manifold_locale::{Localize, Message};

use super::army::ArmyProblem;
use super::names::{RoleName, SideName};
use super::setup::Setup;

/// One reason a setup is not a position that a legal game can reach (or that the move
/// generator can play from).
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum SetupProblem {
    /// A side without a king.
    NoKing {
        /// The side without one.
        side: SideName,
    },
    /// A side with more than one king.
    TooManyKings {
        /// The side with several.
        side: SideName,
        /// How many kings it has.
        count: usize,
    },
    /// A side with more pieces than its start army.
    TooManyPieces {
        /// The side with too many.
        side: SideName,
        /// How many pieces it has.
        count: usize,
        /// How many its start army has (the most it can ever have).
        max: usize,
    },
    /// A seat to move that the game does not have (a third seat in a two-player game).
    SeatNotInGame {
        /// The seat's number from 1.
        number: u8,
    },
    /// A piece the game does not have (a giraffe in classical chess, a piece of a third
    /// seat in a two-player game).
    PieceNotInGame {
        /// The name of its cell.
        cell: String,
    },
    /// A cell the board does not have, given as the en passant square or the forced
    /// transit.
    CellOffBoard {
        /// The cell's index.
        index: u8,
    },
    /// A pawn on a cell where it would already have promoted.
    PawnOnPromotionCell {
        /// The pawn's side.
        side: SideName,
        /// Its kind (Mattrix has two).
        role: RoleName,
        /// The cell's name.
        cell: String,
    },
    /// A castling right without its king and rook on their start cells.
    CastlingWithoutPieces {
        /// The right, by its index in the variant's castling rules.
        right: usize,
        /// Whose right it is.
        side: SideName,
        /// The name of the king's start cell.
        king: String,
        /// The name of the rook's start cell.
        rook: String,
    },
    /// An en passant square in a game without en passant.
    NoEnPassant {
        /// The square's name.
        cell: String,
    },
    /// A piece stands on the en passant square.
    EnPassantOccupied {
        /// The square's name.
        cell: String,
    },
    /// No enemy pawn has just double-stepped over the en passant square.
    EnPassantNoDoubleStep {
        /// The square's name.
        cell: String,
    },
    /// The side that moved last (the one before the side to move) is in check.
    LastMoverInCheck {
        /// The side in check.
        side: SideName,
        /// The side to move.
        to_move: SideName,
    },
    /// Two kings on neighbouring cells, which no legal game reaches. Checked where more
    /// than two seats play: with two, the side that moved last would be in check.
    KingsSideBySide {
        /// One of the two sides.
        first: SideName,
        /// The other side, whose king stands next to `first`'s.
        second: SideName,
    },
    /// Chess-transit: the forced transit a text states is not the one the position has.
    ForcedTransit {
        /// The forced transit stated, as the text writes it (`-` for none).
        stated: String,
        /// The forced transit of the position, written the same way.
        derived: String,
    },
    /// An army its start army and promotions cannot give ([`crate::army`]).
    Army(ArmyProblem),
}

impl Localize for SetupProblem {
    fn message(&self) -> Message {
        match self {
            SetupProblem::NoKing { side } => Message::new("setup-no-king").message("side", side),
            SetupProblem::TooManyKings { side, count } => Message::new("setup-too-many-kings")
                .message("side", side)
                .number("count", *count),
            SetupProblem::TooManyPieces { side, count, max } => {
                Message::new("setup-too-many-pieces")
                    .message("side", side)
                    .number("count", *count)
                    .number("max", *max)
            }
            SetupProblem::SeatNotInGame { number } => {
                Message::new("setup-seat-not-in-game").number("number", *number)
            }
            SetupProblem::PieceNotInGame { cell } => {
                Message::new("setup-piece-not-in-game").text("cell", cell)
            }
            SetupProblem::CellOffBoard { index } => {
                Message::new("setup-cell-off-board").number("index", *index)
            }
            SetupProblem::PawnOnPromotionCell { side, role, cell } => {
                Message::new("setup-pawn-on-promotion-cell")
                    .message("side", side)
                    .message("role", role)
                    .text("cell", cell)
            }
            SetupProblem::CastlingWithoutPieces {
                side, king, rook, ..
            } => Message::new("setup-castling-without-pieces")
                .message("side", side)
                .text("king", king)
                .text("rook", rook),
            SetupProblem::NoEnPassant { cell } => {
                Message::new("setup-no-en-passant").text("cell", cell)
            }
            SetupProblem::EnPassantOccupied { cell } => {
                Message::new("setup-en-passant-occupied").text("cell", cell)
            }
            SetupProblem::EnPassantNoDoubleStep { cell } => {
                Message::new("setup-en-passant-no-double-step").text("cell", cell)
            }
            SetupProblem::LastMoverInCheck { side, to_move } => {
                Message::new("setup-last-mover-in-check")
                    .message("side", side)
                    .message("to_move", to_move)
            }
            SetupProblem::KingsSideBySide { first, second } => {
                Message::new("setup-kings-side-by-side")
                    .message("first", first)
                    .message("second", second)
            }
            SetupProblem::ForcedTransit { stated, derived } => Message::new("setup-forced-transit")
                .text("stated", stated)
                .text("derived", derived),
            SetupProblem::Army(problem) => problem.message(),
        }
    }
}

/// Why a setup is not a position: every problem found (at least one), and the setup
/// itself, given back.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct SetupError {
    /// The setup that was refused.
    pub setup: Box<Setup>,
    /// What is wrong with it, in the order the checks found it.
    pub problems: Vec<SetupProblem>,
}

impl SetupError {
    /// The messages of the problems, each worded by `word`, as one list.
    pub(crate) fn listed(&self, word: impl Fn(&SetupProblem) -> Message) -> Message {
        list(self.problems.iter().map(word).collect())
    }
}

impl Localize for SetupError {
    fn message(&self) -> Message {
        self.listed(Localize::message)
    }
}

/// Messages as one: a single one as it is, several joined by semicolons.
pub(crate) fn list(mut messages: Vec<Message>) -> Message {
    let Some(last) = messages.pop() else {
        return Message::new("setup-problems-none");
    };
    messages.into_iter().rev().fold(last, |rest, first| {
        Message::new("setup-problems")
            .message("first", first)
            .message("rest", rest)
    })
}

manifold_locale::display_in_english!(SetupProblem, SetupError);
