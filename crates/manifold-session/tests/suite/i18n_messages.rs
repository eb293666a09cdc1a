//! Every message a reader of this program can show reaches the user in Russian when Russian
//! is chosen: bad FEN, Mattrix and transit positions, bad moves in each game's notation, bad
//! PGN, PDN, presets and saved games are fed to the real parsers, and the Russian text of
//! each error must hold no English word (a word of three or more Latin letters) outside the
//! quoted user input, the notation itself and the technical detail of a parser we do not own.
//! Also: every message id the app's code names exists in both languages.

use manifold_locale::{Language, Localize, Message, english, has_message, text};
use manifold_rules::draughts::DraughtsPosition;
use manifold_rules::draughts::pdn::from_pdn;
use manifold_rules::game::GameError;
use manifold_rules::pgn::from_pgn;
use manifold_rules::preset::Preset;
use manifold_rules::{Position, VariantId};
use manifold_session::save::SaveError;
use manifold_session::{GameKind, Session};

/// Latin words that may stay in a Russian message: format and tag names, the values the
/// formats take, the names of games as typed on the command line, option names.
const NOTATION_WORDS: &[&str] = &[
    "FEN",
    "PGN",
    "PDN",
    "UTF",
    "GameType",
    "KingLanding",
    "Standard",
    "Great",
    "Chess",
    "Wirth",
    // The PGN Variant tag values Manifold writes: "Wirth chess", "Mattrix chess".
    "Mattrix",
    "chess",
    "Event",
    "Manifold",
    "None",
    "move_time_limit_secs",
    "castling_king_then_rook",
    "announce_check",
    "announce_mate",
    "open",
    "draw",
    "classical",
    "great",
    "wirth",
    "mattrix",
    "transit",
    "anywhere",
    "immediately",
    "beyond",
    // The fields of a saved game's clocks.
    "base_ms",
    "per_move",
    "remaining_ms",
    "spent_ms",
    "after_move_ms",
];

/// One error to check: its English text and the parts of it that are not ours to
/// translate (a RON parser's detail, a tag name the user typed).
struct Case {
    message: Message,
    kept: Vec<String>,
}

fn case(error: impl Localize) -> Case {
    Case {
        message: error.message(),
        kept: Vec::new(),
    }
}

/// The English words left in `russian`: words of 3+ Latin letters (letters, `_`) outside
/// single quotes and outside `kept`, that are not notation words.
fn english_left(russian: &str, kept: &[String]) -> Vec<String> {
    let mut text = russian.to_string();
    for k in kept {
        text = text.replace(k.as_str(), " ");
    }
    // What the user typed is quoted: drop 'quoted' parts.
    let mut unquoted = String::new();
    for (i, part) in text.split('\'').enumerate() {
        if i % 2 == 0 {
            unquoted.push_str(part);
            unquoted.push(' ');
        }
    }
    unquoted
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic() || c == '_'))
        .filter(|w| !NOTATION_WORDS.contains(w))
        .map(str::to_string)
        .collect()
}

