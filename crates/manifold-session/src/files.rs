//! The files kept between runs, without Bevy: the data folder (`$MANIFOLD_HOME`, else
//! `$XDG_DATA_HOME/manifold`, else `$HOME/.local/share/manifold`), atomic writes, setting a
//! bad file aside, and reading the settings file with a fallback to defaults.
//!
//! Files are written atomically (a temporary file in the same folder, flushed to disk, then
//! renamed over the old one), so a crash never leaves half a file. A file that cannot be
//! read is moved aside as `NAME.corrupt-<unix time>` and the program goes on with defaults,
//! saying so: a bad file never stops the program or loses the evidence. The app
//! (`app::persistence`) wraps these in Bevy resources and systems.

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::save::SaveError;
use manifold_locale::{Localize, Message};

/// The settings file's name in the data folder.
pub const SETTINGS_FILE: &str = "settings.ron";
/// The autosave file's name in the data folder.
pub const AUTOSAVE_FILE: &str = "autosave.ron";
/// The folder for saved games inside the data folder.
pub const SAVES_DIR: &str = "saves";

/// The data folder named by the environment: `$MANIFOLD_HOME`, else
/// `$XDG_DATA_HOME/manifold`, else `$HOME/.local/share/manifold` (empty values and a
/// relative `XDG_DATA_HOME` are ignored, as the XDG specification says).
pub(crate) fn data_dir_from(var: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
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

/// An environment holding the variables of `pairs` (name, value) and nothing else, for
/// what reads the environment through a look-up function (the data folder, the display and
/// the locale checks) when it is given by hand, as tests do.
pub fn environment_of<'a>(
    pairs: &'a [(&'a str, &'a str)],
) -> impl Fn(&str) -> Option<OsString> + 'a {
    move |name: &str| {
        pairs
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| OsString::from(v))
    }
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

/// Removes the temporary files an atomic write of `path` left behind when its process died
/// mid-write (killed, or the machine went down): `.NAME.tmp-<pid>-<n>` beside `path` whose
/// process no longer runs. Where running processes cannot be told (no `/proc`), nothing is
/// removed. Returns how many were removed.
pub(crate) fn remove_stale_temp_files(path: &Path) -> usize {
    let proc = Path::new("/proc");
    if !proc.join("self").exists() {
        return 0;
    }
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return 0;
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let prefix = format!(".{}.tmp-", name.to_string_lossy());
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let file_name = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = file_name
            .strip_prefix(&prefix)
            .and_then(|rest| rest.split('-').next())
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if pid != std::process::id()
            && !proc.join(pid.to_string()).exists()
            && fs::remove_file(entry.path()).is_ok()
        {
            removed += 1;
        }
    }
    removed
}

/// What [`load_or_quarantine`] found.
#[derive(Debug)]
pub(crate) enum LoadResult<T> {
    /// No file there.
    Missing,
    /// The file, read.
    Loaded(T),
    /// The file could not be understood; it was moved aside to `kept_as` (or left in place
    /// when even that failed: `kept_as` is `None`).
    Corrupt {
        /// Why it could not be read.
        error: ReadError,
        /// Where the file is now.
        kept_as: Option<PathBuf>,
    },
    /// The file exists but could not be read at all (permissions, a folder in its place);
    /// it is left where it is.
    Unreadable(io::Error),
}

/// Why the text of a file kept between runs could not be used.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum ReadError {
    /// The file is not UTF-8 text (the decoder's detail).
    NotUtf8(String),
    /// The settings are not RON of the expected shape (the RON reader's text).
    Settings(String),
    /// The saved game cannot be read (boxed: it is much larger than the other errors).
    Save(Box<SaveError>),
}

impl Localize for ReadError {
    fn message(&self) -> Message {
        match self {
            ReadError::NotUtf8(detail) => {
                Message::new("session-file-not_utf8").text("detail", detail)
            }
            ReadError::Settings(detail) => Message::new("session-as-is").text("text", detail),
            ReadError::Save(error) => error.message(),
        }
    }
}

