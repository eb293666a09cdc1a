//! What the UCI engine says in an `info string` line when a command cannot be followed:
//! typed, in the language of `--lang` (the protocol's own words stay English).

use manifold_locale::{Localize, Message};
use manifold_rules::coord::CoordError;
use manifold_rules::fen::FenError;

/// Why a UCI command was not followed (or followed with a change).
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub(crate) enum UciComplaint {
    /// The search thread panicked; the engine starts afresh.
    SearchFailed,
    /// A command the engine does not know (escaped, at most 60 characters).
    UnknownCommand(String),
    /// `setoption` without `name`.
    SetoptionSyntax,
    /// A spin option's value that is not a whole number.
    OptionNeedsNumber {
        /// The option's name as sent (`Hash`, `Skill Level`).
        name: String,
        /// Its least value.
        min: i64,
        /// Its greatest value.
        max: i64,
        /// What was sent.
        got: String,
    },
    /// A spin option's value out of range, taken as its nearest end.
    OptionClamped {
        /// The option's name as sent (`Hash`, `Skill Level`).
        name: String,
        /// Its least value.
        min: i64,
        /// Its greatest value.
        max: i64,
        /// What was sent.
        got: String,
        /// The value taken.
        taken: i64,
    },
    /// A `UCI_Variant` the engine does not play.
    UnknownVariant {
        /// What was sent.
        text: String,
        /// The variants it plays.
        names: String,
    },
    /// An option the engine does not have.
    UnknownOption(String),
    /// `position fen` with a FEN that cannot be read.
    InvalidFen {
        /// The FEN.
        fen: String,
        /// The variant being played.
        variant: String,
        /// The position reader's error.
        error: Box<FenError>,
    },
    /// `position` without `startpos` or `fen`.
    PositionSyntax,
    /// A move of `position ... moves` that cannot be played.
    MoveRefused {
        /// Its number in the list (1-based).
        index: usize,
        /// The move as sent.
        text: String,
        /// The coordinate reader's error: unreadable, or illegal and why.
        error: Box<CoordError>,
    },
    /// `go searchmoves` (not supported).
    SearchmovesUnsupported,
    /// A `go` parameter the engine does not know.
    GoUnknownParameter(String),
    /// A `go` parameter without its number.
    GoNeedsNumber(String),
    /// A `go` parameter whose value is not a whole number.
    GoNotANumber {
        /// The parameter as sent (`depth`, `movetime`, `wtime`, ...).
        key: String,
        /// The text after it, which is not a whole number.
        text: String,
    },
    /// `go` while a search runs.
    AlreadySearching,
    /// The search thread could not start (the system's words).
    ThreadFailed(String),
}

impl Localize for UciComplaint {
    fn message(&self) -> Message {
        match self {
            UciComplaint::SearchFailed => Message::new("uci-search_failed"),
            UciComplaint::UnknownCommand(text) => {
                Message::new("uci-unknown_command").text("command", text)
            }
            UciComplaint::SetoptionSyntax => Message::new("uci-setoption_syntax"),
            UciComplaint::OptionNeedsNumber {
                name,
                min,
                max,
                got,
            } => Message::new("uci-option_needs_number")
                .text("name", name)
                .text("min", min)
                .text("max", max)
                .text("got", got),
            UciComplaint::OptionClamped {
                name,
                min,
                max,
                got,
                taken,
            } => Message::new("uci-option_clamped")
                .text("name", name)
                .text("min", min)
                .text("max", max)
                .text("got", got)
                .text("taken", taken),
            UciComplaint::UnknownVariant { text, names } => Message::new("uci-unknown_variant")
                .text("text", text)
                .text("names", names),
            UciComplaint::UnknownOption(name) => {
                Message::new("uci-unknown_option").text("name", name)
            }
            UciComplaint::InvalidFen {
                fen,
                variant,
                error,
            } => Message::new("uci-invalid_fen")
                .text("fen", fen)
                .text("variant", variant)
                .message("error", error),
            UciComplaint::PositionSyntax => Message::new("uci-position_syntax"),
            UciComplaint::MoveRefused { index, text, error } => Message::new("uci-move_refused")
                .number("index", *index)
                .text("text", text)
                .message("error", error),
            UciComplaint::SearchmovesUnsupported => Message::new("uci-searchmoves_unsupported"),
            UciComplaint::GoUnknownParameter(key) => {
                Message::new("uci-go_unknown_parameter").text("key", key)
            }
            UciComplaint::GoNeedsNumber(key) => {
                Message::new("uci-go_needs_number").text("key", key)
            }
            UciComplaint::GoNotANumber { key, text } => Message::new("uci-go_not_a_number")
                .text("key", key)
                .text("text", text),
            UciComplaint::AlreadySearching => Message::new("uci-already_searching"),
            UciComplaint::ThreadFailed(error) => {
                Message::new("uci-thread_failed").text("error", error)
            }
        }
    }
}

manifold_locale::display_in_english!(UciComplaint);

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    #[test]
    fn every_complaint_renders() {
        let option = || ("Hash".to_string(), 1, 1024, "lots".to_string());
        let (name, min, max, got) = option();
        assert_every_variant_renders(
            &[
                UciComplaint::SearchFailed,
                UciComplaint::UnknownCommand("isready2".into()),
                UciComplaint::SetoptionSyntax,
                UciComplaint::OptionNeedsNumber {
                    name: name.clone(),
                    min,
                    max,
                    got: got.clone(),
                },
                UciComplaint::OptionClamped {
                    name,
                    min,
                    max,
                    got,
                    taken: 1024,
                },
                UciComplaint::UnknownVariant {
                    text: "shogi".into(),
                    names: "chess, grand".into(),
                },
                UciComplaint::UnknownOption("Ponderosity".into()),
                UciComplaint::InvalidFen {
                    fen: "x".into(),
                    variant: "classical".into(),
                    error: Box::new(FenError::Empty),
                },
                UciComplaint::PositionSyntax,
                UciComplaint::MoveRefused {
                    index: 2,
                    text: "e2e5".into(),
                    error: Box::new(CoordError::Syntax("e2e5".into())),
                },
                UciComplaint::SearchmovesUnsupported,
                UciComplaint::GoUnknownParameter("fast".into()),
                UciComplaint::GoNeedsNumber("depth".into()),
                UciComplaint::GoNotANumber {
                    key: "depth".into(),
                    text: "deep".into(),
                },
                UciComplaint::AlreadySearching,
                UciComplaint::ThreadFailed("no memory".into()),
            ],
            &[
                "setoption",
                "name",
                "option",
                "value",
                "startpos",
                "fen",
                "moves",
                "stop",
                "searchmoves",
                "position",
                "Variant",
                "go",
            ],
        );
    }
}
