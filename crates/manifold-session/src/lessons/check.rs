//! The course checker behind `manifold-cli lessons check`: a course reads, every position
//! reads, every cell named exists, every text exists in both languages, every move named is
//! legal where it is played, and every goal can be reached with legal moves (proved by the
//! same search the lesson player uses: [`LessonRun`]).

use manifold_locale::{Language, has_message};
use manifold_rules::GameKind;

use super::course::{CameraHint, Course};
use super::messages::CourseError;
use super::run::LessonRun;

/// Checks the course `text` filed as `id` (`<game>/<course>`: the folder must name the
/// course's game). The number of its steps when all is well; the first error found
/// otherwise.
pub fn check_course(id: &str, text: &str) -> Result<usize, CourseError> {
    let course = Course::from_ron(text).map_err(|e| CourseError::Unreadable {
        detail: e.to_string(),
    })?;
    if let Some((folder, _)) = id.split_once('/')
        && GameKind::from_cli_name(folder) != Some(course.game)
    {
        return Err(CourseError::WrongGame {
            folder: folder.to_string(),
            named: course.game.cli_name().to_string(),
        });
    }
    check(&course)
}

/// Checks a course read already: the number of its steps, or the first error found.
pub fn check(course: &Course) -> Result<usize, CourseError> {
    if course.steps.is_empty() {
        return Err(CourseError::NoSteps);
    }
    has_text(0, &course.title)?;
    for (i, step) in course.steps.iter().enumerate() {
        let number = i + 1;
        has_text(number, &step.text)?;
        let torus_only = matches!(
            step.camera,
            Some(CameraHint::Flat | CameraHint::TorusSpin(..))
        );
        if torus_only && !course.game.geometry().wraps() {
            return Err(CourseError::CameraNotForGame { step: number });
        }
        let run = LessonRun::of_step(course.game, step, number)?;
        if !run.start_is_solvable() {
            return Err(CourseError::Unreachable { step: number });
        }
    }
    Ok(course.steps.len())
}

/// Fails unless message `id` exists in both languages.
fn has_text(step: usize, id: &str) -> Result<(), CourseError> {
    match Language::ALL.into_iter().find(|&l| !has_message(l, id)) {
        Some(language) => Err(CourseError::MissingText {
            step,
            id: id.to_string(),
            language,
        }),
        None => Ok(()),
    }
}
