//! The saved games window: the games in the saves folder with each one's game, moves, result
//! and date, newest first, opened with a click; from the start screen as from a game. A file
//! that will not open is listed with its reason. Opening goes through
//! [`super::replace_game`], so a game in progress is never replaced without asking.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use manifold_session::saved_games::{
    SavedGameEntry, SavedGameProblem, date_text, list_saved_games,
};

use super::super::i18n::{game_and_moves, tr, trf};
use super::super::offered_game::OfferGame;
use super::super::persistence::{DataDir, SAVES_DIR};
use super::super::settings::{Language, Settings};
use super::super::state::StatusLine;
use super::files::offer_saved_game;
use super::{UiSet, WRONG};

/// The saved games window: whether it is open and the list read when it opened.
#[derive(Resource, Clone, Debug, Default)]
pub struct SavedGamesWindow {
    /// Whether the window is open.
    pub open: bool,
    /// The games listed (read again each time the window opens).
    pub entries: Vec<SavedGameEntry>,
}

impl SavedGamesWindow {
    /// Opens the window on the games now in `dir` (none without a data folder).
    pub fn show(&mut self, dir: Option<PathBuf>) {
        self.entries = dir.map(|d| list_saved_games(&d)).unwrap_or_default();
        self.open = true;
    }
}

/// Registers the window (on every screen).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SavedGamesWindow>().add_systems(
        bevy_egui::EguiPrimaryContextPass,
        saved_games_window.in_set(UiSet::Windows),
    );
}

/// The saves folder, if there is a data folder.
pub fn saves_dir(data_dir: &DataDir) -> Option<PathBuf> {
    data_dir.file(SAVES_DIR)
}

fn saved_games_window(
    mut contexts: EguiContexts,
    mut window: ResMut<SavedGamesWindow>,
    settings: Res<Settings>,
    data_dir: Res<DataDir>,
    mut offers: MessageWriter<OfferGame>,
    mut status: ResMut<StatusLine>,
) -> Result {
    if !window.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let mut open = true;
    let mut chosen = None;
    egui::Window::new(tr(lang, "saved-title"))
        .open(&mut open)
        .collapsible(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .min_width(ENTRY_WIDTH + 200.0)
        .show(ctx, |ui| {
            if let Some(dir) = saves_dir(&data_dir) {
                ui.small(trf(lang, "saved-folder", &[("path", &dir.display())]));
            }
            if window.entries.is_empty() {
                ui.label(tr(lang, "saved-none"));
                return;
            }
            egui::ScrollArea::vertical()
                .max_height(400.0)
                .show(ui, |ui| {
                    for entry in &window.entries {
                        ui.separator();
                        if entry_row(ui, entry, lang) {
                            chosen = Some(entry.path.clone());
                        }
                    }
                });
        });
    window.open = open;
    if let Some(path) = chosen {
        match offer_saved_game(&path) {
            Ok(offer) => {
                offers.write(offer);
                window.open = false;
            }
            Err(message) => status.set(message),
        }
    }
    Ok(())
}

/// The width of a row's description (the game, its moves, the file's name or why it will
/// not open), so that every row lines up.
const ENTRY_WIDTH: f32 = 330.0;

/// One saved game's row: its Open button, what it is and when it was saved; whether Open
/// was clicked.
fn entry_row(ui: &mut egui::Ui, entry: &SavedGameEntry, lang: Language) -> bool {
    let date = entry.saved_at.map(date_text).unwrap_or_default();
    ui.horizontal(|ui| {
        let clicked = match &entry.content {
            Ok(_) => ui.button(tr(lang, "saved-open")).clicked(),
            Err(_) => {
                ui.add_enabled(false, egui::Button::new(tr(lang, "saved-open")));
                false
            }
        };
        ui.allocate_ui(egui::vec2(ENTRY_WIDTH, 0.0), |ui| {
            ui.set_width(ENTRY_WIDTH);
            ui.vertical(|ui| match &entry.content {
                Ok(summary) => {
                    let mut what = game_and_moves(lang, summary.kind, summary.moves);
                    if summary.finished {
                        what = format!("{what} · {}", tr(lang, "saved-finished"));
                    }
                    ui.label(what);
                    ui.small(entry.file_name());
                }
                Err(problem) => {
                    let why = match problem {
                        SavedGameProblem::Unreadable(error) => error.clone(),
                        SavedGameProblem::Bad(error) => manifold_locale::text(lang, error),
                    };
                    ui.label(entry.file_name());
                    ui.small(egui::RichText::new(why).color(WRONG));
                }
            });
        });
        ui.monospace(date);
        clicked
    })
    .inner
}
