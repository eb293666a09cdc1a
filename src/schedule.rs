//! The one order of the app's `Update` systems, frame by frame: what the player did, the
//! commands that change the game, the computer's move, the pieces re-synced to the game,
//! the views that follow (the torus turning, the camera), then whatever reads the finished
//! frame (autosave, screenshots, gizmos). Each plugin puts its `Update` systems in one of
//! these sets; [`configure`] chains them once, so no plugin orders itself after another's
//! systems by name, and a click's move is animated in the frame it is played.
//!
//! Picking runs before all of them (in `PreUpdate`), the move animations and the egui
//! panels after them (in `PostUpdate`).

use bevy::prelude::*;

/// The stages of a frame's `Update`, in order.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AppSet {
    /// Keys and pointer input that become commands.
    Input,
    /// The commands applied to the session (and the move clock's timeout).
    Commands,
    /// The computer players: a finished search's move is played.
    Engine,
    /// The screen and the mode the commands chose take effect (the state transitions run
    /// again here), so that the rest of the frame sees them.
    Transition,
    /// The mode on the board says what the board shows (`mode_view::ModeView`).
    Show,
    /// The piece entities (and the army in view) follow what changed.
    Sync,
    /// The views that ease towards their targets: the torus's spin, the camera.
    Animation,
    /// What reads the finished frame: autosave, settings, screenshots, teaching lines.
    Ui,
}

/// Chains the sets in `Update` (once, for the whole app).
pub fn configure(app: &mut App) {
    app.configure_sets(
        Update,
        (
            AppSet::Input,
            AppSet::Commands,
            AppSet::Engine,
            AppSet::Transition,
            AppSet::Show,
            AppSet::Sync,
            AppSet::Animation,
            AppSet::Ui,
        )
            .chain(),
    );
}
