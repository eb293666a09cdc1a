//! Analysis: the best lines of a position (MultiPV), depth after depth, with each seat's
//! evaluation, for every game, and a background thread that runs it until told to stop.
//!
//! # What the numbers are
//!
//! Each [`Line`] has the engine's searched `score` for the side to move (its team in
//! Mattrix, where the search is paranoid: the mover against both opponents, see
//! [`crate::search`]), its principal variation, and `seats`, one number per seat of the
//! game, from that seat's point of view:
//!
//! - **two seats** (classical, Great Chess, Wirth, Chess-transit, draughts): the searched
//!   score, and its negation for the other seat;
//! - **Mattrix**: the search gives one paranoid score, for the mover only, so each seat's
//!   number is the evaluation the search uses at its leaves, taken at the end of the line
//!   (after the quiescence captures it holds): the seat's material, mobility, king safety
//!   and pawn progress against the average of its two opponents'
//!   ([`crate::Evaluator::evaluate_for`]). The three numbers add up to about zero. A line
//!   that ends in mate gives the mated seat the mate score, the opponent credited with it
//!   (RULES 5.5) its negation and the third seat 0; a stalemate 0 to all three.
//!
//! Chess-transit's evaluation is the game's (both boards' results and one bounded
//! judgement of the open boards); it does not split by board. What each [`Line`] gives
//! per board ([`BoardView`]) is the board's status and its material balance at the end of
//! the line, a part of that judgement, not a searched score.
//!
//! A score becomes a win probability through [`crate::win`]'s curve for the game.
//!
//! # Running it off the main thread
//!
//! [`spawn_analysis`] starts a thread with its own [`Searcher`] that analyses a game's
//! current position until its limits or [`AnalysisHandle::stop`]; each completed depth
//! arrives through [`AnalysisHandle::latest`] (the newest, without waiting) or
//! [`AnalysisHandle::next_report`] (each in turn). The handle is `Send + Sync`, so an app
//! can keep it in a resource. [`AnalysisHandle::finish`] stops it and hands back the
//! last analysis and the searcher (its transposition table warm for the next position).
//! Callers with their own thread call [`Searcher::analyse_any_game`] with a
//! [`Limits::infinite`] stop flag and a callback.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use manifold_rules::draughts::DraughtsPosition;
use manifold_rules::game::credited_opponent;
use manifold_rules::transit::{BoardStatus, board_of};
use manifold_rules::{AnyGame, AnyMove, GameKind, Position, Role, Seat};

use super::Evaluator;
use super::game::SearchGame;
use super::level::{Family, Level};
use super::limits::Limits;
use super::score::{DRAW, Score, mate_in, mated_in};
use super::search::{SearchConfig, Searcher};

/// One of the best lines of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line<M> {
    /// The searched score for the side to move (its team in Mattrix), in centipawns or a
    /// mate score ([`crate::score`]).
    pub score: Score,
    /// The principal variation: the line's first move and the expected replies.
    pub pv: Vec<M>,
    /// One number per seat, from that seat's point of view (see the module's notes).
    pub seats: Vec<Score>,
    /// Chess-transit: each board at the end of the line; empty in the other games.
    pub boards: Vec<BoardView>,
}

impl<M> Line<M> {
    /// A line with its score and moves, its seats and boards not yet filled.
    pub(crate) fn new(score: Score, pv: Vec<M>) -> Line<M> {
        Line {
            score,
            pv,
            seats: Vec::new(),
            boards: Vec::new(),
        }
    }
}

/// One board of Chess-transit at the end of a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// Open, or closed with its result.
    pub status: BoardStatus,
    /// White's material on the board less Black's, by the game's piece values (kings not
    /// counted), in centipawns.
    pub material: Score,
}

/// An analysis after a completed depth: the best lines, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis<M> {
    /// The depth completed (plies; 0 when none was).
    pub depth: u32,
    /// The deepest ply reached.
    pub seldepth: u32,
    /// Nodes searched so far (the main thread's).
    pub nodes: u64,
    /// Nodes per second so far.
    pub nps: u64,
    /// Time since the analysis started.
    pub time: Duration,
    /// The lines, best first; as many as asked for where the position has that many legal
    /// moves; none where it has none.
    pub lines: Vec<Line<M>>,
}

impl<M> Analysis<M> {
    /// An analysis with nothing searched.
    pub(crate) fn empty(time: Duration) -> Analysis<M> {
        Analysis {
            depth: 0,
            seldepth: 0,
            nodes: 0,
            nps: 0,
            time,
            lines: Vec::new(),
        }
    }

    /// The best line, if there is one.
    pub fn best(&self) -> Option<&Line<M>> {
        self.lines.first()
    }

