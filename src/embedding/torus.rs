//! The torus of Wirth chess (RULES 4.1): the 12 files run round the ring's big circle, the
//! 12 ranks round its tube. A point of the board is given by its parameters `(u, v)` in
//! cells (file index + 0.5 and rank index + 0.5 at a cell's centre); the surface wraps
//! both of them modulo 12. The ring lies flat (its hole looks up, along +y); the point
//! `front` of the parameters faces the default camera, from above the front of the ring,
//! and `spin` turns the surface round either circle to bring another cell there.

use std::f32::consts::TAU;

use bevy::math::Ray3d;
use bevy::prelude::*;

/// A torus carrying a wrapped grid of cells.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TorusShape {
    /// The radius of the ring (centre of the hole to the middle of the tube).
    pub major: f32,
    /// The radius of the tube.
    pub minor: f32,
    /// Cells round the ring (files) and round the tube (ranks).
    pub cells: Vec2,
    /// The parameters that sit at the front when the spin is zero (the middle of the 8x8
    /// field A..H x 1..8).
    pub front: Vec2,
    /// The angle round the tube, up from the outer equator, of the front point: the field
    /// leans towards a camera above the front of the ring.
    pub front_tube_angle: f32,
    /// How far the surface is turned, in cells along each circle: the cell at
    /// `front + spin` faces the camera.
    pub spin: Vec2,
}

impl TorusShape {
    /// The Wirth board's torus: a hole wide enough for pieces standing on the inner side.
    pub fn wirth() -> TorusShape {
        TorusShape {
            major: 4.7,
            minor: 1.9,
            cells: Vec2::splat(12.0),
            front: Vec2::splat(6.0),
            front_tube_angle: 80f32.to_radians(),
            spin: Vec2::ZERO,
        }
    }

    /// The angles round the ring and round the tube of a parameter point.
    fn angles(&self, uv: Vec2) -> (f32, f32) {
        let d = uv - self.front - self.spin;
        (
            d.x * TAU / self.cells.x,
            self.front_tube_angle + d.y * TAU / self.cells.y,
        )
    }

    /// The point of the surface at parameters `uv`, raised `lift` along the normal.
    pub fn point(&self, uv: Vec2, lift: f32) -> Vec3 {
        let (ring, tube) = self.angles(uv);
        let r = self.minor + lift;
        let rho = self.major + r * tube.cos();
        Vec3::new(rho * ring.sin(), r * tube.sin(), rho * ring.cos())
    }

    /// The outward unit normal at parameters `uv`.
    pub fn normal(&self, uv: Vec2) -> Vec3 {
        let (ring, tube) = self.angles(uv);
        Vec3::new(tube.cos() * ring.sin(), tube.sin(), tube.cos() * ring.cos())
    }

    /// The unit direction in which `v` (the rank) grows at `uv`: "forward" for White.
    pub fn forward(&self, uv: Vec2) -> Vec3 {
        let (ring, tube) = self.angles(uv);
        Vec3::new(
            -tube.sin() * ring.sin(),
            tube.cos(),
            -tube.sin() * ring.cos(),
        )
    }

    /// The two sides of the cell at `uv`: along the ring and round the tube.
    fn cell_sides(&self, uv: Vec2) -> (f32, f32) {
        let (_, tube) = self.angles(uv);
        let ring_side = (self.major + self.minor * tube.cos()) * TAU / self.cells.x;
        let tube_side = self.minor * TAU / self.cells.y;
        (ring_side, tube_side)
    }

    /// The width of a cell at `uv`: the shorter of its two sides.
    pub fn cell_size(&self, uv: Vec2) -> f32 {
        let (ring, tube) = self.cell_sides(uv);
        ring.min(tube)
    }

    /// The longer side of the cell at `uv` (along the ring on the outside of the torus,
    /// round the tube on the inside).
    pub fn cell_extent(&self, uv: Vec2) -> f32 {
        let (ring, tube) = self.cell_sides(uv);
        ring.max(tube)
    }

    /// The parameters of the surface point nearest to `p` (any point off the axis).
    pub fn parameters_of(&self, p: Vec3) -> Vec2 {
        let ring = p.x.atan2(p.z);
        let rho = Vec2::new(p.x, p.z).length();
        let tube = p.y.atan2(rho - self.major);
        let u = ring * self.cells.x / TAU + self.front.x + self.spin.x;
        let v = (tube - self.front_tube_angle) * self.cells.y / TAU + self.front.y + self.spin.y;
        Vec2::new(u.rem_euclid(self.cells.x), v.rem_euclid(self.cells.y))
    }

