//! What a search reports: progress after each completed iteration and each better move an
//! unfinished one finds ([`SearchInfo`], the stuff of UCI `info` lines), and its final
//! answer ([`SearchResult`]), for a game's move type (a chess [`Move`] unless said
//! otherwise; a draughts search reports `DraughtsMove`s).

use std::time::Duration;

use manifold_rules::Move;

use super::score::Score;

/// Progress after one completed iteration (or a better move an unfinished one found, at
/// the last completed depth).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo<M = Move> {
    /// The depth just completed (plies, not counting extensions and quiescence).
    pub depth: u32,
    /// The deepest ply reached.
    pub seldepth: u32,
    /// The score of the best move for the side to move (see [`super::score`]).
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Nodes per second so far.
    pub nps: u64,
    /// Time since the search started.
    pub time: Duration,
    /// The principal variation: the best move and the expected replies.
    pub pv: Vec<M>,
}

/// The answer of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M = Move> {
    /// The move to play: the best move of the last completed iteration, or a better one
    /// the stopped iteration had searched to the end (the first root move in the search's
    /// order if nothing was searched to the end); `None` only when there is no legal move.
    pub best_move: Option<M>,
    /// Its score for the side to move.
    pub score: Score,
    /// The last completed depth (0 if none).
    pub depth: u32,
    /// Positions the main thread visited, quiescence included, over every iteration (the
    /// helper threads' are not counted); 0 when the root had no move to search.
    pub nodes: u64,
    /// Wall-clock time from the start of the search to its answer.
    pub time: Duration,
    /// The line played: the principal variation of the last completed iteration, or the
    /// line of a better move an unfinished iteration found.
    pub pv: Vec<M>,
}

impl<M> SearchResult<M> {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        nps(self.nodes, self.time)
    }
}

/// Nodes per second for `nodes` searched in `time`.
pub fn nps(nodes: u64, time: Duration) -> u64 {
    let micros = time.as_micros().max(1);
    (nodes as u128 * 1_000_000 / micros) as u64
}
