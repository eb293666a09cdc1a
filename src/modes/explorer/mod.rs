//! The piece explorer ([`Mode::Explorer`], the game panel's *Explore pieces*): a click on
//! any piece of the position shown, of any side, lights every cell it can move to there and
//! says how many moves it has (the core's [`explore`]); the game is not touched. A click
//! on an empty cell, or leaving the mode, clears what it shows.

use bevy::prelude::*;

use manifold_locale::{Localize, Message};
use manifold_rules::{Cell, PieceView};
use manifold_session::Session;
use manifold_session::editor::{EditedPosition, Exploration, explore};

use super::Mode;
use crate::i18n::piece_name;
use crate::mode_view::ModeView;
use crate::outcome::Outcome;
use crate::schedule::AppSet;
use crate::settings::Language;
use crate::state::BoardChanged;

/// The explorer's state (a resource; it explores while the mode is [`Mode::Explorer`]).
#[derive(Resource, Clone, Debug, Default)]
pub struct PieceExplorer {
    /// The piece explored last, where it stands, and what it can do.
    pub shown: Option<(Cell, PieceView, Exploration)>,
}

/// Registers the explorer: what it shows is lit while it is on and forgotten when it is
/// left.
pub fn plugin(app: &mut App) {
    app.init_resource::<PieceExplorer>()
        .add_systems(OnExit(Mode::Explorer), forget)
        .add_systems(
            Update,
            show_explored
                .run_if(in_state(Mode::Explorer))
                .run_if(resource_changed::<PieceExplorer>.or_eager(state_changed::<Mode>))
                .in_set(AppSet::Show),
        );
}

/// The mode the explorer's toggle leads to from `mode`.
pub fn toggled(mode: Mode) -> Mode {
    if mode == Mode::Explorer {
        Mode::Table
    } else {
        Mode::Explorer
    }
}

fn forget(mut explorer: ResMut<PieceExplorer>) {
    explorer.shown = None;
}

/// The explored piece's moves, lit.
fn show_explored(explorer: Res<PieceExplorer>, mut view: ResMut<ModeView>) {
    view.set_if_neq(ModeView {
        lit: explorer.lit(),
        ..default()
    });
}

impl PieceExplorer {
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
