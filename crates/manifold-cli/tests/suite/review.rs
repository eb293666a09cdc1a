//! `manifold-cli review FILE`: one line per move with its mark and the better move, each
//! player's accuracy, an annotated PGN that python-chess reads (`[%eval]` on every move,
//! NAGs), saved games, PGN and PDN files, and one localized `error:` line for a bad file
//! or option. Reviews are bounded by depth, so the output is the same on every run.

use std::path::PathBuf;
use std::process::Command;

use manifold_rules::{GameKind, VariantId};
use manifold_session::Session;

use crate::cli::{cli, fails, ok};

/// A file in the temporary directory holding `text`, named for this test process.
fn temp_file(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("manifold-review-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("the temporary file is written");
    path
}

const SCHOLAR_PGN: &str = "[Event \"x\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

#[test]
fn the_scholars_mate_review_marks_nf6_and_writes_an_annotated_pgn() {
    let game = temp_file("scholar.pgn", SCHOLAR_PGN);
    let out = std::env::temp_dir().join(format!("manifold-review-{}-out.pgn", std::process::id()));
    let run = ok(&[
        "review",
        game.to_str().unwrap(),
        "--depth",
        "5",
        "--pgn",
        out.to_str().unwrap(),
    ]);
    let stdout = &run.stdout;
    assert!(
        stdout.starts_with("Classical chess: review at depth 5, 7 moves;"),
        "{stdout}"
    );
    let nf6 = stdout
        .lines()
        .find(|l| l.starts_with("3... Nf6??"))
        .unwrap_or_else(|| panic!("{stdout}"));
    assert!(nf6.contains(" → #-1, Black "), "{nf6}");
    assert!(
        ["g6", "Qe7", "Qf6"]
            .iter()
            .any(|m| nf6.ends_with(&format!(": Blunder, better {m}"))),
        "{nf6}"
    );
    assert!(
        stdout.contains("\n4. Qxf7# #1 → #0, White 100.0% → 100.0%\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("\nBlack: accuracy ") && stdout.contains(", blunders: 1\n"),
        "{stdout}"
    );
    assert!(stdout.contains("\nExercises (mistakes and blunders to find a better move for): 1\n"));
    assert!(stdout.ends_with(&format!("Annotated PGN written to {}\n", out.display())));
    // The Rust side: it reads back, an evaluation on every move, the blunder's NAG.
    let pgn = std::fs::read_to_string(&out).unwrap();
    let read = manifold_rules::pgn::from_pgn(&pgn).unwrap();
    assert_eq!(read.game.moves().len(), 7);
    assert_eq!(read.comments.len(), 7);
    assert!(read.comments.iter().all(|c| c.text.contains("[%eval ")));
    let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("3... Nf6 $4 { [%eval #1] Blunder. "), "{pgn}");
    python_chess_reads(&out);
    let _ = std::fs::remove_file(&game);
    let _ = std::fs::remove_file(&out);
}

/// python-chess reads the annotated PGN: every move has an evaluation, 3...Nf6 has the
/// blunder's NAG and White's view of mate in one. Skipped, with a note, where python-chess
/// is not installed (`pip install python-chess`).
fn python_chess_reads(pgn: &std::path::Path) {
    let script = r#"
import sys, chess, chess.pgn
game = chess.pgn.read_game(open(sys.argv[1]))
nodes = list(game.mainline())
assert len(nodes) == 7, len(nodes)
for node in nodes:
    assert node.eval() is not None, node.san()
nf6 = nodes[5]
assert nf6.san() == "Nf6", nf6.san()
assert nf6.nags == {chess.pgn.NAG_BLUNDER}, nf6.nags
assert nf6.eval().white() == chess.engine.Mate(1), nf6.eval()
assert all(not n.nags for i, n in enumerate(nodes) if i != 5 and i != 2)
print("python-chess read", len(nodes), "moves")
"#;
    let has_chess = Command::new("python3")
        .args(["-c", "import chess.pgn"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_chess {
        println!("skipped: python3 with python-chess is not installed (pip install python-chess)");
        return;
    }
    let out = Command::new("python3")
        .args(["-c", script, pgn.to_str().unwrap()])
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "python-chess refused the PGN:\n{}\n{}",
        String::from_utf8_lossy(&out.stderr),
        std::fs::read_to_string(pgn).unwrap()
    );
}

#[test]
fn a_saved_mattrix_game_is_reviewed_by_each_seats_share() {
    // White's queen goes to h7, where Blue's pawn h5 takes it.
    let moves = [
        "Nl12", "Ne10", "Ng20", "Nl16", "Ng8", "Ne18", "Pm11-l8", "Pe12", "Pb17-d17", "Qh7",
    ];
    let session = Session::after_moves(GameKind::Chess(VariantId::Mattrix), &moves);
    let game = temp_file("mattrix.ron", &session.to_ron());
    let run = ok(&["review", game.to_str().unwrap(), "--depth", "3"]);
    let line = run
        .stdout
        .lines()
        .find(|l| l.starts_with("4. Qh7?"))
        .unwrap_or_else(|| panic!("{}", run.stdout));
    assert!(line.contains(", White "), "{line}");
    assert!(line.contains(": Blunder, better ") || line.contains(": Mistake, better "));
    for seat in ["White", "Blue", "Red"] {
        assert!(
            run.stdout.contains(&format!("\n{seat}: accuracy ")),
            "{}",
            run.stdout
        );
    }
    let _ = std::fs::remove_file(&game);
}

#[test]
fn a_pdn_game_is_reviewed_and_its_lost_men_marked() {
    let moves = ["g3-h4", "b6-a5", "f2-g3", "a7-b6", "g3-f4", "a5-b4"];
    let session = Session::after_moves(GameKind::Draughts, &moves);
    let pdn = session.game().game_file(&[]);
    let game = temp_file("draughts.pdn", &pdn);
    let run = ok(&["review", game.to_str().unwrap(), "--depth", "6"]);
    assert!(
        run.stdout
            .starts_with("Russian draughts: review at depth 6, 6 moves;"),
        "{}",
        run.stdout
    );
    let line = run
        .stdout
        .lines()
        .find(|l| l.starts_with("3... a5-b4?"))
        .unwrap_or_else(|| panic!("{}", run.stdout));
    assert!(line.contains(", better "), "{line}");
    // No annotated PGN for draughts: refused before the review.
    let error = fails(&["review", game.to_str().unwrap(), "--pgn", "x.pgn"], 2);
    assert_eq!(
        error,
        "error: --pgn: an annotated PGN is written for classical chess and Great Chess only, \
         not for Russian draughts"
    );
    let _ = std::fs::remove_file(&game);
}

#[test]
fn bad_files_and_options_are_one_localized_error_line() {
    let missing = fails(&["review", "/nonexistent/game.ron"], 1);
    assert!(
        missing.starts_with("error: cannot read /nonexistent/game.ron: "),
        "{missing}"
    );
    let bad = temp_file("bad.ron", "garbage");
    let error = fails(&["review", bad.to_str().unwrap()], 1);
    assert!(
        error.contains("bad.ron: ") && error.contains("SavedGame"),
        "{error}"
    );
    let russian = cli(&["--lang", "ru", "review", bad.to_str().unwrap()], None);
    assert_eq!(russian.code, 1);
    assert!(russian.stderr.starts_with("ошибка: "), "{}", russian.stderr);
    let bad_pgn = temp_file("bad.pgn", "1. e4 e5 2. Qxf7 *");
    let error = fails(&["review", bad_pgn.to_str().unwrap()], 1);
    assert!(error.contains("bad.pgn: "), "{error}");
    let scholar = temp_file("options.pgn", SCHOLAR_PGN);
    let error = fails(&["review", scholar.to_str().unwrap(), "--depth", "0"], 2);
    assert_eq!(
        error,
        "error: --depth: '0' is not a whole number from 1 to 64"
    );
    let russian = cli(
        &[
            "--lang",
            "ru",
            "review",
            scholar.to_str().unwrap(),
            "--movetime",
            "x",
        ],
        None,
    );
    assert_eq!(russian.code, 2);
    assert!(
        russian.stderr.starts_with("ошибка: --movetime: "),
        "{}",
        russian.stderr
    );
    assert!(russian.stdout.is_empty());
    for path in [bad, bad_pgn, scholar] {
        let _ = std::fs::remove_file(path);
    }
}
