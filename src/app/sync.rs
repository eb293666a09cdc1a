//! Piece entities are a view of the session: after every [`BoardChanged`] they are matched
//! to the position shown. A piece that stays keeps its entity; a piece that moved keeps its
//! entity and slides or hops to its new cell; a captured piece leaves; a new piece appears.

use bevy::prelude::*;

use crate::rules::{Cell, Geometry, MoveKind, Role, Seat};
use crate::session::{AnyMove, PieceShape, PieceView};

use super::animation::{Animating, Leaving};
use super::embedding::BoardEmbedding;
use super::pieces::silhouette::Mask;
use super::pieces::token::{TOKEN_PIXELS, ink_for, token_image, token_mesh, token_symbol};
use super::pieces::{ArmyPalette, PieceMeshes, Profiles, piece_mesh_data};
use super::settings::{PieceStyle, Settings};
use super::shading::{LowMaterial, Paint, Paints, TokenMaterial};
use super::state::{BoardChanged, SessionRes};

/// A piece on the board, standing on `cell` (its entity's transform follows the embedding).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceEntity {
    /// The cell it stands on (its destination while it moves).
    pub cell: Cell,
    /// What it is.
    pub view: PieceView,
    /// The number of seats of the game it was drawn for: its army's colour depends on it
    /// (seat 1 is Black in a two-player game, Blue in Mattrix), so a piece of a game with
    /// another number of seats is never kept.
    pub seats: u8,
}

/// A piece just let go after a drag: if its drop made a move it is already over its new
/// cell, so it settles there without the move's slide. The next sync takes the mark off.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Dropped;

/// The materials of the armies: for two-seat games and for three-seat games, one per seat.
#[derive(Resource, Clone, Debug)]
pub struct ArmyMaterials {
    two: Vec<Paint>,
    three: Vec<Paint>,
}

impl ArmyMaterials {
    /// The materials of two-seat games' armies (by seat) and of three-seat games'.
    pub fn new(two: Vec<Paint>, three: Vec<Paint>) -> ArmyMaterials {
        ArmyMaterials { two, three }
    }

    /// The material of `seat`'s pieces in a game of `seats` players.
    pub fn get(&self, seats: u8, seat: Seat) -> Paint {
        let list = if seats == 3 { &self.three } else { &self.two };
        list[seat.index() % list.len()].clone()
    }
}

/// A piece drawn as a token (it turns to face the camera).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Token;

/// The looks of the token style: one disc mesh, and a material per army and shape (the
/// disc in the army's colour with the shape's figurine).
#[derive(Resource, Clone, Debug)]
pub struct TokenLooks {
    mesh: Handle<Mesh>,
    materials: Vec<((u8, Seat, PieceShape), Handle<TokenMaterial>)>,
}

impl TokenLooks {
    /// The material of `seat`'s token for `shape` in a game of `seats` players.
    pub fn get(&self, seats: u8, seat: Seat, shape: PieceShape) -> Option<&Handle<TokenMaterial>> {
        let seats = if seats == 3 { 3 } else { 2 };
        let seat = Seat(seat.0 % seats);
        self.materials
            .iter()
            .find(|(key, _)| *key == (seats, seat, shape))
            .map(|(_, material)| material)
    }
}

/// What a piece is drawn with: the figures' meshes and materials, the tokens', and the
/// style the settings choose.
#[derive(Clone, Copy)]
struct Looks<'a> {
    meshes: &'a PieceMeshes,
    armies: &'a ArmyMaterials,
    tokens: Option<&'a TokenLooks>,
    style: PieceStyle,
}

impl Looks<'_> {
    /// Puts the mesh and material of `view` (in a game of `seats`) on a piece entity.
    fn dress(&self, entity: &mut EntityCommands, view: PieceView, seats: u8) {
        let token = self
            .tokens
            .filter(|_| self.style == PieceStyle::Tokens)
            .and_then(|t| Some((t, t.get(seats, view.seat, view.shape)?)));
        match token {
            Some((tokens, material)) => {
                entity
                    .remove::<(
                        MeshMaterial3d<StandardMaterial>,
                        MeshMaterial3d<LowMaterial>,
                    )>()
                    .insert((
                        Mesh3d(tokens.mesh.clone()),
                        MeshMaterial3d(material.clone()),
                        Token,
                    ));
            }
            None => {
                entity
                    .remove::<(Token, MeshMaterial3d<TokenMaterial>)>()
                    .insert(Mesh3d(self.meshes.get(view.shape)));
                self.armies.get(seats, view.seat).apply(entity);
            }
        }
    }
}

