//! Which steps of which courses the learner has done: kept in the settings file
//! ([`crate::settings::Settings::lessons`]).

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

/// The steps done, by course id (`wirth/basics`), each step by its index from 0.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    /// The done steps of each course.
    pub done: BTreeMap<String, BTreeSet<usize>>,
}

impl LessonProgress {
    /// Records step `index` of `course` as done.
    pub fn mark_done(&mut self, course: &str, index: usize) {
        self.done
            .entry(course.to_string())
            .or_default()
            .insert(index);
    }

    /// Whether step `index` of `course` is done.
    pub fn is_done(&self, course: &str, index: usize) -> bool {
        self.done.get(course).is_some_and(|s| s.contains(&index))
    }

    /// How many steps of `course` are done.
    pub fn done_count(&self, course: &str) -> usize {
        self.done.get(course).map_or(0, BTreeSet::len)
    }

    /// Whether every one of the `steps` steps of `course` is done.
    pub fn course_done(&self, course: &str, steps: usize) -> bool {
        (0..steps).all(|i| self.is_done(course, i))
    }

    /// The first step of `course` (of `steps`) not done yet, where the learner goes on.
    pub fn next_step(&self, course: &str, steps: usize) -> Option<usize> {
        (0..steps).find(|&i| !self.is_done(course, i))
    }

    /// Forgets `course`'s progress (to take it again).
    #[cfg(test)]
    pub(crate) fn reset(&mut self, course: &str) {
        self.done.remove(course);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_done_are_kept_per_course() {
        let mut p = LessonProgress::default();
        p.mark_done("wirth/basics", 0);
        p.mark_done("wirth/basics", 2);
        p.mark_done("mattrix/basics", 1);
        assert!(p.is_done("wirth/basics", 2));
        assert!(!p.is_done("wirth/basics", 1));
        assert_eq!(p.done_count("wirth/basics"), 2);
        assert_eq!(p.next_step("wirth/basics", 3), Some(1));
        p.mark_done("wirth/basics", 1);
        assert!(p.course_done("wirth/basics", 3));
        assert_eq!(p.next_step("wirth/basics", 3), None);
        p.reset("wirth/basics");
        assert_eq!(p.done_count("wirth/basics"), 0);
        assert_eq!(p.done_count("mattrix/basics"), 1);
    }
}
