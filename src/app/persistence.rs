//! What the app keeps between runs, in its data folder (`$MANIFOLD_HOME`, else
//! `$XDG_DATA_HOME/manifold`, else `$HOME/.local/share/manifold`): the settings
//! (`settings.ron`) and the game in progress (`autosave.ron`, written after every move).
//!
//! Files are written atomically (a temporary file in the same folder, flushed to disk, then
//! renamed over the old one), so a crash never leaves half a file. A file that cannot be
//! read is moved aside as `NAME.corrupt-<unix time>` and the app goes on with defaults,
//! saying so in the status line: a bad file never stops the app or loses the evidence.

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use bevy::prelude::*;

use crate::session::Session;

use super::i18n::{translate_message, trf};
use super::settings::Settings;
use super::state::{BoardChanged, Screen, SessionRes, StatusLine};

/// The settings file's name in the data folder.
pub const SETTINGS_FILE: &str = "settings.ron";
/// The autosave file's name in the data folder.
pub const AUTOSAVE_FILE: &str = "autosave.ron";
/// The folder for saved games inside the data folder.
pub const SAVES_DIR: &str = "saves";
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
/// then the last one written.
#[derive(Resource, Clone, Debug, Default)]
pub struct AutosaveOffer(pub Option<Session>);

/// Whether this is the first start: no settings file was found (the graphics level may
/// then be chosen for the machine, see `shading`).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FirstStart(pub bool);

/// Messages for the status line gathered while loading, shown once the app runs.
#[derive(Resource, Clone, Debug, Default)]
struct StartupNotes(Vec<String>);

/// Loads the settings and the autosave, and registers the systems that write them back.
/// Inserts [`Settings`], [`DataDir`] and [`AutosaveOffer`].
pub fn plugin(app: &mut App) {
    let dir = DataDir(data_dir());
    let mut notes = Vec::new();
    let first_start = dir.file(SETTINGS_FILE).is_none_or(|path| !path.exists());
    let settings = load_settings(&dir, &mut notes);
    let offer = load_autosave(&dir, &settings, &mut notes);
    if dir.0.is_none() {
        notes.push(trf(settings.language, "persist.no_data_dir", &[]));
    }
    app.insert_resource(settings)
        .insert_resource(dir)
        .insert_resource(AutosaveOffer(offer))
        .insert_resource(StartupNotes(notes))
        .insert_resource(FirstStart(first_start))
        .add_systems(Startup, show_startup_notes)
        .add_systems(
            Update,
            (save_settings, autosave.run_if(in_state(Screen::Playing))),
        )
        .add_systems(Last, save_settings_on_exit);
}

