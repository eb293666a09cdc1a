//! Why an edited position cannot be played: every problem the game's own validation finds
//! in the setup being edited ([`Position::from_setup`](manifold_rules::Position::from_setup)
//! for the chess variants, with the army checks of [`manifold_rules::army`];
//! [`DraughtsPosition::from_setup`](manifold_rules::draughts::DraughtsPosition::from_setup)
//! for draughts), each a typed value with the side, piece and cell concerned.

use manifold_locale::{Localize, Message};
use manifold_rules::SetupError;
use manifold_rules::draughts::DraughtsSetupError;

/// What makes an edited position unplayable: every problem its game's validation found,
/// with the setup given back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorProblem {
    /// A chess variant's setup and its problems.
    Chess(SetupError),
    /// A draughts setup and its problems.
    Draughts(DraughtsSetupError),
}

impl Localize for EditorProblem {
    fn message(&self) -> Message {
        match self {
            EditorProblem::Chess(error) => error.message(),
            EditorProblem::Draughts(error) => error.message(),
        }
    }
}

manifold_locale::display_in_english!(EditorProblem);

impl std::error::Error for EditorProblem {}
