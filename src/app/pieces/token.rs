//! The second piece style: upright tokens that turn to face the camera, each a disc in its
//! army's colour with the piece's figurine on it. The figurine is the side silhouette of
//! the piece's own 3D shape (as chess figurines are), so a token reads as the piece it
//! stands for from every angle, which matters most on the torus.

use bevy::asset::RenderAssetUsages;
use bevy::math::{Mat4, Vec3};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use super::geometry::MeshData;
use super::silhouette::{Mask, silhouette};

/// The token's radius, in cells.
pub const TOKEN_RADIUS: f32 = 0.36;
/// How far the token's centre stands above its cell, along the screen's up (a little more
/// than its radius: seen from above the board, its foot stays clear of the cell).
pub const TOKEN_LIFT: f32 = 1.05 * TOKEN_RADIUS;
/// Pixels across a token's texture.
pub const TOKEN_PIXELS: usize = 128;
/// The share of the disc's diameter the figurine's square takes.
const FIGURINE_SHARE: f32 = 0.74;
/// The ring round the disc's edge, as a share of the radius.
const RING: f32 = 0.09;
/// The heights a figurine's square shows, in cells: every piece drawn at one scale, so a
/// pawn's figurine is smaller than a king's, as on the board.
const FIGURINE_SPAN: (f32, f32) = (-0.05, 1.25);

/// The figurine of `mesh` seen from its side (from +z, the muzzle of a knight to the
/// left), in a square of `pixels` across.
pub fn figurine(mesh: &MeshData, pixels: usize) -> Mask {
    let (low, high) = FIGURINE_SPAN;
    let half = 0.5 * (high - low);
    let centre = 0.5 * (high + low);
    let projection = Mat4::orthographic_rh(-half, half, centre - half, centre + half, -5.0, 5.0);
    let view = Mat4::look_at_rh(Vec3::new(0.0, 0.0, 3.0), Vec3::ZERO, Vec3::Y);
    silhouette(mesh, Mat4::IDENTITY, projection * view, pixels, pixels)
}

/// The symbol a token shows at `pixels` across: the figurine's pixels, centred in the disc
/// (the ring and the disc itself are alike on every token).
pub fn token_symbol(mesh: &MeshData, pixels: usize) -> Mask {
    let inner = ((pixels as f32) * FIGURINE_SHARE).round() as usize;
    let figure = figurine(mesh, inner.max(1));
    let offset = (pixels - figure.width) / 2;
    let mut mask = Mask::new(pixels, pixels);
    for y in 0..figure.height {
        for x in 0..figure.width {
            if figure.covered[y * figure.width + x] {
                mask.covered[(y + offset) * pixels + x + offset] = true;
            }
        }
    }
    mask
}

/// The marks a compound's token carries, as the compound's figure stands on a square
/// plinth: four small squares at the corners of a square round the figurine, centred this
/// far out along each axis and this wide, as shares of the radius.
const COMPOUND_MARKS: (f32, f32) = (0.58, 0.14);

