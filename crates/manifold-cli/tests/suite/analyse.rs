//! `manifold-cli analyse`: the evaluation and the best lines in the game's notation, per
//! seat in Mattrix and per board in Chess-transit, and one localized `error:` line for a
//! bad FEN, move or number. Searches are bounded by depth, so the output is the same on
//! every run.

use crate::cli::{cli, fails, ok};

/// The scholar's mate, White to play Qxf7#.
const SCHOLAR: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

#[test]
fn a_mate_in_one_leads_the_lines() {
    let run = ok(&[
        "analyse",
        "classical",
        "--fen",
        SCHOLAR,
        "--depth",
        "3",
        "--multipv",
        "3",
    ]);
    let out = &run.stdout;
    assert!(
        out.starts_with("Classical chess: analysis, White to move\nDepth 3 "),
        "{out}"
    );
    assert!(
        out.contains("Evaluation for White: #1, win probability 100.0%"),
        "{out}"
    );
    assert!(
        out.contains("\nWhite: #1, expected share 100.0%\n"),
        "{out}"
    );
    assert!(out.contains("\nBlack: #-1, expected share 0.0%\n"), "{out}");
    assert!(out.contains("\n1. #1 Qxf7#\n"), "{out}");
    let ranks: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with(char::is_numeric))
        .collect();
    assert_eq!(ranks.len(), 3, "{out}");
    assert!(ranks[1].starts_with("2. ") && ranks[2].starts_with("3. "));
    // lichess's curve is classical chess's: no placeholder note.
    assert!(!out.contains("placeholder"), "{out}");
}

#[test]
fn moves_are_played_first_and_lines_use_san() {
    let run = ok(&[
        "analyse",
        "classical",
        "--moves",
        "e4 e5",
        "Nf3",
        "--depth",
        "4",
        "--multipv",
        "2",
    ]);
    let out = &run.stdout;
    assert!(out.contains("analysis, Black to move"), "{out}");
    // Black's usual defences, in SAN.
    let first = out.lines().find(|l| l.starts_with("1. ")).expect("a line");
    let san = first.split_whitespace().nth(2).expect("a move");
    assert!(
        ["Nc6", "Nf6", "d6", "Qf6", "f6", "Qe7", "d5", "Bd6"].contains(&san),
        "{out}"
    );
}

#[test]
fn mattrix_prints_three_seats() {
    let run = ok(&["analyse", "mattrix", "--depth", "2", "--multipv", "2"]);
    let out = &run.stdout;
    assert!(
        out.contains("Search score for White against both opponents:"),
        "{out}"
    );
    for seat in ["White", "Blue", "Red"] {
        assert!(
            out.lines()
                .any(|l| l.starts_with(&format!("{seat}: ")) && l.contains("expected share")),
            "{seat}: {out}"
        );
    }
    assert!(out.contains("\n2. "), "{out}");
    // Mattrix's curve is fitted (to the seats' numbers): no placeholder note.
    assert!(!out.contains("placeholder"), "{out}");
}

#[test]
fn transit_prints_both_boards() {
    let run = ok(&["analyse", "transit", "--depth", "2", "--multipv", "1"]);
    let out = &run.stdout;
    assert!(
        out.contains("Board 1: in play, material (White less Black) +0.00"),
        "{out}"
    );
    assert!(out.contains("Board 2: in play"), "{out}");
    assert!(out.contains("\n1. "), "{out}");
}

#[test]
fn draughts_lines_are_in_pdn() {
    let run = ok(&["analyse", "draughts", "--depth", "4", "--multipv", "2"]);
    let first = run
        .stdout
        .lines()
        .find(|l| l.starts_with("1. "))
        .expect("a line")
        .to_string();
    assert!(
        first.split_whitespace().nth(2).unwrap().contains('-'),
        "{first}"
    );
}

#[test]
fn a_finished_game_is_reported_not_searched() {
    let run = ok(&[
        "analyse",
        "classical",
        "--fen",
        "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
        "--depth",
        "3",
    ]);
    assert!(
        run.stdout.contains("The game is over: 1-0"),
        "{}",
        run.stdout
    );
}

#[test]
fn russian_output() {
    let run = ok(&[
        "--lang",
        "ru",
        "analyse",
        "classical",
        "--fen",
        SCHOLAR,
        "--depth",
        "2",
    ]);
    assert!(run.stdout.contains("анализ"), "{}", run.stdout);
    assert!(
        run.stdout.contains("вероятность победы 100.0%"),
        "{}",
        run.stdout
    );
}

