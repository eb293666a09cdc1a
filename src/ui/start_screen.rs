//! The start screen: choose the game, a table preset where one exists, and who plays each
//! seat (a person, or the computer at a level from 1 to 4); then Start. The choice is kept
//! in the settings (and so saved) and offered again next time. "Continue autosaved game"
//! brings back the game the app was playing last.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use manifold_rules::Seat;
use manifold_session::clock::TimeControl;
use manifold_session::{GameKind, Session};

use super::super::i18n::{game_and_moves, game_name, seat_name, tr, trf};
use super::super::persistence::{AutosaveOffer, DataDir};
use super::super::presets::presets_for;
use super::super::session_swap::SessionSwap;
use super::super::settings::{Language, SeatPlayer, Settings};
use super::super::state::LessonCommand;
use super::super::state::{GameCommand, Screen, StatusLine};
use super::clock_choice::choose_clock;
use super::lesson_list::lesson_list;
use super::rules_window::RulesWindow;
use super::saved_games::{SavedGamesWindow, saves_dir};
use super::settings_panel::settings_ui;
use super::status::result_text;
use super::{UiSet, root_ui, seat_colour, seat_frame, text_on};
use manifold_locale::Message;
use manifold_session::saved_games::summary;

/// The highest computer level offered (the engine's strongest, `ai::Level` 5 "Max").
pub const MAX_COMPUTER_LEVEL: u8 = 5;

/// Registers the start screen.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        start_screen
            .in_set(UiSet::Panels)
            .run_if(in_state(Screen::Start)),
    );
}

/// What the player chose on the start screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartChoice {
    /// The game chosen in the list.
    pub kind: GameKind,
    /// The preset's file stem, if any.
    pub preset: Option<String>,
    /// Who plays each seat (at least as many entries as the game has seats).
    pub seats: Vec<SeatPlayer>,
    /// The game's time control (none: no clocks).
    pub clock: Option<TimeControl>,
}

impl StartChoice {
    /// The choice kept in the settings, made consistent: a preset that does not fit the
    /// game is dropped, a computer level is kept within 1 to 4, and every seat has a
    /// player (three entries at least, so that a three-player choice survives a look at a
    /// two-player game).
    pub fn from_settings(settings: &Settings) -> StartChoice {
        let kind = settings.last_game;
        let preset = settings
            .last_preset
            .clone()
            .filter(|p| presets_for(kind).contains(&p.as_str()));
        let mut seats: Vec<SeatPlayer> = settings
            .last_seats
            .iter()
            .map(|p| match p {
                SeatPlayer::Computer(level) => {
                    SeatPlayer::Computer((*level).clamp(1, MAX_COMPUTER_LEVEL))
                }
                SeatPlayer::Human => SeatPlayer::Human,
            })
            .collect();
        let needed = usize::from(kind.seats()).max(3);
        if seats.len() < needed {
            seats.resize(needed, SeatPlayer::Human);
        }
        StartChoice {
            kind,
            preset,
            seats,
            clock: settings.last_time_control,
        }
    }

    /// Writes the choice into the settings.
    pub fn store(&self, settings: &mut Settings) {
        settings.last_game = self.kind;
        settings.last_preset = self.preset.clone();
        settings.last_seats = self.seats.clone();
        settings.last_time_control = self.clock;
    }

    /// The command that starts the chosen game.
    pub fn command(&self) -> GameCommand {
        GameCommand::NewGame {
            kind: self.kind,
            preset: self.preset.clone(),
            clock: self.clock,
        }
    }
}

/// What the start screen's buttons asked for.
enum Action {
    Start,
    Continue,
    Back,
    OpenSaved,
}

