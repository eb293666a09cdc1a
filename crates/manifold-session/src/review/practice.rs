//! Taking a review's exercises ("Learn from your mistakes") one after another: the runner
//! the app's exercise mode shows ([`Practice`]), and the judging of an answer on a thread
//! of its own ([`spawn_check`]), since it is an engine search.
//!
//! The runner is the puzzles' loop for exercises: the position before the mistake, the
//! learner's answer judged (a move within [`super::PASS_MARGIN`] of the best passes and
//! stays on the board; a worse one is taken back, with its win probability and the best
//! move's), a hint that shows the piece, and the solution played on the board. Each
//! exercise remembers whether it was solved, or its solution shown first.

use manifold_ai::Searcher;
use manifold_locale::{Localize, Message};
use manifold_rules::{AnyMove, Cell};

use super::exercise::{Exercise, Verdict};
use super::messages::ExerciseText;
use super::run::{Cancelled, StoppableThread};
use crate::shown_notation::NotationStyle;
use crate::{Player, Session};

/// How an exercise of the set went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, strum::EnumCount)]
pub enum ExerciseResult {
    /// Not solved yet.
    #[default]
    Open,
    /// Solved by the learner (before the solution was shown).
    Solved,
    /// Its solution was shown before it was solved.
    Shown,
}

/// Where the exercise on the board stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Stage {
    /// Waiting for the learner's move.
    Asking,
    /// The learner's move is being judged by the engine (it stands on the board
    /// meanwhile).
    Judging(AnyMove),
    /// The answer passed; it stays on the board.
    Passed {
        /// The answer.
        answer: AnyMove,
        /// Its verdict (with both win probabilities).
        verdict: Verdict,
    },
    /// The answer did not pass and was taken back; the learner tries again.
    Failed {
        /// The answer.
        answer: AnyMove,
        /// Its verdict.
        verdict: Verdict,
    },
    /// The solution is played on the board.
    SolutionShown,
}

/// A set of exercises being taken: the exercise on the board, where it stands, whether
/// its hint is shown, and how each went.
#[derive(Clone, Debug)]
pub struct Practice {
    exercises: Vec<Exercise>,
    index: usize,
    results: Vec<ExerciseResult>,
    stage: Stage,
    hint: bool,
}

impl Practice {
    /// The set `exercises`, at its first; `None` when there is none.
    pub fn new(exercises: Vec<Exercise>) -> Option<Practice> {
        if exercises.is_empty() {
            return None;
        }
        let results = vec![ExerciseResult::Open; exercises.len()];
        Some(Practice {
            exercises,
            index: 0,
            results,
            stage: Stage::Asking,
            hint: false,
        })
    }

    /// The exercise on the board.
    pub fn current(&self) -> &Exercise {
        &self.exercises[self.index]
    }

    /// Its index in the set, from 0.
    pub fn index(&self) -> usize {
        self.index
    }

    /// How many exercises the set has.
    pub fn len(&self) -> usize {
        self.exercises.len()
    }

    /// Whether the set is empty (never: [`Practice::new`] refuses an empty one).
    pub fn is_empty(&self) -> bool {
        self.exercises.is_empty()
    }

    /// How each exercise went, in order.
    pub fn results(&self) -> &[ExerciseResult] {
        &self.results
    }

    /// How many the learner solved.
    pub fn solved(&self) -> usize {
        self.results
            .iter()
            .filter(|r| **r == ExerciseResult::Solved)
            .count()
    }

    /// Where the exercise on the board stands.
    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    /// The cell of the piece to move, when the hint is shown (and the exercise is not
    /// over).
    pub fn hint(&self) -> Option<Cell> {
        let open = matches!(self.stage, Stage::Asking | Stage::Failed { .. });
        (self.hint && open).then(|| self.current().hint())
    }

    /// The game to show for the exercise on the board, at its position: every seat a
    /// person's (no computer answers for the others).
    pub fn session(&self) -> Session {
        let mut session = Session::from_game(self.current().game.clone());
        let seats = usize::from(session.kind().seats());
        session.set_players(vec![Player::Human; seats]);
        session
    }

    /// Whether a move may be made now (not while one is judged, nor once the exercise
    /// is solved or its solution shown).
    pub fn may_answer(&self) -> bool {
        matches!(self.stage, Stage::Asking | Stage::Failed { .. })
    }

    /// The learner played `answer` on the board: it is to be judged. `false` (nothing
    /// changes) when no move may be made now.
    pub fn answer(&mut self, answer: AnyMove) -> bool {
        if !self.may_answer() {
            return false;
        }
        self.stage = Stage::Judging(answer);
        true
    }

    /// The move being judged, if any.
    pub fn judging(&self) -> Option<&AnyMove> {
        match &self.stage {
            Stage::Judging(m) => Some(m),
            _ => None,
        }
    }

    /// The verdict on the move being judged: a pass stays on the board and solves the
    /// exercise (unless its solution was shown first); anything else is taken back (the
    /// caller shows [`Practice::session`] again). Returns whether it passed; `false` too
    /// when no move was being judged.
    pub fn judged(&mut self, verdict: Verdict) -> bool {
        let Stage::Judging(answer) = &self.stage else {
            return false;
        };
        let answer = answer.clone();
        if verdict.passed() {
            if self.results[self.index] == ExerciseResult::Open {
                self.results[self.index] = ExerciseResult::Solved;
            }
            self.stage = Stage::Passed { answer, verdict };
            true
        } else {
            self.stage = Stage::Failed { answer, verdict };
            false
        }
    }

