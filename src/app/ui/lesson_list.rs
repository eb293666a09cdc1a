//! The start screen's lessons: the shipped courses of the game chosen, each with how many
//! of its steps are done and a button to start it, go on where the learner stopped, or
//! take it again.

use bevy_egui::egui;

use crate::session::GameKind;
use crate::session::lessons::{LessonProgress, shipped_courses};

use super::super::i18n::{tr, trf};
use super::super::lesson::LessonCommand;
use super::super::settings::Language;

/// Lists the courses of `kind`; the learner's choice, if any, as the command that begins
/// it.
pub fn lesson_list(
    ui: &mut egui::Ui,
    kind: GameKind,
    progress: &LessonProgress,
    lang: Language,
) -> Option<LessonCommand> {
    ui.label(egui::RichText::new(tr(lang, "lesson-app-lessons")).strong());
    ui.label(tr(lang, "lesson-app-lessons_about"));
    let mut chosen = None;
    let mut any = false;
    for (index, (id, course)) in shipped_courses().iter().enumerate() {
        if course.game != kind {
            continue;
        }
        any = true;
        let steps = course.steps.len();
        let done = progress.done_count(id);
        ui.horizontal_wrapped(|ui| {
            let next = progress.next_step(id, steps);
            let (label, step) = match next {
                Some(0) if done == 0 => ("lesson-app-begin", 0),
                Some(step) => ("lesson-app-continue", step),
                None => ("lesson-app-again", 0),
            };
            if ui.button(tr(lang, label)).clicked() {
                chosen = Some(LessonCommand::Begin {
                    course: index,
                    step,
                });
            }
            ui.label(trf(
                lang,
                "lesson-app-course_line",
                &[
                    ("title", &tr(lang, &course.title)),
                    ("done", &done),
                    ("steps", &steps),
                ],
            ));
        });
    }
    if !any {
        ui.small(tr(lang, "lesson-app-none"));
    }
    chosen
}
