//! Game texts in and out: a position (FEN, the draughts FEN or the game's own position
//! text), PGN for the chess games that have it, PDN for draughts. The app's import box and
//! the fuzzer read through [`import_text`]; nothing here knows of the app.

use crate::rules::draughts::pdn::{from_pdn, to_pdn};
use crate::rules::pgn::{from_pgn, to_pgn};
use crate::rules::preset::Preset;

use super::{AnyGame, GameKind, Session, TextError};
use crate::rules::VariantId;

/// A text format of the text box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextFormat {
    /// The position: FEN for chess, the draughts FEN, or the game's own position text.
    Position,
    /// Portable Game Notation (classical chess, Great Chess, Wirth chess).
    Pgn,
    /// Portable Draughts Notation (Russian draughts).
    Pdn,
}

/// The text formats a game can be exported to and imported from.
pub fn formats_for(kind: GameKind) -> Vec<TextFormat> {
    match kind {
        GameKind::Chess(VariantId::Classical | VariantId::Great | VariantId::Wirth) => {
            vec![TextFormat::Position, TextFormat::Pgn]
        }
        GameKind::Chess(_) => vec![TextFormat::Position],
        GameKind::Draughts => vec![TextFormat::Position, TextFormat::Pdn],
    }
}

/// The session as a text: the position shown, or the whole game as PGN or PDN.
pub fn export_text(session: &Session, format: TextFormat) -> Option<String> {
    match (format, session.game()) {
        (TextFormat::Position, game) => Some(game.position_at(session.shown_ply()).text()),
        (TextFormat::Pgn, AnyGame::Chess(g)) => Some(to_pgn(g, &[])),
        (TextFormat::Pdn, AnyGame::Draughts(g)) => Some(to_pdn(g, &[])),
        _ => None,
    }
}

/// A new session from a text: a position of the game `kind`, or a PGN or PDN game. It
/// stays at the table of `preset` (the current game's) when that preset is for the imported
/// game ([`Session::at_table`]). The error says what is wrong.
pub fn import_text(
    kind: GameKind,
    format: TextFormat,
    text: &str,
    preset: Option<&Preset>,
) -> Result<Session, TextError> {
    let text = text.trim();
    match format {
        TextFormat::Position => Session::from_position_text_at(kind, text, preset),
        TextFormat::Pgn => from_pgn(text)
            .map(|g| Session::from_game(AnyGame::Chess(g.game)).at_table(preset))
            .map_err(TextError::Pgn),
        TextFormat::Pdn => from_pdn(text)
            .map(|g| Session::from_game(AnyGame::Draughts(g.game)).at_table(preset))
            .map_err(TextError::Pdn),
    }
}
