//! How high a puzzle's bar is set, per game: the search depth of the check, the margin by
//! which the winning move must beat every other, the least score that counts as a win, and
//! the longest mate proved exactly.

use manifold_ai::Score;
use manifold_rules::GameKind;

/// What a game's puzzles must clear.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bar {
    /// The depth (plies, plus the engine's quiescence) at which `puzzles check` searches.
    /// The finder also searches [`DEEPER`] plies deeper and keeps only what passes both.
    pub depth: u32,
    /// The winning move's score beats every other move's by at least this much.
    pub margin: Score,
    /// The winning move scores at least this much (a win, not the best of bad moves).
    pub win: Score,
    /// The longest mate (in the solver's moves) the puzzles prove exactly; 0: none.
    pub longest_mate: u32,
    /// Scores at least this large (in absolute value) are not material, and a material
    /// puzzle whose scores reach them is refused (Chess-transit's board results).
    pub material_cap: Option<Score>,
}

/// How many plies deeper than [`Bar::depth`] the finder verifies a material puzzle.
pub(crate) const DEEPER: u32 = 2;

/// The chess variants' bar (classical chess, Great Chess, Wirth chess).
pub(crate) const CHESS: Bar = Bar {
    depth: 4,
    margin: 250,
    win: 200,
    longest_mate: 2,
    material_cap: None,
};

/// Mattrix's: three seats make a round three plies, and material is weighed against the
/// average of the two opponents, so a piece won counts about half.
pub(crate) const MATTRIX: Bar = Bar {
    depth: 3,
    margin: 150,
    win: 120,
    longest_mate: 1,
    material_cap: None,
};

/// Chess-transit's: a board result is worth more than material (`ai::eval::transit`).
pub(crate) const TRANSIT: Bar = Bar {
    material_cap: Some(manifold_ai::eval::transit::HALF_POINT),
    ..CHESS
};

/// Russian draughts': no mates; a man is 100.
pub(crate) const DRAUGHTS: Bar = Bar {
    depth: 6,
    margin: 150,
    win: 120,
    longest_mate: 0,
    material_cap: None,
};

impl Bar {
    /// The bar of `game`'s puzzles.
    pub(crate) fn of(game: GameKind) -> Bar {
        crate::games::row(game).puzzle_bar
    }
}
