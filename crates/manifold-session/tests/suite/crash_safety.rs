//! Crash safety of the files kept between runs, headless (the session layer the app calls):
//! a process killed with SIGKILL while it writes the autosave after every move leaves an
//! autosave that offers every move it had saved; a truncated or corrupt autosave or
//! settings file is set aside with a message and the other file is kept; an autosave with
//! no moves is not offered.
//!
//! The killed process is this test binary run again with `MANIFOLD_CRASH_CHILD` set: the
//! ignored test `child_plays_and_autosaves` then plays a seeded game, writing the autosave after
//! each move and printing `saved N` once move N is on disk.

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use manifold_ai::rng::Rng;
use manifold_rules::VariantId;
use manifold_session::autosave::{read_autosave, write_autosave};
use manifold_session::files::{
    AUTOSAVE_FILE, FileProblem, SETTINGS_FILE, read_settings, write_atomically,
};
use manifold_session::{GameKind, Session};

/// The folder the child writes in (set only in the child).
const CHILD_DIR: &str = "MANIFOLD_CRASH_CHILD";
/// The game the child plays, by its command-line name.
const CHILD_GAME: &str = "MANIFOLD_CRASH_GAME";
/// The seed of the child's game.
const SEED: u64 = 20_261_201;
/// The parent kills the child once this many moves are saved.
const KILL_AFTER: usize = 30;

/// A fresh empty folder under the system's temporary folder.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "manifold-crash-safety-{}-{name}",
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

/// The seeded random game the child plays, move by move: `step` is called after each move
/// with the session; it stops when the game ends or after `limit` moves.
fn seeded_game(kind: GameKind, limit: usize, mut step: impl FnMut(&Session)) -> Session {
    let mut rng = Rng::new(SEED);
    let mut session = Session::new(kind);
    while session.game().ply_count() < limit {
        let moves = session.game().legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len() as u64) as usize].clone();
        session.game_mut().play(&m).expect("a legal move");
        step(&session);
    }
    session
}

/// A small settings value standing for the app's settings file.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
struct Prefs {
    speed: f32,
    low_graphics: bool,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            speed: 1.0,
            low_graphics: false,
        }
    }
}

const MY_PREFS: &str = "Prefs(speed: 2.5, low_graphics: true)";

/// In the child only: plays a seeded game, writing the autosave after every move and saying
/// so on stdout, then waits to be killed. Ignored, so that it is not counted as a test: the
/// kill tests run it with `--ignored --exact`.
#[test]
#[ignore = "the child process of the kill tests, which run it; not a test by itself"]
fn child_plays_and_autosaves() {
    let Some(dir) = std::env::var_os(CHILD_DIR) else {
        return; // run by hand without the kill test's folder: nothing to do
    };
    let name = std::env::var(CHILD_GAME).expect("the game to play");
    let kind = GameKind::from_cli_name(&name).expect("a game name");
    let path = Path::new(&dir).join(AUTOSAVE_FILE);
    let mut out = std::io::stdout();
    seeded_game(kind, usize::MAX, |session| {
        write_autosave(&path, session).expect("autosave written");
        writeln!(out, "saved {}", session.game().ply_count()).expect("stdout");
        out.flush().expect("stdout");
    });
    writeln!(out, "done").expect("stdout");
    out.flush().expect("stdout");
    std::thread::sleep(std::time::Duration::from_secs(600));
}

/// Runs the child for `kind`, kills it with SIGKILL after `KILL_AFTER` saved moves, and
/// checks that a fresh load offers a game with every saved move, replaying to the same
/// position, and that the settings file beside it is untouched.
fn killed_mid_game_keeps_every_saved_move(kind: GameKind) {
    let dir = temp_dir(&format!("kill-{}", kind.cli_name()));
    let settings = dir.join(SETTINGS_FILE);
    fs::write(&settings, MY_PREFS).expect("settings written");
    let mut child = Command::new(std::env::current_exe().expect("this test binary"))
        .args([
            "--ignored",
            "--exact",
            "crash_safety::child_plays_and_autosaves",
            "--nocapture",
            "--test-threads",
            "1",
        ])
        .env(CHILD_DIR, &dir)
        .env(CHILD_GAME, kind.cli_name())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the child starts");
    let stdout = child.stdout.take().expect("piped");
    let mut saved = 0;
    for line in BufReader::new(stdout).lines() {
        let line = line.expect("a line");
        assert_ne!(line, "done", "the game ended before {KILL_AFTER} moves");
        if let Some(n) = line.strip_prefix("saved ") {
            saved = n.parse().expect("a count");
            if saved >= KILL_AFTER {
                break;
            }
        }
    }
    // Child::kill sends SIGKILL: no destructor, no flush, no clean exit.
    child.kill().expect("killed");
    let status = child.wait().expect("reaped");
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(status.signal(), Some(9), "the child died of SIGKILL");
    assert_eq!(saved, KILL_AFTER);

    let read = read_autosave(Some(&dir.join(AUTOSAVE_FILE)));
    assert!(read.problem.is_none(), "{:?}", read.problem);
    let offer = read.offer.expect("the autosave is offered");
    let plies = offer.game().ply_count();
    assert!(plies >= saved, "{plies} moves offered, {saved} were saved");
    println!(
        "{}: killed after {saved} saved moves, {plies} offered",
        kind.cli_name()
    );
    // The moves are the game's first moves, and they replay to the same position.
    let reference = seeded_game(kind, plies, |_| {});
    assert_eq!(offer.game().move_texts(), reference.game().move_texts());
    assert_eq!(
        offer.game().position().text(),
        reference.game().position().text()
    );
    let replayed = Session::from_ron(&offer.to_ron()).expect("reads back");
    assert_eq!(
        replayed.game().position().text(),
        reference.game().position().text()
    );
    // The settings are untouched; no bad file was found or set aside, and a temporary file
    // the kill left mid-write is gone after the load.
    assert_eq!(fs::read_to_string(&settings).expect("settings"), MY_PREFS);
    assert_eq!(names_in(&dir), [AUTOSAVE_FILE, SETTINGS_FILE]);
    fs::remove_dir_all(&dir).ok();
}

