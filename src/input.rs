//! Picking and keys: a click (or a drag and drop) on a tile or a piece becomes a
//! [`GameCommand::ClickCell`] (a click on the frame between two tiles belongs to the nearer
//! cell); hovering lights the cell under the pointer; `Esc` cancels the
//! selection; `Ctrl+Z` / `Ctrl+Y` take back and replay.

use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
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
    app.add_observer(on_click)
        .add_observer(on_drag_start)
        .add_observer(on_drop)
        .add_observer(on_drag)
        .add_observer(on_drag_end)
        .add_observer(on_over)
        .add_observer(on_move)
        .add_observer(on_out)
        .add_systems(Update, keyboard.in_set(AppSet::Input));
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

fn on_click(
    click: On<Pointer<Click>>,
    picker: CellPicker,
    layout: Option<Res<UiLayout>>,
    mut out: MessageWriter<GameCommand>,
) {
    if click.event.button != PointerButton::Primary || over_ui(&layout) {
        return;
    }
    if let Some(cell) = picker.cell(click.entity, click.hit.position) {
        out.write(GameCommand::ClickCell(cell));
    }
}

fn on_drag_start(
    drag: On<Pointer<DragStart>>,
    session: Res<SessionRes>,
    pieces: Query<&PieceEntity>,
    layout: Option<Res<UiLayout>>,
    mut out: MessageWriter<GameCommand>,
) {
    if drag.event.button != PointerButton::Primary || over_ui(&layout) {
        return;
    }
    if let Ok(piece) = pieces.get(drag.entity)
        && session.0.selected() != Some(piece.cell)
    {
        out.write(GameCommand::ClickCell(piece.cell));
    }
}

/// While a piece is dragged it follows the pointer, lifted above the board, and lets the
/// pointer see through it to the cell it will be dropped on.
fn on_drag(
    drag: On<Pointer<Drag>>,
    mut commands: Commands,
    mut pieces: Query<&mut Transform, With<PieceEntity>>,
    cameras: Query<(&Camera, &GlobalTransform), With<OrbitCamera>>,
    embedding: Res<BoardEmbedding>,
) {
    if drag.event.button != PointerButton::Primary {
        return;
    }
    let Ok(mut transform) = pieces.get_mut(drag.entity) else {
        return;
    };
    let Ok((camera, camera_transform)) = cameras.single() else {
        return;
    };
    let Ok(ray) = camera.viewport_to_world(camera_transform, drag.pointer_location.position) else {
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
    mut changed: MessageWriter<BoardChanged>,
) {
    if pieces.get(drag.entity).is_ok() {
        commands
            .entity(drag.entity)
            .remove::<Pickable>()
            .insert(Dropped);
        changed.write(BoardChanged::jump());
    }
}

fn on_drop(
    drop: On<Pointer<DragDrop>>,
    picker: CellPicker,
    layout: Option<Res<UiLayout>>,
    mut out: MessageWriter<GameCommand>,
) {
    if drop.event.button != PointerButton::Primary || over_ui(&layout) {
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