/// The token's texture: a disc of `army`, a ring and `symbol` (from [`token_symbol`] at
/// [`TOKEN_PIXELS`]) in `ink`, transparent outside the disc; a `compound` piece's token also
/// has its four corner marks.
pub fn token_image(symbol: &Mask, army: Color, ink: Color, compound: bool) -> Image {
    let n = symbol.width;
    let (at, size) = COMPOUND_MARKS;
    let on_mark = |p: Vec2| {
        compound && (p.x.abs() - at).abs() <= size / 2.0 && (p.y.abs() - at).abs() <= size / 2.0
    };
    let rgba = |c: Color| -> [u8; 4] { c.to_srgba().to_u8_array() };
    let (fill, line) = (rgba(army), rgba(ink));
    let mut data = Vec::with_capacity(n * n * 4);
    let r = 0.5 * n as f32;
    for y in 0..n {
        for x in 0..n {
            let p = Vec2::new(x as f32 + 0.5 - r, y as f32 + 0.5 - r) / r;
            let d = p.length();
            let pixel = if d > 1.0 {
                [0, 0, 0, 0]
            } else if d > 1.0 - RING || symbol.covered[y * n + x] || on_mark(p) {
                line
            } else {
                fill
            };
            data.extend(pixel);
        }
    }
    Image::new(
        Extent3d {
            width: n as u32,
            height: n as u32,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

/// The token's mesh: a disc facing +z, standing on the origin (its centre
/// [`TOKEN_LIFT`] up), with texture coordinates.
pub fn token_mesh() -> Mesh {
    Mesh::from(Circle::new(TOKEN_RADIUS)).translated_by(Vec3::Y * TOKEN_LIFT)
}

/// The ink that reads on an army's colour: near-black on light armies, near-white on dark
/// ones.
pub fn ink_for(army: Color) -> Color {
    let c = army.to_srgba();
    let luma = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue;
    if luma > 0.5 {
        Color::srgb(0.08, 0.06, 0.05)
    } else {
        Color::srgb(0.97, 0.95, 0.9)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::pieces::{Profiles, piece_mesh_data};
    use crate::rules::Role;
    use crate::session::PieceShape;

    #[test]
    fn a_figurine_is_the_piece_seen_from_its_side() {
        let profiles = Profiles::shipped();
        let king = figurine(
            &piece_mesh_data(&profiles, PieceShape::Chess(Role::King)),
            64,
        );
        let pawn = figurine(
            &piece_mesh_data(&profiles, PieceShape::Chess(Role::Pawn)),
            64,
        );
        // Drawn at one scale: the king's figurine is larger than the pawn's.
        assert!(
            king.area() > pawn.area() + 200,
            "{} {}",
            king.area(),
            pawn.area()
        );
        // The knight's muzzle points left: its head reaches further left of the middle
        // than its mane reaches right.
        let knight = figurine(
            &piece_mesh_data(&profiles, PieceShape::Chess(Role::Knight)),
            64,
        );
        let covered = &knight.covered;
        let head_columns: Vec<usize> = (24..46)
            .flat_map(|y| (0..64).filter(move |&x| covered[y * 64 + x]))
            .collect();
        let left = 32 - head_columns.iter().min().expect("a head");
        let right = head_columns.iter().max().expect("a head") + 1 - 32;
        assert!(left > right, "left {left}, right {right}");
    }

    #[test]
    fn tokens_are_discs_with_their_figurine_in_ink() {
        let profiles = Profiles::shipped();
        let mesh = piece_mesh_data(&profiles, PieceShape::Chess(Role::Queen));
        let symbol = token_symbol(&mesh, TOKEN_PIXELS);
        let ivory = crate::app::pieces::ArmyPalette::for_seats(2).color(crate::rules::Seat::WHITE);
        let image = token_image(&symbol, ivory, ink_for(ivory), false);
        let data = image.data.as_ref().expect("pixels");
        let n = TOKEN_PIXELS;
        let at = |x: usize, y: usize| &data[(y * n + x) * 4..(y * n + x) * 4 + 4];
        assert_eq!(at(0, 0)[3], 0, "transparent outside the disc");
        assert_eq!(at(n / 2, n / 2), ink_for(ivory).to_srgba().to_u8_array());
        assert!(ink_for(Color::srgb(0.13, 0.09, 0.07)).to_srgba().red > 0.9);
        // A compound's token has corner marks: ink at the upper left one, where a plain
        // token shows its disc.
        let framed = token_image(&symbol, ivory, ink_for(ivory), true);
        let corner = ((0.5 - 0.58 * 0.5) * n as f32) as usize;
        let pixel = |image: &Image| {
            let data = image.data.as_ref().expect("pixels");
            data[(corner * n + corner) * 4..(corner * n + corner) * 4 + 4].to_vec()
        };
        assert_eq!(pixel(&framed), ink_for(ivory).to_srgba().to_u8_array());
        assert_eq!(pixel(&image), ivory.to_srgba().to_u8_array());
    }
}
