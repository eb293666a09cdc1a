//! The panels: the start screen, the game panel (turn, status, clock, move list, buttons,
//! settings), the promotion chooser and the files window. They read the session and send
//! [`super::state::GameCommand`]s and [`super::state::CameraCommand`]s; the game changes
//! only where those commands are applied (loading a file or an autosave replaces the whole
//! session, which is the one exception, see [`super::session_swap::SessionSwap`]).

pub mod clock_choice;
pub mod clock_face;
pub mod diagram;
pub mod disc;
pub mod files;
pub mod lesson_list;
pub mod promotion;
pub mod replace_game;
pub mod rules_window;
pub mod saved_games;
pub mod settings_panel;
pub mod start_screen;
pub mod status;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use manifold_rules::Seat;
use manifold_rules::preset::Preset;
use manifold_session::GameKind;

use super::i18n::tr;
use super::presets::{PRESETS, preset_by_name};
use super::settings::Language;
use super::state::Screen;
use super::ui_layout::UiLayout;

/// The colour of a refusal, a problem or a wrong move's reason, in every panel.
pub(crate) const WRONG: egui::Color32 = egui::Color32::from_rgb(235, 110, 90);
/// The colour of praise and of a solved step or exercise (the lesson and exercise panels).
pub(crate) const GOOD: egui::Color32 = egui::Color32::from_rgb(110, 200, 110);
/// The colour of a hint and a solution (the hint arrow's).
pub(crate) const HINT: egui::Color32 = egui::Color32::from_rgb(250, 150, 40);
/// The default width of the panels that take the game panel's place (a lesson, the
/// exercises), in logical pixels.
pub(crate) const COURSE_PANEL_WIDTH: f32 = 330.0;
/// The height those panels keep for what was said of the last move, so that what is below
/// stays put.
pub(crate) const FEEDBACK_HEIGHT: f32 = 96.0;

/// The screen areas the panels covered this frame.
#[derive(Resource, Clone, Debug, Default)]
pub(crate) struct CoveredRects(pub(crate) Vec<egui::Rect>);

/// Systems that draw the panels, in the order they are drawn.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum UiSet {
    /// Panels that take a side of the screen (they must come before windows).
    Panels,
    /// Windows and modal dialogs over everything.
    Windows,
}

/// Registers the panels (in the `EguiPrimaryContextPass` schedule of `bevy_egui`) and the
/// [`UiLayout`] resource.
pub fn plugin(app: &mut App) {
    app.init_resource::<UiLayout>()
        .init_resource::<CoveredRects>()
        .configure_sets(
            EguiPrimaryContextPass,
            (UiSet::Panels, UiSet::Windows).chain(),
        )
        .add_systems(EguiPrimaryContextPass, clear_covered.before(UiSet::Panels))
        .add_systems(EguiPrimaryContextPass, update_layout.after(UiSet::Windows))
        .add_plugins((
            start_screen::plugin,
            promotion::plugin,
            files::plugin,
            rules_window::plugin,
            replace_game::plugin,
            saved_games::plugin,
        ));
}

fn clear_covered(mut covered: ResMut<CoveredRects>, mut layout: ResMut<UiLayout>) {
    covered.0.clear();
    layout.right_panel_width = 0.0;
    layout.left_panel_width = 0.0;
    layout.bottom_panel_height = 0.0;
}

/// Works out, after every panel is drawn, whether egui has the pointer and the keyboard.
fn update_layout(
    mut contexts: EguiContexts,
    covered: Res<CoveredRects>,
    screen: Res<State<Screen>>,
    mut layout: ResMut<UiLayout>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let over_panel = ctx
        .pointer_hover_pos()
        .is_some_and(|p| covered.0.iter().any(|r| r.contains(p)));
    let pointer_over_ui = *screen.get() == Screen::Start
        || over_panel
        || ctx.is_pointer_over_egui()
        || ctx.egui_wants_pointer_input()
        || ctx.egui_is_using_pointer();
    let keyboard_taken = ctx.egui_wants_keyboard_input();
    let (right_panel_width, left_panel_width, bottom_panel_height) = (
        layout.right_panel_width,
        layout.left_panel_width,
        layout.bottom_panel_height,
    );
    layout.set_if_neq(UiLayout {
        right_panel_width,
        left_panel_width,
        bottom_panel_height,
        pointer_over_ui,
        keyboard_taken,
    });
    Ok(())
}

