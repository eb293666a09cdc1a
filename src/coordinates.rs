//! The board's coordinates in the 3D view, projected from the board onto the screen and
//! drawn by the board's layout: file names under the row nearest the camera and rank names
//! on its left on square boards (each board of Chess-transit), row letters and a ruler of
//! vertical numbers around the hex board, and each visible cell's name on the torus (which
//! has no edges).

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
        if let Some(p) = self.screen(at) {
            self.painter.text(
                p,
                egui::Align2::CENTER_CENTER,
                text,
                egui::FontId::proportional(size),
                ink,
            );
        }
    }

    /// Where the camera sees the world point `at`, if it does.
    pub fn screen(&self, at: Vec3) -> Option<egui::Pos2> {
        self.camera
            .world_to_viewport(self.camera_transform, at)
            .ok()
            .map(|p| egui::pos2(p.x, p.y))
    }

    /// Draws a line between two world points, if the camera sees both.
    pub fn line(&self, from: Vec3, to: Vec3, stroke: egui::Stroke) {
        if let (Some(a), Some(b)) = (self.screen(from), self.screen(to)) {
            self.painter.line_segment([a, b], stroke);
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

/// How far left of a hex row's first cell its letter stands (between the verticals' lines
/// that pass there).
const HEX_ROW_LETTER_OFFSET: f32 = 0.75;

/// A hex tile's circumradius, with neighbouring centres one unit apart.
const HEX_CORNER: f32 = 0.577_350_3;

/// The hex board's coordinates in world space: where each row's letter stands, and each
/// vertical's number with the line from its lowest cell's bottom corner down to it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HexCoordinates<'a> {
    /// Each row's letter and where it stands.
    pub rows: Vec<(&'a str, Vec3)>,
    /// Each vertical's number, where its line starts (the lowest cell's bottom corner) and
    /// where the number stands, in one line under the board.
    pub verticals: Vec<(&'a str, Vec3, Vec3)>,
}

/// Lays out the hex board's coordinates: row letters at the left end of each row, and the
/// verticals (RULES 5.1) numbered like a ruler in one line under the board, each number
/// joined by a line to the lowest cell of its vertical, where it starts as White sees it.
/// A vertical's line runs outside the board or along cell borders, never across a cell.
pub fn hex_coordinates_layout<'a>(
    geometry: &'a Geometry,
    embedding: &BoardEmbedding,
) -> HexCoordinates<'a> {
    let depth = |c: Cell| embedding.cell(c).center.z;
    let bottom = geometry.cells().map(depth).fold(f32::MIN, f32::max) + HEX_CORNER;
    let mut layout = HexCoordinates::default();
    let mut lowest: Vec<(&str, Cell)> = Vec::new();
    for cell in geometry.cells() {
        let (a, b) = geometry.coord(cell);
        let (row, vertical) = split_cell_name(geometry.cell_name(cell));
        if geometry
            .cells()
            .all(|o| geometry.coord(o).1 != b || geometry.coord(o).0 >= a)
        {
            let at = embedding.cell(cell).center - Vec3::X * HEX_ROW_LETTER_OFFSET;
            layout.rows.push((row, at));
        }
        match lowest.iter_mut().find(|(v, _)| *v == vertical) {
            Some((_, low)) if depth(cell) > depth(*low) => *low = cell,
            Some(_) => {}
            None => lowest.push((vertical, cell)),
        }
    }
    layout.verticals = lowest
        .into_iter()
        .map(|(vertical, cell)| {
            let start = embedding.cell(cell).center + Vec3::Z * HEX_CORNER;
            (vertical, start, start.with_z(bottom + 0.55))
        })
        .collect();
    layout
}

/// Draws the hex board's coordinates ([`hex_coordinates_layout`]). The numbers stand half a
/// cell apart; when the board is too small on screen for that, odd ones drop to a second
/// line.
fn hex_coordinates(labels: &ScreenLabels, geometry: &Geometry) {
    let layout = hex_coordinates_layout(geometry, labels.embedding);
    for (row, at) in &layout.rows {
        labels.at_point(*at, row, 15.0, EDGE_INK);
    }
    let Some(&(_, _, anchor)) = layout.verticals.first() else {
        return;
    };
    // The verticals' spacing (half a unit) in pixels, where the numbers stand.
    let spacing = labels
        .screen(anchor)
        .zip(labels.screen(anchor + Vec3::X * 0.5))
        .map_or(0.0, |(p, q)| p.distance(q));
    let size = (spacing * 0.8).min(15.0);
    let two_lines = size < 10.0;
    let size = if two_lines { 13.0 } else { size };
    let stroke = egui::Stroke::new(1.0, EDGE_INK.gamma_multiply(0.6));
    for (vertical, start, at) in layout.verticals {
        let odd = vertical.parse::<u32>().is_ok_and(|v| v % 2 == 1);
        let at = if two_lines && odd {
            at + Vec3::Z * 0.5
        } else {
            at
        };
        labels.line(start, at - Vec3::Z * 0.22, stroke);
        labels.at_point(at, vertical, size, EDGE_INK);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::VariantId;
    use manifold_session::{GameKind, Session};

    /// Whether the point lies strictly inside the pointy-top hex tile centred at `c`
    /// (neighbouring centres one unit apart), by more than `margin`.
    fn inside_hex(p: Vec3, c: Vec3, margin: f32) -> bool {
        let (dx, dz) = ((p.x - c.x).abs(), (p.z - c.z).abs());
        let half_width = if dz <= HEX_CORNER / 2.0 {
            0.5
        } else {
            0.5 * (HEX_CORNER - dz) / (HEX_CORNER / 2.0)
        };
        dx < half_width - margin
    }

    /// Issue 53 item 9: every vertical is numbered once, in one line under the board, and
    /// its line crosses no cell; no row letter stands on a vertical's line or on a cell.
    #[test]
    fn hex_verticals_are_a_ruler_whose_lines_cross_no_cell() {
        let session = Session::new(GameKind::Chess(VariantId::Mattrix));
        let geometry = session.game().geometry();
        let embedding = BoardEmbedding::for_board(geometry);
        let layout = hex_coordinates_layout(geometry, &embedding);
        let mut numbers: Vec<u32> = layout
            .verticals
            .iter()
            .map(|(v, _, _)| v.parse().expect("a number"))
            .collect();
        numbers.sort_unstable();
        assert_eq!(numbers, (1..=27).collect::<Vec<_>>());
        assert_eq!(layout.rows.len(), 14);
        let centres: Vec<Vec3> = geometry.cells().map(|c| embedding.cell(c).center).collect();
        let line_z = layout.verticals[0].2.z;
        for &(vertical, start, at) in &layout.verticals {
            assert!((at.z - line_z).abs() < 1e-4, "{vertical}: one line");
            assert!(
                centres.iter().all(|c| c.z + HEX_CORNER < at.z - 0.2),
                "{vertical}: the number is under the board"
            );
            for step in 0..=100 {
                let p = start.lerp(at, step as f32 / 100.0);
                assert!(
                    centres.iter().all(|&c| !inside_hex(p, c, 0.01)),
                    "vertical {vertical}'s line crosses a cell at {p}"
                );
            }
            for &(row, letter) in &layout.rows {
                let beside_line = letter.z > start.z && (letter.x - start.x).abs() < 0.2;
                assert!(
                    !beside_line,
                    "row {row}'s letter stands on vertical {vertical}'s line"
                );
            }
        }
        for &(row, letter) in &layout.rows {
            assert!(
                centres.iter().all(|&c| !inside_hex(letter, c, -0.15)),
                "row {row}'s letter stands clear of every cell"
            );
        }
    }
}
