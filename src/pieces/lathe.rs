//! Surfaces of revolution: a 2D profile of (radius, height) points revolved around the Y axis.

use std::f32::consts::TAU;

use bevy::math::{Vec2, Vec3};

use super::geometry::MeshData;

/// Neighbouring profile segments meeting at a sharper angle than this (in radians) get a
/// hard edge (separate normals); gentler joints are shaded smooth.
const CREASE_ANGLE: f32 = 0.7;

/// Revolves `profile` around the Y axis with `segments` sectors (at least 3).
///
/// The profile is a polyline of `(radius, height)` points, read from the bottom centre to
/// the top centre, so that the solid lies to its left (counter-clockwise in the
/// radius-height plane). When it does not start or end on the axis, a flat cap closes it.
/// Negative radii are clamped to zero, repeated points are skipped. Normals come from the
/// profile tangent: smooth across gentle joints, split at creases.
pub fn lathe(profile: &[Vec2], segments: u32) -> MeshData {
    let segments = segments.max(3);
    let points = closed_profile(profile);
    // The profile's segments, each with its outward normal in the radius-height plane.
    let spans: Vec<(Vec2, Vec2, Vec2)> = points
        .windows(2)
        .filter(|w| (w[1] - w[0]).length() > 1e-6 && (w[0].x > 0.0 || w[1].x > 0.0))
        .map(|w| {
            let d = (w[1] - w[0]).normalize();
            (w[0], w[1], Vec2::new(d.y, -d.x))
        })
        .collect();
    let smooth = |a: Vec2, b: Vec2| {
        if a.angle_to(b).abs() < CREASE_ANGLE {
            (a + b).normalize()
        } else {
            b
        }
    };

    let mut mesh = MeshData::default();
    for (k, &(p0, p1, normal)) in spans.iter().enumerate() {
        // Normals at both ends, averaged with the neighbours when the joint is smooth
        // (spans meet where one ends at the next one's start).
        let n0 = match k.checked_sub(1).map(|j| spans[j]) {
            Some((_, end, prev)) if end == p0 => smooth(prev, normal),
            _ => normal,
        };
        let n1 = match spans.get(k + 1) {
            Some(&(start, _, next)) if start == p1 => smooth(next, normal),
            _ => normal,
        };
        let ring = |p: Vec2, n: Vec2, angle: f32| {
            let (sin, cos) = angle.sin_cos();
            (
                Vec3::new(p.x * cos, p.y, -p.x * sin),
                Vec3::new(n.x * cos, n.y, -n.x * sin),
            )
        };
        let angle = |j: u32| TAU * j as f32 / segments as f32;
        for j in 0..segments {
            let (a0, b0) = (angle(j), angle(j + 1));
            // On the axis a ring collapses to a point: one vertex per sector, its normal
            // turned to the middle of the sector.
            let mid = 0.5 * (a0 + b0);
            let vertex = |mesh: &mut MeshData, p: Vec2, n: Vec2, a: f32| {
                let (pos, nor) = ring(p, n, if p.x == 0.0 { mid } else { a });
                mesh.vertex(pos, nor)
            };
            let lower_left = vertex(&mut mesh, p0, n0, a0);
            let lower_right = vertex(&mut mesh, p0, n0, b0);
            let upper_left = vertex(&mut mesh, p1, n1, a0);
            let upper_right = vertex(&mut mesh, p1, n1, b0);
            // Angles grow counter-clockwise seen from +Y (x towards -z), and the profile
            // runs with the solid on its left, so this order faces outward.
            if p0.x > 0.0 {
                mesh.triangle(lower_left, lower_right, upper_left);
            }
            if p1.x > 0.0 {
                mesh.triangle(lower_right, upper_right, upper_left);
            }
        }
    }
    mesh
}

/// The profile with negative radii clamped and flat caps added where it leaves the axis.
fn closed_profile(profile: &[Vec2]) -> Vec<Vec2> {
    let mut points: Vec<Vec2> = profile
        .iter()
        .map(|p| Vec2::new(p.x.max(0.0), p.y))
        .collect();
    if let Some(&first) = points.first()
        && first.x > 0.0
    {
        points.insert(0, Vec2::new(0.0, first.y));
    }
    if let Some(&last) = points.last()
        && last.x > 0.0
    {
        points.push(Vec2::new(0.0, last.y));
    }
    points
}

/// Points of a circular arc in the radius-height plane, from `from` to `to` (radians,
/// counter-clockwise from the +radius direction), in `steps` pieces: `steps + 1` points.
pub fn arc(centre: Vec2, radius: f32, from: f32, to: f32, steps: u32) -> Vec<Vec2> {
    let steps = steps.max(1);
    (0..=steps)
        .map(|i| {
            let angle = from + (to - from) * i as f32 / steps as f32;
            let point = centre + radius * Vec2::from_angle(angle);
            // Snap points meant to lie on the axis (cos of +-90 degrees is not exactly 0).
            Vec2::new(if point.x.abs() < 1e-6 { 0.0 } else { point.x }, point.y)
        })
        .collect()
}