/// The looks the resources hold, if the app renders.
fn looks<'a>(
    meshes: Option<&'a PieceMeshes>,
    armies: Option<&'a ArmyMaterials>,
    tokens: Option<&'a TokenLooks>,
    settings: &Settings,
) -> Option<Looks<'a>> {
    Some(Looks {
        meshes: meshes?,
        armies: armies?,
        tokens,
        style: settings.piece_style,
    })
}

/// Registers the syncing systems.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_initial_pieces).add_systems(
        Update,
        (
            sync_pieces.run_if(on_message::<BoardChanged>),
            restyle_pieces.run_if(resource_changed::<Settings>),
        ),
    );
}

/// Turns every token to face the camera, upright on the screen (after the pieces have
/// moved this frame), so that its figurine reads the same from every side of the board.
pub fn face_the_camera(
    cameras: Query<&Transform, (With<Camera3d>, Without<Token>)>,
    mut tokens: Query<&mut Transform, With<Token>>,
) {
    let Some(camera) = cameras.iter().next().map(|c| c.rotation) else {
        return;
    };
    for mut transform in &mut tokens {
        transform.rotation = camera;
    }
}

/// Builds the piece meshes and army materials when the app renders.
pub fn setup_piece_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut images: ResMut<Assets<Image>>,
    token_materials: Option<ResMut<Assets<TokenMaterial>>>,
    mut paints: Paints,
    settings: Res<Settings>,
) {
    let pieces = super::pieces::build_piece_meshes(&mut meshes);
    if settings.low_graphics {
        for handle in pieces.all() {
            if let Some(mut mesh) = meshes.get_mut(&handle) {
                super::shading::bake_light(&mut mesh);
            }
        }
    }
    commands.insert_resource(pieces);
    let mut army = |seats: u8| -> Vec<Paint> {
        let palette = ArmyPalette::for_seats(seats);
        (0..seats)
            .map(|s| {
                let low = settings.low_graphics;
                let mut material = palette.material(Seat(s));
                if low {
                    material.base_color = super::shading::army_colour_low(material.base_color);
                }
                paints.add(material, low)
            })
            .collect()
    };
    let (two, three) = (army(2), army(3));
    commands.insert_resource(ArmyMaterials::new(two, three));
    if let Some(mut token_materials) = token_materials {
        commands.insert_resource(build_token_looks(
            &mut meshes,
            &mut images,
            &mut token_materials,
        ));
    }
}

/// Every token material: each shape in each army's colour, for two and three seats.
fn build_token_looks(
    meshes: &mut Assets<Mesh>,
    images: &mut Assets<Image>,
    tokens_materials: &mut Assets<TokenMaterial>,
) -> TokenLooks {
    let profiles = Profiles::shipped();
    // Each shape's figurine is drawn once and coloured for every army.
    let symbols: Vec<(PieceShape, Mask, bool)> = PieceShape::all()
        .into_iter()
        .map(|shape| {
            let symbol = token_symbol(&piece_mesh_data(&profiles, shape), TOKEN_PIXELS);
            // Compounds (the pieces that leap like a knight and more) are marked.
            let compound = matches!(
                shape,
                PieceShape::Chess(role) if role.leaps_knight() && role != Role::Knight
            );
            (shape, symbol, compound)
        })
        .collect();
    let mut materials = Vec::new();
    for seats in [2u8, 3] {
        let palette = ArmyPalette::for_seats(seats);
        for seat in (0..seats).map(Seat) {
            let army = palette.color(seat);
            for (shape, symbol, compound) in &symbols {
                let image = images.add(token_image(symbol, army, ink_for(army), *compound));
                let material = tokens_materials.add(TokenMaterial { texture: image });
                materials.push(((seats, seat, *shape), material));
            }
        }
    }
    TokenLooks {
        mesh: meshes.add(token_mesh()),
        materials,
    }
}

/// The rotation of a seat's pieces about the board normal: each army faces the centre.
/// Mattrix's seats follow each other clockwise seen from above (White bottom, Blue upper
/// left, Red upper right), which is a negative turn about +y.
fn seat_turn(seat: Seat, seats: u8) -> Quat {
    let turns = if seats == 3 {
        -(seat.0 as f32) / 3.0
    } else {
        seat.0 as f32 / 2.0
    };
    Quat::from_rotation_y(std::f32::consts::TAU * turns)
}