#[allow(clippy::too_many_arguments)]
fn start_screen(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    offer: Res<AutosaveOffer>,
    mut swap: SessionSwap,
    mut status: ResMut<StatusLine>,
    mut commands_out: MessageWriter<GameCommand>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut lessons: MessageWriter<LessonCommand>,
    mut rules: ResMut<RulesWindow>,
    (mut saved_games, data_dir): (ResMut<SavedGamesWindow>, Res<DataDir>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "start_screen_root");
    let lang = settings.language;
    let mut choice = StartChoice::from_settings(&settings);
    let mut action = None;
    let in_progress = !swap.session().is_untouched();
    // Start, Back, Quit and Continue stay at the foot of the window, whatever the game
    // chosen (its tables and seats change the height of what is above them).
    egui::Panel::bottom("start_actions").show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.set_max_width(560.0);
            ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                ui.add_space(8.0);
                start_actions(ui, lang, in_progress, &offer, &mut action, &mut exit);
                ui.add_space(8.0);
            });
        });
    });
    egui::CentralPanel::default().show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.set_max_width(560.0);
                ui.add_space(16.0);
                ui.heading(egui::RichText::new("Manifold").size(34.0).strong());
                ui.label(tr(lang, "start-subtitle"));
                ui.add_space(12.0);
                // What the app said (low graphics turned on, a game restored, a lesson that
                // cannot start) stands at the top, where a newcomer looks first: at the
                // foot of a long page it was half hidden by the bottom bar.
                if !status.0.is_empty() {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.label(egui::RichText::new(status.text(lang)).italics());
                    });
                    ui.add_space(10.0);
                }
            });
            ui.vertical_centered(|ui| {
                ui.set_max_width(560.0);
                ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                    choose_game(ui, &mut choice, lang);
                    ui.add_space(10.0);
                    choose_preset(ui, &mut choice, lang);
                    ui.add_space(10.0);
                    choose_players(ui, &mut choice, lang);
                    ui.add_space(10.0);
                    choose_clock(ui, &mut choice.clock, lang);
                    ui.add_space(14.0);
                    if ui.button(tr(lang, "start-rules")).clicked() {
                        rules.toggle(choice.kind);
                    }
                    ui.add_space(8.0);
                    if let Some(begin) = lesson_list(ui, choice.kind, &settings.lessons, lang) {
                        lessons.write(begin);
                        status.clear();
                    }
                    ui.add_space(14.0);
                    egui::CollapsingHeader::new(tr(lang, "settings-title"))
                        // Its own id, so that it stays open when the language changes.
                        .id_salt("settings")
                        .show(ui, |ui| settings_ui(ui, &mut settings));
                });
            });
        });
    });
    let mut stored = (*settings).clone();
    choice.store(&mut stored);
    settings.set_if_neq(stored);
    match action {
        Some(Action::Start) => {
            commands_out.write(choice.command());
            status.clear();
            next.set(Screen::Playing);
        }
        Some(Action::Continue) => {
            if let Some(saved) = offer.0.clone() {
                swap.open(saved);
                status.set(Message::new("persist-restored"));
                next.set(Screen::Playing);
            }
        }
        Some(Action::Back) => next.set(Screen::Playing),
        Some(Action::OpenSaved) => saved_games.show(saves_dir(&data_dir)),
        None => {}
    }
    Ok(())
}

/// The start screen's buttons: Start, Back (to a game in progress), Quit, and Continue
/// with the autosaved game, if there is one.
fn start_actions(
    ui: &mut egui::Ui,
    lang: Language,
    in_progress: bool,
    offer: &AutosaveOffer,
    action: &mut Option<Action>,
    exit: &mut MessageWriter<AppExit>,
) {
    ui.horizontal(|ui| {
        let start = egui::Button::new(egui::RichText::new(tr(lang, "start-start")).size(20.0))
            .min_size(egui::vec2(160.0, 40.0));
        if ui.add(start).clicked() {
            *action = Some(Action::Start);
        }
        if in_progress && ui.button(tr(lang, "start-back")).clicked() {
            *action = Some(Action::Back);
        }
        if ui.button(tr(lang, "start-open_saved")).clicked() {
            *action = Some(Action::OpenSaved);
        }
        if ui.button(tr(lang, "button-quit")).clicked() {
            exit.write(AppExit::Success);
        }
    });
    if let Some(saved) = &offer.0 {
        ui.add_space(8.0);
        let finished = saved.game().outcome().is_some();
        let button = if finished {
            "start-continue_finished"
        } else {
            "start-continue"
        };
        ui.horizontal(|ui| {
            if ui.button(tr(lang, button)).clicked() {
                *action = Some(Action::Continue);
            }
            ui.label(autosave_detail(lang, saved));
        });
    }
}

/// What the autosaved game is: its name and its moves (numbered moves, as the move list
/// counts them, not plies), and its result when it is over.
fn autosave_detail(lang: Language, saved: &Session) -> String {
    let summary = summary(saved);
    let detail = game_and_moves(lang, summary.kind, summary.moves);
    match saved.game().outcome() {
        Some(outcome) => format!("{detail}. {}", result_text(lang, saved.kind(), &outcome)),
        None => detail,
    }
}

fn choose_game(ui: &mut egui::Ui, choice: &mut StartChoice, lang: Language) {
    ui.label(egui::RichText::new(tr(lang, "start-game")).strong());
    for kind in GameKind::ALL {
        if ui
            .selectable_label(choice.kind == kind, game_name(lang, kind))
            .clicked()
            && choice.kind != kind
        {
            choice.kind = kind;
            choice.preset = None;
        }
    }
}

