//! The session's messages as typed values: why a click or a command did nothing
//! ([`Refusal`]), the status after a move ([`Status`]), and why a position text, a game
//! text could not be read ([`TextError`]). They render
//! through [`manifold_locale`]; the rules' own errors (FEN, SAN, PGN, PDN, coordinates, game)
//! are wrapped as they are and render as their own messages.

use manifold_locale::{Localize, Message};
use manifold_rules::coord::IllegalMove;
use manifold_rules::draughts::{FenError as DraughtsFenError, PdnError};
use manifold_rules::fen::FenError;
use manifold_rules::game::{EndReason, GameError};
use manifold_rules::names::SideName;
use manifold_rules::pgn::PgnError;

use super::marks::MarkError;
use super::shown_notation::ShownMove;

/// Why a click, a promotion choice or a command did nothing (for the status line).
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum Refusal {
    /// The game has ended.
    GameOver(EndReason),
    /// A draw offered while this side's offer stands.
    OfferStands(SideName),
    /// A draw accepted with no offer standing.
    NoOffer,
    /// A click on an empty square with nothing selected.
    SelectOwnPiece,
    /// The side to move is played by the computer.
    ComputerToMove,
    /// A click on the other side's piece.
    NotYours,
    /// Draughts: a piece that cannot capture, when a capture is compulsory.
    CaptureCompulsoryChoose,
    /// Draughts: a move that does not capture, when a capture is compulsory.
    CaptureCompulsoryMove,
    /// Draughts: a square the selected piece cannot reach.
    Unreachable,
    /// Chess: the king is in check and this piece cannot help.
    CheckCannotHelp,
    /// The piece has no legal move.
    NoLegalMove {
        /// The square of the piece clicked, as the board names it (`e2`).
        square: String,
    },
    /// A promotion choice with no promotion waiting.
    NoPromotionWaiting,
    /// A role that is not a promotion choice of the move waiting.
    NotPromotionChoice,
    /// Takebacks are off at this table.
    TakebacksOff,
    /// Nothing to take back.
    NothingToUndo,
    /// Nothing to play again.
    NothingToRedo,
    /// A lesson is playing moves itself (the others' replies, a Watch step): wait.
    LessonBusy,
    /// A command of the table (undo, resign, a draw offer) during a lesson.
    NotInLesson,
    /// A command of the table while the position editor is open.
    InEditor,
    /// Chess: why the move is not legal (`Position::why_illegal`, or the transit rule
    /// that holds the piece).
    Chess(IllegalMove),
    /// The game refused the move.
    Game(GameError),
}

impl Localize for Refusal {
    fn message(&self) -> Message {
        let id = match self {
            Refusal::OfferStands(side) => {
                return Message::new("session-refusal-offer_stands").message("side", *side);
            }
            Refusal::GameOver(reason) => {
                return Message::new("session-refusal-game_over").message("reason", *reason);
            }
            Refusal::NoLegalMove { square } => {
                return Message::new("session-refusal-no_legal_move").text("square", square);
            }
            Refusal::Chess(reason) => return reason.message(),
            Refusal::Game(error) => return error.message(),
            Refusal::NoOffer => "session-refusal-no_offer",
            Refusal::SelectOwnPiece => "session-refusal-select_own_piece",
            Refusal::ComputerToMove => "session-refusal-computer_to_move",
            Refusal::NotYours => "session-refusal-not_yours",
            Refusal::CaptureCompulsoryChoose => "session-refusal-capture_compulsory_choose",
            Refusal::CaptureCompulsoryMove => "session-refusal-capture_compulsory_move",
            Refusal::Unreachable => "session-refusal-unreachable",
            Refusal::CheckCannotHelp => "session-refusal-check_cannot_help",
            Refusal::NoPromotionWaiting => "session-refusal-no_promotion_waiting",
            Refusal::NotPromotionChoice => "session-refusal-not_promotion_choice",
            Refusal::TakebacksOff => "session-refusal-takebacks_off",
            Refusal::NothingToUndo => "session-refusal-nothing_to_undo",
            Refusal::NothingToRedo => "session-refusal-nothing_to_redo",
            Refusal::LessonBusy => "session-refusal-lesson_busy",
            Refusal::InEditor => "session-refusal-in_editor",
            Refusal::NotInLesson => "session-refusal-not_in_lesson",
        };
        Message::new(id)
    }
}

/// The status line after a move or a command.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum Status {
    /// A move was played (its notation).
    Moved(ShownMove),
    /// A move was played and gives check.
    Check(ShownMove),
    /// A move was played and ended the game.
    GameOver {
        /// The move's notation.
        last: ShownMove,
        /// How the game ended.
        reason: EndReason,
    },
    /// A promotion waits for its piece.
    ChoosePromotion,
    /// A saved game was loaded.
    GameLoaded,
    /// The engine's hint (a move's notation).
    Hint(ShownMove),
}

