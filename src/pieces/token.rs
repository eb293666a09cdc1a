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
use super::{Profiles, piece_mesh_data};
use manifold_rules::Role;
use manifold_session::PieceShape;

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

/// Where a compound's token draws the piece it extends and the knight beside it: each
/// figurine's square as a share of the token's pixels, and its centre across; both stand
/// on one line, this share of the way down.
const COMPOUND_LAYOUT: CompoundLayout = CompoundLayout {
    extended: (0.66, 0.38),
    knight: (0.5, 0.68),
    foot: 0.86,
};

/// See [`COMPOUND_LAYOUT`].
struct CompoundLayout {
    extended: (f32, f32),
    knight: (f32, f32),
    foot: f32,
}

/// The plain piece a compound extends with the knight's leap (the queen, rook or bishop
/// whose lines it rides), or `None` for a piece that is no compound.
pub fn extended_piece(shape: PieceShape) -> Option<Role> {
    let PieceShape::Chess(role) = shape else {
        return None;
    };
    if !role.leaps_knight() || role == Role::Knight {
        return None;
    }
    match (role.rides_lines(), role.rides_diagonals()) {
        (true, true) => Some(Role::Queen),
        (true, false) => Some(Role::Rook),
        (false, true) => Some(Role::Bishop),
        (false, false) => None,
    }
}

/// The symbol of `shape`'s token at `pixels` across: its figurine; a compound's token shows
/// the figurine of the piece it extends with a smaller knight beside it, so that it reads
/// as "queen and knight", "rook and knight" or "bishop and knight".
pub fn shape_symbol(profiles: &Profiles, shape: PieceShape, pixels: usize) -> Mask {
    let Some(extended) = extended_piece(shape) else {
        return token_symbol(&piece_mesh_data(profiles, shape), pixels);
    };
    let layout = COMPOUND_LAYOUT;
    let mut mask = Mask::new(pixels, pixels);
    for (role, (share, across)) in [(extended, layout.extended), (Role::Knight, layout.knight)] {
        let side = ((pixels as f32) * share).round().max(1.0) as usize;
        let figure = figurine(&piece_mesh_data(profiles, PieceShape::Chess(role)), side);
        let left = (pixels as f32 * across - 0.5 * side as f32).round() as isize;
        let top = (pixels as f32 * layout.foot - side as f32).round() as isize;
        for y in 0..figure.height {
            for x in 0..figure.width {
                let (px, py) = (left + x as isize, top + y as isize);
                let inside =
                    (0..pixels as isize).contains(&px) && (0..pixels as isize).contains(&py);
                if inside && figure.covered[y * figure.width + x] {
                    mask.covered[py as usize * pixels + px as usize] = true;
                }
            }
        }
    }
    mask
}

/// The token's texture: a disc of `army`, a ring and `symbol` (from [`shape_symbol`] at
/// [`TOKEN_PIXELS`]) in `ink`, transparent outside the disc.
pub fn token_image(symbol: &Mask, army: Color, ink: Color) -> Image {
    let n = symbol.width;
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
            } else if d > 1.0 - RING || symbol.covered[y * n + x] {
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
        let ivory = crate::pieces::ArmyPalette::for_seats(2).color(manifold_rules::Seat::WHITE);
        let image = token_image(&symbol, ivory, ink_for(ivory));
        let data = image.data.as_ref().expect("pixels");
        let n = TOKEN_PIXELS;
        let at = |x: usize, y: usize| &data[(y * n + x) * 4..(y * n + x) * 4 + 4];
        assert_eq!(at(0, 0)[3], 0, "transparent outside the disc");
        assert_eq!(at(n / 2, n / 2), ink_for(ivory).to_srgba().to_u8_array());
        assert!(ink_for(Color::srgb(0.13, 0.09, 0.07)).to_srgba().red > 0.9);
    }

    #[test]
    fn a_compound_token_shows_the_piece_it_extends_and_a_knight() {
        let profiles = Profiles::shipped();
        let n = TOKEN_PIXELS;
        assert_eq!(
            extended_piece(PieceShape::Chess(Role::Giraffe)),
            Some(Role::Queen)
        );
        assert_eq!(
            extended_piece(PieceShape::Chess(Role::Vizier)),
            Some(Role::Bishop)
        );
        assert_eq!(
            extended_piece(PieceShape::Chess(Role::WarMachine)),
            Some(Role::Rook)
        );
        assert_eq!(extended_piece(PieceShape::Chess(Role::Knight)), None);
        assert_eq!(extended_piece(PieceShape::Chess(Role::Queen)), None);
        // The giraffe's token: ink on both halves (the queen left, the knight right), and
        // its left half is the queen's figurine alone, apart from the other compounds'.
        let giraffe = shape_symbol(&profiles, PieceShape::Chess(Role::Giraffe), n);
        let columns = |mask: &Mask| -> Vec<usize> {
            (0..n)
                .filter(|&x| (0..n).any(|y| mask.covered[y * n + x]))
                .collect()
        };
        let used = columns(&giraffe);
        assert!(used.iter().any(|&x| x < n / 2) && used.iter().any(|&x| x > 6 * n / 10));
        let vizier = shape_symbol(&profiles, PieceShape::Chess(Role::Vizier), n);
        let war_machine = shape_symbol(&profiles, PieceShape::Chess(Role::WarMachine), n);
        let queen = shape_symbol(&profiles, PieceShape::Chess(Role::Queen), n);
        for (a, b) in [
            (&giraffe, &vizier),
            (&giraffe, &war_machine),
            (&vizier, &war_machine),
            (&giraffe, &queen),
        ] {
            assert!(a.iou(b) < 0.8, "{}", a.iou(b));
        }
    }
}
