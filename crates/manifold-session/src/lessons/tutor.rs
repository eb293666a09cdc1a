//! The lesson runner the app and the terminal share: [`Tutor`] takes a playable course
//! step by step over a [`LessonRun`], judges the learner's moves, keeps the moves that
//! wait to be shown (the other seats' replies, a Watch step's moves), the hint, and what
//! the lesson said last ([`Feedback`]). The app's lesson player wraps it in a resource and
//! shows the waiting moves one by one on its board; `manifold-cli lessons play` prints them.

use std::collections::VecDeque;

use manifold_locale::{Localize, Message};
use manifold_rules::{AnyMove, Cell, MoveTextError};

use super::course::{Course, Goal};
use super::messages::{CourseError, WrongMove};
use super::run::{Answer, LessonRun};
use crate::catalogue::{is_puzzles, playable_courses};
use crate::messages::Refusal;
use crate::{Player, Session};

/// What the lesson said last, shown under the step's text (the app) or printed (the
/// terminal).
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
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
    /// The hint is shown.
    Hint,
    /// A click the rules refuse (a move that is not legal), for this reason: shown in place
    /// of the hint or the last praise, which would hide it.
    Refused(Refusal),
    /// A typed move (the terminal's) that does not read or that the rules forbid here, for
    /// the reader's reason.
    Unplayable(MoveTextError),
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
            Feedback::Unplayable(why) => why.message(),
        }
    }
}

manifold_locale::display_in_english!(Feedback);

/// A course being taken: the step in play and what the lesson keeps around it.
///
/// A learner's move (a click's, or one typed and read by [`Tutor::read_move`]) is judged
/// by [`Tutor::judge`]; the others' replies and a Watch step's moves wait in
/// [`Tutor::queue`], already played in the run's game, and are handed out one by one by
/// [`Tutor::next_queued`] for the board to show.
#[derive(Clone, Debug)]
pub struct Tutor {
    /// The course's index in [`playable_courses`] (a lesson or a game's puzzles).
    pub course: usize,
    /// The step's index, from 0.
    pub step: usize,
    /// The step in play.
    pub run: LessonRun,
    /// What the lesson last said.
    pub feedback: Option<Feedback>,
    /// The hint's move, while it is shown.
    pub hint: Option<AnyMove>,
    /// Moves waiting to be shown on the board, in order.
    pub queue: VecDeque<AnyMove>,
    /// Counts the times a step was put on the board (begun, gone to, restarted): the
    /// app's camera aims anew at each.
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

impl Tutor {
    /// Step `step` (from 0) of the playable course at `course`, ready to play (a Watch
    /// step's moves queued).
    pub fn begin(course: usize, step: usize) -> Result<Tutor, CourseError> {
        let (_, c) = playable_courses().get(course).ok_or(CourseError::NoSteps)?;
        let run = LessonRun::new(c, step)?;
        let start_cells = occupied(&run);
        let mut tutor = Tutor {
            course,
            step,
            run,
            feedback: None,
            hint: None,
            queue: VecDeque::new(),
            shown: 0,
            start_cells,
        };
        tutor.queue_watch();
        Ok(tutor)
    }

    /// The course's id (`wirth/basics`) and the course.
    pub fn course(&self) -> (&'static str, &'static Course) {
        playable_courses()[self.course]
    }

    /// Whether the course is a game's puzzles (not a lesson).
    pub fn is_puzzles(&self) -> bool {
        is_puzzles(self.course().0)
    }

    /// Whether this is the course's last step.
    pub fn is_last_step(&self) -> bool {
        self.step + 1 >= self.course().1.steps.len()
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
        }
    }

    /// Shows the hint (nothing once the step is solved, or in a course without hints).
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
    /// theirs stands, and no answer is still being shown.
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

    /// Why the learner may not move now, as the lesson says it: a Watch step plays itself,
    /// the others' replies are still being shown, or the step is done (the first and the
    /// last become the feedback). `None`: a move is welcome.
    pub fn refuse_move(&mut self) -> Option<Message> {
        let why = if self.run.is_watch() && !self.run.is_solved() {
            WrongMove::WatchOnly
        } else if !self.queue.is_empty() {
            return Some(Refusal::LessonBusy.message());
        } else if self.run.is_solved() {
            WrongMove::AlreadySolved
        } else {
            return None;
        };
        let said = why.message();
        self.feedback = Some(Feedback::Wrong(why));
        Some(said)
    }

