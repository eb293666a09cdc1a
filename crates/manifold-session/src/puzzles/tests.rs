//! The checker refuses each kind of bad puzzle with its own error, and accepts good ones.

use super::verify::check_puzzle;
use super::*;
use crate::lessons::{Goal, Opponent};
use manifold_rules::{GameKind, VariantId};

const CLASSICAL: GameKind = GameKind::Chess(VariantId::Classical);

fn puzzle(position: &str, solution: &[&str], theme: Theme) -> Puzzle {
    Puzzle {
        game: CLASSICAL,
        position: position.into(),
        solution: solution.iter().map(|s| s.to_string()).collect(),
        theme,
    }
}

/// A back-rank mate in one: only Rd8 mates.
const BACK_RANK: &str = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";

#[test]
fn a_unique_mate_and_a_unique_material_win_pass() {
    assert_eq!(
        check_puzzle(&puzzle(BACK_RANK, &["Rd8#"], Theme::MateIn(1)), CLASSICAL),
        Ok(())
    );
    let queen = "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1";
    assert_eq!(
        check_puzzle(&puzzle(queen, &["Rxd5"], Theme::WinsMaterial), CLASSICAL),
        Ok(())
    );
}

#[test]
fn a_knight_fork_of_king_and_queen_is_a_fork() {
    // Nc7+ forks the king on e8 and the queen on a8 (White's pawn f2 keeps the win above
    // the finder's bar at its deeper depth too, where the network's judgement fades with
    // the quiet plies after Nxa8).
    let fork = "q3kb2/6pp/8/3N4/8/8/5PPP/2B1K3 w - - 0 1";
    assert_eq!(
        candidate(CLASSICAL, fork).map(|(p, _)| (p.solution, p.theme)),
        Some((vec!["Nc7+".to_string()], Theme::Fork))
    );
    let p = puzzle(fork, &["Nc7+"], Theme::Fork);
    assert_eq!(check_puzzle(&p, CLASSICAL), Ok(()));
}

#[test]
fn a_position_that_does_not_read_is_refused() {
    let p = puzzle("8/8/8/8 w - - 0 1", &["Rd8#"], Theme::MateIn(1));
    assert!(matches!(
        check_puzzle(&p, CLASSICAL),
        Err(PuzzleProblem::Position(_))
    ));
}

#[test]
fn an_illegal_solution_is_refused() {
    for bad in [&["Rd9"][..], &["Ra8"], &["Ke2", "Kf8"], &["Rd8#", "Kh8"]] {
        let p = puzzle(BACK_RANK, bad, Theme::MateIn(1));
        assert!(
            matches!(
                check_puzzle(&p, CLASSICAL),
                Err(PuzzleProblem::BadMove { .. })
            ),
            "{bad:?}"
        );
    }
    let p = puzzle(BACK_RANK, &[], Theme::MateIn(1));
    assert_eq!(check_puzzle(&p, CLASSICAL), Err(PuzzleProblem::NoSolution));
}

#[test]
fn a_second_winning_move_is_refused() {
    // The rook and the bishop both take the queen.
    let two = "4k3/8/8/3q4/8/8/B7/3RK3 w - - 0 1";
    for first in ["Rxd5", "Bxd5"] {
        let p = puzzle(two, &[first], Theme::WinsMaterial);
        assert!(
            matches!(
                check_puzzle(&p, CLASSICAL),
                Err(PuzzleProblem::SecondWins { .. })
            ),
            "{first}"
        );
    }
    // Either rook mates.
    let mates = "6k1/5ppp/8/8/8/8/5PPP/R2R2K1 w - - 0 1";
    let p = puzzle(mates, &["Rd8#"], Theme::MateIn(1));
    assert_eq!(
        check_puzzle(&p, CLASSICAL),
        Err(PuzzleProblem::SeveralMates { count: 2 })
    );
}

