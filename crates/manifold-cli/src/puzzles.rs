//! `puzzles check` and `puzzles find`: every shipped puzzle file (or the files named) is
//! checked ([`manifold_session::puzzles::check_puzzles`]), one line per game, `ok classical:
//! 30 puzzles` or what is wrong, and an error when any fails; `find` plays engine
//! self-play games and writes the puzzles found as a puzzle file
//! ([`manifold_session::puzzles::find_puzzles`]).

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Args;

use manifold_locale::{Language, Localize, Message, text};
use manifold_rules::GameKind;
use manifold_session::puzzles::{
    FindConfig, PuzzleError, SHIPPED_PUZZLES, check_puzzles, find_puzzles, write_puzzles,
};

use super::error::{CliError, Problem};
use super::variant::variant_names;

/// The line said for one puzzle file checked.
#[derive(Debug, strum::EnumCount)]
pub(crate) enum PuzzlesLine {
    /// The file is sound.
    Ok {
        /// The game the file is for: its file stem (`wirth` for `wirth.ron`).
        game: String,
        /// How many puzzles the file holds.
        count: usize,
    },
    /// What is wrong with it.
    Failed {
        /// The game the file is for: its file stem (`wirth` for `wirth.ron`).
        game: String,
        /// What is wrong with the file or one of its puzzles.
        reason: PuzzleError,
    },
}

impl Localize for PuzzlesLine {
    fn message(&self) -> Message {
        match self {
            PuzzlesLine::Ok { game, count } => Message::new("puzzles-check-ok")
                .text("game", game)
                .number("count", *count),
            PuzzlesLine::Failed { game, reason } => Message::new("puzzles-check-failed")
                .text("game", game)
                .message("reason", reason),
        }
    }
}

/// `puzzles check`: the shipped puzzle files, or those of `paths` (each read from disk,
/// its game its file stem, `classical.ron`).
pub fn check_command(
    paths: &[PathBuf],
    lang: Language,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let files: Vec<(String, Result<String, String>)> = if paths.is_empty() {
        SHIPPED_PUZZLES
            .iter()
            .map(|&(game, text)| (game.to_string(), Ok(text.to_string())))
            .collect()
    } else {
        paths
            .iter()
            .map(|p| {
                (
                    stem(p),
                    std::fs::read_to_string(p).map_err(|e| e.to_string()),
                )
            })
            .collect()
    };
    check_files(&files, lang, out)
}

/// Checks each (game name, text or the error reading it), writing one line each; an error
/// when any failed.
pub(crate) fn check_files(
    files: &[(String, Result<String, String>)],
    lang: Language,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let mut bad = 0;
    for (game, read) in files {
        let result = match read {
            Ok(text) => check_puzzles(game, text),
            Err(detail) => Err(PuzzleError::Unreadable {
                detail: detail.clone(),
            }),
        };
        let line = match result {
            Ok(count) => PuzzlesLine::Ok {
                game: game.clone(),
                count,
            },
            Err(reason) => {
                bad += 1;
                PuzzlesLine::Failed {
                    game: game.clone(),
                    reason,
                }
            }
        };
        writeln!(out, "{}", text(lang, &line))?;
    }
    if bad > 0 {
        return Err(CliError::Input(Problem::PuzzlesFailed {
            bad,
            total: files.len(),
        }));
    }
    Ok(())
}

/// A puzzle file's game name: its stem (`scenes/puzzles/wirth.ron`: `wirth`).
fn stem(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_default()
}

/// `puzzles find`'s arguments.
#[derive(Debug, Args)]
pub struct FindArgs {
    /// The game
    #[arg(
        long,
        value_name = "GAME",
        value_parser = super::variant::parse_game,
        help = format!("The game: {}", variant_names().join(", "))
    )]
    pub game: GameKind,
    /// Self-play games to play
    #[arg(long, value_name = "N", default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub games: u32,
    /// Seed of the first game (game g uses seed + g)
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Plies searched for each self-play move (default: 3; draughts 5)
    #[arg(long, value_name = "D", value_parser = clap::value_parser!(u32).range(1..=12))]
    pub depth: Option<u32>,
    /// Random moves opening each game (each game draws 0 to this many)
    #[arg(long, value_name = "PLIES", default_value_t = 8, value_parser = clap::value_parser!(u32).range(0..=100))]
    pub random_plies: u32,
    /// Plies after which a game is given up
    #[arg(long, value_name = "PLIES", default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub max_plies: u32,
    /// Stop once this many puzzles are found
    #[arg(long, value_name = "N", default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub limit: u64,
    /// At most this percentage of the puzzles may be material wins that start with a
    /// capture
    #[arg(long, value_name = "PERCENT", default_value_t = 50, value_parser = clap::value_parser!(u64).range(0..=100))]
    pub capture_percent: u64,
    /// Write the puzzle file here instead of stdout
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// `puzzles find`: plays the games and writes the puzzles found (a note per puzzle on
/// `err`).
pub(crate) fn find_command(
    a: &FindArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    let defaults = FindConfig::new(a.game);
    let config = FindConfig {
        game: a.game,
        games: a.games,
        seed: a.seed,
        play_depth: a.depth.unwrap_or(defaults.play_depth),
        random_plies: a.random_plies,
        max_plies: a.max_plies,
        limit: a.limit as usize,
        capture_percent: a.capture_percent as usize,
    };
    let puzzles = find_puzzles(&config, &mut |p, game| {
        let _ = writeln!(
            err,
            "game {game}: {:?} {} {}",
            p.theme,
            p.solution.join(" "),
            p.position
        );
    });
    let file = write_puzzles(&puzzles);
    match &a.out {
        Some(path) => std::fs::write(path, file).map_err(|e| CliError::cannot_write(path, e)),
        None => Ok(out.write_all(file.as_bytes())?),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    #[test]
    fn every_puzzles_line_renders() {
        assert_every_variant_renders(
            &[
                PuzzlesLine::Ok {
                    game: "classical".into(),
                    count: 30,
                },
                PuzzlesLine::Failed {
                    game: "wirth".into(),
                    reason: PuzzleError::NoPuzzles,
                },
            ],
            &[],
        );
    }

    #[test]
    fn a_puzzle_file_is_named_after_its_game() {
        assert_eq!(stem(Path::new("scenes/puzzles/wirth.ron")), "wirth");
    }
}
