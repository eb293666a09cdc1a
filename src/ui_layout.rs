//! Where the panels are: a leaf type that the camera, the pointer's drawing and the torus's
//! view read and the panels write.

use bevy::prelude::*;

/// Where the panels are, for the camera and picking: the board should be drawn beside the
/// right panel, and clicks and keys that the panels take should not reach the board.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct UiLayout {
    /// The width of the right-hand game panel in logical pixels (0 when it is not shown).
    pub right_panel_width: f32,
    /// The width of the left-hand panel (the torus's) in logical pixels (0 when none).
    pub left_panel_width: f32,
    /// The height of the strip along the bottom of the board's area (the analysis's) in
    /// logical pixels (0 when none): the board is drawn above it.
    pub bottom_panel_height: f32,
    /// Whether the pointer is over a panel or window (a click there is not for the board).
    pub pointer_over_ui: bool,
    /// Whether a text field has the keyboard (keys are not shortcuts then).
    pub keyboard_taken: bool,
}
