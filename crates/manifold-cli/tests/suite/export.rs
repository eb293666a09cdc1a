//! `export`: a saved game as PGN, PDN or the game's own text. A classical game played on
//! clocks by `selfplay` comes out as PGN that shakmaty replays and python-chess reads with a
//! clock on every move; every game's text reads back as the same game; a missing file, a
//! bad save and a format the game lacks each get one clear error line.

use std::path::{Path, PathBuf};
use std::process::Command;

use manifold_cli::export::{ExportFormat, export_text};
use manifold_cli::fuzz::seeds;
use manifold_rules::VariantId;
use manifold_session::text_io::{TextFormat, import_text};
use manifold_session::{AnyGame, GameKind, Session};

use super::cli::cli;

/// A fresh empty folder for one test.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("manifold-export-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// Runs a command that must succeed; its stdout.
fn ok(args: &[&str]) -> String {
    let run = cli(args, None);
    assert_eq!(run.code, 0, "manifold-cli {args:?}:\n{}", run.stderr);
    run.stdout
}

/// The `[%clk h:mm:ss]` each ply's mover should have after it (the base time before the
/// clocks started).
fn expected_clocks(session: &Session) -> Vec<String> {
    let clocks = session.clocks().expect("a game on clocks");
    (0..session.game().ply_count())
        .map(|ply| {
            let left = if ply < clocks.from_ply() {
                clocks.control().base
            } else {
                clocks.after_move(ply).expect("a time for each move")
            };
            let s = left.as_secs();
            format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
        })
        .collect()
}

/// The moves of a PGN or PDN text's move text, each with the `[%clk ...]` time of the
/// comment right after it (if any): a reader written apart from Manifold's.
fn moves_and_clocks(text: &str) -> Vec<(String, Option<String>)> {
    let movetext: String = text
        .lines()
        .filter(|l| !l.starts_with('['))
        .collect::<Vec<_>>()
        .join(" ");
    let mut out: Vec<(String, Option<String>)> = Vec::new();
    let mut rest = movetext.as_str();
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            break;
        }
        if let Some(after) = rest.strip_prefix('{') {
            let end = after.find('}').expect("a closed comment");
            let comment = &after[..end];
            if let Some(at) = comment.find("[%clk ") {
                let time = &comment[at + 6..];
                let time = &time[..time.find(']').expect("a closed command")];
                let last = out.last_mut().expect("a clock after a move");
                assert!(last.1.is_none(), "two clocks after {}", last.0);
                last.1 = Some(time.to_string());
            }
            rest = &after[end + 1..];
            continue;
        }
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let word = &rest[..end];
        rest = &rest[end..];
        let number = word.trim_end_matches('.');
        let is_number = number != word && number.chars().all(|c| c.is_ascii_digit());
        let is_result = ["1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1"].contains(&word);
        if !is_number && !is_result {
            out.push((word.to_string(), None));
        }
    }
    out
}

/// Whether `python3 -c 'import chess.pgn'` works here (the reason when not).
fn python_chess() -> Result<(), String> {
    match Command::new("python3")
        .args(["-c", "import chess.pgn"])
        .output()
    {
        Ok(out) if out.status.success() => Ok(()),
        Ok(out) => Err(String::from_utf8_lossy(&out.stderr).trim().to_string()),
        Err(e) => Err(format!("python3: {e}")),
    }
}

/// Reads the PGN file with python-chess: its errors, then each move (UCI) and its clock.
const PYTHON_READ: &str = "\
import sys, chess.pgn
game = chess.pgn.read_game(open(sys.argv[1]))
print('errors', len(game.errors))
print('control', game.headers.get('TimeControl'))
for node in game.mainline():
    print(node.move.uci(), node.clock())
";

