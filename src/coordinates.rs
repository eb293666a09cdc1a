//! The board's coordinates in the 3D view, projected from the board onto the screen and
//! drawn by the board's layout: file names under the row nearest the camera and rank names
//! on its left on square boards (each board of Chess-transit), row letters and vertical
//! numbers around the hex board, and each visible cell's name on the torus (which has no
//! edges).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use manifold_rules::geometry::Layout;
use manifold_rules::geometry::square::SECOND_BOARD_OFFSET;
use manifold_rules::{Cell, Geometry};

use super::board::{colour_of, split_cell_name};
use super::embedding::BoardEmbedding;
use super::settings::Settings;
use super::state::{Screen, SessionRes};

/// The colour of coordinates on the board's surroundings.
const EDGE_INK: egui::Color32 = egui::Color32::from_rgb(235, 225, 200);

/// Registers the coordinates (rendering only).
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_coordinates.run_if(in_state(Screen::Playing)),
    );
}

/// Writes texts at points of the board, as the camera sees them.
pub struct ScreenLabels<'a> {
    /// Where texts are painted (behind the panels).
    pub painter: egui::Painter,
    /// The 3D camera.
    pub camera: &'a Camera,
    /// Where the camera stands and looks.
    pub camera_transform: &'a GlobalTransform,
    /// The board's embedding.
    pub embedding: &'a BoardEmbedding,
}

impl ScreenLabels<'_> {
    /// Writes `text` at the world point `at`, centred, if the camera sees it.
    pub fn at_point(&self, at: Vec3, text: &str, size: f32, ink: egui::Color32) {
        if let Ok(p) = self.camera.world_to_viewport(self.camera_transform, at) {
            self.painter.text(
                egui::pos2(p.x, p.y),
                egui::Align2::CENTER_CENTER,
                text,
                egui::FontId::proportional(size),
                ink,
            );
        }
    }

    /// Writes `text` beside `cell`, `offset` away from its centre, in the edge colour.
    fn beside(&self, cell: Cell, text: &str, offset: Vec3) {
        let center = self.embedding.cell(cell).center;
        self.at_point(center + offset, text, 15.0, EDGE_INK);
    }
}

fn draw_coordinates(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    session: Res<SessionRes>,
    embedding: Res<BoardEmbedding>,
    camera: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    if !settings.show_coordinates {
        return Ok(());
    }
    let Ok((camera, camera_transform)) = camera.single() else {
        return Ok(());
    };
    let labels = ScreenLabels {
        painter: contexts
            .ctx_mut()?
            .layer_painter(egui::LayerId::background()),
        camera,
        camera_transform,
        embedding: &embedding,
    };
    let geometry = session.0.game().geometry();
    match geometry.layout() {
        Layout::Torus => torus_cell_names(&labels, geometry),
        Layout::Hex => hex_coordinates(&labels, geometry),
        Layout::SquareGrid | Layout::TwoBoards => edge_coordinates(&labels, geometry),
    }
    Ok(())
}

/// No edges on a torus: each cell that faces the camera, and is not hidden behind the ring,
/// carries its name in its lower left corner, in an ink that reads on the cell's colour.
fn torus_cell_names(labels: &ScreenLabels, geometry: &Geometry) {
    let eye = labels.camera_transform.translation();
    for cell in geometry.cells() {
        let place = labels.embedding.cell(cell);
        let right = place.forward.cross(place.normal);
        let at = place.center + (-right - place.forward) * place.size * 0.3 + place.normal * 0.02;
        let towards_eye = (eye - at).normalize_or_zero();
        if towards_eye.dot(place.normal) < 0.2 || labels.embedding.hides(eye, at) {
            continue;
        }
        let ink = if colour_of(geometry.layout(), geometry.coord(cell)) == 0 {
            egui::Color32::from_rgba_unmultiplied(60, 40, 25, 230)
        } else {
            egui::Color32::from_rgba_unmultiplied(245, 232, 205, 230)
        };
        labels.at_point(at, geometry.cell_name(cell), 11.0, ink);
    }
}

