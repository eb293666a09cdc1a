//! The position editor and the piece explorer's core (no Bevy): what the app's editor and
//! explorer panels sit on.
//!
//! - [`EditedPosition`] (`edited.rs`): a position of any game being edited, held as the
//!   game's unchecked setup ([`manifold_rules::Setup`], [`manifold_rules::draughts::DraughtsSetup`]):
//!   pieces of any seat on any cell, the side to move, castling rights (by the rook's start
//!   cell), the en passant square, Chess-transit's board statuses, the counters. Created
//!   empty for a game, from a game's position or from a position text.
//! - [`palette`] (`palette.rs`): the pieces the game offers, per seat, from the variant's
//!   tables.
//! - [`EditorProblem`] (`problem.rs`): why a position cannot be played: every problem the
//!   game's own validation of the setup finds (`Position::from_setup`, with the army checks
//!   of `rules/army.rs`; `DraughtsPosition::from_setup`), the same validation every
//!   position text is read through. No text is written and read back.
//! - `status.rs`: [`EditedPosition::validate`], [`EditedPosition::export`] (the game's own
//!   text), [`EditedPosition::status`] ([`PositionStatus`]: mated, stalemated, to play),
//!   [`EditedPosition::start_game`] and [`EditedPosition::start_session`].
//! - [`explore`] (`explore.rs`): a piece on an empty board or in a position: its target
//!   cells, its attacked cells and, on the torus, its closed lines.
//! - [`EditError`] (`edit_error.rs`): an edit the game cannot take (a piece or seat it does
//!   not have).

mod edit_error;
mod edited;
mod explore;
mod palette;
mod problem;
mod status;
#[cfg(test)]
mod tests;

pub use edit_error::{EditError, ShapeName};
pub use edited::{CastlingRight, EditedPosition};
pub use explore::{ClosedLine, Exploration, closed_lines, explore};
pub use palette::{in_palette, palette, shapes};
pub use problem::EditorProblem;
pub use status::PositionStatus;