/// The data folder named by the environment: `$MANIFOLD_HOME`, else
/// `$XDG_DATA_HOME/manifold`, else `$HOME/.local/share/manifold` (empty values and a
/// relative `XDG_DATA_HOME` are ignored, as the XDG specification says).
pub fn data_dir_from(var: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    let get = |name: &str| var(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    if let Some(home) = get("MANIFOLD_HOME") {
        return Some(home);
    }
    if let Some(xdg) = get("XDG_DATA_HOME").filter(|p| p.is_absolute()) {
        return Some(xdg.join("manifold"));
    }
    get("HOME").map(|home| home.join(".local").join("share").join("manifold"))
}

/// The data folder of this process's environment.
pub fn data_dir() -> Option<PathBuf> {
    data_dir_from(|name| std::env::var_os(name))
}

/// Writes `text` to `path` atomically: into a temporary file in the same folder, flushed
/// to disk, then renamed over `path`. Creates the folder if needed. On failure `path` is
/// left as it was and the temporary file is removed.
pub fn write_atomically(path: &Path, text: &str) -> io::Result<()> {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?;
    fs::create_dir_all(dir)?;
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let tmp = dir.join(format!(
        ".{}.tmp-{}-{n}",
        name.to_string_lossy(),
        std::process::id()
    ));
    let result = (|| -> io::Result<()> {
        let mut file = File::create(&tmp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp, path)?;
        // Make the rename itself durable where the platform allows opening a folder.
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// What [`load_or_quarantine`] found.
#[derive(Debug)]
pub enum LoadResult<T> {
    /// No file there.
    Missing,
    /// The file, read.
    Loaded(T),
    /// The file could not be understood; it was moved aside to `kept_as` (or left in place
    /// when even that failed: `kept_as` is `None`).
    Corrupt {
        /// Why it could not be read.
        error: String,
        /// Where the file is now.
        kept_as: Option<PathBuf>,
    },
    /// The file exists but could not be read at all (permissions, a folder in its place);
    /// it is left where it is.
    Unreadable(io::Error),
}

/// Reads the file at `path` with `parse`. A file that is not text or that `parse` refuses
/// is renamed to `NAME.corrupt-<unix time>` beside it, so that a fresh file can be
/// written and the bad one is kept for inspection.
pub fn load_or_quarantine<T>(
    path: &Path,
    parse: impl FnOnce(&str) -> Result<T, String>,
) -> LoadResult<T> {
    let bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return LoadResult::Missing,
        Err(e) => return LoadResult::Unreadable(e),
    };
    let parsed = String::from_utf8(bytes)
        .map_err(|e| format!("not UTF-8 text: {e}"))
        .and_then(|text| parse(&text));
    match parsed {
        Ok(value) => LoadResult::Loaded(value),
        Err(error) => LoadResult::Corrupt {
            error,
            kept_as: quarantine(path).ok(),
        },
    }
}

/// Renames `path` to `NAME.corrupt-<unix time>` (with `-2`, `-3`... if that name is taken)
/// and returns the new path.
pub fn quarantine(path: &Path) -> io::Result<PathBuf> {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?
        .to_string_lossy()
        .into_owned();
    let base = format!("{name}.corrupt-{secs}");
    let mut target = path.with_file_name(&base);
    let mut n = 2;
    while target.exists() {
        target = path.with_file_name(format!("{base}-{n}"));
        n += 1;
    }
    fs::rename(path, &target)?;
    Ok(target)
}

/// Settings as the RON text written to `settings.ron`.
pub fn settings_to_ron(settings: &Settings) -> String {
    ron::ser::to_string_pretty(settings, ron::ser::PrettyConfig::new().struct_names(true))
        .unwrap_or_default()
}

/// Settings read from RON text (fields left out take their defaults).
pub fn settings_from_ron(text: &str) -> Result<Settings, String> {
    ron::from_str(text).map_err(|e| e.to_string())
}

/// The settings from the data folder, or the defaults (with a note when the file was bad).
fn load_settings(dir: &DataDir, notes: &mut Vec<String>) -> Settings {
    let Some(path) = dir.file(SETTINGS_FILE) else {
        return Settings::default();
    };
    match load_or_quarantine(&path, settings_from_ron) {
        LoadResult::Loaded(settings) => settings,
        LoadResult::Missing => Settings::default(),
        LoadResult::Corrupt { error, kept_as } => {
            let settings = Settings::default();
            warn!("{}: {error}", path.display());
            let kept = kept_as.as_deref().unwrap_or(&path).display().to_string();
            notes.push(trf(
                settings.language,
                "persist.settings_corrupt",
                &[("error", &error), ("path", &kept)],
            ));
            settings
        }
        LoadResult::Unreadable(e) => {
            warn!("{}: {e}", path.display());
            let p = path.display().to_string();
            notes.push(trf(
                Settings::default().language,
                "persist.read_failed",
                &[("path", &p), ("error", &e)],
            ));
            Settings::default()
        }
    }
}

/// The autosaved game, if there is a readable one (a bad one is moved aside, with a note).
fn load_autosave(dir: &DataDir, settings: &Settings, notes: &mut Vec<String>) -> Option<Session> {
    let path = dir.file(AUTOSAVE_FILE)?;
    let lang = settings.language;
    match load_or_quarantine(&path, |text| {
        Session::from_ron(text).map_err(|e| e.to_string())
    }) {
        LoadResult::Loaded(session) => Some(session),
        LoadResult::Missing => None,
        LoadResult::Corrupt { error, kept_as } => {
            warn!("{}: {error}", path.display());
            let kept = kept_as.as_deref().unwrap_or(&path).display().to_string();
            notes.push(trf(
                lang,
                "persist.autosave_corrupt",
                &[("error", &translate_message(lang, &error)), ("path", &kept)],
            ));
            None
        }
        LoadResult::Unreadable(e) => {
            warn!("{}: {e}", path.display());
            let p = path.display().to_string();
            notes.push(trf(
                lang,
                "persist.read_failed",
                &[
                    ("path", &p),
                    ("error", &translate_message(lang, &e.to_string())),
                ],
            ));
            None
        }
    }
}

fn show_startup_notes(notes: Res<StartupNotes>, mut status: ResMut<StatusLine>) {
    if !notes.0.is_empty() {
        status.0 = notes.0.join(" ");
    }
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
    let text = settings_to_ron(settings);
    if writer.written.as_ref() == Some(&text) {
        return;
    }
    if writer.written.is_none() && fs::read_to_string(&path).is_ok_and(|old| old == text) {
        writer.written = Some(text);
        return;
    }
    match write_atomically(&path, &text) {
        Ok(()) => writer.written = Some(text),
        Err(e) => {
            warn!("{}: {e}", path.display());
            let p = path.display().to_string();
            let lang = settings.language;
            status.0 = trf(
                lang,
                "persist.write_failed",
                &[
                    ("path", &p),
                    ("error", &translate_message(lang, &e.to_string())),
                ],
            );
        }
    }
}

/// Writes the game to `autosave.ron` after every change of the game (not of the
/// selection), and offers it on the start screen.
fn autosave(
    mut changed: MessageReader<BoardChanged>,
    session: Res<SessionRes>,
    dir: Res<DataDir>,
    settings: Res<Settings>,
    mut offer: ResMut<AutosaveOffer>,
    mut status: ResMut<StatusLine>,
    mut written: Local<Option<String>>,
) {
    if changed.read().count() == 0 {
        return;
    }
    let Some(path) = dir.file(AUTOSAVE_FILE) else {
        return;
    };
    let text = session.0.to_ron();
    if written.as_ref() == Some(&text) {
        return;
    }
    match write_atomically(&path, &text) {
        Ok(()) => {
            *written = Some(text);
            offer.0 = Some(session.0.clone());
        }
        Err(e) => {
            warn!("{}: {e}", path.display());
            let p = path.display().to_string();
            let lang = settings.language;
            status.0 = trf(
                lang,
                "persist.write_failed",
                &[
                    ("path", &p),
                    ("error", &translate_message(lang, &e.to_string())),
                ],
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{ChessVariant, GameKind};

    use super::super::settings::{Language, SeatPlayer};

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

    fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .expect("listable")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn writes_atomically_and_replaces() {
        let dir = temp_dir("atomic");
        let path = dir.join("sub").join("file.ron");
        write_atomically(&path, "first").expect("written");
        assert_eq!(fs::read_to_string(&path).expect("readable"), "first");
        write_atomically(&path, "second").expect("written again");
        assert_eq!(fs::read_to_string(&path).expect("readable"), "second");
        // No temporary file is left behind.
        assert_eq!(names_in(&dir.join("sub")), ["file.ron"]);
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_failed_write_leaves_the_old_file() {
        let dir = temp_dir("failed");
        let path = dir.join("file.ron");
        write_atomically(&path, "old").expect("written");
        // A folder where the file should go: the rename fails.
        let blocked = dir.join("blocked");
        fs::create_dir_all(blocked.join("inside")).expect("a folder");
        assert!(write_atomically(&blocked, "new").is_err());
        assert!(blocked.is_dir());
        assert_eq!(fs::read_to_string(&path).expect("readable"), "old");
        assert_eq!(names_in(&dir), ["blocked", "file.ron"]);
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn loads_a_good_file() {
        let dir = temp_dir("good");
        let path = dir.join(SETTINGS_FILE);
        let settings = Settings {
            language: Language::Russian,
            animation_speed: 2.0,
            ..Settings::default()
        };
        write_atomically(&path, &settings_to_ron(&settings)).expect("written");
        match load_or_quarantine(&path, settings_from_ron) {
            LoadResult::Loaded(read) => assert_eq!(read, settings),
            other => panic!("expected the settings, got {other:?}"),
        }
        assert!(matches!(
            load_or_quarantine(&dir.join("none.ron"), settings_from_ron),
            LoadResult::Missing
        ));
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_corrupt_settings_file_is_kept_aside() {
        let dir = temp_dir("corrupt-settings");
        let path = dir.join(SETTINGS_FILE);
        fs::write(&path, "Settings(language: Klingon").expect("written");
        let LoadResult::Corrupt { error, kept_as } = load_or_quarantine(&path, settings_from_ron)
        else {
            panic!("expected a corrupt file");
        };
        assert!(!error.is_empty());
        let kept = kept_as.expect("moved aside");
        assert!(!path.exists());
        assert_eq!(
            fs::read_to_string(&kept).expect("kept"),
            "Settings(language: Klingon"
        );
        let name = kept
            .file_name()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        let secs = name
            .strip_prefix("settings.ron.corrupt-")
            .expect("the quarantine name");
        assert!(secs.parse::<u64>().is_ok(), "{name}");
        // A second corrupt file in the same second gets its own name.
        fs::write(&path, [0xff, 0xfe]).expect("written");
        let LoadResult::Corrupt {
            kept_as: Some(second),
            ..
        } = load_or_quarantine(&path, settings_from_ron)
        else {
            panic!("expected a corrupt file");
        };
        assert_ne!(second, kept);
        assert_eq!(names_in(&dir).len(), 2);
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_corrupt_autosave_is_kept_aside() {
        let dir = temp_dir("corrupt-autosave");
        let path = dir.join(AUTOSAVE_FILE);
        let parse = |text: &str| Session::from_ron(text).map_err(|e| e.to_string());
        // A save whose second move is illegal.
        let mut saved = Session::new(GameKind::Chess(ChessVariant::Classical)).to_saved();
        saved.moves = vec!["e4".into(), "e4".into()];
        let text = ron::ser::to_string(&saved).expect("serialises");
        fs::write(&path, &text).expect("written");
        let LoadResult::Corrupt {
            error,
            kept_as: Some(kept),
        } = load_or_quarantine(&path, parse)
        else {
            panic!("expected a corrupt autosave");
        };
        assert!(error.contains("move 2"), "{error}");
        assert_eq!(fs::read_to_string(kept).expect("kept"), text);
        // A good autosave reads back.
        let session = Session::new(GameKind::Draughts);
        write_atomically(&path, &session.to_ron()).expect("written");
        assert!(
            matches!(load_or_quarantine(&path, parse), LoadResult::Loaded(s) if s.kind() == GameKind::Draughts)
        );
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_folder_in_place_of_the_file_is_unreadable_and_left_alone() {
        let dir = temp_dir("unreadable");
        let path = dir.join(SETTINGS_FILE);
        fs::create_dir_all(&path).expect("a folder");
        assert!(matches!(
            load_or_quarantine(&path, settings_from_ron),
            LoadResult::Unreadable(_)
        ));
        assert!(path.is_dir());
        fs::remove_dir_all(&dir).ok();
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
        let partial = settings_from_ron("(language: Russian)").expect("fields may be left out");
        assert_eq!(partial.language, Language::Russian);
        assert_eq!(partial.animation_speed, Settings::default().animation_speed);
    }

    #[test]
    fn data_dir_precedence() {
        fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| OsString::from(v))
            }
        }
        let all = [
            ("MANIFOLD_HOME", "/m"),
            ("XDG_DATA_HOME", "/x"),
            ("HOME", "/h"),
        ];
        assert_eq!(data_dir_from(env(&all)), Some(PathBuf::from("/m")));
        assert_eq!(
            data_dir_from(env(&[("XDG_DATA_HOME", "/x"), ("HOME", "/h")])),
            Some(PathBuf::from("/x/manifold"))
        );
        assert_eq!(
            data_dir_from(env(&[
                ("MANIFOLD_HOME", ""),
                ("XDG_DATA_HOME", "rel"),
                ("HOME", "/h")
            ])),
            Some(PathBuf::from("/h/.local/share/manifold"))
        );
        assert_eq!(data_dir_from(env(&[])), None);
    }
}
