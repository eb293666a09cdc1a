//! The exercises' panel on the right of the board, in place of the game panel while they
//! are taken: the title, a button per exercise (solved in green, shown in orange), the
//! buttons (previous, try again, hint, show the solution, next; back to the game), then
//! the learner's side, what the exercise asks and what it said of the last answer. The
//! buttons come first, so that the texts below never move a button under the pointer.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use manifold_locale::{Localize, Message, text};
use manifold_session::review::{ExerciseResult, Practice, PracticeFeedback};

use super::ActiveExercises;
use crate::i18n::{game_name, seat_name, tr, trf};
use crate::modes::Mode;
use crate::settings::{Language, NotationStyle, Settings};
use crate::state::{ExerciseCommand, StatusLine};
use crate::ui::rules_window::RulesWindow;
use crate::ui::settings_panel::edit_settings;
use crate::ui::{
    COURSE_PANEL_WIDTH, CoveredRects, FEEDBACK_HEIGHT, GOOD, HINT, UiSet, WRONG, right_panel,
    seat_colour, seat_frame, text_on,
};
use crate::ui_layout::UiLayout;

/// Registers the panel.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        exercise_panel
            .in_set(UiSet::Panels)
            .run_if(in_state(Mode::Exercise).and_eager(resource_exists::<ActiveExercises>)),
    );
}

#[allow(clippy::too_many_arguments)]
fn exercise_panel(
    mut contexts: EguiContexts,
    exercises: Res<ActiveExercises>,
    status: Res<StatusLine>,
    mut settings: ResMut<Settings>,
    mut requests: MessageWriter<ExerciseCommand>,
    mut layout: ResMut<UiLayout>,
    mut covered: ResMut<CoveredRects>,
    mut rules_window: ResMut<RulesWindow>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut edited = (*settings).clone();
    let mut asked = Vec::new();
    let mut rules = false;
    let practice = &exercises.practice;
    let placement = (&mut *layout, &mut *covered);
    right_panel(ctx, "exercise_panel", COURSE_PANEL_WIDTH, placement, |ui| {
        let lang = edited.language;
        header(ui, practice, lang, &mut asked);
        ui.add_space(6.0);
        buttons(ui, practice, lang, &mut asked, &mut rules);
        ui.separator();
        question(ui, practice, lang, edited.notation);
        ui.add_space(6.0);
        // As tall with a message as without: the settings below stay put.
        let top = ui.cursor().min.y;
        feedback(ui, practice, &status, lang, edited.notation);
        let used = ui.cursor().min.y - top;
        if used < FEEDBACK_HEIGHT {
            ui.add_space(FEEDBACK_HEIGHT - used);
        }
        ui.separator();
        egui::CollapsingHeader::new(tr(lang, "settings-title"))
            .id_salt("settings")
            .show(ui, |ui| edit_settings(ui, &mut edited));
    });
    settings.set_if_neq(edited);
    requests.write_batch(asked);
    if rules {
        rules_window.toggle(practice.current().kind());
    }
    Ok(())
}

/// The game, the title, where the set stands, and a numbered button per exercise.
fn header(
    ui: &mut egui::Ui,
    practice: &Practice,
    lang: Language,
    asked: &mut Vec<ExerciseCommand>,
) {
    ui.small(game_name(lang, practice.current().kind()));
    ui.heading(tr(lang, "exercise-title"));
    ui.label(trf(
        lang,
        "exercise-count",
        &[
            ("number", &(practice.index() + 1)),
            ("total", &practice.len()),
            ("solved", &practice.solved()),
        ],
    ));
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(3.0, 3.0);
        for (i, result) in practice.results().iter().enumerate() {
            let mut number = egui::RichText::new(format!("{}", i + 1)).monospace();
            number = match result {
                ExerciseResult::Solved => number.color(GOOD).strong(),
                ExerciseResult::Shown => number.color(HINT),
                ExerciseResult::Open => number,
            };
            let button = egui::Button::selectable(i == practice.index(), number)
                .min_size(egui::vec2(24.0, 22.0));
            if ui.add(button).clicked() && i != practice.index() {
                asked.push(ExerciseCommand::GoTo(i));
            }
        }
    });
}