fn check_all(cases: &[Case]) {
    let mut failures = Vec::new();
    for c in cases {
        let ru = text(Language::Russian, &c.message);
        let left = english_left(&ru, &c.kept);
        let cyrillic = ru
            .chars()
            .any(|ch| ('а'..='я').contains(&ch.to_lowercase().next().unwrap()));
        if !left.is_empty() || !cyrillic {
            failures.push(format!(
                "{}\n  -> {ru}\n  English left: {left:?}",
                english(&c.message)
            ));
        }
        if std::env::var_os("SHOW_TRANSLATIONS").is_some() {
            println!("{}\n  -> {ru}", english(&c.message));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} messages keep English:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

fn fen_error(id: VariantId, text: &str) -> Case {
    case(
        Position::from_fen(id, text)
            .err()
            .unwrap_or_else(|| panic!("accepted: {text}")),
    )
}

fn move_error(pos: &Position, text: &str) -> Case {
    case(
        pos.parse_move(text)
            .err()
            .unwrap_or_else(|| panic!("accepted: {text}")),
    )
}

fn start(kind: GameKind) -> String {
    Session::new(kind).game().position().text()
}

#[test]
fn the_check_itself_finds_english() {
    assert_eq!(
        english_left("ход 'Nf3' the move is bad", &[]),
        ["the", "move", "bad"]
    );
    assert!(english_left("ход 'the move' на e4: Nf3, exd5, O-O", &[]).is_empty());
    assert!(
        english_left(
            "пресет: 1:2: Expected struct",
            &["1:2: Expected struct".into()]
        )
        .is_empty()
    );
    // A message missing from the files shows its id, and is caught.
    let ru = text(Language::Russian, &Message::new("a-message-nobody-wrote"));
    assert!(!english_left(&ru, &[]).is_empty());
}

#[test]
fn chess_position_errors_are_russian() {
    use VariantId::*;
    let c = |text: &str| fen_error(Classical, text);
    let cases = vec![
        c(""),
        c("8/8/8 w"),
        c("8/8/8 w - -"),
        c("9/8/8/8/8/8/8/8 w - -"),
        c("rnbqkbnr/ppp2ppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq -"),
        c("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"),
        c("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq -"),
        c("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqX -"),
        c("4k3/8/8/8/8/8/8/4K3 w K - 0 1"),
        c("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9"),
        c("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e2"),
        c("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6"),
        c("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1"),
        c("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0"),
        c("8/8/8/8/8/8/8/4K3 w - - 0 1"),
        c("4k3/8/8/8/8/PPPPPPPP/PPPPPPPP/QQQQKQQQ w - -"),
        c("P3k3/8/8/8/8/8/8/4K3 w - -"),
        c("4k3/8/8/8/8/8/8/4R1K1 w - -"),
        fen_error(
            Great,
            &start(GameKind::Chess(VariantId::Great)).replace(" - 0", " e3 0"),
        ),
        fen_error(Great, "10/10/10/10/10/10/10/10/10/10 w - -"),
        fen_error(Wirth, "12/12 w - -"),
        // The army checks every chess reader makes (rules/army.rs).
        c("4k3/8/8/8/8/8/8/P3K3 w - -"),
        c("rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/R1BQKBNR w KQkq -"),
        c("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RQRQKR2 w Qkq -"),
    ];
    check_all(&cases);
}

#[test]
fn mattrix_and_transit_position_errors_are_russian() {
    let m = |text: &str| fen_error(VariantId::Mattrix, text);
    let good = start(GameKind::Chess(VariantId::Mattrix));
    let fields: Vec<&str> = good.split_whitespace().collect();
    let with = |i: usize, value: &str| {
        let mut f = fields.clone();
        f[i] = value;
        f.join(" ")
    };
    let white_king = fields[0]
        .split(',')
        .find(|p| p.starts_with("W:K") || p.starts_with('K'))
        .unwrap();
    let mut cases = vec![
        m(""),
        m("W:Ko15 w"),
        m(&with(0, "X:Ko15")),
        m(&with(1, &fields[0].replace("W:", "B:"))),
        m(&with(0, "W:15,Ko15")),
        m(&with(0, "W:Zo15,Ko15")),
        m(&with(0, "W:Kz99")),
        m(&with(0, &format!("{},Qe4", fields[0]))),
        m(&with(
            0,
            &fields[0].replace(white_king.trim_start_matches("W:"), "Qo15"),
        )),
        m(&with(
            0,
            &format!("{},Qa1,Qa2,Qa3,Qa4,Qa5,Qa6,Qa7", fields[0]),
        )),
        m(&with(3, "x")),
        m(&with(4, "zz")),
        m(&with(4, "o21,o21")),
        m(&with(5, "x")),
        m(&with(6, "0")),
    ];
    let t = |text: &str| fen_error(VariantId::Transit, text);
    let good = start(GameKind::Chess(VariantId::Transit));
    let fields: Vec<&str> = good.split_whitespace().collect();
    let with = |i: usize, value: &str| {
        let mut f = fields.clone();
        f[i] = value;
        f.join(" ")
    };
    let boards: Vec<&str> = fields[0].split('|').collect();
    cases.extend([
        t("8/8 w"),
        t(&with(0, boards[0])),
        t(&with(0, &format!("8/8|{}", boards[1]))),
        t(&with(0, &format!("{}|8/8/8/8/8/8/8/7x", boards[0]))),
        t(&with(0, &format!("{}|8/8/8/8/8/8/8/9", boards[0]))),
        t(&with(0, &format!("{}|8/8/8/8/8/8/8/7", boards[0]))),
        t(&with(0, &format!("{}|8/8/8/8/8/8/8/k7", boards[0]))),
        t(&with(0, &format!("{}|P7/8/8/8/8/8/8/8", boards[0]))),
        t(&with(1, "x")),
        t(&with(2, "X")),
        t(&with(3, "z9")),
        t(&with(3, "1:e3")),
        t(&with(4, "x")),
        t(&with(5, "0")),
        t(&with(6, "open")),
        t(&with(6, "open/maybe")),
        t(&with(7, "1:e1")),
    ]);
    check_all(&cases);
}

#[test]
fn move_errors_are_russian_in_every_game() {
    let classical = Position::start(VariantId::Classical);
    let great = Position::start(VariantId::Great);
    let mattrix = Position::start(VariantId::Mattrix);
    let transit = Position::start(VariantId::Transit);
    let wirth = Position::start(VariantId::Wirth);
    let promo =
        Position::from_fen(VariantId::Classical, "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let knights =
        Position::from_fen(VariantId::Classical, "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1").unwrap();
    let check =
        Position::from_fen(VariantId::Classical, "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1").unwrap();
    let no_queen =
        Position::from_fen(VariantId::Classical, "4k3/8/8/8/8/8/8/R3K2R w - - 0 1").unwrap();
    let mut cases = vec![
        move_error(&classical, "xyz"),
        move_error(&classical, "Nf9"),
        move_error(&classical, "e2e9"),
        move_error(&classical, "e2e5"),
        move_error(&classical, "e1e2"),
        move_error(&classical, "e7e5"),
        move_error(&classical, "e3e4"),
        move_error(&classical, "Zf3"),
        move_error(&classical, "e5"),
        move_error(&classical, "Ra3"),
        move_error(&classical, "Nbd2"),
        move_error(&classical, "N1f4"),
        move_error(&classical, "Ndf3"),
        move_error(&classical, "Qd1"),
        move_error(&classical, "O-O"),
        move_error(&classical, "O-O-O"),
        move_error(&classical, "e2e4k"),
        move_error(&no_queen, "Qd4"),
        move_error(&no_queen, "Kd8"),
        move_error(&promo, "a8"),
        move_error(&promo, "axb8=K"),
        move_error(&promo, "a7a8"),
        move_error(&promo, "a7b8k"),
        move_error(&knights, "Nd2"),
        move_error(&check, "O-O"),
        move_error(&check, "Ra5"),
        move_error(&check, "a1a5"),
        move_error(&great, "O-O"),
        move_error(&great, "e3e5"),
        move_error(&wirth, "Q9"),
        move_error(&wirth, "E2E6"),
        move_error(&mattrix, "Nz99"),
        move_error(&mattrix, "0-0"),
        move_error(&mattrix, "0-0-0"),
        move_error(&mattrix, "Qo15"),
        move_error(&mattrix, "Bo13"),
        move_error(&mattrix, "Ro21-o15"),
        move_error(&mattrix, "Ko15-o14"),
        move_error(&mattrix, "xyz"),
        move_error(&transit, "3:e4"),
        move_error(&transit, "1:e2>1"),
        move_error(&transit, "1:Ne2>2"),
        move_error(&transit, "1:e4>2"),
        move_error(&transit, "1:Qe1>2"),
        move_error(&transit, "1:e5"),
        move_error(&transit, "2:e4"),
        move_error(&transit, "1:e7>2"),
        case(GameError::NoDrawClaim),
        case(GameError::IllegalMove),
    ];
    let draughts = DraughtsPosition::from_fen("W:Wc3,g3,Kh2:Bd4,f6,b6").unwrap();
    let start_pos = DraughtsPosition::from_fen(&start(GameKind::Draughts)).unwrap();
    for (pos, text) in [
        (&start_pos, "xyz"),
        (&start_pos, "c3-z9"),
        (&start_pos, "c3-d5"),
        (&start_pos, "c3-c4"),
        (&start_pos, "d6-c5"),
        (&start_pos, "e5-f6"),
        (&start_pos, "b2-a3"),
        (&start_pos, "c3:e5:g3"),
        (&draughts, "g3-h4"),
        (&draughts, "c3:e5"),
        (&draughts, "h2-g1"),
        (&draughts, "c3:a5"),
        (&start_pos, "a1-b2"),
    ] {
        cases.push(case(
            pos.parse_move(text)
                .err()
                .unwrap_or_else(|| panic!("accepted: {text}")),
        ));
    }
    check_all(&cases);
}

#[test]
fn draughts_position_errors_are_russian() {
    let cases: Vec<Case> = [
        "",
        "X:Wc3:Bd4",
        "W:Wc3",
        "W:Wc3:Wd2:Bd4",
        "W:Wc3:Bd4:Q7",
        "W:Wz9:Bd4",
        "W:Wc4:Bd4",
        "W:Wc3,c3:Bd4",
        "W:Wc3:Bd4,a1",
        "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3,b4:Bh8",
        "W:Wc3:Bd4:Hx",
        "W:Wc3:Bd4:F0x",
    ]
    .into_iter()
    .map(|text| {
        case(
            DraughtsPosition::from_fen(text)
                .err()
                .unwrap_or_else(|| panic!("accepted: {text}")),
        )
    })
    .collect();
    check_all(&cases);
}

#[test]
fn pgn_and_pdn_errors_are_russian() {
    let pgn = |text: &str| {
        case(
            from_pgn(text)
                .err()
                .unwrap_or_else(|| panic!("accepted: {text}")),
        )
    };
    let pdn = |text: &str| {
        case(
            from_pdn(text)
                .err()
                .unwrap_or_else(|| panic!("accepted: {text}")),
        )
    };
    let mut tag_case = pgn("[Site \"x\"] [Round 3]");
    tag_case.kept.push("Site".into());
    tag_case.kept.push("Round".into());
    let cases = vec![
        pgn(""),
        pgn("1. e4 { never closed"),
        pgn("1. e4 e5 } *"),
        pgn("1. e4 ] e5 *"),
        pgn("[ \"x\"]"),
        pgn("[Event \"x"),
        pgn("[Event \"x\" 1. e4"),
        tag_case,
        pgn("[Variant \"Shogi\"] 1. e4"),
        pgn("[FEN \"8/8/8 w - -\"] 1. e4"),
        pgn("1. e4 e5 2. Qxf7"),
        pgn("1. e4 e5 2. Nf9"),
        pgn("1. e4 --"),
        pgn("1. f3 e5 2. g4 Qh4# 3. a3"),
        pgn("[Variant \"Great Chess\"] 1. O-O"),
        pdn(""),
        pdn("[GameType \"20\"] 1. c3-d4"),
        pdn("[KingLanding \"sideways\"] 1. c3-d4"),
        pdn("[FEN \"W:Wz9:Bd4\"] 1. c3-d4"),
        pdn("1. c3-d5"),
        pdn("1. c3-d4 { unclosed"),
        pdn("[GameType \"25\""),
        pdn("[GameType]"),
        pdn("[GameType 25]"),
        pdn("1. c3-d4 (d6-c5"),
        pdn("1. c3-d4 )"),
        pdn("[FEN \"W:Wc3:Bd4\"] 1. c3:e5 2. h8-g7"),
    ];
    check_all(&cases);
}

#[test]
fn preset_and_saved_game_errors_are_russian() {
    let preset = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scenes/nujelm-chess.ron"
    ))
    .unwrap();
    let draughts_preset = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scenes/nujelm-draughts.ron"
    ))
    .unwrap();
    let mut cases = Vec::new();
    for text in [
        preset.replace("Some(480)", "Some(0)"),
        preset.replace("\"classical\"", "\"shogi\""),
        draughts_preset.replace("draws:", "announce_check: true, draws:"),
    ] {
        cases.push(case(Preset::from_ron(&text).expect_err("refused")));
    }
    let ron_error = Preset::from_ron("(nonsense").expect_err("refused");
    let detail = ron_error
        .to_string()
        .trim_start_matches("preset text at ")
        .to_string();
    cases.push(Case {
        message: ron_error.message(),
        kept: vec![detail],
    });

    let good = Session::new(GameKind::Chess(VariantId::Classical)).to_ron();
    let saved_preset = Session::with_preset(Preset::from_ron(&preset).unwrap()).to_ron();
    for text in [
        good.replace("format: 1", "format: 9"),
        good.replace("\"classical\"", "\"checkers\""),
        good.replace("w KQkq", "x KQkq"),
        good.replace("moves: []", "moves: [\"e4\", \"e4\"]"),
        good.replace("moves: []", "moves: [\"e4\", \"Zz9\"]"),
        good.replace(
            "moves: []",
            "moves: [\"f3\", \"e5\", \"g4\", \"Qh4#\", \"a3\"]",
        ),
        saved_preset.replace("Some(480)", "Some(0)"),
        saved_preset.replace("\"classical\"", "\"great\"").replace(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &start(GameKind::Chess(VariantId::Great)),
        ),
        good.replace("\"classical\"", "\"draughts\"")
            .replace(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                &start(GameKind::Draughts),
            )
            .replace("moves: []", "moves: [\"c3-d5\"]"),
        good.replace("moves: []", "moves: [], players: [Human]"),
        good.replace("moves: []", "moves: [], players: [Human, Computer(9)]"),
    ] {
        let err = Session::from_ron(&text)
            .err()
            .unwrap_or_else(|| panic!("accepted: {text}"));
        // The app says "cannot load: ..." around it.
        cases.push(case(Message::new("app-cannot_load").message("error", &err)));
        cases.push(case(err));
    }
    for text in ["not ron at all {", "SavedGame(format: 1, game: \"chess\")"] {
        let err = Session::from_ron(text).expect_err("refused");
        let SaveError::Syntax(detail) = &err else {
            panic!("{err:?}")
        };
        cases.push(Case {
            message: err.message(),
            kept: vec![detail.clone()],
        });
    }
    // A saved game's clocks, each kind of problem.
    let mut clocked = Session::new(GameKind::Chess(VariantId::Classical));
    clocked.set_time_control(Some(
        manifold_session::clock::TimeControl::from_text("3+2").unwrap(),
    ));
    let clocked = clocked.to_saved();
    let changes: [&dyn Fn(&mut manifold_session::clock::saved::SavedClock); 9] = [
        &|c| c.base_ms = -3,
        &|c| c.base_ms = 0,
        &|c| c.remaining_ms[1] = 999_999,
        &|c| c.remaining_ms.pop().map(drop).unwrap_or_default(),
        &|c| c.running = Some(7),
        &|c| c.running = Some(1),
        &|c| c.running = None,
        &|c| c.after_move_ms.push(5),
        &|c| c.from_ply = 2,
    ];
    for change in changes {
        let mut bad = clocked.clone();
        change(bad.clock.as_mut().unwrap());
        cases.push(case(Session::from_saved(&bad).expect_err("refused")));
    }
    for text in ["5", "x+1", "1+y", "0+1", "2000+0", "5+4000d"] {
        let err = manifold_session::clock::TimeControl::from_text(text).expect_err("refused");
        cases.push(Case {
            message: err.message(),
            kept: vec![text.to_string()],
        });
    }
    cases.push(case(manifold_session::Status::GameLoaded));
    check_all(&cases);
}

