//! The `manifold-cli` binary, run as a user runs it: perft and divide counts, `show`, a
//! scripted `play` session over a pipe, and one clear `error:` line (never a panic) for
//! every kind of bad input.

use std::io::{Cursor, Write};
use std::process::{Command, Stdio};

use manifold_cli::args::parse_depth;
use manifold_cli::board::render_board;
use manifold_cli::hot_seat::play_command;
use manifold_locale::Language;
use manifold_rules::{AnyGame, GameKind, Position, VariantId};

/// What a run of the binary left behind.
pub(crate) struct Run {
    pub(crate) code: i32,
    pub(crate) stdout: String,
    pub(crate) stderr: String,
}

impl Run {
    /// The last line of stdout.
    fn last_line(&self) -> &str {
        self.stdout.lines().last().unwrap_or_default()
    }
}

/// Runs `manifold-cli` with `args`, feeding `stdin` (if any) through a pipe.
pub(crate) fn cli(args: &[&str], stdin: Option<&str>) -> Run {
    // The language comes from --lang alone (the messages tested are English unless a test
    // asks for another).
    let mut child = Command::new(env!("CARGO_BIN_EXE_manifold-cli"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    if let Some(text) = stdin {
        let mut pipe = child.stdin.take().expect("stdin is piped");
        pipe.write_all(text.as_bytes())
            .expect("stdin accepts the script");
    }
    let out = child.wait_with_output().expect("the binary finishes");
    let run = Run {
        code: out
            .status
            .code()
            .expect("the binary exits, not killed by a signal"),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    };
    assert!(
        !run.stderr.contains("panicked"),
        "manifold-cli {args:?} panicked:\n{}",
        run.stderr
    );
    run
}

/// Runs a command that must succeed.
pub(crate) fn ok(args: &[&str]) -> Run {
    let run = cli(args, None);
    assert_eq!(
        run.code, 0,
        "manifold-cli {args:?} failed:\n{}{}",
        run.stdout, run.stderr
    );
    run
}

/// Runs a command that must fail with `code` and exactly one `error:` line on stderr and
/// nothing on stdout; returns that line.
pub(crate) fn fails(args: &[&str], code: i32) -> String {
    let run = cli(args, None);
    assert_eq!(
        run.code, code,
        "manifold-cli {args:?}: wrong exit code; stderr:\n{}",
        run.stderr
    );
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(
        lines.len(),
        1,
        "manifold-cli {args:?}: expected one error line, got:\n{}",
        run.stderr
    );
    assert!(
        lines[0].starts_with("error: "),
        "not an error line: {}",
        lines[0]
    );
    assert!(run.stdout.is_empty(), "stdout not empty: {}", run.stdout);
    lines[0].to_string()
}

// --- perft and divide -----------------------------------------------------------------

#[test]
fn perft_classical_start_depth_3_is_8902_alone_on_the_last_line() {
    let run = ok(&["perft", "classical", "3"]);
    assert_eq!(run.last_line(), "8902");
    assert_eq!(
        run.stdout.lines().count(),
        1,
        "timing must go to stderr, not stdout: {:?}",
        run.stdout
    );
    assert!(
        run.stderr.contains("nodes"),
        "timing on stderr: {}",
        run.stderr
    );
}

#[test]
fn perft_depth_0_is_1_and_12_is_accepted_by_the_parser() {
    assert_eq!(ok(&["perft", "classical", "0"]).last_line(), "1");
    assert_eq!(parse_depth("12"), Ok(12));
    assert!(parse_depth("13").unwrap_err().contains("0 to 12"));
}

#[test]
fn divide_classical_depth_2_has_20_moves_summing_to_400() {
    let run = ok(&["divide", "classical", "2"]);
    let rows: Vec<(&str, u64)> = run
        .stdout
        .lines()
        .filter_map(|l| l.split_once(": "))
        .filter(|(m, _)| !m.contains(' '))
        .map(|(m, n)| (m, n.parse().expect("a count after the move")))
        .collect();
    assert_eq!(rows.len(), 20, "one line per root move:\n{}", run.stdout);
    assert!(rows.iter().all(|&(_, n)| n == 20), "{rows:?}");
    assert!(
        rows.iter().any(|&(m, _)| m == "e2e4"),
        "coordinate notation"
    );
    assert_eq!(rows.iter().map(|r| r.1).sum::<u64>(), 400);
    assert_eq!(run.last_line(), "Nodes searched: 400");
}

#[test]
fn perft_after_moves_matches_shakmaty() {
    use shakmaty::{Chess, Position as _, uci::UciMove};
    let moves = ["e2e4", "e7e5", "g1f3"];
    let mut reference = Chess::default();
    for text in moves {
        let uci: UciMove = text.parse().expect("valid UCI");
        let m = uci.to_move(&reference).expect("legal in shakmaty");
        reference = reference.play(m).expect("playable");
    }
    let expected = shakmaty::perft(&reference, 3).to_string();
    let mut args = vec!["perft", "classical", "3", "--moves"];
    args.extend(moves);
    assert_eq!(ok(&args).last_line(), expected);
    // One quoted list, upper case, works the same.
    let run = ok(&["perft", "classical", "3", "--moves", "E2E4 E7E5 G1F3"]);
    assert_eq!(run.last_line(), expected);
}

#[test]
fn perft_from_fen_kiwipete() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_eq!(
        ok(&["perft", "classical", "2", "--fen", fen]).last_line(),
        "2039"
    );
}

#[test]
fn perft_great_depth_2_regression_guard() {
    assert_eq!(
        ok(&["perft", "great", "2"]).last_line(),
        "576",
        "regression guard only: 576 is our own engine's count (24 x 24); it is cross-checked \
         against an independent reference (Fairy-Stockfish, crates/manifold-rules/tests/tools/great_reference.py) \
         in the perft suites, not here"
    );
}

#[test]
fn perft_wirth_depth_2_regression_guard() {
    assert_eq!(
        ok(&["perft", "wirth", "2"]).last_line(),
        "784",
        "regression guard only: 784 is our own engine's count (28 x 28); no independent \
         engine plays Wirth chess, so its perft is checked only by symmetry tests (mirror, \
         colour swap, file translation on the torus: manifold-rules' tests/suite/wirth.rs)"
    );
}

#[test]
fn wirth_moves_are_case_insensitive() {
    let upper = ok(&["perft", "wirth", "1", "--moves", "E2E4"]);
    let lower = ok(&["perft", "wirth", "1", "--moves", "e2e4"]);
    assert_eq!(upper.last_line(), lower.last_line());
}

// --- show -------------------------------------------------------------------------------

#[test]
fn show_classical_prints_files_ranks_and_fen() {
    let run = ok(&["show", "classical"]);
    assert!(run.stdout.contains("a b c d e f g h"), "{}", run.stdout);
    assert!(
        run.stdout.contains("8  r n b q k b n r  8"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Legal moves:  20"), "{}", run.stdout);
    assert!(run.stdout.contains("White"), "{}", run.stdout);
}

#[test]
fn show_wirth_uses_the_torus_names() {
    let run = ok(&["show", "wirth"]);
    assert!(
        run.stdout.contains("K L A B C D E F G H I J"),
        "{}",
        run.stdout
    );
    let top = run.stdout.find("10  ").expect("rank 10 is labelled");
    let bottom = run.stdout.find("11  ").expect("rank 11 is labelled");
    assert!(top < bottom, "rank 10 is at the top, 11 at the bottom");
}

#[test]
fn show_reports_checkmate_after_moves() {
    let run = ok(&[
        "show",
        "classical",
        "--moves",
        "f2f3",
        "e7e5",
        "g2g4",
        "d8h4",
    ]);
    assert!(run.stdout.contains("checkmate"), "{}", run.stdout);
    assert!(run.stdout.contains("0-1"), "{}", run.stdout);
    assert!(run.stdout.contains("Legal moves:  0"), "{}", run.stdout);
}

#[test]
fn show_reports_check_and_stalemate() {
    let check = ok(&["show", "classical", "--moves", "e2e4", "f7f6", "d1h5"]);
    assert!(
        check.stdout.contains("Black is in check"),
        "{}",
        check.stdout
    );
    let stalemate = ok(&[
        "show",
        "classical",
        "--fen",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    ]);
    assert!(
        stalemate.stdout.contains("drawn by stalemate"),
        "{}",
        stalemate.stdout
    );
}

#[test]
fn render_board_lists_great_chess_files() {
    let text = render_board(&Position::start(VariantId::Great));
    let first = text.lines().next().unwrap();
    assert_eq!(first.trim(), "a b c d e f g h i j");
    assert!(text.lines().nth(1).unwrap().starts_with("10  "), "{text}");
}

// --- bad input ----------------------------------------------------------------------------

#[test]
fn bad_fen_names_the_rank() {
    let line = fails(
        &[
            "perft",
            "classical",
            "1",
            "--fen",
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ],
        1,
    );
    assert!(line.contains("rank"), "{line}");
    assert!(line.contains("FEN"), "{line}");
}

#[test]
fn unknown_variant_is_a_usage_error() {
    let line = fails(&["perft", "chess960", "2"], 2);
    assert!(line.contains("chess960"), "{line}");
    assert!(line.contains("classical"), "lists the known games: {line}");
    fails(&["show", "nonsense"], 2);
}

#[test]
fn depth_out_of_range_says_the_range() {
    let line = fails(&["perft", "classical", "99"], 2);
    assert!(line.contains("0 to 12"), "{line}");
    fails(&["divide", "classical", "-1"], 2);
    fails(&["perft", "classical", "three"], 2);
}

#[test]
fn illegal_move_in_moves_says_which_and_why() {
    let line = fails(&["perft", "classical", "2", "--moves", "e2e4", "e2e4"], 1);
    assert!(line.contains("move 2"), "{line}");
    assert!(line.contains("e2e4"), "{line}");
    assert!(line.contains("no piece"), "says why: {line}");
}

#[test]
fn garbage_move_in_moves_is_refused() {
    let line = fails(&["show", "classical", "--moves", "hello"], 1);
    assert!(line.contains("move 1"), "{line}");
    assert!(line.contains("hello"), "{line}");
    fails(&["divide", "great", "1", "--moves", "z9z9"], 1);
}

#[test]
fn missing_arguments_and_unknown_commands_are_one_line() {
    fails(&["perft", "classical"], 2);
    fails(&["frobnicate"], 2);
    fails(&["show", "classical", "--bogus"], 2);
}

// --- play ---------------------------------------------------------------------------------

#[test]
fn scripted_play_session_ends_in_fools_mate() {
    let script = "e2e4\ne7e5\ne4e5\nundo\nfen\nundo\nf2f3\ne7e5\ng2g4\nd8h4\nd2d4\npgn\nquit\n";
    let run = cli(&["play", "classical"], Some(script));
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    let out = &run.stdout;
    assert!(out.contains("White to move:"), "{out}");
    assert!(out.contains("Black to move:"), "{out}");
    let bad = out
        .lines()
        .find(|l| l.contains("e4e5"))
        .expect("the bad move gets a message");
    assert!(bad.contains("not legal"), "says why: {bad}");
    assert!(
        out.contains("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq"),
        "fen after taking back 1...e5:\n{out}"
    );
    assert!(out.contains("checkmate"), "{out}");
    assert!(out.contains("0-1"), "{out}");
    assert!(
        out.contains("The game is over"),
        "a move after mate is refused"
    );
    assert!(out.contains("[Result \"0-1\"]"), "pgn:\n{out}");
    assert!(
        out.contains("2. g4 Qh4# 0-1"),
        "pgn movetext in SAN:\n{out}"
    );
}

#[test]
fn play_ends_cleanly_at_end_of_input() {
    let run = cli(&["play", "wirth"], Some("E2E4\nmoves\nhelp\n"));
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("K L A B C D E F G H I J"));
    assert!(run.stdout.contains("legal moves:"), "{}", run.stdout);
    assert!(run.stdout.contains("unfinished"), "{}", run.stdout);
    let empty = cli(&["play", "classical"], Some(""));
    assert_eq!(empty.code, 0);
}

#[test]
fn play_draw_offer_resignation_and_claim() {
    let accepted = cli(&["play", "classical"], Some("e2e4\ndraw\ny\n"));
    assert!(
        accepted.stdout.contains("accept draw? (y/n)"),
        "{}",
        accepted.stdout
    );
    assert!(accepted.stdout.contains("1/2-1/2"), "{}", accepted.stdout);
    assert!(accepted.stdout.contains("agreement"), "{}", accepted.stdout);

    let declined = cli(&["play", "classical"], Some("draw\nn\nresign\n"));
    assert!(declined.stdout.contains("declined"), "{}", declined.stdout);
    assert!(
        declined.stdout.contains("0-1"),
        "White resigned: {}",
        declined.stdout
    );
    assert!(
        declined.stdout.contains("resignation"),
        "{}",
        declined.stdout
    );

    let shuffle = "g1f3\ng8f6\nf3g1\nf6g8\n";
    let script = format!("claim\n{shuffle}{shuffle}claim\n");
    let claimed = cli(&["play", "classical"], Some(&script));
    assert!(
        claimed.stdout.contains("no draw can be claimed"),
        "{}",
        claimed.stdout
    );
    assert!(
        claimed.stdout.contains("threefold repetition"),
        "{}",
        claimed.stdout
    );
    assert!(claimed.stdout.contains("1/2-1/2"), "{}", claimed.stdout);
}

#[test]
fn play_survives_garbage_input() {
    let mut script = b"\xff\xfe\n$$$\n".to_vec();
    script.extend_from_slice("é9é9\n".as_bytes());
    let mut out = Vec::new();
    play_command(
        AnyGame::new(GameKind::Chess(VariantId::Classical)),
        Language::English,
        &mut Cursor::new(script),
        &mut out,
    )
    .expect("a session over garbage ends cleanly");
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("$$$"), "the bad text is named:\n{out}");
    assert!(out.contains("unfinished"), "{out}");
}

#[test]
fn play_accepts_san_and_moves_lists_it() {
    let script = "e4\ne5\nQh5\nNc6\nBc4\nNf6\nmoves\nQxf7\n";
    let run = cli(&["play", "classical"], Some(script));
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("Qxf7"),
        "the move list is in SAN:\n{}",
        run.stdout
    );
    assert!(run.stdout.contains("1-0"), "{}", run.stdout);
    assert!(
        run.stdout.contains("White wins by checkmate"),
        "{}",
        run.stdout
    );
}

