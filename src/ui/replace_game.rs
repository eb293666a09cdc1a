//! The question "Replace the game in progress?" over everything while a game read from a
//! file or a text waits for the player's answer ([`crate::offered_game`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use manifold_session::saved_games::summary;

use super::super::i18n::{game_and_moves, tr, trf};
use super::super::offered_game::{PendingGame, ReplaceAnswer};
use super::super::settings::Settings;
use super::super::state::SessionRes;
use super::UiSet;

/// Registers the question's window.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        question_window.in_set(UiSet::Windows),
    );
}

/// "Replace the game in progress?", over everything while a game waits.
fn question_window(
    mut contexts: EguiContexts,
    pending: Res<PendingGame>,
    session: Res<SessionRes>,
    settings: Res<Settings>,
    mut answers: MessageWriter<ReplaceAnswer>,
) -> Result {
    let Some(offer) = &pending.0 else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let current = summary(&session.0);
    let offered = summary(&offer.session);
    let describe = |kind, moves: usize| game_and_moves(lang, kind, moves);
    egui::Window::new(tr(lang, "replace-title"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            for (id, kind, moves) in [
                ("replace-current", current.kind, current.moves),
                ("replace-offered", offered.kind, offered.moves),
            ] {
                ui.label(trf(lang, id, &[("game", &describe(kind, moves))]));
            }
            ui.label(egui::RichText::new(tr(lang, "replace-warning")).strong());
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(tr(lang, "replace-yes")).clicked() {
                    answers.write(ReplaceAnswer::Replace);
                }
                if ui.button(tr(lang, "replace-no")).clicked() {
                    answers.write(ReplaceAnswer::Keep);
                }
            });
        });
    Ok(())
}
