//! `fit-win-curve`: fits a game's win-probability coefficient (`manifold_ai::win`) to
//! self-play. The engine plays itself at a fixed depth (deterministic) from seeded random
//! openings; every position after the opening gives a sample, and each seat's points at
//! the end of the game are its result there (1 a win, 0.5 a draw or a game cut at the move
//! limit, 0 a loss; in Mattrix 0.5 too for the seat that neither won nor lost, RULES 5.5).
//!
//! - **Two seats**: the sample is the engine's searched score for the side to move and the
//!   points that side's seat took; the coefficient is the maximum-likelihood fit of
//!   `logistic(k * score)` to the points ([`manifold_ai::win::fit_coefficient`]).
//! - **Mattrix** (three seats): the sample is what the app turns into expected shares
//!   (`manifold_ai::win::expected_shares`), the three seats' numbers of the self-play
//!   search's best line (`manifold_ai::analysis::Line::seats`, from a one-line analysis,
//!   which searches as the ordinary search does: each seat's evaluation at the end of the
//!   line), and the three seats' points; the coefficient is the maximum-likelihood fit of
//!   the softmax at `k / 2` to the points normalised to add up to 1
//!   ([`manifold_ai::win::fit_share_coefficient`]). Positions whose line ends in mate are
//!   left out (a mate's share is certain). The logistic fit of the mover's searched
//!   (paranoid) score is printed beside it for comparison only: that score is not what the
//!   shares are made of.
//!
//! It prints a Markdown report for docs/analysis.md (a developer's tool, in English, like
//! `texel`): the command, the fit, its log-likelihood against lichess's coefficient (the
//! placeholder's number), and the samples binned by score (in Mattrix by each seat's
//! number, each seat of a position once).
//! `--data FILE` writes the samples as CSV, all the fit needs:
//!
//! - two seats: one row per score, `score,positions,points` (how many positions had that
//!   score and the points their seats took in all);
//! - Mattrix: one row per position, `white,blue,red,white_points,blue_points,red_points`
//!   (each seat's number, then each seat's points), mates included.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use manifold_ai::score::Score;
use manifold_ai::win::{
    LICHESS_COEFFICIENT, ShareSample, fit_coefficient, fit_share_coefficient, log_likelihood,
    share_log_likelihood, softmax_shares,
};
use manifold_ai::{Limits, Searcher};
use manifold_locale::{Language, text};
use manifold_rules::{GameKind, Seat};

use super::error::CliError;
use super::openings::{opened, openings};
use super::show::seat_name;
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

/// One position of a self-play game.
struct Sample {
    /// The seat to move.
    mover: usize,
    /// The searched score for the mover.
    score: Score,
    /// Each seat's number of the best line (`Line::seats`).
    seats: Vec<Score>,
    /// The points each seat took at the end of the game.
    points: Vec<f64>,
}

impl Sample {
    /// The mover's score and points, the two-seat fit's sample.
    fn mover(&self) -> (Score, f64) {
        (self.score, self.points[self.mover])
    }

    /// The seats' numbers and points, the share fit's sample.
    fn shares(&self) -> ShareSample {
        ShareSample {
            seats: self.seats.clone(),
            points: self.points.clone(),
        }
    }
}

/// The samples of one self-play game from `opening`, each position searched by a one-line
/// analysis (the ordinary search, node for node, with each seat's number of its line).
fn play(
    kind: GameKind,
    opening: &[manifold_rules::AnyMove],
    depth: u32,
    max_plies: usize,
) -> Vec<Sample> {
    let mut game = opened(kind, opening);
    let mut searcher = Searcher::new(16);
    let mut seen: Vec<(usize, Score, Vec<Score>)> = Vec::new();
    let limits = Limits::depth(depth);
    while game.outcome().is_none() && game.ply_count() < max_plies {
        let seat = game.position().turn().index();
        let analysis = searcher.analyse_any_game(&game, &limits, 1, &mut |_| {});
        let Some(best) = analysis.best() else { break };
        let Some(m) = best.pv.first() else { break };
        seen.push((seat, best.score, best.seats.clone()));
        if game.play(m).is_err() {
            break;
        }
    }
    let outcome = game.outcome();
    let points: Vec<f64> = (0..kind.seats() as usize)
        .map(|seat| points(SeatOutcome::of(outcome.as_ref(), seat)))
        .collect();
    seen.into_iter()
        .map(|(mover, score, seats)| Sample {
            mover,
            score,
            seats,
            points: points.clone(),
        })
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

/// The share samples as CSV, one row per position: each seat's number, then each seat's
/// points, under a header of the seats' names (`white,blue,red,white_points,...`).
fn shares_csv(seats: u8, samples: &[ShareSample]) -> String {
    let names: Vec<String> = (0..seats)
        .map(|s| text(Language::English, &seat_name(seats, Seat(s))).to_lowercase())
        .collect();
    let mut header: Vec<String> = names.clone();
    header.extend(names.iter().map(|n| format!("{n}_points")));
    let mut csv = header.join(",") + "\n";
    for s in samples {
        let row: Vec<String> = s
            .seats
            .iter()
            .map(Score::to_string)
            .chain(s.points.iter().map(f64::to_string))
            .collect();
        csv.push_str(&row.join(","));
        csv.push('\n');
    }
    csv
}

/// The score bins of the report (centipawns, lower bounds).
const BINS: [Score; 10] = [-100_000, -600, -300, -150, -50, 50, 150, 300, 600, 1_500];

/// A bin's label in the report's first column.
fn bin_label(lo: Score) -> String {
    if lo <= BINS[0] {
        "below -600".to_string()
    } else {
        lo.to_string()
    }
}

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
    let mut played: Vec<Vec<Sample>> = Vec::new();
    for (g, line) in lines.iter().enumerate() {
        let game = play(kind, line, depth, max_plies);
        writeln!(err, "game {}: {} positions", g + 1, game.len())?;
        played.push(game);
    }
    writeln!(
        out,
        "### {}\n\n`manifold-cli fit-win-curve {} --games {games} --depth {depth} --seed {seed} \
         --max-plies {max_plies}`\n",
        kind.cli_name(),
        kind.cli_name()
    )?;
    if kind.seats() > 2 {
        return shares_report(kind.seats(), &played, a.data.as_ref(), out);
    }
    let mut samples: Vec<(Score, f64)> = Vec::new();
    let mut results = [0usize; 3];
    for game in &played {
        if let Some(first) = game.first() {
            results[(first.mover().1 * 2.0) as usize] += 1;
        }
        samples.extend(game.iter().map(Sample::mover));
    }
    if let Some(path) = &a.data {
        std::fs::write(path, data_csv(&samples)).map_err(|e| CliError::cannot_write(path, e))?;
    }
    let fitted = fit_coefficient(&samples);
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
            bin_label(lo),
            bin.len()
        )?;
    }
    Ok(())
}

