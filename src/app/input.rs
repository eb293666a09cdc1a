//! Picking and keys: a click (or a drag and drop) on a tile or a piece becomes a
//! [`GameCommand::ClickCell`]; hovering lights the cell under the pointer; `Esc` cancels the
//! selection; `Ctrl+Z` / `Ctrl+Y` take back and replay.

use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy_egui::EguiContexts;

use crate::rules::Cell;

use super::board::{Hovered, Tile};
use super::camera::OrbitCamera;
use super::embedding::BoardEmbedding;
use super::schedule::AppSet;
use super::state::BoardChanged;
use super::state::{GameCommand, SessionRes};
use super::sync::{Dropped, PieceEntity};
use super::ui::UiLayout;

/// Registers the input handlers.
pub fn plugin(app: &mut App) {
    app.add_observer(on_click)
        .add_observer(on_drag_start)
        .add_observer(on_drop)
        .add_observer(on_drag)
        .add_observer(on_drag_end)
        .add_observer(on_over)
        .add_observer(on_out)
        .add_systems(Update, keyboard.in_set(AppSet::Input));
}

/// Whether the pointer is over a panel (bevy_egui cannot block picking under panels drawn
/// in a background `Ui`, so the board must ignore clicks there itself).
fn over_ui(layout: &Option<Res<UiLayout>>) -> bool {
    layout.as_ref().is_some_and(|l| l.pointer_over_ui)
}

/// The cell an entity stands for: a tile's cell, or the cell a piece stands on.
fn cell_of(entity: Entity, tiles: &Query<&Tile>, pieces: &Query<&PieceEntity>) -> Option<Cell> {
    tiles
        .get(entity)
        .map(|t| t.cell)
        .ok()
        .or_else(|| pieces.get(entity).map(|p| p.cell).ok())
}

fn on_click(
    click: On<Pointer<Click>>,
    tiles: Query<&Tile>,
    pieces: Query<&PieceEntity>,
    layout: Option<Res<UiLayout>>,
    mut out: MessageWriter<GameCommand>,
) {
    if click.event.button != PointerButton::Primary || over_ui(&layout) {
        return;
    }
    if let Some(cell) = cell_of(click.entity, &tiles, &pieces) {
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
    tiles: Query<&Tile>,
    pieces: Query<&PieceEntity>,
    layout: Option<Res<UiLayout>>,
    mut out: MessageWriter<GameCommand>,
) {
    if drop.event.button != PointerButton::Primary || over_ui(&layout) {
        return;
    }
    if let Some(cell) = cell_of(drop.entity, &tiles, &pieces) {
        out.write(GameCommand::ClickCell(cell));
    }
}

fn on_over(
    over: On<Pointer<Over>>,
    tiles: Query<&Tile>,
    pieces: Query<&PieceEntity>,
    mut hovered: ResMut<Hovered>,
) {
    if let Some(cell) = cell_of(over.entity, &tiles, &pieces) {
        hovered.0 = Some(cell);
    }
}

fn on_out(
    out_event: On<Pointer<Out>>,
    tiles: Query<&Tile>,
    pieces: Query<&PieceEntity>,
    mut hovered: ResMut<Hovered>,
) {
    if cell_of(out_event.entity, &tiles, &pieces) == hovered.0 {
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
