//! The lesson being taken: its course, the step, the step in play ([`LessonRun`]) and what
//! the lesson last said. While it is active the session shows the step's game; a learner's
//! move is judged by the step's goal before it stands (a wrong one is taken back with its
//! reason), and the other seats' replies and a Watch step's moves are queued to be played
//! one by one, so that each is seen.

use std::collections::VecDeque;

use bevy::prelude::*;

use manifold_locale::{Localize, Message};
use manifold_rules::{AnyMove, Cell};
use manifold_session::catalogue::playable_courses;
use manifold_session::lessons::{Answer, Course, CourseError, Goal, LessonRun, WrongMove};
use manifold_session::messages::Refusal;
use manifold_session::{ClickResult, Player, Session};

use crate::outcome::Outcome;
use crate::outcome::outcome_text;
use crate::seats::Seats;
use crate::settings::Settings;
use crate::state::{BoardChanged, GameCommand};

/// Seconds between two queued moves (the others' replies, a Watch step's moves), at
/// animation speed 1.
pub const QUEUED_MOVE_DELAY: f32 = 1.1;

/// What the lesson said last, shown under the step's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// The step's goal is reached.
    Solved,
    /// A Watch step has played itself to its end (nothing was asked of the learner, so
    /// nothing is praised).
    Watched,
    /// The move stands; the goal goes on (this many moves left).
    Going {
        /// The learner's moves left.
        moves_left: u32,
    },
    /// The move was taken back, for this reason.
    Wrong(WrongMove),
    /// The hint's arrow is shown.
    Hint,
    /// A click the rules refuse (a move that is not legal), for this reason: shown in place
    /// of the hint or the last praise, which would hide it.
    Refused(Refusal),
}

impl Localize for Feedback {
    fn message(&self) -> Message {
        match self {
            Feedback::Solved => Message::new("lesson-app-solved"),
            Feedback::Watched => Message::new("lesson-app-watched"),
            Feedback::Going { moves_left } => {
                Message::new("lesson-app-going").number("moves", *moves_left)
            }
            Feedback::Wrong(why) => Message::new("lesson-app-wrong").message("reason", why),
            Feedback::Hint => Message::new("lesson-app-hint_shown"),
            Feedback::Refused(why) => why.message(),
        }
    }
}

/// The lesson in progress (a resource while one is taken).
#[derive(Resource, Debug)]
pub struct ActiveLesson {
    /// The course's index in [`playable_courses`] (a lesson or a game's puzzles).
    pub course: usize,
    /// The step's index, from 0.
    pub step: usize,
    /// The step in play.
    pub run: LessonRun,
    /// What the lesson last said.
    pub feedback: Option<Feedback>,
    /// The hint's move, while its arrow is shown.
    pub hint: Option<AnyMove>,
    /// Moves waiting to be played on the board, one per [`QUEUED_MOVE_DELAY`].
    pub queue: VecDeque<AnyMove>,
    /// Seconds until the next queued move is played.
    pub wait: f32,
    /// The game that was on the board before the lesson, and its players, given back
    /// when the lesson is left.
    pub suspended: Option<(Session, Seats)>,
    /// Counts the times a step was put on the board (begun, gone to, restarted): the
    /// camera aims anew at each.
    pub shown: u64,
    /// The cells pieces stood on at the step's start: an arrow from one of them is the
    /// piece's, and goes once the piece has left.
    pub start_cells: Vec<Cell>,
}

/// The cells the pieces of `run`'s game stand on.
fn occupied(run: &LessonRun) -> Vec<Cell> {
    run.game()
        .position()
        .pieces()
        .into_iter()
        .map(|(cell, _)| cell)
        .collect()
}

impl ActiveLesson {
    /// Step `step` of the playable course at `course`, ready to play.
    pub fn begin(course: usize, step: usize) -> Result<ActiveLesson, CourseError> {
        let (_, c) = playable_courses().get(course).ok_or(CourseError::NoSteps)?;
        let run = LessonRun::new(c, step)?;
        let start_cells = occupied(&run);
        let mut lesson = ActiveLesson {
            course,
            step,
            run,
            feedback: None,
            hint: None,
            queue: VecDeque::new(),
            wait: 0.0,
            suspended: None,
            shown: 0,
            start_cells,
        };
        lesson.queue_watch();
        Ok(lesson)
    }

