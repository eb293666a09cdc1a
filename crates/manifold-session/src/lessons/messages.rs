//! The lessons' messages as typed values: why a move in a step was taken back
//! ([`WrongMove`]), and what is wrong with a course file ([`CourseError`]).

use crate::{MoveTextError, TextError};
use manifold_locale::{Language, Localize, Message};

/// What a step asks for, as a wrong move's reason says it ("the goal was to land on L3
/// and L11 with 2 moves left").
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum StepGoal {
    /// Land the piece on each of these cells (their names).
    Reach {
        /// The cells' names, in the step's order.
        cells: Vec<String>,
    },
    /// Take every piece of the others but their kings.
    CaptureAll,
    /// Play the one good move.
    FindMove,
    /// Mate.
    Mate,
    /// Make a transit to the other board.
    Transit,
    /// Crown a draughts man.
    Crown,
    /// Watch the step play itself.
    Watch,
    /// Play the moves without losing a piece or being mated.
    Survive,
}

impl Localize for StepGoal {
    fn message(&self) -> Message {
        match self {
            StepGoal::Reach { cells } => {
                Message::new("lessons-goal-reach").text("cells", cells.join(", "))
            }
            StepGoal::CaptureAll => Message::new("lessons-goal-capture_all"),
            StepGoal::FindMove => Message::new("lessons-goal-find_move"),
            StepGoal::Mate => Message::new("lessons-goal-mate"),
            StepGoal::Transit => Message::new("lessons-goal-transit"),
            StepGoal::Crown => Message::new("lessons-goal-crown"),
            StepGoal::Watch => Message::new("lessons-goal-watch"),
            StepGoal::Survive => Message::new("lessons-goal-survive"),
        }
    }
}

/// Why the learner's move was not accepted (it is taken back).
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum WrongMove {
    /// The move is not legal here.
    NotLegal,
    /// A legal move, but not the one the step asks for.
    NotTheMove,
    /// The step asks for the piece on this cell to move.
    OtherPiece {
        /// The cell of the piece that should move.
        cell: String,
    },
    /// The others pass in this step, so a move may not give check.
    GivesCheck,
    /// After this move the goal can no longer be reached in the moves left.
    OutOfReach {
        /// What the step asked for.
        goal: StepGoal,
        /// The moves the step had left before this one.
        moves_left: u32,
    },
    /// The step asks for a transit.
    NotATransit,
    /// This step plays itself.
    WatchOnly,
    /// The step is already solved.
    AlreadySolved,
    /// A step to survive: after this move the others can take the piece on this cell.
    PieceLost {
        /// The cell of the piece they can take.
        cell: String,
    },
    /// A step to survive: after this move the others can mate.
    Mated,
}

impl Localize for WrongMove {
    fn message(&self) -> Message {
        match self {
            WrongMove::OtherPiece { cell } => {
                Message::new("lessons-wrong-other_piece").text("cell", cell)
            }
            WrongMove::OutOfReach { goal, moves_left } => {
                Message::new("lessons-wrong-out_of_reach")
                    .message("goal", goal.message())
                    .number("moves", *moves_left)
            }
            WrongMove::NotLegal => Message::new("lessons-wrong-not_legal"),
            WrongMove::NotTheMove => Message::new("lessons-wrong-not_the_move"),
            WrongMove::GivesCheck => Message::new("lessons-wrong-gives_check"),
            WrongMove::NotATransit => Message::new("lessons-wrong-not_a_transit"),
            WrongMove::WatchOnly => Message::new("lessons-wrong-watch_only"),
            WrongMove::AlreadySolved => Message::new("lessons-wrong-already_solved"),
            WrongMove::PieceLost { cell } => {
                Message::new("lessons-wrong-piece_lost").text("cell", cell)
            }
            WrongMove::Mated => Message::new("lessons-wrong-mated"),
        }
    }
}

/// What is wrong with a course (a step is numbered from 1).
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum CourseError {
    /// The file is not a course (RON's own words).
    Unreadable {
        /// The reader's detail.
        detail: String,
    },
    /// The course has no steps.
    NoSteps,
    /// The course is filed under another game than it says it is for.
    WrongGame {
        /// The game of its folder.
        folder: String,
        /// The game it names.
        named: String,
    },
    /// A message id the course uses is missing in a language.
    MissingText {
        /// The step (0: the course's title).
        step: usize,
        /// The message id.
        id: String,
        /// The language without it.
        language: Language,
    },
    /// The step's position does not read.
    Position {
        /// The step, from 1.
        step: usize,
        /// The game's reader's error on the step's position text.
        error: Box<TextError>,
    },
    /// A cell name that the board does not have.
    UnknownCell {
        /// The step, from 1.
        step: usize,
        /// The cell name as the course writes it.
        name: String,
    },
    /// A move that does not read or is not legal where it is played.
    BadMove {
        /// The step, from 1.
        step: usize,
        /// The move as written.
        text: String,
        /// The move reader's error: unreadable, or illegal and why.
        error: Box<MoveTextError>,
    },
    /// The piece a step names stands on no cell of the learner's.
    NoPiece {
        /// The step, from 1.
        step: usize,
        /// The name of the cell the step names, where no piece of the learner's stands.
        cell: String,
    },
    /// A list the goal needs is empty (no accepted move, nothing to watch, no cell).
    EmptyGoal {
        /// The step, from 1.
        step: usize,
    },
    /// The camera hint is for another board (the torus views outside Wirth chess).
    CameraNotForGame {
        /// The step, from 1.
        step: usize,
    },
    /// No legal play reaches the goal within the step's moves.
    Unreachable {
        /// The step, from 1.
        step: usize,
    },
    /// The step names a table that is no shipped preset of its game.
    UnknownTable {
        /// The step, from 1.
        step: usize,
        /// The table's name as the course writes it.
        name: String,
    },
    /// A step to survive where the others pass: nothing threatens the learner.
    NobodyAnswers {
        /// The step, from 1.
        step: usize,
    },
}

