//! The lesson panel on the right of the board, in place of the game panel while a course
//! is taken: the course, a button per step (done steps marked), the buttons (previous,
//! start again, hint, next, leave), then the step's text, what the goal allows and what
//! the lesson said of the last move. The buttons come first, so that the texts below,
//! which change with every step and move, never move a button under the pointer.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use manifold_locale::{Localize, Message, text};
use manifold_session::lessons::LessonProgress;

use super::{ActiveLesson, Feedback};
use crate::i18n::{game_name, seat_name, tr, trf};
use crate::modes::in_course;
use crate::settings::{Language, Settings};
use crate::state::{LessonCommand, SessionRes, StatusLine};
use crate::ui::rules_window::RulesWindow;
use crate::ui::settings_panel::edit_settings;
use crate::ui::status::check_text;
use crate::ui::{
    COURSE_PANEL_WIDTH, CoveredRects, FEEDBACK_HEIGHT, GOOD, HINT, UiSet, WRONG, right_panel,
    seat_colour, seat_frame, text_on,
};
use crate::ui_layout::UiLayout;

/// Registers the panel.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        lesson_panel
            .in_set(UiSet::Panels)
            .run_if(in_course.and_eager(resource_exists::<ActiveLesson>)),
    );
}

#[allow(clippy::too_many_arguments)]
fn lesson_panel(
    mut contexts: EguiContexts,
    lesson: Res<ActiveLesson>,
    session: Res<SessionRes>,
    status: Res<StatusLine>,
    mut settings: ResMut<Settings>,
    mut requests: MessageWriter<LessonCommand>,
    mut layout: ResMut<UiLayout>,
    mut covered: ResMut<CoveredRects>,
    mut rules_window: ResMut<RulesWindow>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut edited = (*settings).clone();
    let mut asked = Vec::new();
    let mut rules = false;
    let placement = (&mut *layout, &mut *covered);
    right_panel(ctx, "lesson_panel", COURSE_PANEL_WIDTH, placement, |ui| {
        let lang = edited.language;
        course_header(ui, &lesson, &edited.lessons, lang, &mut asked);
        ui.add_space(6.0);
        step_buttons(ui, &lesson, &edited.lessons, lang, &mut asked, &mut rules);
        ui.separator();
        step_text(ui, &lesson, &session.0, lang);
        ui.add_space(6.0);
        // As tall with a message as without: the settings below stay put.
        let top = ui.cursor().min.y;
        feedback(ui, &lesson, &edited.lessons, &status, lang);
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
        rules_window.toggle(lesson.course().1.game);
    }
    Ok(())
}

/// The game, the course's title, and a numbered button per step (done steps in green,
/// the current one selected).
fn course_header(
    ui: &mut egui::Ui,
    lesson: &ActiveLesson,
    progress: &LessonProgress,
    lang: Language,
    asked: &mut Vec<LessonCommand>,
) {
    let (id, course) = lesson.course();
    ui.small(game_name(lang, course.game));
    ui.heading(tr(lang, &course.title));
    ui.label(trf(
        lang,
        "lesson-app-step",
        &[("step", &(lesson.step + 1)), ("steps", &course.steps.len())],
    ));
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(3.0, 3.0);
        for i in 0..course.steps.len() {
            let mut number = egui::RichText::new(format!("{}", i + 1)).monospace();
            if progress.is_done(id, i) {
                number = number.color(GOOD).strong();
            }
            let button =
                egui::Button::selectable(i == lesson.step, number).min_size(egui::vec2(24.0, 22.0));
            if ui.add(button).clicked() && i != lesson.step {
                asked.push(LessonCommand::GoTo(i));
            }
        }
    });
}

