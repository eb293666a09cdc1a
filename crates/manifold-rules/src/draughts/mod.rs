//! Russian draughts (shashki, RULES 2): its own game family on the shared 8x8 square
//! [`Geometry`](crate::Geometry).
//!
//! Only the dark squares are played; men step along the diagonal directions of the square
//! grid and kings ride its precomputed diagonal rays, so the board model is the one the chess
//! games use. A move is a whole sequence ([`DraughtsMove`]); two sequences with the same
//! start, end and captured set are one move. The rule options ([`DraughtsRules`]: the Nujelm
//! king landing) are data carried by the position.
//!
//! One concern per file: [`board`] (the geometry and its derived tables), [`rules`] (rule
//! options and the draw constants), [`position`], [`moves`], [`movegen`] (simple moves and
//! capture sequences), `zobrist`, [`perft`], [`game`] (outcomes), [`fen`] (positions as
//! `W:Wa1,c3,Kd4:Bb6,f8`), `setup` (an unchecked position: [`DraughtsSetup`]), `setup_error`
//! (its problems), `from_setup` (the one check that makes it a position), [`notation`]
//! (moves as `c3-d4`, `c3:e5:g3`) and [`pdn`] (games).

pub mod board;
pub(crate) mod fen;
mod from_setup;
pub mod game;
pub(crate) mod movegen;
pub(crate) mod moves;
pub(crate) mod notation;
pub mod pdn;
pub mod perft;
pub(crate) mod position;
pub mod rules;
pub(crate) mod setup;
pub(crate) mod setup_error;
mod zobrist;

pub use board::geometry;
pub use fen::FenError;
pub use game::DraughtsGame;
pub use moves::{DraughtsMove, MAX_CAPTURES};
pub use notation::MoveError;
pub use pdn::{PdnError, PdnGame};
pub use position::{DraughtsPiece, DraughtsPosition, PieceKind};
pub use rules::{DraughtsRules, Landing};
pub use setup::DraughtsSetup;
pub use setup_error::{DraughtsSetupError, DraughtsSetupProblem};
