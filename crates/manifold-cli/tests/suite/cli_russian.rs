//! The CLI's ordinary output in Russian (`--lang ru`): `play`, `show` for a chess variant
//! and for draughts, and the selfplay summary say everything in Russian, and only the
//! machine-readable parts (FEN, PGN, moves, results) stay Latin.

use std::io::Cursor;

use clap::Parser;
use manifold_cli::{Cli, run};

/// Runs the CLI with `args` (after `manifold-cli --lang ru`) and `input`; its stdout.
fn russian(args: &[&str], input: &str) -> String {
    let mut argv = vec!["manifold-cli", "--lang", "ru"];
    argv.extend_from_slice(args);
    let cli = Cli::try_parse_from(argv).expect("arguments parse");
    let mut out = Vec::new();
    let mut err = Vec::new();
    run(
        cli,
        &mut Cursor::new(input.as_bytes().to_vec()),
        &mut out,
        &mut err,
    )
    .expect("the command succeeds");
    String::from_utf8(out).expect("UTF-8")
}

/// Fails if `out` holds any of the English sentences the CLI used to print.
fn no_english(out: &str) {
    let english = [
        "to move",
        "To move",
        "Game over",
        "legal moves",
        "Legal moves",
        "Status",
        "Draw claim",
        "in play",
        "wins",
        "drawn",
        "Last move",
        "hot-seat",
        "Type a move",
        "Took back",
        "resigns",
        "offers a draw",
        "declined",
        "Final result",
        "unfinished",
        "is in check",
        "score:",
        "game 1",
        "move limit",
        "Beginner",
        "Nothing to",
    ];
    for words in english {
        assert!(!out.contains(words), "English '{words}' left in:\n{out}");
    }
}

#[test]
fn play_speaks_russian() {
    let script = "help\ne2e4\nf7f6\nd1h5\nmoves\nundo\ndraw\nn\ng7g6\ndraw\ny\nundo\nundo\n\
                  resign\nundo\nfen\n";
    let out = russian(&["play", "classical"], script);
    for words in [
        "Игра за одной доской",
        "Ходят Белые:",
        "Последний ход: 2. Qh5+",
        "Чёрные под шахом.",
        "допустимых ход",
        "взят назад",
        "предлагают ничью",
        "Ничья отклонена",
        "Партия окончена: 1/2-1/2, ничья",
        "Чёрные сдаются.",
        "Партия снова продолжается.",
        "Партия не окончена (*).",
        "список допустимых ходов",
    ] {
        assert!(out.contains(words), "'{words}' missing in:\n{out}");
    }
    assert!(out.contains("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq"));
    no_english(&out);
}

#[test]
fn show_speaks_russian() {
    let out = russian(&["show", "wirth"], "");
    for words in [
        "Игра: шахматы Вирта (тор 12x12, края склеены)",
        "Ход:",
        "FEN:",
        "Допустимых ходов:",
        "идёт игра",
    ] {
        assert!(out.contains(words), "'{words}' missing in:\n{out}");
    }
    no_english(&out);
    let mate = russian(&["show", "classical", "--moves", "f2f3 e7e5 g2g4 d8h4"], "");
    assert!(mate.contains("0-1, Чёрные выиграли (мат)"), "{mate}");
    no_english(&mate);
    let three = russian(&["show", "mattrix"], "");
    assert!(three.contains("шестиугольная доска"), "{three}");
    no_english(&three);
}

#[test]
fn show_draughts_speaks_russian() {
    let out = russian(&["show", "draughts", "--moves", "c3-d4", "f6-e5"], "");
    for words in [
        "Игра: Русские шашки (доска 8x8, тёмные поля)",
        "Белые должны бить",
        "Допустимых ходов:  1",
    ] {
        assert!(out.contains(words), "'{words}' missing in:\n{out}");
    }
    no_english(&out);
    let play = russian(&["play", "draughts"], "c3-d4\nf6-e5\nresign\n");
    assert!(play.contains("Белые должны бить."), "{play}");
    assert!(
        play.contains("Итог: 0-2, Чёрные выиграли (сдача)."),
        "{play}"
    );
    no_english(&play);
}

#[test]
fn selfplay_summary_speaks_russian() {
    let args = [
        "selfplay",
        "--variant",
        "mattrix",
        "--levels",
        "1,1,1",
        "--max-plies",
        "6",
        "--movetime",
        "5",
    ];
    let out = russian(&args, "");
    for words in [
        "1 партия",
        "белые 1 (новичок)",
        "партия 1:",
        "предел ходов",
        "2 хода",
        "счёт:",
        "; белые 1 (новичок)",
        "1 (новичок) против 1 (новичок), 1 (новичок), попарно: +0 =2 -0 из 2, счёт 50.0%",
    ] {
        assert!(out.contains(words), "'{words}' missing in:\n{out}");
    }
    no_english(&out);
    let args = [
        "selfplay",
        "--variant",
        "draughts",
        "--levels",
        "1,1",
        "--games",
        "2",
        "--max-plies",
        "10",
        "--movetime",
        "5",
    ];
    let out = russian(&args, "");
    assert!(out.contains("против"), "{out}");
    assert!(out.contains("2 партии"), "{out}");
    assert!(out.contains("(белые 1/2)"), "{out}");
    assert!(out.contains("; чёрные 1 (новичок)"), "{out}");
    assert!(out.contains("разница Эло"), "{out}");
    no_english(&out);
}