/// Previous, start again, hint, next; leave. Each stays where it is, greyed when it
/// cannot be used.
fn step_buttons(
    ui: &mut egui::Ui,
    lesson: &ActiveLesson,
    progress: &LessonProgress,
    lang: Language,
    asked: &mut Vec<LessonCommand>,
    rules: &mut bool,
) {
    let (id, course) = lesson.course();
    let last = course.steps.len().saturating_sub(1);
    let may_go_on =
        lesson.step < last && (lesson.run.is_solved() || progress.is_done(id, lesson.step));
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                lesson.step > 0,
                egui::Button::new(tr(lang, "lesson-app-previous")),
            )
            .clicked()
        {
            asked.push(LessonCommand::Previous);
        }
        if ui.button(tr(lang, "lesson-app-restart")).clicked() {
            asked.push(LessonCommand::Restart);
        }
        if ui
            .add_enabled(
                lesson.may_take_back(),
                egui::Button::new(tr(lang, "lesson-app-take_back")),
            )
            .clicked()
        {
            asked.push(LessonCommand::TakeBack);
        }
        let can_hint = course.help.hints && !lesson.run.is_solved() && !lesson.run.is_watch();
        if ui
            .add_enabled(can_hint, egui::Button::new(tr(lang, "lesson-app-hint")))
            .clicked()
        {
            asked.push(LessonCommand::Hint);
        }
        let next = egui::Button::new(egui::RichText::new(tr(lang, "lesson-app-next")).strong());
        if ui.add_enabled(may_go_on, next).clicked() {
            asked.push(LessonCommand::Next);
        }
    });
    ui.add_space(2.0);
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr(lang, "lesson-app-leave")).clicked() {
            asked.push(LessonCommand::Leave);
        }
        if ui.button(tr(lang, "button-rules")).clicked() {
            *rules = true;
        }
    });
}

/// The learner's side, the step's text and what its goal allows.
fn step_text(
    ui: &mut egui::Ui,
    lesson: &ActiveLesson,
    session: &manifold_session::Session,
    lang: Language,
) {
    let (_, course) = lesson.course();
    let step = &course.steps[lesson.step];
    let kind = course.game;
    let learner = lesson.run.learner();
    let colour = seat_colour(kind, learner);
    let side = trf(
        lang,
        "lesson-app-learner",
        &[("seat", &seat_name(lang, kind, learner))],
    );
    seat_frame(colour)
        .inner_margin(egui::vec2(8.0, 3.0))
        .show(ui, |ui| {
            ui.label(egui::RichText::new(side).color(text_on(colour)));
        });
    ui.add_space(4.0);
    ui.label(egui::RichText::new(tr(lang, &step.text)).size(15.5));
    ui.add_space(4.0);
    if lesson.run.is_watch() {
        ui.small(tr(lang, "lesson-app-watch"));
    } else if !lesson.run.is_solved() {
        let moves =
            Message::new("lesson-app-moves_allowed").number("moves", lesson.run.moves_left());
        ui.small(text(lang, &moves));
    }
    if let Some(check) = check_text(lang, session) {
        ui.colored_label(WRONG, check);
    }
}

/// What the lesson said of the last move (praise, the reason a move was taken back, the
/// hint), the status line's other news, and the end of the course.
fn feedback(
    ui: &mut egui::Ui,
    lesson: &ActiveLesson,
    progress: &LessonProgress,
    status: &StatusLine,
    lang: Language,
) {
    let said = lesson.feedback.as_ref().map(|f| {
        let colour = match f {
            Feedback::Solved | Feedback::Watched => GOOD,
            Feedback::Wrong(_) | Feedback::Refused(_) | Feedback::Unplayable(_) => WRONG,
            Feedback::Hint => HINT,
            Feedback::Going { .. } => ui.visuals().text_color(),
        };
        (text(lang, &f.message()), colour)
    });
    if let Some((line, colour)) = &said {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(egui::RichText::new(line).size(15.0).strong().color(*colour));
        });
    } else if !status.is_empty() {
        ui.label(egui::RichText::new(status.text(lang)).italics());
    }
    let (id, course) = lesson.course();
    if progress.course_done(id, course.steps.len()) {
        ui.add_space(4.0);
        ui.label(
            egui::RichText::new(tr(lang, "lesson-app-course_done"))
                .strong()
                .color(GOOD),
        );
    }
}