#[test]
fn killed_mid_classical_game_keeps_every_saved_move() {
    killed_mid_game_keeps_every_saved_move(GameKind::Chess(VariantId::Classical));
}

#[test]
fn killed_mid_mattrix_game_keeps_every_saved_move() {
    killed_mid_game_keeps_every_saved_move(GameKind::Chess(VariantId::Mattrix));
}

#[test]
fn killed_mid_draughts_game_keeps_every_saved_move() {
    killed_mid_game_keeps_every_saved_move(GameKind::Draughts);
}

#[test]
fn a_truncated_autosave_is_set_aside_and_the_settings_kept() {
    let dir = temp_dir("truncated-autosave");
    let autosave = dir.join(AUTOSAVE_FILE);
    let settings = dir.join(SETTINGS_FILE);
    fs::write(&settings, MY_PREFS).expect("settings written");
    let session = seeded_game(GameKind::Chess(VariantId::Classical), 12, |_| {});
    let text = session.to_ron();
    let closing = text.rfind(')').expect("a closing parenthesis");
    // Every cut before the closing parenthesis is refused and set aside, whole.
    for cut in (0..closing).step_by(7) {
        fs::write(&autosave, &text.as_bytes()[..cut]).expect("written");
        let read = read_autosave(Some(&autosave));
        assert!(read.offer.is_none(), "cut at {cut} offered a game");
        let problem = read.problem.expect("a problem reported");
        let FileProblem::Corrupt {
            kept_as: Some(kept),
            ..
        } = &problem
        else {
            panic!("cut at {cut}: {problem:?}");
        };
        assert!(!autosave.exists(), "the bad file is moved away");
        assert_eq!(fs::read(kept).expect("kept"), &text.as_bytes()[..cut]);
        assert!(
            kept.file_name()
                .expect("a name")
                .to_string_lossy()
                .starts_with("autosave.ron.corrupt-")
        );
        assert!(
            problem.to_string().contains(&kept.display().to_string()),
            "the message says where the file went: {problem}"
        );
        fs::remove_file(kept).expect("removed");
    }
    // The settings file is untouched and still reads.
    assert_eq!(fs::read_to_string(&settings).expect("settings"), MY_PREFS);
    let prefs = read_settings::<Prefs>(Some(&settings));
    assert!(prefs.problem.is_none() && !prefs.first_start);
    assert_eq!(prefs.settings.speed, 2.5);
    fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_corrupt_settings_file_is_set_aside_and_the_autosave_kept() {
    let dir = temp_dir("corrupt-settings");
    let autosave = dir.join(AUTOSAVE_FILE);
    let settings = dir.join(SETTINGS_FILE);
    let session = seeded_game(GameKind::Draughts, 9, |_| {});
    write_autosave(&autosave, &session).expect("written");
    let before = fs::read(&autosave).expect("readable");
    for bad in [
        &MY_PREFS.as_bytes()[..20],
        b"Prefs(speed: true)",
        &[0xff, 0x00],
    ] {
        fs::write(&settings, bad).expect("written");
        let read = read_settings::<Prefs>(Some(&settings));
        assert_eq!(read.settings, Prefs::default(), "the defaults apply");
        assert!(read.first_start, "as on a first start");
        let problem = read.problem.expect("a problem reported");
        let kept = problem.kept_at().to_path_buf();
        assert_ne!(kept, settings);
        assert_eq!(fs::read(&kept).expect("kept"), bad);
        assert!(problem.to_string().contains(&kept.display().to_string()));
        assert!(!settings.exists());
    }
    // The autosave is the same file and still offered whole.
    assert_eq!(fs::read(&autosave).expect("readable"), before);
    let offer = read_autosave(Some(&autosave)).offer.expect("offered");
    assert_eq!(offer.game().move_texts(), session.game().move_texts());
    let names = names_in(&dir);
    assert_eq!(
        names.len(),
        4,
        "the autosave and three kept files: {names:?}"
    );
    fs::remove_dir_all(&dir).ok();
}

#[test]
fn an_autosave_with_no_moves_is_not_offered() {
    let dir = temp_dir("no-moves");
    let autosave = dir.join(AUTOSAVE_FILE);
    for kind in GameKind::ALL {
        write_autosave(&autosave, &Session::new(kind)).expect("written");
        let read = read_autosave(Some(&autosave));
        assert!(read.offer.is_none(), "{kind:?}: an empty game offered");
        assert!(read.problem.is_none(), "{kind:?}: an empty game is not bad");
        assert!(autosave.exists(), "and it is not set aside");
        // One move makes it worth continuing.
        let one = seeded_game(kind, 1, |_| {});
        write_autosave(&autosave, &one).expect("written");
        let offer = read_autosave(Some(&autosave)).offer;
        assert_eq!(offer.map(|s| s.game().ply_count()), Some(1), "{kind:?}");
    }
    // A written file replaces the old one atomically: nothing else is left in the folder.
    write_atomically(&autosave, "x").expect("written");
    assert_eq!(names_in(&dir), [AUTOSAVE_FILE]);
    fs::remove_dir_all(&dir).ok();
}
