//! A move on the hidden side of the Wirth torus. After every move the torus turns to the
//! army of the side to move (`army_view`), so the move just played may end up on the part
//! of the tube facing away from the camera, or behind the ring. Then the flat view rings
//! the move's cells in a bright colour and the status line says where it was played and
//! how to see it. The torus does not turn to the move itself: it stays on the army that
//! must answer, which is what the player to move needs in front of them, and one turn per
//! move is all a newcomer can follow (the flat view shows every cell at once; "Bring the
//! selected piece to the front" turns to the last move when nothing is selected).

use bevy::prelude::*;

use manifold_locale::Message;
use manifold_rules::Cell;

use super::view::SpinTarget;
use crate::camera::OrbitCamera;
use crate::embedding::BoardEmbedding;
use crate::state::{BoardChanged, SessionRes, StatusLine};

/// How squarely a cell must face the eye to count as seen (the cosine of the angle between
/// its normal and the way to the eye): below it, the cell is seen edge-on or from behind.
const FACING: f32 = 0.2;

/// The last move's cells, ringed in the flat view because the torus hides part of the
/// move; empty when nothing is hidden.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct HiddenMove {
    /// The move's start and end (and any other cell a capture emptied).
    pub cells: Vec<Cell>,
    /// The move (start, end) this is for.
    pub of: Option<(Cell, Cell)>,
}

/// Which of `cells` the torus hides from `eye` once it has turned by `spin`: those whose
/// surface faces away from the eye (or is seen edge-on), and those behind another part of
/// the ring. Never any on a flat board.
pub fn hidden_cells(
    embedding: &BoardEmbedding,
    spin: Vec2,
    eye: Vec3,
    cells: &[Cell],
) -> Vec<Cell> {
    if embedding.torus().is_none() {
        return Vec::new();
    }
    let mut turned = embedding.clone();
    turned.set_spin(spin);
    cells
        .iter()
        .copied()
        .filter(|&cell| {
            let place = turned.cell(cell);
            let at = place.center + place.normal * 0.02;
            let towards_eye = (eye - at).normalize_or_zero();
            towards_eye.dot(place.normal) < FACING || turned.hides(eye, at)
        })
        .collect()
}

/// After a move on the torus: marks it when the torus, as it is turning now, hides part
/// of it, and says so on the status line when it captured (a quiet move behind the tube is
/// common after every turn of the torus; a lost piece there is what a player must not
/// miss); drops the mark once another move is the last.
pub fn mark_hidden_move(
    mut changes: MessageReader<BoardChanged>,
    session: Res<SessionRes>,
    embedding: Res<BoardEmbedding>,
    target: Res<SpinTarget>,
    camera: Query<&Transform, With<Camera3d>>,
    mut hidden: ResMut<HiddenMove>,
    mut status: ResMut<StatusLine>,
) {
    let Some(change) = changes.read().last() else {
        return;
    };
    let Some(played) = &change.played else {
        if hidden.of.is_some() && hidden.of != session.0.last_move() {
            *hidden = HiddenMove::default();
        }
        return;
    };
    let eye = camera.iter().next().map_or_else(
        || OrbitCamera::default_for(&embedding).transform().translation,
        |t| t.translation,
    );
    let mut cells = vec![played.from, played.to];
    cells.extend(played.captured.iter().map(|c| c.cell));
    cells.dedup();
    let unseen = hidden_cells(&embedding, target.0, eye, &cells);
    if unseen.is_empty() {
        hidden.set_if_neq(HiddenMove::default());
        return;
    }
    if !played.captured.is_empty() {
        let geometry = session.0.game().geometry();
        status.0.push(
            Message::new("torus-hidden_capture")
                .text("from", geometry.cell_name(played.from))
                .text("to", geometry.cell_name(played.to)),
        );
    }
    *hidden = HiddenMove {
        cells,
        of: Some((played.from, played.to)),
    };
}
