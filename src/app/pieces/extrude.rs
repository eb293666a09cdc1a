//! Flat pieces: a 2D silhouette (possibly non-convex) extruded into a slab, and the
//! ear-clipping triangulation its faces need.

use bevy::math::{Vec2, Vec3};

use super::geometry::MeshData;

/// Twice the signed area of a polygon: positive when its points run counter-clockwise.
pub fn signed_area2(polygon: &[Vec2]) -> f32 {
    let n = polygon.len();
    (0..n)
        .map(|i| polygon[i].perp_dot(polygon[(i + 1) % n]))
        .sum()
}

/// Triangulates a simple polygon (no self-crossings, convex or not) by ear clipping.
///
/// Returns `n - 2` triangles as index triples into `polygon`, each counter-clockwise
/// whatever the polygon's own orientation; fewer than three points give none.
pub fn triangulate(polygon: &[Vec2]) -> Vec<[usize; 3]> {
    let n = polygon.len();
    if n < 3 {
        return Vec::new();
    }
    let mut remaining: Vec<usize> = (0..n).collect();
    if signed_area2(polygon) < 0.0 {
        remaining.reverse();
    }
    let corner = |r: &[usize], i: usize| {
        let m = r.len();
        (r[(i + m - 1) % m], r[i], r[(i + 1) % m])
    };
    let mut triangles = Vec::with_capacity(n - 2);
    while remaining.len() > 3 {
        let is_ear = |i: usize| {
            let (a, b, c) = corner(&remaining, i);
            let (pa, pb, pc) = (polygon[a], polygon[b], polygon[c]);
            if (pb - pa).perp_dot(pc - pb) <= 0.0 {
                return false; // reflex or flat corner
            }
            remaining
                .iter()
                .all(|&k| k == a || k == b || k == c || !in_triangle(polygon[k], pa, pb, pc))
        };
        // Without an ear (only possible for degenerate input) clip the flattest corner,
        // so the loop always ends.
        let ear = (0..remaining.len())
            .find(|&i| is_ear(i))
            .unwrap_or_else(|| {
                let flatness = |i: usize| {
                    let (a, b, c) = corner(&remaining, i);
                    (polygon[b] - polygon[a])
                        .perp_dot(polygon[c] - polygon[b])
                        .abs()
                };
                (0..remaining.len())
                    .min_by(|&i, &j| flatness(i).total_cmp(&flatness(j)))
                    .unwrap_or(0)
            });
        let (a, b, c) = corner(&remaining, ear);
        triangles.push([a, b, c]);
        remaining.remove(ear);
    }
    triangles.push([remaining[0], remaining[1], remaining[2]]);
    triangles
}

/// Whether `p` lies inside or on the edges of the counter-clockwise triangle `a b c`.
fn in_triangle(p: Vec2, a: Vec2, b: Vec2, c: Vec2) -> bool {
    (b - a).perp_dot(p - a) >= 0.0
        && (c - b).perp_dot(p - b) >= 0.0
        && (a - c).perp_dot(p - c) >= 0.0
}