#[test]
fn moves_option_accepts_san_too() {
    let san = ok(&["perft", "classical", "2", "--moves", "e4", "e5", "Nf3"]);
    let coord = ok(&["perft", "classical", "2", "--moves", "e2e4", "e7e5", "g1f3"]);
    assert_eq!(san.last_line(), coord.last_line());
}

#[test]
fn match_against_another_uci_engine() {
    let me = env!("CARGO_BIN_EXE_manifold-cli");
    let pgn = std::env::temp_dir().join(format!("manifold-match-{}.pgn", std::process::id()));
    // This binary against itself.
    let against_me = ["match", "--opponent", me, "--opponent-arg", "uci"];
    let run = cli(
        &[
            &against_me[..],
            &[
                "--opponent-option",
                "Level=1",
                "--games",
                "2",
                "--movetime",
                "5",
                "--max-plies",
                "16",
                "--seed",
                "3",
                "--pgn",
                pgn.to_str().unwrap(),
            ],
        ]
        .concat(),
        None,
    );
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    let games: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("game "))
        .collect();
    assert_eq!(games.len(), 2, "{}", run.stdout);
    // One opening, once with each colour.
    assert!(games[0].contains(" as White ") && games[1].contains(" as Black "));
    let opening = |l: &str| {
        l.split(',')
            .next()
            .unwrap()
            .split_once(':')
            .unwrap()
            .1
            .to_string()
    };
    assert_eq!(opening(games[0]), opening(games[1]));
    assert!(run.last_line().contains(" of 2, score "), "{}", run.stdout);
    assert!(run.last_line().contains("Elo difference"), "{}", run.stdout);
    // The PGN file holds both games as played, read back by the rules' PGN reader.
    let text = std::fs::read_to_string(&pgn).unwrap();
    let _ = std::fs::remove_file(&pgn);
    let read: Vec<_> = manifold_rules::pgn::from_pgn_multi(&text)
        .into_iter()
        .map(|g| g.expect("a readable game"))
        .collect();
    assert_eq!(read.len(), 2, "{text}");
    for (round, game) in read.iter().enumerate() {
        assert_eq!(game.tag("Round"), Some((round + 1).to_string().as_str()));
        assert_eq!(game.tag("Event"), Some("manifold-cli match"));
        // Both games went to the 16-ply limit: adjudicated draws from the same opening.
        assert_eq!(game.game.moves().len(), 16, "{text}");
        assert_eq!(game.result, "1/2-1/2");
        assert_eq!(game.tag("Termination"), Some("adjudication"));
        assert_eq!(
            game.game.moves()[..2],
            read[0].game.moves()[..2],
            "the same opening"
        );
    }
    // A PGN file that cannot be created is an error before any game is played.
    let run = cli(
        &[&against_me[..], &["--pgn", "/nonexistent/dir/m.pgn"]].concat(),
        None,
    );
    assert_eq!(run.code, 1, "{}{}", run.stdout, run.stderr);
    assert!(
        run.stderr.contains("/nonexistent/dir/m.pgn"),
        "{}",
        run.stderr
    );
    assert!(!run.stdout.contains("game 1"), "{}", run.stdout);
    // An engine that cannot be started is a usage error, said in one line.
    let run = cli(&["match", "--opponent", "/nonexistent/engine"], None);
    assert_eq!(run.code, 2);
    assert!(run.stderr.starts_with("error: "), "{}", run.stderr);
}

