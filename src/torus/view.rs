//! The Wirth torus in motion: spinning the surface round either of its circles (keys W A S
//! D, the panel's buttons, or dragging the flat view), with the tiles and the pieces at
//! rest following; and the teaching lines drawn over the surface: a selected rider's closed
//! lines (RULES 4.1) and the line of a check, across seams.

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use manifold_rules::geometry::DirKind;
use manifold_rules::{Cell, Geometry, Role};
use manifold_session::PieceShape;

use super::TorusSystems;
use crate::animation::{Animating, Leaving};
use crate::embedding::BoardEmbedding;
use crate::mode_view::ModeView;
use crate::schedule::AppSet;
use crate::settings::Settings;
use crate::state::SessionRes;
use crate::sync::{PieceEntity, rest_transform};
use crate::tile::Tile;
use crate::tile::patch_mesh;
use crate::ui_layout::UiLayout;

/// Where the torus is turning to: the spin (in cells along the ring and round the tube)
/// that the embedding eases towards.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct SpinTarget(pub Vec2);

impl SpinTarget {
    /// The spin that brings `cell` to the front of the torus.
    pub fn bringing_to_front(embedding: &BoardEmbedding, cell: Cell) -> Option<SpinTarget> {
        let torus = embedding.torus()?;
        let wanted = embedding.params(cell) - torus.front;
        // The nearest equivalent of `wanted` to the current spin, so the turn is short.
        let near = |current: f32, wanted: f32, n: f32| {
            current + crate::embedding::torus::wrapped_delta(current, wanted, n)
        };
        Some(SpinTarget(Vec2::new(
            near(torus.spin.x, wanted.x, torus.cells.x),
            near(torus.spin.y, wanted.y, torus.cells.y),
        )))
    }
}

/// Cells per second the torus turns at animation speed 1.
const SPIN_SPEED: f32 = 9.0;
/// How far above the surface the teaching lines run.
const LINE_LIFT: f32 = 0.05;
/// Points per cell along a teaching line.
const LINE_POINTS_PER_CELL: usize = 8;

/// Registers the torus systems.
pub fn plugin(app: &mut App) {
    app.init_resource::<SpinTarget>().add_systems(
        Update,
        (
            ease_spin,
            follow_spin.run_if(resource_changed::<BoardEmbedding>),
        )
            .chain()
            .in_set(AppSet::Animation)
            .in_set(TorusSystems),
    );
}

/// The windowed app's part: the spin keys and the teaching lines (gizmos).
pub fn render_plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            spin_keys.in_set(AppSet::Input),
            draw_teaching_lines.in_set(AppSet::Ui),
        )
            .in_set(TorusSystems),
    );
}

fn spin_keys(
    mut contexts: EguiContexts,
    layout: Option<Res<UiLayout>>,
    keys: Res<ButtonInput<KeyCode>>,
    embedding: Res<BoardEmbedding>,
    mut target: ResMut<SpinTarget>,
) {
    if embedding.torus().is_none()
        || layout.as_ref().is_some_and(|l| l.keyboard_taken)
        || contexts
            .ctx_mut()
            .is_ok_and(|ctx| ctx.egui_wants_keyboard_input())
    {
        return;
    }
    let mut step = Vec2::ZERO;
    if keys.just_pressed(KeyCode::KeyD) {
        step.x += 1.0;
    }
    if keys.just_pressed(KeyCode::KeyA) {
        step.x -= 1.0;
    }
    if keys.just_pressed(KeyCode::KeyW) {
        step.y += 1.0;
    }
    if keys.just_pressed(KeyCode::KeyS) {
        step.y -= 1.0;
    }
    if step != Vec2::ZERO {
        target.0 = target.0.round() + step;
    }
}

/// Turns the torus towards the target spin.
fn ease_spin(
    time: Res<Time>,
    settings: Res<Settings>,
    mut target: ResMut<SpinTarget>,
    mut embedding: ResMut<BoardEmbedding>,
    mut board: Local<Option<u64>>,
) {
    // A new board starts unturned, unless the sync (earlier in the frame) has just set
    // the turn that brings its army to the front.
    if *board != Some(embedding.board_id) {
        *board = Some(embedding.board_id);
        if !target.is_changed() {
            target.set_if_neq(SpinTarget::default());
        }
    }
    let Some(torus) = embedding.torus() else {
        return;
    };
    let current = torus.spin;
    if current == target.0 {
        return;
    }
    let speed = settings.animation_speed.max(0.0);
    let reach = time.delta_secs() * SPIN_SPEED * speed.max(0.5);
    let delta = target.0 - current;
    let next = if speed == 0.0 || delta.length() <= reach {
        target.0
    } else {
        current + delta.normalize() * reach
    };
    embedding.set_spin(next);
}

/// Pieces standing still (not moving, not leaving).
type AtRest = (Without<Animating>, Without<Leaving>);

/// The tiles and the pieces at rest follow the embedding when it turns.
fn follow_spin(
    embedding: Res<BoardEmbedding>,
    settings: Res<Settings>,
    session: Res<SessionRes>,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    tiles: Query<(&Tile, &Mesh3d)>,
    mut pieces: Query<(&PieceEntity, &mut Transform), AtRest>,
) {
    if embedding.torus().is_none() || embedding.len() != session.0.game().geometry().cell_count() {
        return;
    }
    if let Some(meshes) = meshes.as_mut() {
        for (tile, mesh) in &tiles {
            if tile.cell.index() < embedding.len()
                && let Some(mut mesh) = meshes.get_mut(&mesh.0)
            {
                *mesh = patch_mesh(&embedding.tile_patch(tile.cell), settings.low_graphics);
            }
        }
    }
    let seats = session.0.kind().seats();
    for (piece, mut transform) in &mut pieces {
        if piece.cell.index() < embedding.len() {
            *transform = rest_transform(&embedding, piece.cell, piece.view, seats);
        }
    }
}

