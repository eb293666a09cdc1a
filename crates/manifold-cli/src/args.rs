//! The command line, as clap derive types.

use clap::{Args, Parser, Subcommand};

use manifold_locale::Language;

use super::draughts::DRAUGHTS_MOVE_HINT;
use super::notation::MOVE_HINT;
use super::variant::variant_names;
use manifold_rules::GameKind;

/// The deepest perft the CLI accepts.
pub(crate) const MAX_DEPTH: u32 = 12;

/// The command line of `manifold-cli`.
#[derive(Debug, Parser)]
#[command(
    name = "manifold-cli",
    version,
    about = "Manifold's command-line tool: perft, divide, show a position, play in the terminal, \
             a UCI engine, engine self-play, matches against UCI engines, saved games as PGN or PDN",
    after_help = after_help()
)]
pub struct Cli {
    /// The language of errors and refusals: en or ru (default: from LC_ALL, LC_MESSAGES
    /// or LANG)
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_language)]
    pub lang: Option<Language>,
    /// The subcommand chosen, with its own arguments.
    #[command(subcommand)]
    pub command: Command,
}

impl Cli {
    /// The language of the messages: `--lang`, else the environment's.
    pub fn language(&self) -> Language {
        self.lang
            .unwrap_or_else(|| Language::from_environment(|k| std::env::var(k).ok()))
    }
}

/// Reads `--lang` (`en` or `ru`; a clap value parser).
pub(crate) fn parse_language(text: &str) -> Result<Language, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "en" | "english" => Ok(Language::English),
        "ru" | "russian" => Ok(Language::Russian),
        _ => Err(format!("'{text}' is not a language (en or ru)")),
    }
}

/// A subcommand of `manifold-cli` with its arguments; [`crate::run`] carries it out.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Count the leaf nodes of the legal move tree; the count is the last line of stdout
    Perft(DepthArgs),
    /// Perft split by root move: each move (coordinates) with its count, then the total
    Divide(DepthArgs),
    /// Print the position: board, side to move, FEN, legal moves, status
    Show(PositionArgs),
    /// Analyse a position: the evaluation (per seat in mattrix, per board in transit) and
    /// the engine's best lines in the game's notation
    Analyse(super::analyse::AnalyseArgs),
    /// Review a saved game (.ron, .pgn or .pdn): each move with its evaluations, its mark
    /// (?! ? ??) and the better move, each player's accuracy; --pgn OUT writes an annotated
    /// PGN (classical chess and Great Chess)
    Review(super::review::ReviewArgs),
    /// Fit a game's win-probability curve to engine self-play at a fixed depth and print
    /// the fit as Markdown (for docs/analysis.md)
    FitWinCurve(super::win_curve::FitWinCurveArgs),
    /// Play a hot-seat game in the terminal (moves and commands on stdin; type help)
    Play(PositionArgs),
    /// Talk UCI on stdin/stdout (classical chess; Great Chess with UCI_Variant greatchess)
    Uci,
    /// Play games between engine levels (two seats, or three in mattrix) and print each
    /// result and the score
    Selfplay(SelfplayArgs),
    /// Feed every reader of text (positions, moves, PGN, PDN, saved games, presets,
    /// settings, UCI, the command line) mutated inputs; print per parser the inputs tried and
    /// accepted, the panics and the round-trip failures with a small input that fails
    Fuzz(FuzzArgs),
    /// Write a saved game (the app's .ron) as PGN, PDN or the game's own text, with its
    /// clocks ([%clk] after every move) when it was played on them
    Export(super::export::ExportArgs),
    /// Play a match against another UCI engine (this manifold-cli by default against
    /// --opponent PATH) and print each game, the score and the Elo difference
    Match(super::matches::MatchArgs),
    /// Work with the built-in lessons
    Lessons {
        /// What to do with them.
        #[command(subcommand)]
        action: LessonsAction,
    },
    /// Find, check and work with the built-in puzzles
    Puzzles {
        /// What to do with them.
        #[command(subcommand)]
        action: PuzzlesAction,
    },
    /// Dead positions: make a game's table by exhaustive search (RON on stdout), check the
    /// built-in tables against the search (--check), or print docs/dead-positions.md
    /// (--markdown)
    DeadPositions(super::dead_positions::DeadPositionsArgs),
    /// Texel tuning of the evaluation weights: make labelled positions from self-play
    /// (data), fit the weights to them (tune)
    Texel {
        /// Which step of the tuning to run: `data`, `positions`, `label` or `tune`.
        #[command(subcommand)]
        action: super::texel::TexelAction,
    },
}

