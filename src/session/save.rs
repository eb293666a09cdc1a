//! Saved games as RON: the game, an optional table preset, the start position, the moves in
//! the game's notation, and how the game ended when no move decided it.
//!
//! ```ron
//! SavedGame(
//!     format: 1,
//!     game: "classical",
//!     preset: None,
//!     start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
//!     moves: ["e4", "e5", "Nf3"],
//!     ending: None,
//! )
//! ```
//! `ending` is `Some(Resigned(1))` (seat 0 White, 1 Black or Blue, 2 Red),
//! `Some(DrawAgreed)` or `Some(TimedOut(0))`. Reading never panics: every error names the
//! field or the move that is wrong, and the game in progress is untouched until a file has
//! been read whole.

use serde::{Deserialize, Serialize};

use crate::rules::Seat;
use crate::rules::game::{EndReason, GameResult};
use crate::rules::preset::Preset;

use super::{GameKind, Player, Session};

/// The save format version this program writes.
pub const SAVE_FORMAT: u32 = 1;

/// How a game ended when no move decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// This seat resigned.
    Resigned(u8),
    /// The players agreed a draw.
    DrawAgreed,
    /// This seat ran out of time.
    TimedOut(u8),
}

/// A saved game, as written in RON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    /// The save format version.
    pub format: u32,
    /// The game's command-line name (`classical`, `great`, `wirth`, `mattrix`, `transit`,
    /// `draughts`).
    pub game: String,
    /// The table preset, as its own RON text, if one was on.
    pub preset: Option<String>,
    /// The start position, in the game's position text.
    pub start: String,
    /// The moves, in the game's notation.
    pub moves: Vec<String>,
    /// How the game ended when no move decided it.
    pub ending: Option<Ending>,
    /// Who played each seat, in seat order (left out when not recorded; older files have
    /// no such field).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<Player>,
}

/// Why a saved game could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    /// Not RON of the expected shape.
    #[error("not a Manifold saved game: {0}")]
    Syntax(String),
    /// A newer format.
    #[error("saved game format {0} is newer than this program reads ({SAVE_FORMAT})")]
    Format(u32),
    /// Unknown game name.
    #[error("unknown game '{0}'")]
    Game(String),
    /// The preset text is wrong.
    #[error("preset: {0}")]
    Preset(String),
    /// The start position is wrong.
    #[error("start position: {0}")]
    Start(String),
    /// The players do not fit the game.
    #[error("players: {0}")]
    Players(String),
    /// A move that is not legal where it stands.
    #[error("move {number} ('{text}'): {reason}")]
    Move {
        /// 1-based ply number.
        number: usize,
        /// The move's text.
        text: String,
        /// Why it was refused.
        reason: String,
    },
}

impl Session {
    /// The game as a saved-game value.
    pub fn to_saved(&self) -> SavedGame {
        let game = self.game();
        let ending = game.outcome().and_then(|o| match (o.reason, o.result) {
            (EndReason::Resignation, GameResult::Win { loser, .. }) => {
                Some(Ending::Resigned(loser.0))
            }
            (EndReason::Timeout, GameResult::Win { loser, .. }) => Some(Ending::TimedOut(loser.0)),
            (EndReason::Agreement, _) => Some(Ending::DrawAgreed),
            _ => None,
        });
        SavedGame {
            format: SAVE_FORMAT,
            game: self.kind().cli_name().to_string(),
            preset: self.preset().map(Preset::to_ron),
            start: game.position_at(0).text(),
            moves: game.move_texts(),
            ending,
            players: self.players().to_vec(),
        }
    }

    /// The game as RON text.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new().struct_names(true);
        ron::ser::to_string_pretty(&self.to_saved(), config).unwrap_or_default()
    }

    /// Reads a saved game.
    pub fn from_ron(text: &str) -> Result<Session, SaveError> {
        let saved: SavedGame = ron::from_str(text).map_err(|e| SaveError::Syntax(e.to_string()))?;
        Session::from_saved(&saved)
    }

    /// Rebuilds a session from a saved-game value, replaying its moves.
    pub fn from_saved(saved: &SavedGame) -> Result<Session, SaveError> {
        if saved.format > SAVE_FORMAT {
            return Err(SaveError::Format(saved.format));
        }
        let kind = GameKind::from_cli_name(&saved.game)
            .ok_or_else(|| SaveError::Game(saved.game.clone()))?;
        check_players(&saved.players, kind.seats())?;
        let preset = match &saved.preset {
            Some(text) => {
                Some(Preset::from_ron(text).map_err(|e| SaveError::Preset(e.to_string()))?)
            }
            None => None,
        };
        // The table's rules (draughts king landing, draw policy) hold from the start, so
        // that the moves replay as they were played.
        let mut session = Session::from_position_text_at(kind, &saved.start, preset.as_ref())
            .map_err(SaveError::Start)?;
        if let Some(preset) = preset
            && session.preset().is_none()
        {
            return Err(SaveError::Preset(format!(
                "the table '{}' is not for this game",
                preset.name
            )));
        }
        for (i, text) in saved.moves.iter().enumerate() {
            let err = |reason: String| SaveError::Move {
                number: i + 1,
                text: text.clone(),
                reason,
            };
            let m = session.game().parse_written_move(text).map_err(err)?;
            session
                .game_mut()
                .play(&m)
                .map_err(|e| err(e.to_string()))?;
        }
        if let Some(ending) = saved.ending {
            let game = session.game_mut();
            let _ = match ending {
                Ending::Resigned(s) => game.resign(Seat(s)),
                Ending::DrawAgreed => game.agree_draw(),
                Ending::TimedOut(s) => game.time_out(Seat(s)),
            };
        }
        session.set_players(saved.players.clone());
        Ok(session)
    }
}

/// Refuses a players list that does not fit a game of `seats` seats (none is fine).
fn check_players(players: &[Player], seats: u8) -> Result<(), SaveError> {
    if !players.is_empty() && players.len() != seats as usize {
        return Err(SaveError::Players(format!(
            "{} given for a game of {seats} seats",
            players.len()
        )));
    }
    for (seat, player) in players.iter().enumerate() {
        if let Player::Computer(level) = player
            && !(1..=5).contains(level)
        {
            return Err(SaveError::Players(format!(
                "seat {}: computer level {level} is not 1 to 5",
                seat + 1
            )));
        }
    }
    Ok(())
}
