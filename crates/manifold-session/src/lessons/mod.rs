//! Lessons as data: courses of steps, each a position, a text, arrows and lit cells, a
//! camera hint and a goal ([`course`]); a step in play ([`LessonRun`]) that judges the
//! learner's moves and takes wrong ones back with a reason ([`WrongMove`]); the checker that
//! proves every shipped course sound ([`check_course`], run by `manifold-cli lessons
//! check`); and the learner's progress, kept in the settings ([`LessonProgress`]).
//!
//! No Bevy here: the app's lesson player is built on these types.

pub mod check;
pub(crate) mod course;
mod goal;
pub(crate) mod messages;
pub(crate) mod progress;
pub(crate) mod run;

pub use check::{check, check_course};
pub use course::{
    Arrow, CameraHint, Course, Goal, LessonHelp, Opponent, SHIPPED_COURSES, SeatView, Step,
    shipped_courses,
};
pub use messages::{CourseError, WrongMove};
pub use progress::LessonProgress;
pub use run::{Answer, LessonRun};

#[cfg(test)]
mod tests;
