//! When a search stops: depth, nodes, time, an external stop flag, and the time budget for
//! one move taken from a game clock.

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

#[cfg(test)]
mod tests {
    use super::*;

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
