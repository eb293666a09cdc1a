//! What the app keeps between runs, in its data folder (see
//! [`manifold_session::files::data_dir`]): the settings (`settings.ron`) and the game in
//! progress (`autosave.ron`, written after every move).
//!
//! The file logic lives in the session layer, without Bevy ([`manifold_session::files`],
//! [`manifold_session::autosave`]): atomic writes, bad files set aside as
//! `NAME.corrupt-<unix time>`, the autosave offered only when it has moves. This plugin
//! loads them at startup, turns what went wrong into translated status-line notes, and
//! writes the files back as the settings and the game change.

use std::fs;
use std::path::PathBuf;

use bevy::prelude::*;

use manifold_session::Session;
use manifold_session::autosave::{offered, read_autosave, write_autosave};
use manifold_session::files::{FileProblem, SettingsRead, read_settings, settings_to_ron};

pub use manifold_session::files::{
    AUTOSAVE_FILE, SAVES_DIR, SETTINGS_FILE, data_dir, write_atomically,
};

use super::settings::Settings;
use super::state::{BoardChanged, FirstStart, Screen, SessionRes, StatusLine};
use manifold_locale::Message;

/// How long the settings must stay unchanged before they are written (a slider being
/// dragged changes them every frame).
const SETTINGS_WRITE_DELAY_SECS: f32 = 0.5;

/// The data folder, if the environment names one.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct DataDir(pub Option<PathBuf>);

impl DataDir {
    /// A file in the data folder.
    pub fn file(&self, name: &str) -> Option<PathBuf> {
        self.0.as_ref().map(|dir| dir.join(name))
    }
}

/// The autosaved game offered on the start screen ("Continue"): the one found at startup,
/// then the last one written; never a game with no moves.
#[derive(Resource, Clone, Debug, Default)]
pub struct AutosaveOffer(pub Option<Session>);

/// The language of the saved settings (the default when there are none or they cannot be
/// read), for what the app says before it starts. Reads only: a bad file is dealt with
/// when the app starts.
pub fn saved_language() -> manifold_locale::Language {
    DataDir(data_dir())
        .file(SETTINGS_FILE)
        .and_then(|path| fs::read_to_string(path).ok())
        .and_then(|text| manifold_session::settings::Settings::from_ron(&text).ok())
        .map(|settings| settings.language)
        .unwrap_or_else(|| manifold_locale::Language::from_environment(environment))
}

/// An environment variable's value, if it is set and is text.
fn environment(name: &str) -> Option<String> {
    std::env::var(name).ok()
}

/// The settings the app starts with: those read, or on a first start the defaults in the
/// environment's language (`LANG=ru_RU.UTF-8` starts in Russian), given by `env`.
fn starting_settings(
    read: &SettingsRead<manifold_session::settings::Settings>,
    env: impl Fn(&str) -> Option<String>,
) -> manifold_session::settings::Settings {
    let mut settings = read.settings.clone();
    if read.first_start {
        settings.language = manifold_locale::Language::from_environment(env);
    }
    settings.sanitized()
}

/// Messages for the status line gathered while loading, shown once the app runs.
#[derive(Resource, Clone, Debug, Default)]
struct StartupNotes(Vec<Message>);

/// Present in a run that only shows a game it was given (a screenshot, a benchmark, a GIF
/// export): the game is not autosaved, so the player's autosave stays as it was.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct NoAutosave;

/// Loads the settings and the autosave, and registers the systems that write them back.
/// Inserts [`Settings`], [`DataDir`], [`AutosaveOffer`] and [`FirstStart`].
pub fn plugin(app: &mut App) {
    let dir = DataDir(data_dir());
    let mut notes = Vec::new();
    let read =
        read_settings::<manifold_session::settings::Settings>(dir.file(SETTINGS_FILE).as_deref());
    let settings = Settings(starting_settings(&read, environment));
    if let Some(problem) = &read.problem {
        notes.push(problem_note(problem, "persist-settings_corrupt"));
    }
    let saved = read_autosave(dir.file(AUTOSAVE_FILE).as_deref());
    if let Some(problem) = &saved.problem {
        notes.push(problem_note(problem, "persist-autosave_corrupt"));
    }
    if dir.0.is_none() {
        notes.push(Message::new("persist-no_data_dir"));
    }
    app.insert_resource(settings)
        .insert_resource(dir)
        .insert_resource(AutosaveOffer(saved.offer))
        .insert_resource(StartupNotes(notes))
        .insert_resource(FirstStart(read.first_start))
        .add_systems(Startup, show_startup_notes)
        .add_systems(
            Update,
            (
                save_settings,
                autosave
                    .run_if(in_state(Screen::Playing).and_then(not(resource_exists::<NoAutosave>))),
            )
                .in_set(super::schedule::AppSet::Ui),
        )
        .add_systems(Last, save_settings_on_exit);
}

