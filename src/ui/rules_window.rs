//! The rules window: the game's rule card ([`rule_card`]) as a page, one collapsible
//! section per topic, in the interface's language, with its diagram drawn as a small board
//! ([`super::diagram`]). It opens from the start screen (for the
//! game chosen) and from the game and lesson panels (for the game on the board).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use manifold_session::GameKind;
use manifold_session::rule_cards::rule_card;

use super::super::i18n::{game_name, tr, trf};
use super::super::settings::Settings;
use super::UiSet;

/// The rules window's state: the game whose rules are shown, while it is open.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RulesWindow(pub Option<GameKind>);

impl RulesWindow {
    /// Opens the window on `kind`'s rules, or closes it when it shows them already.
    pub fn toggle(&mut self, kind: GameKind) {
        self.0 = if self.0 == Some(kind) {
            None
        } else {
            Some(kind)
        };
    }
}

/// Registers the window (over every screen).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RulesWindow>().add_systems(
        bevy_egui::EguiPrimaryContextPass,
        rules_window.in_set(UiSet::Windows),
    );
}

fn rules_window(
    mut contexts: EguiContexts,
    mut window: ResMut<RulesWindow>,
    settings: Res<Settings>,
) -> Result {
    let Some(kind) = window.0 else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let mut open = true;
    let title = trf(
        lang,
        "rules-window_title",
        &[("game", &game_name(lang, kind))],
    );
    egui::Window::new(title)
        .id(egui::Id::new("rules_window"))
        .open(&mut open)
        .default_size(egui::vec2(520.0, 560.0))
        .vscroll(true)
        .show(ctx, |ui| {
            for (i, section) in rule_card(kind).sections.iter().enumerate() {
                egui::CollapsingHeader::new(
                    egui::RichText::new(tr(lang, section.heading)).strong(),
                )
                .id_salt(("rules", kind.title_message(), i))
                .default_open(i == 0)
                .show(ui, |ui| {
                    for paragraph in section.paragraphs {
                        ui.label(tr(lang, paragraph));
                        ui.add_space(4.0);
                    }
                    if let Some(d) = &section.diagram {
                        super::diagram::diagram(ui, kind, d, lang);
                        ui.add_space(4.0);
                    }
                });
            }
        });
    if !open {
        window.0 = None;
    }
    Ok(())
}
