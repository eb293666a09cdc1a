//! What is drawn over the board besides the game: lit cells, arrows and rings
//! ([`BoardMarks`]), from the mode on the board ([`ModeView`]: a lesson's marks and hint,
//! an explored piece's moves) and from the player's own drawing ([`super::drawing`]). Arrows follow the board's
//! surface: on the torus the short way round, across the seams; between the two boards of
//! Chess-transit they hop over the gap; on the hex board they run straight along its lines
//! and diagonals. The lit cells are shown by the tiles' lights ([`super::board::Highlights`]).

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use manifold_rules::geometry::Layout;
use manifold_rules::{Cell, Geometry, transit};

use super::drawing::{MarkColour, mark_colour};
use super::embedding::BoardEmbedding;
use super::mode_view::{AnalysisView, ModeView};
pub use super::mode_view::{ArrowKind, MarkArrow};
use super::schedule::AppSet;
use super::settings::Settings;
use super::shading::{Paint, Paints};
use super::state::SessionRes;

/// How far above the surface an arrow runs, in cells.
const ARROW_LIFT: f32 = 0.06;
/// How high an arrow between the two boards rises at its middle, in cells.
const HOP_HEIGHT: f32 = 1.6;
/// An arrow's shaft width, in cells.
const SHAFT_WIDTH: f32 = 0.16;
/// An arrow's head: its length and width, in cells.
const HEAD_LENGTH: f32 = 0.42;
const HEAD_WIDTH: f32 = 0.46;
/// Points along an arrow per cell it spans (and at least this many in all).
const POINTS_PER_CELL: usize = 6;

/// An arrow's colour (translucent, so that the cells under it still show).
pub fn arrow_colour(kind: ArrowKind) -> Color {
    match kind {
        ArrowKind::Lesson => Color::srgba(0.10, 0.62, 0.22, 0.82),
        ArrowKind::Hint => Color::srgba(0.98, 0.55, 0.08, 0.88),
        ArrowKind::Drawn(colour) => mark_colour(colour),
        // Teal, a colour no army and no other mark has (lichess's blue is Blue's army in
        // Mattrix); the line's later moves fade.
        ArrowKind::Engine(step) => {
            Color::srgba(0.02, 0.70, 0.72, 0.88 * 0.6_f32.powi(i32::from(step)))
        }
        ArrowKind::Threat(None) => Color::srgba(0.86, 0.12, 0.12, 0.8),
        ArrowKind::Refused => Color::srgba(0.86, 0.12, 0.12, 0.42),
        ArrowKind::Threat(Some(seat)) => match seat.0 {
            0 => Color::srgba(0.97, 0.96, 0.92, 0.85),
            1 => Color::srgba(0.20, 0.41, 0.84, 0.85),
            _ => Color::srgba(0.81, 0.20, 0.20, 0.85),
        },
    }
}

/// The marks drawn over the board now.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardMarks {
    /// Cells lit (the mode's).
    pub cells: Vec<Cell>,
    /// Arrows: the mode's, then those drawn by the player.
    pub arrows: Vec<MarkArrow>,
    /// Rings round cells: the mode's, the player's drawing, and on the torus the selected
    /// piece's captures.
    pub circles: Vec<(Cell, MarkColour)>,
    /// Whether the mode shows a position of its own (the position editor's): the game's
    /// lights (its selection, targets, check, last move, attacks) belong to another
    /// position and are not drawn.
    pub own_position: bool,
}

/// An arrow's mesh entity.
#[derive(Component)]
struct ArrowEntity;

/// Registers the marks: the lesson's marks follow the lesson; the windowed app draws the
/// arrows (`render_plugin`).
pub fn plugin(app: &mut App) {
    app.init_resource::<BoardMarks>()
        .add_systems(Update, collect_marks.in_set(AppSet::Sync));
}

/// The windowed app's part: the arrows' meshes.
pub fn render_plugin(app: &mut App) {
    app.add_systems(Update, draw_arrows.in_set(AppSet::Ui));
}