#[test]
fn nested_messages_are_translated_inside_out() {
    let ru = |m: &dyn Localize| text(Language::Russian, &m.message());
    let err = from_pgn("1. e4 e5 2. Nf9").expect_err("refused");
    assert_eq!(
        ru(&err),
        "строка 1, ход 2. Nf9: 'Nf9': поля 'f9' нет на этой доске"
    );
    let err = Session::from_ron(
        &Session::new(GameKind::Chess(VariantId::Classical))
            .to_ron()
            .replace("moves: []", "moves: [\"Ra3\"]"),
    )
    .expect_err("refused");
    assert_eq!(
        ru(&err),
        "ход 1 ('Ra3'): ход 'Ra3' здесь невозможен: ни одна фигура «ладья» (белые; на a1, h1) не может пойти на a3"
    );
    let err = from_pgn("[Variant \"Great Chess\"] 1. O-O").expect_err("refused");
    assert_eq!(
        ru(&err),
        "строка 1, ход 1. O-O: 'O-O': короткая рокировка сейчас невозможна: \
         в игре «большие шахматы» нет рокировки"
    );
    // User input is never translated, even when it is a known word.
    let unknown = manifold_rules::variant::UnknownVariant("white".into());
    assert!(ru(&unknown).contains("'white'"), "{}", ru(&unknown));
}

