//! Piece entities are a view of the session: after every [`BoardChanged`] they are matched
//! to the position shown. A move played comes with what it did ([`PlayedMove`]): the moving
//! piece keeps its entity and slides or hops along the move's path (a castling's rook
//! beside it, a promotion changing its shape), the captured pieces leave. Any other change
//! re-matches the entities to the position at rest: a piece that stays keeps its entity,
//! the others are spawned or removed.

use bevy::prelude::*;

use manifold_rules::{Cell, Motion, PlayedMove, Seat};
use manifold_session::{PieceShape, PieceView};

use super::animation::{Animating, Leaving};
use super::embedding::BoardEmbedding;
use super::mode_view::ModeView;
use super::pieces::silhouette::Mask;
use super::pieces::token::{TOKEN_PIXELS, ink_for, shape_symbol, token_image, token_mesh};
use super::pieces::{ArmyPalette, PieceMeshes, Profiles};
use super::schedule::AppSet;
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
    /// Each shape's figure's height, in cells (where the torus's badges float).
    tops: Vec<(PieceShape, f32)>,
}

impl TokenLooks {
    /// The disc every token is drawn on.
    pub fn mesh(&self) -> Handle<Mesh> {
        self.mesh.clone()
    }

    /// The height of `shape`'s figure, in cells (1 where the shape has none).
    pub fn top(&self, shape: PieceShape) -> f32 {
        self.tops
            .iter()
            .find(|(s, _)| *s == shape)
            .map_or(1.0, |(_, top)| *top)
    }

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
            sync_pieces.run_if(on_message::<BoardChanged>.or_eager(resource_changed::<ModeView>)),
            // After the sync's despawns are applied: a piece re-dressed in the frame the
            // board is rebuilt must still be there.
            restyle_pieces.run_if(resource_changed::<Settings>),
        )
            .chain()
            .in_set(AppSet::Sync),
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
pub(crate) fn build_token_looks(
    meshes: &mut Assets<Mesh>,
    images: &mut Assets<Image>,
    tokens_materials: &mut Assets<TokenMaterial>,
) -> TokenLooks {
    let profiles = Profiles::shipped();
    // Each shape's figurine is drawn once and coloured for every army.
    let symbols: Vec<(PieceShape, Mask)> = PieceShape::all()
        .into_iter()
        .map(|shape| (shape, shape_symbol(&profiles, shape, TOKEN_PIXELS)))
        .collect();
    let mut materials = Vec::new();
    for seats in [2u8, 3] {
        let palette = ArmyPalette::for_seats(seats);
        for seat in (0..seats).map(Seat) {
            let army = palette.color(seat);
            for (shape, symbol) in &symbols {
                let image = images.add(token_image(symbol, army, ink_for(army)));
                let material = tokens_materials.add(TokenMaterial { texture: image });
                materials.push(((seats, seat, *shape), material));
            }
        }
    }
    let tops = PieceShape::all()
        .into_iter()
        .map(|shape| {
            let mesh = super::pieces::piece_mesh_data(&profiles, shape);
            let top = mesh.positions.iter().map(|p| p[1]).fold(0.0, f32::max);
            (shape, top)
        })
        .collect();
    TokenLooks {
        mesh: meshes.add(token_mesh()),
        materials,
        tops,
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

/// How high a leap (a knight's jump, a draughts capture) rises, in cells.
const LEAP_HOP: f32 = 0.9;

/// How high the moving piece of `played` hops at each step of its path: a transit crosses
/// the gap between the boards, a leap jumps, draughts pieces hop even on a step, and
/// everything else slides along the surface.
fn hop_of(played: &PlayedMove) -> f32 {
    match played.motion {
        Motion::Transit => TRANSIT_HOP,
        Motion::Leap => LEAP_HOP,
        Motion::Slide
            if matches!(
                played.piece.shape,
                PieceShape::Man | PieceShape::DraughtsKing
            ) =>
        {
            LEAP_HOP
        }
        Motion::Slide => 0.0,
    }
}

/// The piece entities as the sync sees them: each with the cell and piece it stands for.
type Existing = Vec<(Entity, PieceEntity)>;

/// Takes out of `existing` the entity standing for `view` on `cell`.
fn take(existing: &mut Existing, cell: Cell, view: PieceView) -> Option<(Entity, PieceEntity)> {
    let i = existing
        .iter()
        .position(|(_, p)| p.cell == cell && p.view == view)?;
    Some(existing.swap_remove(i))
}

/// What the sync draws with, and how.
struct Frame<'a> {
    embedding: &'a BoardEmbedding,
    looks: Option<Looks<'a>>,
    seats: u8,
    /// Whether moves animate (the animation speed is not 0).
    animate: bool,
}

/// Moves the entities of `existing` as `played` says (the moving piece along its path,
/// the captured pieces off the board, a castling's rook beside its king, a promotion's new
/// shape). Entities that move stay in `existing`, standing where the move put them.
fn apply_move(
    commands: &mut Commands,
    pieces: &mut Query<PieceParts, Without<Leaving>>,
    existing: &mut Existing,
    played: &PlayedMove,
    frame: &Frame,
) {
    for captured in &played.captured {
        if let Some((entity, _)) = take(existing, captured.cell, captured.piece) {
            if frame.animate {
                commands.entity(entity).insert(Leaving::default());
            } else {
                commands.entity(entity).despawn();
            }
        }
    }
    // Both pieces of a castling are taken before either is put down.
    let mover = take(existing, played.from, played.piece);
    let rook = played
        .rook
        .as_ref()
        .and_then(|r| Some((r, take(existing, r.from, r.piece)?)));
    if let Some((entity, _)) = mover {
        let view = played.piece_after();
        place(
            commands,
            pieces,
            entity,
            &played.path,
            hop_of(played),
            view,
            frame,
        );
        if played.promotion.is_some()
            && let Some(looks) = frame.looks
        {
            looks.dress(&mut commands.entity(entity), view, frame.seats);
        }
        existing.push((entity, piece_entity(played.to, view, frame.seats)));
    }
    if let Some((r, (entity, _))) = rook {
        place(commands, pieces, entity, &r.path, 0.0, r.piece, frame);
        existing.push((entity, piece_entity(r.to, r.piece, frame.seats)));
    }
}

fn piece_entity(cell: Cell, view: PieceView, seats: u8) -> PieceEntity {
    PieceEntity { cell, view, seats }
}

/// Sends the piece `entity` along `path` to its last cell: animated through the path, or
/// at rest there at once (no animation, or a piece just dropped there by a drag).
fn place(
    commands: &mut Commands,
    pieces: &mut Query<PieceParts, Without<Leaving>>,
    entity: Entity,
    path: &[Cell],
    hop: f32,
    view: PieceView,
    frame: &Frame,
) {
    let Ok((_, mut piece, mut transform, dropped, _)) = pieces.get_mut(entity) else {
        return;
    };
    let Some(&to) = path.last() else {
        return;
    };
    *piece = piece_entity(to, view, frame.seats);
    if frame.animate && !dropped {
        commands.entity(entity).insert(Animating::new(
            path.to_vec(),
            hop,
            seat_turn(view.seat, frame.seats),
        ));
    } else {
        commands.entity(entity).remove::<Animating>();
        *transform = rest_transform(frame.embedding, to, view, frame.seats);
    }
}

/// What the sync reads and writes of a piece entity.
type PieceParts = (
    Entity,
    &'static mut PieceEntity,
    &'static mut Transform,
    Has<Dropped>,
    Has<Animating>,
);

/// Matches the piece entities to the position shown. The moves this frame's changes carry
/// are played on the entities first (so that they animate); then every piece of the
/// position keeps the entity standing for it on its cell, and what is left over is spawned
/// or removed at rest: the whole sync of a jump (an undo, a load, another ply viewed).
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
    view: Res<ModeView>,
    mut pieces: Query<PieceParts, Without<Leaving>>,
) {
    let played: Vec<PlayedMove> = changes.read().filter_map(|c| c.played.clone()).collect();
    let seats = session.0.kind().seats();
    let frame = Frame {
        embedding: &embedding,
        looks: looks(
            meshes.as_deref(),
            materials.as_deref(),
            tokens.as_deref(),
            &settings,
        ),
        seats,
        animate: settings.animation_speed > 0.0,
    };
    let mut existing: Existing = Vec::new();
    for (entity, piece, _, _, _) in &pieces {
        if piece.seats == seats {
            existing.push((entity, *piece));
        } else {
            commands.entity(entity).despawn();
        }
    }
    for m in &played {
        apply_move(&mut commands, &mut pieces, &mut existing, m, &frame);
    }
    // The mark of a drop lasts one sync.
    for (entity, _, _, dropped, _) in &pieces {
        if dropped {
            commands.entity(entity).remove::<Dropped>();
        }
    }
    // The mode's pieces (the position editor's), else the session's.
    let shown = view.pieces_or(|| session.0.pieces());
    for (cell, view) in shown {
        match take(&mut existing, cell, view) {
            // A piece that stays where it is goes back to rest after a jump (after a drag
            // that made no move, for instance); one on its way there goes on.
            Some((entity, _)) => {
                if played.is_empty()
                    && let Ok((_, _, mut transform, _, false)) = pieces.get_mut(entity)
                {
                    *transform = rest_transform(&embedding, cell, view, seats);
                }
            }
            None => {
                spawn_piece(&mut commands, cell, view, &embedding, seats, frame.looks);
            }
        }
    }
    // What is left stands for nothing in the position shown.
    for (entity, _) in existing {
        commands.entity(entity).despawn();
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