/// The mode's marks (a lesson's cells and arrows, an explored piece's moves), the
/// player's drawing on the position shown and, on the torus, red rings round the selected
/// piece's captures, gathered again only when one of them changed.
fn collect_marks(
    view: Res<ModeView>,
    analysis: Res<AnalysisView>,
    session: Res<SessionRes>,
    mut marks: ResMut<BoardMarks>,
) {
    if !session.is_changed() && !view.is_changed() && !analysis.is_changed() {
        return;
    }
    let drawn = session.0.shown_marks();
    let drawn_arrows = drawn.arrows.iter().map(|&(from, to, colour)| MarkArrow {
        from,
        to,
        kind: ArrowKind::Drawn(colour),
    });
    // On a wrapping board (the torus) the piece on a capture target hides most of its red
    // tile at the ring's angles: the capture is ringed in red as well.
    let s = &session.0;
    let capture_rings: Vec<(Cell, MarkColour)> = if s.game().geometry().wraps() {
        s.targets()
            .iter()
            .filter(|t| t.capture)
            .map(|t| (t.cell, MarkColour::Red))
            .collect()
    } else {
        Vec::new()
    };
    marks.set_if_neq(BoardMarks {
        own_position: view.pieces.is_some(),
        cells: view.lit.clone(),
        arrows: view
            .arrows
            .iter()
            .chain(analysis.arrows.iter())
            .copied()
            .chain(drawn_arrows)
            .collect(),
        circles: view
            .rings
            .iter()
            .chain(analysis.rings.iter())
            .chain(drawn.circles.iter())
            .copied()
            .chain(capture_rings)
            .collect(),
    });
}

/// Whether an arrow hops from one transit board to the other.
fn hops(geometry: &Geometry, from: Cell, to: Cell) -> bool {
    geometry.layout() == Layout::TwoBoards && transit::board_of(from) != transit::board_of(to)
}

/// The points of an arrow's centre line from `from`'s centre to `to`'s, just above the
/// surface (the short way round on the torus), rising over the gap between two boards.
pub fn arrow_line(
    embedding: &BoardEmbedding,
    geometry: &Geometry,
    from: Cell,
    to: Cell,
) -> Vec<Vec3> {
    let hop = hops(geometry, from, to);
    let rough = embedding
        .point_between(from, to, 0.0, 0.0)
        .distance(embedding.point_between(from, to, 1.0, 0.0));
    let size = embedding.cell(from).size.max(0.05);
    let n = ((rough / size).ceil() as usize * POINTS_PER_CELL).clamp(POINTS_PER_CELL, 400);
    (0..=n)
        .map(|i| {
            let t = i as f32 / n as f32;
            let rise = if hop {
                HOP_HEIGHT * 4.0 * t * (1.0 - t)
            } else {
                0.0
            };
            embedding.point_between(from, to, t, (ARROW_LIFT + rise) * size)
        })
        .collect()
}

/// The up direction (the surface's normal) at `t` of the way from `from` to `to`.
fn up_at(embedding: &BoardEmbedding, from: Cell, to: Cell, t: f32) -> Vec3 {
    embedding.path_rotation(from, to, t) * Vec3::Y
}

/// An arrow's mesh: a ribbon along its line, lying on the surface, ending in a head at
/// `to`; both faces drawn.
pub fn arrow_mesh(embedding: &BoardEmbedding, geometry: &Geometry, arrow: MarkArrow) -> Mesh {
    let line = arrow_line(embedding, geometry, arrow.from, arrow.to);
    let size = embedding.cell(arrow.from).size.max(0.05);
    let lengths: Vec<f32> = std::iter::once(0.0)
        .chain(line.windows(2).scan(0.0, |total, w| {
            *total += w[0].distance(w[1]);
            Some(*total)
        }))
        .collect();
    let total = lengths.last().copied().unwrap_or(0.0).max(1e-4);
    let head_start = (total - HEAD_LENGTH * size).max(total * 0.3);
    let n = line.len();
    let mut positions: Vec<[f32; 3]> = Vec::new();
    let mut normals: Vec<[f32; 3]> = Vec::new();
    let mut indices: Vec<u32> = Vec::new();
    let side_at = |i: usize| {
        let ahead = line[(i + 1).min(n - 1)] - line[i.saturating_sub(1)];
        let up = up_at(embedding, arrow.from, arrow.to, i as f32 / (n - 1) as f32);
        (up, up.cross(ahead).normalize_or_zero())
    };
    // The shaft, up to where the head begins.
    let shaft: Vec<usize> = (0..n).filter(|&i| lengths[i] <= head_start).collect();
    for &i in &shaft {
        let (up, side) = side_at(i);
        for sign in [-1.0, 1.0] {
            positions.push((line[i] + side * sign * SHAFT_WIDTH * size * 0.5).to_array());
            normals.push(up.to_array());
        }
    }
    for k in 1..shaft.len() as u32 {
        let (a, b) = (2 * (k - 1), 2 * k);
        indices.extend([a, b, a + 1, a + 1, b, b + 1]);
    }
    // The head: a triangle from the end of the shaft to the tip.
    let base = *shaft.last().unwrap_or(&0);
    let (up, side) = side_at(base);
    let first = positions.len() as u32;
    for corner in [
        line[base] - side * HEAD_WIDTH * size * 0.5,
        line[base] + side * HEAD_WIDTH * size * 0.5,
        line[n - 1],
    ] {
        positions.push(corner.to_array());
        normals.push(up.to_array());
    }
    indices.extend([first, first + 2, first + 1]);
    two_sided_mesh(positions, normals, indices)
}