/// Every message id the app's code names (a string literal that looks like an id) is in
/// both languages, so that no `tr()` shows an id instead of a text.
#[test]
fn every_message_id_named_in_the_app_exists_in_both_languages() {
    let ftl = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../assets/i18n/en.ftl"
    ))
    .unwrap();
    let prefixes: std::collections::BTreeSet<&str> = ftl
        .lines()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_lowercase()))
        .filter_map(|l| l.split(['-', ' ']).next())
        .collect();
    let mut files = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../src"
    ))];
    let mut missing = Vec::new();
    let mut named = 0;
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        for literal in string_literals(&source) {
            let looks_like_id = literal.contains('-')
                && !literal.starts_with('-')
                && !literal.ends_with('-')
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "_-".contains(c))
                && literal
                    .split('-')
                    .next()
                    .is_some_and(|p| prefixes.contains(p));
            if looks_like_id {
                named += 1;
                if Language::ALL
                    .iter()
                    .any(|&lang| !has_message(lang, &literal))
                {
                    missing.push(format!("{}: {literal}", path.display()));
                }
            }
        }
    }
    assert!(named > 100, "only {named} ids found in the code");
    assert!(
        missing.is_empty(),
        "ids missing from a language: {missing:?}"
    );
}

/// The string literals of Rust source (comments and char literals skipped; escapes kept
/// as written).
fn string_literals(source: &str) -> Vec<String> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '/' if chars.get(i + 1) == Some(&'/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '\'' if chars.get(i + 2) == Some(&'\'') => i += 3,
            '\'' if chars.get(i + 1) == Some(&'\\') => {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            }
            '"' => {
                let mut literal = String::new();
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    if chars[i] == '\\' {
                        literal.push(chars[i]);
                        i += 1;
                    }
                    if let Some(&c) = chars.get(i) {
                        literal.push(c);
                    }
                    i += 1;
                }
                out.push(literal);
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}
