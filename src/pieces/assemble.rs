//! Builds each piece's mesh from its profiles: lathes for the round parts, the knight's
//! head from ellipsoids and cones, boxes and balls for details, merged into one mesh per shape.

use std::f32::consts::{FRAC_PI_2, TAU};

use bevy::prelude::*;

use super::geometry::{MeshData, cuboid, merge};
use super::lathe::{lathe, sphere};
use super::profiles::{CrownPoints, HeadPart, Mount, Profile, Profiles};
use manifold_rules::Role;
use manifold_session::PieceShape;

/// Sectors of the small balls on crowns (they are tiny; fewer suffice).
const BALL_SEGMENTS: u32 = 12;
/// Sectors of the knight head's ellipsoids (six of them; software rendering pays for each
/// vertex).
const HEAD_SEGMENTS: u32 = 16;

/// The mesh of `shape`, standing on the origin, facing -z.
pub fn piece(profiles: &Profiles, shape: PieceShape) -> MeshData {
    match shape {
        PieceShape::Chess(role) => chess_piece(profiles, role),
        PieceShape::Man => man(profiles),
        PieceShape::DraughtsKing => draughts_king(profiles),
    }
}

fn chess_piece(p: &Profiles, role: Role) -> MeshData {
    match role {
        Role::Pawn => turn(p, &p.pawn),
        Role::HeavyPawn => turn(p, &p.heavy_pawn),
        Role::LightPawn => turn(p, &p.light_pawn),
        Role::Bishop => turn(p, &p.bishop),
        Role::Rook => rook(p),
        Role::Knight => knight(p),
        Role::Queen => queen(p, None),
        Role::King => king(p),
        Role::Giraffe => with_head(p, &p.giraffe, |cut| queen(p, cut)),
        Role::Vizier => with_head(p, &p.vizier, |cut| {
            lathe(&cut_points(&p.bishop, cut), p.segments)
        }),
        Role::WarMachine => with_head(p, &p.war_machine, |cut| rook_cut(p, cut)),
    }
}

/// A lathe of a whole profile.
fn turn(p: &Profiles, profile: &Profile) -> MeshData {
    lathe(&profile.points(), p.segments)
}

/// A profile's points, sliced at `cut` when given.
fn cut_points(profile: &Profile, cut: Option<f32>) -> Vec<Vec2> {
    let points = profile.points();
    match cut {
        Some(height) => Profile::cut(&points, height),
        None => points,
    }
}

/// The rook: the tower and its merlons.
fn rook(p: &Profiles) -> MeshData {
    rook_cut(p, None)
}

/// The rook, sliced at `cut` (merlons above it are left out).
fn rook_cut(p: &Profiles, cut: Option<f32>) -> MeshData {
    let tower = lathe(&cut_points(&p.rook.body, cut), p.segments);
    let b = &p.rook.battlements;
    if cut.is_some_and(|c| c < b.base + b.height) {
        return tower;
    }
    let count = b.count.max(1);
    let mid = 0.5 * (b.inner + b.outer);
    let width = b.fill * TAU * mid / count as f32;
    let merlon = cuboid(Vec3::new(b.outer - b.inner, b.height, width));
    let placed: Vec<Transform> = (0..count)
        .map(|i| {
            // Half a step off, so a notch faces the players.
            let angle = TAU * (i as f32 + 0.5) / count as f32;
            let rotation = Quat::from_rotation_y(angle);
            Transform::from_translation(rotation * Vec3::new(mid, b.base + 0.5 * b.height, 0.0))
                .with_rotation(rotation)
        })
        .collect();
    merge(
        std::iter::once((&tower, Transform::IDENTITY))
            .chain(placed.into_iter().map(|t| (&merlon, t))),
    )
}

/// The knight's head: its parts merged, in its own frame (neck's foot at the origin,
/// muzzle towards -z).
fn head(p: &Profiles) -> MeshData {
    let parts: Vec<(MeshData, Transform)> = p
        .knight
        .head
        .iter()
        .map(|part| match *part {
            HeadPart::Ellipsoid { at, radii, pitch } => (
                sphere(1.0, HEAD_SEGMENTS),
                Transform::from_xyz(at.0, at.1, at.2)
                    .with_rotation(Quat::from_rotation_x(pitch.to_radians()))
                    .with_scale(Vec3::new(radii.0, radii.1, radii.2)),
            ),
            HeadPart::Cone {
                at,
                radius,
                height,
                pitch,
                roll,
            } => (
                lathe(
                    &[Vec2::ZERO, Vec2::new(radius, 0.0), Vec2::new(0.0, height)],
                    (p.segments / 2).max(8),
                ),
                Transform::from_xyz(at.0, at.1, at.2).with_rotation(
                    Quat::from_rotation_x(pitch.to_radians())
                        * Quat::from_rotation_z(roll.to_radians()),
                ),
            ),
        })
        .collect();
    merge(parts.iter().map(|(mesh, t)| (mesh, *t)))
}

