//! The shipped puzzles, built into the program: one file per game in `scenes/puzzles/`.

use crate::lessons::Course;
use manifold_rules::GameKind;

use super::course::{puzzle_course, puzzle_course_id};
use super::puzzle::{Puzzle, read_puzzles};

/// Every shipped puzzle file: the game's command-line name (the file's stem in
/// `scenes/puzzles/`) and its RON text. A new game's puzzles are a file there and a line
/// here.
pub const SHIPPED_PUZZLES: [(&str, &str); 6] = [
    (
        "classical",
        include_str!("../../../../scenes/puzzles/classical.ron"),
    ),
    (
        "great",
        include_str!("../../../../scenes/puzzles/great.ron"),
    ),
    (
        "draughts",
        include_str!("../../../../scenes/puzzles/draughts.ron"),
    ),
    (
        "wirth",
        include_str!("../../../../scenes/puzzles/wirth.ron"),
    ),
    (
        "mattrix",
        include_str!("../../../../scenes/puzzles/mattrix.ron"),
    ),
    (
        "transit",
        include_str!("../../../../scenes/puzzles/transit.ron"),
    ),
];

/// Every shipped game's puzzles, read once: (game, puzzles), in the order of
/// [`SHIPPED_PUZZLES`]. A file that does not read gives no puzzles (`manifold-cli puzzles
/// check` and its test keep that from shipping); this never panics.
pub fn shipped_puzzles() -> &'static [(GameKind, Vec<Puzzle>)] {
    static SHIPPED: std::sync::OnceLock<Vec<(GameKind, Vec<Puzzle>)>> = std::sync::OnceLock::new();
    SHIPPED.get_or_init(|| {
        SHIPPED_PUZZLES
            .iter()
            .filter_map(|&(name, text)| {
                let game = GameKind::from_cli_name(name)?;
                Some((game, read_puzzles(text).unwrap_or_default()))
            })
            .collect()
    })
}

/// Every shipped game's puzzles as a lesson course: (id `puzzles/<game>`, course), in the
/// order of [`SHIPPED_PUZZLES`], for the lesson player and
/// [`crate::lessons::LessonProgress`].
pub fn shipped_puzzle_courses() -> &'static [(String, Course)] {
    static COURSES: std::sync::OnceLock<Vec<(String, Course)>> = std::sync::OnceLock::new();
    COURSES.get_or_init(|| {
        shipped_puzzles()
            .iter()
            .map(|(game, puzzles)| (puzzle_course_id(*game), puzzle_course(*game, puzzles)))
            .collect()
    })
}