/// The transform of a piece at rest on a cell.
pub fn rest_transform(
    embedding: &BoardEmbedding,
    cell: Cell,
    view: PieceView,
    seats: u8,
) -> Transform {
    let mut t = embedding.piece_transform(cell);
    t.rotation *= seat_turn(view.seat, seats);
    t
}

/// The cells a sliding piece passes from `from` to `to` (both included) on a board whose
/// lines wrap: along the line on which every cell between is empty in `occupied` (the
/// shorter such line when both ways round are open). Just the two cells when no line
/// joins them (a leap), or on a board that does not wrap (a straight slide is the path).
fn ride_path(geometry: &Geometry, from: Cell, to: Cell, occupied: &[Cell]) -> Vec<Cell> {
    if !geometry.wraps() {
        return vec![from, to];
    }
    geometry
        .dirs()
        .filter_map(|d| {
            let ray = geometry.ray(from, d);
            let end = ray.iter().position(|&c| c == to)?;
            ray[..end].iter().all(|c| !occupied.contains(c)).then(|| {
                std::iter::once(from)
                    .chain(ray[..=end].iter().copied())
                    .collect()
            })
        })
        .min_by_key(|path: &Vec<Cell>| path.len())
        .unwrap_or_else(|| vec![from, to])
}

fn spawn_piece(
    commands: &mut Commands,
    cell: Cell,
    view: PieceView,
    embedding: &BoardEmbedding,
    seats: u8,
    looks: Option<Looks>,
) -> Entity {
    let mut entity = commands.spawn((
        PieceEntity { cell, view, seats },
        rest_transform(embedding, cell, view, seats),
    ));
    if let Some(looks) = looks {
        looks.dress(&mut entity, view, seats);
    }
    entity.id()
}

fn spawn_initial_pieces(
    mut commands: Commands,
    session: Res<SessionRes>,
    embedding: Res<BoardEmbedding>,
    settings: Res<Settings>,
    meshes: Option<Res<PieceMeshes>>,
    materials: Option<Res<ArmyMaterials>>,
    tokens: Option<Res<TokenLooks>>,
) {
    let seats = session.0.kind().seats();
    let looks = looks(
        meshes.as_deref(),
        materials.as_deref(),
        tokens.as_deref(),
        &settings,
    );
    for (cell, view) in session.0.pieces() {
        spawn_piece(&mut commands, cell, view, &embedding, seats, looks);
    }
}

/// How high a Chess-transit hop rises between the boards, in cells.
const TRANSIT_HOP: f32 = 1.8;

/// Whether a piece of this shape jumps (hops over the board) rather than slides.
fn jumps(shape: PieceShape) -> bool {
    matches!(
        shape,
        PieceShape::Chess(Role::Knight | Role::Giraffe | Role::Vizier | Role::WarMachine)
            | PieceShape::Man
            | PieceShape::DraughtsKing
    )
}

