//! What is fuzzed: every reader of text that a user can type or load, each with the valid
//! seeds it starts from and the check that judges one input.
//!
//! A check returns [`Verdict::Refused`] when the reader refuses the input (with an error:
//! that is fine), [`Verdict::Accepted`] when it reads it and everything that follows holds,
//! and [`Verdict::Failed`] when something that must hold does not: a text Manifold wrote
//! does not read back as exactly what was written, or the move generator lists a move that
//! leaves the mover's king attacked. A panic is caught by the runner.

use std::io::Cursor;

use clap::Parser;

use crate::Cli;
use manifold_rules::draughts::pdn::{from_pdn, to_pdn};
use manifold_rules::draughts::{DraughtsPosition, DraughtsSetup, FenError as DraughtsFenError};
use manifold_rules::fen::FenError;
use manifold_rules::pgn::{PgnGame, from_pgn, to_pgn_with_comments};
use manifold_rules::preset::Preset;
use manifold_rules::{Move, Position, Setup, VariantId};
use manifold_session::settings::{Language, PieceStyle, Settings};
use manifold_session::text_io::{TextFormat, export_text, import_text};
use manifold_session::{AnyGame, GameKind, Player, Session};

use super::seeds;

/// How one input fared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The reader refused it with an error.
    Refused,
    /// The reader accepted it and every invariant held.
    Accepted,
    /// An invariant did not hold: what went wrong.
    Failed(String),
}

/// One input: the text, and which of the target's contexts (a position, for move readers)
/// it is read in.
#[derive(Clone, Debug)]
pub struct Input {
    /// The context's index (0 where the target has none).
    pub context: usize,
    /// The text fed to the reader.
    pub text: String,
}

type Check = Box<dyn Fn(usize, &str) -> Verdict + Send + Sync>;

/// A reader under test.
pub struct Target {
    /// The parser's name, as the report prints it and `--parser` selects it.
    pub name: String,
    /// Valid inputs to mutate.
    pub seeds: Vec<Input>,
    /// How many contexts inputs may be read in.
    pub contexts: usize,
    check: Check,
}

impl Target {
    fn new(name: impl Into<String>, seeds: Vec<String>, check: Check) -> Target {
        Target {
            name: name.into(),
            seeds: seeds
                .into_iter()
                .map(|text| Input { context: 0, text })
                .collect(),
            contexts: 1,
            check,
        }
    }

    /// Judges one input.
    pub fn check(&self, input: &Input) -> Verdict {
        (self.check)(input.context, &input.text)
    }
}

/// The number of random games each game's seeds come from.
const SEED_GAMES: usize = 12;

/// Every target, in report order.
pub fn all_targets(seed: u64) -> Vec<Target> {
    let mut targets = Vec::new();
    for kind in GameKind::ALL {
        let games = seeds::random_games(kind, SEED_GAMES, seed ^ kind_seed(kind));
        targets.push(position_target(kind, &games));
        targets.push(move_target(kind, &games));
        targets.push(import_target(kind, TextFormat::Position, &games));
    }
    let chess_games: Vec<AnyGame> = VariantId::ALL
        .iter()
        .flat_map(|&id| seeds::random_games(GameKind::Chess(of(id)), 6, seed ^ 0x9e37))
        .collect();
    let draughts_games = seeds::random_games(GameKind::Draughts, 12, seed ^ 0x7f4a);
    targets.push(game_text_target("pgn", &chess_games, check_pgn));
    targets.push(game_text_target("pdn", &draughts_games, check_pdn));
    targets.push(import_target(
        GameKind::Chess(of(VariantId::Classical)),
        TextFormat::Pgn,
        &chess_games,
    ));
    targets.push(import_target(
        GameKind::Draughts,
        TextFormat::Pdn,
        &draughts_games,
    ));
    let all_games: Vec<AnyGame> = chess_games.iter().chain(&draughts_games).cloned().collect();
    targets.push(saved_game_target(&all_games));
    targets.push(preset_target());
    targets.push(settings_target());
    targets.push(puzzles_target());
    targets.push(cli_args_target());
    targets.push(play_commands_target());
    targets.push(lesson_commands_target());
    targets.push(uci_target());
    targets
}

/// A seed per game, so that each game's random games differ.
fn kind_seed(kind: GameKind) -> u64 {
    manifold_ai::rng::mix(kind.cli_name().bytes().fold(0, |h, b| h * 31 + b as u64))
}