/// The status-line note for a file that could not be used (`corrupt_id`: the message of
/// a file set aside), also written to the log.
fn problem_note(problem: &FileProblem, corrupt_id: &'static str) -> Message {
    warn!("{problem}");
    let kept = problem.kept_at().display().to_string();
    match problem {
        FileProblem::Corrupt { error, .. } => Message::new(corrupt_id)
            .message("error", error)
            .text("path", kept),
        FileProblem::Unreadable { error, .. } => Message::new("persist-read_failed")
            .text("path", kept)
            .text("error", error),
    }
}

/// Shows the loading notes, keeping what the status line already says (a corrupt settings
/// file and low graphics turned on by itself are both told).
fn show_startup_notes(notes: Res<StartupNotes>, mut status: ResMut<StatusLine>) {
    if !notes.0.is_empty() {
        let mut parts = notes.0.clone();
        parts.append(&mut status.0);
        status.0 = parts;
    }
}

/// The status-line note for a file that could not be written.
fn write_failed(path: &std::path::Path, error: &std::io::Error) -> Message {
    warn!("{}: {error}", path.display());
    Message::new("persist-write_failed")
        .text("path", path.display())
        .text("error", error)
}

/// What the settings writer remembers between frames.
#[derive(Default)]
struct SettingsWriter {
    /// The text last written (or found on disk), to skip writes that change nothing.
    written: Option<String>,
    /// The time of the last change not yet written.
    dirty_since: Option<f32>,
}

/// Writes the settings once they have stayed unchanged for a moment.
fn save_settings(
    settings: Res<Settings>,
    dir: Res<DataDir>,
    time: Res<Time>,
    mut status: ResMut<StatusLine>,
    mut writer: Local<SettingsWriter>,
) {
    let now = time.elapsed_secs();
    if settings.is_changed() {
        writer.dirty_since = Some(now);
    }
    match writer.dirty_since {
        Some(since) if now - since >= SETTINGS_WRITE_DELAY_SECS => {}
        _ => return,
    }
    writer.dirty_since = None;
    write_settings(&settings, &dir, &mut writer, &mut status);
}

/// Writes settings not yet written when the app exits.
fn save_settings_on_exit(
    mut exit: MessageReader<AppExit>,
    settings: Res<Settings>,
    dir: Res<DataDir>,
    mut status: ResMut<StatusLine>,
    mut writer: Local<SettingsWriter>,
) {
    if exit.read().next().is_some() {
        write_settings(&settings, &dir, &mut writer, &mut status);
    }
}

fn write_settings(
    settings: &Settings,
    dir: &DataDir,
    writer: &mut SettingsWriter,
    status: &mut StatusLine,
) {
    let Some(path) = dir.file(SETTINGS_FILE) else {
        return;
    };
    let text = settings_to_ron(&settings.0);
    if writer.written.as_ref() == Some(&text) {
        return;
    }
    if writer.written.is_none() && fs::read_to_string(&path).is_ok_and(|old| old == text) {
        writer.written = Some(text);
        return;
    }
    match write_atomically(&path, &text) {
        Ok(()) => writer.written = Some(text),
        Err(e) => status.set(write_failed(&path, &e)),
    }
}

/// Writes the game to `autosave.ron` after every change of the game or its drawn marks
/// (not of the selection), and offers it on the start screen (when it has moves). A lesson's steps are
/// not saved: the game put aside for the lesson stays the autosave.
#[allow(clippy::too_many_arguments)]
fn autosave(
    mut changed: MessageReader<BoardChanged>,
    view: Res<super::mode_view::ModeView>,
    session: Res<SessionRes>,
    dir: Res<DataDir>,
    mut offer: ResMut<AutosaveOffer>,
    mut status: ResMut<StatusLine>,
    mut written: Local<Option<String>>,
) {
    // A move, or a mark drawn (the session changes; the text below tells a selection apart).
    if (changed.read().count() == 0 && !session.is_changed()) || view.game_put_aside {
        return;
    }
    let Some(path) = dir.file(AUTOSAVE_FILE) else {
        return;
    };
    if written.as_ref() == Some(&session.0.to_ron()) {
        return;
    }
    match write_autosave(&path, &session.0) {
        Ok(text) => {
            *written = Some(text);
            offer.0 = offered(&session.0).then(|| session.0.clone());
        }
        Err(e) => status.set(write_failed(&path, &e)),
    }
}

