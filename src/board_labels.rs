//! Chess-transit: each board says its state in the 3D view, on a label past its far edge
//! ("Board 1: open", "Board 2: closed, White won"), projected from the board onto the screen
//! like the file and rank names. A closed board's tiles are dimmed as well (see
//! [`super::tile_tints`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use manifold_rules::geometry::Layout;
use manifold_rules::transit::board_of;

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

/// Where each board's label stands: past the middle of the board's edge farther from the
/// camera at `eye` (behind rank 8 seen from White's side, behind rank 1 from Black's), so
/// that it never hides the pieces; `None` for games with one board.
pub fn label_anchors(
    geometry: &manifold_rules::Geometry,
    embedding: &BoardEmbedding,
    eye: Vec3,
) -> Option<[Vec3; 2]> {
    match geometry.layout() {
        Layout::TwoBoards => {}
        Layout::SquareGrid | Layout::Torus | Layout::Hex => return None,
    }
    let mut anchors = [Vec3::ZERO; 2];
    for (board, anchor) in anchors.iter_mut().enumerate() {
        let cells: Vec<_> = geometry.cells().filter(|&c| board_of(c) == board).collect();
        let edge_middle = |rank: i32| {
            let edge: Vec<Vec3> = cells
                .iter()
                .filter(|&&c| geometry.coord(c).1 == rank)
                .map(|&c| embedding.cell(c).center)
                .collect();
            edge.iter().sum::<Vec3>() / edge.len().max(1) as f32
        };
        let ranks = cells.iter().map(|&c| geometry.coord(c).1);
        let (first, last) = (ranks.clone().min()?, ranks.max()?);
        // Rank 8 lies towards -z, rank 1 towards +z.
        let far = edge_middle(last) + Vec3::new(0.0, ABOVE, -BEHIND);
        let near = edge_middle(first) + Vec3::new(0.0, ABOVE, BEHIND);
        let flat = |p: Vec3| (p - eye) * Vec3::new(1.0, 0.0, 1.0);
        *anchor = if flat(far).length() >= flat(near).length() {
            far
        } else {
            near
        };
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
    let Ok((camera, camera_transform)) = camera.single() else {
        return Ok(());
    };
    let eye = camera_transform.translation();
    let geometry = session.game().geometry();
    let Some(anchors) = label_anchors(geometry, &embedding, eye) else {
        return Ok(());
    };
    let Some(summary) = transit_summary(settings.language, session) else {
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
    use manifold_rules::{GameKind, VariantId};
    use manifold_session::Session;

    #[test]
    fn each_transit_board_has_its_label_past_its_far_edge() {
        let kind = GameKind::Chess(VariantId::Transit);
        let session = Session::new(kind);
        let geometry = session.game().geometry();
        let embedding = BoardEmbedding::for_board(geometry);
        let centre = |name: &str| embedding.cell(geometry.cell_by_name(name).unwrap()).center;
        // Seen from White's side: between d8 and e8 of each board, beyond rank 8.
        let white_eye = Vec3::new(0.0, 15.0, 20.0);
        let [one, two] = label_anchors(geometry, &embedding, white_eye).expect("two");
        for (anchor, board) in [(one, 1), (two, 2)] {
            let (d8, e8) = (
                centre(&format!("{board}:d8")),
                centre(&format!("{board}:e8")),
            );
            assert!(
                (anchor.x - (d8.x + e8.x) / 2.0).abs() < 1e-4,
                "board {board}"
            );
            assert!(anchor.z < d8.z, "behind rank 8 of board {board}");
        }
        assert!(two.x > one.x, "board 2 to White's right");
        // Seen from Black's side: beyond rank 1.
        let black_eye = Vec3::new(0.0, 15.0, -20.0);
        let [one, _] = label_anchors(geometry, &embedding, black_eye).expect("two");
        assert!(
            one.z > centre("1:d1").z,
            "behind rank 1 seen from Black's side"
        );
        let classical = GameKind::Chess(VariantId::Classical);
        let plain = Session::new(classical);
        let flat = BoardEmbedding::for_board(plain.game().geometry());
        assert_eq!(
            label_anchors(plain.game().geometry(), &flat, white_eye),
            None
        );
    }
}
