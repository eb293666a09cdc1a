//! `manifold-cli match`: a match between two UCI engines, refereed by the rules core.
//!
//! The first engine defaults to this very binary (`manifold-cli uci`); the opponent is any
//! UCI engine given by its path (Stockfish with `UCI_LimitStrength`, or an earlier
//! `manifold-cli` build with `--opponent-arg uci`). Each engine searches a fixed time per
//! move (`go movetime`). The openings are random 2-ply openings drawn from a seed (the same
//! seed gives the same openings), and each is played twice, the engines swapping colours.
//!
//! The referee is [`manifold_rules::game::Game`]: a move that is not legal, an answer later
//! than the move time plus a grace, or an engine that dies loses the game; threefold
//! repetition and the fifty-move rule are claimed at once; a game still going at the ply
//! limit is adjudicated a draw. Each game prints one line; the match ends with the first
//! engine's wins, draws and losses, its score, and the Elo difference with a 95 % margin
//! (from the games' own spread of results; "inf" when every game went one way). With
//! `--pgn FILE` every game is also written to FILE as PGN as soon as it ends.

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use clap::Args;

use manifold_rules::game::{Game, GameResult};
use manifold_rules::{AnyMove, GameKind, Seat, VariantId};

use super::error::{CliError, Problem};
use super::texts::{MatchEnd, MatchLine, Verdict};
use super::uci_engine::{Engine, parse_options};
use super::variant::{UCI_DEFAULT_VARIANT, uci_variant, uci_variant_name};
use manifold_locale::{Language, text};

/// The arguments of `manifold-cli match`.
#[derive(Debug, Args)]
pub struct MatchArgs {
    /// The opponent: the path of a UCI engine
    #[arg(long, value_name = "PATH")]
    pub opponent: PathBuf,
    /// An argument for the opponent's command line (repeatable; `uci` for a manifold-cli)
    #[arg(long = "opponent-arg", value_name = "ARG", allow_hyphen_values = true)]
    pub opponent_args: Vec<String>,
    /// A UCI option for the opponent, NAME=VALUE (repeatable), e.g. UCI_Elo=1500
    #[arg(long = "opponent-option", value_name = "NAME=VALUE")]
    pub opponent_options: Vec<String>,
    /// The first engine (default: this manifold-cli, run as `uci`)
    #[arg(long, value_name = "PATH")]
    pub engine: Option<PathBuf>,
    /// An argument for the first engine's command line (default without --engine: `uci`; a
    /// manifold-cli given by --engine needs --engine-arg uci)
    #[arg(long = "engine-arg", value_name = "ARG", allow_hyphen_values = true)]
    pub engine_args: Vec<String>,
    /// A UCI option for the first engine, NAME=VALUE (repeatable)
    #[arg(long = "engine-option", value_name = "NAME=VALUE")]
    pub engine_options: Vec<String>,
    /// Number of games (each opening is played twice, colours swapped)
    #[arg(long, value_name = "G", default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub games: u32,
    /// Milliseconds per move, for both engines
    #[arg(long, value_name = "MS", default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub movetime: u64,
    /// Milliseconds per move for the first engine alone (default: --movetime), e.g. to
    /// weigh a level against one that thinks longer
    #[arg(long = "engine-movetime", value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub engine_movetime: Option<u64>,
    /// Seed of the random openings
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Plies after which a game is adjudicated a draw
    #[arg(long, value_name = "PLIES", default_value_t = 300, value_parser = clap::value_parser!(u32).range(2..=10_000))]
    pub max_plies: u32,
    /// The UCI_Variant to play: chess or greatchess (or indiangreat); sent to engines only
    /// when not chess, after their own options, and not to one given its own UCI_Variant
    /// (Fairy-Stockfish: VariantPath=variants.ini and UCI_Variant=indiangreat)
    #[arg(long, value_name = "NAME", default_value = "chess")]
    pub variant: String,
    /// Write every game to FILE as PGN (created anew), each as soon as it ends: the engines,
    /// the round, the result and how it ended (PGN's Termination tag)
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<PathBuf>,
}

/// The openings of a UCI match: `count` random 2-ply openings of `variant` (see
/// [`super::openings::openings`]), each move in coordinates.
fn uci_openings(variant: VariantId, count: usize, seed: u64) -> Vec<Vec<String>> {
    let lines = super::openings::openings(GameKind::Chess(variant), count, 2, seed);
    lines
        .iter()
        .map(|line| {
            let mut game = Game::new(variant);
            line.iter()
                .filter_map(|m| match m {
                    AnyMove::Chess(m) => {
                        let text = game.position().move_to_coord(*m);
                        let _ = game.play(*m);
                        Some(text)
                    }
                    AnyMove::Draughts(_) => None,
                })
                .collect()
        })
        .collect()
}

