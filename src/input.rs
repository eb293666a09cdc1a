//! Picking and keys: a click (or a drag and drop) on a tile or a piece becomes a
//! [`GameCommand::ClickCell`] (a click on the frame between two tiles belongs to the nearer
//! cell); hovering lights the cell under the pointer; `Esc` cancels the
//! selection; `Ctrl+Z` / `Ctrl+Y` take back and replay.
//!
//! A click is read from the mouse button's own press and release, in the order they came,
//! and the board is ray cast at the pointer when the button is let go: a press and release
//! within one slow frame (software rendering draws a frame in about 100 ms) is still a
//! click. Along the ray, a piece in front does not hide a lit target behind it
//! ([`meant_cell`]).

use bevy::input::ButtonState;
use bevy::input::mouse::MouseButtonInput;
use bevy::picking::mesh_picking::ray_cast::{MeshRayCast, MeshRayCastSettings, RayCastVisibility};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::EguiContexts;

use manifold_rules::Cell;

use super::board::BoardFrame;
use super::camera::OrbitCamera;
use super::embedding::BoardEmbedding;
use super::schedule::AppSet;
use super::state::BoardChanged;
use super::state::{GameCommand, SessionRes};
use super::sync::{Dropped, PieceEntity};
use super::tile::Hovered;
use super::tile::Tile;
use super::ui_layout::UiLayout;

/// Registers the input handlers.
pub fn plugin(app: &mut App) {
    app.init_resource::<PendingClick>()
        .add_observer(on_drop)
        .add_observer(on_drag)
        .add_observer(on_drag_end)
        .add_observer(on_over)
        .add_observer(on_move)
        .add_observer(on_out)
        .add_systems(Update, (clicks, keyboard).in_set(AppSet::Input));
}

/// How far, in logical pixels, the pointer may move between a press and its release for
/// the two to be a click (a longer way is a drag, or the camera turning).
const CLICK_SLOP: f32 = 8.0;

/// What the ray through the pointer hit on the board, nearest first: the cell of each hit
/// and whether a piece was hit there (else its tile, or the frame near it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardHit {
    /// The cell hit (a tile's, a piece's, or the frame's nearest).
    pub cell: Cell,
    /// Whether the hit was a piece standing on the cell.
    pub piece: bool,
}

/// The cell a click meant, from the hits along its ray (nearest first), the piece selected
/// and the cells it can move to (lit on the board). The nearest hit, except that a piece
/// in front (other than the one selected) does not hide a lit target behind it: with a
/// piece selected, a player aiming at a lit cell whose view a taller piece partly covers
/// means the lit cell.
pub fn meant_cell(hits: &[BoardHit], selected: Option<Cell>, targets: &[Cell]) -> Option<Cell> {
    let first = hits.first()?;
    let seen_through =
        first.piece && Some(first.cell) != selected && !targets.contains(&first.cell);
    if seen_through && let Some(behind) = hits.iter().find(|h| targets.contains(&h.cell)) {
        return Some(behind.cell);
    }
    Some(first.cell)
}

/// A press of the left button on the board, until it is let go.
#[derive(Resource, Clone, Copy, Debug, Default)]
struct PendingClick {
    /// Where the pointer was when the button went down (none once it is let go, or when
    /// it went down over a panel).
    pressed_at: Option<Vec2>,
    /// Whether a piece was dragged since (the drop is then the move, not a click).
    dragged: bool,
}

/// Reads the left button's presses and releases in order; a release near its press, with
/// no drag between, is a click on the cell the ray through the pointer meant.
#[allow(clippy::too_many_arguments)]
fn clicks(
    mut buttons: MessageReader<MouseButtonInput>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform), With<OrbitCamera>>,
    mut ray_cast: MeshRayCast,
    picker: CellPicker,
    layout: Option<Res<UiLayout>>,
    session: Res<SessionRes>,
    mut pending: ResMut<PendingClick>,
    mut out: MessageWriter<GameCommand>,
) {
    let pointer = windows.single().ok().and_then(Window::cursor_position);
    for input in buttons.read().filter(|b| b.button == MouseButton::Left) {
        match input.state {
            ButtonState::Pressed => {
                *pending = PendingClick {
                    pressed_at: pointer.filter(|_| !over_ui(&layout)),
                    dragged: false,
                };
            }
            ButtonState::Released => {
                let Some(at) = pending.pressed_at.take() else {
                    continue;
                };
                let Some(pointer) = pointer else {
                    continue;
                };
                if pending.dragged || at.distance(pointer) > CLICK_SLOP {
                    continue;
                }
                let Ok((camera, camera_transform)) = cameras.single() else {
                    continue;
                };
                let Ok(ray) = camera.viewport_to_world(camera_transform, pointer) else {
                    continue;
                };
                let hits = board_hits(
                    ray,
                    &mut ray_cast,
                    &picker,
                    RayCastVisibility::VisibleInView,
                );
                let s = &session.0;
                let targets: Vec<Cell> = s.targets().iter().map(|t| t.cell).collect();
                if let Some(cell) = meant_cell(&hits, s.selected(), &targets) {
                    out.write(GameCommand::ClickCell(cell));
                }
            }
        }
    }
}

