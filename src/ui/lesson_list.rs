//! The start screen's lessons and puzzles: the courses of the game chosen (its lessons, then
//! its puzzles, played in the same lesson player), each with how many of its steps are
//! done and a button to start it, go on where the learner stopped, or take it again. The
//! puzzles' progress is the puzzles solved, with no rating.

use bevy_egui::egui;

use manifold_session::GameKind;
use manifold_session::catalogue::{is_puzzles, playable_courses};
use manifold_session::lessons::{Course, LessonProgress};

use super::super::i18n::{tr, trf};
use super::super::settings::Language;
use super::super::state::LessonCommand;

/// Lists the lessons of `kind`, then its puzzles; the learner's choice, if any, as the
/// command that begins it.
pub fn lesson_list(
    ui: &mut egui::Ui,
    kind: GameKind,
    progress: &LessonProgress,
    lang: Language,
) -> Option<LessonCommand> {
    let of_game = |puzzles: bool| {
        playable_courses()
            .iter()
            .enumerate()
            .filter(move |(_, (id, course))| course.game == kind && is_puzzles(id) == puzzles)
    };
    ui.label(egui::RichText::new(tr(lang, "lesson-app-lessons")).strong());
    ui.label(tr(lang, "lesson-app-lessons_about"));
    let mut chosen = None;
    let mut any = false;
    for (index, (id, course)) in of_game(false) {
        any = true;
        chosen = chosen.or(course_line(ui, index, id, course, progress, lang));
    }
    if !any {
        ui.small(tr(lang, "lesson-app-none"));
    }
    let mut puzzles = of_game(true).peekable();
    if puzzles.peek().is_some() {
        ui.add_space(4.0);
        ui.label(egui::RichText::new(tr(lang, "puzzle-app-puzzles")).strong());
        ui.label(tr(lang, "puzzle-app-about"));
        for (index, (id, course)) in puzzles {
            chosen = chosen.or(course_line(ui, index, id, course, progress, lang));
        }
    }
    chosen
}

/// One course's line: its button (begin, continue, again) and its steps done.
fn course_line(
    ui: &mut egui::Ui,
    index: usize,
    id: &str,
    course: &Course,
    progress: &LessonProgress,
    lang: Language,
) -> Option<LessonCommand> {
    let steps = course.steps.len();
    let done = progress.done_count(id);
    let (begin, line) = if is_puzzles(id) {
        ("puzzle-app-begin", "puzzle-app-course_line")
    } else {
        ("lesson-app-begin", "lesson-app-course_line")
    };
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        let (label, step) = match progress.next_step(id, steps) {
            Some(0) if done == 0 => (begin, 0),
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
            line,
            &[
                ("title", &tr(lang, &course.title)),
                ("done", &done),
                ("steps", &steps),
            ],
        ));
    });
    chosen
}
