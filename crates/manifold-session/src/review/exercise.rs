//! "Learn from your mistakes": a player's mistakes and blunders in a review, each an
//! exercise ([`Exercise`]): the position before the move, "find a better move".
//!
//! An answer passes when its win probability (Mattrix: the mover's expected share) is
//! within [`PASS_MARGIN`] (3.5 points) of the best move's, the answer's position evaluated
//! by the engine within the review's own limits ([`Exercise::check`]), as lichess's
//! retrospection does with its `povDiff` (half the difference of winning chances, so a
//! difference of win probability; lila `ui/analyse/src/retrospect/retroCtrl.ts`, whose
//! bound is now 4 points, 3.5 in earlier versions). The best move passes at once, the move
//! played in the game fails at once, a mate passes. The hint names the piece to move
//! ([`Exercise::hint`]); the solution is the engine's best move ([`Exercise::solution`]).
//!
//! Exercises are not lesson steps: a step's goal is decided by the rules alone, at once
//! and provably (`lessons check`), while an exercise's answer needs an engine search,
//! which the app runs off its main thread. The app shows the position
//! ([`Exercise::game`]) as it shows a puzzle's, and the feedback is the puzzles': pass,
//! try again, hint, solution.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use manifold_ai::Searcher;
use manifold_rules::{AnyGame, AnyMove, Cell, GameKind, Seat};

use super::judge::Mark;
use super::run::{Cancelled, MoveReview, Review, ReviewLimits, evaluate};

/// How far below the best move's win probability (0 to 1) an answer may be and still
/// pass: 3.5 points.
pub const PASS_MARGIN: f64 = 0.035;

/// A mistake or blunder of a review, as an exercise.
#[derive(Clone, Debug)]
pub struct Exercise {
    /// The game before the move (its earlier positions count for repetitions): the
    /// position to solve is its current one.
    pub game: AnyGame,
    /// The index of the move in the reviewed game.
    pub ply: usize,
    /// The move's number in the move list.
    pub move_number: u32,
    /// The seat to find the better move (the one that erred).
    pub learner: Seat,
    /// The move played in the game.
    pub played: AnyMove,
    /// The move played, in the game's notation.
    pub played_text: String,
    /// Its mark (a mistake or a blunder).
    pub mark: Mark,
    /// The engine's best move: the solution.
    pub best: AnyMove,
    /// The best move in the game's notation.
    pub best_text: String,
    /// The learner's win probability (Mattrix: expected share) with the best move.
    pub best_win: f64,
    /// The learner's win probability after the move played.
    pub played_win: f64,
    /// The limits answers are evaluated within (the review's).
    pub limits: ReviewLimits,
}

/// What an answer to an exercise did.
#[derive(Clone, Copy, Debug, PartialEq, strum::EnumCount)]
pub enum Verdict {
    /// The answer is as good as the best move, or nearly (within [`PASS_MARGIN`]).
    Passed {
        /// The learner's win probability after the answer (0 to 1).
        win: f64,
        /// The best move's.
        best: f64,
    },
    /// The answer is worse; try again.
    Failed {
        /// The learner's win probability after the answer (0 to 1).
        win: f64,
        /// The best move's.
        best: f64,
    },
    /// The answer is not a legal move in the position.
    NotLegal,
}

impl Verdict {
    /// Whether the answer passed.
    pub fn passed(self) -> bool {
        matches!(self, Verdict::Passed { .. })
    }
}

/// The exercises of a review of `game`: the mistakes and blunders of the seats `learners`
/// (the person's seats in a game against the computer; every seat for all), in the game's
/// order.
pub fn exercises(review: &Review, game: &AnyGame, learners: &[Seat]) -> Vec<Exercise> {
    let mut out = Vec::new();
    for m in review.moves.iter().filter(|m| makes_exercise(m, learners)) {
        let (Some(mark), Some(best)) = (m.mark(), m.best.clone()) else {
            continue;
        };
        let Some(before) = game_at(game, m.ply) else {
            continue;
        };
        out.push(Exercise {
            game: before,
            ply: m.ply,
            move_number: m.move_number,
            learner: m.mover,
            played: m.played.clone(),
            played_text: m.played_text.clone(),
            mark,
            best,
            best_text: m.best_line.first().cloned().unwrap_or_default(),
            best_win: m.win_before,
            played_win: m.win_after,
            limits: review.limits,
        });
    }
    out
}

/// How many exercises [`exercises`] makes of `review` for `learners`, without making
/// them (the app shows the number every frame).
pub fn count_exercises(review: &Review, learners: &[Seat]) -> usize {
    review
        .moves
        .iter()
        .filter(|m| makes_exercise(m, learners))
        .count()
}

/// Whether the move `m` is one of the `learners`' mistakes or blunders with a better move
/// known: an exercise.
fn makes_exercise(m: &MoveReview, learners: &[Seat]) -> bool {
    m.best.is_some()
        && learners.contains(&m.mover)
        && m.mark().is_some_and(Mark::is_mistake_or_blunder)
}

/// `game` after its first `ply` moves, not over there.
fn game_at(game: &AnyGame, ply: usize) -> Option<AnyGame> {
    game.at_ply(ply).filter(|g| g.outcome().is_none())
}

impl Exercise {
    /// Which game.
    pub fn kind(&self) -> GameKind {
        self.game.kind()
    }

    /// The position to solve, in the game's own position text (as puzzles and lesson
    /// steps write theirs).
    pub fn position(&self) -> String {
        self.game.position().text()
    }

    /// The hint: the cell of the piece the best move moves.
    pub fn hint(&self) -> Cell {
        self.best.from()
    }

    /// The hint's cell by its name on the board (`g7`, `E3`, `1:e2`).
    pub fn hint_name(&self) -> String {
        self.game.geometry().cell_name(self.hint()).to_string()
    }

    /// The solution: the engine's best move (the app plays it on the board).
    pub fn solution(&self) -> &AnyMove {
        &self.best
    }

    /// Judges the learner's `answer`: the position after it is evaluated by `searcher`
    /// within the review's limits (its table cleared), unless the answer is the best move
    /// (passes), the move played in the game (fails) or ends the game by the rules (its
    /// result decides). `stop`, set from another thread, cancels the search. The app runs
    /// this off its main thread: it takes as long as one position of the review.
    pub fn check(
        &self,
        answer: &AnyMove,
        searcher: &mut Searcher,
        stop: Option<Arc<AtomicBool>>,
    ) -> Result<Verdict, Cancelled> {
        if !self.game.legal_moves().contains(answer) {
            return Ok(Verdict::NotLegal);
        }
        let best = self.best_win;
        if *answer == self.best {
            return Ok(Verdict::Passed { win: best, best });
        }
        if *answer == self.played {
            return Ok(Verdict::Failed {
                win: self.played_win,
                best,
            });
        }
        let mut after = self.game.clone();
        if after.play(answer).is_err() {
            return Ok(Verdict::NotLegal);
        }
        let mut limits = self.limits.limits();
        limits.stop = stop;
        let eval = evaluate(&after, searcher, &limits).ok_or(Cancelled)?;
        let win = eval.win_of(self.learner);
        Ok(if win >= best - PASS_MARGIN {
            Verdict::Passed { win, best }
        } else {
            Verdict::Failed { win, best }
        })
    }
}