/// The score in percent (`67.5`), the Elo difference (`+127`; an even score `+0`) and its
/// 95 % margin (`97`, `inf`) of `wins`/`draws`/`losses`, as the final lines print them.
pub(crate) fn elo_texts(wins: u32, draws: u32, losses: u32) -> [String; 3] {
    let (score, diff, margin) = elo(wins, draws, losses);
    // An even score is +0, not the -0 that the logarithm gives.
    let diff = diff + 0.0;
    [
        format!("{:.1}", score * 100.0),
        format!("{diff:+.0}"),
        format!("{margin:.0}"),
    ]
}

/// The score, the Elo difference and its 95 % margin of `wins`/`draws`/`losses` (the
/// margin from the spread of the games' results; infinite when it cannot be bounded).
pub(crate) fn elo(wins: u32, draws: u32, losses: u32) -> (f64, f64, f64) {
    let n = f64::from(wins + draws + losses);
    if n == 0.0 {
        return (0.5, 0.0, f64::INFINITY);
    }
    let score = (f64::from(wins) + f64::from(draws) / 2.0) / n;
    let to_elo = |p: f64| {
        if p <= 0.0 {
            f64::NEG_INFINITY
        } else if p >= 1.0 {
            f64::INFINITY
        } else {
            -400.0 * (1.0 / p - 1.0).log10()
        }
    };
    let variance = (f64::from(wins) * (1.0 - score).powi(2)
        + f64::from(draws) * (0.5 - score).powi(2)
        + f64::from(losses) * score.powi(2))
        / n;
    let spread = 1.96 * (variance / n).sqrt();
    let (lo, hi) = (to_elo(score - spread), to_elo(score + spread));
    let margin = if lo.is_finite() && hi.is_finite() {
        (hi - lo) / 2.0
    } else {
        f64::INFINITY
    };
    (score, to_elo(score), margin)
}

/// Runs `manifold-cli match`, its lines in `lang`.
pub fn match_command(a: &MatchArgs, lang: Language, out: &mut dyn Write) -> Result<(), CliError> {
    let variant = uci_variant(&a.variant).ok_or_else(|| {
        CliError::Usage(Problem::Match(format!(
            "unknown variant '{}' (chess or greatchess)",
            a.variant
        )))
    })?;
    let mut pgn = match &a.pgn {
        Some(path) => Some((
            std::fs::File::create(path).map_err(|e| CliError::cannot_write(path, e))?,
            path,
        )),
        None => None,
    };
    let mut engines = start_engines(a, variant)?;
    let names = engine_names(&engines);
    let say = |out: &mut dyn Write, line: MatchLine| writeln!(out, "{}", text(lang, &line));
    say(
        out,
        MatchLine::Header {
            names: names.clone(),
            games: a.games,
            movetime: a.movetime,
            seed: a.seed,
        },
    )?;
    let lines = uci_openings(variant, a.games.div_ceil(2) as usize, a.seed);
    let mut tally = [0u32; 3];
    // Each engine's move time (the first engine's may differ), and how late its answer
    // may come (a loaded machine, process switches) before it is a loss on time.
    let times = [a.engine_movetime.unwrap_or(a.movetime), a.movetime].map(|ms| {
        let movetime = Duration::from_millis(ms);
        (ms, movetime + Duration::from_millis(1000) + movetime / 2)
    });
    for g in 0..a.games as usize {
        let opening = &lines[g / 2];
        // The first engine is White in even games.
        let white = g % 2 == 0;
        let (verdict, end, game) = play_one(&mut engines, variant, opening, white, a, times);
        tally[verdict as usize] += 1;
        if let Some((file, path)) = &mut pgn {
            let record = game_pgn(&game, g + 1, &names, white, verdict, &end);
            file.write_all(record.as_bytes())
                .and_then(|()| file.flush())
                .map_err(|e| CliError::cannot_write(path, e))?;
        }
        let line = MatchLine::Game {
            number: g + 1,
            opening: opening.join(" "),
            name: names[0].clone(),
            white,
            verdict,
            end,
            tally,
        };
        say(out, line)?;
        out.flush()?;
        restart_if_gone(&mut engines)?;
    }
    say(out, final_line(names, tally))?;
    Ok(())
}

