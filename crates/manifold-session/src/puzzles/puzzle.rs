//! The puzzle format: a position of a game, its solution and its theme, read from a RON
//! file of puzzles (`scenes/puzzles/<game>.ron`, a list of [`Puzzle`]s).
//!
//! ```ron
//! [
//!     (
//!         game: Chess(Classical),
//!         position: "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
//!         solution: ["Rd8#"],
//!         theme: MateIn(1),
//!     ),
//! ]
//! ```

use serde::{Deserialize, Serialize};

use manifold_rules::GameKind;

/// One puzzle: a position where exactly one move wins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// The game it is played in.
    pub game: GameKind,
    /// The position, in the game's own position text (as
    /// [`crate::Session::from_position_text`] reads it); the side to move in it is
    /// the solver's.
    pub position: String,
    /// The solution in the game's notation: the one winning first move and, for a mate,
    /// the line that follows (the defence's strongest answers and the solver's moves).
    pub solution: Vec<String>,
    /// What the winning move does.
    pub theme: Theme,
}

/// What a puzzle's winning move does: only themes told apart reliably.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Theme {
    /// It mates in this many of the solver's moves against any defence (in Chess-transit a
    /// board mate counts), and no other first move mates that soon.
    MateIn(u32),
    /// It wins material: its score beats every other move's by a clear margin.
    WinsMaterial,
    /// A chess pawn's promotion that wins material as [`Theme::WinsMaterial`] does.
    Promotion,
    /// A chess fork that wins material as [`Theme::WinsMaterial`] does: the piece moved
    /// attacks two enemy pieces or more, each the king or worth more than itself.
    Fork,
    /// A draughts man crowned by a move that wins material as [`Theme::WinsMaterial`]
    /// does.
    Crowning,
}

impl Theme {
    /// Whether a puzzle of `game` can have this theme: promotions and forks are the chess
    /// family's, crowning is draughts'.
    pub(crate) fn fits(self, game: GameKind) -> bool {
        match game {
            GameKind::Chess(_) => !matches!(self, Theme::Crowning),
            GameKind::Draughts => !matches!(self, Theme::Promotion | Theme::Fork),
        }
    }

    /// The theme's part of a step's message id (`mate_in_2`, `material`, `promotion`,
    /// `fork`, `crowning`).
    pub(crate) fn message_part(self) -> String {
        match self {
            Theme::MateIn(n) => format!("mate_in_{n}"),
            Theme::WinsMaterial => "material".to_string(),
            Theme::Promotion => "promotion".to_string(),
            Theme::Fork => "fork".to_string(),
            Theme::Crowning => "crowning".to_string(),
        }
    }
}

/// Reads a puzzle file's RON text (a list of puzzles; they are not checked: see
/// [`super::check_puzzles`]).
pub fn read_puzzles(text: &str) -> Result<Vec<Puzzle>, ron::error::SpannedError> {
    ron::from_str(text)
}

/// Writes puzzles as a puzzle file's RON text (one puzzle per entry, as
/// [`read_puzzles`] reads it).
pub fn write_puzzles(puzzles: &[Puzzle]) -> String {
    let config = ron::ser::PrettyConfig::new()
        .depth_limit(2)
        .struct_names(false);
    let mut text = ron::ser::to_string_pretty(puzzles, config).unwrap_or_default();
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::VariantId;

    #[test]
    fn puzzles_round_trip_through_ron() {
        let puzzles = vec![Puzzle {
            game: GameKind::Chess(VariantId::Classical),
            position: "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1".into(),
            solution: vec!["Rd8#".into()],
            theme: Theme::MateIn(1),
        }];
        let text = write_puzzles(&puzzles);
        assert_eq!(read_puzzles(&text).unwrap(), puzzles);
    }

    #[test]
    fn a_bad_file_is_an_error_not_a_panic() {
        assert!(read_puzzles("[(game: Chess(Classical))]").is_err());
        assert!(read_puzzles("\u{0}").is_err());
        assert!(
            read_puzzles("[(game: Chess(Nope), position: \"\", solution: [], theme: MateIn(1))]")
                .is_err()
        );
    }
}
