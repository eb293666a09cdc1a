//! Each board knows how to embed itself: a placement in 3D for every cell (centre, the
//! surface normal, the forward direction, the cell's size), used by board meshes, piece
//! placement, picking and animation alike. Square boards lie in the plane y = 0 with
//! White's side towards +z; Mattrix's hex board lies in the same plane; Chess-transit puts
//! board 2 to White's right; Wirth's board is a torus ([`torus`]).

pub mod torus;

use bevy::math::Ray3d;
use bevy::prelude::*;

use manifold_rules::geometry::Layout;
use manifold_rules::{Cell, Geometry};

use torus::{TorusShape, wrapped_delta};

/// The shape of a cell's tile.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TileShape {
    /// A square of side `size`.
    Square,
    /// A pointy-top hexagon whose flat-to-flat width is `size`.
    Hexagon,
}

/// The surface the cells lie on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Surface {
    /// The plane y = 0.
    Plane,
    /// A torus (Wirth chess).
    Torus(TorusShape),
}

/// Where one cell is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CellPlacement {
    /// The centre of the cell's top surface.
    pub center: Vec3,
    /// The outward surface normal (pieces stand along it).
    pub normal: Vec3,
    /// The direction, along the surface, towards Black's side (White's "forward").
    pub forward: Vec3,
    /// The cell's width.
    pub size: f32,
}

/// A tile's top surface as triangles (world coordinates): what the board draws and what
/// picking hits.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TilePatch {
    /// Each vertex's position in the world.
    pub positions: Vec<[f32; 3]>,
    /// Each vertex's normal (the surface's, outward).
    pub normals: Vec<[f32; 3]>,
    /// Triangles, three indices each.
    pub indices: Vec<u32>,
}

/// The embedding of a whole board.
#[derive(Resource, Clone, Debug)]
pub struct BoardEmbedding {
    cells: Vec<CellPlacement>,
    /// Each cell's centre in the surface's parameters (plane: x and z; torus: u and v).
    params: Vec<Vec2>,
    /// The tile shape on a flat board (a torus's tiles are patches of its surface).
    pub tile: TileShape,
    /// The surface the cells lie on (a plane, or the torus).
    pub surface: Surface,
    /// The smallest and largest corner of the board's bounding box (tiles included).
    pub bounds: (Vec3, Vec3),
    /// A number of its own for each board built (the same board turned keeps it).
    pub board_id: u64,
}

/// The last [`BoardEmbedding::board_id`] given.
static BOARD_IDS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Gap between the two boards of Chess-transit, in cells.
const TRANSIT_GAP: f32 = 1.5;
/// The part of a torus cell's side left as a gap on each side of its tile.
const TORUS_TILE_INSET: f32 = 0.045;
/// Subdivisions of a torus tile along each side.
const TORUS_TILE_STEPS: usize = 6;
/// Pieces on the torus scale with their cell's shorter side (a cell of a flat board is 1
/// wide), a little larger so that their types read on the curved surface: large on the
/// outside of the ring, smaller on the inner side, where the cells are.
const TORUS_PIECE_SCALE: f32 = 1.25;
/// How far from a cell's centre, in cell widths, a point still belongs to it when it is not
/// on a tile (in the gap between tiles: just over half the diagonal of a square cell).
const NEAR_CELL: f32 = 0.75;

