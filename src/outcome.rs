//! What a command or a click says on the status line and the change it brings to the
//! board: a leaf that the commands, the engine, the lessons and the explorer share.

use manifold_locale::{Localize, Message};
use manifold_session::messages::Status;
use manifold_session::{ClickResult, Session};

use super::settings::NotationStyle;
use super::state::{BoardChanged, GameCommand};

/// What a command says on the status line (nothing, or a message) and the change it
/// brings to the board.
pub type Outcome = (Option<Message>, Option<BoardChanged>);

/// The status message and the change a click's result brings.
pub fn outcome_text(s: &Session, result: ClickResult, style: NotationStyle) -> Outcome {
    match result {
        ClickResult::Moved(_) => (
            Some(s.move_status(style).message()),
            Some(BoardChanged::moved(s.last_played().cloned())),
        ),
        ClickResult::Selected(_) | ClickResult::Cleared | ClickResult::Continue(_) => {
            (None, Some(BoardChanged::jump()))
        }
        ClickResult::ChoosePromotion(_) => (
            Some(Status::ChoosePromotion.message()),
            Some(BoardChanged::jump()),
        ),
        // A refused click may have dropped the selection: the board shows what is selected.
        ClickResult::Refused(reason) => (Some(reason.message()), Some(BoardChanged::jump())),
    }
}

/// What a mode that judges the learner's moves (a lesson, an exercise) does with a command
/// before its judging: a cancel and another ply viewed as at the table, the table's other
/// commands (undo, resign, draw offers) refused with `refused`; `None` for a click or a
/// promotion, which the mode plays and judges.
pub fn before_judging(command: &GameCommand, s: &mut Session, refused: Message) -> Option<Outcome> {
    match command {
        GameCommand::Cancel => {
            s.clear_selection();
            Some((None, Some(BoardChanged::jump())))
        }
        GameCommand::ViewPly(ply) => {
            s.view_ply(*ply);
            Some((None, Some(BoardChanged::jump())))
        }
        GameCommand::ClickCell(_) | GameCommand::Promote(_) => None,
        _ => Some((Some(refused), None)),
    }
}