/// A polyline over the surface through `cells` (each next to the last), `lift` above it.
fn surface_line(embedding: &BoardEmbedding, cells: &[Cell], lift: f32) -> Vec<Vec3> {
    let mut points = Vec::new();
    for pair in cells.windows(2) {
        for i in 0..LINE_POINTS_PER_CELL {
            let t = i as f32 / LINE_POINTS_PER_CELL as f32;
            points.push(embedding.point_between(pair[0], pair[1], t, lift));
        }
    }
    if let Some(&last) = cells.last() {
        let place = embedding.cell(last);
        points.push(place.center + place.normal * lift);
    }
    points
}

/// The closed lines of a rider on `from` (RULES 4.1): for each line through it, the cells
/// from `from` round the loop back to `from`, one loop per pair of opposite directions.
/// On a board that does not wrap, the line from edge to edge.
pub fn rider_lines(geometry: &Geometry, from: Cell, role: Role) -> Vec<Vec<Cell>> {
    let mut lines = Vec::new();
    for d in geometry.dirs() {
        let kind = geometry.dir_kind(d);
        let rides = (kind == DirKind::Line && role.rides_lines())
            || (kind == DirKind::Diagonal && role.rides_diagonals());
        if !rides || geometry.opposite(d).0 < d.0 {
            continue;
        }
        let mut line = vec![from];
        let mut at = from;
        while let Some(next) = geometry.step(at, d) {
            line.push(next);
            if next == from || line.len() > geometry.cell_count() {
                break;
            }
            at = next;
        }
        if line.last() != Some(&from) {
            // An open line: prepend the other way.
            let back: Vec<Cell> = geometry.ray(from, geometry.opposite(d)).to_vec();
            line = back.into_iter().rev().chain(line).collect();
        }
        if line.len() > 1 {
            lines.push(line);
        }
    }
    lines
}

fn draw_teaching_lines(
    mut gizmos: Gizmos,
    session: Res<SessionRes>,
    settings: Res<Settings>,
    embedding: Res<BoardEmbedding>,
    view: Res<ModeView>,
) {
    let s = &session.0;
    let geometry = s.game().geometry();
    if embedding.len() != geometry.cell_count() {
        return;
    }
    // The mode's closed lines (the piece explored in the editor), each drawn round its
    // loop back to the piece; the game's own lines belong to another position.
    if let Some(lines) = &view.closed_lines {
        if embedding.torus().is_some() && settings.show_rider_lines {
            for line in lines {
                let round: Vec<Cell> = line.iter().chain(line.first()).copied().collect();
                gizmos.linestrip(
                    surface_line(&embedding, &round, LINE_LIFT),
                    Color::srgb(1.0, 0.85, 0.2),
                );
            }
        }
        return;
    }
    if embedding.torus().is_some()
        && settings.show_rider_lines
        && let Some(from) = s.selected()
        && let Some(view) = s.game().position_at(s.shown_ply()).piece_at(from)
        && let PieceShape::Chess(role) = view.shape
    {
        for line in rider_lines(geometry, from, role) {
            gizmos.linestrip(
                surface_line(&embedding, &line, LINE_LIFT),
                Color::srgb(1.0, 0.85, 0.2),
            );
        }
    }
    if s.is_browsing() {
        return;
    }
    if let Some(position) = s.game().position().as_chess() {
        for line in position.check_lines(position.turn()) {
            let points = if line.len() == 2
                && geometry
                    .dirs()
                    .all(|d| geometry.step(line[0], d) != Some(line[1]))
            {
                // A knight's leap: an arc over the surface.
                (0..=LINE_POINTS_PER_CELL * 2)
                    .map(|i| {
                        let t = i as f32 / (LINE_POINTS_PER_CELL * 2) as f32;
                        embedding.path_point(line[0], line[1], t, 0.8)
                    })
                    .collect()
            } else {
                surface_line(&embedding, &line, LINE_LIFT * 2.0)
            };
            gizmos.linestrip(points, Color::srgb(1.0, 0.15, 0.1));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::{Position, VariantId};

    fn wirth() -> &'static Geometry {
        Position::start(VariantId::Wirth).geometry()
    }

    #[test]
    fn a_bishop_has_two_closed_loops_of_twelve_cells() {
        let g = wirth();
        let e3 = g.cell_by_name("E3").unwrap();
        let lines = rider_lines(g, e3, Role::Bishop);
        assert_eq!(lines.len(), 2);
        for line in &lines {
            assert_eq!(line.len(), 13, "12 cells and back to the start");
            assert_eq!(line.first(), line.last());
        }
        let names: Vec<Vec<&str>> = lines
            .iter()
            .map(|l| l.iter().map(|&c| g.cell_name(c)).collect())
            .collect();
        // RULES 4.1's up-right loop, in one direction or the other.
        let up_right = [
            "E3", "F4", "G5", "H6", "I7", "J8", "K9", "L10", "A11", "B12", "C1", "D2", "E3",
        ];
        assert!(
            names.iter().any(|n| n[..] == up_right[..]
                || n.iter().rev().copied().collect::<Vec<_>>()[..] == up_right[..]),
            "{names:?}"
        );
        assert_eq!(rider_lines(g, e3, Role::Queen).len(), 4);
        assert!(rider_lines(g, e3, Role::Knight).is_empty());
    }
}