/// Starts both engines with their options (and `UCI_Variant` when not classical chess);
/// the first defaults to this program run as `uci`.
fn start_engines(a: &MatchArgs, variant: VariantId) -> Result<[Engine; 2], CliError> {
    let engine_options = with_variant(parse_options(&a.engine_options)?, variant, &a.variant);
    let opponent_options = with_variant(parse_options(&a.opponent_options)?, variant, &a.variant);
    let (engine_path, engine_args) = match &a.engine {
        Some(p) => (p.clone(), a.engine_args.clone()),
        None => {
            let me = std::env::current_exe().map_err(CliError::Io)?;
            let args = if a.engine_args.is_empty() {
                vec!["uci".to_string()]
            } else {
                a.engine_args.clone()
            };
            (me, args)
        }
    };
    Ok([
        Engine::start(engine_path, engine_args, engine_options)?,
        Engine::start(
            a.opponent.clone(),
            a.opponent_args.clone(),
            opponent_options,
        )?,
    ])
}

/// An engine's options with the match's `UCI_Variant` (when not classical chess) sent
/// after the engine's own, so that a `VariantPath` given for Fairy-Stockfish (whose Great
/// Chess, `indiangreat`, is defined in its `variants.ini`) is loaded before the variant is
/// chosen; a `UCI_Variant` given among them (option names are case-insensitive) is kept
/// instead, e.g. `indiangreat` for Fairy-Stockfish while this engine gets `greatchess`.
fn with_variant(
    mut options: Vec<(String, String)>,
    variant: VariantId,
    name: &str,
) -> Vec<(String, String)> {
    let given = options
        .iter()
        .any(|(n, _)| n.eq_ignore_ascii_case("UCI_Variant"));
    // An engine plays UCI's own chess unless told another variant.
    let default_variant = uci_variant_name(variant) == Some(UCI_DEFAULT_VARIANT);
    if !default_variant && !given {
        options.push(("UCI_Variant".into(), name.to_string()));
    }
    options
}

/// The engines' names; two builds of one engine are told apart by their paths.
fn engine_names(engines: &[Engine; 2]) -> [String; 2] {
    let mut names = [engines[0].name.clone(), engines[1].name.clone()];
    if names[0] == names[1] {
        for (n, e) in names.iter_mut().zip(engines) {
            *n = format!("{n} ({})", e.command.display());
        }
    }
    names
}

/// Starts afresh an engine that died or stopped answering.
fn restart_if_gone(engines: &mut [Engine; 2]) -> Result<(), CliError> {
    for e in engines.iter_mut() {
        if e.ready().is_err() {
            *e = e.restart()?;
        }
    }
    Ok(())
}

/// The match's last line: the tally, the score and the Elo difference.
fn final_line(names: [String; 2], tally: [u32; 3]) -> MatchLine {
    let [wins, draws, losses] = tally;
    let [score, diff, margin] = elo_texts(wins, draws, losses);
    MatchLine::Final {
        names,
        tally,
        score,
        diff,
        margin,
    }
}

/// Game `number` of a match as PGN (and a blank line after it): the engines by colour
/// (`names[0]` is the first engine, White when `first_white`), the result (the rules' own,
/// else the match's verdict: an adjudicated draw, or a loss for the engine that did not
/// answer or played an illegal move) and PGN's Termination tag for how it ended.
fn game_pgn(
    game: &Game,
    number: usize,
    names: &[String; 2],
    first_white: bool,
    verdict: Verdict,
    end: &MatchEnd,
) -> String {
    let (white, black) = if first_white {
        (&names[0], &names[1])
    } else {
        (&names[1], &names[0])
    };
    let white_won = matches!(verdict, Verdict::Win) == first_white;
    let result = match verdict {
        Verdict::Draw => "1/2-1/2",
        _ if white_won => "1-0",
        _ => "0-1",
    };
    let termination = match end {
        MatchEnd::Reason(_) => "normal",
        MatchEnd::BadOpening(_) => "abandoned",
        MatchEnd::Adjudicated(_) => "adjudication",
        MatchEnd::NoAnswer(..) => "time forfeit",
        MatchEnd::IllegalMove(..) => "rules infraction",
    };
    let tags = [
        ("Event", "manifold-cli match"),
        ("Round", &number.to_string()),
        ("White", white),
        ("Black", black),
        ("Result", result),
        ("Termination", termination),
    ]
    .map(|(name, value)| (name.to_string(), value.to_string()));
    format!("{}\n", manifold_rules::pgn::to_pgn(game, &tags))
}

