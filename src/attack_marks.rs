//! Marks that tell the opponents' attacks apart without their colour (Mattrix): each
//! attacking seat's stripes at an angle of its own, drawn over the tinted tile, crossed
//! where two seats attack. The selection and the targets are plain colours, never
//! striped. Every tile of a three-player board carries one hidden stripe mesh per seat;
//! the tiles' lights show the ones their attack mask names.

use std::f32::consts::FRAC_PI_3;

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use super::embedding::TileShape;
use super::shading::{self, Paint};
use super::tile::Tile;
use super::tile::TileLight;
use super::tile_tints::Tint;

/// The distance between two stripes (a cell is 1 across).
const SPACING: f32 = 0.15;
/// A stripe's width.
const WIDTH: f32 = 0.04;
/// How far above the tile's top the stripes lie.
const LIFT: f32 = 0.004;
/// The top of a flat board's tile in its own coordinates (tiles are 0.12 thick).
const TILE_TOP: f32 = 0.06;
/// The stripes' ink: dark, so that it reads on every tint.
pub const INK: Color = Color::srgb(0.10, 0.08, 0.12);

/// One seat's stripes on a tile.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttackMark(pub u8);

/// The angle of `seat`'s stripes on the board (radians from the board's x axis): White's
/// run across (0 degrees), Blue's at 60 and Red's at 120 degrees.
pub fn stripe_angle(seat: u8) -> f32 {
    FRAC_PI_3 * f32::from(seat % 3)
}

/// The pattern a tint draws: the angles of its stripes (one per attacking seat, both
/// crossed where two attack); none for a closed board's dimming.
pub fn pattern(tint: Tint) -> Vec<f32> {
    match tint {
        Tint::Attacked(mask) | Tint::AttackedTarget(mask) => (0..3u8)
            .filter(|s| mask & (1 << s) != 0)
            .map(stripe_angle)
            .collect(),
        Tint::Dimmed => Vec::new(),
    }
}

/// Which seats' stripes a tile lit so shows (a seat mask).
pub fn seats_striped(light: TileLight) -> u8 {
    match light.tint {
        Some(Tint::Attacked(mask) | Tint::AttackedTarget(mask)) => mask & 0b111,
        Some(Tint::Dimmed) | None => 0,
    }
}

/// A tile's outline in its own plane (x, and z as y), a little inside its edges.
pub fn tile_outline(shape: TileShape) -> Vec<Vec2> {
    let inset = 0.9;
    match shape {
        TileShape::Hexagon => (0..6)
            .map(|i| {
                let a = FRAC_PI_3 * i as f32 + std::f32::consts::FRAC_PI_6;
                Vec2::new(a.cos(), a.sin()) / 3f32.sqrt() * inset
            })
            .collect(),
        TileShape::Square => [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)]
            .map(|(x, y)| Vec2::new(x, y) * inset)
            .to_vec(),
    }
}

/// The part of the line `p + t d` inside the convex polygon `outline`, as its two ends.
fn clip(outline: &[Vec2], p: Vec2, d: Vec2) -> Option<(Vec2, Vec2)> {
    let (mut lo, mut hi) = (f32::NEG_INFINITY, f32::INFINITY);
    let n = outline.len();
    // The polygon's winding: its inside is left of each edge when counter-clockwise.
    let area: f32 = (0..n)
        .map(|i| outline[i].perp_dot(outline[(i + 1) % n]))
        .sum();
    for i in 0..n {
        let (a, b) = (outline[i], outline[(i + 1) % n]);
        let inward = (b - a).perp() * area.signum();
        let denom = d.dot(inward);
        let dist = (p - a).dot(inward);
        if denom.abs() < 1e-6 {
            if dist < 0.0 {
                return None;
            }
            continue;
        }
        let t = -dist / denom;
        if denom > 0.0 {
            lo = lo.max(t);
        } else {
            hi = hi.min(t);
        }
    }
    (hi - lo > 1e-4).then(|| (p + d * lo, p + d * hi))
}

/// The stripes at `angle` across a tile of outline `outline`: one quad (four corners in
/// the tile's plane) per stripe, each inside the outline along its middle.
pub fn stripes(outline: &[Vec2], angle: f32) -> Vec<[Vec2; 4]> {
    let d = Vec2::from_angle(angle);
    let across = d.perp();
    let reach = outline.iter().map(|c| c.length()).fold(0.0, f32::max);
    let count = (reach / SPACING).ceil() as i32;
    (-count..=count)
        .filter_map(|k| {
            let offset = across * (k as f32 * SPACING);
            let (a, b) = clip(outline, offset, d)?;
            let half = across * (WIDTH / 2.0);
            Some([a - half, b - half, b + half, a + half])
        })
        .collect()
}

