//! `fit-win-curve`: fits a game's win-probability coefficient (`manifold_ai::win`) to
//! self-play. The engine plays itself at a fixed depth (deterministic) from seeded random
//! openings; every position after the opening gives a sample, the engine's score for the
//! side to move and the points that side's seat finally took (1 a win, 0.5 a draw or a
//! game cut at the move limit, 0 a loss; in Mattrix 0.5 too for the seat that neither won
//! nor lost). The coefficient is the maximum-likelihood fit of `logistic(k * score)` to
//! the points ([`manifold_ai::win::fit_coefficient`]).
//!
//! It prints a Markdown report for docs/analysis.md (a developer's tool, in English, like
//! `texel`): the command, the fit, its log-likelihood against lichess's coefficient, and the
//! samples binned by score; `--data FILE` writes the samples as CSV, one row per score
//! (`score,positions,points`), which is all the fit needs.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use manifold_ai::score::Score;
use manifold_ai::win::{LICHESS_COEFFICIENT, fit_coefficient, log_likelihood};
use manifold_ai::{Limits, Searcher, analysis_config};
use manifold_rules::GameKind;

use super::error::CliError;
use super::openings::{opened, openings};
use super::texts::SeatOutcome;
use super::variant::variant_names;

/// `fit-win-curve`'s arguments.
#[derive(Debug, Args)]
pub struct FitWinCurveArgs {
    /// The game
    #[arg(
        value_name = "GAME",
        value_parser = super::variant::parse_game,
        help = format!("The game: {}", variant_names().join(", "))
    )]
    pub game: GameKind,
    /// Self-play games (1 to 10000)
    #[arg(
        long,
        value_name = "N",
        default_value = "20",
        allow_negative_numbers = true
    )]
    pub games: String,
    /// Search depth of every move (1 to 20)
    #[arg(
        long,
        value_name = "D",
        default_value = "4",
        allow_negative_numbers = true
    )]
    pub depth: String,
    /// Seed of the openings
    #[arg(
        long,
        value_name = "S",
        default_value = "1",
        allow_negative_numbers = true
    )]
    pub seed: String,
    /// Plies after which a game is cut and counted as a draw (1 to 2000)
    #[arg(
        long,
        value_name = "PLIES",
        default_value = "400",
        allow_negative_numbers = true
    )]
    pub max_plies: String,
    /// Write every sample (score,points) to this CSV file
    #[arg(long, value_name = "FILE")]
    pub data: Option<PathBuf>,
}

/// Reads the whole number `text` of option `option` in `min..=max`.
fn number(option: &'static str, text: &str, min: u64, max: u64) -> Result<u64, CliError> {
    super::analyse::number(option, text, min, max)
}

/// The points a seat's outcome is worth.
fn points(o: SeatOutcome) -> f64 {
    match o {
        SeatOutcome::Won => 1.0,
        SeatOutcome::Lost => 0.0,
        SeatOutcome::Drew | SeatOutcome::Neither => 0.5,
    }
}

/// The samples of one self-play game from `opening`: (score for the mover, mover's seat).
fn play(
    kind: GameKind,
    opening: &[manifold_rules::AnyMove],
    depth: u32,
    max_plies: usize,
) -> Vec<(Score, usize, f64)> {
    let mut game = opened(kind, opening);
    let mut searcher = Searcher::new(16);
    let mut seen: Vec<(Score, usize)> = Vec::new();
    let limits = Limits::depth(depth);
    let config = analysis_config(kind);
    while game.outcome().is_none() && game.ply_count() < max_plies {
        let seat = game.position().turn().index();
        let r = searcher.search_any_game(&game, &limits, &config);
        let Some(m) = r.best_move else { break };
        seen.push((r.score, seat));
        if game.play(&m).is_err() {
            break;
        }
    }
    let outcome = game.outcome();
    seen.into_iter()
        .map(|(s, seat)| (s, seat, points(SeatOutcome::of(outcome.as_ref(), seat))))
        .collect()
}

