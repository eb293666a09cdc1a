//! The rules core: pure game logic with no Bevy, no I/O and no global mutable state.
//!
//! A [`variant::Variant`] holds a game's rules as data over a [`geometry::Geometry`]; one
//! move generator ([`movegen`]) serves every board. [`position::Position`] is a plain value;
//! [`game::Game`] adds history, repetition and outcomes.

pub mod army;
pub mod check_lines;
pub mod coord;
pub mod dead;
pub mod draughts;
pub mod family;
pub mod fen;
mod from_setup;
pub mod game;
pub mod game_record;
pub(crate) mod game_text;
pub mod geometry;
pub mod mattrix;
pub mod movegen;
pub mod moves;
pub mod names;
pub mod perft;
pub mod pgn;
pub mod piece;
mod piece_attacks;
pub mod played;
pub mod position;
pub mod preset;
pub mod san;
pub mod setup;
pub mod setup_error;
pub mod transit;
pub mod variant;
pub mod variants;
mod zobrist;

pub use family::{
    AnyGame, AnyMove, FamilyGame, FamilyPosition, GameFileFormat, GameKind, MoveTextError,
    PieceShape, PieceView,
};
pub use geometry::{Cell, CellSet, Geometry};
pub use moves::{Move, MoveKind, MoveList};
pub use piece::{Piece, Role, Seat};
pub use played::{
    Captured, CastlingRook, Motion, PlayedMove, chess_move_played, draughts_move_played,
};
pub use position::Position;
pub use setup::Setup;
pub use setup_error::{SetupError, SetupProblem};
pub use variant::{Variant, VariantId};

/// The README's example, run as a doctest.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
