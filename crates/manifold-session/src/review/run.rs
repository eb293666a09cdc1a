//! The review of a whole game: every position analysed by the engine within the same
//! limits, each move judged against the evaluations before and after it
//! ([`review_game`]), on the caller's thread or on one of its own ([`spawn_review`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

use manifold_ai::score::{DRAW, mate_in, mated_in};
use manifold_ai::win::expected_shares;
use manifold_ai::{Limits, Score, Searcher};
use manifold_rules::game::{EndReason, GameResult, Outcome};
use manifold_rules::{AnyGame, AnyMove, GameKind, Seat, VariantId};

use crate::shown_notation::line_notation;

use super::accuracy::{ceiled_percent, game_accuracy, move_accuracy};
use super::judge::{Judgement, judge};

/// How long the engine looks at each position of a review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewLimits {
    /// To this depth (plies): the same numbers on every run and every machine.
    Depth(u32),
    /// About this many nodes: the same numbers on every run.
    Nodes(u64),
    /// For this long.
    MoveTime(Duration),
}

/// The depth a review searches each position to when none is chosen, per game: about a
/// second a position at the start on one core of a 2-core machine (`manifold-cli analyse
/// GAME --depth N --multipv 1`: classical 1.0 s at 10, Great Chess 0.35 s and Wirth 0.25 s
/// at 8, Mattrix 1.4 s at 6, Chess-transit 1.2 s at 10, draughts 0.14 s at 10).
pub const DEFAULT_REVIEW_DEPTHS: [(GameKind, u32); 6] = [
    (GameKind::Chess(VariantId::Classical), 10),
    (GameKind::Chess(VariantId::Great), 8),
    (GameKind::Chess(VariantId::Wirth), 8),
    (GameKind::Chess(VariantId::Mattrix), 6),
    (GameKind::Chess(VariantId::Transit), 10),
    (GameKind::Draughts, 12),
];

/// The depth a review of a `kind` game searches to when none is chosen
/// ([`DEFAULT_REVIEW_DEPTHS`]).
pub fn default_review_depth(kind: GameKind) -> u32 {
    DEFAULT_REVIEW_DEPTHS
        .iter()
        .find(|(k, _)| *k == kind)
        .map_or(8, |(_, depth)| *depth)
}

impl ReviewLimits {
    /// The engine's limits for one position.
    pub fn limits(self) -> Limits {
        match self {
            ReviewLimits::Depth(d) => Limits::depth(d.max(1)),
            ReviewLimits::Nodes(n) => Limits::nodes(n.max(1)),
            ReviewLimits::MoveTime(t) => Limits::movetime(t),
        }
    }
}

/// The engine's evaluation of one position of the game.
#[derive(Clone, Debug, PartialEq)]
pub struct PositionEval {
    /// The seat to move.
    pub to_move: Seat,
    /// One number per seat, from that seat's side (centipawns or a mate score,
    /// [`manifold_ai::score`]): the best line's ([`manifold_ai::Line::seats`]), or the
    /// result where the rules ended the game here (the winner `mate_in(0)`, the loser
    /// `mated_in(0)`).
    pub seats: Vec<Score>,
    /// Each seat's win probability (Mattrix: expected share) from `seats`, adding up to 1
    /// ([`expected_shares`]).
    pub shares: Vec<f64>,
    /// The engine's best line from here (empty where the game is over).
    pub line: Vec<AnyMove>,
    /// The best line in the game's notation.
    pub line_text: Vec<String>,
    /// The depth the engine completed (0 where the game is over).
    pub depth: u32,
}

impl PositionEval {
    /// The best move, if the game goes on.
    pub fn best(&self) -> Option<&AnyMove> {
        self.line.first()
    }

    /// The best move in the game's notation.
    pub fn best_text(&self) -> Option<&str> {
        self.line_text.first().map(String::as_str)
    }

    /// `seat`'s number.
    pub fn score_of(&self, seat: Seat) -> Score {
        self.seats.get(seat.index()).copied().unwrap_or(DRAW)
    }

