//! The texts Manifold writes stay byte-identical across refactors: every example game of
//! `scenes/games/` is loaded and written again as its saved game (RON), its position and each
//! of its game's text formats (PGN, PDN), and each text must equal the file kept in
//! `tests/data/golden/`. Those files were written by the code before the architecture change
//! of issue 10; they are a regression guard, not a reference. Run with
//! `MANIFOLD_BLESS_GOLDEN=1` to write them anew (only when a format change is meant).

use std::fs;
use std::path::{Path, PathBuf};

use manifold_session::Session;
use manifold_session::text_io::{TextFormat, export_text, formats_for};

/// The example games, sorted by name.
fn example_games() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenes/games");
    let mut games: Vec<PathBuf> = fs::read_dir(&dir)
        .expect("scenes/games exists")
        .map(|entry| entry.expect("readable entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    games.sort();
    games
}

/// The file name ending of a text format.
fn extension(format: TextFormat) -> &'static str {
    match format {
        TextFormat::Position => "position.txt",
        TextFormat::Pgn => "pgn",
        TextFormat::Pdn => "pdn",
    }
}

/// Every text written for one example game, with the golden file it must equal.
fn written_texts(game: &Path) -> Vec<(PathBuf, String)> {
    let stem = game
        .file_stem()
        .and_then(|s| s.to_str())
        .expect("a file name");
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/golden");
    let text = fs::read_to_string(game).expect("the example game is readable");
    let session = Session::from_ron(&text).unwrap_or_else(|e| panic!("{stem} loads: {e}"));
    let mut texts = vec![(golden.join(format!("{stem}.saved.ron")), session.to_ron())];
    for format in formats_for(session.kind()) {
        let written = export_text(&session, format).expect("a format of the game exports");
        texts.push((
            golden.join(format!("{stem}.{}", extension(format))),
            written,
        ));
    }
    texts
}

#[test]
fn every_example_game_is_written_byte_for_byte_as_before() {
    let bless = std::env::var_os("MANIFOLD_BLESS_GOLDEN").is_some();
    let mut checked = 0;
    for game in example_games() {
        for (golden, written) in written_texts(&game) {
            if bless {
                fs::write(&golden, &written).expect("the golden file is writable");
            }
            let kept = fs::read_to_string(&golden)
                .unwrap_or_else(|e| panic!("{} is missing: {e}", golden.display()));
            assert!(
                kept == written,
                "{} differs from what is written now:\n{written}",
                golden.display()
            );
            checked += 1;
        }
    }
    assert!(checked >= 14, "only {checked} texts were compared");
}