#[test]
fn bad_input_gets_one_clear_error_line() {
    let line = fails(&["analyse", "classical", "--fen", "8/8/x w - - 0 1"], 1);
    assert!(line.starts_with("error: invalid FEN for"), "{line}");
    let line = fails(
        &[
            "analyse",
            "classical",
            "--moves",
            "e4",
            "e4",
            "--depth",
            "2",
        ],
        1,
    );
    assert!(line.contains("--moves: move 2 'e4'"), "{line}");
    for (option, value) in [
        ("--depth", "x"),
        ("--depth", "0"),
        ("--depth", "65"),
        ("--movetime", "-5"),
        ("--multipv", "0"),
        ("--multipv", "21"),
        ("--threads", "1.5"),
    ] {
        let line = fails(&["analyse", "classical", option, value], 2);
        assert!(
            line.starts_with(&format!(
                "error: {option}: '{value}' is not a whole number from "
            )),
            "{line}"
        );
    }
    let run = cli(
        &["--lang", "ru", "analyse", "wirth", "--multipv", "many"],
        None,
    );
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "ошибка: --multipv: «many» — не целое число от 1 до 20\n"
    );
}

#[test]
fn fit_win_curve_prints_a_report_and_writes_its_samples() {
    let dir = std::env::temp_dir().join(format!("manifold-fit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let csv = dir.join("samples.csv");
    let run = ok(&[
        "fit-win-curve",
        "classical",
        "--games",
        "2",
        "--depth",
        "1",
        "--max-plies",
        "30",
        "--data",
        csv.to_str().unwrap(),
    ]);
    let out = &run.stdout;
    assert!(
        out.starts_with(
            "### classical\n\n`manifold-cli fit-win-curve classical --games 2 --depth 1 \
             --seed 1 --max-plies 30`\n"
        ),
        "{out}"
    );
    assert!(out.contains("- games: 2 "), "{out}");
    assert!(out.contains("| score from | positions |"), "{out}");
    let samples = std::fs::read_to_string(&csv).unwrap();
    assert!(samples.starts_with("score,positions,points\n"));
    // Every position after the four-ply openings, each game cut at 30 plies at the latest,
    // counted once per score.
    let positions: usize = samples
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(1).unwrap().parse::<usize>().unwrap())
        .sum();
    assert!(positions > 0 && positions <= 2 * 26, "{positions}");
    assert!(out.contains(&format!("positions: {positions}\n")), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
    let line = fails(&["fit-win-curve", "wirth", "--depth", "99"], 2);
    assert_eq!(
        line,
        "error: --depth: '99' is not a whole number from 1 to 20"
    );
}

#[test]
fn fit_win_curve_fits_mattrix_by_the_three_seats() {
    let dir = std::env::temp_dir().join(format!("manifold-fit-mattrix-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let csv = dir.join("samples.csv");
    let run = ok(&[
        "fit-win-curve",
        "mattrix",
        "--games",
        "3",
        "--depth",
        "1",
        "--max-plies",
        "60",
        "--data",
        csv.to_str().unwrap(),
    ]);
    let out = &run.stdout;
    assert!(
        out.starts_with(
            "### mattrix\n\n`manifold-cli fit-win-curve mattrix --games 3 --depth 1 \
             --seed 1 --max-plies 60`\n\n- games: 3 (won by White "
        ),
        "{out}"
    );
    assert!(out.contains("| seat's number from | seats |"), "{out}");
    // One row per position: three seats' numbers and three seats' points, which are a
    // win, a loss and neither (1, 0, 0.5 in some order) or a draw or cut (0.5 each).
    let samples = std::fs::read_to_string(&csv).unwrap();
    let mut rows = samples.lines();
    assert_eq!(
        rows.next(),
        Some("white,blue,red,white_points,blue_points,red_points")
    );
    let mut positions = 0;
    for row in rows {
        let fields: Vec<f64> = row.split(',').map(|f| f.parse().unwrap()).collect();
        assert_eq!(fields.len(), 6, "{row}");
        let mut points = fields[3..].to_vec();
        points.sort_by(f64::total_cmp);
        assert!(
            points == [0.0, 0.5, 1.0] || points == [0.5, 0.5, 0.5],
            "{row}"
        );
        positions += 1;
    }
    // Every position after the six-ply openings, each game cut at 60 plies at the latest.
    assert!(positions > 0 && positions <= 3 * 54, "{positions}");
    assert!(out.contains(&format!("positions: {positions} (")), "{out}");
    // Each usable position's three seats are binned once.
    let left_out: usize = out
        .split(&format!("positions: {positions} ("))
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .expect("the positions left out");
    let binned: usize = out
        .lines()
        .skip_while(|l| !l.starts_with("|---:"))
        .skip(1)
        .map(|l| l.split(" | ").nth(1).unwrap().parse::<usize>().unwrap())
        .sum();
    assert_eq!(binned, 3 * (positions - left_out), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// 1.e4 e5 2.Nc3 Bc5 3.a3 Qh4, White to move: Black threatens Qxf2#.
const BLACK_THREATENS_MATE: &str =
    "rnb1k1nr/pppp1ppp/8/2b1p3/4P2q/P1N5/1PPP1PPP/R1BQKBNR w KQkq - 1 4";

#[test]
fn threats_name_the_opponents_move_and_the_hanging_pieces() {
    let run = ok(&[
        "analyse",
        "classical",
        "--fen",
        BLACK_THREATENS_MATE,
        "--depth",
        "3",
        "--multipv",
        "1",
        "--threats",
    ]);
    let out = &run.stdout;
    let section = out
        .split("Threats (what each opponent would play if it were its move):\n")
        .nth(1)
        .unwrap_or_else(|| panic!("no threats section: {out}"));
    assert!(
        section.starts_with("Black: Qxf2# (#1), line Qxf2#\n"),
        "{out}"
    );
    assert!(
        section.ends_with("Attacked and not defended: nothing\n"),
        "{out}"
    );
    // Without the flag there is no section.
    let plain = ok(&[
        "analyse",
        "classical",
        "--fen",
        BLACK_THREATENS_MATE,
        "--depth",
        "2",
        "--multipv",
        "1",
    ]);
    assert!(!plain.stdout.contains("Threats"), "{}", plain.stdout);
}

#[test]
fn threats_in_mattrix_come_from_both_opponents_and_in_russian() {
    // Blue's rook h3 and Red's rook f25 attack White's knight h11 and bishop f19.
    let fen = "W:Ko15,Nh11,Bf19 B:Ke4,Rh3 R:Kd23,Rf25 w - 0 1";
    let args = [
        "analyse",
        "mattrix",
        "--fen",
        fen,
        "--depth",
        "3",
        "--multipv",
        "1",
        "--threats",
    ];
    let out = ok(&args).stdout;
    let blue = out
        .lines()
        .position(|l| l.starts_with("Blue: R"))
        .unwrap_or_else(|| panic!("{out}"));
    let red = out
        .lines()
        .position(|l| l.starts_with("Red: R"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(blue < red, "{out}");
    assert!(out.contains("Blue: Rxh11"), "{out}");
    assert!(out.contains("Red: Rxf19"), "{out}");
    assert!(
        out.ends_with("Attacked and not defended: f19, h11\n"),
        "{out}"
    );
    let mut russian = vec!["--lang", "ru"];
    russian.extend_from_slice(&args);
    let ru = ok(&russian).stdout;
    assert!(
        ru.contains("Угрозы (что сыграл бы каждый соперник, будь сейчас его ход):"),
        "{ru}"
    );
    assert!(ru.contains("Под боем без защиты: "), "{ru}");
    assert!(!ru.contains("Attacked"), "{ru}");
}

#[test]
fn threats_in_check_and_in_draughts() {
    let check = ok(&[
        "analyse",
        "classical",
        "--fen",
        "4r1k1/8/8/8/8/8/5N2/4K3 w - - 0 1",
        "--depth",
        "2",
        "--threats",
    ])
    .stdout;
    assert!(
        check.contains("\nBlack: gives check (the check is the threat)\n"),
        "{check}"
    );
    let draughts = ok(&[
        "analyse",
        "draughts",
        "--fen",
        "W:Wa5,c3,f2,g3:Bb4,h4",
        "--depth",
        "4",
        "--threats",
    ])
    .stdout;
    assert!(draughts.contains("\nBlack: b4:d2 ("), "{draughts}");
    assert!(
        draughts.ends_with("Attacked and not defended: c3\n"),
        "{draughts}"
    );
}
