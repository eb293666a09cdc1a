//! The autosave: the game in progress, written to `autosave.ron` in the data folder after
//! every move and offered ("Continue") at the next start.
//!
//! The file is written atomically ([`write_atomically`]), so a crash or a kill at any
//! moment leaves the previous autosave or the new one, whole. A file that cannot be read is
//! set aside as `autosave.ron.corrupt-<unix time>` ([`load_or_quarantine`]). An autosave
//! with no moves is not offered: there is nothing to continue.

use std::io;
use std::path::Path;

use super::Session;
use super::files::{
    FileProblem, ReadError, load_or_quarantine, remove_stale_temp_files, write_atomically,
};

/// Whether an autosaved game is worth offering: it has at least one move.
pub fn offered(session: &Session) -> bool {
    session.game().ply_count() > 0
}

/// What reading the autosave gave.
#[derive(Debug, Default)]
pub struct AutosaveRead {
    /// The game to offer, if the file held one with moves.
    pub offer: Option<Session>,
    /// Why the file could not be used, if it was there and bad.
    pub problem: Option<FileProblem>,
}

/// Reads the autosave at `path` (`None`: no data folder). A corrupt or truncated file is
/// set aside and reported; a game with no moves is read but not offered. A temporary file
/// left by a process killed while writing is removed (the autosave before it is whole).
pub fn read_autosave(path: Option<&Path>) -> AutosaveRead {
    let Some(path) = path else {
        return AutosaveRead::default();
    };
    remove_stale_temp_files(path);
    let loaded = load_or_quarantine(path, |text| {
        Session::from_ron(text).map_err(|e| ReadError::Save(Box::new(e)))
    });
    match FileProblem::of(path, loaded) {
        Ok(session) => AutosaveRead {
            offer: session.filter(offered),
            problem: None,
        },
        Err(problem) => AutosaveRead {
            offer: None,
            problem: Some(problem),
        },
    }
}

/// Writes `session` to the autosave at `path` atomically and returns the text written.
pub fn write_autosave(path: &Path, session: &Session) -> io::Result<String> {
    let text = session.to_ron();
    write_atomically(path, &text)?;
    Ok(text)
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::super::files::AUTOSAVE_FILE;
    use super::super::files::tests::{names_in, temp_dir};
    use super::*;
    use crate::GameKind;
    use manifold_rules::VariantId;

    const CLASSICAL: GameKind = GameKind::Chess(VariantId::Classical);

    #[test]
    fn a_saved_game_with_moves_is_offered_and_one_without_is_not() {
        let dir = temp_dir("autosave-offer");
        let path = dir.join(AUTOSAVE_FILE);
        assert!(read_autosave(Some(&path)).offer.is_none(), "no file");
        assert!(read_autosave(None).offer.is_none(), "no data folder");
        let empty = Session::new(GameKind::Draughts);
        write_autosave(&path, &empty).expect("written");
        let read = read_autosave(Some(&path));
        assert!(read.offer.is_none() && read.problem.is_none());
        assert!(path.exists(), "an empty game is not a bad file");
        let mut played = Session::new(CLASSICAL);
        for text in ["e4", "e5"] {
            let m = played.game().parse_move(text).expect("a move");
            played.game_mut().play(&m).expect("legal");
        }
        write_autosave(&path, &played).expect("written");
        let offer = read_autosave(Some(&path)).offer.expect("offered");
        assert_eq!(offer.game().move_texts(), ["e4", "e5"]);
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn the_autosave_keeps_the_clocks() {
        let dir = temp_dir("autosave-clocks");
        let path = dir.join(AUTOSAVE_FILE);
        let mut played = Session::new(CLASSICAL);
        let control = crate::clock::TimeControl::from_text("5+3").expect("a control");
        played.set_time_control(Some(control));
        played.tick(std::time::Duration::ZERO);
        played.tick(std::time::Duration::from_secs(4));
        let m = played.game().parse_move("e4").expect("a move");
        played.play(m);
        write_autosave(&path, &played).expect("written");
        let offer = read_autosave(Some(&path)).offer.expect("offered");
        let clocks = offer.clocks().expect("with its clocks");
        assert_eq!(clocks.control(), control);
        assert_eq!(
            clocks.remaining_times(),
            played.clocks().unwrap().remaining_times()
        );
        assert_eq!(
            clocks.after_move(0),
            Some(std::time::Duration::from_secs(299))
        );
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_corrupt_autosave_is_kept_aside() {
        let dir = temp_dir("autosave-corrupt");
        let path = dir.join(AUTOSAVE_FILE);
        // A save whose second move is illegal.
        let mut saved = Session::new(CLASSICAL).to_saved();
        saved.moves = vec!["e4".into(), "e4".into()];
        let text = ron::ser::to_string(&saved).expect("serialises");
        fs::write(&path, &text).expect("written");
        let read = read_autosave(Some(&path));
        assert!(read.offer.is_none());
        let Some(FileProblem::Corrupt {
            error,
            kept_as: Some(kept),
            ..
        }) = read.problem
        else {
            panic!("expected a corrupt autosave, got {:?}", read.problem);
        };
        assert!(error.to_string().contains("move 2"), "{error}");
        assert_eq!(fs::read_to_string(kept).expect("kept"), text);
        assert_eq!(names_in(&dir).len(), 1, "only the kept file is left");
        fs::remove_dir_all(&dir).ok();
    }
}
