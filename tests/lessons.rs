//! The shipped lessons: every course passes `manifold-cli lessons check` (what CI runs),
//! and the claims a step's text makes that its goal does not prove hold in the rules
//! engine.

use manifold::cli::lessons::check_command;
use manifold::locale::Language;

#[test]
fn every_shipped_course_passes_the_check() {
    let mut out = Vec::new();
    let result = check_command(&[], Language::English, &mut out);
    let text = String::from_utf8(out).unwrap();
    print!("{text}");
    assert!(result.is_ok(), "{text}");
    assert_eq!(text.lines().count(), manifold::session::lessons::SHIPPED_COURSES.len());
    assert!(text.lines().all(|l| l.starts_with("ok ")), "{text}");
}
