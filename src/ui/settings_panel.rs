//! The settings controls (language, animation speed, legal-move hints, coordinates,
//! sound and its volume, takebacks, the camera turning to the side to move, opponents'
//! attacks, the x-ray torus, low graphics),
//! shown in the game panel and on the start screen.

use bevy::prelude::*;
use bevy_egui::egui;

use super::super::i18n::tr;
use super::super::settings::{
    ANIMATION_SPEED_RANGE, Language, NotationStyle, PieceStyle, Settings, VOLUME_RANGE,
};

/// Shows the settings controls; changes are written to `settings` only when something
/// really changed (so that its change detection, which saves the file, means a change).
pub fn settings_ui(ui: &mut egui::Ui, settings: &mut ResMut<Settings>) {
    let mut edited = (**settings).clone();
    edit_settings(ui, &mut edited);
    settings.set_if_neq(edited);
}

/// The controls over a copy of the settings.
pub(crate) fn edit_settings(ui: &mut egui::Ui, s: &mut Settings) {
    let lang = s.language;
    ui.horizontal(|ui| {
        ui.label(tr(lang, "settings-language"));
        ui.radio_value(&mut s.language, Language::English, tr(lang, "lang-english"));
        ui.radio_value(&mut s.language, Language::Russian, tr(lang, "lang-russian"));
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(tr(lang, "settings-piece_style"));
        ui.radio_value(
            &mut s.piece_style,
            PieceStyle::Figures,
            tr(lang, "settings-figures"),
        );
        ui.radio_value(
            &mut s.piece_style,
            PieceStyle::Tokens,
            tr(lang, "settings-tokens"),
        )
        .on_hover_text(tr(lang, "settings-tokens_note"));
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(tr(lang, "settings-notation"));
        ui.radio_value(
            &mut s.notation,
            NotationStyle::Letters,
            tr(lang, "settings-notation_letters"),
        );
        ui.radio_value(
            &mut s.notation,
            NotationStyle::Figurines,
            tr(lang, "settings-notation_figurines"),
        );
    });
    // The label above the slider, not beside it: beside it, a longer label (Russian's
    // "Скорость анимации") widened the panel past the window's edge and clipped it.
    ui.label(tr(lang, "settings-animation_speed"));
    ui.add(egui::Slider::new(&mut s.animation_speed, ANIMATION_SPEED_RANGE).step_by(0.25));
    ui.horizontal(|ui| {
        ui.checkbox(&mut s.sound, tr(lang, "settings-sound"));
        ui.add_enabled(
            s.sound,
            egui::Slider::new(&mut s.volume, VOLUME_RANGE)
                .show_value(false)
                .text(tr(lang, "settings-volume")),
        );
    });
    ui.checkbox(
        &mut s.show_legal_moves,
        tr(lang, "settings-show_legal_moves"),
    );
    ui.checkbox(
        &mut s.show_coordinates,
        tr(lang, "settings-show_coordinates"),
    );
    ui.checkbox(&mut s.allow_takebacks, tr(lang, "settings-allow_takebacks"));
    ui.checkbox(
        &mut s.turn_camera_to_mover,
        tr(lang, "settings-turn_camera_to_mover"),
    )
    .on_hover_text(tr(lang, "settings-turn_camera_to_mover_note"));
    ui.checkbox(
        &mut s.show_opponent_attacks,
        tr(lang, "settings-show_opponent_attacks"),
    )
    .on_hover_text(tr(lang, "settings-show_opponent_attacks_note"));
    ui.checkbox(&mut s.xray_torus, tr(lang, "settings-xray_torus"))
        .on_hover_text(tr(lang, "settings-xray_torus_note"));
    ui.checkbox(&mut s.low_graphics, tr(lang, "settings-low_graphics"))
        .on_hover_text(tr(lang, "settings-low_graphics_note"));
}