impl BoardEmbedding {
    /// The embedding of a board, from its layout: the tiles' shape, the surface, and each
    /// cell's place on it.
    pub fn for_board(geometry: &Geometry) -> BoardEmbedding {
        let layout = geometry.layout();
        let tile = match layout {
            Layout::Hex => TileShape::Hexagon,
            Layout::SquareGrid | Layout::Torus | Layout::TwoBoards => TileShape::Square,
        };
        let surface = match layout {
            Layout::Torus => Surface::Torus(TorusShape::wirth()),
            Layout::SquareGrid | Layout::Hex | Layout::TwoBoards => Surface::Plane,
        };
        let params = geometry
            .cells()
            .map(|cell| {
                let (a, b) = geometry.coord(cell);
                match layout {
                    Layout::Hex => {
                        // RULES 5.1: x = sqrt(3) (q + r/2), y = -1.5 r for unit edges;
                        // scaled so neighbouring centres are one unit apart.
                        let (q, r) = (a as f32, b as f32);
                        Vec2::new(q + r / 2.0, r * 1.5 / 3f32.sqrt())
                    }
                    Layout::TwoBoards => {
                        let offset = manifold_rules::geometry::square::SECOND_BOARD_OFFSET;
                        let (board, file) = ((a / offset) as f32, (a % offset) as f32);
                        Vec2::new(file + board * (8.0 + TRANSIT_GAP), -(b as f32))
                    }
                    Layout::Torus => Vec2::new(a as f32 + 0.5, b as f32 + 0.5),
                    Layout::SquareGrid => Vec2::new(a as f32, -(b as f32)),
                }
            })
            .collect();
        let mut embedding = BoardEmbedding {
            cells: Vec::new(),
            params,
            tile,
            surface,
            bounds: (Vec3::ZERO, Vec3::ZERO),
            board_id: BOARD_IDS.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1,
        };
        if surface == Surface::Plane {
            embedding.recenter_plane();
        }
        embedding.place_cells();
        embedding
    }

    /// Moves a plane board's parameters so that its centre is at the origin.
    fn recenter_plane(&mut self) {
        let (mut lo, mut hi) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
        for p in &self.params {
            lo = lo.min(*p);
            hi = hi.max(*p);
        }
        let mid = (lo + hi) / 2.0;
        for p in &mut self.params {
            *p -= mid;
        }
    }

    /// Computes every cell's placement and the bounds from the parameters and the surface.
    fn place_cells(&mut self) {
        self.cells = self
            .params
            .iter()
            .map(|&p| match self.surface {
                Surface::Plane => CellPlacement {
                    center: Vec3::new(p.x, 0.0, p.y),
                    normal: Vec3::Y,
                    forward: Vec3::NEG_Z,
                    size: 1.0,
                },
                Surface::Torus(t) => CellPlacement {
                    center: t.point(p, 0.0),
                    normal: t.normal(p),
                    forward: t.forward(p),
                    size: t.cell_size(p),
                },
            })
            .collect();
        self.bounds = match self.surface {
            Surface::Plane => {
                let (mut lo, mut hi) = (Vec3::splat(f32::MAX), Vec3::splat(f32::MIN));
                for c in &self.cells {
                    lo = lo.min(c.center - Vec3::splat(c.size / 2.0));
                    hi = hi.max(c.center + Vec3::splat(c.size / 2.0));
                }
                (lo * Vec3::new(1.0, 0.0, 1.0), hi * Vec3::new(1.0, 0.0, 1.0))
            }
            Surface::Torus(t) => {
                let outer = t.major + t.minor;
                (
                    Vec3::new(-outer, -t.minor, -outer),
                    Vec3::new(outer, t.minor, outer),
                )
            }
        };
    }

    /// The torus, when the board is one.
    pub fn torus(&self) -> Option<&TorusShape> {
        match &self.surface {
            Surface::Torus(t) => Some(t),
            Surface::Plane => None,
        }
    }

    /// Turns the torus (no effect on a flat board) so that the parameters `front + spin`
    /// face the camera; every placement follows.
    pub fn set_spin(&mut self, spin: Vec2) {
        if let Surface::Torus(t) = &mut self.surface
            && t.spin != spin
        {
            t.spin = spin;
            self.place_cells();
        }
    }

    /// The placement of a cell.
    pub fn cell(&self, cell: Cell) -> CellPlacement {
        self.cells[cell.index()]
    }

    /// A cell's centre in the surface's parameters.
    pub fn params(&self, cell: Cell) -> Vec2 {
        self.params[cell.index()]
    }

    /// The number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the board has no cell.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The size of a piece standing on `cell`, relative to its meshes.
    pub fn piece_scale(&self, cell: Cell) -> f32 {
        match self.surface {
            Surface::Plane => 1.0,
            Surface::Torus(_) => TORUS_PIECE_SCALE * self.cell(cell).size,
        }
    }