/// What `puzzles` does.
#[derive(Debug, Subcommand)]
pub enum PuzzlesAction {
    /// Check every built-in puzzle file (or the puzzle files given, each named after its
    /// game: classical.ron): positions, solutions, and with the engine that the first move is
    /// the only one that wins; one line per file, exit code 1 when any fails
    Check {
        /// Puzzle files to check instead of the built-in ones
        #[arg(value_name = "FILE")]
        files: Vec<std::path::PathBuf>,
    },
    /// Play engine self-play games and print the puzzles found in them as a puzzle file
    /// (RON) on stdout, or to --out
    Find(super::puzzles::FindArgs),
}

/// What `lessons` does.
#[derive(Debug, Subcommand)]
pub enum LessonsAction {
    /// Check every built-in course (or the course files given): positions, cells, texts in
    /// both languages, and each goal reachable with legal moves; one line per course, exit
    /// code 1 when any fails
    Check {
        /// Course files to check instead of the built-in ones
        #[arg(value_name = "FILE")]
        files: Vec<std::path::PathBuf>,
    },
    /// Take a course in the terminal, as the app's lesson player does: each step's text,
    /// goal and board; type moves (as `play` reads them), `hint` for a good move, `quit` to
    /// leave
    Play {
        /// The course, as `lessons check` names it (draughts/basics), or a game's puzzles
        /// (puzzles/classical)
        #[arg(value_name = "COURSE")]
        course: String,
        /// The step to start from (1 is the first)
        #[arg(long, value_name = "N", default_value_t = 1)]
        step: usize,
    },
}

/// `fuzz`'s arguments: how many inputs each parser gets and from which seed.
#[derive(Debug, Args)]
pub struct FuzzArgs {
    /// Inputs per parser
    #[arg(long, value_name = "N", default_value_t = 1_000_000)]
    pub inputs: u64,
    /// The run's seed (the same seed runs the same inputs)
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Only the parsers whose names contain this text (e.g. `position/`, `pgn`, `uci`)
    #[arg(long, value_name = "NAME")]
    pub parser: Option<String>,
    /// Parsers fuzzed at once (threads)
    #[arg(long, value_name = "J", default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=64))]
    pub jobs: u64,
}