#[test]
fn a_classical_game_on_clocks_exports_as_pgn_with_a_clock_on_every_move() {
    use shakmaty::{CastlingMode, Chess, Position as _, san::SanPlus};
    let dir = temp_dir("classical");
    let save = dir.to_str().expect("a UTF-8 path");
    ok(&[
        "selfplay",
        "--variant",
        "classical",
        "--levels",
        "1,1",
        "--clock",
        "1+1",
        "--max-plies",
        "12",
        "--save",
        save,
    ]);
    let file = dir.join("classical-1.ron");
    let session = Session::from_ron(&std::fs::read_to_string(&file).expect("saved")).unwrap();
    let pgn_file = dir.join("game.pgn");
    let (file_arg, out_arg) = (file.to_str().unwrap(), pgn_file.to_str().unwrap());
    assert_eq!(
        ok(&["export", file_arg, "--format", "pgn", "--out", out_arg]),
        ""
    );
    let pgn = std::fs::read_to_string(&pgn_file).expect("written");
    assert_eq!(ok(&["export", file_arg, "--format", "pgn"]), pgn, "stdout");
    for tag in ["Event", "Site", "Date", "Round", "White", "Black", "Result"] {
        assert!(pgn.contains(&format!("[{tag} \"")), "{tag}:\n{pgn}");
    }
    assert!(pgn.contains("[TimeControl \"60+1\"]"), "{pgn}");

    // shakmaty replays the moves; a clock follows every one, the mover's time left.
    let read = moves_and_clocks(&pgn);
    let sans: Vec<&str> = read.iter().map(|(san, _)| san.as_str()).collect();
    assert_eq!(sans, session.game().move_texts(), "{pgn}");
    let clocks: Vec<Option<String>> = read.iter().map(|(_, clk)| clk.clone()).collect();
    let expected: Vec<Option<String>> = expected_clocks(&session).into_iter().map(Some).collect();
    assert_eq!(clocks, expected, "{pgn}");
    assert_eq!(pgn.matches("[%clk ").count(), sans.len(), "{pgn}");
    let mut pos = Chess::default();
    let mut ucis = Vec::new();
    for san in &sans {
        let san: SanPlus = san.parse().unwrap_or_else(|e| panic!("{san}: {e}"));
        let m = san
            .san
            .to_move(&pos)
            .unwrap_or_else(|e| panic!("{san}: {e}"));
        ucis.push(m.to_uci(CastlingMode::Standard).to_string());
        pos = pos.play(m).expect("legal");
    }

    // python-chess reads the same moves, with a clock on every one.
    match python_chess() {
        Err(why) => eprintln!("python-chess check skipped: {why}"),
        Ok(()) => {
            let out = Command::new("python3")
                .args(["-c", PYTHON_READ, out_arg])
                .output()
                .expect("python3 runs");
            let text = String::from_utf8_lossy(&out.stdout);
            assert!(
                out.status.success(),
                "{text}{}",
                String::from_utf8_lossy(&out.stderr)
            );
            let mut lines = text.lines();
            assert_eq!(lines.next(), Some("errors 0"), "{text}");
            assert_eq!(lines.next(), Some("control 60+1"), "{text}");
            let moves: Vec<(&str, &str)> = lines.map(|l| l.split_once(' ').unwrap()).collect();
            let read_ucis: Vec<&str> = moves.iter().map(|(m, _)| *m).collect();
            assert_eq!(read_ucis, ucis, "{text}");
            for ((_, clock), want) in moves.iter().zip(expected_clocks(&session)) {
                let secs: f64 = clock.parse().unwrap_or_else(|_| panic!("no clock: {text}"));
                let (h, rest) = want.split_once(':').unwrap();
                let (m, s) = rest.split_once(':').unwrap();
                let want = h.parse::<f64>().unwrap() * 3600.0
                    + m.parse::<f64>().unwrap() * 60.0
                    + s.parse::<f64>().unwrap();
                assert_eq!(secs, want, "{text}");
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// A saved game written to `dir`; its path.
fn saved(dir: &Path, name: &str, session: &Session) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, session.to_ron()).expect("written");
    path
}

#[test]
fn every_games_text_reads_back_as_the_same_game() {
    let dir = temp_dir("round-trip");
    for kind in GameKind::ALL {
        for (i, game) in seeds::random_games(kind, 3, 0xE4).iter().enumerate() {
            let session = seeds::with_random_marks(seeds::on_clocks(game, i), i as u64);
            let path = saved(&dir, &format!("{}-{i}.ron", kind.cli_name()), &session);
            let text = export_text(&path, ExportFormat::Text).expect("every game has its text");
            let format = match session.game() {
                AnyGame::Chess(_) => TextFormat::Pgn,
                AnyGame::Draughts(_) => TextFormat::Pdn,
            };
            let back = import_text(kind, format, &text, None)
                .unwrap_or_else(|e| panic!("{kind:?}: {e}\n{text}"));
            let (a, b) = (session.game(), back.game());
            assert_eq!(b.kind(), kind, "{text}");
            assert_eq!(b.start_position().text(), a.start_position().text());
            assert_eq!(b.moves(), a.moves(), "{text}");
            assert_eq!(b.outcome(), a.outcome(), "{text}");
            if format == TextFormat::Pgn {
                let marks = |s: &Session| s.marked_plies().map(|(p, m)| (p, m.clone())).collect();
                let (want, got): (Vec<_>, Vec<_>) = (marks(&session), marks(&back));
                assert_eq!(got, want, "{text}");
            }
            let clocks: Vec<Option<String>> = moves_and_clocks(&text)
                .into_iter()
                .map(|(_, c)| c)
                .collect();
            let expected: Vec<Option<String>> =
                expected_clocks(&session).into_iter().map(Some).collect();
            assert_eq!(clocks, expected, "{text}");
            let control = session.clocks().unwrap().control().pgn_tag();
            assert!(
                text.contains(&format!("[TimeControl \"{control}\"]")),
                "{text}"
            );
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn draughts_exports_as_pdn_and_a_game_without_clocks_has_no_clock_tags() {
    let dir = temp_dir("pdn");
    let game = seeds::random_game(GameKind::Draughts, 5, 30);
    let plain = saved(&dir, "plain.ron", &Session::from_game(game.clone()));
    let pdn = export_text(&plain, ExportFormat::Pdn).expect("draughts has PDN");
    assert!(pdn.contains("[GameType \"25\"]"), "{pdn}");
    assert!(!pdn.contains("TimeControl") && !pdn.contains('{'), "{pdn}");
    assert_eq!(export_text(&plain, ExportFormat::Text).unwrap(), pdn);
    // On clocks: a clock after every move, and no move number repeated after one
    // (pydraughts would read it as a move).
    let timed = saved(&dir, "timed.ron", &seeds::on_clocks(&game, 1));
    let pdn = export_text(&timed, ExportFormat::Pdn).unwrap();
    assert!(pdn.contains("[TimeControl \"180+2\"]"), "{pdn}");
    assert!(!pdn.contains("..."), "{pdn}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_missing_file_a_bad_save_and_a_missing_format_each_say_what_is_wrong() {
    let dir = temp_dir("errors");
    let fails = |args: &[&str]| {
        let run = cli(args, None);
        assert_eq!(run.code, 1, "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{}", run.stdout);
        let lines: Vec<&str> = run.stderr.lines().collect();
        assert_eq!(lines.len(), 1, "{}", run.stderr);
        lines[0].to_string()
    };
    let missing = dir.join("none.ron");
    let missing = missing.to_str().unwrap();
    let line = fails(&["export", missing, "--format", "pgn"]);
    assert!(
        line.starts_with(&format!("error: cannot read {missing}: ")),
        "{line}"
    );

    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "SavedGame(format: 1, game: \"chess\"").unwrap();
    let line = fails(&["export", bad.to_str().unwrap(), "--format", "text"]);
    assert!(
        line.starts_with(&format!(
            "error: cannot export {}: not a Manifold saved game",
            bad.display()
        )),
        "{line}"
    );
    let text = Session::after_moves(GameKind::Chess(VariantId::Classical), &["e4"]).to_ron();
    std::fs::write(&bad, text.replace("\"e4\"", "\"e5\"")).unwrap();
    let line = fails(&["export", bad.to_str().unwrap(), "--format", "pgn"]);
    assert!(
        line.ends_with("move 1 ('e5'): 'e5' is not legal here: no white pawn can move to e5"),
        "{line}"
    );

    let mattrix = Session::new(GameKind::Chess(VariantId::Mattrix));
    let mattrix = saved(&dir, "mattrix.ron", &mattrix);
    let mattrix = mattrix.to_str().unwrap();
    assert_eq!(
        fails(&["export", mattrix, "--format", "pgn"]),
        "error: Mattrix chess has no pgn export; --format can be text"
    );
    let russian = fails(&["--lang", "ru", "export", mattrix, "--format", "pdn"]);
    assert!(russian.contains("--format может быть text"), "{russian}");
    let classical = saved(
        &dir,
        "classical.ron",
        &Session::new(GameKind::Chess(VariantId::Classical)),
    );
    let line = fails(&["export", classical.to_str().unwrap(), "--format", "pdn"]);
    assert!(
        line.ends_with("has no pdn export; --format can be pgn, text"),
        "{line}"
    );
    // An unwritable --out: the error names it, and nothing is left behind.
    let out = dir.join("no-such-folder-file");
    std::fs::write(&out, "a file").unwrap();
    let inside = out.join("game.pgn");
    let line = fails(&[
        "export",
        classical.to_str().unwrap(),
        "--format",
        "pgn",
        "--out",
        inside.to_str().unwrap(),
    ]);
    assert!(
        line.starts_with(&format!("error: cannot write {}: ", inside.display())),
        "{line}"
    );
    // An unknown format is a usage error (clap's).
    let run = cli(
        &["export", classical.to_str().unwrap(), "--format", "fen"],
        None,
    );
    assert_eq!(run.code, 2, "{}", run.stderr);
    std::fs::remove_dir_all(&dir).ok();
}