fn of(id: VariantId) -> VariantId {
    id
}

// ---- position texts ------------------------------------------------------------------

/// The game's position text (FEN, the Mattrix or Chess-transit text, the draughts FEN).
fn position_target(kind: GameKind, games: &[AnyGame]) -> Target {
    let seeds = seeds::position_texts(games);
    let name = format!("position/{}", kind.cli_name());
    match kind {
        GameKind::Chess(v) => {
            let id = v;
            Target::new(
                name,
                seeds,
                Box::new(move |_, text| check_chess_position(id, text)),
            )
        }
        GameKind::Draughts => Target::new(
            name,
            seeds,
            Box::new(|_, text| check_draughts_position(text)),
        ),
    }
}

/// Reads a chess position text in its two steps. A text whose syntax reads gives a setup
/// whose own text reads back as the same setup, valid or not; a setup the validation
/// refuses has every problem rendered. An accepted position must write back to a text that
/// reads as the same position and writes the same text, and its moves must be sound to
/// depth 2.
pub fn check_chess_position(id: VariantId, text: &str) -> Verdict {
    let Ok(setup) = Setup::from_fen(id, text) else {
        return Verdict::Refused;
    };
    let setup_text = setup.to_fen();
    match Setup::from_fen(id, &setup_text) {
        Ok(again) if again == setup => {}
        Ok(_) => {
            return Verdict::Failed(format!("setup text '{setup_text}' reads as another setup"));
        }
        Err(e) => {
            return Verdict::Failed(format!("setup text '{setup_text}' is refused: {e}"));
        }
    }
    let pos = match Position::from_setup(setup) {
        Ok(pos) => pos,
        Err(error) => {
            // Rendering every problem must not panic either.
            let _ = FenError::Invalid(error).to_string();
            return Verdict::Refused;
        }
    };
    let written = pos.to_fen();
    match Position::from_fen(id, &written) {
        Err(e) => return Verdict::Failed(format!("written text '{written}' is refused: {e}")),
        Ok(again) if again != pos => {
            return Verdict::Failed(format!(
                "written text '{written}' reads as another position"
            ));
        }
        Ok(again) if again.to_fen() != written => {
            return Verdict::Failed(format!(
                "'{written}' reads back and writes '{}'",
                again.to_fen()
            ));
        }
        Ok(_) => {}
    }
    match unsound_move(&pos, 2) {
        Some(why) => Verdict::Failed(why),
        None => Verdict::Accepted,
    }
}

/// Where the move generator is wrong (to `depth` plies), if anywhere: the slow reference
/// check. A listed move must not leave the mover's own king attacked (every game), and
/// outside Chess-transit every move a piece's pattern allows that leaves the king safe
/// must be listed ([`Position::pseudo_legal_moves`], each played and its king tested).
pub(crate) fn unsound_move(pos: &Position, depth: u32) -> Option<String> {
    if depth == 0 {
        return None;
    }
    let legal = pos.legal_moves();
    let transit = pos.variant().has_transit;
    let describe = |m: Move, what: &str| {
        format!(
            "in '{}' the move {} {what}",
            pos.to_fen(),
            pos.move_to_coord(m)
        )
    };
    for &m in legal.iter() {
        let next = pos.play(m);
        if !transit && next.is_king_attacked(pos.turn()) {
            return Some(describe(
                m,
                "is listed but leaves the mover's king attacked",
            ));
        }
        if let Some(why) = unsound_move(&next, depth - 1) {
            return Some(why);
        }
    }
    if !transit {
        let missing = pos
            .pseudo_legal_moves()
            .into_iter()
            .find(|&m| !legal.contains(&m) && !pos.play(m).is_king_attacked(pos.turn()));
        if let Some(m) = missing {
            return Some(describe(m, "is legal but not listed"));
        }
    }
    None
}

