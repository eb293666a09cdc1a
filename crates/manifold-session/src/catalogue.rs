//! Every course a learner can take in the lesson player: the shipped lessons
//! ([`super::lessons::shipped_courses`]), then each game's puzzles as a course
//! ([`super::puzzles::shipped_puzzle_courses`], ids `puzzles/<game>`). The app lists,
//! begins and records them by their place here.

use super::lessons::{Course, shipped_courses};
use super::puzzles::shipped_puzzle_courses;

/// Every playable course: (id, course), the lessons first, then the puzzles.
pub fn playable_courses() -> &'static [(&'static str, &'static Course)] {
    static ALL: std::sync::OnceLock<Vec<(&'static str, &'static Course)>> =
        std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let lessons = shipped_courses().iter().map(|(id, c)| (*id, c));
        let puzzles = shipped_puzzle_courses()
            .iter()
            .map(|(id, c)| (id.as_str(), c));
        lessons.chain(puzzles).collect()
    })
}

/// The place in [`playable_courses`] of the course `id` (`draughts/basics`,
/// `puzzles/classical`); `None` when there is none.
pub fn course_index(id: &str) -> Option<usize> {
    playable_courses().iter().position(|(i, _)| *i == id)
}

/// Whether the course `id` is a game's puzzles (not a lesson).
pub fn is_puzzles(id: &str) -> bool {
    id.starts_with("puzzles/")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameKind;

    #[test]
    fn every_game_has_a_lesson_course_and_a_puzzle_course() {
        let all = playable_courses();
        for kind in GameKind::ALL {
            let of_game: Vec<_> = all.iter().filter(|(_, c)| c.game == kind).collect();
            assert!(of_game.iter().any(|(id, _)| !is_puzzles(id)), "{kind:?}");
            assert!(of_game.iter().any(|(id, _)| is_puzzles(id)), "{kind:?}");
        }
        // The lessons (no `help` in their files) allow hints and takebacks; the puzzles
        // allow hints only.
        for (id, course) in all {
            assert!(course.help.hints, "{id}");
            assert_eq!(course.help.takebacks, !is_puzzles(id), "{id}");
        }
        let mut ids: Vec<_> = all.iter().map(|(id, _)| *id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), all.len(), "ids are unique");
    }
}