    /// The analysis with its moves turned into another type.
    pub fn map_moves<N>(self, f: impl Fn(M) -> N) -> Analysis<N> {
        Analysis {
            depth: self.depth,
            seldepth: self.seldepth,
            nodes: self.nodes,
            nps: self.nps,
            time: self.time,
            lines: self
                .lines
                .into_iter()
                .map(|l| Line {
                    score: l.score,
                    pv: l.pv.into_iter().map(&f).collect(),
                    seats: l.seats,
                    boards: l.boards,
                })
                .collect(),
        }
    }
}

/// A game the analysis knows how to split by seat (and by board).
pub trait Analysed: SearchGame {
    /// Each seat's number for a line `pv` from this position whose searched score is
    /// `score` (see the module's notes).
    fn seat_scores(&self, eval: &Self::Eval, score: Score, pv: &[Self::Move]) -> Vec<Score>;

    /// Each board at the end of the line `pv` (Chess-transit); none by default.
    fn boards(&self, _eval: &Self::Eval, _pv: &[Self::Move]) -> Vec<BoardView> {
        Vec::new()
    }
}

/// Two seats: the score for the mover and its negation for the other seat.
fn two_seats(side: usize, score: Score) -> Vec<Score> {
    let mut seats = vec![-score; 2];
    seats[side.min(1)] = score;
    seats
}

/// The position at the end of `pv` from `pos`.
fn line_end(pos: &Position, pv: &[manifold_rules::Move]) -> Position {
    pv.iter().fold(pos.clone(), |p, &m| p.play(m))
}

impl Analysed for Position {
    fn seat_scores(
        &self,
        eval: &Evaluator,
        score: Score,
        pv: &[manifold_rules::Move],
    ) -> Vec<Score> {
        let seats = self.variant().seats as usize;
        if seats <= 2 {
            return two_seats(self.turn().index(), score);
        }
        let end = line_end(self, pv);
        if end.legal_moves().is_empty() {
            let mut scores = vec![DRAW; seats];
            if end.in_check() {
                let mated = end.turn();
                let winner = credited_opponent(&end, mated);
                scores[mated.index()] = mated_in(pv.len());
                scores[winner.index()] = mate_in(pv.len());
            }
            return scores;
        }
        (0..seats)
            .map(|s| eval.evaluate_for(&end, Seat(s as u8)))
            .collect()
    }

    fn boards(&self, eval: &Evaluator, pv: &[manifold_rules::Move]) -> Vec<BoardView> {
        if !self.variant().has_transit {
            return Vec::new();
        }
        let end = line_end(self, pv);
        let mut boards: Vec<BoardView> = end
            .board_status()
            .iter()
            .map(|&status| BoardView {
                status,
                material: 0,
            })
            .collect();
        for (cell, piece) in end.pieces() {
            if piece.role == Role::King {
                continue;
            }
            let value = eval.value(piece.role);
            if let Some(board) = boards.get_mut(board_of(cell)) {
                board.material += if piece.seat == Seat::WHITE {
                    value
                } else {
                    -value
                };
            }
        }
        boards
    }
}

impl Analysed for DraughtsPosition {
    fn seat_scores(&self, _eval: &Self::Eval, score: Score, _pv: &[Self::Move]) -> Vec<Score> {
        two_seats(self.side(), score)
    }
}

/// The configuration an analysis searches with: full strength and no noise, as the
/// strongest level of the game's family sets it, without Mattrix's simulated replies
/// (which choose one move to play, not several lines to show).
pub fn analysis_config(kind: GameKind) -> SearchConfig {
    SearchConfig {
        simulate_opponents: false,
        ..Level::Max.config_for(Family::of(kind), 0)
    }
}

impl Searcher {
    /// The best `lines` lines of `root` (MultiPV; at least one, at most its legal moves)
    /// with each seat's number (and Chess-transit's boards), depth after depth within
    /// `limits` until a depth or time limit, the node limit or the stop flag; `history`
    /// holds the hashes of the game's earlier positions, oldest first (for repetitions).
    /// `on_report` hears each completed depth. With `lines` = 1 the search is the ordinary
    /// one's, depth for depth. Deterministic for one thread and depth or node limits.
    pub fn analyse<G: Analysed>(
        &mut self,
        root: &G,
        history: &[u64],
        limits: &Limits,
        config: &SearchConfig,
        lines: usize,
        on_report: &mut dyn FnMut(&Analysis<G::Move>),
    ) -> Analysis<G::Move> {
        let eval = root.evaluator(config);
        let fill = |analysis: &mut Analysis<G::Move>| {
            for line in &mut analysis.lines {
                line.seats = root.seat_scores(&eval, line.score, &line.pv);
                line.boards = root.boards(&eval, &line.pv);
            }
        };
        let mut report = |analysis: &Analysis<G::Move>| {
            let mut analysis = analysis.clone();
            fill(&mut analysis);
            on_report(&analysis);
        };
        let mut analysis = self.multipv(root, history, limits, config, lines, &mut report);
        fill(&mut analysis);
        analysis
    }