/// Square boards: file names under the row nearest the camera, rank names left of the
/// column on the camera's left (of each board, for the two boards of Chess-transit). Seen
/// from Black's side (Flip board), that is the eighth rank and the h-file: the names stay on
/// the near edges, never over the far army's pieces.
fn edge_coordinates(labels: &ScreenLabels, geometry: &Geometry) {
    let eye = labels.camera_transform.translation();
    let centres: Vec<Vec3> = geometry
        .cells()
        .map(|c| labels.embedding.cell(c).center)
        .collect();
    let middle = centres.iter().copied().sum::<Vec3>() / centres.len().max(1) as f32;
    // Rank 1 lies towards +z and the a-file towards -x: from White's side the near row is
    // the lowest rank and the left column the lowest file; from Black's, the highest.
    let from_white = eye.z >= middle.z;
    let column = |a: i32| a % SECOND_BOARD_OFFSET;
    let (rows, cols) = geometry.cells().map(|c| geometry.coord(c)).fold(
        ((i32::MAX, i32::MIN), (i32::MAX, i32::MIN)),
        |((r0, r1), (f0, f1)), (a, b)| {
            (
                (r0.min(b), r1.max(b)),
                (f0.min(column(a)), f1.max(column(a))),
            )
        },
    );
    let (near_row, file_offset) = if from_white {
        (rows.0, Vec3::new(0.0, 0.0, 0.85))
    } else {
        (rows.1, Vec3::new(0.0, 0.0, -0.85))
    };
    let (left_col, rank_offset) = if from_white {
        (cols.0, Vec3::new(-0.85, 0.0, 0.0))
    } else {
        (cols.1, Vec3::new(0.85, 0.0, 0.0))
    };
    for cell in geometry.cells() {
        let (a, b) = geometry.coord(cell);
        let (file, rank) = split_cell_name(geometry.cell_name(cell));
        if b == near_row {
            labels.beside(cell, file, file_offset);
        }
        if column(a) == left_col {
            labels.beside(cell, rank, rank_offset);
        }
    }
}

/// The hex board: row letters at the left end of each row, and each vertical's number
/// (RULES 5.1) next to the cells it names, once per vertical: below its nearest cell,
/// outside the board's slanted edges; the verticals ending on the bottom rows get two
/// staggered lines under the board, odd and even, as the command line prints them.
fn hex_coordinates(labels: &ScreenLabels, geometry: &Geometry) {
    let embedding = labels.embedding;
    let depth = |c: Cell| embedding.cell(c).center.z;
    // The nearest cell centre to the viewer's side (the bottom rows end there).
    let bottom = geometry.cells().map(depth).fold(f32::MIN, f32::max);
    let mut verticals_done: Vec<&str> = Vec::new();
    for cell in geometry.cells() {
        let (a, b) = geometry.coord(cell);
        let (row, vertical) = split_cell_name(geometry.cell_name(cell));
        if geometry
            .cells()
            .all(|o| geometry.coord(o).1 != b || geometry.coord(o).0 >= a)
        {
            labels.beside(cell, row, Vec3::new(-0.9, 0.0, 0.0));
        }
        if verticals_done.contains(&vertical) {
            continue;
        }
        verticals_done.push(vertical);
        let nearest = geometry
            .cells()
            .filter(|&o| split_cell_name(geometry.cell_name(o)).1 == vertical)
            .max_by(|&x, &y| depth(x).total_cmp(&depth(y)))
            .unwrap_or(cell);
        let z = depth(nearest);
        let below = if z >= bottom - 1.0 {
            let odd = vertical.parse::<u32>().is_ok_and(|v| v % 2 == 1);
            bottom + if odd { 0.75 } else { 1.2 } - z
        } else {
            0.72
        };
        labels.beside(nearest, vertical, Vec3::new(0.0, 0.0, below));
    }
}
