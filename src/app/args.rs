//! The app's command line: `--variant NAME`, `--load FILE`, `--moves M...`,
//! `--select CELL`, `--screenshot PATH`, `--bench-frames N`.

use std::path::PathBuf;

use clap::Parser;

use crate::session::{GameKind, Session};

/// The command line of the `manifold` app.
#[derive(Debug, Parser)]
#[command(
    name = "manifold",
    version,
    about = "Manifold: chess-family games on boards that are not plain squares"
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
    /// Let the scene settle, time N frames, print the mean and worst frame time and exit
    #[arg(long, value_name = "N")]
    pub bench_frames: Option<usize>,
    /// Select the piece on this cell after the moves (its targets lit; for screenshots)
    #[arg(long, value_name = "CELL")]
    pub select: Option<String>,
}

/// The game the app opens with.
#[derive(Clone, Debug)]
pub struct StartGame {
    /// The session.
    pub session: Session,
    /// Whether to go straight to the board (a game was named on the command line).
    pub skip_start_screen: bool,
}

impl AppArgs {
    /// The game to open with, from `--variant`, `--load` and `--moves`; an error names what
    /// is wrong.
    pub fn initial_session(&self) -> Result<StartGame, String> {
        let mut session = if let Some(path) = &self.load {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            Session::from_ron(&text).map_err(|e| format!("{}: {e}", path.display()))?
        } else if let Some(name) = &self.variant {
            let kind = GameKind::from_cli_name(name).ok_or_else(|| {
                format!("unknown variant '{name}' (expected classical, great, draughts, wirth, mattrix or transit)")
            })?;
            Session::new(kind)
        } else {
            Session::new(GameKind::Chess(crate::session::ChessVariant::Classical))
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
                .map_err(|e| format!("move {} ('{text}'): {e}", i + 1))?;
            session
                .game_mut()
                .play(&m)
                .map_err(|e| format!("move {} ('{text}'): {e}", i + 1))?;
        }
        if let Some(name) = &self.select {
            let cell = session
                .game()
                .geometry()
                .cell_by_name(name)
                .ok_or_else(|| format!("--select: '{name}' is not a cell of this board"))?;
            if let crate::session::ClickResult::Refused(why) = session.click(cell) {
                return Err(format!("--select {name}: {why}"));
            }
        }
        let skip_start_screen = self.load.is_some()
            || self.variant.is_some()
            || self.screenshot.is_some()
            || self.bench_frames.is_some();
        Ok(StartGame {
            session,
            skip_start_screen,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(args: &[&str]) -> Result<StartGame, String> {
        let args = AppArgs::try_parse_from(std::iter::once("manifold").chain(args.iter().copied()))
            .map_err(|e| e.to_string())?;
        args.initial_session()
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
}
