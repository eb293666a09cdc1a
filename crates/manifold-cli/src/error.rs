//! The CLI's error: a typed message for one `error: ...` line (shown in the `--lang`
//! language) and the exit code that goes with it.

use std::io;
use std::path::PathBuf;

use manifold_locale::{Localize, Message};
use manifold_rules::VariantId;
use manifold_rules::draughts::FenError as DraughtsFenError;
use manifold_rules::fen::FenError;
use manifold_rules::game::GameError;
use manifold_session::clock::ClockTextError;
use manifold_session::lessons::CourseError;
use manifold_session::save::{MoveProblem, SaveError};

use super::texts::GameName;

/// Why a command failed.
#[derive(Debug)]
pub enum CliError {
    /// The command line itself is wrong (exit code 2, as clap uses).
    Usage(Problem),
    /// The command line is well formed but its input is not (a FEN, a move): exit code 1.
    Input(Problem),
    /// Writing the output or reading the input failed: exit code 1.
    Io(io::Error),
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        CliError::Io(e)
    }
}

/// What is wrong with a command's arguments or input.
#[derive(Debug, strum::EnumCount)]
pub enum Problem {
    /// `--fen` of a chess game cannot be read.
    ChessFen {
        /// The variant the text was read as.
        variant: VariantId,
        /// The position reader's error.
        error: FenError,
    },
    /// `--fen` of draughts cannot be read.
    DraughtsFen(DraughtsFenError),
    /// A move of `--moves` cannot be played.
    Move {
        /// Its place in `--moves` (1-based).
        index: usize,
        /// The move as given.
        text: String,
        /// The move reader's or the game's refusal.
        reason: MoveProblem,
    },
    /// An engine level out of range.
    NoLevel(u32),
    /// `selfplay` of a two-player game without the levels.
    SelfplayNeedsLevels,
    /// `selfplay` of a game of more seats without `--levels`.
    SelfplayNeedsSeatLevels {
        /// Seats of the game.
        seats: usize,
    },
    /// Not one level per seat.
    LevelCount {
        /// The game's name.
        game: String,
        /// Seats of the game.
        seats: usize,
        /// How many levels `--levels` listed.
        given: usize,
    },
    /// `--clock` is not a time control.
    Clock(ClockTextError),
    /// The engine chose a move the game refused.
    EngineBadMove(GameError),
    /// The game refused a command.
    Game(GameError),
    /// A file could not be written.
    CannotWrite {
        /// The file that could not be written.
        path: PathBuf,
        /// The system's error.
        error: String,
    },
    /// A file could not be read.
    CannotRead {
        /// The file that could not be read.
        path: PathBuf,
        /// The system's error.
        error: String,
    },
    /// `fuzz --parser` names no parser.
    NoParser,
    /// Some fuzzed parsers failed.
    FuzzFailed {
        /// How many failed.
        bad: usize,
        /// How many ran.
        total: usize,
    },
    /// A problem of a `match` command, as the match code words it.
    Match(String),
    /// Some courses failed `lessons check`.
    LessonsFailed {
        /// How many failed.
        bad: usize,
        /// How many were checked.
        total: usize,
    },
    /// Some puzzle files failed `puzzles check`.
    PuzzlesFailed {
        /// How many failed.
        bad: usize,
        /// How many were checked.
        total: usize,
    },
    /// `lessons play` names no course.
    UnknownCourse {
        /// The name given.
        name: String,
        /// The courses there are, comma-separated.
        known: String,
    },
    /// `lessons play --step` names no step of the course.
    NoSuchStep {
        /// The course.
        course: String,
        /// The step given (1 is the first).
        step: usize,
        /// The course's steps.
        steps: usize,
    },
    /// A step of the course cannot be put on the board.
    Lesson(CourseError),
    /// `dead-positions --check`: some built-in tables differ from the search.
    DeadTablesDiffer {
        /// How many differ.
        bad: usize,
        /// How many were checked.
        total: usize,
    },
    /// `dead-positions` without a game, `--check` or `--markdown`.
    DeadPositionsNeedsGame,
    /// `export`: the file is not a saved game that can be read.
    BadSave {
        /// The file.
        path: PathBuf,
        /// What is wrong with it (boxed: it is much larger than the other problems).
        error: Box<SaveError>,
    },
    /// `export --format`: the saved game's game has no such format.
    NoExportFormat {
        /// The saved game's game.
        game: manifold_rules::GameKind,
        /// The format asked for, as the command line names it.
        format: &'static str,
        /// The formats the game has, comma-separated.
        formats: String,
    },
    /// `review`: the game file does not read.
    ReviewFile {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        error: Message,
    },
    /// `review --pgn` for a game without an annotated PGN.
    ReviewNoPgn(manifold_rules::GameKind),
    /// A number option that is not a whole number in its range.
    BadNumber {
        /// The option, without its dashes (`depth`).
        option: &'static str,
        /// The text given.
        text: String,
        /// The smallest value allowed.
        min: u64,
        /// The largest value allowed.
        max: u64,
    },
}

