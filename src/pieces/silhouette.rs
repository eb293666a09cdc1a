//! Silhouettes: which pixels of a view a mesh covers, rasterised on the CPU. The legibility
//! test compares the silhouettes of every pair of piece types as each game's default
//! camera shows them (intersection over union), and the token style draws its symbols
//! from the same rasteriser.

use bevy::math::{Mat4, Vec2, Vec3, Vec4Swizzles};

use super::geometry::MeshData;

/// A coverage mask: one flag per pixel, rows from the top.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mask {
    /// The mask's width in pixels.
    pub width: usize,
    /// The mask's height in pixels.
    pub height: usize,
    /// Whether each pixel is covered, row by row.
    pub covered: Vec<bool>,
}

impl Mask {
    /// An empty mask.
    pub fn new(width: usize, height: usize) -> Mask {
        Mask {
            width,
            height,
            covered: vec![false; width * height],
        }
    }

    /// How many pixels are covered.
    pub fn area(&self) -> usize {
        self.covered.iter().filter(|&&c| c).count()
    }

    /// Intersection over union with another mask of the same size (1 for two empty masks).
    pub fn iou(&self, other: &Mask) -> f32 {
        let (mut both, mut either) = (0usize, 0usize);
        for (&a, &b) in self.covered.iter().zip(&other.covered) {
            both += usize::from(a && b);
            either += usize::from(a || b);
        }
        if either == 0 {
            1.0
        } else {
            both as f32 / either as f32
        }
    }

    /// Fills a triangle given in pixel coordinates (x right, y down), either winding; a
    /// pixel is covered when its centre is inside.
    pub fn fill_triangle(&mut self, a: Vec2, b: Vec2, c: Vec2) {
        let area = (b - a).perp_dot(c - a);
        if area.abs() < 1e-9 {
            return;
        }
        let lo = a.min(b).min(c).max(Vec2::ZERO);
        let hi = a
            .max(b)
            .max(c)
            .min(Vec2::new(self.width as f32, self.height as f32));
        if lo.x >= hi.x || lo.y >= hi.y {
            return;
        }
        let sign = area.signum();
        for y in lo.y.floor() as usize..(hi.y.ceil() as usize).min(self.height) {
            for x in lo.x.floor() as usize..(hi.x.ceil() as usize).min(self.width) {
                let p = Vec2::new(x as f32 + 0.5, y as f32 + 0.5);
                let inside = [(a, b), (b, c), (c, a)]
                    .iter()
                    .all(|&(u, v)| sign * (v - u).perp_dot(p - u) >= 0.0);
                if inside {
                    self.covered[y * self.width + x] = true;
                }
            }
        }
    }
}

/// The pixels `mesh` covers, placed by `model` and seen through `view_projection` (a
/// camera's projection times its view), in a `width` x `height` image. Triangles with a
/// corner behind the camera are left out.
pub fn silhouette(
    mesh: &MeshData,
    model: Mat4,
    view_projection: Mat4,
    width: usize,
    height: usize,
) -> Mask {
    let clip = view_projection * model;
    let size = Vec2::new(width as f32, height as f32);
    let pixels: Vec<Option<Vec2>> = mesh
        .positions
        .iter()
        .map(|p| {
            let c = clip * Vec3::from_array(*p).extend(1.0);
            (c.w > 1e-6).then(|| {
                let ndc = c.xy() / c.w;
                Vec2::new((ndc.x + 1.0) * 0.5, (1.0 - ndc.y) * 0.5) * size
            })
        })
        .collect();
    let mut mask = Mask::new(width, height);
    for t in mesh.indices.chunks_exact(3) {
        if let (Some(a), Some(b), Some(c)) = (
            pixels[t[0] as usize],
            pixels[t[1] as usize],
            pixels[t[2] as usize],
        ) {
            mask.fill_triangle(a, b, c);
        }
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_covers_its_pixels_and_compares_with_another() {
        let mut a = Mask::new(10, 10);
        let (p, q, r, s) = (
            Vec2::new(0.0, 0.0),
            Vec2::new(4.0, 0.0),
            Vec2::new(4.0, 4.0),
            Vec2::new(0.0, 4.0),
        );
        a.fill_triangle(p, q, r);
        a.fill_triangle(p, s, r);
        assert_eq!(a.area(), 16);
        let mut b = Mask::new(10, 10);
        b.fill_triangle(p, Vec2::new(8.0, 0.0), Vec2::new(8.0, 4.0));
        b.fill_triangle(p, s, Vec2::new(8.0, 4.0));
        assert_eq!(b.area(), 32);
        assert_eq!(a.iou(&b), 0.5);
        assert_eq!(a.iou(&a), 1.0);
    }
}
