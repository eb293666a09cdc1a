//! The files window: save and load games as RON, and import and export texts — a position
//! (FEN or the game's own position text), PGN for chess, PDN for draughts — through a text
//! box to paste into and copy from. A file or text that cannot be read leaves a message in
//! the status line and the game in progress as it was: the new game replaces it only once
//! it has been read whole, and only after asking when the game in progress would be lost
//! ([`super::replace_game`]). "Saved games…" lists the saves folder.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub use manifold_session::text_io::{TextFormat, export_text, formats_for, import_text};
use manifold_session::{GameKind, Session};

use super::super::gif_export::GifRecorder;
use super::super::i18n::{game_name, tr, trf};
use super::super::offered_game::OfferGame;
use super::super::persistence::{DataDir, write_atomically};
use super::super::settings::{Language, Settings};
use super::super::state::{Screen, SessionRes, StatusLine};
use super::UiSet;
use super::saved_games::{SavedGamesWindow, saves_dir};
use manifold_locale::Message;

/// The words of a text format in the interface.
trait FormatWords {
    fn name(self, lang: Language) -> String;
    fn button_keys(self) -> (&'static str, &'static str);
}

impl FormatWords for TextFormat {
    fn name(self, lang: Language) -> String {
        match self {
            TextFormat::Position => tr(lang, "files-position"),
            TextFormat::Pgn => "PGN".to_string(),
            TextFormat::Pdn => "PDN".to_string(),
        }
    }

    fn button_keys(self) -> (&'static str, &'static str) {
        match self {
            TextFormat::Position => ("files-export_position", "files-import_position"),
            TextFormat::Pgn => ("files-export_pgn", "files-import_pgn"),
            TextFormat::Pdn => ("files-export_pdn", "files-import_pdn"),
        }
    }
}

/// Why a saved game could not be opened.
#[derive(Debug)]
pub enum OpenError {
    /// The file could not be read.
    Read(std::io::Error),
    /// The file is not a saved game this program can replay.
    Bad(Box<manifold_session::save::SaveError>),
}

/// Reads a saved game (RON).
pub fn open_game(path: &Path) -> Result<Session, OpenError> {
    let text = std::fs::read_to_string(path).map_err(OpenError::Read)?;
    Session::from_ron(&text).map_err(|e| OpenError::Bad(Box::new(e)))
}

/// Reads a saved game as an offer to put in place of the game in progress ("Game loaded
/// from …"), or what to say when it cannot be read.
pub fn offer_saved_game(path: &Path) -> Result<OfferGame, Message> {
    let shown = path.display().to_string();
    match open_game(path) {
        Ok(session) => Ok(OfferGame {
            session,
            said: Message::new("files-loaded").text("path", &shown),
        }),
        Err(OpenError::Read(e)) => Err(Message::new("files-read_error")
            .text("path", &shown)
            .text("error", e)),
        Err(OpenError::Bad(e)) => Err(Message::new("files-bad_save")
            .text("path", &shown)
            .message("error", e)),
    }
}

/// Writes a game as RON (atomically: an old file is replaced only by a whole new one).
pub fn save_game(path: &Path, session: &Session) -> std::io::Result<()> {
    write_atomically(path, &session.to_ron())
}

/// `~/...` read as the home folder.
fn expand_home(path: &str) -> PathBuf {
    match (path.strip_prefix("~/"), std::env::var_os("HOME")) {
        (Some(rest), Some(home)) => PathBuf::from(home).join(rest),
        _ => PathBuf::from(path),
    }
}

/// The state of the files window.
#[derive(Resource, Clone, Debug, Default)]
pub struct FilesDialog {
    /// Whether the window is open.
    pub open: bool,
    /// The file to save to or load from.
    pub path: String,
    /// The text box.
    pub text: String,
}

/// Registers the files window.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FilesDialog>().add_systems(
        bevy_egui::EguiPrimaryContextPass,
        files_window
            .in_set(UiSet::Windows)
            .run_if(in_state(Screen::Playing)),
    );
}

/// What a button of the window asked for.
enum Action {
    Save,
    Load,
    ListSaved,
    ExportGif,
    Export(TextFormat),
    Import(TextFormat),
}

