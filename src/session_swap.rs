//! Replacing the game in progress whole (a loaded file, an imported text, the autosave, a
//! lesson's or the editor's position): the one way every mode puts a new game in place.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use manifold_session::Session;

use super::embedding::BoardEmbedding;
use super::seats::Seats;
use super::state::{BoardChanged, SessionRes};

/// Puts `new` in place of the game in progress: the board's embedding follows the new
/// game, and the seats take the players it records, if any.
pub fn put_in_place(
    slot: &mut Session,
    embedding: &mut BoardEmbedding,
    seats: Option<&mut Seats>,
    mut new: Session,
) {
    // Its clocks run from now: the time it was away (in a file, put aside for a lesson or
    // the editor) is charged to nobody.
    new.forget_clock_reference();
    if let Some(seats) = seats {
        seats.follow(&new);
    }
    *embedding = BoardEmbedding::for_board(new.game().geometry());
    slot.replace_with(new);
}

/// The game session, for replacing it whole (a loaded file, an imported text, the
/// autosave): the board's embedding follows the new game and the view is told.
#[derive(SystemParam)]
pub struct SessionSwap<'w> {
    session: ResMut<'w, SessionRes>,
    seats: Option<ResMut<'w, Seats>>,
    embedding: ResMut<'w, BoardEmbedding>,
    changed: MessageWriter<'w, BoardChanged>,
}

impl SessionSwap<'_> {
    /// The session now.
    pub fn session(&self) -> &Session {
        &self.session.0
    }

    /// Who plays each seat (none in a headless app without the engine).
    pub fn seats(&self) -> Option<&Seats> {
        self.seats.as_deref()
    }

    /// Sets who plays each seat.
    pub fn set_seats(&mut self, seats: Seats) {
        if let Some(slot) = self.seats.as_deref_mut() {
            *slot = seats;
        }
    }

    /// Lets go of the piece selected in the game (the position editor shows another
    /// position, where its targets mean nothing).
    pub fn clear_selection(&mut self) {
        self.session.0.clear_selection();
    }

    /// Tells the view to show the board again, the game unchanged (the position editor's
    /// pieces came or went).
    pub fn redraw(&mut self) {
        self.changed.write(BoardChanged::jump());
    }

    /// Puts a game read from a file or the autosave in place of the game in progress, its
    /// clocks paused: the players start them when they are ready (*Start the clocks
    /// again*), and the time the app takes to show it is charged to nobody.
    pub fn open(&mut self, mut read: Session) {
        read.pause_clocks();
        self.replace(read);
    }

    /// The game in progress and its players, to keep aside while a mode shows a game of
    /// its own (a lesson's step, an exercise).
    pub fn put_aside(&self) -> (Session, Seats) {
        (
            self.session.0.clone(),
            self.seats().cloned().unwrap_or_default(),
        )
    }

    /// Brings back the game put aside with its players (a new game of the kind on the
    /// board where none was kept).
    pub fn bring_back(&mut self, aside: Option<(Session, Seats)>) {
        let (game, seats) =
            aside.unwrap_or_else(|| (Session::new(self.session().kind()), Seats::default()));
        self.replace(game);
        self.set_seats(seats);
    }

    /// Puts `new` in place of the game in progress.
    pub fn replace(&mut self, new: Session) {
        put_in_place(
            &mut self.session.0,
            &mut self.embedding,
            self.seats.as_deref_mut(),
            new,
        );
        self.changed.write(BoardChanged::jump());
    }
}