// --- the language of errors ------------------------------------------------------------

/// The one line on stderr of a run that must fail with exit code 1.
fn error_in(args: &[&str]) -> String {
    let run = cli(args, None);
    assert_eq!(
        run.code, 1,
        "manifold-cli {args:?}: stderr:\n{}",
        run.stderr
    );
    assert!(run.stdout.is_empty(), "stdout not empty: {}", run.stdout);
    run.stderr.trim_end().to_string()
}

#[test]
fn a_bad_fen_is_reported_in_the_language_asked_for() {
    let fen = ["show", "draughts", "--fen", "X:Wa1:Bb6"];
    let english = error_in(&[&fen[..], &["--lang", "en"]].concat());
    assert_eq!(
        english,
        "error: invalid FEN for draughts: side to move 'X' is not 'W' or 'B' (a position looks \
         like W:Wa1,c3,Kd4:Bb6,f8)"
    );
    let russian = error_in(&[&["--lang", "ru"], &fen[..]].concat());
    assert_eq!(
        russian,
        "ошибка: неверный FEN для шашек: очередь хода 'X' — не 'W' и не 'B' (позиция выглядит \
         так: W:Wa1,c3,Kd4:Bb6,f8)"
    );
    let chess = error_in(&["perft", "classical", "--fen", "x", "1", "--lang", "ru"]);
    assert!(
        chess.starts_with("ошибка: неверный FEN для игры classical: "),
        "{chess}"
    );
}

