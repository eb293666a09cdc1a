//! What the game-text formats share: PGN for the chess games ([`super::pgn`]) and PDN for
//! draughts ([`super::draughts::pdn`]).
//!
//! Both write a tag section headed by the Seven Tag Roster and move text with move numbers
//! wrapped at 80 columns ([`write`]); both read tags, comments, NAGs, move numbers and
//! results with the same lexer machinery ([`lexer`]) into the same tokens, grouped into games
//! the same way ([`raw_game`]). Each format keeps its own grammar where the two differ (tags,
//! variations, escape lines), its own error type and messages, and its own replay of moves.

pub(crate) mod lexer;
pub(crate) mod raw_game;
pub(crate) mod write;

use super::piece::Seat;

/// The Seven Tag Roster, in order, with the value written when none is given.
pub(crate) const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The value of tag `name` in `tags` (the first, if repeated).
pub(crate) fn tag_value<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// The number of a move played with `turn` to move at move `fullmove`: `12.` for White,
/// `12...` for Black.
pub fn move_number(turn: Seat, fullmove: u32) -> String {
    let dots = if turn == Seat::WHITE { "." } else { "..." };
    format!("{fullmove}{dots}")
}
