//! When a search stops: depth, nodes, time, an external stop flag, and the time budget for
//! one move taken from a game clock ([`Clock::budget`] for UCI's clocks, [`think_time`] for
//! the engine playing on Manifold's own clocks).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The limits of one search. Without any limit the search runs until the stop flag is set
/// (or to the deepest depth it knows, [`super::score::MAX_PLY`] - 1).
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// The deepest iteration to complete.
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// Stop at once when this much time has passed (a hard limit).
    pub time: Option<Duration>,
    /// Start no new iteration after this much time (a soft limit, below `time`).
    pub soft_time: Option<Duration>,
    /// Stop at once when this flag is set (by another thread).
    pub stop: Option<Arc<AtomicBool>>,
}

impl Limits {
    /// No limit but the stop flag.
    pub fn infinite(stop: Arc<AtomicBool>) -> Limits {
        Limits {
            stop: Some(stop),
            ..Limits::default()
        }
    }

    /// Search to a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search about this many nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Search for this long.
    pub fn movetime(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }

    /// Search within the budget of a game clock ([`Clock::budget`]).
    pub fn clock(clock: &Clock) -> Limits {
        let (soft, hard) = clock.budget();
        Limits {
            time: Some(hard),
            soft_time: Some(soft),
            ..Limits::default()
        }
    }

    /// Whether the stop flag is set.
    pub(crate) fn stop_requested(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|stop| stop.load(Ordering::Relaxed))
    }

    /// These limits with a stop flag.
    pub fn with_stop(mut self, stop: Arc<AtomicBool>) -> Limits {
        self.stop = Some(stop);
        self
    }

    /// These limits, each no looser than `other`'s (the tighter of each pair; a limit set
    /// in only one of them is kept). The stop flag of `self` is kept if it has one.
    pub fn tightened(mut self, other: &Limits) -> Limits {
        fn min<T: Ord + Copy>(a: Option<T>, b: Option<T>) -> Option<T> {
            match (a, b) {
                (Some(x), Some(y)) => Some(x.min(y)),
                (x, None) => x,
                (None, y) => y,
            }
        }
        self.depth = min(self.depth, other.depth);
        self.nodes = min(self.nodes, other.nodes);
        self.time = min(self.time, other.time);
        self.soft_time = min(self.soft_time, other.soft_time);
        if self.stop.is_none() {
            self.stop = other.stop.clone();
        }
        self
    }
}

/// The clock of the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left on the clock of the side to move now, before this move.
    pub remaining: Duration,
    /// Time added after each move.
    pub increment: Duration,
    /// Moves until the next time control, if the control has one.
    pub moves_to_go: Option<u32>,
}

/// Time kept back for the delay between the engine and the clock.
const OVERHEAD: Duration = Duration::from_millis(30);

impl Clock {
    /// The (soft, hard) time for one move: about the remaining time shared over the moves
    /// to come (the control's count, or 30) plus most of the increment; the hard limit
    /// allows a running iteration up to three times that, but never a fifth of the
    /// remaining time more.
    pub(crate) fn budget(&self) -> (Duration, Duration) {
        let left = self.remaining.saturating_sub(OVERHEAD);
        let moves = self.moves_to_go.unwrap_or(30).clamp(1, 60);
        let share = left / moves + self.increment * 4 / 5;
        let cap = left / 2;
        let soft = share.min(cap).max(Duration::from_millis(1));
        let hard = (soft * 3).min(left / 5 + soft).min(cap.max(soft));
        (soft, hard.max(soft))
    }
}

/// The moves a game clock without a move count is shared over at the start of a game.
const PLANNED_MOVES: u32 = 40;

/// The fewest moves the time left is shared over, however long the game has gone on: each
/// move spends at most this fraction of it, so that the clock never runs out however many
/// moves the game lasts.
const FEWEST_PLANNED_MOVES: u32 = 25;

/// The shortest think when the clock allows it (a quarter of the time left at most).
const SHORTEST_THINK: Duration = Duration::from_millis(1);