/// Extrudes `outline` (a simple polygon in the XY plane, either orientation) into a slab
/// from `z = -thickness/2` to `z = +thickness/2`: two flat faces and side walls, all
/// flat-shaded and facing outward.
///
/// With `bevel > 0` the edges of both faces are chamfered at 45 degrees by that much (kept
/// below half the thickness; it should also stay well below the outline's smallest
/// feature). The chamfers catch the light, so the slab reads less like a cut-out board.
pub fn extrude(outline: &[Vec2], thickness: f32, bevel: f32) -> MeshData {
    let mut points: Vec<Vec2> = Vec::with_capacity(outline.len());
    for &p in outline {
        if points.last().is_none_or(|&q: &Vec2| q.distance(p) > 1e-6) {
            points.push(p);
        }
    }
    while points.len() > 1 && points[0].distance(points[points.len() - 1]) <= 1e-6 {
        points.pop();
    }
    if points.len() < 3 {
        return MeshData::default();
    }
    if signed_area2(&points) < 0.0 {
        points.reverse();
    }
    let half = 0.5 * thickness;
    let bevel = bevel.clamp(0.0, 0.45 * thickness);
    let face = if bevel > 0.0 {
        inset(&points, bevel)
    } else {
        points.clone()
    };
    let triangles = triangulate(&face);
    let mut mesh = MeshData::default();
    for (z, normal) in [(half, Vec3::Z), (-half, Vec3::NEG_Z)] {
        let base = mesh.positions.len() as u32;
        for p in &face {
            mesh.vertex(p.extend(z), normal);
        }
        for &[a, b, c] in &triangles {
            let [a, b, c] = [a, b, c].map(|i| base + i as u32);
            if z > 0.0 {
                mesh.triangle(a, b, c);
            } else {
                mesh.triangle(a, c, b);
            }
        }
    }
    // Side walls and chamfers, edge by edge: the outline runs counter-clockwise, so
    // (dy, -dx) points outward. Each band is a quad from a lower ring to an upper one.
    let wall = half - bevel;
    for i in 0..points.len() {
        let j = (i + 1) % points.len();
        let d = points[j] - points[i];
        let outward = Vec3::new(d.y, -d.x, 0.0).normalize_or(Vec3::X);
        let mut band = |lower: [Vec3; 2], upper: [Vec3; 2], normal: Vec3, flip: bool| {
            let a = mesh.vertex(lower[0], normal);
            let b = mesh.vertex(lower[1], normal);
            let c = mesh.vertex(upper[1], normal);
            let e = mesh.vertex(upper[0], normal);
            if flip {
                mesh.triangle(a, c, b);
                mesh.triangle(a, e, c);
            } else {
                mesh.triangle(a, b, c);
                mesh.triangle(a, c, e);
            }
        };
        let ring = |p: [Vec2; 2], z: f32| [p[0].extend(z), p[1].extend(z)];
        let outer = [points[i], points[j]];
        band(ring(outer, -wall), ring(outer, wall), outward, false);
        if bevel > 0.0 {
            let inner = [face[i], face[j]];
            band(
                ring(outer, wall),
                ring(inner, half),
                outward + Vec3::Z,
                false,
            );
            band(
                ring(outer, -wall),
                ring(inner, -half),
                outward - Vec3::Z,
                true,
            );
        }
    }
    mesh
}