/// Draws the files window and carries out what was clicked.
fn files_window(
    mut contexts: EguiContexts,
    mut dialog: ResMut<FilesDialog>,
    session: Res<SessionRes>,
    settings: Res<Settings>,
    data_dir: Res<DataDir>,
    (mut status, mut commands): (ResMut<StatusLine>, Commands),
    (mut offers, mut saved_games): (MessageWriter<OfferGame>, ResMut<SavedGamesWindow>),
) -> Result {
    if !dialog.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    if dialog.path.is_empty() {
        dialog.path = saves_dir(&data_dir)
            .map_or_else(|| PathBuf::from("game.ron"), |d| d.join("game.ron"))
            .display()
            .to_string();
    }
    let kind = session.0.kind();
    let mut action = None;
    let mut open = true;
    egui::Window::new(tr(lang, "files-title"))
        .open(&mut open)
        .default_width(440.0)
        .show(ctx, |ui| {
            action = dialog_contents(ui, &mut dialog, kind, lang)
        });
    dialog.open = open;
    let Some(action) = action else { return Ok(()) };
    if matches!(action, Action::ListSaved) {
        saved_games.show(saves_dir(&data_dir));
        return Ok(());
    }
    if matches!(action, Action::ExportGif) {
        // The window closes: the frames show the board and the panel.
        let out = expand_home(dialog.path.trim()).with_extension("gif");
        commands.insert_resource(GifRecorder::in_app(out));
        dialog.open = false;
        status.set(Message::new("gif-recording"));
        return Ok(());
    }
    match carry_out(action, &mut dialog, &session.0, lang) {
        Some(Done::Said(message)) => status.set(message),
        Some(Done::Read(offer)) => {
            offers.write(*offer);
        }
        Some(Done::Exported(text, message)) => {
            ctx.copy_text(text.clone());
            dialog.text = text;
            status.set(message);
        }
        None => status.clear(),
    }
    Ok(())
}

/// The window's path, buttons and text; the button clicked, if any.
fn dialog_contents(
    ui: &mut egui::Ui,
    dialog: &mut FilesDialog,
    kind: GameKind,
    lang: Language,
) -> Option<Action> {
    let mut action = None;
    let FilesDialog { path, text, .. } = dialog;
    ui.horizontal(|ui| {
        ui.label(tr(lang, "files-path"));
        ui.add(egui::TextEdit::singleline(path).desired_width(f32::INFINITY));
    });
    ui.horizontal(|ui| {
        if ui.button(tr(lang, "files-save")).clicked() {
            action = Some(Action::Save);
        }
        if ui.button(tr(lang, "files-load")).clicked() {
            action = Some(Action::Load);
        }
        if ui.button(tr(lang, "files-saved_games")).clicked() {
            action = Some(Action::ListSaved);
        }
        if ui
            .button(tr(lang, "files-export_gif"))
            .on_hover_text(tr(lang, "files-export_gif_note"))
            .clicked()
        {
            action = Some(Action::ExportGif);
        }
    });
    ui.separator();
    for format in formats_for(kind) {
        let (export, import) = format.button_keys();
        ui.horizontal(|ui| {
            if ui.button(tr(lang, export)).clicked() {
                action = Some(Action::Export(format));
            }
            if ui.button(tr(lang, import)).clicked() {
                action = Some(Action::Import(format));
            }
        });
    }
    // A game without a game-text format of its own (PGN or PDN) says why.
    if !formats_for(kind)
        .iter()
        .any(|f| matches!(f, TextFormat::Pgn | TextFormat::Pdn))
    {
        ui.small(trf(
            lang,
            "files-no_pgn",
            &[("game", &game_name(lang, kind))],
        ));
    }
    ui.label(tr(lang, "files-text"));
    egui::ScrollArea::vertical()
        .max_height(260.0)
        .show(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(text)
                    .code_editor()
                    .desired_rows(10)
                    .desired_width(f32::INFINITY),
            );
        });
    action
}

/// What a button of the window did.
enum Done {
    /// It said this on the status line.
    Said(Message),
    /// It wrote this text (put in the window and on the clipboard), and said so.
    Exported(String, Message),
    /// It read this game, offered in place of the game in progress.
    Read(Box<OfferGame>),
}

