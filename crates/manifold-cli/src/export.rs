//! `export`: a saved game (the app's `.ron`, or `selfplay --save`'s) as a game text other
//! programs read: PGN for the chess games that have it, PDN for Russian draughts, or the
//! game's own text (every game: the game file Manifold's readers take back, PGN's layout
//! for the chess games, PDN for draughts). A game on clocks carries its `TimeControl` tag
//! and each move's `[%clk]` time ([`manifold_session::text_io::game_file`]).

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use manifold_rules::GameKind;
use manifold_session::Session;
use manifold_session::files::write_atomically;
use manifold_session::text_io::{TextFormat, formats_for, game_file};

use super::error::{CliError, Problem};

/// `export`'s arguments: the saved game, the format, and where to write it.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The saved game (a .ron file the app or `selfplay --save` wrote)
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// The text to write
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub format: ExportFormat,
    /// Write the text to OUT instead of stdout
    #[arg(long, value_name = "OUT")]
    pub out: Option<PathBuf>,
}

/// The text `export` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// PGN, for classical, great and wirth
    Pgn,
    /// PDN, for draughts
    Pdn,
    /// The game's own text, for every game: PGN's layout in the game's own notation
    /// (draughts: PDN); Manifold reads it back
    Text,
}

impl ExportFormat {
    /// The session's text format this asks for (`None`: the game's own, which every game
    /// has).
    fn text_format(self) -> Option<TextFormat> {
        match self {
            ExportFormat::Pgn => Some(TextFormat::Pgn),
            ExportFormat::Pdn => Some(TextFormat::Pdn),
            ExportFormat::Text => None,
        }
    }

    /// The format's name on the command line.
    fn name(self) -> &'static str {
        match self {
            ExportFormat::Pgn => "pgn",
            ExportFormat::Pdn => "pdn",
            ExportFormat::Text => "text",
        }
    }

    /// The formats `game` can be exported to, as the command line names them.
    fn of_game(game: GameKind) -> Vec<ExportFormat> {
        let formats = formats_for(game);
        [ExportFormat::Pgn, ExportFormat::Pdn, ExportFormat::Text]
            .into_iter()
            .filter(|f| f.text_format().is_none_or(|t| formats.contains(&t)))
            .collect()
    }
}

/// Reads the saved game `a.file` and writes it in `a.format` to `a.out`, or to `out`.
pub fn export_command(a: &ExportArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let text = export_text(&a.file, a.format)?;
    match &a.out {
        Some(path) => write_atomically(path, &text).map_err(|e| CliError::cannot_write(path, e)),
        None => Ok(out.write_all(text.as_bytes())?),
    }
}

/// The saved game at `path` as a text of `format`; the error names the file and what is
/// wrong with it, or the formats its game has.
pub fn export_text(path: &Path, format: ExportFormat) -> Result<String, CliError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        CliError::Input(Problem::CannotRead {
            path: path.to_path_buf(),
            error: e.to_string(),
        })
    })?;
    let session = Session::from_ron(&text).map_err(|error| {
        CliError::Input(Problem::BadSave {
            path: path.to_path_buf(),
            error: Box::new(error),
        })
    })?;
    let game = session.kind();
    let formats = ExportFormat::of_game(game);
    if !formats.contains(&format) {
        let names: Vec<&str> = formats.iter().map(|f| f.name()).collect();
        return Err(CliError::Input(Problem::NoExportFormat {
            game,
            format: format.name(),
            formats: names.join(", "),
        }));
    }
    Ok(game_file(&session))
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::VariantId;

    #[test]
    fn each_game_offers_its_own_formats() {
        use ExportFormat::{Pdn, Pgn, Text};
        let of = |kind| ExportFormat::of_game(kind);
        assert_eq!(of(GameKind::Chess(VariantId::Classical)), [Pgn, Text]);
        assert_eq!(of(GameKind::Chess(VariantId::Great)), [Pgn, Text]);
        assert_eq!(of(GameKind::Chess(VariantId::Mattrix)), [Text]);
        assert_eq!(of(GameKind::Chess(VariantId::Transit)), [Text]);
        assert_eq!(of(GameKind::Draughts), [Pdn, Text]);
    }
}
