//! The app's command line: `--variant NAME`, `--load FILE`, `--moves M...`,
//! `--select CELL`, `--clock CONTROL`, `--lesson COURSE[:STEP]`, `--screenshot PATH`,
//! `--bench-frames N`, `--export-gif SAVED OUT`,
//! `--bench-empty`, `--headless`.

use std::path::PathBuf;

use clap::Parser;

use manifold_locale::{Localize, Message};
use manifold_rules::game::GameError;
use manifold_session::clock::{ClockTextError, TimeControl};
use manifold_session::save::SaveError;
use manifold_session::{GameKind, MoveTextError, Refusal, Session};

/// The command line of the `manifold` app.
#[derive(Debug, Parser)]
#[command(
    name = "manifold",
    version,
    about = "Manifold: chess-family games on boards that are not plain squares",
    group = clap::ArgGroup::new("capture").args(["screenshot", "bench_frames", "export_gif"]).multiple(true)
)]
pub struct AppArgs {
    /// Start straight into a game: classical, great, draughts, wirth, mattrix or transit
    #[arg(long, value_name = "NAME")]
    pub variant: Option<String>,
    /// Open a saved game (RON)
    #[arg(long, value_name = "FILE")]
    pub load: Option<PathBuf>,
    /// Play these moves first (the game's notation or coordinates)
    #[arg(long, value_name = "MOVE", num_args = 1..)]
    pub moves: Vec<String>,
    /// Render a few frames, write a PNG of the window to PATH and exit
    #[arg(long, value_name = "PATH")]
    pub screenshot: Option<PathBuf>,
    /// Write the saved game SAVED as an animated GIF to OUT (a frame per move, from the
    /// default camera), without a window, and exit
    #[arg(long, num_args = 2, value_names = ["SAVED", "OUT"], conflicts_with_all = ["load", "screenshot", "bench_frames"])]
    pub export_gif: Option<Vec<PathBuf>>,
    /// Let the scene settle, time N frames, print the mean and worst frame time and exit
    #[arg(long, value_name = "N")]
    pub bench_frames: Option<usize>,
    /// With --bench-frames: time the empty scene (the same window, camera and panels, with no
    /// board and no pieces drawn), the baseline every board's frame time is compared with
    #[arg(long, requires = "bench_frames")]
    pub bench_empty: bool,
    /// With --screenshot or --bench-frames: draw into an off-screen image, no window (a GPU
    /// without a display)
    #[arg(long, requires = "capture")]
    pub headless: bool,
    /// Select the piece on this cell after the moves (its targets lit; for screenshots)
    #[arg(long, value_name = "CELL")]
    pub select: Option<String>,
    /// Play on clocks from the position reached: minutes+seconds per move, such as 3+2 (5+3b
    /// a Bronstein delay, 5+3d a simple delay)
    #[arg(long, value_name = "CONTROL")]
    pub clock: Option<String>,
    /// Open a shipped lesson at a step (from 1), such as `wirth/basics:3`
    #[arg(long, value_name = "COURSE[:STEP]")]
    pub lesson: Option<String>,
    /// Start with the live analysis on (as the L key turns it on)
    #[arg(long)]
    pub analyse: bool,
}

/// The game the app opens with.
#[derive(Clone, Debug)]
pub struct StartGame {
    /// The game the app opens with (new, loaded with `--load`, or played on with
    /// `--moves`).
    pub session: Session,
    /// Whether to go straight to the board (a game was named on the command line).
    pub skip_start_screen: bool,
    /// A shipped lesson to open at once: its course's index and the step's, from 0.
    pub lesson: Option<(usize, usize)>,
}

/// Why the game named on the command line cannot be opened.
#[derive(Debug, strum::EnumCount)]
pub enum StartProblem {
    /// `--load`: the file cannot be read (the system's words).
    CannotRead {
        /// The file given to `--load`.
        path: PathBuf,
        /// The system's reason, in its own words.
        error: String,
    },
    /// `--load`: the file is not a saved game this program replays.
    BadSave {
        /// The file given to `--load`.
        path: PathBuf,
        /// What is wrong with its text.
        error: Box<SaveError>,
    },
    /// `--variant`: no such game.
    UnknownVariant(String),
    /// `--moves`: a move that cannot be read here.
    BadMove {
        /// Its number in the list (1-based).
        index: usize,
        /// The move as typed.
        text: String,
        /// Why it does not read as a move of this game.
        error: Box<MoveTextError>,
    },
    /// `--moves`: a move the game refuses.
    RefusedMove {
        /// Its number in the list (1-based).
        index: usize,
        /// The move as typed.
        text: String,
        /// Why the rules refuse it here.
        error: GameError,
    },
    /// `--select`: not a cell of the board.
    UnknownCell(String),
    /// `--clock`: not a time control.
    BadClock(ClockTextError),
    /// `--lesson`: no such course, or no such step in it.
    UnknownLesson(String),
    /// `--select`: the click is refused.
    NotSelectable {
        /// The cell given to `--select`, as typed.
        cell: String,
        /// Why the click on it is refused.
        why: Refusal,
    },
}