/// The samples as CSV, one row per score (`score,positions,points`: how many positions had
/// that score and the points their seats took in all): all the fit needs, and far smaller
/// than one row per position.
fn data_csv(samples: &[(Score, f64)]) -> String {
    let mut by_score: BTreeMap<Score, (usize, f64)> = BTreeMap::new();
    for &(s, p) in samples {
        let entry = by_score.entry(s).or_default();
        entry.0 += 1;
        entry.1 += p;
    }
    let mut csv = String::from("score,positions,points\n");
    for (s, (n, p)) in by_score {
        csv.push_str(&format!("{s},{n},{p}\n"));
    }
    csv
}

/// The score bins of the report (centipawns, lower bounds).
const BINS: [Score; 10] = [-100_000, -600, -300, -150, -50, 50, 150, 300, 600, 1_500];

/// `fit-win-curve`: plays, fits and prints the report.
pub fn fit_win_curve_command(
    a: &FitWinCurveArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    let games = number("games", &a.games, 1, 10_000)? as usize;
    let depth = number("depth", &a.depth, 1, 20)? as u32;
    let seed = number("seed", &a.seed, 0, u64::MAX)?;
    let max_plies = number("max-plies", &a.max_plies, 1, 2_000)? as usize;
    let kind = a.game;
    let plies = 2 * kind.seats() as usize;
    let lines = openings(kind, games, plies, seed);
    let mut samples: Vec<(Score, f64)> = Vec::new();
    let mut results = [0usize; 3];
    for (g, line) in lines.iter().enumerate() {
        let game = play(kind, line, depth, max_plies);
        if let Some(&(_, _, p)) = game.first() {
            results[(p * 2.0) as usize] += 1;
        }
        samples.extend(game.iter().map(|&(s, _, p)| (s, p)));
        writeln!(err, "game {}: {} positions", g + 1, game.len())?;
    }
    if let Some(path) = &a.data {
        std::fs::write(path, data_csv(&samples)).map_err(|e| CliError::cannot_write(path, e))?;
    }
    let fitted = fit_coefficient(&samples);
    writeln!(
        out,
        "### {}\n\n`manifold-cli fit-win-curve {} --games {games} --depth {depth} --seed {seed} \
         --max-plies {max_plies}`\n",
        kind.cli_name(),
        kind.cli_name()
    )?;
    writeln!(
        out,
        "- games: {} (first mover's points: {} lost, {} drawn or cut, {} won), positions: {}",
        lines.len(),
        results[0],
        results[1],
        results[2],
        samples.len()
    )?;
    match fitted {
        Some(k) => writeln!(
            out,
            "- fitted coefficient: {k:.6} per centipawn (mean log-likelihood {:.4}; lichess's \
             {LICHESS_COEFFICIENT}: {:.4})",
            log_likelihood(k, &samples),
            log_likelihood(LICHESS_COEFFICIENT, &samples),
        )?,
        None => writeln!(out, "- no fit: the results do not depend on the score")?,
    }
    writeln!(
        out,
        "\n| score from | positions | mean points | fitted curve |\n|---:|---:|---:|---:|"
    )?;
    for (i, &lo) in BINS.iter().enumerate() {
        let hi = BINS.get(i + 1).copied().unwrap_or(Score::MAX);
        let bin: Vec<&(Score, f64)> = samples
            .iter()
            .filter(|(s, _)| (lo..hi).contains(s))
            .collect();
        if bin.is_empty() {
            continue;
        }
        let mean = bin.iter().map(|(_, p)| p).sum::<f64>() / bin.len() as f64;
        let mid = bin.iter().map(|(s, _)| f64::from(*s)).sum::<f64>() / bin.len() as f64;
        let curve = fitted.map_or("-".to_string(), |k| {
            format!("{:.3}", 1.0 / (1.0 + (-k * mid).exp()))
        });
        writeln!(
            out,
            "| {} | {} | {mean:.3} | {curve} |",
            if lo <= BINS[0] {
                "below -600".to_string()
            } else {
                lo.to_string()
            },
            bin.len()
        )?;
    }
    Ok(())
}