/// Where the head goes: its origin at `at`, sized by `scale`, turned `turn` degrees about
/// the vertical.
fn head_transform(at: Vec3, scale: f32, turn: f32) -> Transform {
    Transform::from_translation(at)
        .with_rotation(Quat::from_rotation_y(turn.to_radians()))
        .with_scale(Vec3::splat(scale))
}

/// The knight: the round base and the head standing on it.
fn knight(p: &Profiles) -> MeshData {
    let base = turn(p, &p.knight.base);
    let head = head(p);
    merge([
        (&base, Transform::IDENTITY),
        (
            &head,
            head_transform(Vec3::Y * p.knight.head_at, 1.0, p.knight.head_turn),
        ),
    ])
}

/// A compound piece: `body` (given the mount's cut) with a knight's head mounted on it,
/// standing on the square plinth that marks every compound.
fn with_head(p: &Profiles, mount: &Mount, body: impl FnOnce(Option<f32>) -> MeshData) -> MeshData {
    let body = body(mount.cut);
    let head = head(p);
    let (x, y, z) = mount.at;
    let plinth = cuboid(Vec3::new(p.plinth.side, p.plinth.height, p.plinth.side));
    merge([
        (
            &plinth,
            Transform::from_xyz(0.0, 0.5 * p.plinth.height, 0.0),
        ),
        (&body, Transform::IDENTITY),
        (
            &head,
            head_transform(Vec3::new(x, y, z), mount.scale, mount.turn),
        ),
    ])
}

/// Balls around a circle (crown points).
fn crown_points(points: &CrownPoints, lift: f32) -> MeshData {
    let ball = sphere(points.ball, BALL_SEGMENTS);
    let count = points.count.max(1);
    let placed: Vec<Transform> = (0..count)
        .map(|i| {
            let angle = TAU * i as f32 / count as f32 + FRAC_PI_2;
            let (sin, cos) = angle.sin_cos();
            Transform::from_xyz(
                points.radius * cos,
                lift + points.height,
                -points.radius * sin,
            )
        })
        .collect();
    merge(placed.into_iter().map(|t| (&ball, t)))
}

/// The queen (sliced at `cut` when given: the coronet stays if it is below the cut).
fn queen(p: &Profiles, cut: Option<f32>) -> MeshData {
    let body = lathe(&cut_points(&p.queen.body, cut), p.segments);
    let points = crown_points(&p.queen.points, 0.0);
    merge([(&body, Transform::IDENTITY), (&points, Transform::IDENTITY)])
}

/// The king: the body and a cross of two boxes, facing the players (in the XY plane).
fn king(p: &Profiles) -> MeshData {
    let body = turn(p, &p.king.body);
    let c = &p.king.cross;
    let upright = cuboid(Vec3::new(c.thickness, c.height, c.thickness));
    let bar = cuboid(Vec3::new(c.span, c.thickness, c.thickness));
    merge([
        (&body, Transform::IDENTITY),
        (
            &upright,
            Transform::from_xyz(0.0, c.base + 0.5 * c.height, 0.0),
        ),
        (&bar, Transform::from_xyz(0.0, c.base + c.bar_at, 0.0)),
    ])
}

/// The draughts man: a ridged disc.
fn man(p: &Profiles) -> MeshData {
    turn(p, &p.man)
}

/// The draughts king: two men stacked and a crown ring with balls on top.
fn draughts_king(p: &Profiles) -> MeshData {
    let man = man(p);
    let height = p.man.top();
    let crown = turn(p, &p.draughts_king.crown);
    let points = crown_points(&p.draughts_king.points, 2.0 * height);
    merge([
        (&man, Transform::IDENTITY),
        (&man, Transform::from_xyz(0.0, height, 0.0)),
        (&crown, Transform::from_xyz(0.0, 2.0 * height, 0.0)),
        (&points, Transform::IDENTITY),
    ])
}
