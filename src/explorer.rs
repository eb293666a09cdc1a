//! The piece explorer: while it is on (the game panel's *Explore pieces*), a click on any
//! piece of the position shown, of any side, lights every cell it can move to there and
//! says how many moves it has (the core's [`explore`]); the game is not touched. A click
//! on an empty cell, or turning it off, clears what it shows.

use bevy::prelude::*;

use manifold_locale::{Localize, Message};
use manifold_rules::{Cell, PieceView};
use manifold_session::Session;
use manifold_session::editor::{EditedPosition, Exploration, explore};

use super::i18n::piece_name;
use super::outcome::Outcome;
use super::settings::Language;
use super::state::BoardChanged;

/// The explorer's state (a resource).
#[derive(Resource, Clone, Debug, Default)]
pub struct PieceExplorer {
    /// Whether clicks explore instead of playing.
    pub on: bool,
    /// The piece explored last, where it stands, and what it can do.
    pub shown: Option<(Cell, PieceView, Exploration)>,
}

impl PieceExplorer {
    /// Turns the explorer on or off (off clears what it shows).
    pub fn toggle(&mut self) {
        self.on = !self.on;
        self.shown = None;
    }

    /// The cells lit for the piece explored.
    pub fn lit(&self) -> Vec<Cell> {
        self.shown
            .as_ref()
            .map_or_else(Vec::new, |(_, _, e)| e.targets.clone())
    }

    /// A click on `cell` of the position shown: its piece is explored, or the view is
    /// cleared.
    pub fn click(&mut self, s: &Session, cell: Cell, lang: Language) -> Outcome {
        let position = EditedPosition::from_game(s.game(), s.shown_ply());
        let Some(piece) = position.piece_at(cell) else {
            self.shown = None;
            return (
                Some(Message::new("explorer-empty")),
                Some(BoardChanged::jump()),
            );
        };
        match explore(s.kind(), piece, cell, Some(&position)) {
            Ok(found) => {
                let said = Message::new("explorer-moves")
                    .text("piece", piece_name(lang, s.kind(), piece.shape))
                    .text("cell", s.game().geometry().cell_name(cell))
                    .number("moves", found.moves as u32)
                    .number("cells", found.targets.len() as u32);
                self.shown = Some((cell, piece, found));
                (Some(said), Some(BoardChanged::jump()))
            }
            Err(e) => {
                self.shown = None;
                (Some(e.message()), Some(BoardChanged::jump()))
            }
        }
    }
}