/// The counter-clockwise polygon moved inward by `distance` (each corner along its
/// bisector, the miter of very sharp corners limited to three times the distance).
fn inset(points: &[Vec2], distance: f32) -> Vec<Vec2> {
    let n = points.len();
    (0..n)
        .map(|i| {
            let (prev, p, next) = (points[(i + n - 1) % n], points[i], points[(i + 1) % n]);
            let inward_before = (p - prev).normalize_or_zero().perp();
            let inward_after = (next - p).normalize_or_zero().perp();
            let miter = (inward_before + inward_after).normalize_or(inward_after);
            p + miter * (distance / miter.dot(inward_after).max(1.0 / 3.0))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::pieces::geometry::tests::assert_winding_matches_normals;

    fn area_of(polygon: &[Vec2], triangles: &[[usize; 3]]) -> f32 {
        triangles
            .iter()
            .map(|&[a, b, c]| 0.5 * (polygon[b] - polygon[a]).perp_dot(polygon[c] - polygon[a]))
            .sum()
    }

    /// Whether `p` is inside `polygon` (even-odd crossings of a ray towards +x).
    fn contains(polygon: &[Vec2], p: Vec2) -> bool {
        let n = polygon.len();
        let mut inside = false;
        for i in 0..n {
            let (a, b) = (polygon[i], polygon[(i + 1) % n]);
            if (a.y > p.y) != (b.y > p.y) && p.x < a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x) {
                inside = !inside;
            }
        }
        inside
    }

    /// An "E"-like comb: deeply non-convex.
    fn comb() -> Vec<Vec2> {
        [
            (0.0, 0.0),
            (3.0, 0.0),
            (3.0, 1.0),
            (1.0, 1.0),
            (1.0, 2.0),
            (3.0, 2.0),
            (3.0, 3.0),
            (1.0, 3.0),
            (1.0, 4.0),
            (3.0, 4.0),
            (3.0, 5.0),
            (0.0, 5.0),
        ]
        .map(|(x, y)| Vec2::new(x, y))
        .to_vec()
    }

    #[test]
    fn non_convex_polygon_triangulates_into_n_minus_2_covering_its_area() {
        for polygon in [comb(), comb().into_iter().rev().collect()] {
            let triangles = triangulate(&polygon);
            assert_eq!(triangles.len(), polygon.len() - 2);
            let area = 0.5 * signed_area2(&polygon).abs();
            assert!((area - 11.0).abs() < 1e-5);
            assert!((area_of(&polygon, &triangles) - area).abs() < 1e-5);
            // Every triangle counter-clockwise, none inverted.
            for &[a, b, c] in &triangles {
                assert!((polygon[b] - polygon[a]).perp_dot(polygon[c] - polygon[a]) > 0.0);
            }
        }
    }

    #[test]
    fn collinear_points_still_give_n_minus_2_triangles() {
        let square: Vec<Vec2> = [(0.0, 0.0), (1.0, 0.0), (2.0, 0.0), (2.0, 2.0), (0.0, 2.0)]
            .map(|(x, y)| Vec2::new(x, y))
            .to_vec();
        let triangles = triangulate(&square);
        assert_eq!(triangles.len(), 3);
        assert!((area_of(&square, &triangles) - 4.0).abs() < 1e-5);
    }

    #[test]
    fn slab_is_closed_flat_and_faces_outward() {
        let polygon = comb();
        let slab = extrude(&polygon, 0.5, 0.0);
        let n = polygon.len();
        assert_eq!(slab.positions.len(), 2 * n + 4 * n);
        assert_eq!(slab.indices.len(), 3 * (2 * (n - 2) + 2 * n));
        assert_eq!(slab.positions.len(), slab.normals.len());
        assert_winding_matches_normals(&slab);
        let (lo, hi) = slab.bounds();
        assert_eq!(lo, Vec3::new(0.0, 0.0, -0.25));
        assert_eq!(hi, Vec3::new(3.0, 5.0, 0.25));
        // Side walls face away from the polygon: a step along the normal from a wall
        // triangle's centre leaves it, a step against it enters it.
        let mut walls = 0;
        for tri in slab.indices.chunks_exact(3) {
            let corners =
                [tri[0], tri[1], tri[2]].map(|i| Vec3::from_array(slab.positions[i as usize]));
            let normal = Vec3::from_array(slab.normals[tri[0] as usize]);
            assert!((normal.length() - 1.0).abs() < 1e-5);
            if normal.z != 0.0 {
                continue;
            }
            walls += 1;
            let centre = (corners[0] + corners[1] + corners[2]).truncate() / 3.0;
            let step = 0.01 * normal.truncate();
            assert!(
                !contains(&polygon, centre + step),
                "wall at {centre} faces inward"
            );
            assert!(
                contains(&polygon, centre - step),
                "wall at {centre} faces inward"
            );
        }
        assert_eq!(walls, 2 * n);
    }

    #[test]
    fn bevelled_slab_has_chamfers_facing_outward() {
        let polygon = comb();
        let n = polygon.len();
        let slab = extrude(&polygon, 0.5, 0.05);
        assert_eq!(slab.positions.len(), 2 * n + 12 * n);
        assert_eq!(slab.indices.len(), 3 * (2 * (n - 2) + 6 * n));
        assert_winding_matches_normals(&slab);
        let (lo, hi) = slab.bounds();
        assert_eq!(
            (lo, hi),
            (Vec3::new(0.0, 0.0, -0.25), Vec3::new(3.0, 5.0, 0.25))
        );
        // The faces shrink by the bevel: the front face of the comb's spine spans 0.05..
        let front: Vec<Vec3> = slab
            .positions
            .iter()
            .zip(&slab.normals)
            .filter(|(_, nrm)| nrm[2] == 1.0)
            .map(|(p, _)| Vec3::from_array(*p))
            .collect();
        assert!(
            front
                .iter()
                .all(|p| p.x >= 0.05 - 1e-5 && p.x <= 2.95 + 1e-5)
        );
        // Chamfer normals lean 45 degrees out of the faces.
        let leaning = slab
            .normals
            .iter()
            .filter(|nrm| (nrm[2].abs() - 0.5f32.sqrt()).abs() < 1e-5);
        assert_eq!(leaning.count(), 8 * n);
    }
}
