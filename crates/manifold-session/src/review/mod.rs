//! Game review, lichess's way, for every game: the engine analyses every position of a
//! game within the same limits (a depth, a node budget or a time per position:
//! [`ReviewLimits`]), and each move gets the evaluations before and after it (the mover's
//! win probability; in Mattrix the mover's own expected share,
//! [`manifold_ai::win::expected_shares`]), the engine's best move and line, and a mark
//! (`?!`, `?`, `??`: [`judge`], lichess's thresholds and mate rules); each player gets
//! lichess's accuracy ([`accuracy`]). The mistakes and blunders become exercises
//! ([`exercise`]: "learn from your mistakes"); classical chess and Great Chess reviews
//! become annotated PGN ([`pgn`]).
//!
//! The app runs a review off its main thread: [`spawn_review`] returns a
//! [`ReviewHandle`] with [`ReviewHandle::progress`] for the progress bar,
//! [`ReviewHandle::cancel`] for Cancel and [`ReviewHandle::finish`] for the result; or its
//! own thread calls [`review_game`] with a progress callback and a cancel flag.
//! `manifold-cli review FILE` prints a review (docs/analysis.md). No Bevy here.

pub mod accuracy;
pub mod exercise;
pub mod judge;
mod messages;
pub mod pgn;
pub mod practice;
mod run;

pub use exercise::{Exercise, PASS_MARGIN, Verdict, count_exercises, exercises};
pub use judge::{Judgement, Mark, MarkCause, judge};
pub use messages::ExerciseText;
pub use pgn::{annotated_pgn, eval_text, writes_annotated_pgn};
pub use practice::{CheckHandle, ExerciseResult, Practice, PracticeFeedback, Stage, spawn_check};
pub use run::{
    Cancelled, DEFAULT_REVIEW_DEPTHS, MoveReview, PositionEval, Review, ReviewHandle, ReviewLimits,
    ReviewProgress, default_review_depth, review_game, spawn_review,
};

#[cfg(test)]
mod tests;