/// Every part of the board the ray passes through, nearest first: tiles, pieces and the
/// frame, whether or not the ray leaves them (a piece in front does not stop it), among
/// the meshes `visibility` allows (those drawn in the view, in the app).
fn board_hits(
    ray: Ray3d,
    ray_cast: &mut MeshRayCast,
    picker: &CellPicker,
    visibility: RayCastVisibility,
) -> Vec<BoardHit> {
    let on_board = |e: Entity| picker.is_on_board(e);
    let settings = MeshRayCastSettings::default()
        .with_filter(&on_board)
        .with_visibility(visibility)
        .never_early_exit();
    ray_cast
        .cast_ray(ray, &settings)
        .iter()
        .filter_map(|(entity, hit)| {
            let cell = picker.cell(*entity, Some(hit.point))?;
            let piece = picker.pieces.contains(*entity);
            Some(BoardHit { cell, piece })
        })
        .collect()
}

/// Whether the pointer is over a panel (bevy_egui cannot block picking under panels drawn
/// in a background `Ui`, so the board must ignore clicks there itself).
fn over_ui(layout: &Option<Res<UiLayout>>) -> bool {
    layout.as_ref().is_some_and(|l| l.pointer_over_ui)
}

/// What a pointer event on the board is about: the cell of a tile or of a piece, or, for a
/// point on the frame between the tiles, the nearest cell.
#[derive(bevy::ecs::system::SystemParam)]
struct CellPicker<'w, 's> {
    tiles: Query<'w, 's, &'static Tile>,
    pieces: Query<'w, 's, &'static PieceEntity>,
    frames: Query<'w, 's, (), With<BoardFrame>>,
    embedding: Res<'w, BoardEmbedding>,
}

impl CellPicker<'_, '_> {
    /// Whether `entity` is part of the board a click can land on: a tile, a piece or the
    /// frame.
    fn is_on_board(&self, entity: Entity) -> bool {
        self.tiles.contains(entity) || self.pieces.contains(entity) || self.frames.contains(entity)
    }

    /// The cell the pointer meant on `entity`, hit at `point`.
    fn cell(&self, entity: Entity, point: Option<Vec3>) -> Option<Cell> {
        if let Ok(tile) = self.tiles.get(entity) {
            return Some(tile.cell);
        }
        if let Ok(piece) = self.pieces.get(entity) {
            return Some(piece.cell);
        }
        if self.frames.contains(entity) {
            return self.embedding.nearest_cell(point?);
        }
        None
    }
}

/// While a piece is dragged beyond a click's slop it is selected, follows the pointer
/// lifted above the board, and lets the pointer see through it to the cell it will be
/// dropped on.
#[allow(clippy::too_many_arguments)]
fn on_drag(
    drag: On<Pointer<Drag>>,
    mut commands: Commands,
    mut pieces: Query<(&mut Transform, &PieceEntity)>,
    cameras: Query<(&Camera, &GlobalTransform), With<OrbitCamera>>,
    embedding: Res<BoardEmbedding>,
    session: Res<SessionRes>,
    mut pending: ResMut<PendingClick>,
    mut out: MessageWriter<GameCommand>,
) {
    if drag.event.button != PointerButton::Primary {
        return;
    }
    let Ok((mut transform, piece)) = pieces.get_mut(drag.entity) else {
        return;
    };
    let pointer = drag.pointer_location.position;
    // Pressed over a panel, or not yet further than a click's slop: no drag.
    let Some(at) = pending.pressed_at else {
        return;
    };
    if !pending.dragged {
        if at.distance(pointer) <= CLICK_SLOP {
            return;
        }
        pending.dragged = true;
        if session.0.selected() != Some(piece.cell) {
            out.write(GameCommand::ClickCell(piece.cell));
        }
    }
    let Ok((camera, camera_transform)) = cameras.single() else {
        return;
    };
    let Ok(ray) = camera.viewport_to_world(camera_transform, pointer) else {
        return;
    };
    // Lifted above the surface (over the torus, along its normal).
    if let Some(point) = embedding.ray_hit(ray, 0.35) {
        transform.translation = point;
        commands.entity(drag.entity).insert(Pickable::IGNORE);
    }
}