/// Does what the button asked: saves, loads, exports or imports; what it said (nothing when
/// the game has no text in that format). A game read is offered, not put in place: the
/// player may be asked first.
fn carry_out(
    action: Action,
    dialog: &mut FilesDialog,
    session: &Session,
    lang: Language,
) -> Option<Done> {
    let path = expand_home(dialog.path.trim());
    let shown = path.display().to_string();
    let said = |id: &'static str| Message::new(id).text("path", &shown);
    let format_said =
        |id: &'static str, format: TextFormat| Message::new(id).text("format", format.name(lang));
    let message = match action {
        Action::Save => match save_game(&path, session) {
            Ok(()) => said("files-saved"),
            Err(e) => said("files-write_error").text("error", e),
        },
        // Carried out by the window itself.
        Action::ListSaved | Action::ExportGif => return None,
        Action::Load => match offer_saved_game(&path) {
            Ok(offer) => return Some(Done::Read(Box::new(offer))),
            Err(message) => message,
        },
        Action::Export(format) => {
            let exported = export_text(session, format)?;
            return Some(Done::Exported(
                exported,
                format_said("files-exported", format),
            ));
        }
        Action::Import(format) if dialog.text.trim().is_empty() => {
            format_said("files-empty_text", format)
        }
        Action::Import(format) => {
            match import_text(session.kind(), format, &dialog.text, session.preset()) {
                Ok(read) => {
                    return Some(Done::Read(Box::new(OfferGame {
                        session: read,
                        said: format_said("files-imported", format),
                    })));
                }
                Err(e) => format_said("files-import_error", format).message("error", e),
            }
        }
    };
    Some(Done::Said(message))
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::VariantId;

    const CLASSICAL: GameKind = GameKind::Chess(VariantId::Classical);

    #[test]
    fn pgn_round_trip() {
        let s = Session::after_moves(CLASSICAL, &["e4", "e5", "Nf3"]);
        let pgn = export_text(&s, TextFormat::Pgn).expect("PGN for chess");
        let back = import_text(CLASSICAL, TextFormat::Pgn, &pgn, None).expect("reads back");
        assert_eq!(back.game().move_texts(), ["e4", "e5", "Nf3"]);
    }

    #[test]
    fn pdn_round_trip() {
        let s = Session::new(GameKind::Draughts);
        let first = s.game().legal_moves()[0].clone();
        let mut s = s;
        s.play(first);
        let pdn = export_text(&s, TextFormat::Pdn).expect("PDN for draughts");
        let back =
            import_text(GameKind::Draughts, TextFormat::Pdn, &pdn, None).expect("reads back");
        assert_eq!(back.game().move_texts(), s.game().move_texts());
        assert_eq!(export_text(&s, TextFormat::Pgn), None);
    }

    #[test]
    fn position_round_trip_for_every_game() {
        for kind in GameKind::ALL {
            let s = Session::new(kind);
            let text = export_text(&s, TextFormat::Position).expect("a position text");
            let back = import_text(kind, TextFormat::Position, &format!("  {text}\n"), None)
                .expect("reads back");
            assert_eq!(back.game().position().text(), text, "{kind:?}");
            assert!(formats_for(kind).contains(&TextFormat::Position));
        }
    }

    #[test]
    fn an_import_keeps_the_table_preset_of_its_game() {
        use super::super::super::presets::preset_by_name;
        let chess = preset_by_name("nujelm-chess").expect("the chess table");
        let draughts = preset_by_name("nujelm-draughts").expect("the draughts table");
        let at_table = Session::with_preset(chess.clone());
        let pgn = export_text(
            &Session::after_moves(CLASSICAL, &["e4", "e5"]),
            TextFormat::Pgn,
        )
        .unwrap();
        let back = import_text(CLASSICAL, TextFormat::Pgn, &pgn, at_table.preset()).unwrap();
        assert_eq!(back.preset(), Some(&chess));
        let fen = export_text(&at_table, TextFormat::Position).unwrap();
        let back = import_text(CLASSICAL, TextFormat::Position, &fen, Some(&chess)).unwrap();
        assert_eq!(back.preset(), Some(&chess));
        // A game the table is not for: no preset.
        let great = GameKind::Chess(VariantId::Great);
        let pgn = export_text(&Session::after_moves(great, &["e4"]), TextFormat::Pgn).unwrap();
        let back = import_text(CLASSICAL, TextFormat::Pgn, &pgn, Some(&chess)).unwrap();
        assert_eq!(back.kind(), great);
        assert_eq!(back.preset(), None);
        let pdn = export_text(&Session::with_preset(draughts.clone()), TextFormat::Pdn).unwrap();
        let back = import_text(GameKind::Draughts, TextFormat::Pdn, &pdn, Some(&draughts)).unwrap();
        assert_eq!(back.preset(), Some(&draughts));
        let back = import_text(GameKind::Draughts, TextFormat::Pdn, &pdn, Some(&chess)).unwrap();
        assert_eq!(back.preset(), None);
    }

    #[test]
    fn bad_texts_are_refused_with_a_reason() {
        let err =
            import_text(CLASSICAL, TextFormat::Position, "not a fen", None).expect_err("refused");
        assert!(!err.to_string().is_empty());
        let err =
            import_text(CLASSICAL, TextFormat::Pgn, "1. e4 e5 2. Qxf7", None).expect_err("refused");
        assert!(err.to_string().contains("Qxf7"), "{err}");
        assert!(import_text(GameKind::Draughts, TextFormat::Pdn, "1. 99-100", None).is_err());
    }

    #[test]
    fn save_and_open_files() {
        let dir = std::env::temp_dir().join(format!("manifold-files-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("saves").join("game.ron");
        let s = Session::after_moves(CLASSICAL, &["d4", "d5"]);
        save_game(&path, &s).expect("saved");
        let back = open_game(&path).expect("opened");
        assert_eq!(back.game().move_texts(), ["d4", "d5"]);
        std::fs::write(&path, "SavedGame(format: 1, game: \"chess\")").expect("written");
        assert!(matches!(open_game(&path), Err(OpenError::Bad(_))));
        assert!(matches!(
            open_game(&dir.join("missing.ron")),
            Err(OpenError::Read(_))
        ));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn home_is_expanded() {
        if let Some(home) = std::env::var_os("HOME") {
            assert_eq!(expand_home("~/a.ron"), PathBuf::from(home).join("a.ron"));
        }
        assert_eq!(expand_home("/tmp/a.ron"), PathBuf::from("/tmp/a.ron"));
    }
}