impl Localize for StartProblem {
    fn message(&self) -> Message {
        match self {
            StartProblem::CannotRead { path, error } => Message::new("app-start-cannot_read")
                .text("path", path.display())
                .text("error", error),
            StartProblem::BadSave { path, error } => Message::new("app-start-bad_save")
                .text("path", path.display())
                .message("error", error),
            StartProblem::UnknownVariant(name) => {
                Message::new("app-start-unknown_variant").text("name", name)
            }
            StartProblem::BadMove { index, text, error } => Message::new("app-start-move")
                .number("index", *index)
                .text("text", text)
                .message("error", error),
            StartProblem::RefusedMove { index, text, error } => Message::new("app-start-move")
                .number("index", *index)
                .text("text", text)
                .message("error", error),
            StartProblem::BadClock(error) => {
                Message::new("app-start-bad_clock").message("error", error)
            }
            StartProblem::UnknownLesson(name) => {
                Message::new("app-start-unknown_lesson").text("name", name)
            }
            StartProblem::UnknownCell(name) => {
                Message::new("app-start-unknown_cell").text("cell", name)
            }
            StartProblem::NotSelectable { cell, why } => Message::new("app-start-not_selectable")
                .text("cell", cell)
                .message("why", why),
        }
    }
}

manifold_locale::display_in_english!(StartProblem);

impl AppArgs {
    /// The game to open with, from `--variant`, `--load` and `--moves`; an error names what
    /// is wrong.
    pub fn initial_session(&self) -> Result<StartGame, StartProblem> {
        let load = self
            .load
            .as_ref()
            .or_else(|| self.export_gif.as_ref().and_then(|paths| paths.first()));
        let mut session = if let Some(path) = load {
            let text = std::fs::read_to_string(path).map_err(|e| StartProblem::CannotRead {
                path: path.clone(),
                error: e.to_string(),
            })?;
            let mut read = Session::from_ron(&text).map_err(|e| StartProblem::BadSave {
                path: path.clone(),
                error: Box::new(e),
            })?;
            // Its clocks wait for the players (and for the window to open).
            read.pause_clocks();
            read
        } else if let Some(name) = &self.variant {
            let kind = GameKind::from_cli_name(name)
                .ok_or_else(|| StartProblem::UnknownVariant(name.clone()))?;
            Session::new(kind)
        } else {
            Session::new(GameKind::Chess(manifold_rules::VariantId::Classical))
        };
        for (i, text) in self
            .moves
            .iter()
            .flat_map(|m| m.split_whitespace())
            .enumerate()
        {
            let m = session
                .game()
                .parse_move(text)
                .map_err(|e| StartProblem::BadMove {
                    index: i + 1,
                    text: text.to_string(),
                    error: Box::new(e),
                })?;
            session
                .game_mut()
                .play(&m)
                .map_err(|error| StartProblem::RefusedMove {
                    index: i + 1,
                    text: text.to_string(),
                    error,
                })?;
        }
        if let Some(name) = &self.select {
            let cell = session
                .game()
                .geometry()
                .cell_by_name(name)
                .ok_or_else(|| StartProblem::UnknownCell(name.clone()))?;
            if let manifold_session::ClickResult::Refused(why) = session.click(cell) {
                return Err(StartProblem::NotSelectable {
                    cell: name.clone(),
                    why,
                });
            }
        }
        if let Some(text) = &self.clock {
            let control = TimeControl::from_text(text).map_err(StartProblem::BadClock)?;
            session.set_time_control(Some(control));
        }
        let lesson = self.lesson.as_deref().map(find_lesson).transpose()?;
        let skip_start_screen = load.is_some()
            || lesson.is_some()
            || self.variant.is_some()
            || self.screenshot.is_some()
            || self.bench_frames.is_some();
        Ok(StartGame {
            session,
            skip_start_screen,
            lesson,
        })
    }
}

