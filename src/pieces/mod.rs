//! Piece meshes and materials. Pieces are made, not downloaded: every round piece is a
//! lathe of a profile in `assets/pieces/profiles.ron`, the knight's head a solid of
//! ellipsoids and cones (round from every side), and compound pieces are built from the parts of the pieces they combine
//! (giraffe = queen + knight head, vizier = bishop + knight head, war machine = rook +
//! knight head).
//!
//! Pieces are one mesh each, in cell units (a cell is 1 wide): they stand on the origin,
//! rise along +y, fit within 0.45 of their axis and face -z (towards White's opponent).

mod assemble;
mod geometry;
mod lathe;
mod palette;
mod profiles;
pub mod silhouette;
pub mod token;

use bevy::prelude::*;

use manifold_rules::Role;
use manifold_session::PieceShape;

pub use geometry::MeshData;
pub use palette::ArmyPalette;
pub use profiles::Profiles;

/// Handles to the mesh of every piece shape, built once at start-up.
#[derive(Resource, Clone, Debug)]
pub struct PieceMeshes {
    chess: [Handle<Mesh>; Role::ALL.len()],
    man: Handle<Mesh>,
    draughts_king: Handle<Mesh>,
}

impl PieceMeshes {
    /// Every piece mesh: the chess roles', then the man's and the draughts king's.
    pub fn all(&self) -> Vec<Handle<Mesh>> {
        let mut all = self.chess.to_vec();
        all.extend([self.man.clone(), self.draughts_king.clone()]);
        all
    }

    /// The mesh of `shape`.
    pub fn get(&self, shape: PieceShape) -> Handle<Mesh> {
        match shape {
            PieceShape::Chess(role) => self.chess[role as usize].clone(),
            PieceShape::Man => self.man.clone(),
            PieceShape::DraughtsKing => self.draughts_king.clone(),
        }
    }
}

/// Builds every piece's mesh from the shipped profiles and adds them to `meshes`.
pub fn build_piece_meshes(meshes: &mut Assets<Mesh>) -> PieceMeshes {
    let profiles = Profiles::shipped();
    let mut add = |shape| meshes.add(piece_mesh_data(&profiles, shape).into_mesh());
    PieceMeshes {
        chess: Role::ALL.map(|role| add(PieceShape::Chess(role))),
        man: add(PieceShape::Man),
        draughts_king: add(PieceShape::DraughtsKing),
    }
}