    /// `seat`'s win probability (Mattrix: expected share), 0 to 1.
    pub fn win_of(&self, seat: Seat) -> f64 {
        self.shares.get(seat.index()).copied().unwrap_or(0.0)
    }
}

/// One move of a reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// Its index in the game (0: the first move); it leads from position `ply` to `ply + 1`.
    pub ply: usize,
    /// The seat that played it.
    pub mover: Seat,
    /// The move played.
    pub played: AnyMove,
    /// The move played, in the game's notation.
    pub played_text: String,
    /// The move's number in the game's move list (`3` of `3... Nf6`).
    pub move_number: u32,
    /// The mover's number before the move and after it (from the mover's side).
    pub score_before: Score,
    /// See `score_before`.
    pub score_after: Score,
    /// The mover's win probability (Mattrix: expected share), 0 to 1, before the move and
    /// after it.
    pub win_before: f64,
    /// See `win_before`.
    pub win_after: f64,
    /// The engine's best move in the position (absent only where it found none).
    pub best: Option<AnyMove>,
    /// The best move and the engine's line after it, in the game's notation.
    pub best_line: Vec<String>,
    /// Whether the move played is the engine's best.
    pub is_best: bool,
    /// The mark and why, if any.
    pub judgement: Option<Judgement>,
    /// lichess's accuracy of the move, 0 to 100.
    pub accuracy: f64,
}

impl MoveReview {
    /// The mark, if any.
    pub fn mark(&self) -> Option<super::Mark> {
        self.judgement.map(|j| j.mark)
    }
}

/// A reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The game.
    pub kind: GameKind,
    /// How long the engine looked at each position.
    pub limits: ReviewLimits,
    /// Every position's evaluation, from the start (one more than moves): the evaluation
    /// graph.
    pub positions: Vec<PositionEval>,
    /// Every move, judged.
    pub moves: Vec<MoveReview>,
    /// Each seat's accuracy (0 to 100, lichess's formula), `None` for a seat without moves.
    pub accuracy: Vec<Option<f64>>,
}

impl Review {
    /// How many moves of `seat`'s got `mark`.
    pub fn count(&self, seat: Seat, mark: super::Mark) -> usize {
        self.moves
            .iter()
            .filter(|m| m.mover == seat && m.mark() == Some(mark))
            .count()
    }

    /// Each position's win probabilities (Mattrix: expected shares), seat by seat: the
    /// points of the evaluation graph.
    pub fn graph(&self) -> Vec<Vec<f64>> {
        self.positions.iter().map(|p| p.shares.clone()).collect()
    }
}

/// How far a review has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewProgress {
    /// Positions analysed.
    pub done: usize,
    /// Positions to analyse (the moves and one).
    pub total: usize,
}

/// The review was cancelled before it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancelled;

/// Whether the rules ended the game in the position itself (so that the result, not a
/// search, is its evaluation): a mate, no move, a draw rule, Chess-transit's boards; not
/// a resignation, an agreed draw or a timeout.
fn ended_by_rules(outcome: &Outcome) -> bool {
    !matches!(
        outcome.reason,
        EndReason::Resignation | EndReason::Agreement | EndReason::Timeout
    )
}

/// Each seat's number in a game the rules ended: the winner mates, the loser is mated.
fn result_seats(seats: usize, result: GameResult) -> Vec<Score> {
    let mut out = vec![DRAW; seats];
    let (winner, loser) = match result {
        GameResult::Win { winner, loser } => (winner, loser),
        GameResult::Score { white, black } if white != black => {
            if white > black {
                (Seat::WHITE, Seat::BLACK)
            } else {
                (Seat::BLACK, Seat::WHITE)
            }
        }
        GameResult::Draw | GameResult::Score { .. } => return out,
    };
    out[winner.index()] = mate_in(0);
    out[loser.index()] = mated_in(0);
    out
}

