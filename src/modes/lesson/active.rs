//! The lesson being taken, as the app's resource: the core's runner
//! ([`manifold_session::lessons::Tutor`]: the course, the step in play, the hint, the
//! moves waiting to be shown and what the lesson last said), the time until the next
//! waiting move is played on the board, and the game put aside. While it is active the
//! session shows the step's game; a learner's click becomes a move that the step judges
//! before it stands (a wrong one is taken back with its reason), and the other seats'
//! replies and a Watch step's moves are played one by one, so that each is seen.

use bevy::prelude::*;

use manifold_locale::Localize;
use manifold_rules::AnyMove;
use manifold_session::lessons::{Answer, CourseError, Tutor};
use manifold_session::messages::Refusal;
use manifold_session::{ClickResult, Session};

pub use manifold_session::lessons::Feedback;

use crate::outcome::Outcome;
use crate::outcome::{before_judging, outcome_text};
use crate::seats::Seats;
use crate::settings::Settings;
use crate::state::{BoardChanged, GameCommand};

/// Seconds between two queued moves (the others' replies, a Watch step's moves), at
/// animation speed 1.
pub const QUEUED_MOVE_DELAY: f32 = 1.1;

/// The lesson in progress (a resource while one is taken). It dereferences to its
/// [`Tutor`]: the course, the step, the run, the feedback, the hint and the queue.
#[derive(Resource, Debug, Deref, DerefMut)]
pub struct ActiveLesson {
    /// The core's lesson runner.
    #[deref]
    pub tutor: Tutor,
    /// Seconds until the next queued move is played.
    pub wait: f32,
    /// The game that was on the board before the lesson, and its players, given back
    /// when the lesson is left.
    pub suspended: Option<(Session, Seats)>,
}

impl ActiveLesson {
    /// Step `step` of the playable course at `course`, ready to play.
    pub fn begin(course: usize, step: usize) -> Result<ActiveLesson, CourseError> {
        Ok(ActiveLesson {
            tutor: Tutor::begin(course, step)?,
            wait: QUEUED_MOVE_DELAY,
            suspended: None,
        })
    }

    /// Goes to step `step` of the course (kept in range), from its start.
    pub fn go_to(&mut self, step: usize) -> Result<(), CourseError> {
        self.tutor.go_to(step)?;
        self.wait = QUEUED_MOVE_DELAY;
        Ok(())
    }

    /// Starts the step again from its position.
    pub fn restart(&mut self) {
        self.tutor.restart();
        self.wait = QUEUED_MOVE_DELAY;
    }

    /// A command for the board while the lesson is taken: clicks and promotions make the
    /// learner's moves, which the step judges; what the table would do (undo, resign, draw
    /// offers) is not part of a lesson.
    pub fn command(
        &mut self,
        command: &GameCommand,
        s: &mut Session,
        settings: &Settings,
    ) -> Outcome {
        if let Some(done) = before_judging(command, s, Refusal::NotInLesson.message()) {
            return done;
        }
        if let Some(said) = self.tutor.refuse_move() {
            return (Some(said), None);
        }
        let result = match command {
            GameCommand::ClickCell(cell) => s.click(*cell),
            GameCommand::Promote(role) => s.promote(*role),
            _ => return (None, None),
        };
        match result {
            ClickResult::Moved(m) => self.judge(m, s, settings),
            ClickResult::Refused(why) => {
                self.tutor.rules_refused(why.clone());
                outcome_text(s, ClickResult::Refused(why), settings.notation)
            }
            other => outcome_text(s, other, settings.notation),
        }
    }

    /// The learner's move `m`, already played on the board: the step's goal judges it.
    fn judge(&mut self, m: AnyMove, s: &mut Session, settings: &Settings) -> Outcome {
        let played = s.last_played().cloned();
        match self.tutor.judge(&m) {
            Answer::Solved => (
                Some(Feedback::Solved.message()),
                Some(BoardChanged::moved(played)),
            ),
            Answer::Continue { replies } => {
                if replies.is_empty() {
                    // The others pass: the board takes the run's game (the turn handed
                    // back), the pieces standing where the move put them.
                    s.replace_with(self.session());
                } else {
                    self.wait = QUEUED_MOVE_DELAY / settings.animation_speed.max(0.25);
                }
                let going = self.feedback.as_ref().map(Localize::message);
                (going, Some(BoardChanged::moved(played)))
            }
            Answer::Wrong(why) => {
                // Taken back: the board shows the run's game as it was.
                s.replace_with(self.session());
                (Some(why.message()), Some(BoardChanged::jump()))
            }
        }
    }

    /// Plays the next queued move on the board once its time has come (`elapsed` seconds
    /// since the last call); at the end of the queue the board takes the run's game.
    pub fn play_queued(
        &mut self,
        elapsed: f32,
        s: &mut Session,
        animation_speed: f32,
    ) -> Option<BoardChanged> {
        if self.queue.is_empty() {
            return None;
        }
        self.wait -= elapsed;
        if self.wait > 0.0 {
            return None;
        }
        let m = self.tutor.next_queued()?;
        self.wait = QUEUED_MOVE_DELAY / animation_speed.max(0.25);
        let change = match s.play(m) {
            ClickResult::Moved(_) => BoardChanged::moved(s.last_played().cloned()),
            _ => {
                s.replace_with(self.session());
                BoardChanged::jump()
            }
        };
        if self.queue.is_empty() && s.game().position().text() != self.run.game().position().text()
        {
            s.replace_with(self.session());
            return Some(BoardChanged::jump());
        }
        Some(change)
    }
}
