//! A game read from a file or a text never silently replaces the game in progress: when that
//! game has moves or a set-up position, the player is asked first (the question's window is
//! `ui::replace_game`), and the new game waits until they answer. A game opened from the
//! start screen goes to the board once taken.

use bevy::prelude::*;

use manifold_locale::Message;
use manifold_session::Session;

use super::schedule::AppSet;
use super::session_swap::SessionSwap;
use super::state::{Screen, StatusLine};

/// A game read from a file or a text, offered in place of the game in progress, with what
/// the status line says once it is in place ("Game loaded from …").
#[derive(Message, Clone, Debug)]
pub struct OfferGame {
    /// The game read.
    pub session: Session,
    /// What to say once it is in place.
    pub said: Message,
}

/// The player's answer to "Replace the game in progress?".
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplaceAnswer {
    /// Put the offered game in place; the game in progress goes.
    Replace,
    /// Keep the game in progress; the offered game goes.
    Keep,
}

/// The game waiting for the player's answer, if any.
#[derive(Resource, Clone, Debug, Default)]
pub struct PendingGame(pub Option<OfferGame>);

/// Registers the offer and the answer.
pub fn plugin(app: &mut App) {
    app.init_resource::<PendingGame>()
        .add_message::<OfferGame>()
        .add_message::<ReplaceAnswer>()
        .add_systems(
            Update,
            (take_or_ask, answer).chain().in_set(AppSet::Commands),
        );
}

/// An offered game takes the place of an untouched one at once; otherwise it waits for the
/// player's answer.
fn take_or_ask(
    mut offers: MessageReader<OfferGame>,
    mut pending: ResMut<PendingGame>,
    mut swap: SessionSwap,
    mut status: ResMut<StatusLine>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
) {
    for offer in offers.read() {
        if swap.session().is_untouched() {
            put_in_place(offer.clone(), &mut swap, &mut status, &screen, &mut next);
        } else {
            pending.0 = Some(offer.clone());
        }
    }
}

/// Carries out the player's answer to the question.
fn answer(
    mut answers: MessageReader<ReplaceAnswer>,
    mut pending: ResMut<PendingGame>,
    mut swap: SessionSwap,
    mut status: ResMut<StatusLine>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
) {
    for answer in answers.read() {
        let Some(offer) = pending.0.take() else {
            continue;
        };
        match answer {
            ReplaceAnswer::Replace => {
                put_in_place(offer, &mut swap, &mut status, &screen, &mut next);
            }
            ReplaceAnswer::Keep => status.set(Message::new("replace-kept")),
        }
    }
}

/// Puts the offered game in place and says so; from the start screen, goes to the board.
fn put_in_place(
    offer: OfferGame,
    swap: &mut SessionSwap,
    status: &mut StatusLine,
    screen: &State<Screen>,
    next: &mut NextState<Screen>,
) {
    swap.open(offer.session);
    status.set(offer.said);
    if *screen.get() == Screen::Start {
        next.set(Screen::Playing);
    }
}