    /// The rules refused the learner's click, for `why`: that is what the lesson says now
    /// (the hint stays shown).
    pub fn rules_refused(&mut self, why: Refusal) {
        self.feedback = Some(Feedback::Refused(why));
    }

    /// The learner's move `m`: the step's goal judges it. A move that stands is played in
    /// the run's game with the others' replies, which are queued to be shown; a wrong one
    /// is taken back. The feedback says which.
    pub fn judge(&mut self, m: &AnyMove) -> Answer {
        self.hint = None;
        let answer = self.run.play(m);
        self.feedback = Some(match &answer {
            Answer::Solved => Feedback::Solved,
            Answer::Continue { replies } => {
                self.queue.extend(replies.iter().cloned());
                Feedback::Going {
                    moves_left: self.run.moves_left(),
                }
            }
            Answer::Wrong(why) => Feedback::Wrong(why.clone()),
        });
        answer
    }

    /// Reads the learner's move typed as text (the game's notation or coordinates; the
    /// terminal's way to move) in the step's game, for [`Self::judge`]. `None` when it does
    /// not read or the rules forbid it: the feedback then says why, and the hint stays
    /// shown.
    pub fn read_move(&mut self, text: &str) -> Option<AnyMove> {
        match self.run.game().parse_move(text.trim()) {
            Ok(m) => Some(m),
            Err(why) => {
                self.feedback = Some(Feedback::Unplayable(why));
                None
            }
        }
    }

