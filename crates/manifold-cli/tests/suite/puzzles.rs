//! The shipped puzzles: every puzzle file passes `manifold-cli puzzles check` (what CI
//! runs), and every game's puzzles are a lesson course the app's lesson player can play.

use std::time::Instant;

use manifold_cli::puzzles::check_command;
use manifold_locale::Language;
use manifold_session::puzzles::{SHIPPED_PUZZLES, shipped_puzzle_courses, shipped_puzzles};

#[test]
fn every_shipped_puzzle_passes_the_check() {
    let start = Instant::now();
    let mut out = Vec::new();
    let result = check_command(&[], Language::English, &mut out);
    let text = String::from_utf8(out).unwrap();
    print!("{text}");
    println!("checked in {:.1} s", start.elapsed().as_secs_f64());
    assert!(result.is_ok(), "{text}");
    assert_eq!(text.lines().count(), SHIPPED_PUZZLES.len());
    assert!(text.lines().all(|l| l.starts_with("ok ")), "{text}");
}

#[test]
fn every_game_has_a_puzzle_course() {
    assert_eq!(shipped_puzzles().len(), 6);
    let courses = shipped_puzzle_courses();
    assert_eq!(courses.len(), 6);
    for ((id, course), (game, puzzles)) in courses.iter().zip(shipped_puzzles()) {
        assert_eq!(id, &format!("puzzles/{}", game.cli_name()));
        assert_eq!(course.game, *game);
        assert_eq!(course.steps.len(), puzzles.len());
        assert!(!puzzles.is_empty(), "{id}: no puzzles");
    }
}
