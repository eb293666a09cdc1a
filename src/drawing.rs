//! Arrows and circles drawn by the player, the lichess way: a right-drag from one cell to
//! another draws an arrow (the same again takes it away), a right-click on a cell rings it,
//! and a left click on the board clears them. Ctrl draws in red, Alt in blue, both in
//! yellow; plain is green. A right-drag that starts off the board still orbits the camera
//! (Shift + right-drag pans, as before). The marks belong to the position shown: each ply
//! of the move list keeps its own, and a new board starts without any.

use bevy::prelude::*;

use manifold_rules::Cell;
pub use manifold_session::MarkColour;

use super::schedule::AppSet;
use super::state::{GameCommand, SessionRes};
use super::tile::Hovered;
use super::ui_layout::UiLayout;

/// A drawn mark's colour on screen (translucent, so that the cells under it still show).
pub fn mark_colour(colour: MarkColour) -> Color {
    let [r, g, b, a] = colour.rgba();
    Color::srgba(r, g, b, a)
}

/// The stroke being drawn: the cell a right-drag began on, while the right button is
/// held. The marks themselves belong to the session ([`manifold_session::Session::marks`]),
/// one set per ply of the move list, and are saved with the game.
#[derive(Resource, Clone, Debug, Default)]
pub struct Drawings {
    /// The cell a right-drag began on, while the right button is held.
    pub stroke: Option<Cell>,
}

/// Registers the drawing.
pub fn plugin(app: &mut App) {
    app.init_resource::<Drawings>()
        .add_systems(Update, draw_with_the_mouse.in_set(AppSet::Input));
}

fn draw_with_the_mouse(
    mouse: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    hovered: Res<Hovered>,
    layout: Option<Res<UiLayout>>,
    session: Res<SessionRes>,
    mut drawings: ResMut<Drawings>,
    mut commands_out: MessageWriter<GameCommand>,
) {
    let over_ui = layout.as_ref().is_some_and(|l| l.pointer_over_ui);
    let held = |a: KeyCode, b: KeyCode| keys.pressed(a) || keys.pressed(b);
    let shift = held(KeyCode::ShiftLeft, KeyCode::ShiftRight);
    let ctrl = held(KeyCode::ControlLeft, KeyCode::ControlRight);
    let alt = held(KeyCode::AltLeft, KeyCode::AltRight);
    if mouse.just_pressed(MouseButton::Right) && !over_ui && !shift {
        drawings.stroke = hovered.0;
    }
    if mouse.just_released(MouseButton::Right)
        && let Some(from) = drawings.stroke.take()
    {
        let to = hovered.0.unwrap_or(from);
        commands_out.write(GameCommand::ToggleMark {
            from,
            to,
            colour: MarkColour::from_modifiers(ctrl, alt),
        });
    }
    if mouse.just_pressed(MouseButton::Left)
        && !over_ui
        && hovered.0.is_some()
        && !session.0.shown_marks().is_empty()
    {
        commands_out.write(GameCommand::ClearMarks);
    }
}
