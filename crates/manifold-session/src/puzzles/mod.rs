//! Puzzles for every game: positions where exactly one move wins, found by the engine in
//! self-play ([`find_puzzles`], `manifold-cli puzzles find`), shipped as data
//! (`scenes/puzzles/<game>.ron`, built in: [`SHIPPED_PUZZLES`], [`shipped_puzzles`]) and
//! re-verified by [`check_puzzles`] (`manifold-cli puzzles check`, run by
//! `tests/puzzles.rs`).
//!
//! A puzzle ([`Puzzle`]) is a position, its solution (the winning first move; for a mate,
//! the line) and its [`Theme`]. A mate is proved exactly by the lesson player's search
//! (forced against every defence, by one first move only, none sooner); a material win by
//! the engine at the game's fixed depth ([`Bar`]): the first move is the engine's best, it
//! scores a win, and it beats every other move by the game's margin.
//!
//! The app plays them in its lesson player: [`puzzle_course`] turns a game's puzzles into
//! a lesson [`crate::lessons::Course`] with id `puzzles/<game>`
//! ([`puzzle_course_id`]); [`shipped_puzzle_courses`] gives every shipped game's, and
//! [`crate::lessons::LessonProgress`] keeps the puzzles solved (no rating).
//!
//! The shipped files were made with (release build, one game at a time):
//!
//! ```text
//! manifold-cli puzzles find --game <game> --games 40 --seed 1 --limit 30 > scenes/puzzles/<game>.ron
//! ```
//!
//! (`scenes/puzzles/README.md` has each game's exact command.) No Bevy here.

pub(crate) mod bar;
mod check;
mod course;
mod find;
mod messages;
mod puzzle;
mod shipped;
mod verify;

pub use check::check_puzzles;
pub use course::{puzzle_course, puzzle_course_id, puzzle_course_title, puzzle_step, step_text};
pub use find::{FindConfig, candidate, find_puzzles};
pub use messages::{PuzzleError, PuzzleProblem};
pub use puzzle::{Puzzle, Theme, read_puzzles, write_puzzles};
pub use shipped::{SHIPPED_PUZZLES, shipped_puzzle_courses, shipped_puzzles};

#[cfg(test)]
mod tests;