fn choose_preset(ui: &mut egui::Ui, choice: &mut StartChoice, lang: Language) {
    let presets = presets_for(choice.kind);
    if presets.is_empty() {
        return;
    }
    ui.label(egui::RichText::new(tr(lang, "start-preset")).strong());
    ui.radio_value(&mut choice.preset, None, tr(lang, "start-preset_none"));
    for stem in presets {
        ui.radio_value(
            &mut choice.preset,
            Some(stem.to_string()),
            tr(lang, &format!("preset-{stem}")),
        );
        ui.indent(stem, |ui| {
            ui.small(tr(lang, &format!("preset-{stem}-about")))
        });
    }
}

fn choose_players(ui: &mut egui::Ui, choice: &mut StartChoice, lang: Language) {
    ui.label(egui::RichText::new(tr(lang, "start-players")).strong());
    let player_text = |p: SeatPlayer| match p {
        SeatPlayer::Human => tr(lang, "start-human").to_string(),
        SeatPlayer::Computer(level) => trf(lang, "start-computer", &[("level", &level)]),
    };
    let kind = choice.kind;
    for s in 0..kind.seats() {
        let seat = Seat(s);
        let player = &mut choice.seats[seat.index()];
        ui.horizontal(|ui| {
            let colour = seat_colour(kind, seat);
            seat_frame(colour)
                .inner_margin(egui::vec2(8.0, 3.0))
                .show(ui, |ui| {
                    ui.set_min_width(70.0);
                    ui.label(
                        egui::RichText::new(seat_name(lang, kind, seat)).color(text_on(colour)),
                    );
                });
            egui::ComboBox::from_id_salt(("seat", s))
                .selected_text(player_text(*player))
                .show_ui(ui, |ui| {
                    ui.selectable_value(player, SeatPlayer::Human, player_text(SeatPlayer::Human));
                    for level in 1..=MAX_COMPUTER_LEVEL {
                        let p = SeatPlayer::Computer(level);
                        ui.selectable_value(player, p, player_text(p));
                    }
                });
        });
    }
    let seats = usize::from(kind.seats());
    if choice.seats[..seats]
        .iter()
        .any(|p| matches!(p, SeatPlayer::Computer(_)))
    {
        ui.small(tr(lang, "start-computer_note"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::VariantId;

    #[test]
    fn the_choice_is_kept_consistent() {
        let settings = Settings(manifold_session::settings::Settings {
            last_game: GameKind::Chess(VariantId::Wirth),
            last_preset: Some("nujelm-chess".into()),
            last_seats: vec![SeatPlayer::Computer(9)],
            ..Default::default()
        });
        let choice = StartChoice::from_settings(&settings);
        assert_eq!(
            choice.preset, None,
            "the Nujelm chess table is for classical chess only"
        );
        assert_eq!(
            choice.seats,
            [
                SeatPlayer::Computer(MAX_COMPUTER_LEVEL),
                SeatPlayer::Human,
                SeatPlayer::Human
            ]
        );
    }

    #[test]
    fn the_autosave_offer_counts_moves_and_says_when_the_game_is_over() {
        let mut saved = Session::new(GameKind::Chess(VariantId::Classical));
        for text in ["e4", "e5", "Nf3"] {
            let m = saved.game().parse_move(text).expect("a legal move");
            saved.play(m);
        }
        assert_eq!(
            autosave_detail(Language::English, &saved),
            "Classical chess, 2 moves",
            "three plies are two numbered moves"
        );
        let fool = Session::after_moves(
            GameKind::Chess(VariantId::Classical),
            &["f3", "e5", "g4", "Qh4#"],
        );
        let english = autosave_detail(Language::English, &fool);
        assert!(
            english.starts_with("Classical chess, 2 moves. ") && english.contains("Black"),
            "a finished game says so: {english}"
        );
        let russian = autosave_detail(Language::Russian, &fool);
        assert!(russian.contains("2 хода"), "{russian}");
        let one = Session::after_moves(GameKind::Chess(VariantId::Classical), &["e4"]);
        assert_eq!(
            autosave_detail(Language::English, &one),
            "Classical chess, 1 move",
            "the plural follows the count"
        );
    }

    #[test]
    fn the_choice_round_trips_through_the_settings() {
        let choice = StartChoice {
            kind: GameKind::Draughts,
            preset: Some("nujelm-draughts".into()),
            seats: vec![
                SeatPlayer::Human,
                SeatPlayer::Computer(2),
                SeatPlayer::Human,
            ],
            clock: TimeControl::from_text("5+3d").ok(),
        };
        let mut settings = Settings::default();
        choice.store(&mut settings);
        assert_eq!(StartChoice::from_settings(&settings), choice);
        assert_eq!(
            choice.command(),
            GameCommand::NewGame {
                kind: GameKind::Draughts,
                preset: Some("nujelm-draughts".into()),
                clock: TimeControl::from_text("5+3d").ok(),
            }
        );
    }
}
