//! The end of a game as the end-of-game dialog shows it (issue 54), and the rematch.
//!
//! When a game ends, [`GameEnd::of`] (or [`crate::Session::game_end`]) reads the finished
//! session once and gives typed values the app renders with [`manifold_locale::text`]:
//! - the [`Headline`]: who won, or a draw;
//! - the reason, [`Ending`]: why, with the seat concerned and the numbers of the rule that
//!   ended it (checkmate, stalemate, resignation, agreement, the no-progress and repetition
//!   draws, a dead position, a flag fall lost or drawn, the table's move limit, draughts'
//!   blocked side and 15-move king rule, Chess-transit's two decided boards);
//! - every seat's [`Standing`] (its place and whether it won, lost, drew or neither: the
//!   third seat of a Mattrix mate neither wins nor loses);
//! - in Chess-transit, each board's result and the total ([`TransitScore`]);
//! - [`GameEnd::details`]: the lines under the reason, as the game has them (the standings
//!   with three seats, the boards and the total with two boards).
//!
//! The dialog's title and buttons are [`TITLE`] and [`EndAction`]. The rematch,
//! [`crate::Session::rematch`], is the same game from the same start position at the same
//! table, on fresh clocks of the same time control, each player moved to the next seat.
//!
//! What differs between the games is read from the game as data (its seat count, its
//! variant's move-count and repetition numbers, whether it has two boards, the table's move
//! limit), never from its name.

mod actions;
mod ending;
mod headline;
mod names;
mod rematch;
mod standings;
mod summary;
mod transit_score;

pub use actions::{EndAction, TITLE};
pub use ending::Ending;
pub use headline::Headline;
pub use names::SeatTitle;
pub use rematch::rematch_players;
pub use standings::{SeatResult, Standing};
pub use summary::GameEnd;
pub use transit_score::{BoardScore, Points, TransitScore, TransitTotal};
