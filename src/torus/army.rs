//! Which army the torus shows. On the Wirth torus only part of the board faces the camera,
//! so at the start and after every change of the board (a new game, a move, a takeback) the
//! torus turns to
//! bring the army of the side to move, and the field in front of it, to the front, as
//! "Bring the selected piece to the front" would; a computer's turn leaves the view where
//! the person left it. [`CameraCommand::OtherArmy`] (the O key, the torus panel's button)
//! brings the next army round instead, and again back.

use bevy::prelude::*;

use manifold_rules::{Cell, Seat};
use manifold_session::{AnyGame, Session};

use super::view::SpinTarget;
use crate::embedding::BoardEmbedding;
use crate::seats::Seats;
use crate::settings::SeatPlayer;
use crate::state::{BoardChanged, CameraCommand, SessionRes};

/// The army the torus was last turned to show (White's at first).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArmyInView(pub Seat);

impl Default for ArmyInView {
    fn default() -> Self {
        ArmyInView(Seat::WHITE)
    }
}

/// Registers the systems (they do nothing on a board without a torus).
pub fn plugin(app: &mut App) {
    app.init_resource::<ArmyInView>()
        .init_resource::<super::hidden_move::HiddenMove>()
        .add_systems(
            Update,
            (
                front_the_side_to_move
                    .run_if(on_message::<BoardChanged>.or_eager(run_once))
                    // A mode that aims the camera itself (a lesson) turns the torus too.
                    .run_if(not(crate::mode_view::mode_aims_camera)),
                front_the_other_army,
                // Once the torus knows where it turns: is the move just played out of sight?
                super::hidden_move::mark_hidden_move,
            )
                .chain()
                .in_set(crate::schedule::AppSet::Sync)
                .in_set(super::TorusSystems),
        );
}

/// The cell a seat's army is shown around: its king's (brought to the front, the king's
/// ranks stand before the camera and the field the army faces rises behind them).
pub fn army_front_cell(session: &Session, seat: Seat) -> Option<Cell> {
    let AnyGame::Chess(game) = session.game() else {
        return None;
    };
    game.position().king(seat)
}

/// Turns the torus to `seat`'s army, if the board is a torus and the seat has a king.
fn show_army(
    session: &Session,
    embedding: &BoardEmbedding,
    seat: Seat,
    target: &mut SpinTarget,
    in_view: &mut ArmyInView,
) {
    if let Some(cell) = army_front_cell(session, seat)
        && let Some(spin) = SpinTarget::bringing_to_front(embedding, cell)
    {
        *target = spin;
        in_view.0 = seat;
    }
}

fn front_the_side_to_move(
    session: Res<SessionRes>,
    embedding: Res<BoardEmbedding>,
    seats: Option<Res<Seats>>,
    mut target: ResMut<SpinTarget>,
    mut in_view: ResMut<ArmyInView>,
) {
    if embedding.torus().is_none() || session.0.is_browsing() {
        return;
    }
    let turn = session.0.game().position().turn();
    let computer = seats
        .as_ref()
        .is_some_and(|s| matches!(s.player(turn), SeatPlayer::Computer(_)));
    if !computer {
        show_army(&session.0, &embedding, turn, &mut target, &mut in_view);
    }
}

fn front_the_other_army(
    mut commands_in: MessageReader<CameraCommand>,
    session: Res<SessionRes>,
    embedding: Res<BoardEmbedding>,
    mut target: ResMut<SpinTarget>,
    mut in_view: ResMut<ArmyInView>,
) {
    for _ in commands_in
        .read()
        .filter(|c| **c == CameraCommand::OtherArmy)
    {
        let seats = session.0.kind().seats().max(1);
        let next = Seat((in_view.0.0 + 1) % seats);
        show_army(&session.0, &embedding, next, &mut target, &mut in_view);
    }
}
