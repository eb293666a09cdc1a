//! A plain triangle mesh ([`MeshData`]) that the piece builders produce and combine before
//! it becomes a Bevy [`Mesh`]: merging parts under transforms, and a box for small details.

use bevy::asset::RenderAssetUsages;
use bevy::math::{Affine3A, Vec3};
use bevy::mesh::{Indices, Mesh, PrimitiveTopology};
use bevy::transform::components::Transform;

/// An indexed triangle list with one normal per vertex. Triangles wind counter-clockwise
/// when seen from the side their normals point to (Bevy's front faces).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MeshData {
    /// Each vertex's position, in the piece's frame.
    pub positions: Vec<[f32; 3]>,
    /// Unit vertex normals, one per position.
    pub normals: Vec<[f32; 3]>,
    /// Three indices per triangle, into `positions`.
    pub indices: Vec<u32>,
}

impl MeshData {
    /// Adds a vertex and returns its index.
    pub fn vertex(&mut self, position: Vec3, normal: Vec3) -> u32 {
        let index = self.positions.len() as u32;
        self.positions.push(position.to_array());
        self.normals.push(normal.normalize_or(Vec3::Y).to_array());
        index
    }

    /// Adds a triangle of three existing vertices (counter-clockwise seen from outside).
    pub fn triangle(&mut self, a: u32, b: u32, c: u32) {
        self.indices.extend_from_slice(&[a, b, c]);
    }

    /// Appends `other`, placed by `transform` (normals follow the inverse transpose, so
    /// non-uniform scales keep them perpendicular; a mirroring transform flips the winding).
    pub fn append(&mut self, other: &MeshData, transform: &Transform) {
        let affine: Affine3A = transform.compute_affine();
        let normal_matrix = affine.matrix3.inverse().transpose();
        let mirrored = affine.matrix3.determinant() < 0.0;
        let base = self.positions.len() as u32;
        for (p, n) in other.positions.iter().zip(&other.normals) {
            let position = affine.transform_point3(Vec3::from_array(*p));
            let normal = normal_matrix * Vec3::from_array(*n);
            self.vertex(position, normal);
        }
        for tri in other.indices.chunks_exact(3) {
            if mirrored {
                self.triangle(base + tri[0], base + tri[2], base + tri[1]);
            } else {
                self.triangle(base + tri[0], base + tri[1], base + tri[2]);
            }
        }
    }

    /// The smallest and largest coordinates of the vertices (zeros for an empty mesh).
    pub fn bounds(&self) -> (Vec3, Vec3) {
        if self.positions.is_empty() {
            return (Vec3::ZERO, Vec3::ZERO);
        }
        self.positions.iter().fold(
            (Vec3::splat(f32::INFINITY), Vec3::splat(f32::NEG_INFINITY)),
            |(lo, hi), p| {
                let p = Vec3::from_array(*p);
                (lo.min(p), hi.max(p))
            },
        )
    }

    /// The Bevy mesh: a triangle list with positions, normals and 32-bit indices.
    pub fn into_mesh(self) -> Mesh {
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, self.normals)
        .with_inserted_indices(Indices::U32(self.indices))
    }
}

/// Merges parts into one mesh, each placed by the transform beside it.
pub fn merge<'a>(parts: impl IntoIterator<Item = (&'a MeshData, Transform)>) -> MeshData {
    let mut merged = MeshData::default();
    for (part, transform) in parts {
        merged.append(part, &transform);
    }
    merged
}

/// An axis-aligned box centred on the origin with the given full size, flat-shaded.
pub fn cuboid(size: Vec3) -> MeshData {
    let h = size * 0.5;
    let mut mesh = MeshData::default();
    // For each face: its normal and two in-plane axes `u`, `v` with `u x v = normal`, so the
    // corners -u-v, +u-v, +u+v, -u+v run counter-clockwise seen from outside.
    for normal in [
        Vec3::X,
        Vec3::NEG_X,
        Vec3::Y,
        Vec3::NEG_Y,
        Vec3::Z,
        Vec3::NEG_Z,
    ] {
        let u = normal.any_orthonormal_vector();
        let v = normal.cross(u);
        let centre = normal * h;
        let corner = |su: f32, sv: f32| centre + (u * su + v * sv) * h;
        let a = mesh.vertex(corner(-1.0, -1.0), normal);
        let b = mesh.vertex(corner(1.0, -1.0), normal);
        let c = mesh.vertex(corner(1.0, 1.0), normal);
        let d = mesh.vertex(corner(-1.0, 1.0), normal);
        mesh.triangle(a, b, c);
        mesh.triangle(a, c, d);
    }
    mesh
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use bevy::math::Quat;

    /// The geometric normal of triangle `t` (not normalised).
    pub(crate) fn face_normal(mesh: &MeshData, t: usize) -> Vec3 {
        let p = |k: usize| Vec3::from_array(mesh.positions[mesh.indices[3 * t + k] as usize]);
        (p(1) - p(0)).cross(p(2) - p(0))
    }

    /// Every non-degenerate triangle faces the same way as its vertex normals.
    pub(crate) fn assert_winding_matches_normals(mesh: &MeshData) {
        for t in 0..mesh.indices.len() / 3 {
            let face = face_normal(mesh, t);
            if face.length() < 1e-9 {
                continue;
            }
            let mean: Vec3 = (0..3)
                .map(|k| Vec3::from_array(mesh.normals[mesh.indices[3 * t + k] as usize]))
                .sum();
            assert!(
                face.normalize().dot(mean) > 0.0,
                "triangle {t} faces against its normals: face {face}, normals {mean}"
            );
        }
    }

    #[test]
    fn cuboid_faces_outward_with_unit_normals() {
        let cube = cuboid(Vec3::new(1.0, 2.0, 3.0));
        assert_eq!(cube.positions.len(), 24);
        assert_eq!(cube.indices.len(), 36);
        assert_winding_matches_normals(&cube);
        for t in 0..12 {
            let centre: Vec3 = (0..3)
                .map(|k| Vec3::from_array(cube.positions[cube.indices[3 * t + k] as usize]))
                .sum::<Vec3>()
                / 3.0;
            assert!(
                face_normal(&cube, t).dot(centre) > 0.0,
                "triangle {t} faces inward"
            );
        }
        let (lo, hi) = cube.bounds();
        assert!((hi - lo - Vec3::new(1.0, 2.0, 3.0)).length() < 1e-6);
    }

    #[test]
    fn merge_transforms_positions_and_normals() {
        let cube = cuboid(Vec3::ONE);
        let moved = Transform::from_xyz(2.0, 0.0, 0.0)
            .with_rotation(Quat::from_rotation_y(0.7))
            .with_scale(Vec3::new(1.0, 3.0, 0.5));
        let merged = merge([(&cube, Transform::IDENTITY), (&cube, moved)]);
        assert_eq!(merged.positions.len(), 48);
        assert_eq!(merged.indices.len(), 72);
        assert!(merged.indices[36..].iter().all(|&i| i >= 24));
        for n in &merged.normals {
            assert!((Vec3::from_array(*n).length() - 1.0).abs() < 1e-5);
        }
        assert_winding_matches_normals(&merged);
        let mirrored = merge([(&cube, Transform::from_scale(Vec3::new(-1.0, 1.0, 1.0)))]);
        assert_winding_matches_normals(&mirrored);
    }
}
