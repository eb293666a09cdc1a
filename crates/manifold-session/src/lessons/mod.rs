//! Lessons as data: courses of steps, each a position, a text, arrows and lit cells, a
//! camera hint and a goal ([`course`]); a step in play ([`LessonRun`]) that judges the
//! learner's moves and takes wrong ones back with a reason ([`WrongMove`]); the checker that
//! proves every shipped course sound ([`check_course`], run by `manifold-cli lessons
//! check`); the runner that takes a course step by step and says what the lesson says
//! ([`Tutor`], [`Feedback`]); and the learner's progress, kept in the settings
//! ([`LessonProgress`]).
//!
//! No Bevy here: the app's lesson player and `manifold-cli lessons play` share the runner.

pub mod check;
pub(crate) mod course;
mod goal;
pub(crate) mod messages;
pub(crate) mod progress;
pub(crate) mod run;
pub(crate) mod tutor;

pub use check::{check, check_course};
pub use course::{
    Arrow, CameraHint, Course, Goal, LessonHelp, Opponent, SHIPPED_COURSES, SeatView, Step,
    shipped_courses,
};
pub use messages::{CourseError, StepGoal, WrongMove};
pub use progress::LessonProgress;
pub use run::{Answer, LessonRun};
pub use tutor::{Feedback, Tutor};

use manifold_rules::AnyGame;
use manifold_rules::preset::DrawPolicy;

/// Sets `game` for teaching (a lesson's step, a puzzle, a rule card's diagram): a few
/// pieces are no dead position, so no draw ends it by itself. Not where boards close and
/// get results (Chess-transit): its decided boards end the game through the same rule.
pub(crate) fn no_draws_by_themselves(game: &mut AnyGame) {
    if !game.kind().has_transit() {
        game.set_draw_policy(DrawPolicy::AgreementOnly);
    }
}

#[cfg(test)]
mod tests;