/// Previous, try again, hint, solution, next; back to the game, the rules. Each stays
/// where it is, greyed when it cannot be used.
fn buttons(
    ui: &mut egui::Ui,
    practice: &Practice,
    lang: Language,
    asked: &mut Vec<ExerciseCommand>,
    rules: &mut bool,
) {
    let last = practice.len() - 1;
    let open = practice.may_answer();
    let mut button = |ui: &mut egui::Ui, enabled: bool, key: &str, command: ExerciseCommand| {
        if ui
            .add_enabled(enabled, egui::Button::new(tr(lang, key)))
            .clicked()
        {
            asked.push(command);
        }
    };
    ui.horizontal_wrapped(|ui| {
        button(
            ui,
            practice.index() > 0,
            "exercise-previous",
            ExerciseCommand::Previous,
        );
        button(ui, true, "exercise-retry", ExerciseCommand::Retry);
        button(
            ui,
            open && practice.hint().is_none(),
            "exercise-hint",
            ExerciseCommand::Hint,
        );
        button(ui, true, "exercise-solution", ExerciseCommand::Solution);
        button(
            ui,
            practice.index() < last,
            "exercise-next",
            ExerciseCommand::Next,
        );
    });
    ui.add_space(2.0);
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr(lang, "exercise-leave")).clicked() {
            asked.push(ExerciseCommand::Leave);
        }
        if ui.button(tr(lang, "button-rules")).clicked() {
            *rules = true;
        }
    });
}

/// The learner's side, the move of the game, and what the exercise asks.
fn question(ui: &mut egui::Ui, practice: &Practice, lang: Language, style: NotationStyle) {
    let exercise = practice.current();
    let kind = exercise.kind();
    let colour = seat_colour(kind, exercise.learner);
    let side = trf(
        lang,
        "lesson-app-learner",
        &[("seat", &seat_name(lang, kind, exercise.learner))],
    );
    seat_frame(colour)
        .inner_margin(egui::vec2(8.0, 3.0))
        .show(ui, |ui| {
            ui.label(egui::RichText::new(side).color(text_on(colour)));
        });
    ui.add_space(4.0);
    ui.small(text(
        lang,
        &Message::new("exercise-move").number("number", exercise.move_number),
    ));
    ui.label(egui::RichText::new(text(lang, &exercise.prompt(style))).size(15.5));
}

/// What the exercise said of the last answer (judging, the verdict, the hint, the
/// solution), the status line's other news, and the end of the set.
fn feedback(
    ui: &mut egui::Ui,
    practice: &Practice,
    status: &StatusLine,
    lang: Language,
    style: NotationStyle,
) {
    if let Some(said) = practice.feedback(style) {
        let colour = match &said {
            f if f.is_good() => GOOD,
            f if f.is_wrong() => WRONG,
            PracticeFeedback::Hint(_) | PracticeFeedback::Solution(_) => HINT,
            _ => ui.visuals().text_color(),
        };
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_wrapped(|ui| {
                if said == PracticeFeedback::Judging {
                    ui.spinner();
                }
                let line = text(lang, &said.message());
                ui.label(egui::RichText::new(line).size(15.0).strong().color(colour));
            });
        });
    }
    if !status.is_empty() {
        ui.label(egui::RichText::new(status.text(lang)).italics());
    }
    if practice
        .results()
        .iter()
        .all(|r| *r != ExerciseResult::Open)
    {
        ui.add_space(4.0);
        let done = Message::new("exercise-all_done")
            .number("total", practice.len())
            .number("solved", practice.solved());
        ui.label(egui::RichText::new(text(lang, &done)).strong().color(GOOD));
    }
}