/// Reads a draughts position in its two steps: a setup that reads must write a text that
/// reads back as the same setup; an accepted position must round-trip and play to depth 2.
pub fn check_draughts_position(text: &str) -> Verdict {
    let Ok(setup) = DraughtsSetup::from_fen(text) else {
        return Verdict::Refused;
    };
    let setup_text = setup.to_fen();
    if DraughtsSetup::from_fen(&setup_text).ok().as_ref() != Some(&setup) {
        return Verdict::Failed(format!("setup text '{setup_text}' does not read back"));
    }
    let pos = match DraughtsPosition::from_setup(setup) {
        Ok(pos) => pos,
        Err(error) => {
            let _ = DraughtsFenError::Invalid(error).to_string();
            return Verdict::Refused;
        }
    };
    let written = pos.to_fen();
    match DraughtsPosition::from_fen(&written) {
        Err(e) => return Verdict::Failed(format!("written text '{written}' is refused: {e}")),
        Ok(again) if again.to_fen() != written || !again.same_placement(&pos) => {
            return Verdict::Failed(format!("'{written}' reads back as another position"));
        }
        Ok(_) => {}
    }
    for m in pos.legal_moves() {
        let next = pos.play(&m);
        let _ = next.legal_moves();
    }
    Verdict::Accepted
}

// ---- moves ---------------------------------------------------------------------------

/// Every move reader of a game, applied in positions from random games.
fn move_target(kind: GameKind, games: &[AnyGame]) -> Target {
    let name = format!("moves/{}", kind.cli_name());
    match kind {
        GameKind::Chess(_) => {
            let positions = seeds::chess_positions(games);
            let seeds: Vec<Input> = seeds::moves_of(&positions)
                .into_iter()
                .flat_map(|(i, m)| {
                    let p = &positions[i];
                    [
                        p.move_to_san(m),
                        p.move_to_full_notation(m),
                        p.move_to_coord(m),
                    ]
                    .map(|text| Input { context: i, text })
                })
                .collect();
            let contexts = positions.len();
            Target {
                name,
                seeds,
                contexts,
                check: Box::new(move |i, text| check_chess_move(&positions[i], text)),
            }
        }
        GameKind::Draughts => {
            let positions = seeds::draughts_positions(games);
            let seeds: Vec<Input> = positions
                .iter()
                .enumerate()
                .flat_map(|(i, p)| {
                    p.legal_moves()
                        .into_iter()
                        .flat_map(|m| [p.move_to_pdn(&m), p.move_path_text(&m)])
                        .map(move |text| Input { context: i, text })
                        .collect::<Vec<_>>()
                })
                .collect();
            let contexts = positions.len();
            Target {
                name,
                seeds,
                contexts,
                check: Box::new(move |i, text| check_draughts_move(&positions[i], text)),
            }
        }
    }
}

/// Reads a typed chess move with every reader; a move any reader accepts must be legal,
/// and each text Manifold writes for it must read back as it through its readers.
pub(crate) fn check_chess_move(pos: &Position, text: &str) -> Verdict {
    let legal = pos.legal_moves();
    let read = [
        ("SAN", pos.parse_san(text).ok()),
        ("coordinate", pos.parse_coord(text).ok()),
        ("typed-move", pos.parse_move(text).ok()),
    ];
    let mut accepted = false;
    for (reader, m) in read {
        let Some(m) = m else { continue };
        accepted = true;
        if !legal.contains(&m) {
            return Verdict::Failed(format!("the {reader} reader returned an illegal move"));
        }
        if let Some(why) = move_texts_read_back(pos, m) {
            return Verdict::Failed(why);
        }
    }
    if accepted {
        Verdict::Accepted
    } else {
        Verdict::Refused
    }
}

/// Whether every text Manifold writes for the legal move `m` reads back as `m`: its SAN
/// (the game's short notation) and full notation through the SAN and typed-move readers,
/// its coordinates through the coordinate reader. `None` when all do.
pub fn move_texts_read_back(pos: &Position, m: Move) -> Option<String> {
    let san = pos.move_to_san(m);
    let full = pos.move_to_full_notation(m);
    let coord = pos.move_to_coord(m);
    let checks: [(&str, &str, Option<Move>); 5] = [
        ("SAN", &san, pos.parse_san(&san).ok()),
        ("typed-move", &san, pos.parse_move(&san).ok()),
        ("SAN", &full, pos.parse_san(&full).ok()),
        ("typed-move", &full, pos.parse_move(&full).ok()),
        ("coordinate", &coord, pos.parse_coord(&coord).ok()),
    ];
    for (reader, written, read) in checks {
        if read != Some(m) {
            return Some(format!(
                "in '{}' the move {} written '{written}' reads back through the {reader} reader as {}",
                pos.to_fen(),
                coord,
                read.map_or("an error".to_string(), |r| pos.move_to_coord(r))
            ));
        }
    }
    None
}

