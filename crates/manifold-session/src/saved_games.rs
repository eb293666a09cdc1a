//! The saved games in a folder, as a list to choose from: each file's game, its moves, whether
//! it is over and when it was saved, newest first. A file that cannot be read is listed with
//! its reason rather than left out, so that a player looking for it learns why it will not
//! open.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use manifold_rules::Seat;

use crate::save::SaveError;
use crate::{GameKind, Session};

/// The file name ending of a saved game.
pub const SAVED_GAME_EXTENSION: &str = "ron";

/// One saved game in the list.
#[derive(Clone, Debug)]
pub struct SavedGameEntry {
    /// The file.
    pub path: PathBuf,
    /// When the file was last written (seconds since 1970, UTC), if the system says.
    pub saved_at: Option<u64>,
    /// What the file holds, or why it cannot be opened.
    pub content: Result<SavedGameSummary, SavedGameProblem>,
}

impl SavedGameEntry {
    /// The file's name without its folder.
    pub fn file_name(&self) -> String {
        self.path
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default()
    }
}

/// What a readable saved game is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGameSummary {
    /// Which game.
    pub kind: GameKind,
    /// Its numbered moves (one move per seat, as the move list counts them).
    pub moves: usize,
    /// Whether the game is over.
    pub finished: bool,
}

/// Why a listed file cannot be opened.
#[derive(Clone, Debug)]
pub enum SavedGameProblem {
    /// The file could not be read (the system's words).
    Unreadable(String),
    /// The file is not a saved game this program can replay.
    Bad(SaveError),
}

/// How many numbered moves (rows of the move list, one move per seat) `ply_count` plies
/// make when `first_seat` moved first: a classical game of 41 plies has 21 moves.
pub fn move_count(ply_count: usize, seats: u8, first_seat: Seat) -> usize {
    let seats = usize::from(seats.max(1));
    (first_seat.index() % seats + ply_count).div_ceil(seats)
}

/// What `session` holds, as the list shows it.
pub fn summary(session: &Session) -> SavedGameSummary {
    let game = session.game();
    SavedGameSummary {
        kind: session.kind(),
        moves: move_count(
            game.ply_count(),
            session.kind().seats(),
            game.position_at(0).turn(),
        ),
        finished: game.outcome().is_some(),
    }
}

/// The saved games (`*.ron`) in `dir`, newest first (then by name), those that will not
/// open last. A folder that does not exist or cannot be read has none.
pub fn list_saved_games(dir: &Path) -> Vec<SavedGameEntry> {
    let Ok(read) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut entries: Vec<SavedGameEntry> = read
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            path.is_file()
                && path.extension().and_then(|e| e.to_str()) == Some(SAVED_GAME_EXTENSION)
        })
        .map(|path| read_entry(&path))
        .collect();
    entries.sort_by(|a, b| {
        a.content
            .is_err()
            .cmp(&b.content.is_err())
            .then_with(|| b.saved_at.cmp(&a.saved_at))
            .then_with(|| a.file_name().cmp(&b.file_name()))
    });
    entries
}

/// One file's entry.
fn read_entry(path: &Path) -> SavedGameEntry {
    let saved_at = std::fs::metadata(path)
        .and_then(|meta| meta.modified())
        .ok()
        .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
        .map(|since| since.as_secs());
    let content = match std::fs::read_to_string(path) {
        Err(e) => Err(SavedGameProblem::Unreadable(e.to_string())),
        Ok(text) => Session::from_ron(&text)
            .map(|session| summary(&session))
            .map_err(SavedGameProblem::Bad),
    };
    SavedGameEntry {
        path: path.to_path_buf(),
        saved_at,
        content,
    }
}

/// `seconds` since 1970 as `YYYY-MM-DD HH:MM` (UTC), the list's date.
pub fn date_text(seconds: u64) -> String {
    let days = seconds / 86_400;
    let minutes_of_day = (seconds % 86_400) / 60;
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        minutes_of_day / 60,
        minutes_of_day % 60
    )
}

/// The calendar date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`, for days
/// on or after the epoch).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let day_of_era = z % 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = era * 400 + year_of_era + u64::from(month <= 2);
    (year, month, day)
}

/// Seconds since 1970 now (0 if the clock is before it).
pub fn now_seconds() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs())
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::VariantId;

    const CLASSICAL: GameKind = GameKind::Chess(VariantId::Classical);

    #[test]
    fn dates_read_as_the_calendar_says() {
        assert_eq!(date_text(0), "1970-01-01 00:00");
        // 2000-02-29 12:34 UTC, a leap day (date -u -d @951827640).
        assert_eq!(date_text(951_827_640), "2000-02-29 12:34");
        // 2026-12-07 14:21:29 UTC (date -u -d @1796653289).
        assert_eq!(date_text(1_796_653_289), "2026-12-07 14:21");
    }

    #[test]
    fn moves_are_counted_as_the_move_list_numbers_them() {
        assert_eq!(move_count(41, 2, Seat::WHITE), 21);
        assert_eq!(move_count(40, 2, Seat::WHITE), 20);
        assert_eq!(move_count(1, 2, Seat::BLACK), 1);
        assert_eq!(move_count(2, 2, Seat::BLACK), 2);
        assert_eq!(move_count(7, 3, Seat::WHITE), 3);
        assert_eq!(move_count(0, 2, Seat::WHITE), 0);
    }

    #[test]
    fn the_list_shows_each_game_and_why_a_bad_file_will_not_open() {
        let dir = std::env::temp_dir().join(format!("manifold-saves-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder");
        let game = Session::after_moves(CLASSICAL, &["e4", "e5", "Nf3"]);
        std::fs::write(dir.join("b-game.ron"), game.to_ron()).expect("written");
        let mate = Session::after_moves(CLASSICAL, &["f3", "e5", "g4", "Qh4#"]);
        std::fs::write(dir.join("a-mate.ron"), mate.to_ron()).expect("written");
        std::fs::write(dir.join("broken.ron"), "SavedGame(").expect("written");
        std::fs::write(dir.join("notes.txt"), "not a game").expect("written");
        let list = list_saved_games(&dir);
        let names: Vec<String> = list.iter().map(SavedGameEntry::file_name).collect();
        assert_eq!(names.len(), 3, "{names:?}: only .ron files");
        assert_eq!(
            names[2], "broken.ron",
            "a file that will not open comes last"
        );
        let find = |name: &str| {
            list.iter()
                .find(|e| e.file_name() == name)
                .unwrap_or_else(|| panic!("{name} listed"))
        };
        assert_eq!(
            find("b-game.ron").content.as_ref().ok(),
            Some(&SavedGameSummary {
                kind: CLASSICAL,
                moves: 2,
                finished: false
            })
        );
        assert!(
            find("a-mate.ron")
                .content
                .as_ref()
                .is_ok_and(|s| s.finished)
        );
        assert!(matches!(
            find("broken.ron").content,
            Err(SavedGameProblem::Bad(_))
        ));
        assert!(find("b-game.ron").saved_at.is_some());
        assert!(list_saved_games(&dir.join("missing")).is_empty());
        std::fs::remove_dir_all(&dir).ok();
    }
}
