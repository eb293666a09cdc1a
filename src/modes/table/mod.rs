//! A game at the table ([`Mode::Table`]): hot-seat or against the computer, its moves
//! applied by `commands`, its panel ([`panel`]) the game panel with the move list, the
//! buttons and the settings. The board shows the game itself, with the hint's orange
//! arrow while the hint is for the position on the board ([`TableHint`]).

pub mod end_dialog;
pub mod game_clocks;
pub mod panel;

use bevy::prelude::*;

use manifold_rules::Cell;

use super::Mode;
use crate::mode_view::{ArrowKind, MarkArrow, ModeView};
use crate::schedule::AppSet;
use crate::state::SessionRes;

/// The engine's hint at the table: the move's cells, and the game revision it was found
/// for (the arrow goes once the game changes).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableHint {
    /// The hinted move's start and end cells, if a hint was asked for.
    pub arrow: Option<(Cell, Cell)>,
    /// The game's revision when the hint was shown.
    pub revision: u64,
}

/// Registers the table's view.
pub fn plugin(app: &mut App) {
    app.init_resource::<TableHint>().add_systems(
        Update,
        show_the_game
            .run_if(in_state(Mode::Table))
            .run_if(
                resource_changed::<TableHint>
                    .or_eager(resource_changed::<SessionRes>)
                    .or_eager(state_changed::<Mode>),
            )
            .in_set(AppSet::Show),
    );
}

/// The board shows the game, with the hint's arrow while it is for this position.
fn show_the_game(hint: Res<TableHint>, session: Res<SessionRes>, mut view: ResMut<ModeView>) {
    let arrows = hint
        .arrow
        .filter(|_| hint.revision == session.0.game_revision())
        .map(|(from, to)| MarkArrow {
            from,
            to,
            kind: ArrowKind::Hint,
        });
    view.set_if_neq(ModeView {
        arrows: arrows.into_iter().collect(),
        ..default()
    });
}
