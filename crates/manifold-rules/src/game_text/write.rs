//! The writer's half of PGN and PDN: the tag section and the numbered, wrapped move text.

use super::{SEVEN_TAG_ROSTER, move_number, tag_value};
use crate::game::{EndReason, Outcome};
use crate::piece::Seat;

/// The longest line the writer produces.
const LINE_WIDTH: usize = 80;

/// What the writer needs to know of a format.
pub(crate) struct Writer {
    /// The result tokens (win, loss, draw) a given `Result` tag may hold for an open game.
    pub results: [&'static str; 3],
    /// Tags the format derives from the game itself; given values for them are ignored.
    pub derived_tags: &'static [&'static str],
    /// The result token of a finished game.
    pub result_of: fn(&Outcome) -> &'static str,
    /// Whether a move after a comment carries its number again (`1. e4 { ... } 1... e5`),
    /// as PGN's export format asks; PDN does not repeat it (`1. c3-d4 { ... } f6-g5`),
    /// because pydraughts reads a repeated number as a new move.
    pub number_after_comment: bool,
}

impl Writer {
    /// A game as text: the tag section, a blank line, then the move text (see [`movetext`])
    /// with `comment(ply)` as a `{ ... }` comment after the move that led to each ply
    /// (before the first move for ply 0).
    ///
    /// The tags are the Seven Tag Roster (given values, else its defaults; `Result` from the
    /// game's outcome, else a valid given `Result`, else `*`), then the format's own tags
    /// (`own`), then `Termination` for a game lost on time when none is given, then the
    /// other given tags in their order (repeats dropped).
    pub(crate) fn write(
        &self,
        outcome: Option<Outcome>,
        given: &[(String, String)],
        own: Vec<(&str, String)>,
        moves: impl IntoIterator<Item = (Seat, u32, String)>,
        comment: impl Fn(usize) -> Option<String>,
    ) -> String {
        let result = match &outcome {
            Some(o) => (self.result_of)(o),
            None => tag_value(given, "Result")
                .and_then(|r| self.results.into_iter().find(|&x| x == r))
                .unwrap_or("*"),
        };
        let mut tags: Vec<(&str, String)> = SEVEN_TAG_ROSTER
            .iter()
            .map(|&(name, default)| {
                let value = if name == "Result" {
                    result
                } else {
                    tag_value(given, name).unwrap_or(default)
                };
                (name, value.to_string())
            })
            .collect();
        tags.extend(own);
        let timed_out = outcome.is_some_and(|o| o.reason == EndReason::Timeout);
        if timed_out && tag_value(given, "Termination").is_none() {
            tags.push(("Termination", "time forfeit".to_string()));
        }
        for (name, value) in given {
            let known = SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name)
                || self.derived_tags.contains(&name.as_str());
            if !known && !tags.iter().any(|(n, _)| n == name) {
                tags.push((name, value.clone()));
            }
        }
        let mut text = String::new();
        for (name, value) in tags {
            text.push_str(&format!("[{name} \"{}\"]\n", escape(&value)));
        }
        text.push('\n');
        text.push_str(&movetext(moves, result, comment, self.number_after_comment));
        text
    }
}

/// A tag value with `\` and `"` escaped.
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The move text: each move (the seat to move, the move number and the move as written)
/// with its number before White's moves, before a first move by Black and, when
/// `number_after_comment`, before a move after a comment (`1. e4 e5`, `1... b6-a5`,
/// `1. e4 { ... } 1... e5`), each ply's comment
/// after the move that led to it (ply 0's before the first move), then `result`, wrapped
/// at 80 columns (a comment is never split).
fn movetext(
    moves: impl IntoIterator<Item = (Seat, u32, String)>,
    result: &str,
    comment: impl Fn(usize) -> Option<String>,
    number_after_comment: bool,
) -> String {
    let braced = |ply: usize| comment(ply).map(|c| format!("{{ {} }}", c.trim()));
    let mut tokens: Vec<String> = braced(0).into_iter().collect();
    let mut after_comment = false;
    for (i, (turn, fullmove, text)) in moves.into_iter().enumerate() {
        tokens.push(if turn == Seat::WHITE || i == 0 || after_comment {
            format!("{} {text}", move_number(turn, fullmove))
        } else {
            text
        });
        let note = braced(i + 1);
        after_comment = number_after_comment && note.is_some();
        tokens.extend(note);
    }
    tokens.push(result.to_string());
    wrap_movetext(tokens)
}

/// Joins move-text tokens into lines of at most 80 columns (a token is never split, so a
/// move number stays on the line of its move), ending with a newline.
fn wrap_movetext(tokens: Vec<String>) -> String {
    let mut text = String::new();
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > LINE_WIDTH {
            text.push_str(&line);
            text.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    text.push_str(&line);
    text.push('\n');
    text
}
