//! Mattrix chess (RULES 5): what its hex board needs beyond the one move generator.
//!
//! - [`notation`]: its move notation (RULES 5.5), full (`No11-l10`) and short (`Nl10`),
//!   written and read; [`Position::move_to_san`](crate::Position::move_to_san) and
//!   [`Position::parse_san`](crate::Position::parse_san) use it for Mattrix.
//! - [`text`]: its position text (FEN's idea for three armies listed by cell), which
//!   [`Position::from_fen`](crate::Position::from_fen) and
//!   [`Position::to_fen`](crate::Position::to_fen) use for Mattrix.
//!
//! The rule tables themselves (pawns, castling, start array, draw rules) are data in
//! [`crate::variants::mattrix`], beside the other chess games' tables; the board is
//! [`crate::geometry::hex`].

pub(crate) mod notation;
pub mod text;
