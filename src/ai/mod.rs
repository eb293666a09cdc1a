//! The computer opponent: a search over the rules API ([`crate::rules::Position`]'s legal
//! moves, `play`, `in_check`, `hash`) and a static evaluation per game, both knowing the
//! games only as data.
//!
//! - [`search`]: iterative deepening alpha-beta with a transposition table ([`tt`]), move
//!   ordering ([`ordering`]) and quiescence; limits ([`limits`]) by depth, nodes, time and
//!   a stop flag; progress reports ([`info`]).
//! - [`eval`]: material, mobility, king safety and pawn progress with per-game weights.
//! - [`level`]: playing levels from Beginner to Max.
//!
//! ```
//! use manifold::ai::{Level, Searcher};
//! use manifold::rules::{Position, VariantId};
//!
//! let pos = Position::start(VariantId::Classical);
//! let mut searcher = Searcher::new(1);
//! let level = Level::Casual;
//! let result = searcher.search(&pos, &[], &level.limits(None), &level.config(7), &mut |_| {});
//! assert!(pos.is_legal(result.best_move.unwrap()));
//! ```

pub mod eval;
pub mod info;
pub mod level;
pub mod limits;
pub mod ordering;
pub mod rng;
pub mod score;
pub mod search;
pub mod tt;

pub use eval::Evaluator;
pub use info::{SearchInfo, SearchResult};
pub use level::Level;
pub use limits::{Clock, Limits};
pub use score::Score;
pub use search::{SearchConfig, Searcher};