/// A dragged piece is put back where the game says it stands, marked [`Dropped`] so that
/// a move made by the drop settles it where it was let go instead of sliding it from its
/// old cell.
fn on_drag_end(
    drag: On<Pointer<DragEnd>>,
    mut commands: Commands,
    pieces: Query<(), With<PieceEntity>>,
    pending: Res<PendingClick>,
    mut changed: MessageWriter<BoardChanged>,
) {
    if pending.dragged && pieces.get(drag.entity).is_ok() {
        commands
            .entity(drag.entity)
            .remove::<Pickable>()
            .insert(Dropped);
        changed.write(BoardChanged::jump());
    }
}

/// A piece dragged and let go over a cell: that cell is the move's target.
fn on_drop(
    drop: On<Pointer<DragDrop>>,
    picker: CellPicker,
    layout: Option<Res<UiLayout>>,
    pending: Res<PendingClick>,
    mut out: MessageWriter<GameCommand>,
) {
    if drop.event.button != PointerButton::Primary || over_ui(&layout) || !pending.dragged {
        return;
    }
    if let Some(cell) = picker.cell(drop.entity, drop.hit.position) {
        out.write(GameCommand::ClickCell(cell));
    }
}

fn on_over(over: On<Pointer<Over>>, picker: CellPicker, mut hovered: ResMut<Hovered>) {
    if let Some(cell) = picker.cell(over.entity, over.hit.position) {
        hovered.0 = Some(cell);
    }
}

/// Moving along the frame between the tiles lights the nearest cell as it changes.
fn on_move(moved: On<Pointer<Move>>, picker: CellPicker, mut hovered: ResMut<Hovered>) {
    if picker.frames.contains(moved.entity) {
        let cell = picker.cell(moved.entity, moved.hit.position);
        hovered.set_if_neq(Hovered(cell));
    }
}

fn on_out(out_event: On<Pointer<Out>>, picker: CellPicker, mut hovered: ResMut<Hovered>) {
    let left = picker.cell(out_event.entity, out_event.hit.position);
    if left == hovered.0 || picker.frames.contains(out_event.entity) {
        hovered.0 = None;
    }
}