/// The report of a game of more than two seats (Mattrix): the softmax fit of the seats'
/// numbers to their points, the mover's logistic fit for comparison, and each seat's
/// number binned against the share it took and the fitted share.
fn shares_report(
    seats: u8,
    played: &[Vec<Sample>],
    data: Option<&PathBuf>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let samples: Vec<ShareSample> = played.iter().flatten().map(Sample::shares).collect();
    if let Some(path) = data {
        std::fs::write(path, shares_csv(seats, &samples))
            .map_err(|e| CliError::cannot_write(path, e))?;
    }
    let name = |s: usize| text(Language::English, &seat_name(seats, Seat(s as u8)));
    // Each game's winner (the seat with a whole point), if any.
    let mut won = vec![0usize; seats as usize];
    let mut undecided = 0usize;
    for game in played {
        let Some(first) = game.first() else { continue };
        match first.points.iter().position(|&p| p >= 1.0) {
            Some(winner) => won[winner] += 1,
            None => undecided += 1,
        }
    }
    let wins: Vec<String> = won
        .iter()
        .enumerate()
        .map(|(s, n)| format!("{} {n}", name(s)))
        .collect();
    let used: Vec<ShareSample> = samples.iter().filter(|s| s.is_usable()).cloned().collect();
    writeln!(
        out,
        "- games: {} (won by {}; drawn or cut {undecided}), positions: {} ({} with a mate at \
         the end of the best line left out)",
        played.len(),
        wins.join(", "),
        samples.len(),
        samples.len() - used.len()
    )?;
    let fitted = fit_share_coefficient(&used);
    match fitted {
        Some(k) => writeln!(
            out,
            "- fitted coefficient of the seats' numbers (shares: softmax at k/2): {k:.6} per \
             centipawn, {} positions (mean log-likelihood per position {:.4}; lichess's \
             {LICHESS_COEFFICIENT}, the placeholder: {:.4}; equal shares, k = 0: {:.4})",
            used.len(),
            share_log_likelihood(k, &used),
            share_log_likelihood(LICHESS_COEFFICIENT, &used),
            share_log_likelihood(0.0, &used),
        )?,
        None => writeln!(
            out,
            "- no fit: the results do not follow the seats' numbers"
        )?,
    }
    let mover: Vec<(Score, f64)> = played.iter().flatten().map(Sample::mover).collect();
    match fit_coefficient(&mover) {
        Some(k) => writeln!(
            out,
            "- for comparison, the mover's searched (paranoid) score fitted to the mover's \
             points as with two seats: {k:.6} (mean log-likelihood {:.4})",
            log_likelihood(k, &mover)
        )?,
        None => writeln!(out, "- for comparison, the mover's searched score: no fit")?,
    }
    writeln!(
        out,
        "\n| seat's number from | seats | mean share taken | fitted share |\n\
         |---:|---:|---:|---:|"
    )?;
    // Every seat of every usable position: its number, the share of the points it took and
    // the share the fitted softmax gives it.
    let mut rows: Vec<(Score, f64, Option<f64>)> = Vec::new();
    for s in &used {
        let total: f64 = s.points.iter().sum();
        let numbers: Vec<f64> = s.seats.iter().map(|&n| f64::from(n)).collect();
        let model = fitted.map(|k| softmax_shares(k, &numbers));
        for (i, (&n, &p)) in s.seats.iter().zip(&s.points).enumerate() {
            rows.push((n, p / total, model.as_ref().map(|m| m[i])));
        }
    }
    for (i, &lo) in BINS.iter().enumerate() {
        let hi = BINS.get(i + 1).copied().unwrap_or(Score::MAX);
        let bin: Vec<&(Score, f64, Option<f64>)> =
            rows.iter().filter(|(n, ..)| (lo..hi).contains(n)).collect();
        if bin.is_empty() {
            continue;
        }
        let count = bin.len() as f64;
        let taken = bin.iter().map(|(_, t, _)| t).sum::<f64>() / count;
        let model = fitted.map_or("-".to_string(), |_| {
            let mean = bin.iter().filter_map(|(.., m)| *m).sum::<f64>() / count;
            format!("{mean:.3}")
        });
        writeln!(
            out,
            "| {} | {} | {taken:.3} | {model} |",
            bin_label(lo),
            bin.len()
        )?;
    }
    Ok(())
}
