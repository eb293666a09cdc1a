//! The end-of-game dialog over the board: when a game at the table ends, it says the
//! result and why in the interface language (with Mattrix's standings and Chess-transit's
//! score per board), and offers New game, Rematch, Review (the engine's review of the game,
//! the move list from the start),
//! Save and Close. Closed, it stays closed for that ending; a take-back and a new ending
//! bring it back.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use manifold_locale::text;
use manifold_session::game_end::{EndAction, GameEnd, TITLE};

use crate::analysis::review::ReviewCommand;
use crate::i18n::tr;
use crate::modes::at_table;
use crate::settings::{Language, Settings};
use crate::state::{EndDialog, GameCommand, Screen, SessionRes};
use crate::ui::UiSet;
use crate::ui::files::FilesDialog;

/// Registers the dialog.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<EndDialog>().add_systems(
        EguiPrimaryContextPass,
        end_dialog
            .in_set(UiSet::Windows)
            .run_if(at_table.and_then(in_state(Screen::Playing))),
    );
}

/// Where the dialog's buttons lead.
#[derive(SystemParam)]
struct Targets<'w> {
    game: MessageWriter<'w, GameCommand>,
    screen: ResMut<'w, NextState<Screen>>,
    files: ResMut<'w, FilesDialog>,
    review: MessageWriter<'w, ReviewCommand>,
}

fn end_dialog(
    mut contexts: EguiContexts,
    session: Res<SessionRes>,
    settings: Res<Settings>,
    mut dialog: ResMut<EndDialog>,
    mut targets: Targets,
) -> Result {
    let s = &session.0;
    // Not over an earlier position of the move list: the player is looking at the board.
    if s.is_browsing() || !dialog.shows(s.game().outcome().is_some(), s.game_revision()) {
        return Ok(());
    }
    let Some(end) = s.game_end() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let Some(action) = show(ctx, &end, settings.language) else {
        return Ok(());
    };
    dialog.closed_at = Some(s.game_revision());
    match action {
        EndAction::NewGame => targets.screen.set(Screen::Start),
        EndAction::Rematch => {
            targets.game.write(GameCommand::Rematch);
        }
        EndAction::Review => {
            targets.game.write(GameCommand::ViewPly(0));
            targets.review.write(ReviewCommand::Start);
        }
        EndAction::Save => targets.files.open = true,
        EndAction::Close => {}
    }
    Ok(())
}

/// Draws the dialog; the button pressed, if any.
fn show(ctx: &egui::Context, end: &GameEnd, lang: Language) -> Option<EndAction> {
    let mut pressed = None;
    egui::Window::new(tr(lang, TITLE))
        .id(egui::Id::new("end_of_game"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, -40.0))
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(
                    egui::RichText::new(text(lang, &end.headline()))
                        .size(28.0)
                        .strong(),
                );
                ui.label(egui::RichText::new(text(lang, &end.reason())).size(17.0));
            });
            let details = end.details();
            if !details.is_empty() {
                ui.add_space(6.0);
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    for line in details {
                        ui.label(text(lang, &line));
                    }
                });
            }
            ui.add_space(10.0);
            ui.horizontal(|ui| {
                for action in EndAction::ALL {
                    if ui.button(text(lang, &action)).clicked() {
                        pressed = Some(action);
                    }
                }
            });
        });
    pressed
}