/// A text shown as it is (a system error, a match runner's report).
fn as_is(text: impl std::fmt::Display) -> Message {
    Message::new("session-as-is").text("text", text)
}

impl Localize for Problem {
    fn message(&self) -> Message {
        match self {
            Problem::ChessFen { variant, error } => Message::new("cli-chess_fen")
                .text("variant", variant)
                .message("error", error),
            Problem::DraughtsFen(error) => Message::new("cli-draughts_fen").message("error", error),
            Problem::Move {
                index,
                text,
                reason,
            } => Message::new("cli-move")
                .number("index", *index)
                .text("text", text)
                .message("reason", reason),
            Problem::NoLevel(n) => Message::new("cli-no_level").number("level", *n),
            Problem::SelfplayNeedsLevels => Message::new("cli-selfplay_needs_levels"),
            Problem::SelfplayNeedsSeatLevels { seats } => {
                Message::new("cli-selfplay_needs_seat_levels").number("seats", *seats)
            }
            Problem::LevelCount { game, seats, given } => Message::new("cli-level_count")
                .text("game", game)
                .number("seats", *seats)
                .number("given", *given),
            Problem::Clock(error) => Message::new("cli-clock").message("error", error),
            Problem::EngineBadMove(error) => {
                Message::new("cli-engine_bad_move").message("error", error)
            }
            Problem::Game(error) => error.message(),
            Problem::CannotWrite { path, error } => Message::new("cli-cannot_write")
                .text("path", path.display())
                .text("error", error),
            Problem::CannotRead { path, error } => Message::new("cli-cannot_read")
                .text("path", path.display())
                .text("error", error),
            Problem::NoParser => Message::new("cli-no_parser"),
            Problem::FuzzFailed { bad, total } => Message::new("cli-fuzz_failed")
                .number("bad", *bad)
                .number("total", *total),
            Problem::Match(text) => as_is(text),
            Problem::LessonsFailed { bad, total } => Message::new("cli-lessons_failed")
                .number("bad", *bad)
                .number("total", *total),
            Problem::PuzzlesFailed { bad, total } => Message::new("cli-puzzles_failed")
                .number("bad", *bad)
                .number("total", *total),
            Problem::UnknownCourse { name, known } => Message::new("cli-unknown_course")
                .text("name", name)
                .text("courses", known),
            Problem::NoSuchStep {
                course,
                step,
                steps,
            } => Message::new("cli-no_such_step")
                .text("course", course)
                .number("step", *step)
                .number("steps", *steps),
            Problem::Lesson(error) => {
                Message::new("lesson-app-cannot_start").message("error", error)
            }
            Problem::DeadTablesDiffer { bad, total } => Message::new("cli-dead_tables_differ")
                .number("bad", *bad)
                .number("total", *total),
            Problem::DeadPositionsNeedsGame => Message::new("cli-dead_positions_needs_game"),
            Problem::BadSave { path, error } => Message::new("cli-export-bad_save")
                .text("path", path.display())
                .message("error", &**error),
            Problem::NoExportFormat {
                game,
                format,
                formats,
            } => Message::new("cli-export-no_format")
                .message("game", GameName(*game))
                .text("format", format)
                .text("formats", formats),
            Problem::ReviewFile { path, error } => Message::new("cli-review-unreadable")
                .text("path", path.display())
                .message("error", error.clone()),
            Problem::ReviewNoPgn(game) => {
                Message::new("cli-review-no_pgn").message("game", super::texts::GameName(*game))
            }
            Problem::BadNumber {
                option,
                text,
                min,
                max,
            } => Message::new("cli-analyse-bad_number")
                .text("option", option)
                .text("text", text)
                .number("min", *min)
                .number("max", *max),
        }
    }
}

impl Localize for CliError {
    fn message(&self) -> Message {
        match self {
            CliError::Usage(p) | CliError::Input(p) => p.message(),
            CliError::Io(e) => as_is(e),
        }
    }
}