/// The engine's evaluation of the current position of `game` within `limits` (its table
/// cleared first, so that each position's numbers depend on it alone). `None` when the
/// stop flag of `limits` was set during the search.
pub(crate) fn evaluate(
    game: &AnyGame,
    searcher: &mut Searcher,
    limits: &Limits,
) -> Option<PositionEval> {
    let kind = game.kind();
    let seats = usize::from(kind.seats());
    let to_move = game.position().turn();
    let finished = |seats_scores: Vec<Score>| {
        let shares = expected_shares(kind, &seats_scores);
        PositionEval {
            to_move,
            seats: seats_scores,
            shares,
            line: Vec::new(),
            line_text: Vec::new(),
            depth: 0,
        }
    };
    if let Some(o) = game.outcome().filter(ended_by_rules) {
        return Some(finished(result_seats(seats, o.result)));
    }
    searcher.clear();
    let analysis = searcher.analyse_any_game(game, limits, 1, &mut |_| {});
    if limits
        .stop
        .as_ref()
        .is_some_and(|s| s.load(Ordering::Relaxed))
    {
        return None;
    }
    let Some(best) = analysis.best() else {
        // No line: no legal move the search could play (the rules would have ended the
        // game); a draw.
        return Some(finished(vec![DRAW; seats]));
    };
    let mut numbers = best.seats.clone();
    numbers.resize(seats, DRAW);
    Some(PositionEval {
        to_move,
        shares: expected_shares(kind, &numbers),
        seats: numbers,
        line_text: line_notation(game, &best.pv),
        line: best.pv.clone(),
        depth: analysis.depth,
    })
}

/// The move number the move list shows for the move played in `game`'s current position.
fn move_number(game: &AnyGame) -> u32 {
    game.position().fullmove_number()
}

/// Reviews `game`: every position from its start analysed by `searcher` within `limits`
/// (single-threaded searches with depth or node limits give the same review on every run),
/// then each move judged ([`super::judge`]) and each seat's accuracy
/// ([`super::accuracy`]). `on_progress` hears of each position analysed; setting `cancel`
/// (from another thread) stops the review within a few hundred microseconds with
/// [`Cancelled`]. A game that ended by resignation, agreement or time is reviewed up to
/// its last position, which the engine evaluates.
pub fn review_game(
    game: &AnyGame,
    limits: ReviewLimits,
    searcher: &mut Searcher,
    cancel: &Arc<AtomicBool>,
    on_progress: &mut dyn FnMut(ReviewProgress),
) -> Result<Review, Cancelled> {
    let kind = game.kind();
    let seats = usize::from(kind.seats());
    let plies = game.ply_count();
    let total = plies + 1;
    let search_limits = limits.limits().with_stop(cancel.clone());
    let mut current = game.clone();
    if current.outcome().is_some_and(|o| !ended_by_rules(&o)) {
        // Reopens the game (a resignation, agreement or timeout), keeping its moves.
        current.undo();
    }
    // The positions from the last back to the start, taking the moves back one by one (a
    // game knows its history, so each position's repetitions count).
    let mut positions: Vec<PositionEval> = Vec::with_capacity(total);
    let mut numbers: Vec<u32> = Vec::with_capacity(plies);
    for ply in (0..=plies).rev() {
        if cancel.load(Ordering::Relaxed) {
            return Err(Cancelled);
        }
        let eval = evaluate(&current, searcher, &search_limits).ok_or(Cancelled)?;
        positions.push(eval);
        on_progress(ReviewProgress {
            done: positions.len(),
            total,
        });
        if ply > 0 {
            current.undo();
            numbers.push(move_number(&current));
        }
    }
    positions.reverse();
    numbers.reverse();
    let played = game.moves();
    let texts = game.move_texts();
    let mut moves = Vec::with_capacity(plies);
    for (ply, m) in played.iter().enumerate() {
        let (before, after) = (&positions[ply], &positions[ply + 1]);
        let mover = before.to_move;
        let (score_before, score_after) = (before.score_of(mover), after.score_of(mover));
        let (win_before, win_after) = (before.win_of(mover), after.win_of(mover));
        let best = before.best().cloned();
        let is_best = best.as_ref() == Some(m);
        let judgement = if is_best {
            None
        } else {
            judge(score_before, win_before, score_after, win_after)
        };
        moves.push(MoveReview {
            ply,
            mover,
            played: m.clone(),
            played_text: texts.get(ply).cloned().unwrap_or_default(),
            move_number: numbers.get(ply).copied().unwrap_or(1),
            score_before,
            score_after,
            win_before,
            win_after,
            best,
            best_line: before.line_text.clone(),
            is_best,
            judgement,
            accuracy: move_accuracy(ceiled_percent(win_before), ceiled_percent(win_after)),
        });
    }
    let percents: Vec<Vec<f64>> = positions
        .iter()
        .map(|p| p.shares.iter().map(|&s| ceiled_percent(s)).collect())
        .collect();
    let movers: Vec<Seat> = moves.iter().map(|m| m.mover).collect();
    let accuracy = game_accuracy(&percents, &movers, seats);
    Ok(Review {
        kind,
        limits,
        positions,
        moves,
        accuracy,
    })
}