#[test]
fn wrong_mates_and_themes_are_refused() {
    let p = puzzle(BACK_RANK, &["Rd8#"], Theme::MateIn(2));
    assert_eq!(
        check_puzzle(&p, CLASSICAL),
        Err(PuzzleProblem::ShorterMate {
            moves: 2,
            fewest: 1
        })
    );
    let p = puzzle(BACK_RANK, &["Rd7"], Theme::MateIn(1));
    assert!(check_puzzle(&p, CLASSICAL).is_err());
    let p = puzzle(BACK_RANK, &["Rd8#"], Theme::MateIn(5));
    assert!(matches!(
        check_puzzle(&p, CLASSICAL),
        Err(PuzzleProblem::MateLength { .. })
    ));
    let p = puzzle(BACK_RANK, &["Re1"], Theme::MateIn(1));
    assert!(check_puzzle(&p, CLASSICAL).is_err());
    let p = puzzle(BACK_RANK, &["Rd8#"], Theme::Crowning);
    assert_eq!(
        check_puzzle(&p, CLASSICAL),
        Err(PuzzleProblem::ThemeNotForGame)
    );
    let p = puzzle(BACK_RANK, &["Rd8#"], Theme::Promotion);
    assert_eq!(check_puzzle(&p, CLASSICAL), Err(PuzzleProblem::NotTheTheme));
    let queen = "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1";
    let p = puzzle(queen, &["Rxd5"], Theme::Fork);
    assert_eq!(check_puzzle(&p, CLASSICAL), Err(PuzzleProblem::NotTheTheme));
    // Nothing to win at the start.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let p = puzzle(start, &["e4"], Theme::WinsMaterial);
    assert!(matches!(
        check_puzzle(&p, CLASSICAL),
        Err(PuzzleProblem::NoWin { .. })
    ));
    let p = puzzle(BACK_RANK, &["Rd8#"], Theme::MateIn(1));
    assert!(matches!(
        check_puzzle(&p, GameKind::Chess(VariantId::Great)),
        Err(PuzzleProblem::WrongGame { .. })
    ));
}

#[test]
fn a_file_is_refused_for_what_is_wrong_with_it() {
    let good = puzzle(BACK_RANK, &["Rd8#"], Theme::MateIn(1));
    let text = write_puzzles(std::slice::from_ref(&good));
    assert_eq!(check_puzzles("classical", &text), Ok(1));
    assert_eq!(
        check_puzzles("checkers", &text),
        Err(PuzzleError::UnknownGame {
            name: "checkers".into()
        })
    );
    assert!(matches!(
        check_puzzles("classical", "[(game: Chess(Classical)"),
        Err(PuzzleError::Unreadable { .. })
    ));
    assert_eq!(
        check_puzzles("classical", "[]"),
        Err(PuzzleError::NoPuzzles)
    );
    let twice = write_puzzles(&[good.clone(), good.clone()]);
    assert_eq!(
        check_puzzles("classical", &twice),
        Err(PuzzleError::Duplicate {
            number: 2,
            first: 1
        })
    );
    let bad = puzzle(
        "6k1/5ppp/8/8/8/8/5PPP/3R1K2 w - - 0 1",
        &["Rd9"],
        Theme::MateIn(1),
    );
    let text = write_puzzles(&[good, bad]);
    assert!(matches!(
        check_puzzles("classical", &text),
        Err(PuzzleError::Puzzle { number: 2, .. })
    ));
    // Every cut of a file is an error, never a panic.
    for cut in (0..text.len()).step_by(7) {
        if text.is_char_boundary(cut) {
            assert!(check_puzzles("classical", &text[..cut]).is_err());
        }
    }
}

#[test]
fn a_games_puzzles_make_a_lesson_course_the_lesson_checker_passes() {
    let mate = puzzle(BACK_RANK, &["Rd8#"], Theme::MateIn(1));
    let win = puzzle(
        "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1",
        &["Rxd5"],
        Theme::WinsMaterial,
    );
    let course = puzzle_course(CLASSICAL, &[mate, win]);
    assert_eq!(puzzle_course_id(CLASSICAL), "puzzles/classical");
    assert_eq!(course.title, "puzzles-title-classical");
    assert_eq!(course.steps[0].goal, Goal::MateIn(1));
    assert_eq!(course.steps[0].opponent, Opponent::Defends);
    assert_eq!(course.steps[0].text, "puzzle-mate_in_1-white");
    assert_eq!(course.steps[1].goal, Goal::FindMove(vec!["Rxd5".into()]));
    assert_eq!(course.steps[1].text, "puzzle-material-white");
    assert_eq!(crate::lessons::check(&course), Ok(2));
}

#[test]
fn the_finder_finds_only_puzzles_that_pass_the_check() {
    let mut config = FindConfig::new(CLASSICAL);
    config.games = 1;
    config.limit = 2;
    let found = find_puzzles(&config, &mut |_, _| {});
    for p in &found {
        assert_eq!(check_puzzle(p, CLASSICAL), Ok(()), "{p:?}");
    }
    assert_eq!(
        candidate(CLASSICAL, BACK_RANK).map(|(p, _)| p.solution),
        Some(vec!["Rd8#".to_string()])
    );
}
