//! The checker catches each kind of broken step; the lesson player judges moves as the
//! checker proved them.

use super::*;
use manifold_rules::AnyMove;

/// A one-step Wirth course with this step text (RON) inside `steps: [...]`.
fn course(step: &str) -> String {
    format!("(game: Chess(Wirth), title: \"lesson-wirth-basics-title\", steps: [{step}])")
}

const ROOK: &str = "12/9K2/12/12/7k4/12/12/6R5/12/12/12/12 w - - 0 1";

fn step(position: &str, text: &str, goal: &str) -> String {
    format!("(position: \"{position}\", text: \"{text}\", goal: {goal})")
}

fn checked(step_text: &str) -> Result<usize, CourseError> {
    check_course("wirth/test", &course(step_text))
}

#[test]
fn a_sound_step_passes() {
    let good = step(
        ROOK,
        "lesson-wirth-basics-rook-lines",
        "ReachCells(piece: \"E3\", cells: [\"L3\", \"L11\"], moves: 2)",
    );
    assert_eq!(checked(&good), Ok(1));
}

#[test]
fn each_kind_of_broken_step_is_caught() {
    let text = "lesson-wirth-basics-rook-lines";
    let reach = |cells: &str, moves: u32| {
        format!("ReachCells(piece: \"E3\", cells: [{cells}], moves: {moves})")
    };
    assert!(matches!(
        checked(&step("12/12 w - - 0 1", text, &reach("\"L3\"", 1))),
        Err(CourseError::Position { step: 1, .. })
    ));
    assert_eq!(
        checked(&step(ROOK, text, &reach("\"Z3\"", 1))),
        Err(CourseError::UnknownCell {
            step: 1,
            name: "Z3".into()
        })
    );
    assert_eq!(
        checked(&step(ROOK, "lesson-no-such-text", &reach("\"L3\"", 1))),
        Err(CourseError::MissingText {
            step: 1,
            id: "lesson-no-such-text".into(),
            language: manifold_locale::Language::English
        })
    );
    // L3 then L11 needs two moves.
    assert_eq!(
        checked(&step(ROOK, text, &reach("\"L3\", \"L11\"", 1))),
        Err(CourseError::Unreachable { step: 1 })
    );
    // A watch move that is not legal in turn (the rook cannot jump like a knight).
    assert!(matches!(
        checked(&step(ROOK, text, "Watch([\"E3L3\", \"F6F5\", \"L3K5\"])")),
        Err(CourseError::BadMove { step: 1, ref text, .. }) if text == "L3K5"
    ));
    assert!(matches!(
        checked(&step(ROOK, text, "FindMove([\"E3F4\"])")),
        Err(CourseError::BadMove { step: 1, .. })
    ));
    assert_eq!(
        checked(&step(ROOK, text, "MateIn(1)")),
        Err(CourseError::Unreachable { step: 1 })
    );
    assert_eq!(
        checked(&step(ROOK, text, "MakeTransit")),
        Err(CourseError::Unreachable { step: 1 })
    );
    assert_eq!(
        checked(&step(
            ROOK,
            text,
            "ReachCells(piece: \"F6\", cells: [\"F5\"], moves: 1)"
        )),
        Err(CourseError::NoPiece {
            step: 1,
            cell: "F6".into()
        })
    );
    assert_eq!(
        checked(&step(ROOK, text, "FindMove([])")),
        Err(CourseError::EmptyGoal { step: 1 })
    );
    assert!(matches!(
        check_course("wirth/test", "(game: Chess(Wirth))"),
        Err(CourseError::Unreadable { .. })
    ));
    assert_eq!(
        check_course(
            "wirth/test",
            "(game: Chess(Wirth), title: \"lesson-wirth-basics-title\", steps: [])"
        ),
        Err(CourseError::NoSteps)
    );
    assert!(matches!(
        check_course(
            "mattrix/test",
            &course(&step(ROOK, text, &reach("\"L3\"", 1)))
        ),
        Err(CourseError::WrongGame { .. })
    ));
}

#[test]
fn the_camera_views_of_the_torus_are_for_wirth_only() {
    let text = "(game: Chess(Classical), title: \"lesson-wirth-basics-title\", steps: [(position: \
         \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\", text: \"lesson-wirth-basics-flat\", camera: \
         Some(TorusSpin(1.0, 2.0)), goal: Watch([\"a1a2\"]))])";
    assert_eq!(
        check_course("classical/test", text),
        Err(CourseError::CameraNotForGame { step: 1 })
    );
}

fn run_of(id: &str, index: usize) -> LessonRun {
    let (_, course) = shipped_courses()
        .iter()
        .find(|(i, _)| *i == id)
        .expect("a shipped course");
    LessonRun::new(course, index).expect("a shipped step reads")
}

