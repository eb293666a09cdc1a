//! The computer opponent: one search over the rules API and a static evaluation per game,
//! for every game Manifold plays.
//!
//! - [`search`]: iterative deepening alpha-beta with a transposition table ([`tt`]), move
//!   ordering ([`ordering`]) and quiescence; limits ([`limits`]) by depth, nodes, time and
//!   a stop flag; progress reports ([`info`]). With three seats (Mattrix) it is a paranoid
//!   search: the mover against the coalition of its two opponents; Mattrix's Max also
//!   plays its near-best moves on with the opponents' own replies ([`simulate`]).
//! - [`game`]: the [`SearchGame`] trait the search is written against, implemented by the
//!   chess family's [`manifold_rules::Position`] ([`chess`]: classical, Great Chess, Wirth,
//!   Chess-transit, Mattrix) and by Russian draughts'
//!   [`manifold_rules::draughts::DraughtsPosition`] ([`draughts`]).
//! - [`see`]: static exchange evaluation, which tells the search which captures probably
//!   lose material.
//! - [`eval`]: material, mobility, king safety and pawn progress with per-game weights;
//!   Chess-transit's board results; the draughts evaluation; [`eval_cache`] keeps the
//!   evaluations of one search. Classical chess is judged by a small neural network
//!   instead ([`network`]), fitted to Stockfish's scores.
//! - [`analysis`]: the best lines of a position (MultiPV) depth after depth, each seat's
//!   evaluation, and a background thread that runs it until stopped; [`win`]: a score as a
//!   win probability, by a logistic curve per game.
//! - [`threats`](mod@threats): what each opponent would play if it were its move (the turn passed to
//!   it, then searched), and the side to move's pieces attacked and not defended.
//! - [`level`]: playing levels from Beginner to Max, with a table for draughts.
//! - [`texel`]: Texel tuning of the evaluation weights on self-play positions, and the
//!   fit of classical chess's network.
//!
//! ```
//! use manifold_ai::{Level, Searcher};
//! use manifold_rules::{Position, VariantId};
//!
//! let pos = Position::start(VariantId::Classical);
//! let mut searcher = Searcher::new(1);
//! let level = Level::Casual;
//! let result = searcher.search(&pos, &[], &level.limits(None), &level.config(7), &mut |_| {});
//! assert!(pos.is_legal(result.best_move.unwrap()));
//! ```

pub mod analysis;
pub mod any_game;
pub mod chess;
pub mod draughts;
pub mod eval;
pub mod eval_cache;
pub mod game;
pub mod info;
pub mod level;
pub mod limits;
pub mod network;
pub mod ordering;
pub mod rng;
pub mod score;
pub mod search;
pub mod see;
pub mod simulate;
pub mod texel;
pub mod threats;
pub mod tt;
pub mod win;

pub use analysis::{
    Analysed, Analysis, AnalysisHandle, BoardView, Line, analysis_config, spawn_analysis,
};
pub use eval::Evaluator;
pub use eval::draughts::DraughtsEvaluator;
pub use game::{SearchGame, SearchMove};
pub use info::{SearchInfo, SearchResult};
pub use level::{Family, Level};
pub use limits::{Clock, Limits, think_time};
pub use score::Score;
pub use search::{SearchConfig, Searcher};
pub use threats::{SeatThreat, Threat, ThreatLine, Threats, hanging, threats};
pub use win::{WinCurve, expected_shares, win_curve, win_probability};
