//! A seat's name in the end-of-game texts: capitalised where a sentence starts with it
//! ([`SeatTitle`], `seat-*`), in lower case inside a sentence ([`SideName`], `frag-side-*`).
//! Each message gets both forms and each language takes the one it needs (Russian writes a
//! side in lower case after a colon, English keeps White and Black capitalised).

use manifold_locale::{Localize, Message};
use manifold_rules::names::SideName;

/// A seat's name at the start of a sentence: White and Black, or White, Blue and Red at a
/// three-seat table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatTitle(pub SideName);

impl Localize for SeatTitle {
    fn message(&self) -> Message {
        Message::new(match (self.0.seats, self.0.seat.0) {
            (_, 0) => "seat-white",
            (3, 1) => "seat-blue",
            (3, _) => "seat-red",
            _ => "seat-black",
        })
    }
}

/// `message` with `side` in both forms: capitalised as `title`, in lower case as `lower`.
pub(super) fn with_seat(
    message: Message,
    title: &'static str,
    lower: &'static str,
    side: SideName,
) -> Message {
    message.message(title, SeatTitle(side)).message(lower, side)
}