    /// The course's id (`wirth/basics`) and the course.
    pub fn course(&self) -> (&'static str, &'static Course) {
        playable_courses()[self.course]
    }

    /// Whether the course is a game's puzzles (not a lesson).
    pub fn is_puzzles(&self) -> bool {
        manifold_session::catalogue::is_puzzles(self.course().0)
    }

    /// The session that shows the step's game as it stands (every seat a person's).
    pub fn session(&self) -> Session {
        let mut session = Session::from_game(self.run.game().clone());
        let seats = usize::from(session.kind().seats());
        session.set_players(vec![Player::Human; seats]);
        session
    }

    /// Goes to step `step` of the course (kept in range), from its start.
    pub fn go_to(&mut self, step: usize) -> Result<(), CourseError> {
        let (_, course) = self.course();
        let step = step.min(course.steps.len().saturating_sub(1));
        self.run = LessonRun::new(course, step)?;
        self.start_cells = occupied(&self.run);
        self.step = step;
        self.restart_state();
        Ok(())
    }

    /// Starts the step again from its position.
    pub fn restart(&mut self) {
        self.run.restart();
        self.restart_state();
    }

    fn restart_state(&mut self) {
        self.shown += 1;
        self.feedback = None;
        self.hint = None;
        self.queue.clear();
        self.queue_watch();
    }

    /// A Watch step queues its moves (they play themselves, one by one).
    fn queue_watch(&mut self) {
        if self.run.is_watch() {
            let mut shown = self.run.clone();
            while let Some(m) = shown.watch_next() {
                self.queue.push_back(m);
            }
            self.wait = QUEUED_MOVE_DELAY;
        }
    }

    /// Shows the hint's arrow (nothing once the step is solved, or in a course without
    /// hints).
    pub fn show_hint(&mut self) {
        if !self.course().1.help.hints {
            return;
        }
        self.hint = self.run.hint();
        if self.hint.is_some() {
            self.feedback = Some(Feedback::Hint);
        }
    }

    /// Whether the learner may take back a move now: the course allows it, a move of
    /// theirs stands, and no answer is still being played.
    pub fn may_take_back(&self) -> bool {
        self.course().1.help.takebacks && self.run.can_take_back() && self.queue.is_empty()
    }

    /// Takes back the learner's last move and the answers to it (see
    /// [`Self::may_take_back`]); `false` when it may not. The board is then to show
    /// [`Self::session`].
    pub fn take_back(&mut self) -> bool {
        if !self.may_take_back() || !self.run.take_back() {
            return false;
        }
        self.feedback = None;
        self.hint = None;
        true
    }

    /// The cells the step lights: its own, less the goal's cells already landed on.
    pub fn lit_cells(&self) -> Vec<Cell> {
        let (_, course) = self.course();
        let geometry = self.run.game().geometry();
        course.steps[self.step]
            .cells
            .iter()
            .filter_map(|name| geometry.cell_by_name(name))
            .filter(|c| !self.run.reached().contains(c))
            .collect()
    }

    /// The cell the step is about, which the torus brings to the front: the goal's piece,
    /// else the first arrow's start, else the first lit cell, else the learner's king.
    pub fn focus_cell(&self) -> Option<Cell> {
        let (_, course) = self.course();
        let step = &course.steps[self.step];
        let geometry = self.run.game().geometry();
        let named = match &step.goal {
            Goal::ReachCells { piece, .. } => Some(piece),
            _ => None,
        };
        named
            .or(step.arrows.first().map(|a| &a.0))
            .or(step.cells.first())
            .and_then(|name| geometry.cell_by_name(name))
            .or_else(|| {
                let position = self.run.game().position();
                position.as_chess()?.king(self.run.learner())
            })
    }

