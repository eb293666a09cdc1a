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
//!
//! A game on clocks is written with its `TimeControl` tag and, after every move, the
//! mover's time left as `{ [%clk h:mm:ss] }` (PGN and PDN alike), as lichess does; a move
//! played before the clocks were set shows the base time, the time its mover still had when
//! they started. The readers skip them: the clocks come back only from a saved game.

use manifold_rules::draughts::pdn::{from_pdn, to_pdn_with_comments};
use manifold_rules::pgn::{PgnGame, from_pgn, to_pgn_with_comments};
use manifold_rules::preset::Preset;

use super::clock::clk_command;
use super::marks::DrawnMarks;
use super::{AnyGame, FamilyGame, GameKind, Player, Session, TextError};

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

/// The session as a text: the position shown, or the whole game as PGN or PDN
/// ([`game_file`]).
pub fn export_text(session: &Session, format: TextFormat) -> Option<String> {
    match (format, session.game()) {
        (TextFormat::Position, game) => Some(game.position_at(session.shown_ply()).text()),
        (TextFormat::Pgn, AnyGame::Chess(_)) | (TextFormat::Pdn, AnyGame::Draughts(_)) => {
            Some(game_file(session))
        }
        _ => None,
    }
}

/// The whole game as its family's game file: PGN for the chess games (Mattrix and
/// Chess-transit too, in their own notation under their `Variant` tag, which only Manifold
/// reads back), PDN for draughts. Besides the Seven Tag Roster, a computer player of a
/// two-seat game is named (`Manifold level 3`), and a game on clocks has its `TimeControl`
/// ([`TimeControl::pgn_tag`](super::clock::TimeControl::pgn_tag)); each ply's comment holds
/// its marks (chess: `[%csl ...] [%cal ...]`) and, on clocks, the mover's `[%clk ...]`.
pub fn game_file(session: &Session) -> String {
    let tags = game_tags(session);
    let comment = |ply| ply_comment(session, ply);
    match session.game() {
        AnyGame::Chess(g) => to_pgn_with_comments(g, &tags, comment),
        AnyGame::Draughts(g) => to_pdn_with_comments(g, &tags, comment),
    }
}

/// The tags a game file takes from the session: the computer players of a two-seat game,
/// and the time control.
fn game_tags(session: &Session) -> Vec<(String, String)> {
    let mut tags = Vec::new();
    if let [white, black] = session.players() {
        for (name, player) in [("White", white), ("Black", black)] {
            if let Player::Computer(level) = player {
                tags.push((name.to_string(), format!("Manifold level {level}")));
            }
        }
    }
    if let Some(clocks) = session.clocks() {
        tags.push(("TimeControl".to_string(), clocks.control().pgn_tag()));
    }
    tags
}

/// The comment after the move that led to `ply` (before the first move for ply 0): the
/// marks drawn on that position (the chess games), then the mover's clock.
fn ply_comment(session: &Session, ply: usize) -> Option<String> {
    let game = session.game();
    if ply > game.ply_count() {
        return None;
    }
    let marks = match game {
        AnyGame::Chess(g) => session.marks(ply).to_pgn_commands(g.geometry()),
        AnyGame::Draughts(_) => String::new(),
    };
    let clock = ply.checked_sub(1).and_then(|index| {
        let clocks = session.clocks()?;
        let left = if index < clocks.from_ply() {
            Some(clocks.control().base)
        } else {
            clocks.after_move(index)
        };
        left.map(clk_command)
    });
    let text = [Some(marks), clock]
        .into_iter()
        .flatten()
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    (!text.is_empty()).then_some(text)
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

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use manifold_rules::VariantId;

    use super::*;
    use crate::clock::TimeControl;

    #[test]
    fn a_game_file_names_the_computer_players_and_carries_the_clocks() {
        let mut s = Session::new(GameKind::Chess(VariantId::Classical));
        s.set_players(vec![Player::Human, Player::Computer(3)]);
        s.set_time_control(Some(TimeControl::from_text("5+3d").unwrap()));
        s.tick(Duration::ZERO);
        let e4 = s.game().parse_move("e4").unwrap();
        // Ten seconds on the move, the first three of them the delay's.
        s.tick(Duration::from_secs(10));
        s.play(e4);
        let pgn = game_file(&s);
        assert!(
            pgn.contains("[White \"?\"]\n[Black \"Manifold level 3\"]"),
            "{pgn}"
        );
        assert!(pgn.contains("[TimeControl \"300+3d\"]"), "{pgn}");
        assert!(pgn.ends_with("\n1. e4 { [%clk 0:04:53] } *\n"), "{pgn}");
        assert_eq!(export_text(&s, TextFormat::Pgn), Some(pgn));
    }
}