/// Reads a draughts move; a move accepted must be legal and its PDN and path texts must
/// read back as it.
pub(crate) fn check_draughts_move(pos: &DraughtsPosition, text: &str) -> Verdict {
    let Ok(m) = pos.parse_move(text) else {
        return Verdict::Refused;
    };
    if !pos.is_legal(&m) {
        return Verdict::Failed("the PDN reader returned an illegal move".into());
    }
    match draughts_move_texts_read_back(pos, &m) {
        Some(why) => Verdict::Failed(why),
        None => Verdict::Accepted,
    }
}

/// Whether the PDN and the path text of a legal draughts move read back as it.
pub fn draughts_move_texts_read_back(
    pos: &DraughtsPosition,
    m: &manifold_rules::draughts::DraughtsMove,
) -> Option<String> {
    for written in [pos.move_to_pdn(m), pos.move_path_text(m)] {
        match pos.parse_move(&written) {
            Ok(back) if &back == m => {}
            other => {
                return Some(format!(
                    "in '{}' the move written '{written}' reads back as {:?}",
                    pos.to_fen(),
                    other.map(|b| pos.move_path_text(&b))
                ));
            }
        }
    }
    None
}

// ---- whole games ---------------------------------------------------------------------

/// A reader of whole games (PGN or PDN), seeded with the games written as text.
fn game_text_target(name: &str, games: &[AnyGame], check: fn(&str) -> Verdict) -> Target {
    Target::new(
        name,
        seeds::game_texts(games),
        Box::new(move |_, text| check(text)),
    )
}

/// Reads a PGN game; an accepted one is written again with its comments, and that text
/// must read as the same game and write the same text.
pub fn check_pgn(text: &str) -> Verdict {
    check_game_text("PGN", text, |t| {
        from_pgn(t).map(|g| {
            (
                to_pgn_with_comments(&g.game, &g.tags, |ply| comments_at(&g, ply)),
                g.game.moves().to_vec(),
                g.game.start_position().to_fen(),
            )
        })
    })
}

/// The comments a PGN game read has after `ply`, joined by a space.
fn comments_at(game: &PgnGame, ply: usize) -> Option<String> {
    let texts: Vec<&str> = game
        .comments
        .iter()
        .filter(|c| c.ply == ply)
        .map(|c| c.text.trim())
        .collect();
    (!texts.is_empty()).then(|| texts.join(" "))
}

/// Reads a PDN game; an accepted one must round-trip as PGN does.
pub fn check_pdn(text: &str) -> Verdict {
    check_game_text("PDN", text, |t| {
        from_pdn(t).map(|g| {
            (
                to_pdn(&g.game, &g.tags),
                g.game.moves().to_vec(),
                g.game.start_position().to_fen(),
            )
        })
    })
}

/// The round trip of a game text: `read` gives the game written again, its moves and its
/// start; the written text must read as the same moves from the same start and write the
/// same text.
fn check_game_text<M: PartialEq, E: std::fmt::Display>(
    format: &str,
    text: &str,
    read: impl Fn(&str) -> Result<(String, Vec<M>, String), E>,
) -> Verdict {
    let Ok((written, moves, start)) = read(text) else {
        return Verdict::Refused;
    };
    match read(&written) {
        Err(e) => Verdict::Failed(format!("written {format} is refused: {e}\n{written}")),
        Ok((_, again, again_start)) if again != moves || again_start != start => {
            Verdict::Failed(format!("written {format} reads as another game\n{written}"))
        }
        Ok((rewritten, _, _)) if rewritten != written => Verdict::Failed(format!(
            "written {format} does not write back the same\n{written}"
        )),
        Ok(_) => Verdict::Accepted,
    }
}

fn saved_game_target(games: &[AnyGame]) -> Target {
    Target::new(
        "saved-game",
        seeds::saved_games(games),
        Box::new(|_, text| check_saved_game(text)),
    )
}

/// Reads a saved game; an accepted one is saved again, and that file must reopen as the
/// same game and save the same text.
pub fn check_saved_game(text: &str) -> Verdict {
    let Ok(session) = Session::from_ron(text) else {
        return Verdict::Refused;
    };
    let written = session.to_ron();
    match Session::from_ron(&written) {
        Err(e) => Verdict::Failed(format!("written save is refused: {e}\n{written}")),
        Ok(again) if again.game().moves() != session.game().moves() => {
            Verdict::Failed(format!("written save replays another game\n{written}"))
        }
        Ok(again) if again.to_ron() != written => Verdict::Failed(format!(
            "written save does not write back the same\n{written}"
        )),
        Ok(_) => Verdict::Accepted,
    }
}

