//! A game's puzzles as a lesson course ([`puzzle_course`]), so that the lesson player
//! plays them and [`crate::lessons::LessonProgress`] keeps the solved ones (no
//! rating): one step per puzzle, its goal [`Goal::FindMove`] of exactly the winning first
//! move, or [`Goal::MateIn`] against every defence ([`Opponent::Defends`]); its text a
//! message naming the theme and the side to play (`puzzle-mate_in_2-white`,
//! `puzzle-material-black`, `puzzle-crowning-white`, ...).

use crate::Session;
use crate::lessons::{CameraHint, Course, Goal, LessonHelp, Opponent, SeatView, Step};
use manifold_rules::{GameKind, Seat};

use super::puzzle::{Puzzle, Theme};

/// The id of `game`'s puzzle course, as [`crate::lessons::LessonProgress`] files
/// it: `puzzles/<game>` (`puzzles/classical`, `puzzles/draughts`).
pub fn puzzle_course_id(game: GameKind) -> String {
    format!("puzzles/{}", game.cli_name())
}

/// The title of `game`'s puzzle course: a Fluent message id (`puzzles-title-classical`).
pub fn puzzle_course_title(game: GameKind) -> String {
    format!("puzzles-title-{}", game.cli_name())
}

/// `game`'s puzzles as a lesson course, one step per puzzle, in order.
pub fn puzzle_course(game: GameKind, puzzles: &[Puzzle]) -> Course {
    Course {
        game,
        title: puzzle_course_title(game),
        steps: puzzles.iter().map(puzzle_step).collect(),
        // A puzzle is solved by finding the line, not by trying moves and taking them
        // back; the hint stays.
        help: LessonHelp {
            hints: true,
            takebacks: false,
        },
    }
}

/// One puzzle as a lesson step.
pub fn puzzle_step(puzzle: &Puzzle) -> Step {
    let seats = puzzle.game.seats();
    let seat = to_move(puzzle);
    let (goal, opponent) = match puzzle.theme {
        Theme::MateIn(n) => (Goal::MateIn(n), Opponent::Defends),
        _ => (
            Goal::FindMove(puzzle.solution.iter().take(1).cloned().collect()),
            Opponent::Passes,
        ),
    };
    Step {
        position: puzzle.position.clone(),
        text: step_text(puzzle.theme, seats, seat),
        arrows: Vec::new(),
        cells: Vec::new(),
        camera: Some(CameraHint::Side(seat_view(seats, seat))),
        goal,
        opponent,
        table: None,
    }
}

/// The step's message id: the theme and the side to play (`puzzle-mate_in_1-blue`).
pub fn step_text(theme: Theme, seats: u8, seat: Seat) -> String {
    format!("puzzle-{}-{}", theme.message_part(), side_word(seats, seat))
}

/// The side to move in the puzzle's position (White when it does not read).
fn to_move(puzzle: &Puzzle) -> Seat {
    Session::from_position_text(puzzle.game, &puzzle.position)
        .map(|s| s.game().position().turn())
        .unwrap_or(Seat::WHITE)
}

/// A seat's word in message ids: white and black, or white, blue and red.
fn side_word(seats: u8, seat: Seat) -> &'static str {
    match (seats, seat.0) {
        (_, 0) => "white",
        (3, 1) => "blue",
        (3, _) => "red",
        _ => "black",
    }
}

/// A seat's camera side.
fn seat_view(seats: u8, seat: Seat) -> SeatView {
    match (seats, seat.0) {
        (_, 0) => SeatView::White,
        (3, 1) => SeatView::Blue,
        (3, _) => SeatView::Red,
        _ => SeatView::Black,
    }
}