#[test]
fn a_bad_typed_move_is_refused_in_the_language_asked_for() {
    let moves = ["show", "draughts", "--moves", "c3-c5"];
    assert_eq!(
        error_in(&[&moves[..], &["--lang", "en"]].concat()),
        "error: --moves: move 1 'c3-c5' cannot be played: 'c3-c5' is not legal here: the man \
         on c3 cannot move to c5"
    );
    assert_eq!(
        error_in(&[&moves[..], &["--lang", "ru"]].concat()),
        "ошибка: --moves: ход 1 'c3-c5' сыграть нельзя: ход 'c3-c5' здесь невозможен: шашка \
         на c3 не может пойти на c5"
    );
    // In the terminal game the refusal is printed and the game goes on.
    let script = Some("c3-c5\nquit\n");
    let english = cli(&["play", "draughts", "--lang", "en"], script);
    assert!(
        english
            .stdout
            .contains("'c3-c5' is not legal here: the man on c3 cannot move to c5"),
        "{}",
        english.stdout
    );
    let russian = cli(&["--lang", "ru", "play", "draughts"], script);
    assert!(
        russian
            .stdout
            .contains("ход 'c3-c5' здесь невозможен: шашка на c3 не может пойти на c5"),
        "{}",
        russian.stdout
    );
    assert_eq!(russian.code, 0);
}

