//! Why an edit was refused: a piece, seat, cell or right the game does not have.

use manifold_locale::{Localize, Message};
use manifold_rules::names::RoleName;
use manifold_rules::{PieceShape, VariantId};

/// A piece's shape as a game names it (Great Chess's general; a draughts man or king).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShapeName {
    /// The chess variant naming it (ignored for draughts shapes).
    pub variant: VariantId,
    /// The piece: a chess role, or a draughts man or king.
    pub shape: PieceShape,
}

impl Localize for ShapeName {
    fn message(&self) -> Message {
        match self.shape {
            PieceShape::Chess(role) => RoleName {
                variant: self.variant,
                role,
            }
            .message(),
            PieceShape::Man => Message::new("piece-man"),
            PieceShape::DraughtsKing => Message::new("piece-draughts_king"),
        }
    }
}

/// Why the editor refused a change.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum EditError {
    /// The cell index is beyond the board.
    CellOffBoard {
        /// The cell's index.
        index: u8,
    },
    /// A piece the game does not use (a giraffe in classical chess, a man in chess).
    PieceNotInGame {
        /// The piece's shape, named as the game would name it.
        piece: ShapeName,
    },
    /// A seat the game does not have (a third seat in a two-player game).
    SeatNotInGame {
        /// The seat's number from 1.
        number: u8,
    },
    /// No castling of the game starts with a rook on the cell.
    NotACastlingRook {
        /// The cell's name.
        cell: String,
    },
    /// The game has no en passant.
    NoEnPassant,
    /// The game has no board statuses (only Chess-transit does).
    NoBoardStatus,
    /// A board the game does not have (Chess-transit has boards 1 and 2).
    NoSuchBoard {
        /// The board's number from 1.
        number: usize,
    },
    /// The explorer was given a position of another game.
    OtherGame,
}

impl Localize for EditError {
    fn message(&self) -> Message {
        match self {
            EditError::CellOffBoard { index } => {
                Message::new("editor-cell-off-board").number("index", *index)
            }
            EditError::PieceNotInGame { piece } => {
                Message::new("editor-piece-not-in-game").message("piece", piece)
            }
            EditError::SeatNotInGame { number } => {
                Message::new("editor-seat-not-in-game").number("number", *number)
            }
            EditError::NotACastlingRook { cell } => {
                Message::new("editor-not-a-castling-rook").text("cell", cell)
            }
            EditError::NoEnPassant => Message::new("editor-no-en-passant"),
            EditError::NoBoardStatus => Message::new("editor-no-board-status"),
            EditError::NoSuchBoard { number } => {
                Message::new("editor-no-such-board").number("number", *number)
            }
            EditError::OtherGame => Message::new("editor-other-game"),
        }
    }
}

manifold_locale::display_in_english!(EditError, ShapeName);

impl std::error::Error for EditError {}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;
    use manifold_rules::Role;

    #[test]
    fn every_edit_error_renders_in_both_languages() {
        let giraffe = ShapeName {
            variant: VariantId::Classical,
            shape: PieceShape::Chess(Role::Giraffe),
        };
        assert_every_variant_renders(
            &[
                EditError::CellOffBoard { index: 99 },
                EditError::PieceNotInGame { piece: giraffe },
                EditError::SeatNotInGame { number: 3 },
                EditError::NotACastlingRook { cell: "b1".into() },
                EditError::NoEnPassant,
                EditError::NoBoardStatus,
                EditError::NoSuchBoard { number: 3 },
                EditError::OtherGame,
            ],
            &[],
        );
        assert_eq!(
            EditError::PieceNotInGame { piece: giraffe }.to_string(),
            "this game has no giraffe"
        );
    }
}