/// The triangles of `shape` built from `profiles`, before they become a Bevy mesh.
pub fn piece_mesh_data(profiles: &Profiles, shape: PieceShape) -> MeshData {
    assemble::piece(profiles, shape)
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::mesh::{Indices, VertexAttributeValues};

    /// The height range each shape must reach.
    fn height_range(shape: PieceShape) -> (f32, f32) {
        match shape {
            PieceShape::Chess(Role::Pawn) => (0.5, 0.6),
            PieceShape::Chess(Role::HeavyPawn) => (0.45, 0.6),
            PieceShape::Chess(Role::LightPawn) => (0.5, 0.6),
            PieceShape::Chess(Role::Knight) => (0.65, 0.8),
            PieceShape::Chess(Role::Bishop) => (0.75, 0.85),
            PieceShape::Chess(Role::Rook) => (0.65, 0.75),
            PieceShape::Chess(Role::Queen) => (0.9, 1.0),
            PieceShape::Chess(Role::King) => (1.15, 1.25),
            // The compounds are the whole piece they extend.
            PieceShape::Chess(Role::Giraffe) => (0.9, 1.0),
            PieceShape::Chess(Role::Vizier) => (0.75, 0.85),
            PieceShape::Chess(Role::WarMachine) => (0.65, 0.75),
            PieceShape::Man => (0.12, 0.16),
            PieceShape::DraughtsKing => (0.3, 0.42),
        }
    }

    fn positions(mesh: &Mesh, attribute: bevy::mesh::MeshVertexAttribute) -> Vec<Vec3> {
        match mesh.attribute(attribute) {
            Some(VertexAttributeValues::Float32x3(values)) => {
                values.iter().map(|v| Vec3::from_array(*v)).collect()
            }
            other => panic!("expected float triples, got {other:?}"),
        }
    }

    #[test]
    fn every_shape_builds_a_valid_mesh_within_its_cell() {
        let mut meshes = Assets::<Mesh>::default();
        let pieces = build_piece_meshes(&mut meshes);
        for shape in PieceShape::all() {
            let mesh = meshes.get(&pieces.get(shape)).expect("mesh is stored");
            let points = positions(mesh, Mesh::ATTRIBUTE_POSITION);
            let normals = positions(mesh, Mesh::ATTRIBUTE_NORMAL);
            let Some(Indices::U32(indices)) = mesh.indices() else {
                panic!("{shape:?} has no 32-bit indices");
            };
            assert_eq!(points.len(), normals.len(), "{shape:?}");
            assert!(!indices.is_empty() && indices.len() % 3 == 0, "{shape:?}");
            assert!(
                indices.iter().all(|&i| (i as usize) < points.len()),
                "{shape:?}"
            );
            for (p, n) in points.iter().zip(&normals) {
                assert!(p.is_finite() && n.is_finite(), "{shape:?}: NaN at {p}");
                assert!(
                    (n.length() - 1.0).abs() < 1e-4,
                    "{shape:?}: normal {n} at {p}"
                );
                assert!(
                    p.x.abs() <= 0.45 && p.z.abs() <= 0.45,
                    "{shape:?} leaves its cell: {p}"
                );
                assert!(p.y >= -1e-6, "{shape:?} goes below the board: {p}");
            }
            let top = points.iter().map(|p| p.y).fold(0.0, f32::max);
            let (low, high) = height_range(shape);
            assert!(
                (low..=high).contains(&top),
                "{shape:?} is {top} tall, not {low}..{high}"
            );
        }
    }

    #[test]
    fn base_radius_stays_within_0_38() {
        let profiles = Profiles::shipped();
        for shape in PieceShape::all() {
            let data = piece_mesh_data(&profiles, shape);
            let widest = data
                .positions
                .iter()
                .map(|p| p[0].hypot(p[2]))
                .fold(0.0, f32::max);
            assert!(widest <= 0.38 + 1e-4, "{shape:?} is {widest} wide");
        }
    }

    #[test]
    fn triangles_face_the_way_of_their_normals() {
        let profiles = Profiles::shipped();
        for shape in PieceShape::all() {
            geometry::tests::assert_winding_matches_normals(&piece_mesh_data(&profiles, shape));
        }
    }

    #[test]
    fn shapes_are_told_apart() {
        let profiles = Profiles::shipped();
        let data: Vec<MeshData> = PieceShape::all()
            .into_iter()
            .map(|s| piece_mesh_data(&profiles, s))
            .collect();
        for i in 0..data.len() {
            for j in i + 1..data.len() {
                assert_ne!(data[i], data[j], "shapes {i} and {j} are identical");
            }
        }
        // The Mattrix pawns differ clearly: the heavy one is broad, the light one slim.
        let width = |role| {
            let (lo, hi) = piece_mesh_data(&profiles, PieceShape::Chess(role)).bounds();
            hi.x - lo.x
        };
        assert!(width(Role::HeavyPawn) > width(Role::LightPawn) + 0.15);
    }

    #[test]
    fn the_knight_has_a_solid_head_in_profile_to_the_players() {
        let profiles = Profiles::shipped();
        let knight = piece_mesh_data(&profiles, PieceShape::Chess(Role::Knight));
        let head: Vec<&[f32; 3]> = knight.positions.iter().filter(|p| p[1] > 0.4).collect();
        // The muzzle points to the players' left (-x), further than the mane reaches right.
        let front = head.iter().map(|p| -p[0]).fold(0.0, f32::max);
        let back = head.iter().map(|p| p[0]).fold(0.0, f32::max);
        assert!(
            front > 0.22 && front > back + 0.05,
            "front {front}, back {back}"
        );
        // A head, not a slab: as thick as a real one, seen from its muzzle.
        let width = head.iter().map(|p| p[2].abs()).fold(0.0, f32::max);
        assert!(width > 0.08, "the head is {width} wide on each side");
    }
}
