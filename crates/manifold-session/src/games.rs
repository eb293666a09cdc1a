//! What the session layer keeps for each game, one row a game: its rule card, the bar its
//! puzzles must clear and the text formats it reads and writes. [`row`] is the one `match`
//! over the games in this crate; the rest asks the row.

use manifold_rules::{GameKind, VariantId};

use crate::puzzles::bar::{self, Bar};
use crate::rule_cards::{self, RuleCard};
use crate::text_io::TextFormat;

/// One game's row.
pub(crate) struct GameRow {
    /// The rules as the app's rules window shows them.
    pub(crate) rule_card: &'static RuleCard,
    /// What the game's puzzles must clear.
    pub(crate) puzzle_bar: Bar,
    /// The text formats a game can be exported to and imported from.
    pub(crate) formats: &'static [TextFormat],
}

/// The row of `game`.
pub(crate) fn row(game: GameKind) -> &'static GameRow {
    match game {
        GameKind::Chess(VariantId::Classical) => &CLASSICAL,
        GameKind::Chess(VariantId::Great) => &GREAT,
        GameKind::Chess(VariantId::Wirth) => &WIRTH,
        GameKind::Chess(VariantId::Mattrix) => &MATTRIX,
        GameKind::Chess(VariantId::Transit) => &TRANSIT,
        GameKind::Draughts => &DRAUGHTS,
    }
}

/// Games written as PGN too.
const WITH_PGN: &[TextFormat] = &[TextFormat::Position, TextFormat::Pgn];

static CLASSICAL: GameRow = GameRow {
    rule_card: &rule_cards::CLASSICAL,
    puzzle_bar: bar::CHESS,
    formats: WITH_PGN,
};

static GREAT: GameRow = GameRow {
    rule_card: &rule_cards::GREAT,
    puzzle_bar: bar::CHESS,
    formats: WITH_PGN,
};

static WIRTH: GameRow = GameRow {
    rule_card: &rule_cards::WIRTH,
    puzzle_bar: bar::CHESS,
    formats: WITH_PGN,
};

static MATTRIX: GameRow = GameRow {
    rule_card: &rule_cards::MATTRIX,
    puzzle_bar: bar::MATTRIX,
    formats: &[TextFormat::Position],
};

static TRANSIT: GameRow = GameRow {
    rule_card: &rule_cards::TRANSIT,
    puzzle_bar: bar::TRANSIT,
    formats: &[TextFormat::Position],
};

static DRAUGHTS: GameRow = GameRow {
    rule_card: &rule_cards::DRAUGHTS,
    puzzle_bar: bar::DRAUGHTS,
    formats: &[TextFormat::Position, TextFormat::Pdn],
};
