//! Each seat's clock on the board, beside its army: a label in the seat's colour on the
//! outer side of where the camera sees the army (left of an army left of the board's
//! middle, else right; the other side when that one is covered by the panel or off the
//! screen), so that it follows the board, the camera and the torus's turning. The running clock is outlined, a low clock is red. On the torus only the pieces
//! the camera sees count; a seat with none in view has no label (its clock is in the
//! panel).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use manifold_rules::Seat;

use super::embedding::BoardEmbedding;
use super::state::{Screen, SessionRes};
use super::ui::clock_face::{LOW_TIME, RUNNING_OUTLINE, clock_look};
use super::ui::{UiSet, seat_colour, text_on};
use super::ui_layout::UiLayout;

/// The space between the army and its label, in logical pixels (clear of the coordinates
/// written beside the board's edge).
const GAP: f32 = 30.0;

/// How far from the board's middle (a share of the army's own width) an army must stand
/// to have its label on its outer side rather than on the right.
const OFF_MIDDLE: f32 = 0.25;

/// The label's padding around its text.
const PADDING: egui::Vec2 = egui::vec2(8.0, 3.0);

/// Registers the labels (rendering only).
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_clock_labels
            // After the panels: their widths say where the board is seen.
            .after(UiSet::Panels)
            .run_if(in_state(Screen::Playing)),
    );
}

/// Where a label of size `size` stands beside an army the camera sees at the screen points
/// `army`, on a board whose middle is at `middle_x`, within `area` (the part of the screen
/// the board is drawn in): centred on the army's height, `GAP` outside its outermost piece
/// on the side away from the board's middle (the right for an army in the middle), or on
/// the other side when that one has no room; kept inside `area`. `None` when no piece is
/// in view.
pub fn label_spot(
    army: &[egui::Pos2],
    size: egui::Vec2,
    area: egui::Rect,
    middle_x: f32,
) -> Option<egui::Rect> {
    let first = *army.first()?;
    let bounds = army
        .iter()
        .fold(egui::Rect::from_min_max(first, first), |r, &p| {
            r.union(egui::Rect::from_min_max(p, p))
        });
    let y = army.iter().map(|p| p.y).sum::<f32>() / army.len() as f32;
    let right = egui::pos2(bounds.max.x + GAP + size.x / 2.0, y);
    let left = egui::pos2(bounds.min.x - GAP - size.x / 2.0, y);
    let fits_right = right.x + size.x / 2.0 <= area.max.x;
    let fits_left = left.x - size.x / 2.0 >= area.min.x;
    let leftwards = bounds.center().x < middle_x - bounds.width() * OFF_MIDDLE;
    let centre = match (leftwards, fits_left, fits_right) {
        (true, true, _) | (false, true, false) => left,
        _ => right,
    };
    let rect = egui::Rect::from_center_size(centre, size);
    // Kept on the screen: a shift inside the area, never a jump to another side.
    let dx = (area.min.x - rect.min.x).max(0.0) - (rect.max.x - area.max.x).max(0.0);
    let dy = (area.min.y - rect.min.y).max(0.0) - (rect.max.y - area.max.y).max(0.0);
    Some(rect.translate(egui::vec2(dx, dy)))
}