/// The stack of a search thread (the search recurses deep).
const SEARCH_STACK: usize = 64 * 1024 * 1024;

/// A search on a thread of its own with a flag that stops it: a review's, or an
/// exercise's judging ([`super::practice::spawn_check`]). Dropping it stops the search
/// (without waiting for it).
pub(crate) struct StoppableThread<T> {
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<T>>,
}

impl<T: Send + 'static> StoppableThread<T> {
    /// Runs `work` on a new thread named `name`, handing it the stop flag; `None` only
    /// where the system cannot start a thread.
    pub(crate) fn spawn(
        name: &str,
        work: impl FnOnce(Arc<AtomicBool>) -> T + Send + 'static,
    ) -> Option<StoppableThread<T>> {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let thread = std::thread::Builder::new()
            .name(name.into())
            .stack_size(SEARCH_STACK)
            .spawn(move || work(flag))
            .ok()?;
        Some(StoppableThread {
            stop,
            thread: Some(thread),
        })
    }

    /// Asks the search to stop; returns at once.
    pub(crate) fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether the thread has ended.
    pub(crate) fn is_finished(&self) -> bool {
        self.thread.as_ref().is_none_or(JoinHandle::is_finished)
    }

    /// Waits for the thread's result; `None` if it panicked.
    pub(crate) fn finish(mut self) -> Option<T> {
        self.thread.take()?.join().ok()
    }
}

impl<T> Drop for StoppableThread<T> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// A review running on a thread of its own ([`spawn_review`]).
pub struct ReviewHandle {
    done: Arc<AtomicUsize>,
    total: usize,
    thread: StoppableThread<(Result<Review, Cancelled>, Searcher)>,
}

/// Starts reviewing `game` on a new thread with `searcher` (its threads as set:
/// [`Searcher::set_threads`]), within `limits` per position. `None` only where the system
/// cannot start a thread.
pub fn spawn_review(
    game: AnyGame,
    limits: ReviewLimits,
    mut searcher: Searcher,
) -> Option<ReviewHandle> {
    let done = Arc::new(AtomicUsize::new(0));
    let total = game.ply_count() + 1;
    let count = done.clone();
    let thread = StoppableThread::spawn("review", move |cancel| {
        let review = review_game(&game, limits, &mut searcher, &cancel, &mut |p| {
            count.store(p.done, Ordering::Relaxed);
        });
        (review, searcher)
    })?;
    Some(ReviewHandle {
        done,
        total,
        thread,
    })
}

impl ReviewHandle {
    /// How far the review has got (for a progress bar).
    pub fn progress(&self) -> ReviewProgress {
        ReviewProgress {
            done: self.done.load(Ordering::Relaxed),
            total: self.total,
        }
    }

    /// Asks the review to stop (Cancel); returns at once. A dropped handle cancels its
    /// review too.
    pub fn cancel(&self) {
        self.thread.stop();
    }

    /// Whether the review has ended (done or cancelled).
    pub fn is_finished(&self) -> bool {
        self.thread.is_finished()
    }

    /// Waits for the review and returns it (or [`Cancelled`]) with the searcher; `None` if
    /// the review thread panicked.
    pub fn finish(self) -> Option<(Result<Review, Cancelled>, Searcher)> {
        self.thread.finish()
    }
}
