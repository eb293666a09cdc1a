//! Game texts in and out: a position (FEN, the draughts FEN or the game's own position
//! text), PGN for the chess games that have it, PDN for draughts. The app's import box and
//! the fuzzer read through [`import_text`]; nothing here knows of the app.
//!
//! PGN carries the arrows and circles drawn ([`Session::marks`]) as lichess does: a comment
//! `{ [%csl Gd4,Re5] [%cal Ge2e4,Rd1d8] }` after the move that led to each marked ply
//! (before the first move for the start position). On import, the `[%csl ...]` and
//! `[%cal ...]` commands of the main line's comments become the marks of the ply they
//! follow; other comment text, and other commands (`[%eval]`, `[%clk]`), are skipped. A
//! malformed mark in them refuses the text ([`TextError::PgnMark`], naming the line and the
//! mark): a drawing is never dropped without a word.

use manifold_rules::draughts::pdn::{from_pdn, to_pdn};
use manifold_rules::pgn::{PgnGame, from_pgn, to_pgn_with_comments};
use manifold_rules::preset::Preset;

use super::marks::DrawnMarks;
use super::{AnyGame, FamilyGame, GameKind, Session, TextError};

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
    crate::games::row(kind).formats.to_vec()
}

/// The session as a text: the position shown, or the whole game as PGN or PDN.
pub fn export_text(session: &Session, format: TextFormat) -> Option<String> {
    match (format, session.game()) {
        (TextFormat::Position, game) => Some(game.position_at(session.shown_ply()).text()),
        (TextFormat::Pgn, AnyGame::Chess(g)) => {
            let geometry = g.geometry();
            let marks = |ply| {
                let commands = session.marks(ply).to_pgn_commands(geometry);
                (!commands.is_empty() && ply <= g.ply_count()).then_some(commands)
            };
            Some(to_pgn_with_comments(g, &[], marks))
        }
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
        TextFormat::Pgn => {
            let pgn = from_pgn(text).map_err(TextError::Pgn)?;
            let marks = pgn_marks(&pgn)?;
            let mut session = Session::from_game(AnyGame::Chess(pgn.game)).at_table(preset);
            for (ply, marks) in marks {
                session.set_marks(ply, marks);
            }
            Ok(session)
        }
        TextFormat::Pdn => from_pdn(text)
            .map(|g| Session::from_game(AnyGame::Draughts(g.game)).at_table(preset))
            .map_err(TextError::Pdn),
    }
}

/// The marks of a PGN game's comments, by ply (plies without marks left out).
fn pgn_marks(pgn: &PgnGame) -> Result<Vec<(usize, DrawnMarks)>, TextError> {
    let geometry = pgn.game.geometry();
    let mut by_ply: Vec<(usize, DrawnMarks)> = Vec::new();
    for comment in &pgn.comments {
        if by_ply.last().is_none_or(|(ply, _)| *ply != comment.ply) {
            by_ply.push((comment.ply, DrawnMarks::default()));
        }
        if let Some((_, marks)) = by_ply.last_mut() {
            marks
                .add_pgn_commands(geometry, &comment.text)
                .map_err(|error| TextError::PgnMark {
                    line: comment.line,
                    error,
                })?;
        }
    }
    by_ply.retain(|(_, marks)| !marks.is_empty());
    Ok(by_ply)
}
