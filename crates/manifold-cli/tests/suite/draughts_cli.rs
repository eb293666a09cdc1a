//! `manifold-cli perft|divide|show|play draughts`, run as a user runs it.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `manifold-cli` with `args` and `stdin`; returns (exit code, stdout, stderr).
fn cli(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_manifold-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(stdin.as_bytes())
        .expect("stdin accepts the script");
    let out = child.wait_with_output().expect("the binary finishes");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
    (
        out.status.code().expect("exits"),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        err,
    )
}

#[test]
fn perft_and_divide() {
    let (code, out, _) = cli(&["perft", "draughts", "6"], "");
    assert_eq!((code, out.trim()), (0, "37986"));
    let (_, out, _) = cli(
        &["perft", "draughts", "3", "--fen", "W:WKc1,g3:Bd2,f6,b4,Kh6"],
        "",
    );
    assert_eq!(out.trim(), "53");
    let (code, out, _) = cli(
        &["divide", "draughts", "2", "--moves", "c3-d4", "f6-e5"],
        "",
    );
    assert_eq!(code, 0);
    assert!(out.starts_with("d4:f6: "), "{out}");
    assert!(out.ends_with("Nodes searched: 2\n"), "{out}");
    let (_, out, _) = cli(&["perft", "shashki", "2"], "");
    assert_eq!(out.trim(), "49");
}

#[test]
fn show_prints_board_position_and_status() {
    let (code, out, _) = cli(&["show", "draughts", "--moves", "c3-d4 f6-e5"], "");
    assert_eq!(code, 0);
    assert!(out.contains("Russian draughts"), "{out}");
    assert!(out.contains("4    .   w   .   .  4"), "{out}");
    assert!(out.contains("To move:      White"), "{out}");
    assert!(
        out.contains("FEN:          W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,g3,d4:Be5,b6,d6,h6"),
        "{out}"
    );
    assert!(out.contains("Legal moves:  1"), "{out}");
    assert!(out.contains("White must capture"), "{out}");
    let (_, out, _) = cli(&["show", "draughts", "--fen", "W:Wa1:Bb2,c3"], "");
    assert!(out.contains("0-2, Black wins by no legal move"), "{out}");
}

#[test]
fn bad_input_is_one_error_line() {
    let (code, _, err) = cli(&["perft", "draughts", "1", "--fen", "W:Wa2:Bb6"], "");
    assert_eq!(code, 1);
    assert!(
        err.starts_with("error: invalid FEN for draughts: "),
        "{err}"
    );
    assert!(err.contains("a2 is a light square"), "{err}");
    assert_eq!(err.lines().count(), 1);
    let (code, _, err) = cli(&["show", "draughts", "--moves", "c3-d4", "c3-b4"], "");
    assert_eq!(code, 1);
    assert!(
        err.contains("move 2 'c3-b4'") && err.contains("no piece on c3"),
        "{err}"
    );
    let (code, _, err) = cli(&["perft", "checkers", "1"], "");
    assert_eq!(code, 2);
    assert!(err.contains("draughts"), "lists the games: {err}");
}

#[test]
fn play_a_short_game() {
    let script = "help\nc3-d4\nf6-e5\nd4-c5\nmoves\nd4:f6\nundo\nredo\nfen\npdn\ndraw\ny\nquit\n";
    let (code, out, _) = cli(&["play", "draughts"], script);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("White must capture."), "{out}");
    assert!(out.contains("no such capture"), "{out}");
    assert!(out.contains("1 legal moves:\n  d4:f6"), "{out}");
    assert!(out.contains("Took back 2. d4:f6."), "{out}");
    assert!(out.contains("[GameType \"25\"]"), "{out}");
    assert!(out.contains("1. c3-d4 f6-e5 2. d4:f6 *"), "{out}");
    assert!(
        out.contains("Final result: 1-1, drawn by agreement."),
        "{out}"
    );
}