/// A sphere of `radius` centred on the origin, as a lathe of a half circle.
pub fn sphere(radius: f32, segments: u32) -> MeshData {
    use std::f32::consts::FRAC_PI_2;
    let rings = (segments / 2).max(2);
    lathe(
        &arc(Vec2::ZERO, radius, -FRAC_PI_2, FRAC_PI_2, rings),
        segments,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pieces::geometry::tests::{assert_winding_matches_normals, face_normal};

    fn triangle_centre(mesh: &MeshData, t: usize) -> Vec3 {
        (0..3)
            .map(|k| Vec3::from_array(mesh.positions[mesh.indices[3 * t + k] as usize]))
            .sum::<Vec3>()
            / 3.0
    }

    fn check_valid(mesh: &MeshData) {
        assert_eq!(mesh.positions.len(), mesh.normals.len());
        assert_eq!(mesh.indices.len() % 3, 0);
        assert!(!mesh.indices.is_empty());
        assert!(
            mesh.indices
                .iter()
                .all(|&i| (i as usize) < mesh.positions.len())
        );
        for (p, n) in mesh.positions.iter().zip(&mesh.normals) {
            assert!(
                p.iter().chain(n).all(|c| c.is_finite()),
                "NaN in {p:?} {n:?}"
            );
            assert!((Vec3::from_array(*n).length() - 1.0).abs() < 1e-4);
        }
    }

    #[test]
    fn cylinder_faces_outward_and_is_closed() {
        // A cylinder given without its caps: the lathe closes it.
        let profile = [Vec2::new(0.3, 0.0), Vec2::new(0.3, 0.5)];
        let mesh = lathe(&profile, 16);
        check_valid(&mesh);
        assert_winding_matches_normals(&mesh);
        let (mut side, mut caps) = (0, 0);
        for t in 0..mesh.indices.len() / 3 {
            let face = face_normal(&mesh, t).normalize();
            let c = triangle_centre(&mesh, t);
            let radial = Vec3::new(c.x, 0.0, c.z).normalize();
            if face.y.abs() > 0.999 {
                // Caps: down at the bottom, up at the top.
                assert_eq!(face.y > 0.0, c.y > 0.25, "cap triangle {t} faces inward");
                caps += 1;
            } else {
                assert!(face.dot(radial) > 0.99, "side triangle {t} faces {face}");
                side += 1;
            }
        }
        assert_eq!((side, caps), (32, 32));
        // Closed: every edge is shared by exactly two triangles (matching positions).
        let key = |i: u32| {
            let p = mesh.positions[i as usize];
            p.map(|c| (c * 1e4).round() as i64)
        };
        let mut edges = std::collections::HashMap::new();
        for tri in mesh.indices.chunks_exact(3) {
            for (a, b) in [(tri[0], tri[1]), (tri[1], tri[2]), (tri[2], tri[0])] {
                *edges.entry((key(a), key(b))).or_insert(0) += 1;
            }
        }
        for (&(a, b), &count) in &edges {
            assert_eq!(count, 1, "edge {a:?}-{b:?} used twice the same way");
            assert_eq!(edges.get(&(b, a)), Some(&1), "edge {a:?}-{b:?} is open");
        }
    }

    #[test]
    fn sphere_normals_point_away_from_centre() {
        let mesh = sphere(0.2, 24);
        check_valid(&mesh);
        assert_winding_matches_normals(&mesh);
        for (p, n) in mesh.positions.iter().zip(&mesh.normals) {
            let p = Vec3::from_array(*p);
            assert!((p.length() - 0.2).abs() < 1e-5);
            // Smooth: the normal is (close to) the radial direction, also at the poles.
            assert!(p.normalize().dot(Vec3::from_array(*n)) > 0.97, "{p} {n:?}");
        }
        for t in 0..mesh.indices.len() / 3 {
            let face = face_normal(&mesh, t);
            assert!(
                face.dot(triangle_centre(&mesh, t)) > 0.0,
                "triangle {t} faces inward"
            );
        }
    }

    #[test]
    fn creases_split_normals_but_gentle_joints_are_smooth() {
        // A cylinder: the rim is a crease, so the side normals stay horizontal.
        let mesh = lathe(&[Vec2::new(0.3, 0.0), Vec2::new(0.3, 0.5)], 8);
        for (p, n) in mesh.positions.iter().zip(&mesh.normals) {
            if p[0].hypot(p[2]) > 0.29 {
                assert!(n[1].abs() < 1e-6 || (n[1].abs() - 1.0).abs() < 1e-6);
            }
        }
        // A gentle bend: the vertices at the joint share one averaged normal.
        let bend = [
            Vec2::new(0.0, 0.0),
            Vec2::new(0.3, 0.0),
            Vec2::new(0.3, 0.2),
            Vec2::new(0.25, 0.4),
            Vec2::new(0.0, 0.4),
        ];
        let mesh = lathe(&bend, 8);
        check_valid(&mesh);
        assert_winding_matches_normals(&mesh);
        let at_joint: Vec<[f32; 3]> = mesh
            .positions
            .iter()
            .zip(&mesh.normals)
            .filter(|(p, _)| (p[1] - 0.2).abs() < 1e-6 && p[2].abs() < 1e-6 && p[0] > 0.0)
            .map(|(_, n)| *n)
            .collect();
        // The ring at angle 0 (and its twin at a full turn) of both spans meeting there.
        assert!(at_joint.len() >= 2);
        for n in &at_joint {
            assert!(Vec3::from_array(*n).distance(Vec3::from_array(at_joint[0])) < 1e-5);
        }
        assert!(at_joint[0][1] > 0.0, "the averaged normal leans upward");
    }

    #[test]
    fn cone_tip_has_no_nan_and_faces_outward() {
        let mesh = lathe(&[Vec2::new(0.2, 0.0), Vec2::new(0.0, 0.4)], 12);
        check_valid(&mesh);
        assert_winding_matches_normals(&mesh);
        assert_eq!(mesh.indices.len() / 3, 24);
    }
}
