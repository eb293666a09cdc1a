//! `lessons play`: a course taken in the terminal through the binary, with scripted input.
//! It answers with the app's lesson runner, so these are the checks of the lesson feedback
//! (issue 53, items 1-3): a wrong move names the goal and the moves that were left before
//! it; after `hint`, a move the rules forbid still says why; a Watch step ends with the
//! watched message, not with praise.

use crate::cli::{Run, cli};

/// Runs `lessons play` with `args` and the script `stdin`; it must end with status 0.
fn play(args: &[&str], stdin: &str) -> Run {
    let mut all = vec!["lessons", "play"];
    all.extend_from_slice(args);
    let run = cli(&all, Some(stdin));
    assert_eq!(
        run.code, 0,
        "lessons play {args:?} failed:\n{}{}",
        run.stdout, run.stderr
    );
    run
}

/// The part of `text` from `from` up to `to` (or to its end).
fn between<'a>(text: &'a str, from: &str, to: &str) -> &'a str {
    let start = text
        .find(from)
        .unwrap_or_else(|| panic!("no {from:?} in:\n{text}"));
    let rest = &text[start..];
    match rest[from.len()..].find(to) {
        Some(end) => &rest[..from.len() + end],
        None => rest,
    }
}

#[test]
fn a_wrong_draughts_move_names_the_goal_and_the_one_move_left() {
    let run = play(&["draughts/basics"], "c3-b4\nc3-d4\nquit\n");
    let out = &run.stdout;
    assert!(out.contains("Step 1 of 12"), "{out}");
    assert!(out.contains("Goal: land on d4, in 1 move."), "{out}");
    assert!(
        out.contains(
            "Not quite: the goal was to land on d4 with 1 move left, and after that move it \
             can no longer be done. The move was taken back."
        ),
        "{out}"
    );
    // The lesson goes on: the right move solves the step and the next begins.
    assert!(out.contains("White: c3-d4"), "{out}");
    assert!(out.contains("Well done! Go on to the next step."), "{out}");
    assert!(out.contains("Step 2 of 12"), "{out}");
    assert!(out.contains("Lesson left at step 2 of 12."), "{out}");
}

#[test]
fn a_wrong_great_chess_move_names_both_cells_and_the_two_moves_left() {
    let run = play(&["great/basics", "--step", "2"], "d4d6\nd4a7\nquit\n");
    let out = &run.stdout;
    assert!(out.contains("Step 2 of 10"), "{out}");
    assert!(
        out.contains("the goal was to land on a7, j7 with 2 moves left"),
        "{out}"
    );
    // The others pass: one move left after d4-a7.
    assert!(out.contains("Good. One move left."), "{out}");
}

#[test]
fn after_the_hint_a_move_the_rules_forbid_still_says_why() {
    // Draughts step 2: the capture is compulsory, so c3-b4 is no move here.
    let run = play(
        &["draughts/basics", "--step", "2"],
        "hint\nc3-b4\nc3:e5\nquit\n",
    );
    let out = &run.stdout;
    assert!(out.contains("hint: c3:e5"), "{out}");
    let after_hint = between(out, "hint: c3:e5", "White: c3:e5");
    assert!(
        after_hint.contains("'c3-b4' is not legal here") && after_hint.contains("capture"),
        "{after_hint}"
    );
    assert!(out.contains("Well done!"), "{out}");
}

#[test]
fn a_watch_step_ends_with_the_watched_message_not_praise() {
    // Great Chess step 1 plays e4 and f7 itself, then step 2 asks for a move.
    let run = play(&["great/basics"], "quit\n");
    let out = &run.stdout;
    let watch = between(out, "Step 1 of 10", "Step 2 of 10");
    assert!(
        watch.contains("Watch: the moves play themselves."),
        "{watch}"
    );
    assert!(watch.contains("White: e4"), "{watch}");
    assert!(watch.contains("Black: f7"), "{watch}");
    assert!(
        watch.contains("That is how it goes. Go on to the next step."),
        "{watch}"
    );
    assert!(!watch.contains("Well done"), "{watch}");
    assert!(out.contains("Lesson left at step 2 of 10."), "{out}");
}