/// The mesh of `seat`'s stripes on a tile of `shape` (in the tile's coordinates, just over
/// its top), with the light baked in at low graphics.
pub fn stripe_mesh(shape: TileShape, seat: u8, low_graphics: bool) -> Mesh {
    let quads = stripes(&tile_outline(shape), stripe_angle(seat));
    let y = TILE_TOP + LIFT;
    let mut positions = Vec::new();
    let mut indices = Vec::new();
    for quad in &quads {
        let base = positions.len() as u32;
        positions.extend(quad.iter().map(|c| [c.x, y, c.y]));
        // Seen from above (+y): counter-clockwise in x, -z.
        indices.extend([base, base + 2, base + 1, base, base + 3, base + 2]);
    }
    let normals = vec![[0.0, 1.0, 0.0]; positions.len()];
    let mesh = Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_indices(Indices::U32(indices));
    shading::for_level(mesh, low_graphics)
}

/// The stripe meshes of a board's tiles (one per seat) and their ink.
#[derive(Clone, Debug)]
pub struct MarkLooks {
    /// Seat by seat.
    pub meshes: [Handle<Mesh>; 3],
    /// The material the marks are drawn in (one for every seat's meshes).
    pub ink: Paint,
}

/// Gives a tile its three hidden stripe meshes.
pub fn spawn_marks(tile: &mut EntityCommands, looks: &MarkLooks) {
    tile.with_children(|parent| {
        for seat in 0..3u8 {
            let mut mark = parent.spawn((
                AttackMark(seat),
                Mesh3d(looks.meshes[usize::from(seat)].clone()),
                Transform::IDENTITY,
                Visibility::Hidden,
                Pickable::IGNORE,
            ));
            looks.ink.apply(&mut mark);
        }
    });
}

/// Shows on each tile whose light changed the stripes of the seats attacking it.
pub fn show_marks(
    tiles: Query<(&Tile, &Children), Changed<Tile>>,
    mut marks: Query<(&AttackMark, &mut Visibility)>,
) {
    for (tile, children) in &tiles {
        let mask = seats_striped(tile.light);
        for &child in children {
            if let Ok((mark, mut visibility)) = marks.get_mut(child) {
                let wanted = if mask & (1 << mark.0) != 0 {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                };
                visibility.set_if_neq(wanted);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each kind of attack tint has a pattern of its own, as well as a colour of its own
    /// (for colour-blind players): one seat's stripes for one attacker, both seats'
    /// crossed for two; a closed board and the plain lights (selection, targets) carry
    /// none.
    #[test]
    fn every_attack_tint_has_a_pattern_of_its_own() {
        use super::super::tile_tints::attack_colour;
        let masks = [0b001u8, 0b010, 0b100, 0b011, 0b101, 0b110];
        for tint in [Tint::Attacked, Tint::AttackedTarget] {
            let patterns: Vec<Vec<f32>> = masks.iter().map(|&m| pattern(tint(m))).collect();
            for (i, a) in patterns.iter().enumerate() {
                assert_eq!(a.len(), masks[i].count_ones() as usize);
                for (j, b) in patterns.iter().enumerate().skip(i + 1) {
                    assert_ne!(a, b, "masks {} and {}", masks[i], masks[j]);
                    assert_ne!(attack_colour(masks[i]), attack_colour(masks[j]));
                }
            }
        }
        // The stripes of different seats never run the same way (half a turn apart is
        // the same way).
        for (a, b) in [(0, 1), (0, 2), (1, 2)] {
            let d = (stripe_angle(a) - stripe_angle(b)).rem_euclid(std::f32::consts::PI);
            assert!(d > 0.5 && d < std::f32::consts::PI - 0.5, "{a} {b}");
        }
        assert!(pattern(Tint::Dimmed).is_empty());
        for highlight in [
            super::super::tile::Highlight::Selected,
            super::super::tile::Highlight::Target,
            super::super::tile::Highlight::Capture,
        ] {
            let plain = TileLight {
                highlight,
                tint: None,
            };
            assert_eq!(seats_striped(plain), 0, "{highlight:?} is not striped");
        }
        let attacked_target = TileLight {
            highlight: super::super::tile::Highlight::Target,
            tint: Some(Tint::AttackedTarget(0b110)),
        };
        assert_eq!(seats_striped(attacked_target), 0b110);
    }

    /// The stripes lie across the tile, inside it, each seat's at its own angle.
    #[test]
    fn stripes_cross_the_tile_inside_it_at_their_seats_angle() {
        for shape in [TileShape::Hexagon, TileShape::Square] {
            let outline = tile_outline(shape);
            let radius = outline.iter().map(|c| c.length()).fold(0.0, f32::max);
            for seat in 0..3 {
                let quads = stripes(&outline, stripe_angle(seat));
                assert!(quads.len() >= 4, "{shape:?} {seat}: {}", quads.len());
                for q in &quads {
                    let along = (q[1] - q[0]).normalize();
                    let want = Vec2::from_angle(stripe_angle(seat));
                    assert!(along.dot(want) > 0.999, "{shape:?} {seat}");
                    for c in q {
                        assert!(c.length() <= radius + WIDTH, "{shape:?}: {c} outside");
                    }
                }
            }
        }
    }
}