/// The most time the engine may spend on its next move in a game on a clock with no move
/// count (sudden death, with or without a per-move bonus): `remaining` on its clock now,
/// `per_move` what each move gives back (a Fischer increment, or a Bronstein or simple
/// delay: the time a move may take uncharged), and `moves_played` of its own moves so far.
///
/// It shares the time left, less [`OVERHEAD`], over the moves still to come (40 at the
/// start, falling to 25 as the game goes on) and adds three quarters of the per-move
/// bonus, but never more than half the time left (the bonus comes after the move). Without
/// a bonus a move that takes this time leaves at least 24/25 of the time left before it,
/// so the clock never reaches zero: the engine does not lose on time in a game of 1+0 or
/// longer, however long it lasts.
pub fn think_time(remaining: Duration, per_move: Duration, moves_played: u32) -> Duration {
    let to_go = PLANNED_MOVES
        .saturating_sub(moves_played / 2)
        .max(FEWEST_PLANNED_MOVES);
    let share = remaining.saturating_sub(OVERHEAD) / to_go;
    // The bonus comes after the move (a Bronstein delay's refund too): never spend more
    // than half of what is on the clock now.
    let think = (share + per_move * 3 / 4).min(remaining / 2);
    think.max(SHORTEST_THINK.min(remaining / 4))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game of 1+0 in which every move takes exactly the time [`think_time`] gives: the
    /// clock never runs out over 150 moves, and a move never gets less than a millisecond
    /// while more than a second is left.
    #[test]
    fn the_engine_never_flags_in_a_game_of_one_minute() {
        let mut remaining = Duration::from_secs(60);
        for moves in 0..150 {
            let think = think_time(remaining, Duration::ZERO, moves);
            assert!(
                think < remaining,
                "move {moves}: {think:?} of {remaining:?}"
            );
            if remaining > Duration::from_secs(1) {
                assert!(think >= Duration::from_millis(1), "move {moves}");
            }
            remaining -= think;
        }
        assert!(
            remaining > Duration::from_millis(100),
            "{remaining:?} left after 150 moves"
        );
        // Longer games keep more in hand; a move of the first ones gets over a second.
        let first = think_time(Duration::from_secs(180), Duration::ZERO, 0);
        assert!(first > Duration::from_secs(4) && first < Duration::from_secs(5));
    }

    /// With an increment (or a delay) the engine spends most of it on each move, but never
    /// half its clock: the clock holds up over 300 moves, even from a base of half a second.
    #[test]
    fn an_increment_is_spent_but_not_overspent() {
        for (base_ms, inc) in [(60_000, 1), (180_000, 2), (500, 2)] {
            let inc = Duration::from_secs(inc);
            let mut remaining = Duration::from_millis(base_ms);
            for moves in 0..300 {
                let think = think_time(remaining, inc, moves);
                assert!(think <= remaining / 2, "{base_ms}+{inc:?} move {moves}");
                if remaining >= inc * 2 {
                    assert!(think >= inc / 2, "{base_ms}+{inc:?} move {moves}");
                }
                // A Fischer clock: the move is charged, then the increment is added.
                remaining = remaining - think + inc;
            }
            assert!(remaining > inc, "{base_ms}+{inc:?}: {remaining:?}");
        }
        // Almost out of time: a quarter of what is left at most.
        let tiny = Duration::from_micros(800);
        assert!(think_time(tiny, Duration::ZERO, 80) <= tiny / 4);
        assert_eq!(
            think_time(Duration::ZERO, Duration::ZERO, 0),
            Duration::ZERO
        );
    }

    #[test]
    fn clock_budget_stays_within_the_time_left() {
        let clock = Clock {
            remaining: Duration::from_secs(60),
            increment: Duration::from_secs(1),
            moves_to_go: None,
        };
        let (soft, hard) = clock.budget();
        assert!(soft >= Duration::from_millis(1500) && soft <= Duration::from_secs(3));
        assert!(hard >= soft && hard <= Duration::from_secs(30));
        let short = Clock {
            remaining: Duration::from_millis(100),
            increment: Duration::ZERO,
            moves_to_go: Some(1),
        };
        let (soft, hard) = short.budget();
        assert!(hard <= Duration::from_millis(70), "{soft:?} {hard:?}");
    }

    #[test]
    fn tightened_takes_the_smaller_limit() {
        let a = Limits::depth(5).tightened(&Limits::depth(3));
        assert_eq!(a.depth, Some(3));
        let b = Limits::movetime(Duration::from_secs(1)).tightened(&Limits::nodes(10));
        assert_eq!((b.time, b.nodes), (Some(Duration::from_secs(1)), Some(10)));
    }
}
