//! How a seat's clock looks, wherever it is shown (the game panel, the labels beside the
//! armies): its time as players read it, whether it runs, whether it is low, and the
//! colours that say so.

use bevy_egui::egui;

use manifold_rules::Seat;
use manifold_session::Session;
use manifold_session::clock::{Clocks, clock_text};

/// The colour of a clock under the low-time threshold, and of a fallen flag.
pub const LOW_TIME: egui::Color32 = egui::Color32::from_rgb(230, 70, 60);

/// The outline of the clock that runs.
pub const RUNNING_OUTLINE: egui::Color32 = egui::Color32::from_rgb(250, 200, 70);

/// What `seat`'s clock shows in the session's position shown: its text, whether it runs,
/// whether its time is low. On an earlier move of the list, the time it had then (the
/// clock itself runs on).
pub fn clock_look(session: &Session, clocks: &Clocks, seat: Seat) -> (String, bool, bool) {
    if session.is_browsing() {
        let time = clocks.remaining_after(session.shown_ply(), seat);
        return (clock_text(time), false, false);
    }
    (
        clock_text(clocks.remaining(seat)),
        clocks.running() == Some(seat),
        clocks.is_low(seat),
    )
}