    /// The step's arrows, by cell, less those of a piece that has left the cell it stood on
    /// at the step's start (such an arrow points from an empty cell). An arrow from a cell
    /// empty at the start (the second leg of a path) stays.
    pub fn arrows(&self) -> Vec<(Cell, Cell)> {
        let (_, course) = self.course();
        let game = self.run.game();
        let geometry = game.geometry();
        course.steps[self.step]
            .arrows
            .iter()
            .filter_map(|a| Some((geometry.cell_by_name(&a.0)?, geometry.cell_by_name(&a.1)?)))
            .filter(|&(from, _)| {
                !self.start_cells.contains(&from) || game.position().piece_at(from).is_some()
            })
            .collect()
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
        match command {
            GameCommand::Cancel => {
                s.clear_selection();
                return (None, Some(BoardChanged::jump()));
            }
            GameCommand::ViewPly(ply) => {
                s.view_ply(*ply);
                return (None, Some(BoardChanged::jump()));
            }
            GameCommand::ClickCell(_) | GameCommand::Promote(_) => {}
            _ => return (Some(Refusal::NotInLesson.message()), None),
        }
        let refused = if self.run.is_watch() && !self.run.is_solved() {
            Some(WrongMove::WatchOnly)
        } else if !self.queue.is_empty() {
            return (Some(Refusal::LessonBusy.message()), None);
        } else if self.run.is_solved() {
            Some(WrongMove::AlreadySolved)
        } else {
            None
        };
        if let Some(why) = refused {
            let text = why.message();
            self.feedback = Some(Feedback::Wrong(why));
            return (Some(text), None);
        }
        let result = match command {
            GameCommand::ClickCell(cell) => s.click(*cell),
            GameCommand::Promote(role) => s.promote(*role),
            _ => return (None, None),
        };
        match result {
            ClickResult::Moved(m) => self.judge(m, s, settings),
            ClickResult::Refused(why) => {
                self.feedback = Some(Feedback::Refused(why.clone()));
                outcome_text(s, ClickResult::Refused(why), settings.notation)
            }
            other => outcome_text(s, other, settings.notation),
        }
    }

    /// The learner's move `m`, already played on the board: the step's goal judges it.
    fn judge(&mut self, m: AnyMove, s: &mut Session, settings: &Settings) -> Outcome {
        let played = s.last_played().cloned();
        self.hint = None;
        match self.run.play(&m) {
            Answer::Solved => {
                self.feedback = Some(Feedback::Solved);
                (
                    Some(Feedback::Solved.message()),
                    Some(BoardChanged::moved(played)),
                )
            }
            Answer::Continue { replies } => {
                self.feedback = Some(Feedback::Going {
                    moves_left: self.run.moves_left(),
                });
                if replies.is_empty() {
                    // The others pass: the board takes the run's game (the turn handed
                    // back), the pieces standing where the move put them.
                    s.replace_with(self.session());
                } else {
                    self.queue.extend(replies);
                    self.wait = QUEUED_MOVE_DELAY / settings.animation_speed.max(0.25);
                }
                let going = self.feedback.as_ref().map(Localize::message);
                (going, Some(BoardChanged::moved(played)))
            }
            Answer::Wrong(why) => {
                // Taken back: the board shows the run's game as it was.
                s.replace_with(self.session());
                let text = why.message();
                self.feedback = Some(Feedback::Wrong(why));
                (Some(text), Some(BoardChanged::jump()))
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
        let m = self.queue.pop_front()?;
        if self.run.is_watch() {
            self.run.watch_next();
        }
        self.wait = QUEUED_MOVE_DELAY / animation_speed.max(0.25);
        let change = match s.play(m) {
            ClickResult::Moved(_) => BoardChanged::moved(s.last_played().cloned()),
            _ => {
                s.replace_with(self.session());
                BoardChanged::jump()
            }
        };
        if self.queue.is_empty() {
            if self.run.is_watch() && self.run.is_solved() {
                self.feedback = Some(Feedback::Watched);
            }
            if s.game().position().text() != self.run.game().position().text() {
                s.replace_with(self.session());
                return Some(BoardChanged::jump());
            }
        }
        Some(change)
    }
}
