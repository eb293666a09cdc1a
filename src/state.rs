//! The app's shared state: the screen, the session resource, the status line and the
//! messages plugins use to tell each other what changed.

use bevy::prelude::*;

use manifold_locale::{Language, Localize, Message};

use std::time::Duration;

use manifold_rules::{AnyMove, Cell, PlayedMove, Role};
use manifold_session::clock::TimeControl;
use manifold_session::{GameKind, MarkColour, Player, Session};

/// Which screen is shown.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Choosing a game, a preset and the players.
    #[default]
    Start,
    /// A game on the board.
    Playing,
}

/// The one resource that owns the game (the rules core's game value, with the selection).
#[derive(Resource, Clone, Debug)]
pub struct SessionRes(pub Session);

/// The line under the board that says what just happened or why a click was refused: typed
/// messages, rendered in the language of the moment (so a change of language shows at once).
#[derive(Resource, Clone, Debug, Default)]
pub struct StatusLine(pub Vec<Message>);

impl StatusLine {
    /// Says `message` alone.
    pub fn set(&mut self, message: impl Localize) {
        self.0 = vec![message.message()];
    }

    /// Empties the line.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// Says nothing once the game is left for the start screen (what was said about the
    /// game, a refused click or a saved file, is not news there).
    pub fn clear_on_leaving_the_game(mut status: ResMut<StatusLine>) {
        status.clear();
    }

    /// Whether nothing is said.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The line in `lang` (its messages joined by spaces).
    pub fn text(&self, lang: Language) -> String {
        let parts: Vec<String> = self
            .0
            .iter()
            .map(|m| manifold_locale::text(lang, m))
            .collect();
        parts.join(" ")
    }
}

/// Sent after anything changes the game or the selection: the view re-syncs from the
/// session. When a move was played it carries what the move did, and the pieces animate it;
/// without one the change is a jump (an undo, a load, another ply viewed, a selection) and
/// the pieces are matched to the position afresh.
#[derive(Message, Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardChanged {
    /// The move played, if this change is one.
    pub played: Option<PlayedMove>,
}

impl BoardChanged {
    /// A change that is no move: the pieces re-sync at rest.
    pub fn jump() -> BoardChanged {
        BoardChanged { played: None }
    }

    /// The move `played` was played (a jump when its description is missing).
    pub fn moved(played: Option<PlayedMove>) -> BoardChanged {
        BoardChanged { played }
    }
}

/// Something the player asked for, from the panels, the keyboard or the command line.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum GameCommand {
    /// Start a new game of this kind, with the named preset (a file stem in `scenes/`).
    NewGame {
        /// The game to start.
        kind: GameKind,
        /// A preset's file stem, such as `nujelm-chess`.
        preset: Option<String>,
        /// The game's time control (none: no clocks).
        clock: Option<TimeControl>,
    },
    /// The finished game again, from the same start on fresh clocks, each player moved to
    /// the next seat ([`Session::rematch`]).
    Rematch,
    /// A click on a cell (from picking, or simulated in tests).
    ClickCell(manifold_rules::Cell),
    /// Clear the selection (Esc, click off the board).
    Cancel,
    /// Finish a promotion with this role.
    Promote(Role),
    /// Take back the last move.
    Undo,
    /// Play again a move taken back.
    Redo,
    /// The side to move resigns.
    Resign,
    /// The side to move offers a draw.
    OfferDraw,
    /// This seat accepts the standing draw offer (the draw is agreed once every opponent
    /// has).
    AcceptDraw(manifold_rules::Seat),
    /// The standing draw offer is declined.
    DeclineDraw,
    /// Show the position after this many moves.
    ViewPly(usize),
    /// Replace the game by a saved game (RON text); a bad text leaves the game as it is and
    /// says why in the status line.
    LoadSaved(String),
    /// The computer's move, found for the game at this revision
    /// ([`Session::game_revision`]); played only if the game is still that one.
    ComputerMove {
        /// The move found.
        m: AnyMove,
        /// The game's revision when the search began.
        revision: u64,
    },
    /// A hint for a person, found for the game at this revision: its piece is selected and
    /// the move named.
    ShowHint {
        /// The move found.
        m: AnyMove,
        /// The game's revision when the search began.
        revision: u64,
    },
    /// The move clock (a table with a move time limit): this long has passed on the move of
    /// the side to move; if that is over the limit, the side loses on time.
    MoveTimeElapsed(Duration),
    /// Draw a mark from one cell to another (the same cell: a ring), or take it away if it
    /// is there.
    ToggleMark {
        /// Where it starts.
        from: Cell,
        /// Where it ends.
        to: Cell,
        /// The mark's colour (from the modifier keys held while drawing).
        colour: MarkColour,
    },
    /// Take away every drawn mark on the position shown.
    ClearMarks,
    /// Who plays each seat, recorded in the game so that saving it keeps them.
    RecordPlayers(Vec<Player>),
    /// Stop every clock (`true`, the Pause button) or start them again (`false`).
    PauseClocks(bool),
    /// This many seconds have passed in a lesson: its next queued move (a reply, a Watch
    /// step's move) is played once its time has come.
    LessonTime(f32),
}