impl Localize for CourseError {
    fn message(&self) -> Message {
        match self {
            CourseError::Unreadable { detail } => {
                Message::new("lessons-error-unreadable").text("detail", detail)
            }
            CourseError::NoSteps => Message::new("lessons-error-no_steps"),
            CourseError::WrongGame { folder, named } => Message::new("lessons-error-wrong_game")
                .text("folder", folder)
                .text("named", named),
            CourseError::MissingText { step, id, language } => {
                let lang = match language {
                    Language::English => "en",
                    Language::Russian => "ru",
                };
                Message::new("lessons-error-missing_text")
                    .number("step", *step)
                    .text("id", id)
                    .text("language", lang)
            }
            CourseError::Position { step, error } => Message::new("lessons-error-position")
                .number("step", *step)
                .message("reason", error),
            CourseError::UnknownCell { step, name } => Message::new("lessons-error-unknown_cell")
                .number("step", *step)
                .text("name", name),
            CourseError::BadMove { step, text, error } => Message::new("lessons-error-bad_move")
                .number("step", *step)
                .text("move", text)
                .message("reason", error),
            CourseError::NoPiece { step, cell } => Message::new("lessons-error-no_piece")
                .number("step", *step)
                .text("cell", cell),
            CourseError::EmptyGoal { step } => {
                Message::new("lessons-error-empty_goal").number("step", *step)
            }
            CourseError::CameraNotForGame { step } => {
                Message::new("lessons-error-camera_not_for_game").number("step", *step)
            }
            CourseError::Unreachable { step } => {
                Message::new("lessons-error-unreachable").number("step", *step)
            }
            CourseError::UnknownTable { step, name } => Message::new("lessons-error-unknown_table")
                .number("step", *step)
                .text("name", name),
            CourseError::NobodyAnswers { step } => {
                Message::new("lessons-error-nobody_answers").number("step", *step)
            }
        }
    }
}

manifold_locale::display_in_english!(WrongMove, CourseError, StepGoal);

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    #[test]
    fn every_wrong_move_renders() {
        assert_every_variant_renders(
            &[
                WrongMove::NotLegal,
                WrongMove::NotTheMove,
                WrongMove::OtherPiece { cell: "E3".into() },
                WrongMove::GivesCheck,
                WrongMove::OutOfReach {
                    goal: StepGoal::Reach {
                        cells: vec!["L3".into(), "L11".into()],
                    },
                    moves_left: 2,
                },
                WrongMove::NotATransit,
                WrongMove::WatchOnly,
                WrongMove::AlreadySolved,
                WrongMove::PieceLost { cell: "e4".into() },
                WrongMove::Mated,
            ],
            &[],
        );
    }

    #[test]
    fn every_step_goal_renders() {
        assert_every_variant_renders(
            &[
                StepGoal::Reach {
                    cells: vec!["e5".into()],
                },
                StepGoal::CaptureAll,
                StepGoal::FindMove,
                StepGoal::Mate,
                StepGoal::Transit,
                StepGoal::Crown,
                StepGoal::Watch,
                StepGoal::Survive,
            ],
            &[],
        );
    }

    #[test]
    fn every_course_error_renders() {
        let game = manifold_rules::AnyGame::new(manifold_rules::GameKind::Chess(
            manifold_rules::VariantId::Classical,
        ));
        let error = game.parse_move("e5").unwrap_err();
        let position = crate::Session::from_position_text(
            manifold_rules::GameKind::Chess(manifold_rules::VariantId::Classical),
            "",
        )
        .unwrap_err();
        assert_every_variant_renders(
            &[
                CourseError::Unreadable {
                    detail: "1:1: expected".into(),
                },
                CourseError::NoSteps,
                CourseError::WrongGame {
                    folder: "wirth".into(),
                    named: "mattrix".into(),
                },
                CourseError::MissingText {
                    step: 2,
                    id: "lesson-x".into(),
                    language: Language::Russian,
                },
                CourseError::Position {
                    step: 1,
                    error: Box::new(position),
                },
                CourseError::UnknownCell {
                    step: 3,
                    name: "Z9".into(),
                },
                CourseError::BadMove {
                    step: 4,
                    text: "e5".into(),
                    error: Box::new(error),
                },
                CourseError::NoPiece {
                    step: 5,
                    cell: "E3".into(),
                },
                CourseError::EmptyGoal { step: 6 },
                CourseError::CameraNotForGame { step: 7 },
                CourseError::Unreachable { step: 8 },
                CourseError::UnknownTable {
                    step: 9,
                    name: "nujelm-wirth".into(),
                },
                CourseError::NobodyAnswers { step: 10 },
            ],
            &[],
        );
    }
}