#[test]
fn a_bad_clock_says_what_is_wrong_in_the_language_asked_for() {
    let selfplay = ["selfplay", "--variant", "classical", "--levels", "1,1"];
    // A usage error: exit code 2, one line on stderr, nothing on stdout.
    let with = |clock: &str, lang: &str| {
        let args = [&selfplay[..], &["--clock", clock, "--lang", lang]].concat();
        let run = cli(&args, None);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{}", run.stdout);
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
        run.stderr.trim_end().to_string()
    };
    assert_eq!(
        with("3", "en"),
        "error: --clock: '3' is not a time control: write minutes+seconds, e.g. 3+2 (5+3b for \
         a Bronstein delay, 5+3d for a simple delay)"
    );
    assert_eq!(
        with("3+x", "en"),
        "error: --clock: 'x' is not a number of seconds (with b for a Bronstein delay or d for \
         a simple delay)"
    );
    assert_eq!(
        with("-1+2", "en"),
        "error: --clock: '-1' is not a number of minutes (nor of seconds with s, as in 30s)"
    );
    assert_eq!(
        with("0+2", "en"),
        "error: --clock: the base time must be more than zero"
    );
    assert_eq!(
        with("3+x", "ru"),
        "ошибка: --clock: 'x' — не число секунд (с буквой b для задержки Бронштейна или d для \
         простой задержки)"
    );
    assert_eq!(
        with("2000+0", "ru"),
        "ошибка: --clock: основное время — не больше 24 ч"
    );
    // The clock decides the time: a time per move besides it is a usage error too.
    let both = [&selfplay[..], &["--clock", "1+0", "--movetime", "5"]].concat();
    assert!(fails(&both, 2).contains("--movetime"));
}