/// A ring round a cell's centre, lying on its tile (both faces drawn).
pub fn ring_mesh(embedding: &BoardEmbedding, cell: Cell) -> Mesh {
    const SEGMENTS: usize = 40;
    let place = embedding.cell(cell);
    let size = place.size.max(0.05);
    let right = place.forward.cross(place.normal).normalize_or_zero();
    let centre = place.center + place.normal * ARROW_LIFT * size;
    let (outer, inner) = (0.47 * size, 0.38 * size);
    let mut positions: Vec<[f32; 3]> = Vec::new();
    let mut indices: Vec<u32> = Vec::new();
    for i in 0..SEGMENTS {
        let a = i as f32 / SEGMENTS as f32 * std::f32::consts::TAU;
        let d = right * a.cos() + place.forward * a.sin();
        positions.push((centre + d * outer).to_array());
        positions.push((centre + d * inner).to_array());
        let (o, n) = (2 * i as u32, 2 * ((i + 1) % SEGMENTS) as u32);
        indices.extend([o, n, o + 1, o + 1, n, n + 1]);
    }
    let normals = vec![place.normal.to_array(); positions.len()];
    two_sided_mesh(positions, normals, indices)
}

/// A mesh of these triangles seen from both sides (each drawn again the other way round).
fn two_sided_mesh(positions: Vec<[f32; 3]>, normals: Vec<[f32; 3]>, mut indices: Vec<u32>) -> Mesh {
    let front = indices.clone();
    for t in front.chunks(3) {
        indices.extend([t[0], t[2], t[1]]);
    }
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_indices(Indices::U32(indices))
}

/// The arrows' materials, one per kind and graphics level, made once.
#[derive(Default)]
struct ArrowPaints(Vec<(ArrowKind, bool, Paint)>);

