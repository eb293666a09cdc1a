//! The end-of-game dialog's title and buttons.

use manifold_locale::{Localize, Message};

/// The message id of the dialog's title ("Game over"), for [`manifold_locale::tr`].
pub const TITLE: &str = "game_end-title";

/// A button of the end-of-game dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, strum::EnumCount)]
pub enum EndAction {
    /// Back to the start screen to choose a new game.
    NewGame,
    /// The same game again, the players' seats turned ([`crate::Session::rematch`]).
    Rematch,
    /// Go through the finished game move by move.
    Review,
    /// Save the finished game.
    Save,
    /// Close the dialog and look at the final position.
    Close,
}

impl EndAction {
    /// Every button, in the dialog's order.
    pub const ALL: [EndAction; 5] = [
        EndAction::NewGame,
        EndAction::Rematch,
        EndAction::Review,
        EndAction::Save,
        EndAction::Close,
    ];
}

impl Localize for EndAction {
    fn message(&self) -> Message {
        Message::new(match self {
            EndAction::NewGame => "game_end-new_game",
            EndAction::Rematch => "game_end-rematch",
            EndAction::Review => "game_end-review",
            EndAction::Save => "game_end-save",
            EndAction::Close => "game_end-close",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::{assert_every_variant_renders, assert_renders};

    #[test]
    fn the_title_and_every_button_render_in_both_languages() {
        assert_every_variant_renders(&EndAction::ALL, &[]);
        assert_renders(&Message::new(TITLE), "title", &[]);
    }
}