    /// The transform of a piece standing on a cell: upright along the normal, its front
    /// facing White's forward.
    pub fn piece_transform(&self, cell: Cell) -> Transform {
        let p = self.cell(cell);
        Transform::from_translation(p.center)
            .with_rotation(frame_rotation(p.normal, p.forward))
            .with_scale(Vec3::splat(self.piece_scale(cell)))
    }

    /// The point a piece passes at `t` (0..1, not eased) going from one cell to a
    /// neighbouring one (or a knight's leap away): along the surface, the short way round
    /// on the torus, rising `height` at the middle for a hop.
    pub fn path_point(&self, from: Cell, to: Cell, t: f32, height: f32) -> Vec3 {
        let t = t.clamp(0.0, 1.0);
        self.point_between(from, to, t, height * 4.0 * t * (1.0 - t))
    }

    /// The point at `t` (0..1) of the way from one cell's centre to a neighbour's, along
    /// the surface, raised `lift` above it.
    pub fn point_between(&self, from: Cell, to: Cell, t: f32, lift: f32) -> Vec3 {
        match &self.surface {
            Surface::Plane => {
                let (a, b) = (self.cell(from), self.cell(to));
                a.center.lerp(b.center, t) + Vec3::Y * lift
            }
            Surface::Torus(torus) => torus.point(self.params_between(torus, from, to, t), lift),
        }
    }

    /// The parameters at `t` of the short way from one cell to another on the torus.
    fn params_between(&self, torus: &TorusShape, from: Cell, to: Cell, t: f32) -> Vec2 {
        let (a, b) = (self.params(from), self.params(to));
        let delta = Vec2::new(
            wrapped_delta(a.x, b.x, torus.cells.x),
            wrapped_delta(a.y, b.y, torus.cells.y),
        );
        a + delta * t
    }

    /// How a piece stands at `t` of the way from one cell to a neighbour (upright along
    /// the surface's normal there, facing White's forward).
    pub fn path_rotation(&self, from: Cell, to: Cell, t: f32) -> Quat {
        match &self.surface {
            Surface::Plane => frame_rotation(Vec3::Y, Vec3::NEG_Z),
            Surface::Torus(torus) => {
                let p = self.params_between(torus, from, to, t.clamp(0.0, 1.0));
                frame_rotation(torus.normal(p), torus.forward(p))
            }
        }
    }

    /// Where a ray (from the pointer) meets the board's surface raised by `lift`.
    pub fn ray_hit(&self, ray: Ray3d, lift: f32) -> Option<Vec3> {
        match &self.surface {
            Surface::Plane => ray
                .intersect_plane(Vec3::Y * lift, InfinitePlane3d::new(Vec3::Y))
                .map(|d| ray.get_point(d)),
            Surface::Torus(t) => t.ray_hit(ray, lift),
        }
    }

    /// Whether a point of the board is hidden from `eye` by the board itself (the far
    /// side of the torus; never on a flat board).
    pub fn hides(&self, eye: Vec3, point: Vec3) -> bool {
        match &self.surface {
            Surface::Plane => false,
            Surface::Torus(t) => t.hides(eye, point),
        }
    }

    /// The cell whose centre is nearest to `point`, when that centre is within
    /// [`NEAR_CELL`] of the cell's width (its longer side on the torus): where a click on the gap between two tiles (the
    /// dark lines of the frame below them) belongs. `None` on the frame's outer border.
    pub fn nearest_cell(&self, point: Vec3) -> Option<Cell> {
        let (index, place) = self.cells.iter().enumerate().min_by(|(_, a), (_, b)| {
            a.center
                .distance_squared(point)
                .total_cmp(&b.center.distance_squared(point))
        })?;
        let cell = Cell(u8::try_from(index).ok()?);
        let extent = match &self.surface {
            Surface::Torus(t) => t.cell_extent(self.params(cell)),
            Surface::Plane => place.size,
        };
        (place.center.distance(point) <= NEAR_CELL * extent).then_some(cell)
    }