fn preset_target() -> Target {
    let seeds = seeds::PRESETS.iter().map(|s| s.to_string()).collect();
    Target::new("preset", seeds, Box::new(|_, text| check_preset(text)))
}

/// Reads a table preset; an accepted one must round-trip.
pub(crate) fn check_preset(text: &str) -> Verdict {
    let Ok(preset) = Preset::from_ron(text) else {
        return Verdict::Refused;
    };
    match Preset::from_ron(&preset.to_ron()) {
        Ok(again) if again == preset => Verdict::Accepted,
        Ok(_) => Verdict::Failed("the written preset reads as another".into()),
        Err(e) => Verdict::Failed(format!("the written preset is refused: {e}")),
    }
}

/// The settings file: the defaults and settings with every field changed, as the app
/// writes them.
fn settings_target() -> Target {
    let changed = Settings {
        language: Language::Russian,
        animation_speed: 2.5,
        show_legal_moves: false,
        show_coordinates: false,
        low_graphics: true,
        allow_takebacks: false,
        turn_camera_to_mover: true,
        show_opponent_attacks: false,
        last_game: GameKind::Chess(of(VariantId::Wirth)),
        last_preset: Some("nujelm-draughts".into()),
        last_seats: vec![Player::Computer(4), Player::Human, Player::Computer(1)],
        last_time_control: manifold_session::clock::TimeControl::from_text("5+3d").ok(),
        sound: false,
        volume: 0.25,
        show_rider_lines: false,
        show_flat_torus: false,
        piece_style: PieceStyle::Tokens,
        notation: manifold_session::settings::NotationStyle::Figurines,
        xray_torus: true,
        show_threats: true,
        analysis_threads: Some(3),
        lessons: {
            let mut done = manifold_session::lessons::LessonProgress::default();
            done.mark_done("wirth/basics", 2);
            done
        },
    };
    let seeds = vec![
        Settings::default().to_ron(),
        changed.to_ron(),
        "(language: Russian, animation_speed: 0.5)".into(),
    ];
    Target::new("settings", seeds, Box::new(|_, text| check_settings(text)))
}

/// Puzzle files: the first puzzles of each shipped file.
fn puzzles_target() -> Target {
    use manifold_session::puzzles::{SHIPPED_PUZZLES, read_puzzles, write_puzzles};
    let seeds = SHIPPED_PUZZLES
        .iter()
        .filter_map(|&(_, text)| read_puzzles(text).ok())
        .map(|puzzles| write_puzzles(&puzzles[..puzzles.len().min(3)]))
        .collect();
    Target::new(
        "puzzles",
        seeds,
        Box::new(|_, text| check_puzzle_file(text)),
    )
}

/// Reads a puzzle file; accepted puzzles are written again and must read back as the same
/// puzzles, and each game's puzzles make a lesson course (the engine's check is left out:
/// it is too slow for a fuzzer).
pub(crate) fn check_puzzle_file(text: &str) -> Verdict {
    use manifold_session::puzzles::{puzzle_course, read_puzzles, write_puzzles};
    let Ok(puzzles) = read_puzzles(text) else {
        return Verdict::Refused;
    };
    let written = write_puzzles(&puzzles);
    match read_puzzles(&written) {
        Ok(again) if again == puzzles => {}
        Ok(_) => {
            return Verdict::Failed(format!("the written puzzles read as others\n{written}"));
        }
        Err(e) => return Verdict::Failed(format!("the written puzzles do not read: {e}")),
    }
    for p in &puzzles {
        let course = puzzle_course(p.game, std::slice::from_ref(p));
        if course.steps.len() != 1 {
            return Verdict::Failed("a puzzle made no step".into());
        }
    }
    Verdict::Accepted
}

/// Reads a settings file; accepted settings are written again, and that text must read
/// back as the same settings and write the same text.
pub fn check_settings(text: &str) -> Verdict {
    let Ok(settings) = Settings::from_ron(text) else {
        return Verdict::Refused;
    };
    let written = settings.to_ron();
    match Settings::from_ron(&written) {
        Ok(again) if again != settings => {
            Verdict::Failed(format!("the written settings read as others\n{written}"))
        }
        Ok(again) if again.to_ron() != written => Verdict::Failed(format!(
            "the written settings do not write back the same\n{written}"
        )),
        Ok(_) => Verdict::Accepted,
        Err(e) => Verdict::Failed(format!("the written settings are refused: {e}\n{written}")),
    }
}