#[cfg(test)]
mod tests {
    use super::super::settings::SeatPlayer;
    use super::super::shading::low_graphics_by_itself;
    use super::*;
    use manifold_locale::Language;
    use manifold_session::GameKind;
    use manifold_session::files::settings_from_ron;
    use manifold_session::settings::Settings;

    /// A fresh empty folder under the system's temporary folder.
    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "manifold-persistence-{}-{name}",
            std::process::id()
        ));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("a temporary folder");
        dir
    }

    #[test]
    fn settings_round_trip_and_defaults() {
        let settings = Settings {
            last_game: GameKind::Draughts,
            last_preset: Some("nujelm-draughts".into()),
            last_seats: vec![SeatPlayer::Human, SeatPlayer::Computer(3)],
            turn_camera_to_mover: true,
            show_opponent_attacks: false,
            ..Settings::default()
        };
        assert_eq!(settings_from_ron(&settings_to_ron(&settings)), Ok(settings));
        let defaults = Settings::default();
        assert!(!defaults.turn_camera_to_mover && defaults.show_opponent_attacks);
        let partial: Settings =
            settings_from_ron("(language: Russian)").expect("fields may be left out");
        assert_eq!(partial.language, Language::Russian);
        assert_eq!(partial.animation_speed, Settings::default().animation_speed);
    }

    /// A corrupt settings file is a first start: the defaults apply, and on a software
    /// renderer low graphics is turned on by itself as with no file at all; a good file
    /// keeps the player's choice.
    #[test]
    fn a_corrupt_settings_file_is_a_first_start_for_the_graphics_level() {
        let dir = temp_dir("first-start");
        let path = dir.join(SETTINGS_FILE);
        let chosen = Settings {
            language: Language::Russian,
            low_graphics: false,
            ..Settings::default()
        };
        write_atomically(&path, &settings_to_ron(&chosen)).expect("written");
        let good = read_settings::<Settings>(Some(&path));
        assert_eq!(good.settings, chosen);
        assert!(!low_graphics_by_itself(good.first_start, "Cpu"));
        fs::write(&path, "Settings(language: Klingon").expect("written");
        let corrupt = read_settings::<Settings>(Some(&path));
        assert_eq!(corrupt.settings, Settings::default());
        assert!(corrupt.problem.is_some() && !path.exists());
        assert!(low_graphics_by_itself(corrupt.first_start, "Cpu"));
        assert!(!low_graphics_by_itself(corrupt.first_start, "DiscreteGpu"));
        // The note names where the bad file went.
        let note = manifold_locale::english(&problem_note(
            corrupt.problem.as_ref().expect("a problem"),
            "persist-settings_corrupt",
        ));
        let kept = corrupt.problem.as_ref().expect("a problem").kept_at();
        assert!(note.contains(&kept.display().to_string()), "{note}");
        fs::remove_dir_all(&dir).ok();
    }

    /// Issue 53: a first start takes the environment's language; a saved choice wins.
    #[test]
    fn a_first_start_speaks_the_environment_language() {
        let russian_locale = |name: &str| (name == "LANG").then(|| "ru_RU.UTF-8".to_string());
        let first = read_settings::<Settings>(None);
        assert!(first.first_start);
        assert_eq!(
            starting_settings(&first, russian_locale).language,
            Language::Russian
        );
        assert_eq!(
            starting_settings(&first, |_| None).language,
            Language::English
        );
        let dir = temp_dir("first-language");
        let path = dir.join(SETTINGS_FILE);
        let chosen = Settings {
            language: Language::English,
            ..Settings::default()
        };
        write_atomically(&path, &settings_to_ron(&chosen)).expect("written");
        let saved = read_settings::<Settings>(Some(&path));
        assert_eq!(
            starting_settings(&saved, russian_locale).language,
            Language::English,
            "the player's own choice is kept"
        );
        fs::remove_dir_all(&dir).ok();
    }
}