/// A resizable, scrolling panel on the right of the board (the lesson's and the position
/// editor's, shown in place of the game panel), drawn with `contents`; where it stands is
/// reported so that the board's clicks and camera keep clear of it.
pub(crate) fn right_panel(
    ctx: &egui::Context,
    id: &'static str,
    width: f32,
    placement: (&mut UiLayout, &mut CoveredRects),
    contents: impl FnOnce(&mut egui::Ui),
) {
    let mut root = root_ui(ctx, "right_panel_root");
    let response = egui::Panel::right(id)
        .default_size(width)
        .min_size(260.0)
        .resizable(true)
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, contents);
        });
    let rect = response.response.rect;
    let (layout, covered) = placement;
    layout.right_panel_width = rect.width();
    covered.0.push(rect);
}

/// A background `Ui` over the whole window, for panels (egui's panels are shown inside a
/// `Ui` in this version).
pub(crate) fn root_ui(ctx: &egui::Context, id: &'static str) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

/// The colour of a seat's pieces: White and Black, or White, Blue and Red in three-player
/// games.
pub fn seat_colour(kind: GameKind, seat: Seat) -> egui::Color32 {
    match (kind.seats(), seat.0) {
        (_, 0) => egui::Color32::from_rgb(238, 234, 222),
        (3, 1) => egui::Color32::from_rgb(52, 104, 214),
        (3, _) => egui::Color32::from_rgb(206, 52, 52),
        _ => egui::Color32::from_rgb(28, 28, 30),
    }
}

/// A frame filled with a seat's colour, outlined so that Black shows on a dark panel.
pub fn seat_frame(colour: egui::Color32) -> egui::Frame {
    egui::Frame::new()
        .fill(colour)
        .stroke(egui::Stroke::new(1.0, egui::Color32::from_gray(120)))
        .corner_radius(5.0)
}

/// A preset's name in `lang` (the shipped presets are translated; another shows its own
/// name).
pub fn preset_title(lang: Language, preset: &Preset) -> String {
    PRESETS
        .iter()
        .find(|(stem, _)| preset_by_name(stem).is_some_and(|p| p.name == preset.name))
        .map_or_else(
            || preset.name.clone(),
            |(stem, _)| tr(lang, &format!("preset-{stem}")).to_string(),
        )
}

/// A text colour that reads well on `background`.
pub fn text_on(background: egui::Color32) -> egui::Color32 {
    let [r, g, b, _] = background.to_array();
    let luma = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b);
    if luma > 150.0 {
        egui::Color32::from_rgb(20, 20, 20)
    } else {
        egui::Color32::from_rgb(245, 245, 245)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::VariantId;

    #[test]
    fn seat_colours_differ_and_text_reads() {
        let mattrix = GameKind::Chess(VariantId::Mattrix);
        let colours: Vec<_> = (0..3).map(|s| seat_colour(mattrix, Seat(s))).collect();
        assert!(colours[0] != colours[1] && colours[1] != colours[2] && colours[0] != colours[2]);
        let white = seat_colour(GameKind::Draughts, Seat::WHITE);
        let black = seat_colour(GameKind::Draughts, Seat::BLACK);
        assert_ne!(text_on(white), text_on(black));
    }

    #[test]
    fn shipped_presets_have_translated_titles() {
        let preset = preset_by_name("nujelm-draughts").expect("the preset");
        assert_eq!(preset_title(Language::Russian, &preset), "Стол Нуджелма");
        let other = Preset {
            name: "Club table".into(),
            ..preset
        };
        assert_eq!(preset_title(Language::Russian, &other), "Club table");
    }
}