    /// The top surface of a cell's tile (world coordinates): what is drawn and picked.
    pub fn tile_patch(&self, cell: Cell) -> TilePatch {
        let place = self.cell(cell);
        match &self.surface {
            Surface::Torus(t) => torus_patch(t, self.params(cell)),
            Surface::Plane => {
                let corners: Vec<Vec2> = match self.tile {
                    TileShape::Hexagon => (0..6)
                        .map(|i| {
                            let a = std::f32::consts::FRAC_PI_3 * i as f32
                                + std::f32::consts::FRAC_PI_6;
                            Vec2::new(a.cos(), a.sin()) / 3f32.sqrt()
                        })
                        .collect(),
                    TileShape::Square => [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)]
                        .map(|(x, y)| Vec2::new(x, y))
                        .to_vec(),
                };
                let mut patch = TilePatch::default();
                patch.positions.push(place.center.to_array());
                for c in &corners {
                    patch
                        .positions
                        .push((place.center + Vec3::new(c.x, 0.0, c.y)).to_array());
                }
                patch.normals = vec![[0.0, 1.0, 0.0]; patch.positions.len()];
                let n = corners.len() as u32;
                for i in 0..n {
                    // Counter-clockwise seen from above (+y).
                    patch.indices.extend([0, 1 + (i + 1) % n, 1 + i]);
                }
                patch
            }
        }
    }
}

/// A patch of the torus over one cell, a little inset so that the dark core shows between
/// tiles.
fn torus_patch(torus: &TorusShape, centre: Vec2) -> TilePatch {
    let n = TORUS_TILE_STEPS;
    let half = 0.5 - TORUS_TILE_INSET;
    let mut patch = TilePatch::default();
    for j in 0..=n {
        for i in 0..=n {
            let uv = centre
                + Vec2::new(
                    -half + 2.0 * half * i as f32 / n as f32,
                    -half + 2.0 * half * j as f32 / n as f32,
                );
            patch.positions.push(torus.point(uv, 0.0).to_array());
            patch.normals.push(torus.normal(uv).to_array());
        }
    }
    let row = (n + 1) as u32;
    for j in 0..n as u32 {
        for i in 0..n as u32 {
            let (a, b, c, d) = (
                j * row + i,
                j * row + i + 1,
                (j + 1) * row + i,
                (j + 1) * row + i + 1,
            );
            // Outward-facing: u grows to the right and v upwards seen from outside.
            patch.indices.extend([a, b, d, a, d, c]);
        }
    }
    patch
}

/// The rotation that stands a piece up along `normal` with its front towards `forward`.
fn frame_rotation(normal: Vec3, forward: Vec3) -> Quat {
    let y = normal.normalize_or(Vec3::Y);
    let z = (-forward).reject_from(y).normalize_or(Vec3::Z);
    let x = y.cross(z);
    Quat::from_mat3(&Mat3::from_cols(x, y, z))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A point in the gap between two tiles goes to the nearer cell, on the torus (across
    /// its seams too) and on a flat board; a point past the board's edge goes nowhere.
    #[test]
    fn a_point_between_tiles_belongs_to_the_nearer_cell() {
        use manifold_rules::{Position, VariantId};
        for variant in [VariantId::Wirth, VariantId::Classical, VariantId::Mattrix] {
            let geometry = Position::start(variant).geometry();
            let embedding = BoardEmbedding::for_board(geometry);
            for cell in geometry.cells() {
                for next in geometry.neighbour_set(cell).iter().take(2) {
                    let (a, b) = (embedding.cell(cell), embedding.cell(next));
                    // A third of the way from one centre to the next: the first cell's.
                    let near_a = a.center.lerp(b.center, 0.3);
                    assert_eq!(embedding.nearest_cell(near_a), Some(cell), "{variant:?}");
                    assert_eq!(
                        embedding.nearest_cell(b.center.lerp(a.center, 0.3)),
                        Some(next)
                    );
                }
            }
            let far = embedding.cell(geometry.cells().next().unwrap()).center * 3.0 + Vec3::Y * 5.0;
            assert_eq!(embedding.nearest_cell(far), None, "{variant:?}");
        }
    }

    #[test]
    fn a_flat_board_stands_pieces_upright_facing_forward() {
        assert!(frame_rotation(Vec3::Y, Vec3::NEG_Z).abs_diff_eq(Quat::IDENTITY, 1e-6));
    }
}