/// Camera requests from the panels and keys.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CameraCommand {
    /// Back to the default view of the side to move.
    Reset,
    /// Look from the other side of the board.
    Flip,
    /// On the torus: turn it to show the next army (see `torus::army`).
    OtherArmy,
}

/// Whether this is the first start: no settings could be read (no file, or a corrupt one
/// set aside), so the defaults apply and the graphics level may be chosen for the machine
/// (see `shading`).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FirstStart(pub bool);

/// What the learner asked of the lesson (the start screen's courses, the lesson panel).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonCommand {
    /// Take the course at this index (in `playable_courses()`: a lesson or a game's
    /// puzzles), at this step.
    Begin {
        /// The course's index.
        course: usize,
        /// The step's index, from 0.
        step: usize,
    },
    /// Go to this step of the course.
    GoTo(usize),
    /// The next step.
    Next,
    /// The step before.
    Previous,
    /// Start the step again.
    Restart,
    /// Show a good move's arrow (when the course allows hints).
    Hint,
    /// Take back the learner's last move and the answers to it (when the course allows
    /// takebacks).
    TakeBack,
    /// Leave the lesson: the game that was on the board comes back, and the start screen.
    Leave,
}

/// The end-of-game dialog: which ending the player closed it on (the game's revision
/// then), if any.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EndDialog {
    /// The game revision of the ending the dialog was closed on.
    pub closed_at: Option<u64>,
}

impl EndDialog {
    /// Whether the dialog shows for the game at `revision`, over when `over`.
    pub fn shows(&self, over: bool, revision: u64) -> bool {
        over && self.closed_at != Some(revision)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_closed_end_dialog_stays_closed_for_that_ending_only() {
        let mut dialog = EndDialog::default();
        assert!(dialog.shows(true, 7));
        assert!(!dialog.shows(false, 7), "not while the game goes on");
        dialog.closed_at = Some(7);
        assert!(!dialog.shows(true, 7));
        assert!(dialog.shows(true, 9), "another ending");
    }
}

/// What the exercises of a review ("Learn from your mistakes") are asked to do.
#[derive(Message, Clone, Debug)]
pub enum ExerciseCommand {
    /// Take these exercises (made of the review of the game at the table), from the
    /// first; the game is put aside until they are left.
    Begin(Vec<manifold_session::review::Exercise>),
    /// Go to this exercise of the set.
    GoTo(usize),
    /// The next exercise.
    Next,
    /// The exercise before.
    Previous,
    /// Show the piece to move.
    Hint,
    /// Play the best move on the board.
    Solution,
    /// Start the exercise again from its position.
    Retry,
    /// Leave the exercises: the game that was on the board comes back.
    Leave,
}