/// The app's import box: a text of `format` imported as a new game of `kind`.
fn import_target(kind: GameKind, format: TextFormat, games: &[AnyGame]) -> Target {
    let (name, seeds) = match format {
        TextFormat::Position => (
            format!("import/position/{}", kind.cli_name()),
            seeds::position_texts(games),
        ),
        TextFormat::Pgn => ("import/pgn".to_string(), seeds::game_texts(games)),
        TextFormat::Pdn => ("import/pdn".to_string(), seeds::game_texts(games)),
    };
    let preset = match kind {
        GameKind::Draughts => Preset::from_ron(seeds::PRESETS[1]).ok(),
        GameKind::Chess(_) => Preset::from_ron(seeds::PRESETS[0]).ok(),
    };
    Target::new(
        name,
        seeds,
        Box::new(
            move |_, text| match import_text(kind, format, text, preset.as_ref()) {
                Ok(session) => check_saved_game(&session.to_ron())
                    .or_accepted()
                    .and(|| check_marks_export(&session, format)),
                Err(_) => Verdict::Refused,
            },
        ),
    )
}

/// A session imported from a game text: exported as that text again and imported, it
/// must have the same marks on every ply.
pub(crate) fn check_marks_export(session: &Session, format: TextFormat) -> Verdict {
    let Some(text) = export_text(session, format) else {
        return Verdict::Accepted;
    };
    let again = match import_text(session.kind(), format, &text, session.preset()) {
        Ok(again) => again,
        Err(e) => return Verdict::Failed(format!("exported text is refused: {e}\n{text}")),
    };
    let marks = |s: &Session| {
        s.marked_plies()
            .map(|(ply, m)| (ply, m.clone()))
            .collect::<Vec<_>>()
    };
    if marks(&again) != marks(session) {
        return Verdict::Failed(format!("exported text reads other marks\n{text}"));
    }
    Verdict::Accepted
}

impl Verdict {
    /// A failure stays a failure; anything else counts as accepted.
    fn or_accepted(self) -> Verdict {
        match self {
            Verdict::Failed(why) => Verdict::Failed(why),
            _ => Verdict::Accepted,
        }
    }

    /// An accepted verdict is judged again by `next`; any other stays.
    fn and(self, next: impl FnOnce() -> Verdict) -> Verdict {
        match self {
            Verdict::Accepted => next(),
            other => other,
        }
    }
}

// ---- the command line ------------------------------------------------------------------

fn cli_args_target() -> Target {
    let seeds = [
        "perft classical 2",
        "divide wirth 1 --moves E3",
        "show mattrix --moves Pm13-l16",
        "play draughts --moves c3-d4",
        "perft draughts 2 --fen W:Wa1,c3,Kd4:Bb6,f8",
        "selfplay --variant mattrix --levels 3,1,1 --games 2 --movetime 5",
        "selfplay --variant classical --white-level 1 --black-level 2",
        "show great --moves e4 e7",
        "lessons play draughts/basics --step 2",
        "uci",
    ];
    hand_seeded("cli-args", &seeds, check_cli_args)
}

/// A target whose seeds are hand-written valid inputs.
fn hand_seeded(name: &str, seeds: &[&str], check: fn(&str) -> Verdict) -> Target {
    let seeds = seeds.iter().map(|s| s.to_string()).collect();
    Target::new(name, seeds, Box::new(move |_, text| check(text)))
}

/// Parses a command line and runs the cheap commands (`show`, `perft` and `divide` to depth
/// 2, `lessons play` without input); nothing may panic.
pub(crate) fn check_cli_args(text: &str) -> Verdict {
    let words = std::iter::once("manifold-cli").chain(text.split_whitespace());
    let Ok(cli) = Cli::try_parse_from(words) else {
        return Verdict::Refused;
    };
    use crate::Command;
    let cheap = match &cli.command {
        Command::Show(_) => true,
        Command::Perft(a) | Command::Divide(a) => a.depth <= 2,
        // Without input the lesson shows its step (a Watch step plays itself) and ends.
        Command::Lessons {
            action: crate::args::LessonsAction::Play { .. },
        } => true,
        _ => false,
    };
    if !cheap {
        return Verdict::Accepted;
    }
    let (mut out, mut err) = (Vec::new(), Vec::new());
    ran(crate::run(
        cli,
        &mut Cursor::new(Vec::new()),
        &mut out,
        &mut err,
    ))
}

