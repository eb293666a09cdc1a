//! Rule options as data, and the one place each draw rule's number lives.

use serde::{Deserialize, Serialize};

/// Where a king lands after jumping a piece.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Landing {
    /// Standard Russian rule: on any empty square beyond the captured piece (but on one from
    /// which the capture continues, if there is such a square).
    #[default]
    Anywhere,
    /// The Nujelm table rule (RULES 2, Ruling D1): on the square immediately beyond the
    /// captured piece.
    ImmediatelyBeyond,
}

/// The rule options of a draughts game. The default is standard Russian draughts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DraughtsRules {
    /// Where a capturing king lands.
    pub king_landing: Landing,
}

impl DraughtsRules {
    /// Standard Russian draughts.
    pub const RUSSIAN: DraughtsRules = DraughtsRules {
        king_landing: Landing::Anywhere,
    };
    /// Russian draughts with the Nujelm table's king landing (RULES 2, Ruling D1).
    pub const NUJELM: DraughtsRules = DraughtsRules {
        king_landing: Landing::ImmediatelyBeyond,
    };
}

/// The 15-move king rule (RULES 2): 15 moves by each side, i.e. 30 plies, in which only
/// kings move and nothing is captured, once each side has at least one king.
pub const KING_MOVES_DRAW_PLIES: u16 = 30;

/// Occurrences of one position that draw the game (threefold repetition).
pub(crate) const REPETITION_DRAW_COUNT: usize = 3;

/// The most pieces one side may have (its starting number).
pub const MAX_PIECES_PER_SIDE: usize = 12;
