//! How the CLI reads and writes moves and games: the one place that picks the notation, so
//! switching between coordinate notation and SAN is a one-line change here.

use manifold_rules::Move;
use manifold_rules::Position;

/// The error [`read_move`] returns (its `Display` says what is wrong with the text).
pub(crate) type ReadMoveError = manifold_rules::san::MoveParseError;

/// Reads a move typed by a user (SAN such as `Nf3`, `O-O`, or coordinates such as `e2e4`,
/// `e7e8q`, `E2E4`) and returns it if it is legal in `pos`.
pub(crate) fn read_move(pos: &Position, text: &str) -> Result<Move, ReadMoveError> {
    pos.parse_move(text)
}

/// The coordinate notation of a move (used where the output must be coordinates, as in
/// `divide`, whatever notation the user reads).
pub(crate) fn coord_move(pos: &Position, m: Move) -> String {
    pos.move_to_coord(m)
}

/// How moves are typed, for help texts.
pub(crate) const MOVE_HINT: &str = "SAN (e4, Nf3, O-O, e8=Q) or coordinates (e2e4, e7e8q; Wirth: \
                             E2E4; Mattrix: Nl10, No11-l10, 0-0, o11l10)";
