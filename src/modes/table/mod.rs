//! A game at the table ([`Mode::Table`]): hot-seat or against the computer, its moves
//! applied by `commands`, its panel ([`panel`]) the game panel with the move list, the
//! buttons and the settings. The board shows the game itself: the mode's view is empty.

pub mod panel;

use bevy::prelude::*;

use super::Mode;
use crate::mode_view::ModeView;
use crate::schedule::AppSet;

/// Registers the table's view.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_the_game
            .run_if(in_state(Mode::Table))
            .in_set(AppSet::Show),
    );
}

/// The board shows the game, with nothing of a mode over it.
fn show_the_game(mut view: ResMut<ModeView>) {
    view.set_if_neq(ModeView::default());
}
