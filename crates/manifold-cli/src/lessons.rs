//! `lessons check`: every shipped course (or the course files named) is checked
//! ([`manifold_session::lessons::check_course`]); one line per course, `ok wirth/basics 9
//! steps` or what is wrong, and an error when any course fails.

use std::io::Write;
use std::path::Path;

use manifold_locale::{Language, Localize, Message, text};
use manifold_session::lessons::{CourseError, SHIPPED_COURSES, check_course};

use super::error::{CliError, Problem};

/// The line said for one course checked.
#[derive(Debug, strum::EnumCount)]
pub(crate) enum CourseLine {
    /// The course is sound.
    Ok {
        /// The course's id: its folder and file stem (`wirth/basics`).
        course: String,
        /// How many steps the course has.
        steps: usize,
    },
    /// What is wrong with it.
    Failed {
        /// The course's id: its folder and file stem (`wirth/basics`).
        course: String,
        /// The first problem the course check found.
        reason: CourseError,
    },
}

impl Localize for CourseLine {
    fn message(&self) -> Message {
        match self {
            CourseLine::Ok { course, steps } => Message::new("lessons-check-ok")
                .text("course", course)
                .number("steps", *steps),
            CourseLine::Failed { course, reason } => Message::new("lessons-check-failed")
                .text("course", course)
                .message("reason", reason),
        }
    }
}

/// `lessons check`: the shipped courses, or those of `paths` (each read from disk, its id
/// its folder's name and its file stem, `wirth/basics`).
pub fn check_command(
    paths: &[std::path::PathBuf],
    lang: Language,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let courses: Vec<(String, Result<String, String>)> = if paths.is_empty() {
        SHIPPED_COURSES
            .iter()
            .map(|&(id, text)| (id.to_string(), Ok(text.to_string())))
            .collect()
    } else {
        paths
            .iter()
            .map(|p| {
                (
                    course_id(p),
                    std::fs::read_to_string(p).map_err(|e| e.to_string()),
                )
            })
            .collect()
    };
    check_courses(&courses, lang, out)
}

/// Checks each (id, text or the error reading it), writing one line each; an error when any
/// failed.
pub(crate) fn check_courses(
    courses: &[(String, Result<String, String>)],
    lang: Language,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let mut bad = 0;
    for (id, read) in courses {
        let result = match read {
            Ok(text) => check_course(id, text),
            Err(detail) => Err(CourseError::Unreadable {
                detail: detail.clone(),
            }),
        };
        let line = match result {
            Ok(steps) => CourseLine::Ok {
                course: id.clone(),
                steps,
            },
            Err(reason) => {
                bad += 1;
                CourseLine::Failed {
                    course: id.clone(),
                    reason,
                }
            }
        };
        writeln!(out, "{}", text(lang, &line))?;
    }
    if bad > 0 {
        return Err(CliError::Input(Problem::LessonsFailed {
            bad,
            total: courses.len(),
        }));
    }
    Ok(())
}

/// A course file's id: its folder's name and its stem (`scenes/lessons/wirth/basics.ron`:
/// `wirth/basics`).
fn course_id(path: &Path) -> String {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy())
        .unwrap_or_default();
    match path.parent().and_then(Path::file_name) {
        Some(folder) => format!("{}/{stem}", folder.to_string_lossy()),
        None => stem.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    #[test]
    fn every_course_line_renders() {
        assert_every_variant_renders(
            &[
                CourseLine::Ok {
                    course: "wirth/basics".into(),
                    steps: 9,
                },
                CourseLine::Failed {
                    course: "wirth/basics".into(),
                    reason: CourseError::NoSteps,
                },
            ],
            &[],
        );
    }

    #[test]
    fn a_course_id_is_its_folder_and_stem() {
        assert_eq!(
            course_id(Path::new("scenes/lessons/wirth/basics.ron")),
            "wirth/basics"
        );
    }
}