fn keyboard(
    mut contexts: EguiContexts,
    layout: Option<Res<UiLayout>>,
    keys: Res<ButtonInput<KeyCode>>,
    mut out: MessageWriter<GameCommand>,
) {
    let taken = layout.as_ref().is_some_and(|l| l.keyboard_taken);
    if taken
        || contexts
            .ctx_mut()
            .is_ok_and(|ctx| ctx.egui_wants_keyboard_input())
    {
        return;
    }
    let ctrl = keys.pressed(KeyCode::ControlLeft) || keys.pressed(KeyCode::ControlRight);
    if keys.just_pressed(KeyCode::Escape) {
        out.write(GameCommand::Cancel);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        out.write(GameCommand::Undo);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        out.write(GameCommand::Redo);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::{Position, VariantId};

    fn at(name: &str) -> Cell {
        Position::start(VariantId::Classical)
            .geometry()
            .cell_by_name(name)
            .unwrap()
    }

    fn tile(name: &str) -> BoardHit {
        BoardHit {
            cell: at(name),
            piece: false,
        }
    }

    fn piece(name: &str) -> BoardHit {
        BoardHit {
            cell: at(name),
            piece: true,
        }
    }

    #[test]
    fn a_click_means_the_nearest_hit_with_nothing_selected() {
        assert_eq!(meant_cell(&[], None, &[]), None);
        assert_eq!(meant_cell(&[tile("e4")], None, &[]), Some(at("e4")));
        // A piece in front of a tile: the piece.
        assert_eq!(
            meant_cell(&[piece("e6"), tile("e7")], None, &[]),
            Some(at("e6"))
        );
    }

    /// The real ray cast over the real meshes (the tiles and the piece meshes the app
    /// builds, placed as the app places them), from the default camera of classical chess:
    /// White's queen on d6 selected, its own king on e6, Black's pawn on e7. A ray aimed at
    /// the near edge of e7 meets the king first (the raw nearest hit), and the click means
    /// e7, the lit capture behind it.
    #[test]
    fn a_real_ray_through_a_tall_piece_lands_on_the_lit_cell_behind_it() {
        use crate::pieces::build_piece_meshes;
        use crate::sync::{PieceEntity, rest_transform};
        use crate::tile::{Highlight, TileLight};
        use bevy::camera::primitives::Aabb;
        use bevy::camera::primitives::MeshAabb;
        use bevy::ecs::system::RunSystemOnce;
        use manifold_rules::game::Game;
        use manifold_session::Session;

        let position = Position::from_fen(VariantId::Classical, "4k3/4p3/3QK3/8/8/8/8/8 w - - 0 1")
            .expect("a legal position");
        let mut session = Session::from_game(manifold_rules::AnyGame::Chess(Game::from_position(
            position,
        )));
        let geometry = session.game().geometry();
        let embedding = BoardEmbedding::for_board(geometry);
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, AssetPlugin::default()))
            .init_asset::<Mesh>();
        let world = app.world_mut();
        let (tile_mesh, pieces) = {
            let mut meshes = world.resource_mut::<Assets<Mesh>>();
            let tile = meshes.add(Mesh::from(Cuboid::new(1.0, 0.12, 1.0)));
            (tile, build_piece_meshes(&mut meshes))
        };
        let aabb_of = |world: &World, mesh: &Handle<Mesh>| -> Aabb {
            world
                .resource::<Assets<Mesh>>()
                .get(mesh)
                .and_then(Mesh::compute_aabb)
                .expect("a mesh with vertices")
        };
        let tile_box = aabb_of(world, &tile_mesh);
        for cell in geometry.cells() {
            let place = embedding.cell(cell);
            let transform = Transform::from_translation(place.center - place.normal * 0.06);
            world.spawn((
                Tile {
                    cell,
                    colour: 0,
                    light: TileLight {
                        highlight: Highlight::Base,
                        tint: None,
                    },
                },
                Mesh3d(tile_mesh.clone()),
                transform,
                GlobalTransform::from(transform),
                tile_box,
                (InheritedVisibility::VISIBLE, ViewVisibility::default()),
            ));
        }
        for (cell, view) in session.pieces() {
            let mesh = pieces.get(view.shape);
            let transform = rest_transform(&embedding, cell, view, 2);
            let bounds = aabb_of(world, &mesh);
            world.spawn((
                PieceEntity {
                    cell,
                    view,
                    seats: 2,
                },
                Mesh3d(mesh),
                transform,
                GlobalTransform::from(transform),
                bounds,
                (InheritedVisibility::VISIBLE, ViewVisibility::default()),
            ));
        }
        world.insert_resource(embedding.clone());
        let _ = session.click(at("d6"));
        let targets: Vec<Cell> = session.targets().iter().map(|t| t.cell).collect();
        assert!(targets.contains(&at("e7")), "the queen takes on e7");
        assert!(!targets.contains(&at("e6")), "not its own king");
        // From the default camera to the near edge of e7's tile, on its top face.
        let eye = OrbitCamera::default_for(&embedding).transform().translation;
        let e7 = embedding.cell(at("e7"));
        let e6 = embedding.cell(at("e6")).center;
        let aim = e7.center + (e6 - e7.center).normalize() * 0.45;
        let ray = Ray3d::new(eye, Dir3::new(aim - eye).expect("a direction"));
        let hits = world
            .run_system_once(move |mut ray_cast: MeshRayCast, picker: CellPicker| {
                board_hits(ray, &mut ray_cast, &picker, RayCastVisibility::Any)
            })
            .expect("the ray cast runs");
        assert_eq!(
            hits.first(),
            Some(&BoardHit {
                cell: at("e6"),
                piece: true
            }),
            "the king in front is hit first: {hits:?}"
        );
        assert!(hits.iter().any(|h| h.cell == at("e7")), "{hits:?}");
        assert_eq!(
            meant_cell(&hits, session.selected(), &targets),
            Some(at("e7"))
        );
    }

    /// Classical, the queen on d6 selected, a click on e7 whose ray first grazes the tall
    /// piece on e6: the player aimed at the lit e7, not at the piece in front.
    #[test]
    fn a_piece_in_front_does_not_hide_a_lit_target_behind_it() {
        let targets = [at("e7"), at("c7"), at("d7")];
        assert_eq!(
            meant_cell(&[piece("e6"), tile("e7")], Some(at("d6")), &targets),
            Some(at("e7"))
        );
        // Through a piece to a target piece behind it (a capture): the capture.
        assert_eq!(
            meant_cell(&[piece("e6"), piece("e7")], Some(at("d6")), &targets),
            Some(at("e7"))
        );
        // A piece in front that is itself a target (a capture): that piece.
        let capture = [at("e6"), at("e7")];
        assert_eq!(
            meant_cell(&[piece("e6"), tile("e7")], Some(at("d6")), &capture),
            Some(at("e6"))
        );
        // The selected piece itself is what it is: a click on it, not through it.
        assert_eq!(
            meant_cell(&[piece("d6"), tile("d7")], Some(at("d6")), &targets),
            Some(at("d6"))
        );
        // Nothing lit behind: the piece in front.
        assert_eq!(
            meant_cell(&[piece("e6"), tile("f8")], Some(at("d6")), &targets),
            Some(at("e6"))
        );
    }
}