    /// How far inside the solid torus a point is (positive inside, in world units).
    fn depth(&self, p: Vec3) -> f32 {
        let rho = Vec2::new(p.x, p.z).length();
        self.minor - Vec2::new(rho - self.major, p.y).length()
    }

    /// Where a ray first meets the surface (lifted by `lift`), if it does: marched in
    /// small steps, then refined by bisection.
    pub fn ray_hit(&self, ray: Ray3d, lift: f32) -> Option<Vec3> {
        let shape = TorusShape {
            minor: self.minor + lift,
            ..*self
        };
        let reach = self.major + self.minor + lift;
        // Only the part of the ray near the torus matters.
        let to_centre = -ray.origin.dot(*ray.direction);
        let (start, end) = ((to_centre - reach * 1.5).max(0.0), to_centre + reach * 1.5);
        let step = shape.minor * 0.05;
        let mut t = start;
        let mut prev = t;
        while t <= end {
            if shape.depth(ray.get_point(t)) > 0.0 {
                let (mut lo, mut hi) = (prev, t);
                for _ in 0..24 {
                    let mid = (lo + hi) / 2.0;
                    if shape.depth(ray.get_point(mid)) > 0.0 {
                        hi = mid;
                    } else {
                        lo = mid;
                    }
                }
                return Some(ray.get_point(hi));
            }
            prev = t;
            t += step;
        }
        None
    }

    /// Whether the straight line from `eye` to the surface point `p` passes through the
    /// torus before it gets there (so `p` is hidden from `eye`).
    pub fn hides(&self, eye: Vec3, p: Vec3) -> bool {
        let Ok(direction) = Dir3::new(p - eye) else {
            return false;
        };
        let length = eye.distance(p);
        self.ray_hit(Ray3d::new(eye, direction), 0.0)
            .is_some_and(|hit| hit.distance(eye) < length - self.minor * 0.08)
    }
}

/// The shortest signed difference from `a` to `b` on a circle of `n` cells.
pub fn wrapped_delta(a: f32, b: f32, n: f32) -> f32 {
    let d = (b - a).rem_euclid(n);
    if d > n / 2.0 { d - n } else { d }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_field_lies_on_top_of_the_ring_at_the_front() {
        let torus = TorusShape::wirth();
        let n = torus.normal(torus.front);
        assert!(n.y > 0.9 && n.z > 0.0, "{n}");
        // One file to the right is to the right (+x); one rank up is towards the hole.
        let p = torus.point(torus.front, 0.0);
        assert!(torus.point(torus.front + Vec2::X, 0.0).x > p.x + 0.5);
        assert!(torus.point(torus.front + Vec2::Y, 0.0).z < p.z - 0.5);
        // White's first rank is just below the outer equator, facing outwards.
        let rank1 = torus.normal(torus.front - Vec2::Y * 3.5);
        assert!(rank1.z > 0.85 && rank1.y > -0.5, "{rank1}");
    }

    #[test]
    fn parameters_invert_points_everywhere() {
        let mut torus = TorusShape::wirth();
        torus.spin = Vec2::new(3.3, -7.25);
        for i in 0..12 {
            for j in 0..12 {
                let uv = Vec2::new(i as f32 + 0.5, j as f32 + 0.5);
                let back = torus.parameters_of(torus.point(uv, 0.3));
                assert!((back - uv).length() < 1e-3, "{uv} -> {back}");
            }
        }
    }

    #[test]
    fn a_ray_meets_the_near_side_first() {
        let torus = TorusShape::wirth();
        let outer = torus.major + torus.minor;
        let ray = Ray3d::new(Vec3::new(0.0, 0.0, 30.0), Dir3::NEG_Z);
        let hit = torus.ray_hit(ray, 0.0).unwrap();
        assert!((hit.z - outer).abs() < 1e-3, "{hit}");
        // Through the hole from above: nothing.
        let down = Ray3d::new(Vec3::new(0.0, 30.0, 0.0), Dir3::NEG_Y);
        assert!(torus.ray_hit(down, 0.0).is_none());
        // The far outer side is hidden behind the near tube; the near point is not.
        let eye = Vec3::new(0.0, 0.0, 30.0);
        assert!(torus.hides(eye, Vec3::new(0.0, 0.0, -outer)));
        assert!(!torus.hides(eye, Vec3::new(0.0, 0.0, outer)));
    }

    #[test]
    fn wrapped_deltas_take_the_short_way() {
        assert_eq!(wrapped_delta(11.5, 0.5, 12.0), 1.0);
        assert_eq!(wrapped_delta(0.5, 11.5, 12.0), -1.0);
        assert_eq!(wrapped_delta(3.5, 5.5, 12.0), 2.0);
    }
}