    /// The next move waiting to be shown, taken from the queue (a Watch step's move is
    /// played in the run now); when a Watch step's last move is taken, the feedback says
    /// it has been watched. `None` when nothing waits.
    pub fn next_queued(&mut self) -> Option<AnyMove> {
        let m = self.queue.pop_front()?;
        if self.run.is_watch() {
            self.run.watch_next();
        }
        if self.queue.is_empty() && self.run.is_watch() && self.run.is_solved() {
            self.feedback = Some(Feedback::Watched);
        }
        Some(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::course_index;
    use manifold_locale::check::assert_every_variant_renders;
    use manifold_locale::{Language, text};

    fn begin(id: &str, step: usize) -> Tutor {
        Tutor::begin(course_index(id).expect("a shipped course"), step).expect("the step")
    }

    /// Reads `move_text` and judges it, as the terminal does.
    fn typed(tutor: &mut Tutor, move_text: &str) -> Option<Answer> {
        let m = tutor.read_move(move_text)?;
        Some(tutor.judge(&m))
    }

    fn said(tutor: &Tutor) -> String {
        text(
            Language::English,
            tutor.feedback.as_ref().expect("feedback"),
        )
    }

    #[test]
    fn every_feedback_renders() {
        let game = manifold_rules::AnyGame::new(manifold_rules::GameKind::Draughts);
        let unreadable = game.parse_move("zz").unwrap_err();
        assert_every_variant_renders(
            &[
                Feedback::Solved,
                Feedback::Watched,
                Feedback::Going { moves_left: 2 },
                Feedback::Wrong(WrongMove::NotLegal),
                Feedback::Hint,
                Feedback::Refused(Refusal::CaptureCompulsoryMove),
                Feedback::Unplayable(unreadable),
            ],
            &[],
        );
    }

    #[test]
    fn a_wrong_move_names_the_goal_and_the_moves_left_before_it() {
        // Draughts step 1: c3-b4 leaves d4 out of reach in the one move there was.
        let mut tutor = begin("draughts/basics", 0);
        let start = tutor.run.game().position().text();
        assert!(matches!(
            typed(&mut tutor, "c3-b4"),
            Some(Answer::Wrong(WrongMove::OutOfReach { moves_left: 1, .. }))
        ));
        assert!(
            said(&tutor).contains("the goal was to land on d4 with 1 move left"),
            "{}",
            said(&tutor)
        );
        assert_eq!(tutor.run.game().position().text(), start, "taken back");
        assert_eq!(typed(&mut tutor, "c3-d4"), Some(Answer::Solved));
        assert_eq!(tutor.feedback, Some(Feedback::Solved));
        // A solved step takes no more moves.
        let refused = tutor.refuse_move().expect("refused");
        assert!(text(Language::English, &refused).contains("this step is done"));
    }

    #[test]
    fn a_move_the_rules_forbid_still_says_why_after_the_hint() {
        // Draughts step 2: the capture is compulsory, so c3-b4 is not a move here.
        let mut tutor = begin("draughts/basics", 1);
        tutor.show_hint();
        assert_eq!(tutor.feedback, Some(Feedback::Hint));
        let hint = tutor.hint.clone().expect("a hint");
        assert_eq!(tutor.run.game().notation_of(&hint), "c3:e5");
        assert_eq!(typed(&mut tutor, "c3-b4"), None);
        assert!(
            matches!(tutor.feedback, Some(Feedback::Unplayable(_))),
            "{:?}",
            tutor.feedback
        );
        assert!(said(&tutor).contains("captur"), "{}", said(&tutor));
        assert!(tutor.hint.is_some(), "the hint stays");
        // A click the rules refuse says why too.
        tutor.rules_refused(Refusal::CaptureCompulsoryChoose);
        assert!(said(&tutor).contains("capture is compulsory"));
    }

    #[test]
    fn a_watch_step_plays_itself_and_ends_without_praise() {
        let mut tutor = begin("great/basics", 0);
        assert!(tutor.run.is_watch());
        assert_eq!(tutor.queue.len(), 2, "e4 and f7 wait to be shown");
        let refused = tutor.refuse_move().expect("a Watch step plays itself");
        assert!(text(Language::English, &refused).contains("just watch"));
        let mut shown = Vec::new();
        while let Some(m) = tutor.next_queued() {
            shown.push(m);
        }
        assert_eq!(shown.len(), 2);
        assert!(tutor.run.is_solved());
        assert_eq!(tutor.feedback, Some(Feedback::Watched));
        assert!(!said(&tutor).contains("Well done"), "{}", said(&tutor));
        // The next step starts afresh.
        assert!(!tutor.is_last_step());
        tutor.go_to(tutor.step + 1).unwrap();
        assert_eq!(tutor.step, 1);
        assert!(tutor.queue.is_empty());
        assert_eq!(tutor.feedback, None);
        assert_eq!(tutor.shown, 1);
    }

    #[test]
    fn a_step_goes_on_while_the_others_pass_and_its_arrows_follow_the_piece() {
        // Great Chess step 2: d4-d6 leaves a7 and j7 out of reach in the two moves left.
        let mut tutor = begin("great/basics", 1);
        assert!(matches!(
            typed(&mut tutor, "d4d6"),
            Some(Answer::Wrong(WrongMove::OutOfReach { moves_left: 2, .. }))
        ));
        assert!(said(&tutor).contains("land on a7, j7 with 2 moves left"));
        assert_eq!(tutor.arrows().len(), 2);
        assert_eq!(
            typed(&mut tutor, "d4a7"),
            Some(Answer::Continue { replies: vec![] })
        );
        assert_eq!(tutor.feedback, Some(Feedback::Going { moves_left: 1 }));
        assert!(tutor.queue.is_empty(), "the others pass");
        assert_eq!(tutor.arrows().len(), 1, "the general's arrow from d4 goes");
        assert!(tutor.may_take_back());
        assert!(tutor.take_back());
        assert_eq!(tutor.run.moves_left(), 2);
        typed(&mut tutor, "d4a7");
        assert_eq!(typed(&mut tutor, "a7j7"), Some(Answer::Solved));
    }

    #[test]
    fn the_others_replies_wait_in_the_queue() {
        let (index, step) = playable_courses()
            .iter()
            .enumerate()
            .find_map(|(i, (_, c))| {
                let s = c.steps.iter().position(|s| {
                    matches!(s.opponent, super::super::Opponent::Defends)
                        && matches!(s.goal, Goal::MateIn(n) if n > 1)
                })?;
                Some((i, s))
            })
            .expect("a mate in several moves against a defence");
        let mut tutor = Tutor::begin(index, step).unwrap();
        let first = tutor.run.hint().expect("a winning first move");
        let Answer::Continue { replies } = tutor.judge(&first) else {
            panic!("{:?}", tutor.feedback)
        };
        assert!(!replies.is_empty(), "the defence answers");
        assert_eq!(tutor.queue.iter().cloned().collect::<Vec<_>>(), replies);
        assert!(tutor.refuse_move().is_some(), "busy while they are shown");
        assert!(!tutor.may_take_back());
        while tutor.next_queued().is_some() {}
        assert_eq!(tutor.refuse_move(), None);
    }
}
