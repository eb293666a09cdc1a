//! The command-line tool's commands as library code: `perft`, `divide`, `show` and `play`,
//! for the chess variants and for Russian draughts ([`draughts`]); the engine's `uci` and
//! `selfplay`; `analyse` and `review` ([`analyse`], [`review`]); `match` against other UCI
//! engines ([`matches`]); Texel tuning of the evaluation ([`texel`]); the built-in lessons
//! checked and taken in the terminal ([`lessons`], [`lesson_play`]); saved games written as
//! PGN, PDN or their own text ([`export`]).
//!
//! The binary (`src/bin/manifold-cli.rs`) only parses the arguments ([`args::Cli`]), calls
//! [`run`] and turns a [`CliError`] into one `error: ...` line and an exit code. Every
//! command writes to the streams it is given, so tests can drive it without a process.

pub mod analyse;
pub mod args;
pub mod board;
pub mod dead_positions;
pub mod draughts;
pub mod error;
pub mod export;
pub mod fuzz;
pub mod hot_seat;
pub mod lesson_play;
pub mod lessons;
pub mod matches;
pub mod notation;
pub mod openings;
pub mod perft;
pub mod puzzles;
pub mod review;
pub mod selfplay;
pub mod setup;
pub mod show;
pub mod standings;
pub mod texel;
pub mod texts;
pub mod uci;
pub mod uci_complaints;
pub mod uci_engine;
pub mod variant;
pub mod win_curve;

use std::io::{BufRead, Write};

pub use args::{Cli, Command};
pub use error::{CliError, Problem};
use manifold_rules::{AnyGame, GameKind};

/// Runs one parsed command. Results go to `out`; timing and other notes to `err`; `play`
/// and `lessons play` read their moves from `input`.
pub fn run(
    cli: Cli,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    let lang = cli.language();
    match cli.command {
        Command::Perft(a) => count(perft::Count::Perft, &a, out, err),
        Command::Divide(a) => count(perft::Count::Divide, &a, out, err),
        Command::Show(a) => match a.variant {
            GameKind::Chess(id) => show::show_command(&setup::game(id, &a)?, lang, out),
            GameKind::Draughts => draughts::show_command(&draughts::game(&a)?, lang, out),
        },
        Command::Analyse(a) => analyse::analyse_command(&a, lang, out),
        Command::Review(a) => review::review_command(&a, lang, out),
        Command::FitWinCurve(a) => win_curve::fit_win_curve_command(&a, out, err),
        Command::Play(a) => {
            let game = match a.variant {
                GameKind::Chess(id) => AnyGame::Chess(setup::game(id, &a)?),
                GameKind::Draughts => AnyGame::Draughts(draughts::game(&a)?),
            };
            hot_seat::play_command(game, lang, input, out)
        }
        // The search thread writes too, so UCI talks on the process's stdout itself (the
        // binary must not hold stdout locked).
        Command::Uci => uci::uci_command(input, std::io::stdout(), lang),
        Command::Match(a) => matches::match_command(&a, lang, out),
        Command::Selfplay(a) => selfplay::selfplay_command(&selfplay_match(&a, lang)?, out),
        Command::Fuzz(a) => fuzz_command(&a, out),
        Command::Export(a) => export::export_command(&a, out),
        Command::Lessons {
            action: args::LessonsAction::Check { files },
        } => lessons::check_command(&files, lang, out),
        Command::Lessons {
            action: args::LessonsAction::Play { course, step },
        } => lesson_play::play_command(&course, step, lang, input, out),
        Command::Puzzles {
            action: args::PuzzlesAction::Check { files },
        } => puzzles::check_command(&files, lang, out),
        Command::Puzzles {
            action: args::PuzzlesAction::Find(a),
        } => puzzles::find_command(&a, out, err),
        Command::Texel { action } => texel::texel_command(&action, out, err),
        Command::DeadPositions(a) => dead_positions::dead_positions_command(&a, out, err),
    }
}

/// `perft` or `divide` of the position of either family the arguments give.
fn count(
    count: perft::Count,
    a: &args::DepthArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    let pos: Box<dyn perft::Counted> = match a.position.variant {
        GameKind::Chess(id) => Box::new(setup::position(id, &a.position)?),
        GameKind::Draughts => Box::new(draughts::position(&a.position)?),
    };
    perft::count_command(count, &*pos, a.depth, out, err)
}

/// The engine match `selfplay` plays: a level per seat, from `--levels` or (two seats)
/// `--white-level` and `--black-level`; its summary in `lang`.
fn selfplay_match(
    a: &args::SelfplayArgs,
    lang: manifold_locale::Language,
) -> Result<selfplay::Match, CliError> {
    let level =
        |n: u32| manifold_ai::Level::from_number(n).ok_or(CliError::Usage(Problem::NoLevel(n)));
    let seats = selfplay::seat_count(a.variant);
    let numbers = if !a.levels.is_empty() {
        a.levels.clone()
    } else {
        match (a.white_level, a.black_level) {
            (Some(w), Some(b)) if seats == 2 => vec![w, b],
            _ if seats == 2 => return Err(CliError::Usage(Problem::SelfplayNeedsLevels)),
            _ => return Err(CliError::Usage(Problem::SelfplayNeedsSeatLevels { seats })),
        }
    };
    let clock = match &a.clock {
        Some(text) => Some(
            manifold_session::clock::TimeControl::from_text(text)
                .map_err(|e| CliError::Usage(Problem::Clock(e)))?,
        ),
        None => None,
    };
    Ok(selfplay::Match {
        game: a.variant,
        clock,
        levels: numbers.into_iter().map(level).collect::<Result<_, _>>()?,
        games: a.games,
        movetime: a.movetime.map(std::time::Duration::from_millis),
        time_scale: a.time_scale.unwrap_or(1.0),
        opening_plies: a.opening_plies.map_or(seats, |plies| plies as usize),
        seed: a.seed,
        max_plies: a.max_plies as usize,
        save_dir: a.save.clone(),
        lang,
    })
}

/// `fuzz`: every parser (or the one named) is fed mutated inputs; an error when no parser
/// has the name given, or when any parser failed.
fn fuzz_command(a: &args::FuzzArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let config = fuzz::FuzzConfig {
        inputs: a.inputs,
        seed: a.seed,
        only: a.parser.clone(),
        jobs: a.jobs as usize,
    };
    let reports = fuzz::run(&config, out);
    let bad = reports.iter().filter(|r| !r.clean()).count();
    if reports.is_empty() {
        return Err(CliError::Usage(Problem::NoParser));
    }
    if bad > 0 {
        return Err(CliError::Input(Problem::FuzzFailed {
            bad,
            total: reports.len(),
        }));
    }
    Ok(())
}
