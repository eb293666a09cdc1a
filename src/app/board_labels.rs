//! Chess-transit: each board says its state in the 3D view, on a label behind its far edge
//! ("Board 1: open", "Board 2: closed, White won"), projected from the board onto the screen
//! like the file and rank names. A closed board's tiles are dimmed as well (see
//! [`super::tile_tints`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::rules::transit::board_of;
use crate::session::{ChessVariant, GameKind};

use super::embedding::BoardEmbedding;
use super::settings::Settings;
use super::state::{Screen, SessionRes};
use super::ui::status::transit_summary;

/// How far behind a board's last rank its label stands, in cells, and how high (above the
/// tallest piece, so that it never hides the far rank's pieces).
const BEHIND: f32 = 1.3;
const ABOVE: f32 = 1.0;

/// Registers the labels (rendering only).
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_board_labels.run_if(in_state(Screen::Playing)),
    );
}

/// Where each board's label stands: behind the middle of its far edge (the rank furthest
/// from White), for a game of `kind`; `None` for games with one board.
pub fn label_anchors(
    kind: GameKind,
    geometry: &crate::rules::Geometry,
    embedding: &BoardEmbedding,
) -> Option<[Vec3; 2]> {
    if kind != GameKind::Chess(ChessVariant::Transit) {
        return None;
    }
    let mut anchors = [Vec3::ZERO; 2];
    for (board, anchor) in anchors.iter_mut().enumerate() {
        let cells: Vec<_> = geometry.cells().filter(|&c| board_of(c) == board).collect();
        let far_rank = cells.iter().map(|&c| geometry.coord(c).1).max()?;
        let edge: Vec<Vec3> = cells
            .iter()
            .filter(|&&c| geometry.coord(c).1 == far_rank)
            .map(|&c| embedding.cell(c).center)
            .collect();
        let middle = edge.iter().sum::<Vec3>() / edge.len().max(1) as f32;
        *anchor = middle + Vec3::new(0.0, ABOVE, -BEHIND);
    }
    Some(anchors)
}

fn draw_board_labels(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    session: Res<SessionRes>,
    embedding: Res<BoardEmbedding>,
    camera: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    let session = &session.0;
    let Some(anchors) = label_anchors(session.kind(), session.game().geometry(), &embedding) else {
        return Ok(());
    };
    let Some(summary) = transit_summary(settings.language, session) else {
        return Ok(());
    };
    let Ok((camera, camera_transform)) = camera.single() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::background());
    for (board, anchor) in anchors.into_iter().enumerate() {
        let Ok(p) = camera.world_to_viewport(camera_transform, anchor) else {
            continue;
        };
        let decided = summary.decided[board];
        let (text_colour, fill) = if decided {
            (
                egui::Color32::from_rgb(240, 205, 120),
                egui::Color32::from_rgba_unmultiplied(45, 30, 20, 225),
            )
        } else {
            (
                egui::Color32::from_rgb(235, 225, 200),
                egui::Color32::from_rgba_unmultiplied(20, 22, 28, 170),
            )
        };
        let galley = painter.layout_no_wrap(
            summary.boards[board].clone(),
            egui::FontId::proportional(16.0),
            text_colour,
        );
        let rect = egui::Rect::from_center_size(egui::pos2(p.x, p.y), galley.size());
        painter.rect_filled(rect.expand2(egui::vec2(8.0, 4.0)), 5.0, fill);
        painter.galley(rect.min, galley, text_colour);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Session;

    #[test]
    fn each_transit_board_has_its_label_behind_its_far_edge() {
        let kind = GameKind::Chess(ChessVariant::Transit);
        let session = Session::new(kind);
        let geometry = session.game().geometry();
        let embedding = BoardEmbedding::for_game(kind, geometry);
        let [one, two] = label_anchors(kind, geometry, &embedding).expect("two boards");
        let centre = |name: &str| embedding.cell(geometry.cell_by_name(name).unwrap()).center;
        // Between d8 and e8 of each board, one cell further from White.
        for (anchor, board) in [(one, 1), (two, 2)] {
            let d8 = centre(&format!("{board}:d8"));
            let e8 = centre(&format!("{board}:e8"));
            let middle = (d8 + e8) / 2.0;
            assert!((anchor.x - middle.x).abs() < 1e-4, "board {board}");
            assert!(anchor.z < d8.z, "behind rank 8 of board {board}");
        }
        assert!(two.x > one.x, "board 2 to White's right");
        let classical = GameKind::Chess(ChessVariant::Classical);
        let plain = Session::new(classical);
        let flat = BoardEmbedding::for_game(classical, plain.game().geometry());
        assert_eq!(
            label_anchors(classical, plain.game().geometry(), &flat),
            None
        );
    }
}