/// Plays one game; the verdict is for the first engine; the game as played.
fn play_one(
    engines: &mut [Engine; 2],
    variant: VariantId,
    opening: &[String],
    first_white: bool,
    a: &MatchArgs,
    times: [(u64, Duration); 2],
) -> (Verdict, MatchEnd, Game) {
    let mut game = Game::new(variant);
    let mut played: Vec<String> = Vec::new();
    for text in opening {
        let Ok(m) = game.position().parse_coord(text) else {
            return (Verdict::Draw, MatchEnd::BadOpening(text.clone()), game);
        };
        let _ = game.play(m);
        played.push(text.clone());
    }
    for e in engines.iter_mut() {
        e.send("ucinewgame");
        let _ = e.ready();
    }
    loop {
        if let Some(outcome) = game.outcome() {
            let verdict = match outcome.result {
                GameResult::Win { winner, .. } if (winner == Seat::WHITE) == first_white => {
                    Verdict::Win
                }
                GameResult::Win { .. } => Verdict::Loss,
                _ => Verdict::Draw,
            };
            return (verdict, MatchEnd::Reason(outcome.reason), game);
        }
        if game.claim_draw().is_ok() {
            continue;
        }
        if played.len() >= a.max_plies as usize {
            return (Verdict::Draw, MatchEnd::Adjudicated(a.max_plies), game);
        }
        // The engine to move: 0 is the first engine.
        let side = usize::from((game.position().turn() == Seat::WHITE) != first_white);
        if let Err(end) = engine_move(&mut engines[side], &mut game, &mut played, times[side]) {
            // The engine to move loses.
            let verdict = if side == 0 {
                Verdict::Loss
            } else {
                Verdict::Win
            };
            return (verdict, end, game);
        }
    }
}

/// Asks `e` for its move in `game` (after `played`) and plays it; why the engine loses
/// when it does not answer in time or answers an illegal move.
fn engine_move(
    e: &mut Engine,
    game: &mut Game,
    played: &mut Vec<String>,
    (movetime, grace): (u64, Duration),
) -> Result<(), MatchEnd> {
    e.send(&format!("position startpos moves {}", played.join(" ")));
    e.send(&format!("go movetime {movetime}"));
    let answer = match e.until("bestmove", grace) {
        Ok(lines) => lines.last().cloned().unwrap_or_default(),
        Err(why) => {
            // Stop it, so its late answer does not fall into the next game.
            e.send("stop");
            let _ = e.until("bestmove", Duration::from_millis(500));
            return Err(MatchEnd::NoAnswer(e.name.clone(), why));
        }
    };
    let text = answer
        .split_whitespace()
        .nth(1)
        .unwrap_or_default()
        .to_string();
    match game.position().parse_coord(&text) {
        Ok(m) if game.play(m).is_ok() => {
            played.push(text);
            Ok(())
        }
        _ => Err(MatchEnd::IllegalMove(e.name.clone(), answer)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_even_and_lopsided_scores() {
        let (score, diff, margin) = elo(10, 0, 10);
        assert_eq!((score, diff), (0.5, 0.0));
        assert!(margin > 100.0 && margin < 400.0, "{margin}");
        let (score, diff, _) = elo(3, 2, 1);
        assert!((score - 2.0 / 3.0).abs() < 1e-9);
        assert!((diff - 120.4).abs() < 0.1, "{diff}");
        assert!(elo(5, 0, 0).2.is_infinite());
    }

    #[test]
    fn the_variant_goes_after_the_engines_own_options_unless_given() {
        let opts = |list: &[&str]| {
            parse_options(&list.iter().map(|s| s.to_string()).collect::<Vec<_>>()).unwrap()
        };
        // Classical chess: nothing added.
        let own = opts(&["UCI_Elo=2000"]);
        assert_eq!(
            with_variant(own.clone(), VariantId::Classical, "chess"),
            own
        );
        // Great Chess: sent last, after a VariantPath that defines it.
        let fairy = opts(&["VariantPath=/x/variants.ini", "UCI_Elo=2000"]);
        let sent = with_variant(fairy.clone(), VariantId::Great, "greatchess");
        assert_eq!(
            sent.last().unwrap(),
            &("UCI_Variant".to_string(), "greatchess".to_string())
        );
        assert_eq!(&sent[..2], &fairy[..]);
        // An engine given its own UCI_Variant keeps it, alone.
        let named = opts(&["VariantPath=/x/variants.ini", "uci_variant=indiangreat"]);
        assert_eq!(
            with_variant(named.clone(), VariantId::Great, "greatchess"),
            named
        );
    }

    #[test]
    fn uci_openings_are_seeded_and_legal() {
        let a = uci_openings(VariantId::Classical, 5, 7);
        assert_eq!(a, uci_openings(VariantId::Classical, 5, 7));
        assert_ne!(a, uci_openings(VariantId::Classical, 5, 8));
        assert!(a.iter().all(|line| line.len() == 2));
        for line in a {
            let mut game = Game::new(VariantId::Classical);
            for m in line {
                let m = game.position().parse_coord(&m).unwrap();
                game.play(m).unwrap();
            }
        }
    }
}