impl Localize for Status {
    fn message(&self) -> Message {
        match self {
            Status::Moved(last) => {
                Message::new("session-status-moved").per_language("last", last.0.clone())
            }
            Status::Check(last) => {
                Message::new("session-status-check").per_language("last", last.0.clone())
            }
            Status::GameOver { last, reason } => Message::new("session-status-game_over")
                .per_language("last", last.0.clone())
                .message("reason", *reason),
            Status::ChoosePromotion => Message::new("session-status-choose_promotion"),
            Status::GameLoaded => Message::new("session-status-game_loaded"),
            Status::Hint(text) => {
                Message::new("session-status-hint").per_language("move", text.0.clone())
            }
        }
    }
}

/// Why a position text or a game text (PGN, PDN) could not be read.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum TextError {
    /// A chess position (FEN or the game's own text).
    ChessPosition(FenError),
    /// A draughts position.
    DraughtsPosition(DraughtsFenError),
    /// A PGN game.
    Pgn(PgnError),
    /// A PDN game.
    Pdn(PdnError),
    /// A mark in a PGN comment's `[%cal ...]` or `[%csl ...]` that cannot be read.
    PgnMark {
        /// The comment's line (1-based).
        line: usize,
        /// What in the mark cannot be read.
        error: MarkError,
    },
}

impl Localize for TextError {
    fn message(&self) -> Message {
        match self {
            TextError::ChessPosition(e) => e.message(),
            TextError::DraughtsPosition(e) => e.message(),
            TextError::Pgn(e) => e.message(),
            TextError::Pdn(e) => e.message(),
            TextError::PgnMark { line, error } => Message::new("text-pgn_marks")
                .number("line", *line)
                .message("error", error),
        }
    }
}

manifold_locale::display_in_english!(Refusal, Status, TextError);

impl std::error::Error for TextError {}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;
    use manifold_locale::{Language, text};
    use manifold_rules::VariantId;

    #[test]
    fn every_session_message_renders() {
        assert_every_variant_renders(
            &[
                Refusal::GameOver(EndReason::Checkmate),
                Refusal::OfferStands(SideName {
                    seats: 2,
                    seat: manifold_rules::Seat::BLACK,
                }),
                Refusal::NoOffer,
                Refusal::SelectOwnPiece,
                Refusal::ComputerToMove,
                Refusal::NotYours,
                Refusal::CaptureCompulsoryChoose,
                Refusal::CaptureCompulsoryMove,
                Refusal::Unreachable,
                Refusal::CheckCannotHelp,
                Refusal::NoLegalMove {
                    square: "e2".into(),
                },
                Refusal::NoPromotionWaiting,
                Refusal::NotPromotionChoice,
                Refusal::TakebacksOff,
                Refusal::NothingToUndo,
                Refusal::NothingToRedo,
                Refusal::LessonBusy,
                Refusal::NotInLesson,
                Refusal::InEditor,
                Refusal::Chess(IllegalMove::CheckNotAnswered),
                Refusal::Game(GameError::IllegalMove),
            ],
            &[],
        );
        assert_every_variant_renders(
            &[
                Status::Moved(ShownMove::same("Nf3")),
                Status::Check(ShownMove::same("Qh5")),
                Status::GameOver {
                    last: ShownMove::same("Qf7#"),
                    reason: EndReason::Checkmate,
                },
                Status::ChoosePromotion,
                Status::GameLoaded,
                Status::Hint(ShownMove::same("e4")),
            ],
            &[],
        );
        let chess_fen = manifold_rules::Position::from_fen(VariantId::Classical, "x").unwrap_err();
        let pgn = manifold_rules::pgn::from_pgn("").unwrap_err();
        assert_every_variant_renders(
            &[
                TextError::ChessPosition(chess_fen),
                TextError::DraughtsPosition(DraughtsFenError::Empty),
                TextError::Pgn(pgn),
                TextError::Pdn(PdnError::Empty),
                TextError::PgnMark {
                    line: 3,
                    error: super::super::marks::MarkError::Form { text: "G".into() },
                },
            ],
            &[],
        );
        let over = Refusal::GameOver(EndReason::Checkmate);
        assert_eq!(over.to_string(), "the game is over (checkmate)");
        assert_eq!(text(Language::Russian, &over), "партия окончена (мат)");
        let check = Status::Check(ShownMove::same("Nf3"));
        assert_eq!(check.to_string(), "Nf3: check");
        assert_eq!(text(Language::Russian, &check), "Nf3: шах");
    }
}
