//! Choosing the game's clock on the start screen: no clock, one of the presets (`1+0` to
//! `90+30`), or a custom control: a base time per seat and, per move, a Fischer increment,
//! a Bronstein delay or a simple (US) delay.

use std::time::Duration;

use bevy_egui::egui;

use manifold_session::clock::{MAX_BASE, MAX_PER_MOVE, PerMove, TimeControl};

use super::super::i18n::{tr, trf};
use super::super::settings::Language;

/// The kinds of per-move time a custom control may give, in the order offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PerMoveKind {
    Fischer,
    Bronstein,
    SimpleDelay,
}

impl PerMoveKind {
    const ALL: [PerMoveKind; 3] = [
        PerMoveKind::Fischer,
        PerMoveKind::Bronstein,
        PerMoveKind::SimpleDelay,
    ];

    /// The Fluent id of its name.
    fn message_id(self) -> &'static str {
        match self {
            PerMoveKind::Fischer => "clock-choice-fischer",
            PerMoveKind::Bronstein => "clock-choice-bronstein",
            PerMoveKind::SimpleDelay => "clock-choice-simple_delay",
        }
    }

    /// The kind of `per_move` (a Fischer increment for none: zero seconds of it).
    fn of(per_move: PerMove) -> PerMoveKind {
        match per_move {
            PerMove::None | PerMove::Fischer(_) => PerMoveKind::Fischer,
            PerMove::Bronstein(_) => PerMoveKind::Bronstein,
            PerMove::SimpleDelay(_) => PerMoveKind::SimpleDelay,
        }
    }

    /// `amount` of this kind per move (none when it is zero).
    fn per_move(self, amount: Duration) -> PerMove {
        if amount.is_zero() {
            return PerMove::None;
        }
        match self {
            PerMoveKind::Fischer => PerMove::Fischer(amount),
            PerMoveKind::Bronstein => PerMove::Bronstein(amount),
            PerMoveKind::SimpleDelay => PerMove::SimpleDelay(amount),
        }
    }
}

/// The custom control a player starts editing from `current`: its own values when it has
/// a clock, else 10 minutes and 5 seconds' increment.
pub fn custom_start(current: Option<TimeControl>) -> TimeControl {
    current.unwrap_or(TimeControl::PRESETS[3])
}

/// Whether `control` is one of the presets offered.
pub fn is_preset(control: TimeControl) -> bool {
    TimeControl::PRESETS.contains(&control)
}

/// A control's name in the list: its text (`3+2`, `5+3d`), and "No clock" for none.
pub fn control_name(lang: Language, control: Option<TimeControl>) -> String {
    match control {
        None => tr(lang, "clock-choice-none"),
        Some(c) => c.name(),
    }
}

/// The clock chooser: a list of the presets, "No clock" and "Custom"; a custom control is
/// edited below it. `control` is the choice (kept in the settings by the caller).
pub fn choose_clock(ui: &mut egui::Ui, control: &mut Option<TimeControl>, lang: Language) {
    ui.label(egui::RichText::new(tr(lang, "clock-choice-title")).strong());
    // "Custom" stays open while its values happen to equal a preset's.
    let custom_id = ui.id().with("custom_clock_open");
    let mut custom = ui.data(|d| d.get_temp::<bool>(custom_id)).unwrap_or(false)
        || control.is_some_and(|c| !is_preset(c));
    ui.horizontal_wrapped(|ui| {
        if ui
            .selectable_label(control.is_none() && !custom, control_name(lang, None))
            .clicked()
        {
            *control = None;
            custom = false;
        }
        for preset in TimeControl::PRESETS {
            if ui
                .selectable_label(*control == Some(preset) && !custom, preset.name())
                .clicked()
            {
                *control = Some(preset);
                custom = false;
            }
        }
        if ui
            .selectable_label(custom, tr(lang, "clock-choice-custom"))
            .clicked()
            && !custom
        {
            custom = true;
            *control = Some(custom_start(*control));
        }
    });
    ui.data_mut(|d| d.insert_temp(custom_id, custom));
    match control {
        Some(c) if custom => custom_editor(ui, c, lang),
        Some(c) => {
            ui.small(describe(lang, *c));
        }
        None => {}
    }
}

/// The editor of a custom control: minutes per seat, seconds per move and their kind.
fn custom_editor(ui: &mut egui::Ui, control: &mut TimeControl, lang: Language) {
    let mut minutes = control.base.as_secs_f64() / 60.0;
    let mut seconds = control.per_move.amount().as_secs_f64();
    let mut kind = PerMoveKind::of(control.per_move);
    ui.horizontal(|ui| {
        ui.label(tr(lang, "clock-choice-base"));
        ui.add(
            egui::DragValue::new(&mut minutes)
                .range(0.25..=MAX_BASE.as_secs_f64() / 60.0)
                .speed(0.25)
                .max_decimals(2),
        );
        ui.label(tr(lang, "clock-choice-per_move"));
        ui.add(
            egui::DragValue::new(&mut seconds)
                .range(0.0..=MAX_PER_MOVE.as_secs_f64())
                .speed(0.5)
                .max_decimals(1),
        );
    });
    ui.horizontal(|ui| {
        for k in PerMoveKind::ALL {
            ui.radio_value(&mut kind, k, tr(lang, k.message_id()));
        }
    });
    let base = Duration::from_millis((minutes * 60_000.0).round() as u64);
    let amount = Duration::from_millis((seconds * 1000.0).round() as u64);
    let edited = TimeControl {
        base,
        per_move: kind.per_move(amount),
    };
    if edited.check().is_ok() {
        *control = edited;
    }
    ui.small(describe(lang, *control));
}

/// What a control gives, in words: "3 min each, plus 2 s per move".
pub fn describe(lang: Language, control: TimeControl) -> String {
    let minutes = control.base.as_secs_f64() / 60.0;
    let minutes = format!("{}", (minutes * 100.0).round() / 100.0);
    let seconds = control.per_move.amount().as_secs_f64();
    let seconds = format!("{}", (seconds * 10.0).round() / 10.0);
    let id = match control.per_move {
        PerMove::None => "clock-choice-about_sudden_death",
        PerMove::Fischer(_) => "clock-choice-about_fischer",
        PerMove::Bronstein(_) => "clock-choice-about_bronstein",
        PerMove::SimpleDelay(_) => "clock-choice-about_simple_delay",
    };
    trf(lang, id, &[("minutes", &minutes), ("seconds", &seconds)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_move_kinds_round_trip_and_zero_is_none() {
        let s = Duration::from_secs(3);
        for kind in PerMoveKind::ALL {
            assert_eq!(PerMoveKind::of(kind.per_move(s)), kind);
            assert_eq!(kind.per_move(Duration::ZERO), PerMove::None);
        }
    }

    #[test]
    fn controls_are_described_in_both_languages() {
        let blitz = TimeControl::from_text("3+2").unwrap();
        assert_eq!(
            describe(Language::English, blitz),
            "3 min each, plus 2 s per move"
        );
        let delay = TimeControl::from_text("5+3d").unwrap();
        assert!(describe(Language::Russian, delay).contains("5 мин"));
        assert_eq!(control_name(Language::English, None), "No clock");
        assert!(is_preset(blitz) && !is_preset(delay));
        assert_eq!(custom_start(Some(delay)), delay);
        assert_eq!(custom_start(None).name(), "10+5");
    }
}
