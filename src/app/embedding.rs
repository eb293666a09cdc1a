//! Each board knows how to embed itself: a placement in 3D for every cell (centre, the
//! surface normal, the cell's size), used by board meshes, piece placement, picking and
//! animation alike. Square boards lie in the plane y = 0 with White's side towards +z;
//! Mattrix's hex board lies in the same plane; Chess-transit puts board 2 to White's right.

use bevy::prelude::*;

use crate::rules::{Cell, Geometry};
use crate::session::{ChessVariant, GameKind};

/// The shape of a cell's tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileShape {
    /// A square of side `size`.
    Square,
    /// A pointy-top hexagon whose flat-to-flat width is `size`.
    Hexagon,
}

/// Where one cell is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CellPlacement {
    /// The centre of the cell's top surface.
    pub center: Vec3,
    /// The outward surface normal (pieces stand along it).
    pub normal: Vec3,
    /// The cell's width.
    pub size: f32,
}

/// The embedding of a whole board.
#[derive(Resource, Clone, Debug)]
pub struct BoardEmbedding {
    cells: Vec<CellPlacement>,
    /// The tile shape.
    pub tile: TileShape,
    /// The smallest and largest corner of the board's bounding box (tiles included).
    pub bounds: (Vec3, Vec3),
}

/// Gap between the two boards of Chess-transit, in cells.
const TRANSIT_GAP: f32 = 1.5;

impl BoardEmbedding {
    /// The embedding of a game's board.
    pub fn for_game(kind: GameKind, geometry: &Geometry) -> BoardEmbedding {
        let mut cells: Vec<CellPlacement> = Vec::with_capacity(geometry.cell_count());
        let tile = match kind {
            GameKind::Chess(ChessVariant::Mattrix) => TileShape::Hexagon,
            _ => TileShape::Square,
        };
        for cell in geometry.cells() {
            let (a, b) = geometry.coord(cell);
            let (x, z) = match kind {
                GameKind::Chess(ChessVariant::Mattrix) => {
                    // RULES 5.1: x = sqrt(3) (q + r/2), y = -1.5 r for unit edges; scaled so
                    // neighbouring centres are one unit apart.
                    let (q, r) = (a as f32, b as f32);
                    (q + r / 2.0, r * 1.5 / 3f32.sqrt())
                }
                GameKind::Chess(ChessVariant::Transit) => {
                    let board = (a / crate::rules::geometry::square::SECOND_BOARD_OFFSET) as f32;
                    let file = (a % crate::rules::geometry::square::SECOND_BOARD_OFFSET) as f32;
                    (file + board * (8.0 + TRANSIT_GAP), -(b as f32))
                }
                _ => (a as f32, -(b as f32)),
            };
            cells.push(CellPlacement {
                center: Vec3::new(x, 0.0, z),
                normal: Vec3::Y,
                size: 1.0,
            });
        }
        let mut embedding = BoardEmbedding {
            cells,
            tile,
            bounds: (Vec3::ZERO, Vec3::ZERO),
        };
        embedding.recenter();
        embedding
    }

    /// Moves the board so that its centre is at the origin, and computes its bounds.
    fn recenter(&mut self) {
        let (mut lo, mut hi) = (Vec3::splat(f32::MAX), Vec3::splat(f32::MIN));
        for c in &self.cells {
            lo = lo.min(c.center - Vec3::splat(c.size / 2.0));
            hi = hi.max(c.center + Vec3::splat(c.size / 2.0));
        }
        let mid = (lo + hi) / 2.0 * Vec3::new(1.0, 0.0, 1.0);
        for c in &mut self.cells {
            c.center -= mid;
        }
        self.bounds = (lo - mid, hi - mid);
    }

    /// The placement of a cell.
    pub fn cell(&self, cell: Cell) -> CellPlacement {
        self.cells[cell.index()]
    }

    /// The number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the board has no cell.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The transform of a piece standing on a cell.
    pub fn piece_transform(&self, cell: Cell) -> Transform {
        let p = self.cell(cell);
        Transform::from_translation(p.center)
            .with_rotation(Quat::from_rotation_arc(Vec3::Y, p.normal))
    }

    /// The point a piece passes at `t` (0..1) going from one cell to another: a straight
    /// slide, or a hop that rises `height` at the middle.
    pub fn path_point(&self, from: Cell, to: Cell, t: f32, height: f32) -> Vec3 {
        let (a, b) = (self.cell(from), self.cell(to));
        let t = t.clamp(0.0, 1.0);
        let eased = t * t * (3.0 - 2.0 * t);
        let base = a.center.lerp(b.center, eased);
        let normal = a.normal.lerp(b.normal, eased).normalize_or(Vec3::Y);
        base + normal * height * 4.0 * t * (1.0 - t)
    }

    /// The cell whose centre is nearest to a point on the board (for drops between tiles).
    pub fn nearest_cell(&self, point: Vec3) -> Option<Cell> {
        self.cells
            .iter()
            .enumerate()
            .min_by(|(_, a), (_, b)| {
                a.center
                    .distance_squared(point)
                    .total_cmp(&b.center.distance_squared(point))
            })
            .filter(|(_, c)| c.center.distance(point) <= c.size)
            .map(|(i, _)| Cell(i as u8))
    }
}