#[test]
fn bad_typed_moves_get_a_reason_and_the_lesson_goes_on() {
    let run = play(&["draughts/basics"], "zz9\nc3-d5\n\nc3-d4\nquit\n");
    let out = &run.stdout;
    assert!(out.contains("'zz9' is not a draughts move"), "{out}");
    assert!(out.contains("Well done!"), "{out}");
}

#[test]
fn the_last_step_solved_ends_the_course() {
    let run = play(&["draughts/basics", "--step", "12"], "a1:e5\n");
    let out = &run.stdout;
    assert!(out.contains("Step 12 of 12"), "{out}");
    assert!(
        out.contains("The course is over: its last step is done."),
        "{out}"
    );
    assert!(!out.contains("Lesson left"), "{out}");
}

#[test]
fn quit_and_the_end_of_input_end_with_status_0() {
    let quit = play(&["wirth/basics"], "quit\n");
    assert!(
        quit.stdout.contains("Lesson left at step 1 of"),
        "{}",
        quit.stdout
    );
    let eof = play(&["wirth/basics", "--step", "3"], "");
    assert!(
        eof.stdout.contains("Lesson left at step 3 of"),
        "{}",
        eof.stdout
    );
    assert!(eof.stderr.is_empty(), "{}", eof.stderr);
    // A game's puzzles are a course too.
    let puzzles = play(&["puzzles/classical"], "hint\n");
    assert!(puzzles.stdout.contains("hint: "), "{}", puzzles.stdout);
}

#[test]
fn lang_ru_speaks_russian() {
    let run = play(&["--lang", "ru", "draughts/basics"], "c3-b4\nhint\nquit\n");
    let out = &run.stdout;
    assert!(out.contains("Шаг 1 из 12"), "{out}");
    assert!(out.contains("Ваша сторона: Белые."), "{out}");
    assert!(out.contains("Цель: встать на d4, за 1 ход."), "{out}");
    assert!(
        out.contains("Не совсем: цель была — встать на d4, оставался 1 ход"),
        "{out}"
    );
    assert!(out.contains("подсказка: c3-d4"), "{out}");
    assert!(out.contains("Урок прерван на шаге 1 из 12."), "{out}");
}

/// Runs `lessons play` with `args`, which must fail with usage code 2 and one error line.
fn refused(args: &[&str]) -> String {
    let run = cli(args, Some("quit\n"));
    assert_eq!(run.code, 2, "{args:?}: {}{}", run.stdout, run.stderr);
    assert!(run.stdout.is_empty(), "{}", run.stdout);
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{}", run.stderr);
    lines[0].to_string()
}

#[test]
fn an_unknown_course_or_step_is_a_clear_error_in_both_languages() {
    let line = refused(&["lessons", "play", "chess/basics"]);
    assert!(
        line.starts_with("error: there is no course 'chess/basics' (courses: classical/basics"),
        "{line}"
    );
    assert!(line.contains("draughts/basics"), "{line}");
    let line = refused(&["--lang", "ru", "lessons", "play", "chess/basics"]);
    assert!(line.contains("курса «chess/basics» нет"), "{line}");
    let line = refused(&["lessons", "play", "draughts/basics", "--step", "13"]);
    assert_eq!(
        line, "error: draughts/basics has steps 1 to 12 (got 13)",
        "{line}"
    );
    let line = refused(&["lessons", "play", "draughts/basics", "--step", "0"]);
    assert!(line.contains("(got 0)"), "{line}");
    let line = refused(&[
        "--lang",
        "ru",
        "lessons",
        "play",
        "draughts/basics",
        "--step",
        "13",
    ]);
    assert!(
        line.contains("в курсе draughts/basics шаги с 1 по 12"),
        "{line}"
    );
}