/// Reads the file at `path` with `parse`. A file that is not text or that `parse` refuses
/// is renamed to `NAME.corrupt-<unix time>` beside it, so that a fresh file can be
/// written and the bad one is kept for inspection.
pub(crate) fn load_or_quarantine<T>(
    path: &Path,
    parse: impl FnOnce(&str) -> Result<T, ReadError>,
) -> LoadResult<T> {
    let bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return LoadResult::Missing,
        Err(e) => return LoadResult::Unreadable(e),
    };
    let parsed = String::from_utf8(bytes)
        .map_err(|e| ReadError::NotUtf8(e.to_string()))
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
pub(crate) fn quarantine(path: &Path) -> io::Result<PathBuf> {
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

/// Why a file kept between runs could not be used (the program went on without it).
#[derive(Debug)]
pub enum FileProblem {
    /// The file could not be understood and was set aside.
    Corrupt {
        /// The file's path.
        path: PathBuf,
        /// Why it could not be read.
        error: ReadError,
        /// Where it is now (`None`: it could not even be moved and is still at `path`).
        kept_as: Option<PathBuf>,
    },
    /// The file could not be read at all; it is left where it is.
    Unreadable {
        /// The file's path.
        path: PathBuf,
        /// The system's error on reading it.
        error: io::Error,
    },
}

impl FileProblem {
    /// The problem a [`LoadResult`] reports for `path`, if any.
    pub(crate) fn of<T>(path: &Path, result: LoadResult<T>) -> Result<Option<T>, FileProblem> {
        match result {
            LoadResult::Missing => Ok(None),
            LoadResult::Loaded(value) => Ok(Some(value)),
            LoadResult::Corrupt { error, kept_as } => Err(FileProblem::Corrupt {
                path: path.to_path_buf(),
                error,
                kept_as,
            }),
            LoadResult::Unreadable(error) => Err(FileProblem::Unreadable {
                path: path.to_path_buf(),
                error,
            }),
        }
    }

    /// Where the bad file is now: where it was set aside, or its own path.
    pub fn kept_at(&self) -> &Path {
        match self {
            FileProblem::Corrupt {
                kept_as: Some(kept),
                ..
            } => kept,
            FileProblem::Corrupt { path, .. } | FileProblem::Unreadable { path, .. } => path,
        }
    }
}

impl Localize for FileProblem {
    fn message(&self) -> Message {
        match self {
            FileProblem::Corrupt { path, error, .. } => Message::new("session-file-corrupt")
                .text("path", path.display())
                .message("error", error)
                .text("kept", self.kept_at().display()),
            // The system's error text is shown as it is.
            FileProblem::Unreadable { path, error } => Message::new("session-file-unreadable")
                .text("path", path.display())
                .text("error", error),
        }
    }
}

manifold_locale::display_in_english!(FileProblem, ReadError);

/// What reading the settings file gave.
#[derive(Debug)]
pub struct SettingsRead<S> {
    /// The settings read, or the defaults.
    pub settings: S,
    /// Whether this counts as a first start: no settings were read (no file, or a file that
    /// could not be used), so the defaults apply as on a new machine and first-start choices
    /// (such as low graphics on a software renderer) are made again.
    pub first_start: bool,
    /// Why the file could not be used, if it was there and bad.
    pub problem: Option<FileProblem>,
}

/// Settings as RON text, with the struct's name (as written to `settings.ron`).
pub fn settings_to_ron<S: Serialize>(settings: &S) -> String {
    ron::ser::to_string_pretty(settings, ron::ser::PrettyConfig::new().struct_names(true))
        .unwrap_or_default()
}

/// Settings read from RON text (fields left out take their defaults where `S` says so).
pub fn settings_from_ron<S: DeserializeOwned>(text: &str) -> Result<S, ReadError> {
    ron::from_str(text).map_err(|e| ReadError::Settings(e.to_string()))
}

/// Reads the settings file at `path` (`None`: no data folder). A missing file gives the
/// defaults; a corrupt one is set aside and gives the defaults too, as a first start.
pub fn read_settings<S: DeserializeOwned + Default>(path: Option<&Path>) -> SettingsRead<S> {
    let defaults = |problem| SettingsRead {
        settings: S::default(),
        first_start: true,
        problem,
    };
    let Some(path) = path else {
        return defaults(None);
    };
    remove_stale_temp_files(path);
    match FileProblem::of(path, load_or_quarantine(path, settings_from_ron::<S>)) {
        Ok(Some(settings)) => SettingsRead {
            settings,
            first_start: false,
            problem: None,
        },
        Ok(None) => defaults(None),
        Err(problem) => defaults(Some(problem)),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A fresh empty folder under the system's temporary folder.
    pub(crate) fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("manifold-files-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("a temporary folder");
        dir
    }

    pub(crate) fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .expect("listable")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
    #[serde(default)]
    struct Prefs {
        speed: f32,
        name: String,
    }

    impl Default for Prefs {
        fn default() -> Self {
            Prefs {
                speed: 1.0,
                name: "x".into(),
            }
        }
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
    fn a_corrupt_file_is_kept_aside_under_its_own_name() {
        let dir = temp_dir("corrupt");
        let path = dir.join(SETTINGS_FILE);
        fs::write(&path, "Prefs(speed: ").expect("written");
        let LoadResult::Corrupt { error, kept_as } =
            load_or_quarantine(&path, settings_from_ron::<Prefs>)
        else {
            panic!("expected a corrupt file");
        };
        assert!(!error.to_string().is_empty());
        let kept = kept_as.expect("moved aside");
        assert!(!path.exists());
        assert_eq!(fs::read_to_string(&kept).expect("kept"), "Prefs(speed: ");
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
        } = load_or_quarantine(&path, settings_from_ron::<Prefs>)
        else {
            panic!("expected a corrupt file");
        };
        assert_ne!(second, kept);
        assert_eq!(names_in(&dir).len(), 2);
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_folder_in_place_of_the_file_is_unreadable_and_left_alone() {
        let dir = temp_dir("unreadable");
        let path = dir.join(SETTINGS_FILE);
        fs::create_dir_all(&path).expect("a folder");
        let read = read_settings::<Prefs>(Some(&path));
        assert!(matches!(read.problem, Some(FileProblem::Unreadable { .. })));
        assert_eq!(read.settings, Prefs::default());
        assert!(path.is_dir());
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn only_settings_read_from_a_good_file_end_the_first_start() {
        let dir = temp_dir("first-start");
        let path = dir.join(SETTINGS_FILE);
        let missing = read_settings::<Prefs>(Some(&path));
        assert!(missing.first_start && missing.problem.is_none());
        assert!(read_settings::<Prefs>(None).first_start, "no data folder");
        let mine = Prefs {
            speed: 2.5,
            name: "mine".into(),
        };
        write_atomically(&path, &settings_to_ron(&mine)).expect("written");
        let good = read_settings::<Prefs>(Some(&path));
        assert!(!good.first_start && good.problem.is_none());
        assert_eq!(good.settings, mine);
        // Fields left out take their defaults; that is still a file read.
        fs::write(&path, "(speed: 3.0)").expect("written");
        let partial = read_settings::<Prefs>(Some(&path));
        assert!(!partial.first_start);
        assert_eq!(partial.settings.speed, 3.0);
        assert_eq!(partial.settings.name, "x");
        // A truncated file: defaults, set aside, and a first start again.
        let text = settings_to_ron(&mine);
        fs::write(&path, &text[..text.len() / 2]).expect("written");
        let corrupt = read_settings::<Prefs>(Some(&path));
        assert!(
            corrupt.first_start,
            "a corrupt file counts as a first start"
        );
        assert_eq!(corrupt.settings, Prefs::default());
        let problem = corrupt.problem.expect("the problem is reported");
        let kept = problem.kept_at().to_path_buf();
        assert_ne!(kept, path);
        assert!(problem.to_string().contains(&kept.display().to_string()));
        assert!(!path.exists());
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn only_the_temporary_files_of_dead_processes_are_removed() {
        let dir = temp_dir("stale");
        let path = dir.join(AUTOSAVE_FILE);
        // No process has a pid this large (Linux caps pids at 2^22).
        let dead = dir.join(".autosave.ron.tmp-4294967295-3");
        let mine = dir.join(format!(".autosave.ron.tmp-{}-0", std::process::id()));
        let other = dir.join(".settings.ron.tmp-4294967295-1");
        for file in [&dead, &mine, &other, &path] {
            fs::write(file, "x").expect("written");
        }
        let removed = remove_stale_temp_files(&path);
        if Path::new("/proc/self").exists() {
            assert_eq!(removed, 1);
            assert!(!dead.exists());
        }
        assert!(mine.exists() && other.exists() && path.exists());
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn every_file_problem_renders() {
        use manifold_locale::check::assert_every_variant_renders;
        assert_every_variant_renders(
            &[
                ReadError::NotUtf8("invalid utf-8 sequence".into()),
                ReadError::Settings("1:1: Expected struct".into()),
                ReadError::Save(Box::new(SaveError::Format(3))),
            ],
            &[],
        );
        let corrupt = FileProblem::Corrupt {
            path: "/d/settings.ron".into(),
            error: ReadError::Save(Box::new(SaveError::Format(3))),
            kept_as: Some("/d/settings.ron.corrupt-1".into()),
        };
        manifold_locale::check::assert_renders(&corrupt.message(), "corrupt", &[]);
        assert_eq!(
            corrupt.to_string(),
            "/d/settings.ron could not be read (saved game format 3 is newer than this program \
             reads (2)); it was kept as /d/settings.ron.corrupt-1"
        );
        let unreadable = FileProblem::Unreadable {
            path: "/d/x".into(),
            error: io::Error::other("denied"),
        };
        manifold_locale::check::assert_renders(&unreadable.message(), "unreadable", &[]);
    }

    #[test]
    fn data_dir_precedence() {
        let all = [
            ("MANIFOLD_HOME", "/m"),
            ("XDG_DATA_HOME", "/x"),
            ("HOME", "/h"),
        ];
        assert_eq!(
            data_dir_from(environment_of(&all)),
            Some(PathBuf::from("/m"))
        );
        assert_eq!(
            data_dir_from(environment_of(&[("XDG_DATA_HOME", "/x"), ("HOME", "/h")])),
            Some(PathBuf::from("/x/manifold"))
        );
        assert_eq!(
            data_dir_from(environment_of(&[
                ("MANIFOLD_HOME", ""),
                ("XDG_DATA_HOME", "rel"),
                ("HOME", "/h")
            ])),
            Some(PathBuf::from("/h/.local/share/manifold"))
        );
        assert_eq!(data_dir_from(environment_of(&[])), None);
    }
}