fn mv(run: &LessonRun, text: &str) -> AnyMove {
    run.game()
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn a_run_answers_continue_solved_and_wrong_and_takes_wrong_moves_back() {
    let mut run = run_of("wirth/basics", 2); // the rook to L3, then L11
    let before = run.game().position().text();
    let wrong = mv(&run, "E3E4");
    assert_eq!(
        run.play(&wrong),
        Answer::Wrong(WrongMove::OutOfReach {
            goal: StepGoal::Reach {
                cells: vec!["L3".into(), "L11".into()]
            },
            moves_left: 2
        })
    );
    assert_eq!(run.game().position().text(), before, "taken back");
    let king = mv(&run, "H9H8");
    assert_eq!(
        run.play(&king),
        Answer::Wrong(WrongMove::OtherPiece { cell: "E3".into() })
    );
    assert_eq!(run.hint(), Some(mv(&run, "E3L3")));
    let first = mv(&run, "E3L3");
    assert_eq!(run.play(&first), Answer::Continue { replies: vec![] });
    assert_eq!(run.moves_left(), 1);
    assert_eq!(
        run.game().position().turn(),
        run.learner(),
        "the others passed"
    );
    let second = mv(&run, "L3L11");
    assert_eq!(run.play(&second), Answer::Solved);
    assert!(run.is_solved());
    assert_eq!(run.play(&second), Answer::Wrong(WrongMove::AlreadySolved));
    run.restart();
    assert_eq!(run.game().position().text(), before);
}

#[test]
fn find_move_mate_and_transit_steps_judge_their_moves() {
    let mut run = run_of("wirth/basics", 11); // castle long
    assert_eq!(
        run.play(&mv(&run, "E1F1")),
        Answer::Wrong(WrongMove::NotTheMove)
    );
    assert_eq!(run.play(&mv(&run, "O-O-O")), Answer::Solved);
    let mut run = run_of("wirth/basics", 12); // mate across the seam
    assert_eq!(
        run.play(&mv(&run, "J1J2")),
        Answer::Wrong(WrongMove::OutOfReach {
            goal: StepGoal::Mate,
            moves_left: 1
        })
    );
    assert_eq!(run.play(&mv(&run, "J1J5")), Answer::Solved);
    let mut run = run_of("transit/basics", 0);
    assert_eq!(
        run.play(&mv(&run, "1:e4")),
        Answer::Wrong(WrongMove::NotATransit)
    );
    assert_eq!(run.play(&mv(&run, "1:Ng1>2")), Answer::Solved);
}

#[test]
fn a_watch_step_plays_itself() {
    let mut run = run_of("transit/basics", 8);
    assert!(run.is_watch());
    let first = run.hint().unwrap();
    assert_eq!(run.play(&first), Answer::Wrong(WrongMove::WatchOnly));
    let mut played = 0;
    while run.watch_next().is_some() {
        played += 1;
    }
    assert_eq!(played, 3);
    assert!(run.is_solved());
}

#[test]
fn a_passing_step_refuses_a_check() {
    let mut run = run_of("wirth/basics", 2); // two rook moves; the black king is on F6
    assert_eq!(
        run.play(&mv(&run, "E3F3")),
        Answer::Wrong(WrongMove::GivesCheck)
    );
}

#[test]
fn defenders_answer_and_the_goal_is_proved_against_every_answer() {
    // Mate in 2 in classical chess with two rooks against the king on h8.
    let text = "(game: Chess(Classical), title: \"lesson-wirth-basics-title\", steps: [(position: \
                \"7k/8/8/8/8/8/1R6/R5K1 w - - 0 1\", text: \"lesson-wirth-basics-mate\", goal: \
                MateIn(2), opponent: Defends)])";
    assert_eq!(check_course("classical/test", text), Ok(1));
    let course = Course::from_ron(text).unwrap();
    let mut run = LessonRun::new(&course, 0).unwrap();
    let first = run.hint().expect("a first move");
    let Answer::Continue { replies } = run.play(&first) else {
        panic!("the first move does not mate");
    };
    assert_eq!(replies.len(), 1, "one defence was played");
    let mate = run.hint().expect("a mating move");
    assert_eq!(run.play(&mate), Answer::Solved);
}

/// A one-step classical course with this position and goal (RON), the others defending.
fn classical_defended(position: &str, goal: &str) -> String {
    format!(
        "(game: Chess(Classical), title: \"lesson-classical-basics-title\", steps: [(position: \
         \"{position}\", text: \"lesson-classical-basics-out-of-check\", goal: {goal}, \
         opponent: Defends)])"
    )
}

fn run_of_text(text: &str) -> LessonRun {
    LessonRun::new(&Course::from_ron(text).unwrap(), 0).unwrap()
}

#[test]
fn a_step_to_survive_is_played_through_against_the_most_dangerous_answers() {
    // The rook checks; only Ke5 escapes and keeps the knight from the black king.
    let text = classical_defended("8/8/3K4/8/5N2/5k2/8/3r4 w - - 0 1", "Survive(moves: 2)");
    assert_eq!(check_course("classical/test", &text), Ok(1));
    let mut run = run_of_text(&text);
    let before = run.game().position().text();
    assert_eq!(
        run.play(&mv(&run, "Kc6")),
        Answer::Wrong(WrongMove::PieceLost { cell: "f4".into() })
    );
    assert_eq!(
        run.play(&mv(&run, "Nd5")),
        Answer::Wrong(WrongMove::PieceLost { cell: "d5".into() })
    );
    assert_eq!(run.game().position().text(), before, "taken back");
    assert_eq!(run.hint(), Some(mv(&run, "Ke5")));
    let Answer::Continue { replies } = run.play(&mv(&run, "Ke5")) else {
        panic!("Ke5 survives the first move");
    };
    // Of Black's answers the lesson plays the one leaving the fewest safe moves: the check.
    assert_eq!(replies.len(), 1);
    assert!(run.game().checked_king().is_some(), "Black checks again");
    assert_eq!(run.moves_left(), 1);
    let last = run.hint().expect("a way through");
    assert_eq!(run.play(&last), Answer::Solved);
}

#[test]
fn a_step_that_cannot_be_survived_is_refused() {
    // The queen checks along the first rank: every king move leaves the rook on a1 to it.
    let text = classical_defended("4k3/8/8/8/8/8/8/R3K2q w - - 0 1", "Survive(moves: 1)");
    assert_eq!(
        check_course("classical/test", &text),
        Err(CourseError::Unreachable { step: 1 })
    );
    let mut run = run_of_text(&text);
    assert_eq!(
        run.play(&mv(&run, "Kd2")),
        Answer::Wrong(WrongMove::PieceLost { cell: "a1".into() })
    );
}

#[test]
fn a_move_that_lets_the_others_mate_is_taken_back() {
    // The back rank: a knight move that does nothing lets Ra1 mate.
    let text = classical_defended("r5k1/8/8/8/3N4/8/5PPP/6K1 w - - 0 1", "Survive(moves: 1)");
    assert_eq!(check_course("classical/test", &text), Ok(1));
    let mut run = run_of_text(&text);
    assert_eq!(run.play(&mv(&run, "Nb5")), Answer::Wrong(WrongMove::Mated));
    assert_eq!(run.play(&mv(&run, "h3")), Answer::Solved);
}

#[test]
fn a_step_to_survive_needs_answers_and_a_table_must_exist() {
    let passing = "(game: Chess(Classical), title: \"lesson-classical-basics-title\", steps: \
                   [(position: \"8/8/3K4/8/5N2/5k2/8/3r4 w - - 0 1\", text: \
                   \"lesson-classical-basics-out-of-check\", goal: Survive(moves: 2))])";
    assert_eq!(
        check_course("classical/test", passing),
        Err(CourseError::NobodyAnswers { step: 1 })
    );
    let tabled = "(game: Draughts, title: \"lesson-draughts-basics-title\", steps: [(position: \
                  \"W:WKa1:Bd4,h8\", text: \"lesson-draughts-basics-nujelm\", goal: \
                  FindMove([\"a1:e5\"]), table: Some(TABLE))])";
    assert_eq!(
        check_course(
            "draughts/test",
            &tabled.replace("TABLE", "\"nujelm-draughts\"")
        ),
        Ok(1)
    );
    // The chess table is not a draughts table.
    assert_eq!(
        check_course(
            "draughts/test",
            &tabled.replace("TABLE", "\"nujelm-chess\"")
        ),
        Err(CourseError::UnknownTable {
            step: 1,
            name: "nujelm-chess".into()
        })
    );
}

/// A wrong move's reason says what the step asked for and how many moves it had left
/// before the move (a new player read "cannot be reached in the 1 move left" after the
/// step's only move, and never learnt the goal): draughts step 1, one move to reach d4,
/// c3-b4; Great Chess step 2, two moves to land on a7 and j7, d4-d6.
#[test]
fn a_move_out_of_reach_names_the_goal_and_the_moves_before_it() {
    use manifold_locale::{Language, Localize, text};
    let mut run = run_of("draughts/basics", 0);
    let Answer::Wrong(why) = run.play(&mv(&run, "c3-b4")) else {
        panic!("c3-b4 is wrong here");
    };
    assert_eq!(
        why,
        WrongMove::OutOfReach {
            goal: StepGoal::Reach {
                cells: vec!["d4".into()]
            },
            moves_left: 1
        }
    );
    assert_eq!(
        text(Language::English, &why.message()),
        "the goal was to land on d4 with 1 move left, and after that move it can no longer be done"
    );
    assert_eq!(
        text(Language::Russian, &why.message()),
        "цель была — встать на d4, оставался 1 ход, а после этого хода её уже не достичь"
    );
    let mut run = run_of("great/basics", 1);
    let Answer::Wrong(why) = run.play(&mv(&run, "d4d6")) else {
        panic!("d4-d6 is wrong here");
    };
    assert_eq!(
        text(Language::English, &why.message()),
        "the goal was to land on a7, j7 with 2 moves left, and after that move it can no longer be done"
    );
}