/// A match between engine levels.
#[derive(Debug, Args)]
pub struct SelfplayArgs {
    /// The game
    #[arg(
        long,
        value_name = "GAME",
        value_parser = super::variant::parse_game,
        help = format!("The game: {}", variant_names().join(", "))
    )]
    pub variant: GameKind,
    /// White's level, 1 (Beginner) to 5 (Max)
    #[arg(long, value_name = "N", conflicts_with = "levels", value_parser = clap::value_parser!(u32).range(1..=5))]
    pub white_level: Option<u32>,
    /// Black's level, 1 (Beginner) to 5 (Max)
    #[arg(long, value_name = "N", conflicts_with = "levels", value_parser = clap::value_parser!(u32).range(1..=5))]
    pub black_level: Option<u32>,
    /// Every seat's level in the first game's seat order, comma-separated (mattrix:
    /// white,blue,red, e.g. 3,2,2); the seats rotate each game, and the first level is
    /// scored against the others. In mattrix two levels (e.g. 4,3) play a round robin:
    /// the first level alone against two of the other, then two against one, six games
    /// an opening, each of its seats scored against each of the other level's
    #[arg(long, value_name = "N,N[,N]", value_delimiter = ',', value_parser = clap::value_parser!(u32).range(1..=5))]
    pub levels: Vec<u32>,
    /// Number of games
    #[arg(long, value_name = "G", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub games: u32,
    /// Milliseconds per move for every level (default: each level's own time)
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    pub movetime: Option<u64>,
    /// Each level thinks its own default time times F (0.1: Max 500 ms, Strong 100 ms)
    #[arg(long, value_name = "F", conflicts_with = "movetime", value_parser = parse_time_scale)]
    pub time_scale: Option<f64>,
    /// Play every game on clocks: BASE minutes + INC seconds of Fischer increment (3+2,
    /// 1+0, 0.5+0; 5+3b for a Bronstein delay, 5+3d for a simple delay); each engine
    /// thinks as its clock allows, and a flag fall ends the game
    #[arg(long, value_name = "BASE+INC", allow_hyphen_values = true, conflicts_with_all = ["movetime", "time_scale"])]
    pub clock: Option<String>,
    /// Random plies of each opening, drawn from the seed (default: one per player; 0: the
    /// start position)
    #[arg(long, value_name = "PLIES", value_parser = clap::value_parser!(u32).range(0..=40))]
    pub opening_plies: Option<u32>,
    /// Seed of the openings and of the first game's engines (game g's engines use seed + g)
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// Plies after which a game is adjudicated a draw
    #[arg(long, value_name = "PLIES", default_value_t = 600, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub max_plies: u32,
    /// Write each game to DIR as a saved game the app opens (GAME-N.ron)
    #[arg(long, value_name = "DIR")]
    pub save: Option<std::path::PathBuf>,
}

/// A position: the game, an optional FEN and moves played from it.
#[derive(Debug, Args)]
pub struct PositionArgs {
    /// The game
    #[arg(
        value_name = "VARIANT",
        value_parser = super::variant::parse_game,
        help = format!("The game: {}", variant_names().join(", "))
    )]
    pub variant: GameKind,
    /// Start from this FEN instead of the game's start position
    #[arg(
        long,
        value_name = "FEN",
        help = "Start from this FEN instead of the game's start position (draughts: \
                W:Wa1,c3,Kd4:Bb6,f8)"
    )]
    pub fen: Option<String>,
    /// Moves to play first (SAN or coordinates)
    #[arg(
        long,
        value_name = "MOVE",
        num_args = 1..,
        help = format!(
            "Moves to play first (several, or one quoted list), in {MOVE_HINT}; draughts: \
             {DRAUGHTS_MOVE_HINT}"
        )
    )]
    pub moves: Vec<String>,
}

/// A position and a search depth.
#[derive(Debug, Args)]
pub struct DepthArgs {
    /// The game and the position (start or `--fen`, then `--moves`) whose tree is counted.
    #[command(flatten)]
    pub position: PositionArgs,
    /// Plies to search, 0 to 12
    #[arg(value_name = "DEPTH", value_parser = parse_depth, allow_negative_numbers = true)]
    pub depth: u32,
}

/// The text after the main help: the games, how moves are typed, exit codes.
fn after_help() -> String {
    format!(
        "Games: {}.\nMoves: {MOVE_HINT}; draughts: {DRAUGHTS_MOVE_HINT}.\nErrors print one 'error: ...' line on stderr; exit \
         code 2 for usage errors, 1 for bad input (FEN, moves).",
        variant_names().join(", ")
    )
}

/// Reads a time scale: a positive number up to 100 (a clap value parser).
pub(crate) fn parse_time_scale(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(f) if f > 0.0 && f <= 100.0 => Ok(f),
        _ => Err(format!(
            "the time scale is a number above 0 and at most 100 (got '{text}')"
        )),
    }
}

/// Reads a depth in `0..=MAX_DEPTH` (a clap value parser).
pub fn parse_depth(text: &str) -> Result<u32, String> {
    let range = || format!("the depth must be a whole number from 0 to {MAX_DEPTH}");
    match text.trim().parse::<i64>() {
        Ok(d) if (0..=MAX_DEPTH as i64).contains(&d) => Ok(d as u32),
        Ok(_) => Err(format!("{} (got {text})", range())),
        Err(_) => Err(format!("{} (got '{text}')", range())),
    }
}