/// The verdict on a command that ran to its end: accepted, or refused with an error.
fn ran(result: Result<(), crate::CliError>) -> Verdict {
    match result {
        Ok(()) => Verdict::Accepted,
        Err(_) => Verdict::Refused,
    }
}

fn play_commands_target() -> Target {
    let seeds = [
        "0\ne4\ne5\nundo\nredo\nNf3\nmoves\nfen\npgn\nhelp\nresign\nquit",
        "1\nd5\nC10\nundo\nfen\nboard\nquit",
        "2\nc3-d4\nf6-e5\nd4xf6\nundo\nmoves\npdn\nquit",
        "3\nPm13-l16\nPe8-g8\nmoves\ndraw\nquit",
        "4\n1:e4\n1:e5\n1:Qd1>2\nundo\nquit",
        "5\nE3\nE10\nNF11\nfen\nquit",
    ];
    hand_seeded("play-commands", &seeds, check_play_commands)
}

/// Plays a terminal game of the game named by the first line's digit (an index into the
/// games) with the remaining lines as its input; nothing may panic.
pub(crate) fn check_play_commands(text: &str) -> Verdict {
    let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
    let index = first.trim().parse::<usize>().unwrap_or(0) % GameKind::ALL.len();
    let mut out = Vec::new();
    let game = AnyGame::new(GameKind::ALL[index]);
    let input = &mut Cursor::new(rest);
    ran(crate::hot_seat::play_command(
        game,
        Language::English,
        input,
        &mut out,
    ))
}

fn lesson_commands_target() -> Target {
    let seeds = [
        "2 0\nc3-b4\nhint\nc3-d4\nc3:e5\nquit",
        "2 4\nzz\na1:e5:h2\nhint\nquit",
        "1 1\nd4d6\nd4a7\nhint\na7j7\nquit",
        "0 13\nRa7\nKg8\nhint\nRb8\nquit",
        "3 0\nA1L12\nL12K11\nE3\nquit",
        "4 8\nhint\nKe9\nquit",
        "5 1\n1:Ng1>2\nhint\nquit",
    ];
    hand_seeded("lesson-commands", &seeds, check_lesson_commands)
}

/// Takes a shipped lesson course in the terminal (`lessons play`): the first line names the
/// course and the step by two numbers (taken modulo the courses and their steps), the
/// remaining lines are its input; nothing may panic, and every script ends cleanly.
pub(crate) fn check_lesson_commands(text: &str) -> Verdict {
    let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
    let mut numbers = first
        .split_whitespace()
        .map(|n| n.parse::<usize>().unwrap_or(0));
    let courses = manifold_session::lessons::shipped_courses();
    let (id, course) = &courses[numbers.next().unwrap_or(0) % courses.len()];
    let step = numbers.next().unwrap_or(0) % course.steps.len() + 1;
    let mut out = Vec::new();
    let input = &mut Cursor::new(rest);
    match crate::lesson_play::play_command(id, step, Language::English, input, &mut out) {
        Ok(()) => Verdict::Accepted,
        Err(e) => Verdict::Failed(format!("lessons play {id} --step {step}: {e}")),
    }
}

// ---- UCI ---------------------------------------------------------------------------------

fn uci_target() -> Target {
    let seeds = [
        "uci",
        "isready",
        "ucinewgame",
        "position startpos moves e2e4 e7e5 g1f3",
        "position fen 8/8/8/8/8/8/8/K6k w - - 0 1",
        "position fen QQQQQQQQ/QQQQQQQQ/8/3k4/8/8/qqqqqqqq/4K3 w - - 0 1",
        "go nodes 200",
        "go depth 2",
        "go movetime 5",
        "go wtime 100 btime 100 winc 0 binc 0 movestogo 1",
        "go nodes 100 mate 2",
        "go infinite",
        "setoption name Hash value 1",
        "setoption name UCI_Variant value greatchess",
        "setoption name UCI_Variant value chess",
        "setoption name Skill Level value 3",
        "setoption name Clear Hash",
        "d",
        "stop",
        "quit",
    ];
    let session = super::uci_session::UciFuzzSession::default();
    Target::new(
        "uci",
        seeds.iter().map(|s| s.to_string()).collect(),
        Box::new(move |_, text| session.check(text)),
    )
}
