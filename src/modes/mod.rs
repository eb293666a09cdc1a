//! The modes of the playing screen ([`Mode`], a sub-state of [`Screen::Playing`]): a game
//! at the table, the piece explorer over it, a lesson, a puzzle course, the position
//! editor and the exercises of a review. Each mode is a folder with its plugin, its panel
//! and its input; its systems run only in its state, and it tells the board what to show
//! through the neutral [`ModeView`], which the renderers read without asking which mode
//! is on.
//!
//! A mode's own resource (the lesson, the editor) is inserted where the mode is entered and
//! removed where it is left, by the command that sets the next [`Mode`]; the new state
//! takes effect in the same frame ([`AppSet::Transition`]), before any mode writes its view
//! or draws its panel. The mode's systems still check that their resource is there.

pub mod editor;
pub mod exercise;
pub mod explorer;
pub mod lesson;
pub mod table;

use bevy::prelude::*;

use bevy::state::state::StateTransition;

use crate::mode_view::{Analysable, ModeView};
use crate::schedule::AppSet;
use crate::state::{Screen, SessionRes};

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
    /// The exercises made of a review's mistakes ("Learn from your mistakes").
    Exercise,
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
        .init_resource::<Analysable>()
        .add_systems(
            Update,
            (take_effect, say_what_is_analysable)
                .chain()
                .in_set(AppSet::Transition),
        )
        .add_plugins((
            table::plugin,
            explorer::plugin,
            lesson::plugin,
            editor::plugin,
            exercise::plugin,
        ));
}

/// What the analysis may look at: the table's game at the move shown, the editor's
/// position, nothing in a lesson, a puzzle or an exercise; written when the game, the mode or the
/// edited position changes.
fn say_what_is_analysable(
    session: Res<SessionRes>,
    mode: Option<Res<State<Mode>>>,
    editor: Option<Res<editor::PositionEditor>>,
    mut analysable: ResMut<Analysable>,
) {
    let mode_changed = mode
        .as_ref()
        .map_or(!matches!(*analysable, Analysable::Nothing), |m| {
            m.is_changed()
        });
    let changed =
        session.is_changed() || mode_changed || editor.as_ref().is_some_and(|e| e.is_changed());
    if !changed {
        return;
    }
    *analysable = match mode.map(|m| *m.get()) {
        None => Analysable::Nothing,
        Some(Mode::Table | Mode::Explorer) => {
            let s = &session.0;
            s.game()
                .at_ply(s.shown_ply())
                .map_or(Analysable::Nothing, Analysable::TableGame)
        }
        Some(Mode::Editor) => Analysable::Position(editor.and_then(|e| e.edited.start_game().ok())),
        Some(Mode::Lesson | Mode::Puzzle | Mode::Exercise) => Analysable::Refused,
    };
}

/// Registers every mode's panel (the windowed app).
pub fn panels_plugin(app: &mut App) {
    app.add_plugins((
        table::panel::plugin,
        table::end_dialog::plugin,
        lesson::panel::plugin,
        editor::panel::plugin,
        exercise::panel::plugin,
    ));
}

/// Runs the state transitions again, so that a screen or mode set by this frame's commands
/// holds for the rest of the frame (a lesson's first step is never autosaved as the game,
/// a closed editor's panel is not drawn once more).
fn take_effect(world: &mut World) {
    world.run_schedule(StateTransition);
}
