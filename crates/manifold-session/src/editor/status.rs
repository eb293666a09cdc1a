//! A valid edited position: checking it (by the game's own validation), its text, its state
//! (mate, stalemate, to play) and the game that starts from it.

use crate::Session;
use manifold_locale::{Localize, Message};
use manifold_rules::draughts::{DraughtsGame, DraughtsPosition};
use manifold_rules::game::Game;
use manifold_rules::names::SideName;
use manifold_rules::{AnyGame, Position, Setup};

use super::edited::{EditedPosition, EditedSetup};
use super::problem::EditorProblem;

/// The state of a valid position for the side to move. In Chess-transit a side in check
/// whose only move is its king's transit is to play, in check: the board mate that closes
/// the board is decided as the game goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum PositionStatus {
    /// Chess: in check with no legal move.
    Checkmated {
        /// The side to move.
        side: SideName,
    },
    /// Chess: no legal move, not in check.
    Stalemated {
        /// The side to move.
        side: SideName,
    },
    /// Draughts: no legal move (nothing left, or all blocked), which loses.
    NoMoves {
        /// The side to move.
        side: SideName,
    },
    /// The side to move has a move.
    ToPlay {
        /// The side to move.
        side: SideName,
        /// Whether its king is in check (chess).
        in_check: bool,
    },
}

impl Localize for PositionStatus {
    fn message(&self) -> Message {
        let (id, side) = match self {
            PositionStatus::Checkmated { side } => ("editor-status-checkmated", side),
            PositionStatus::Stalemated { side } => ("editor-status-stalemated", side),
            PositionStatus::NoMoves { side } => ("editor-status-no-moves", side),
            PositionStatus::ToPlay {
                side,
                in_check: false,
            } => ("editor-status-to-play", side),
            PositionStatus::ToPlay {
                side,
                in_check: true,
            } => ("editor-status-in-check", side),
        };
        Message::new(id).message("side", side)
    }
}

manifold_locale::display_in_english!(PositionStatus);

/// A position the game's validation accepted.
enum Valid {
    Chess(Box<Position>),
    Draughts(DraughtsPosition),
}

impl EditedPosition {
    /// The position of the setup being edited, checked by its game's own validation
    /// ([`Position::from_setup`], [`DraughtsPosition::from_setup`]): the one place the
    /// rules of a valid position are checked.
    fn checked(&self) -> Result<Valid, EditorProblem> {
        Ok(match self.setup() {
            EditedSetup::Chess(setup) => Position::from_setup(Setup::clone(setup))
                .map(|p| Valid::Chess(Box::new(p)))
                .map_err(EditorProblem::Chess)?,
            EditedSetup::Draughts(setup) => DraughtsPosition::from_setup(setup.clone())
                .map(Valid::Draughts)
                .map_err(EditorProblem::Draughts)?,
        })
    }

    /// Checks the position with the game's own rules: every problem found.
    pub fn validate(&self) -> Result<(), EditorProblem> {
        self.checked().map(|_| ())
    }

    /// The position's text in the game's own format (FEN, the Mattrix or Chess-transit
    /// text, the draughts FEN), which reads back to this same position.
    pub fn export(&self) -> Result<String, EditorProblem> {
        Ok(match self.checked()? {
            Valid::Chess(pos) => pos.to_fen(),
            Valid::Draughts(pos) => pos.to_fen(),
        })
    }

    /// Whether the side to move is mated, stalemated (in draughts: has no move) or to play,
    /// and in check.
    pub fn status(&self) -> Result<PositionStatus, EditorProblem> {
        let side = SideName {
            seats: self.kind().seats(),
            seat: self.turn(),
        };
        Ok(match self.checked()? {
            Valid::Chess(pos) => {
                let in_check = pos.in_check();
                match (pos.legal_moves().is_empty(), in_check) {
                    (true, true) => PositionStatus::Checkmated { side },
                    (true, false) => PositionStatus::Stalemated { side },
                    (false, in_check) => PositionStatus::ToPlay { side, in_check },
                }
            }
            Valid::Draughts(pos) if !pos.has_legal_move() => PositionStatus::NoMoves { side },
            Valid::Draughts(_) => PositionStatus::ToPlay {
                side,
                in_check: false,
            },
        })
    }

    /// A new game from this position (the position analysed in the editor, the game
    /// played from it).
    pub fn start_game(&self) -> Result<AnyGame, EditorProblem> {
        Ok(match self.checked()? {
            Valid::Chess(pos) => AnyGame::Chess(Game::from_position(*pos)),
            Valid::Draughts(pos) => AnyGame::Draughts(DraughtsGame::from_position(pos)),
        })
    }

    /// A new session (no preset) playing this position.
    pub fn start_session(&self) -> Result<Session, EditorProblem> {
        self.start_game().map(Session::from_game)
    }
}