    /// [`Searcher::analyse`] of the current position of `game` (its earlier positions
    /// count for repetitions), whatever its family, with [`analysis_config`].
    pub fn analyse_any_game(
        &mut self,
        game: &AnyGame,
        limits: &Limits,
        lines: usize,
        on_report: &mut dyn FnMut(&Analysis<AnyMove>),
    ) -> Analysis<AnyMove> {
        let config = analysis_config(game.kind());
        match game {
            AnyGame::Chess(g) => {
                let (root, before) = g.positions().split_last().expect("a game has a position");
                let history: Vec<u64> = before.iter().map(SearchGame::key).collect();
                let mut report = |a: &Analysis<_>| on_report(&a.clone().map_moves(AnyMove::Chess));
                self.analyse(root, &history, limits, &config, lines, &mut report)
                    .map_moves(AnyMove::Chess)
            }
            AnyGame::Draughts(g) => {
                let (root, before) = g.positions().split_last().expect("a game has a position");
                let history: Vec<u64> = before.iter().map(SearchGame::key).collect();
                let mut report =
                    |a: &Analysis<_>| on_report(&a.clone().map_moves(AnyMove::Draughts));
                self.analyse(root, &history, limits, &config, lines, &mut report)
                    .map_moves(AnyMove::Draughts)
            }
        }
    }
}

/// The stack of an analysis thread (the search recurses deep).
const ANALYSIS_STACK: usize = 64 * 1024 * 1024;

/// An analysis running on a thread of its own ([`spawn_analysis`]).
pub struct AnalysisHandle {
    stop: Arc<AtomicBool>,
    /// The reports, one per completed depth (in a mutex only to make the handle `Sync`).
    reports: Mutex<Receiver<Analysis<AnyMove>>>,
    thread: Option<JoinHandle<(Analysis<AnyMove>, Searcher)>>,
    latest: Option<Analysis<AnyMove>>,
}

/// Starts analysing the current position of `game` on a new thread with `searcher`
/// (its threads and table as set: [`Searcher::set_threads`]), `lines` lines, within
/// `limits` (its stop flag, if any, is replaced by the handle's; [`Limits::default`]
/// runs until [`AnalysisHandle::stop`]). `None` only where the system cannot start a
/// thread.
pub fn spawn_analysis(
    game: AnyGame,
    mut searcher: Searcher,
    limits: Limits,
    lines: usize,
) -> Option<AnalysisHandle> {
    let stop = Arc::new(AtomicBool::new(false));
    let limits = Limits {
        stop: Some(stop.clone()),
        ..limits
    };
    let (send, reports) = mpsc::channel();
    let thread = std::thread::Builder::new()
        .name("analysis".into())
        .stack_size(ANALYSIS_STACK)
        .spawn(move || {
            let analysis = searcher.analyse_any_game(&game, &limits, lines, &mut |a| {
                // The receiver may be gone (the handle dropped): the search stops then.
                let _ = send.send(a.clone());
            });
            (analysis, searcher)
        })
        .ok()?;
    Some(AnalysisHandle {
        stop,
        reports: Mutex::new(reports),
        thread: Some(thread),
        latest: None,
    })
}

impl AnalysisHandle {
    /// Asks the analysis to stop (it does within a few hundred microseconds); returns at
    /// once.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether the analysis has ended (by its limits or a stop).
    pub fn is_finished(&self) -> bool {
        self.thread.as_ref().is_none_or(JoinHandle::is_finished)
    }

    /// The newest completed depth reported so far (without waiting), if any.
    pub fn latest(&mut self) -> Option<&Analysis<AnyMove>> {
        let reports = self
            .reports
            .get_mut()
            .unwrap_or_else(PoisonError::into_inner);
        while let Ok(a) = reports.try_recv() {
            self.latest = Some(a);
        }
        self.latest.as_ref()
    }

    /// The next completed depth not yet taken, waiting up to `timeout` for it; `None` when
    /// none came in that time or the analysis has ended and every report was taken. Reports
    /// taken here are no longer the [`AnalysisHandle::latest`] one's to take: use one or the
    /// other.
    pub fn next_report(&mut self, timeout: Duration) -> Option<Analysis<AnyMove>> {
        let reports = self
            .reports
            .get_mut()
            .unwrap_or_else(PoisonError::into_inner);
        let a = reports.recv_timeout(timeout).ok()?;
        self.latest = Some(a.clone());
        Some(a)
    }

    /// Stops the analysis, waits for it and returns its last analysis and the searcher;
    /// `None` if the analysis thread panicked.
    pub fn finish(mut self) -> Option<(Analysis<AnyMove>, Searcher)> {
        self.stop();
        self.thread.take()?.join().ok()
    }
}

impl Drop for AnalysisHandle {
    /// A dropped handle stops its analysis (without waiting for it).
    fn drop(&mut self) {
        self.stop();
    }
}
