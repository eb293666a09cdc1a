//! The modes of the playing screen ([`Mode`], a sub-state of [`Screen::Playing`]): a game
//! at the table, the piece explorer over it, a lesson, a puzzle course and the position
//! editor. Each mode is a folder with its plugin, its panel and its input; its systems run
//! only in its state, and it tells the board what to show through the neutral
//! [`ModeView`], which the renderers read without asking which mode is on.
//!
//! A mode's own resource (the lesson, the editor) is inserted where the mode is entered and
//! removed where it is left, by the command that sets the next [`Mode`]; the new state
//! takes effect in the same frame ([`AppSet::Transition`]), before any mode writes its view
//! or draws its panel. The mode's systems still check that their resource is there.

pub mod editor;
pub mod explorer;
pub mod lesson;
pub mod table;

use bevy::prelude::*;

use bevy::state::state::StateTransition;

use crate::mode_view::ModeView;
use crate::schedule::AppSet;
use crate::state::Screen;

/// What the playing screen is for now.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Playing)]
pub enum Mode {
    /// A game at the table (hot-seat or against the computer).
    #[default]
    Table,
    /// The game at the table, with clicks exploring pieces instead of playing.
    Explorer,
    /// A lesson's steps.
    Lesson,
    /// A puzzle course (played by the lesson player).
    Puzzle,
    /// The position editor.
    Editor,
}

impl Mode {
    /// Whether this mode plays a course (a lesson or puzzles).
    pub fn is_course(self) -> bool {
        matches!(self, Mode::Lesson | Mode::Puzzle)
    }

    /// Whether this mode shows the game at the table (with or without the explorer).
    pub fn is_table(self) -> bool {
        matches!(self, Mode::Table | Mode::Explorer)
    }
}

/// Whether a course is on (a run condition).
pub fn in_course(mode: Option<Res<State<Mode>>>) -> bool {
    mode.is_some_and(|m| m.get().is_course())
}

/// Whether the table (with or without the explorer) is on (a run condition).
pub fn at_table(mode: Option<Res<State<Mode>>>) -> bool {
    mode.is_some_and(|m| m.get().is_table())
}

/// Registers the mode state, the neutral view and every mode's logic (with or without a
/// window).
pub fn plugin(app: &mut App) {
    app.add_sub_state::<Mode>()
        .init_resource::<ModeView>()
        .add_systems(Update, take_effect.in_set(AppSet::Transition))
        .add_plugins((
            table::plugin,
            explorer::plugin,
            lesson::plugin,
            editor::plugin,
        ));
}

/// Registers every mode's panel (the windowed app).
pub fn panels_plugin(app: &mut App) {
    app.add_plugins((
        table::panel::plugin,
        table::end_dialog::plugin,
        lesson::panel::plugin,
        editor::panel::plugin,
    ));
}

/// Runs the state transitions again, so that a screen or mode set by this frame's commands
/// holds for the rest of the frame (a lesson's first step is never autosaved as the game,
/// a closed editor's panel is not drawn once more).
fn take_effect(world: &mut World) {
    world.run_schedule(StateTransition);
}