#[allow(clippy::too_many_arguments)]
fn draw_arrows(
    mut commands: Commands,
    marks: Res<BoardMarks>,
    embedding: Res<BoardEmbedding>,
    session: Res<SessionRes>,
    settings: Res<Settings>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut paints: Paints,
    mut made: Local<ArrowPaints>,
    drawn: Query<Entity, With<ArrowEntity>>,
) {
    if !marks.is_changed() && !embedding.is_changed() && !settings.is_changed() {
        return;
    }
    for entity in &drawn {
        commands.entity(entity).despawn();
    }
    let geometry = session.0.game().geometry();
    if embedding.len() != geometry.cell_count() {
        return;
    }
    let low = settings.low_graphics;
    let shapes: Vec<(ArrowKind, Mesh)> = marks
        .arrows
        .iter()
        .map(|arrow| (arrow.kind, arrow_mesh(&embedding, geometry, *arrow)))
        .chain(
            marks
                .circles
                .iter()
                .map(|&(cell, colour)| (ArrowKind::Drawn(colour), ring_mesh(&embedding, cell))),
        )
        .collect();
    for (kind, mesh) in shapes {
        let known = made.0.iter().find(|(k, l, _)| *k == kind && *l == low);
        let paint = match known {
            Some((_, _, paint)) => paint.clone(),
            None => {
                let paint = paints.add(
                    StandardMaterial {
                        base_color: arrow_colour(kind),
                        unlit: true,
                        alpha_mode: AlphaMode::Blend,
                        cull_mode: None,
                        ..default()
                    },
                    low,
                );
                made.0.push((kind, low, paint.clone()));
                paint
            }
        };
        let mesh = meshes.add(mesh);
        // Drawn over the cells, never in the way of a click on them.
        let mut entity = commands.spawn((
            ArrowEntity,
            Mesh3d(mesh),
            Transform::IDENTITY,
            Pickable::IGNORE,
        ));
        paint.apply(&mut entity);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::{Position, VariantId};

    fn board(variant: VariantId) -> (&'static Geometry, BoardEmbedding) {
        let g = Position::start(variant).geometry();
        (g, BoardEmbedding::for_board(g))
    }

    fn at(g: &Geometry, name: &str) -> Cell {
        g.cell_by_name(name).unwrap()
    }

    fn length(line: &[Vec3]) -> f32 {
        line.windows(2).map(|w| w[0].distance(w[1])).sum()
    }

    #[test]
    fn a_torus_arrow_crosses_the_seam_the_short_way_and_stays_on_the_surface() {
        let (g, e) = board(VariantId::Wirth);
        let torus = *e.torus().unwrap();
        // J3 to K3: neighbours across the J|K seam.
        let (j3, k3) = (at(g, "J3"), at(g, "K3"));
        let line = arrow_line(&e, g, j3, k3);
        let lift = ARROW_LIFT * e.cell(j3).size;
        assert!(line.first().unwrap().distance(e.cell(j3).center) < lift * 1.5);
        assert!(line.last().unwrap().distance(e.cell(k3).center) < lift * 1.5);
        // Every point lies just above the surface: its distance from the tube's circle
        // is the tube's radius plus the lift.
        for p in &line {
            let ring = Vec3::new(p.x, 0.0, p.z).normalize() * torus.major;
            let off = p.distance(ring) - torus.minor;
            assert!(off > 0.0 && off < 0.2, "{p} is {off} off the surface");
        }
        // The short way: as long as the step from I3 to J3 beside it, not round the ring.
        let beside = length(&arrow_line(&e, g, at(g, "I3"), j3));
        assert!(
            length(&line) < 1.5 * beside,
            "{} vs {beside}",
            length(&line)
        );
        // E3 to E10 goes down through the 11-12 seam: 5 cells, not 7.
        let down = arrow_line(&e, g, at(g, "E3"), at(g, "E10"));
        let up = arrow_line(&e, g, at(g, "E3"), at(g, "E8"));
        assert!(
            length(&down) < length(&up) * 1.1,
            "{} {}",
            length(&down),
            length(&up)
        );
    }

    #[test]
    fn a_transit_arrow_hops_from_board_to_board() {
        let (g, e) = board(VariantId::Transit);
        let (a, b) = (at(g, "1:e2"), at(g, "2:e2"));
        let line = arrow_line(&e, g, a, b);
        assert!(line.first().unwrap().distance(e.cell(a).center) < 0.1);
        assert!(line.last().unwrap().distance(e.cell(b).center) < 0.1);
        let top = line.iter().map(|p| p.y).fold(f32::MIN, f32::max);
        assert!(top > 1.0, "the arrow rises over the gap ({top})");
        // On one board it lies flat.
        let flat = arrow_line(&e, g, a, at(g, "1:e4"));
        let lift = ARROW_LIFT * e.cell(a).size;
        assert!(flat.iter().all(|p| (p.y - lift).abs() < 1e-4));
    }

    #[test]
    fn a_hex_arrow_runs_straight_between_centres_and_its_mesh_has_a_head() {
        let (g, e) = board(VariantId::Mattrix);
        let (a, b) = (at(g, "h1"), at(g, "a8"));
        let line = arrow_line(&e, g, a, b);
        let straight = e.cell(a).center.distance(e.cell(b).center);
        assert!((length(&line) - straight).abs() < 1e-3);
        let mesh = arrow_mesh(
            &e,
            g,
            MarkArrow {
                from: a,
                to: b,
                kind: ArrowKind::Lesson,
            },
        );
        let Some(bevy::mesh::VertexAttributeValues::Float32x3(points)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("positions");
        };
        let tip = Vec3::from_array(*points.last().unwrap());
        assert!(
            tip.distance(line[line.len() - 1]) < 1e-4,
            "the head points at a8"
        );
        assert!(
            mesh.indices().unwrap().len().is_multiple_of(6),
            "both faces of every triangle"
        );
    }
}