    /// The judging was cancelled: the move is taken back, as if not played.
    pub fn judging_cancelled(&mut self) {
        if matches!(self.stage, Stage::Judging(_)) {
            self.stage = Stage::Asking;
        }
    }

    /// Shows the hint: the piece to move (what the exercise says next, after a failed
    /// answer's verdict).
    pub fn show_hint(&mut self) {
        self.hint = true;
        if matches!(self.stage, Stage::Failed { .. }) {
            self.stage = Stage::Asking;
        }
    }

    /// Shows the solution: returns the game with the best move played, which the board
    /// shows; the exercise counts as shown unless it was solved.
    pub fn show_solution(&mut self) -> Session {
        if self.results[self.index] == ExerciseResult::Open {
            self.results[self.index] = ExerciseResult::Shown;
        }
        self.stage = Stage::SolutionShown;
        let mut session = self.session();
        // The best move is legal where the exercise was made (the engine found it there).
        let _ = session.play(self.current().best.clone());
        session
    }

    /// Starts the exercise on the board again from its position (the hint hidden).
    pub fn retry(&mut self) {
        self.stage = Stage::Asking;
        self.hint = false;
    }

    /// Goes to exercise `index` (kept in range), at its position.
    pub fn go_to(&mut self, index: usize) {
        self.index = index.min(self.exercises.len() - 1);
        self.retry();
    }

    /// What the exercise says now: the verdict on the last answer, the solution (written
    /// in `style`), the hint, or that a move is being judged; `None` while it waits for
    /// the first answer.
    pub fn feedback(&self, style: NotationStyle) -> Option<PracticeFeedback> {
        match &self.stage {
            Stage::Judging(_) => Some(PracticeFeedback::Judging),
            Stage::Passed { verdict, .. } | Stage::Failed { verdict, .. } => {
                Some(PracticeFeedback::Verdict(*verdict))
            }
            Stage::SolutionShown => Some(PracticeFeedback::Solution(
                self.current().solution_text(style),
            )),
            Stage::Asking if self.hint => Some(PracticeFeedback::Hint(self.current().hint_text())),
            Stage::Asking => None,
        }
    }
}

/// What an exercise says of the learner's last action.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum PracticeFeedback {
    /// "Judging your move…"
    Judging,
    /// The verdict on the answer.
    Verdict(Verdict),
    /// "Move the piece on g7." ([`ExerciseText::Hint`]).
    Hint(ExerciseText),
    /// "The best move was g6." ([`ExerciseText::Solution`]).
    Solution(ExerciseText),
}

impl PracticeFeedback {
    /// Whether it is praise (a passed answer).
    pub fn is_good(&self) -> bool {
        matches!(self, PracticeFeedback::Verdict(v) if v.passed())
    }

    /// Whether it says the answer was not good enough.
    pub fn is_wrong(&self) -> bool {
        matches!(self, PracticeFeedback::Verdict(v) if !v.passed())
    }
}

impl Localize for PracticeFeedback {
    fn message(&self) -> Message {
        match self {
            PracticeFeedback::Judging => Message::new("review-exercise-judging"),
            PracticeFeedback::Verdict(verdict) => verdict.message(),
            PracticeFeedback::Hint(said) | PracticeFeedback::Solution(said) => said.message(),
        }
    }
}

/// An answer being judged on a thread of its own ([`spawn_check`]); dropping it stops the
/// search.
pub struct CheckHandle {
    thread: StoppableThread<(Result<Verdict, Cancelled>, Searcher)>,
}

/// Judges `answer` to `exercise` ([`Exercise::check`]) on a new thread with `searcher`.
/// `None` only where the system cannot start a thread.
pub fn spawn_check(
    exercise: Exercise,
    answer: AnyMove,
    mut searcher: Searcher,
) -> Option<CheckHandle> {
    let thread = StoppableThread::spawn("exercise", move |stop| {
        let verdict = exercise.check(&answer, &mut searcher, Some(stop));
        (verdict, searcher)
    })?;
    Some(CheckHandle { thread })
}

impl CheckHandle {
    /// Whether the judging has ended.
    pub fn is_finished(&self) -> bool {
        self.thread.is_finished()
    }

    /// Waits for the verdict (or [`Cancelled`]) and the searcher; `None` if the thread
    /// panicked.
    pub fn finish(self) -> Option<(Result<Verdict, Cancelled>, Searcher)> {
        self.thread.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shown_notation::ShownMove;
    use manifold_locale::check::assert_every_variant_renders;

    #[test]
    fn every_feedback_renders() {
        assert_every_variant_renders(
            &[
                PracticeFeedback::Judging,
                PracticeFeedback::Verdict(Verdict::NotLegal),
                PracticeFeedback::Hint(ExerciseText::Hint { cell: "g7".into() }),
                PracticeFeedback::Solution(ExerciseText::Solution {
                    best: ShownMove::same("g6"),
                }),
            ],
            &[],
        );
    }

    #[test]
    fn an_empty_set_is_refused() {
        assert!(Practice::new(Vec::new()).is_none());
    }
}
