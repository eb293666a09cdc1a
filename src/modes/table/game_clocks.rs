//! The game's clocks in the panel: one row per seat in its colour, the running clock
//! outlined, a clock under the low-time threshold in red, and the Pause button (hot-seat
//! players need one). The rows are there from the first move to the last, so nothing below
//! them moves when a clock starts or stops.

use bevy_egui::egui;

use crate::i18n::{seat_name, tr};
use crate::settings::Language;
use crate::state::GameCommand;
use crate::ui::clock_face::{LOW_TIME, RUNNING_OUTLINE, clock_look};
use crate::ui::{seat_colour, seat_frame, text_on};
use manifold_rules::Seat;
use manifold_session::Session;

/// The clocks block, when the game has clocks; the Pause or Resume command if pressed.
pub fn clocks_block(ui: &mut egui::Ui, session: &Session, lang: Language) -> Option<GameCommand> {
    let clocks = session.clocks()?;
    let kind = session.kind();
    let mut command = None;
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(tr(lang, "clock-game-title")).strong());
        ui.small(clocks.control().name());
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let over = session.game().outcome().is_some();
            let (label, pause) = if clocks.is_paused() {
                ("clock-resume", false)
            } else {
                ("clock-pause", true)
            };
            if ui
                .add_enabled(!over, egui::Button::new(tr(lang, label)))
                .clicked()
            {
                command = Some(GameCommand::PauseClocks(pause));
            }
        });
    });
    for s in 0..kind.seats() {
        let seat = Seat(s);
        let (text, running, low) = clock_look(session, clocks, seat);
        let colour = seat_colour(kind, seat);
        let outline = if running {
            egui::Stroke::new(3.0, RUNNING_OUTLINE)
        } else {
            egui::Stroke::new(1.0, egui::Color32::from_gray(90))
        };
        egui::Frame::group(ui.style())
            .stroke(outline)
            .inner_margin(egui::vec2(6.0, 2.0))
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal(|ui| {
                    seat_frame(colour)
                        .inner_margin(egui::vec2(8.0, 3.0))
                        .show(ui, |ui| {
                            ui.set_min_width(70.0);
                            ui.label(
                                egui::RichText::new(seat_name(lang, kind, seat))
                                    .color(text_on(colour)),
                            );
                        });
                    let ink = if low {
                        LOW_TIME
                    } else if running {
                        ui.visuals().strong_text_color()
                    } else {
                        ui.visuals().text_color()
                    };
                    ui.label(egui::RichText::new(text).monospace().size(24.0).color(ink));
                    if running && clocks.is_paused() {
                        ui.label(egui::RichText::new(tr(lang, "clock-paused")).italics());
                    }
                });
            });
    }
    command
}
