//! A valid edited position: checking it (by the game's own reader), its text, its state
//! (mate, stalemate, to play) and the game that starts from it.

use crate::Session;
use manifold_locale::{Localize, Message};
use manifold_rules::draughts::{DraughtsGame, DraughtsPosition};
use manifold_rules::game::Game;
use manifold_rules::names::SideName;
use manifold_rules::{AnyGame, GameKind, Position};

use super::edited::EditedPosition;
use super::problem::{EditorProblem, problem_of_chess, problem_of_draughts};

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

/// A position the game's reader accepted.
enum ReadBack {
    Chess(Box<Position>),
    Draughts(DraughtsPosition),
}

impl EditedPosition {
    /// The position as its game's reader reads it back from [`EditedPosition::text`]: the
    /// one place the rules of a valid position are checked.
    fn read_back(&self) -> Result<ReadBack, EditorProblem> {
        let text = self.text();
        let read = match self.kind() {
            GameKind::Chess(v) => Position::from_fen(v, &text)
                .map(|p| ReadBack::Chess(Box::new(p)))
                .map_err(|e| problem_of_chess(self, e))?,
            GameKind::Draughts => DraughtsPosition::from_fen(&text)
                .map(|p| ReadBack::Draughts(p.with_rules(self.draughts_rules())))
                .map_err(|e| problem_of_draughts(self, e))?,
        };
        Ok(read)
    }

    /// Checks the position with the game's own rules; the first problem found.
    pub(crate) fn validate(&self) -> Result<(), EditorProblem> {
        self.read_back().map(|_| ())
    }

    /// The position's text in the game's own format (FEN, the Mattrix or Chess-transit
    /// text, the draughts FEN), which reads back to this same position.
    pub fn export(&self) -> Result<String, EditorProblem> {
        self.validate()?;
        Ok(self.text())
    }

    /// Whether the side to move is mated, stalemated (in draughts: has no move) or to play,
    /// and in check.
    pub fn status(&self) -> Result<PositionStatus, EditorProblem> {
        let side = SideName {
            seats: self.kind().seats(),
            seat: self.turn(),
        };
        Ok(match self.read_back()? {
            ReadBack::Chess(pos) => {
                let in_check = pos.in_check();
                match (pos.legal_moves().is_empty(), in_check) {
                    (true, true) => PositionStatus::Checkmated { side },
                    (true, false) => PositionStatus::Stalemated { side },
                    (false, in_check) => PositionStatus::ToPlay { side, in_check },
                }
            }
            ReadBack::Draughts(pos) if !pos.has_legal_move() => PositionStatus::NoMoves { side },
            ReadBack::Draughts(_) => PositionStatus::ToPlay {
                side,
                in_check: false,
            },
        })
    }

    /// A new game from this position.
    pub(crate) fn start_game(&self) -> Result<AnyGame, EditorProblem> {
        Ok(match self.read_back()? {
            ReadBack::Chess(pos) => AnyGame::Chess(Game::from_position(*pos)),
            ReadBack::Draughts(pos) => AnyGame::Draughts(DraughtsGame::from_position(pos)),
        })
    }

    /// A new session (no preset) playing this position.
    pub fn start_session(&self) -> Result<Session, EditorProblem> {
        self.start_game().map(Session::from_game)
    }
}