fn draw_clock_labels(
    mut contexts: EguiContexts,
    session: Res<SessionRes>,
    embedding: Res<BoardEmbedding>,
    layout: Res<UiLayout>,
    camera: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    let session = &session.0;
    let Some(clocks) = session.clocks() else {
        return Ok(());
    };
    let Ok((camera, camera_transform)) = camera.single() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let area = egui::Rect::from_min_max(
        egui::pos2(screen.min.x + layout.left_panel_width, screen.min.y),
        egui::pos2(screen.max.x - layout.right_panel_width, screen.max.y),
    )
    .shrink(4.0);
    let eye = camera_transform.translation();
    let pieces = session.pieces();
    let painter = ctx.layer_painter(egui::LayerId::background());
    let kind = session.kind();
    // The board's middle as the camera sees it: the mean of the pieces in view.
    let all: Vec<egui::Pos2> = pieces
        .iter()
        .filter_map(|&(cell, _)| {
            camera
                .world_to_viewport(camera_transform, embedding.cell(cell).center)
                .ok()
        })
        .map(|p| egui::pos2(p.x, p.y))
        .collect();
    let middle_x = all.iter().map(|p| p.x).sum::<f32>() / all.len().max(1) as f32;
    for s in 0..kind.seats() {
        let seat = Seat(s);
        let army: Vec<egui::Pos2> = pieces
            .iter()
            .filter(|(_, piece)| piece.seat == seat)
            .map(|&(cell, _)| embedding.cell(cell))
            .filter(|place| {
                // On the torus, pieces on the far side or behind the ring are not in view.
                embedding.torus().is_none()
                    || ((eye - place.center).normalize_or_zero().dot(place.normal) > 0.0
                        && !embedding.hides(eye, place.center))
            })
            .filter_map(|place| {
                camera
                    .world_to_viewport(camera_transform, place.center)
                    .ok()
            })
            .map(|p| egui::pos2(p.x, p.y))
            .collect();
        let (text, running, low) = clock_look(session, clocks, seat);
        let colour = seat_colour(kind, seat);
        let ink = if low { LOW_TIME } else { text_on(colour) };
        let galley = painter.layout_no_wrap(text, egui::FontId::monospace(18.0), ink);
        let Some(rect) = label_spot(&army, galley.size() + PADDING * 2.0, area, middle_x) else {
            continue;
        };
        let outline = if running {
            egui::Stroke::new(3.0, RUNNING_OUTLINE)
        } else {
            egui::Stroke::new(1.0, egui::Color32::from_gray(110))
        };
        painter.rect(rect, 5.0, colour, outline, egui::StrokeKind::Outside);
        painter.galley(rect.min + PADDING, galley, ink);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area() -> egui::Rect {
        egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1000.0, 700.0))
    }

    fn size() -> egui::Vec2 {
        egui::vec2(60.0, 24.0)
    }

    #[test]
    fn an_army_in_the_middle_has_its_label_on_the_right_at_its_height() {
        let army = [egui::pos2(300.0, 600.0), egui::pos2(500.0, 640.0)];
        let rect = label_spot(&army, size(), area(), 400.0).expect("in view");
        assert!(rect.min.x >= 500.0 + GAP - 0.01, "{rect:?}");
        assert!((rect.center().y - 620.0).abs() < 0.01, "{rect:?}");
    }

    #[test]
    fn an_army_on_the_left_has_its_label_on_its_outer_side() {
        let army = [egui::pos2(150.0, 200.0), egui::pos2(300.0, 300.0)];
        let rect = label_spot(&army, size(), area(), 500.0).expect("in view");
        assert!(
            rect.max.x <= 150.0 - GAP + 0.01,
            "left of the army: {rect:?}"
        );
    }

    #[test]
    fn with_no_room_on_its_side_it_goes_to_the_other_and_stays_on_the_screen() {
        let army = [egui::pos2(900.0, 10.0), egui::pos2(980.0, 20.0)];
        let rect = label_spot(&army, size(), area(), 500.0).expect("in view");
        assert!(
            rect.max.x <= 900.0 - GAP + 0.01,
            "left of the army: {rect:?}"
        );
        assert!(area().contains_rect(rect), "inside the area: {rect:?}");
        let left = [egui::pos2(10.0, 300.0), egui::pos2(60.0, 320.0)];
        let rect = label_spot(&left, size(), area(), 500.0).expect("in view");
        assert!(
            rect.min.x >= 60.0 + GAP - 0.01,
            "right of the army: {rect:?}"
        );
        assert_eq!(label_spot(&[], size(), area(), 500.0), None);
    }
}
