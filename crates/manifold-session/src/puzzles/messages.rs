//! What is wrong with a puzzle ([`PuzzleProblem`]) or a puzzle file ([`PuzzleError`]), as
//! typed values with their Fluent messages.

use crate::lessons::CourseError;
use crate::{MoveTextError, TextError};
use manifold_ai::Score;
use manifold_locale::{Localize, Message};

/// What is wrong with one puzzle.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum PuzzleProblem {
    /// It names another game than its file's.
    WrongGame {
        /// The game it names.
        named: String,
    },
    /// Its position does not read.
    Position(Box<TextError>),
    /// Its solution has no move.
    NoSolution,
    /// A move of the solution does not read or is not legal where it is played.
    BadMove {
        /// The move as written.
        text: String,
        /// The move reader's error: unreadable, or illegal and why.
        error: Box<MoveTextError>,
    },
    /// The position has fewer than two legal moves: nothing to find.
    NoChoice,
    /// A mate longer than the puzzles of this game prove (or of no moves).
    MateLength {
        /// The mate's length it claims.
        moves: u32,
        /// The longest proved for the game.
        longest: u32,
    },
    /// No mate in that many moves is forced.
    NoMate {
        /// The length the puzzle claims: mate in this many of the solver's moves.
        moves: u32,
    },
    /// A shorter mate is forced.
    ShorterMate {
        /// The moves claimed.
        moves: u32,
        /// The fewest that mate.
        fewest: u32,
    },
    /// More than one first move forces the mate.
    SeveralMates {
        /// How many first moves do.
        count: usize,
    },
    /// The solution's first move does not force the mate (another does).
    NotTheMate,
    /// The engine's best move is another one.
    NotTheBest {
        /// The engine's move.
        best: String,
    },
    /// Another move is within the margin of the winning one: it wins too.
    SecondWins {
        /// The second-best move, as the game writes moves (SAN in chess, PDN in draughts).
        other: String,
        /// By how much the winning move beats it.
        margin: Score,
        /// The margin needed.
        needed: Score,
    },
    /// The winning move does not score a win.
    NoWin {
        /// The engine's score of the best move, for the side to move (centipawns; in draughts
        /// hundredths of a man).
        score: Score,
        /// The least score that wins.
        needed: Score,
    },
    /// A score beyond material (a mate, a board result): not a material puzzle.
    NotMaterial {
        /// The engine's score of the best move: a mate, or one whose size reaches the game's
        /// material cap (a board result).
        score: Score,
    },
    /// The first move does not do what the theme says (promote, crown).
    NotTheTheme,
    /// The theme is not one of this game's (a promotion in draughts, a crowning in chess).
    ThemeNotForGame,
}

impl Localize for PuzzleProblem {
    fn message(&self) -> Message {
        match self {
            PuzzleProblem::WrongGame { named } => {
                Message::new("puzzles-problem-wrong_game").text("named", named)
            }
            PuzzleProblem::Position(error) => {
                Message::new("puzzles-problem-position").message("reason", error)
            }
            PuzzleProblem::NoSolution => Message::new("puzzles-problem-no_solution"),
            PuzzleProblem::BadMove { text, error } => Message::new("puzzles-problem-bad_move")
                .text("move", text)
                .message("reason", error),
            PuzzleProblem::NoChoice => Message::new("puzzles-problem-no_choice"),
            PuzzleProblem::MateLength { moves, longest } => {
                Message::new("puzzles-problem-mate_length")
                    .number("moves", *moves)
                    .number("longest", *longest)
            }
            PuzzleProblem::NoMate { moves } => {
                Message::new("puzzles-problem-no_mate").number("moves", *moves)
            }
            PuzzleProblem::ShorterMate { moves, fewest } => {
                Message::new("puzzles-problem-shorter_mate")
                    .number("moves", *moves)
                    .number("fewest", *fewest)
            }
            PuzzleProblem::SeveralMates { count } => {
                Message::new("puzzles-problem-several_mates").number("count", *count)
            }
            PuzzleProblem::NotTheMate => Message::new("puzzles-problem-not_the_mate"),
            PuzzleProblem::NotTheBest { best } => {
                Message::new("puzzles-problem-not_the_best").text("best", best)
            }
            PuzzleProblem::SecondWins {
                other,
                margin,
                needed,
            } => Message::new("puzzles-problem-second_wins")
                .text("other", other)
                .number("margin", *margin)
                .number("needed", *needed),
            PuzzleProblem::NoWin { score, needed } => Message::new("puzzles-problem-no_win")
                .number("score", *score)
                .number("needed", *needed),
            PuzzleProblem::NotMaterial { score } => {
                Message::new("puzzles-problem-not_material").number("score", *score)
            }
            PuzzleProblem::NotTheTheme => Message::new("puzzles-problem-not_the_theme"),
            PuzzleProblem::ThemeNotForGame => Message::new("puzzles-problem-theme_not_for_game"),
        }
    }
}