manifold_locale::display_in_english!(CliError, Problem);

impl std::error::Error for CliError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CliError::Io(e) => Some(e),
            _ => None,
        }
    }
}

/// The `error: ...` line of `err` in `lang`.
pub fn error_line(lang: manifold_locale::Language, err: &CliError) -> String {
    manifold_locale::text(lang, &Message::new("cli-error_line").message("error", err))
}

impl CliError {
    /// The error of a file `path` that could not be written.
    pub fn cannot_write(path: &std::path::Path, e: io::Error) -> CliError {
        CliError::Input(Problem::CannotWrite {
            path: path.to_path_buf(),
            error: e.to_string(),
        })
    }

    /// The process exit code for this error.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Usage(_) => 2,
            CliError::Input(_) | CliError::Io(_) => 1,
        }
    }

    /// Whether this is a closed output pipe (`manifold-cli divide ... | head`), which is not
    /// worth a message.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, CliError::Io(e) if e.kind() == io::ErrorKind::BrokenPipe)
    }
}

/// Folds a clap error into one line (`error: ...`): the message without the usage block
/// and tips, plus a pointer to `--help`.
pub fn clap_error_line(e: &clap::Error) -> String {
    let rendered = e.render().to_string();
    let message = rendered.split("\n\n").next().unwrap_or_default();
    let message = message
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    let message = message.strip_prefix("error:").unwrap_or(&message).trim();
    format!("error: {message} (see 'manifold-cli --help')")
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    #[test]
    fn every_cli_problem_renders() {
        let fen_error = manifold_rules::Position::from_fen(VariantId::Classical, "x").unwrap_err();
        assert_every_variant_renders(
            &[
                Problem::ChessFen {
                    variant: VariantId::Classical,
                    error: fen_error,
                },
                Problem::DraughtsFen(DraughtsFenError::Empty),
                Problem::Move {
                    index: 2,
                    text: "e5".into(),
                    reason: MoveProblem::Game(GameError::IllegalMove),
                },
                Problem::NoLevel(9),
                Problem::SelfplayNeedsLevels,
                Problem::SelfplayNeedsSeatLevels { seats: 3 },
                Problem::LevelCount {
                    game: "mattrix".into(),
                    seats: 3,
                    given: 2,
                },
                Problem::Clock(ClockTextError::Seconds { text: "x".into() }),
                Problem::EngineBadMove(GameError::IllegalMove),
                Problem::Game(GameError::IllegalMove),
                Problem::CannotWrite {
                    path: "/x/y.ron".into(),
                    error: "denied".into(),
                },
                Problem::CannotRead {
                    path: "/x/y.txt".into(),
                    error: "missing".into(),
                },
                Problem::NoParser,
                Problem::FuzzFailed { bad: 1, total: 9 },
                Problem::Match("bad option".into()),
                Problem::LessonsFailed { bad: 1, total: 3 },
                Problem::PuzzlesFailed { bad: 1, total: 6 },
                Problem::UnknownCourse {
                    name: "chess/basics".into(),
                    known: "classical/basics, draughts/basics".into(),
                },
                Problem::NoSuchStep {
                    course: "draughts/basics".into(),
                    step: 20,
                    steps: 12,
                },
                Problem::Lesson(CourseError::NoSteps),
                Problem::DeadTablesDiffer { bad: 1, total: 4 },
                Problem::DeadPositionsNeedsGame,
                Problem::BadSave {
                    path: "/x/game.ron".into(),
                    error: Box::new(SaveError::Format(3)),
                },
                Problem::NoExportFormat {
                    game: manifold_rules::GameKind::Chess(VariantId::Mattrix),
                    format: "pgn",
                    formats: "text".into(),
                },
                Problem::ReviewFile {
                    path: "/x/game.ron".into(),
                    error: Message::new("cli-no_parser"),
                },
                Problem::ReviewNoPgn(manifold_rules::GameKind::Draughts),
                Problem::BadNumber {
                    option: "depth",
                    text: "x".into(),
                    min: 1,
                    max: 64,
                },
            ],
            &[
                "white",
                "black",
                "level",
                "levels",
                "selfplay",
                "parser",
                "moves",
                "clock",
                // Command-line names: games and options of `dead-positions`.
                "classical",
                "great",
                "wirth",
                "mattrix",
                "check",
                "markdown",
                // `export --format`.
                "format",
                // Options of `analyse` and `review`.
                "depth",
                "pgn",
            ],
        );
    }
}