/// Matches the piece entities to the position shown, animating the last move when asked.
#[allow(clippy::too_many_arguments)]
fn sync_pieces(
    mut commands: Commands,
    mut changes: MessageReader<BoardChanged>,
    session: Res<SessionRes>,
    embedding: Res<BoardEmbedding>,
    settings: Res<Settings>,
    meshes: Option<Res<PieceMeshes>>,
    materials: Option<Res<ArmyMaterials>>,
    tokens: Option<Res<TokenLooks>>,
    mut pieces: Query<(Entity, &mut PieceEntity, &mut Transform, Has<Dropped>), Without<Leaving>>,
) {
    let animate =
        changes.read().filter(|c| c.animate).count() > 0 && settings.animation_speed > 0.0;
    let seats = session.0.kind().seats();
    let looks = looks(
        meshes.as_deref(),
        materials.as_deref(),
        tokens.as_deref(),
        &settings,
    );
    let wanted = session.0.pieces();
    let last: Option<AnyMove> = {
        let ply = session.0.shown_ply();
        (ply > 0).then(|| session.0.game().moves()[ply - 1].clone())
    };
    let mut existing: Vec<(Entity, PieceEntity)> = Vec::new();
    for (entity, piece, _, _) in &pieces {
        if piece.seats == seats {
            existing.push((entity, *piece));
        } else {
            commands.entity(entity).despawn();
        }
    }
    // The mark of a drop lasts one sync.
    for (entity, _, _, dropped) in &pieces {
        if dropped {
            commands.entity(entity).remove::<Dropped>();
        }
    }
    // Where pieces stood before this change: what a sliding piece had to pass.
    let occupied: Vec<Cell> = existing.iter().map(|(_, p)| p.cell).collect();
    let geometry = session.0.game().geometry();
    let mut unmatched_new: Vec<(Cell, PieceView)> = Vec::new();
    for (cell, view) in wanted {
        if let Some(i) = existing
            .iter()
            .position(|(_, p)| p.cell == cell && p.view == view)
        {
            let (entity, _) = existing.swap_remove(i);
            // A piece that stays where it is goes back to rest (after a drag that made no
            // move, for instance).
            if !animate && let Ok((_, _, mut transform, _)) = pieces.get_mut(entity) {
                *transform = rest_transform(&embedding, cell, view, seats);
            }
        } else {
            unmatched_new.push((cell, view));
        }
    }
    // Pieces that moved: an unmatched old piece of the same seat, preferring the last move's
    // start cell, then the same shape (a promotion keeps its entity and changes shape).
    for (cell, view) in unmatched_new {
        let source = existing
            .iter()
            .enumerate()
            .filter(|(_, (_, p))| p.view.seat == view.seat)
            .max_by_key(|(_, (_, p))| {
                let from_last = last
                    .as_ref()
                    .is_some_and(|m| m.from() == p.cell && m.to() == cell);
                (from_last, p.view.shape == view.shape)
            })
            .map(|(i, _)| i);
        match source {
            Some(i)
                if last.as_ref().is_some_and(|m| m.to() == cell)
                    || existing[i].1.view.shape == view.shape =>
            {
                let (entity, old) = existing.swap_remove(i);
                let Ok((_, mut piece, mut transform, dropped)) = pieces.get_mut(entity) else {
                    continue;
                };
                let rest = rest_transform(&embedding, cell, view, seats);
                if animate && !dropped {
                    let draughts_path = match &last {
                        Some(AnyMove::Draughts(d)) if d.to == cell => Some(&d.path),
                        _ => None,
                    };
                    let transit = matches!(&last, Some(AnyMove::Chess(m)) if m.kind == MoveKind::Transit && m.to == cell);
                    let (waypoints, hop) = if let Some(path) = draughts_path {
                        let mut waypoints = vec![old.cell];
                        waypoints.extend(path.iter().copied());
                        let hop = if jumps(old.view.shape) || waypoints.len() > 2 {
                            0.9
                        } else {
                            0.0
                        };
                        (waypoints, hop)
                    } else if jumps(old.view.shape) || transit {
                        (
                            vec![old.cell, cell],
                            if transit { TRANSIT_HOP } else { 0.9 },
                        )
                    } else {
                        (ride_path(geometry, old.cell, cell, &occupied), 0.0)
                    };
                    commands.entity(entity).insert(Animating::new(
                        waypoints,
                        hop,
                        seat_turn(view.seat, seats),
                    ));
                } else {
                    *transform = rest;
                }
                *piece = PieceEntity { cell, view, seats };
                if old.view != view
                    && let Some(looks) = looks
                {
                    looks.dress(&mut commands.entity(entity), view, seats);
                }
            }
            _ => {
                spawn_piece(&mut commands, cell, view, &embedding, seats, looks);
            }
        }
    }
    // What is left was captured (or belongs to a position no longer shown).
    for (entity, _) in existing {
        if animate {
            commands.entity(entity).insert(Leaving::default());
        } else {
            commands.entity(entity).despawn();
        }
    }
}

/// Draws every piece again in the style the settings now choose.
fn restyle_pieces(
    mut commands: Commands,
    settings: Res<Settings>,
    meshes: Option<Res<PieceMeshes>>,
    materials: Option<Res<ArmyMaterials>>,
    tokens: Option<Res<TokenLooks>>,
    pieces: Query<(Entity, &PieceEntity)>,
    mut drawn: Local<Option<PieceStyle>>,
) {
    if drawn.replace(settings.piece_style) == Some(settings.piece_style) {
        return;
    }
    let Some(looks) = looks(
        meshes.as_deref(),
        materials.as_deref(),
        tokens.as_deref(),
        &settings,
    ) else {
        return;
    };
    for (entity, piece) in &pieces {
        looks.dress(&mut commands.entity(entity), piece.view, piece.seats);
    }
}