/// What is wrong with a puzzle file (a puzzle is numbered from 1).
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum PuzzleError {
    /// The file is not a list of puzzles (RON's own words, or why it could not be read).
    Unreadable {
        /// The reader's detail.
        detail: String,
    },
    /// The file's name is no game's.
    UnknownGame {
        /// The game name the file gives.
        name: String,
    },
    /// The file has no puzzle.
    NoPuzzles,
    /// A puzzle is wrong.
    Puzzle {
        /// Its number in the file, from 1.
        number: usize,
        /// What is wrong with it.
        problem: PuzzleProblem,
    },
    /// Two puzzles have the same position.
    Duplicate {
        /// The later one's number.
        number: usize,
        /// The earlier one's.
        first: usize,
    },
    /// The lesson course made of the puzzles fails the lesson checker.
    Course(Box<CourseError>),
}

impl Localize for PuzzleError {
    fn message(&self) -> Message {
        match self {
            PuzzleError::Unreadable { detail } => {
                Message::new("puzzles-error-unreadable").text("detail", detail)
            }
            PuzzleError::UnknownGame { name } => {
                Message::new("puzzles-error-unknown_game").text("name", name)
            }
            PuzzleError::NoPuzzles => Message::new("puzzles-error-no_puzzles"),
            PuzzleError::Puzzle { number, problem } => Message::new("puzzles-error-puzzle")
                .number("number", *number)
                .message("reason", problem),
            PuzzleError::Duplicate { number, first } => Message::new("puzzles-error-duplicate")
                .number("number", *number)
                .number("first", *first),
            PuzzleError::Course(error) => {
                Message::new("puzzles-error-course").message("reason", error)
            }
        }
    }
}

manifold_locale::display_in_english!(PuzzleProblem, PuzzleError);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Session;
    use manifold_locale::check::assert_every_variant_renders;
    use manifold_rules::{AnyGame, GameKind, VariantId};

    #[test]
    fn every_puzzle_problem_renders() {
        let classical = GameKind::Chess(VariantId::Classical);
        let position = Session::from_position_text(classical, "").unwrap_err();
        let error = AnyGame::new(classical).parse_move("e5").unwrap_err();
        assert_every_variant_renders(
            &[
                PuzzleProblem::WrongGame {
                    named: "wirth".into(),
                },
                PuzzleProblem::Position(Box::new(position)),
                PuzzleProblem::NoSolution,
                PuzzleProblem::BadMove {
                    text: "e5".into(),
                    error: Box::new(error),
                },
                PuzzleProblem::NoChoice,
                PuzzleProblem::MateLength {
                    moves: 4,
                    longest: 2,
                },
                PuzzleProblem::NoMate { moves: 2 },
                PuzzleProblem::ShorterMate {
                    moves: 2,
                    fewest: 1,
                },
                PuzzleProblem::SeveralMates { count: 3 },
                PuzzleProblem::NotTheMate,
                PuzzleProblem::NotTheBest { best: "Qh5".into() },
                PuzzleProblem::SecondWins {
                    other: "Nf3".into(),
                    margin: 40,
                    needed: 250,
                },
                PuzzleProblem::NoWin {
                    score: 30,
                    needed: 200,
                },
                PuzzleProblem::NotMaterial { score: 30990 },
                PuzzleProblem::NotTheTheme,
                PuzzleProblem::ThemeNotForGame,
            ],
            &[],
        );
    }

    #[test]
    fn every_puzzle_error_renders() {
        assert_every_variant_renders(
            &[
                PuzzleError::Unreadable {
                    detail: "1:1: expected".into(),
                },
                PuzzleError::UnknownGame {
                    name: "checkers".into(),
                },
                PuzzleError::NoPuzzles,
                PuzzleError::Puzzle {
                    number: 3,
                    problem: PuzzleProblem::NoSolution,
                },
                PuzzleError::Duplicate {
                    number: 5,
                    first: 2,
                },
                PuzzleError::Course(Box::new(CourseError::NoSteps)),
            ],
            &[],
        );
    }
}
