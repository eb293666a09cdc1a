//! How the CLI reads and writes moves and games: the one place that picks the notation, so
//! switching between coordinate notation and SAN is a one-line change here.

use crate::rules::Move;
use crate::rules::Position;
use crate::rules::game::Game;

/// The error [`read_move`] returns (its `Display` says what is wrong with the text).
pub type ReadMoveError = crate::rules::san::MoveParseError;

/// Reads a move typed by a user (SAN such as `Nf3`, `O-O`, or coordinates such as `e2e4`,
/// `e7e8q`, `E2E4`) and returns it if it is legal in `pos`.
pub fn read_move(pos: &Position, text: &str) -> Result<Move, ReadMoveError> {
    pos.parse_move(text)
}

/// Writes a move for a user to read (SAN).
pub fn show_move(pos: &Position, m: Move) -> String {
    pos.move_to_san(m)
}

/// The coordinate notation of a move (used where the output must be coordinates, as in
/// `divide`, whatever [`show_move`] writes).
pub fn coord_move(pos: &Position, m: Move) -> String {
    pos.move_to_coord(m)
}

/// The game as PGN (the core's writer: the given tags, then the moves in SAN).
pub fn game_pgn(game: &Game, tags: &[(String, String)]) -> String {
    crate::rules::pgn::to_pgn(game, tags)
}

/// How moves are typed, for help texts.
pub const MOVE_HINT: &str = "SAN (e4, Nf3, O-O, e8=Q) or coordinates (e2e4, e7e8q; Wirth: \
                             E2E4; Mattrix: Nl10, No11-l10, 0-0, o11l10)";