/// A playable course (a lesson, or `puzzles/<game>`) and step named `course` or
/// `course:step` (the step from 1): their
/// indices, from 0.
fn find_lesson(name: &str) -> Result<(usize, usize), StartProblem> {
    let unknown = || StartProblem::UnknownLesson(name.to_string());
    let (id, step) = match name.rsplit_once(':') {
        Some((id, step)) => (id, step.parse::<usize>().map_err(|_| unknown())?),
        None => (name, 1),
    };
    let (index, (_, course)) = manifold_session::catalogue::playable_courses()
        .iter()
        .enumerate()
        .find(|(_, (shipped, _))| *shipped == id)
        .ok_or_else(unknown)?;
    if step == 0 || step > course.steps.len() {
        return Err(unknown());
    }
    Ok((index, step - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(args: &[&str]) -> Result<StartGame, String> {
        let args = AppArgs::try_parse_from(std::iter::once("manifold").chain(args.iter().copied()))
            .map_err(|e| e.to_string())?;
        args.initial_session().map_err(|e| e.to_string())
    }

    #[test]
    fn a_piece_can_be_selected_after_the_moves() {
        let started = start(&[
            "--variant",
            "transit",
            "--moves",
            "1:e4",
            "--select",
            "1:e7",
        ])
        .expect("a game");
        let session = &started.session;
        let e7 = session.game().geometry().cell_by_name("1:e7").unwrap();
        assert_eq!(session.selected(), Some(e7));
        assert!(!session.targets().is_empty());
        let bad = start(&["--variant", "classical", "--select", "z9"]).unwrap_err();
        assert!(bad.contains("'z9' is not a cell"), "{bad}");
        let empty = start(&["--variant", "classical", "--select", "e4"]).unwrap_err();
        assert!(empty.contains("select one of your pieces"), "{empty}");
    }

    #[test]
    fn a_clock_starts_from_the_position_reached_and_a_bad_one_is_named() {
        let started = start(&["--variant", "mattrix", "--clock", "5+3"]).expect("valid");
        let clocks = started.session.clocks().expect("on clocks");
        assert_eq!(clocks.remaining_times().len(), 3, "one clock per seat");
        assert_eq!(clocks.control().name(), "5+3");
        let bad = start(&["--variant", "wirth", "--clock", "five"]).expect_err("no control");
        assert!(bad.contains("--clock") && bad.contains("five"), "{bad}");
    }

    #[test]
    fn headless_needs_a_screenshot_or_a_frame_count() {
        let parse = |args: &[&str]| {
            AppArgs::try_parse_from(std::iter::once("manifold").chain(args.iter().copied()))
        };
        let alone = parse(&["--headless"]).unwrap_err().to_string();
        assert!(alone.contains("--screenshot"), "{alone}");
        for capture in [["--screenshot", "a.png"], ["--bench-frames", "10"]] {
            let args = parse(&["--headless", capture[0], capture[1]]).expect("valid");
            assert!(args.headless);
        }
        assert!(!parse(&["--bench-frames", "10"]).unwrap().headless);
    }

    #[test]
    fn every_start_problem_renders() {
        use manifold_locale::check::assert_every_variant_renders;
        let path = PathBuf::from("/tmp/x.ron");
        assert_every_variant_renders(
            &[
                StartProblem::CannotRead {
                    path: path.clone(),
                    error: "No such file".into(),
                },
                StartProblem::BadSave {
                    path,
                    error: Box::new(SaveError::Game("chess".into())),
                },
                StartProblem::UnknownVariant("shogi".into()),
                StartProblem::BadMove {
                    index: 1,
                    text: "Zz9".into(),
                    error: Box::new(
                        Session::new(GameKind::Draughts)
                            .game()
                            .parse_move("Zz9")
                            .unwrap_err(),
                    ),
                },
                StartProblem::RefusedMove {
                    index: 2,
                    text: "e4".into(),
                    error: GameError::IllegalMove,
                },
                StartProblem::UnknownCell("z9".into()),
                StartProblem::UnknownLesson("wirth/nothing".into()),
                StartProblem::BadClock(TimeControl::from_text("3").unwrap_err()),
                StartProblem::NotSelectable {
                    cell: "e4".into(),
                    why: Refusal::SelectOwnPiece,
                },
            ],
            &[
                "select",
                "lesson",
                "clock",
                "basics",
                "classical",
                "great",
                "draughts",
                "wirth",
                "mattrix",
                "transit",
            ],
        );
    }
}
