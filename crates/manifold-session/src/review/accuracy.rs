//! Accuracy, lichess's way (lila `modules/analyse/src/main/AccuracyPercent.scala`, with
//! `scalalib.Maths` and scalachess `eval.scala`'s `WinPercent`):
//!
//! - **Per move**, from the mover's win percentage (0 to 100) before and after the move:
//!   100 when it did not drop; otherwise, with `d` the drop in points,
//!   `103.1668100711649 * exp(-0.04354415386753951 * d) - 3.166924740191411`, plus an
//!   "uncertainty bonus" of 1, kept within 0 to 100 ([`move_accuracy`]). lichess fitted
//!   that curve to hand-set points (a drop of 0 is 100 %, 5 is 75 %, 10 is 60 %, 20 is 42 %,
//!   40 is 20 %, 60 is 5 %, 80 is 0).
//! - **Win percentages** are taken with lichess's ceiling: its scores are capped at ±1000
//!   centipawns (a mate counts as the cap) before the curve, so a win percentage stays
//!   within 2.46 to 97.54 ([`ceiled_percent`]). With a curve of its own for each of
//!   Manifold's games, the cap is that win percentage range, which is lichess's own for
//!   classical chess.
//! - **Per player** ([`game_accuracy`]): the mean of a volatility-weighted mean and a
//!   harmonic mean of the player's move accuracies. Each move's weight is the (population)
//!   standard deviation of the win percentages in a window of positions around it, kept
//!   within 0.5 to 12: windows of `clamp(moves / 10, 2, 8)` positions, sliding over the
//!   positions from the start, the first moves taking the first window. The harmonic mean
//!   counts an accuracy below 1 as 1 (`1 / max(1, a)`).
//!
//! Where lichess starts from a fixed +0.15 for the start position, the review uses the
//! engine's evaluation of the game's own start (any game, any set-up position). In
//! Mattrix each seat's series is its own expected share; with two seats the series of
//! either side has the same deviations, so that is lichess's weighting.

use manifold_rules::Seat;

use super::judge::lichess_probability;

/// lichess's score cap, in centipawns (`Eval.Cp.CEILING`).
const CEILING_CENTIPAWNS: f64 = 1000.0;

/// A win probability (0 to 1) as a win percentage within lichess's ceiling.
pub fn ceiled_percent(probability: f64) -> f64 {
    let low = lichess_probability(-CEILING_CENTIPAWNS) * 100.0;
    (probability * 100.0).clamp(low, 100.0 - low)
}

/// The accuracy (0 to 100) of a move that took the mover's win percentage from `before`
/// to `after` (both 0 to 100, ceiled).
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let drop = before - after;
    let raw =
        103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * drop).exp() - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// Each seat's accuracy over a game: `percents[p][s]` is seat `s`'s ceiled win percentage
/// at position `p` (from the start, one more position than moves), `movers[m]` the seat
/// that played move `m` (from position `m` to `m + 1`). `None` for a seat that made no
/// move.
pub fn game_accuracy(percents: &[Vec<f64>], movers: &[Seat], seats: usize) -> Vec<Option<f64>> {
    (0..seats)
        .map(|s| seat_accuracy(percents, movers, Seat(s as u8)))
        .collect()
}

/// One seat's accuracy (see [`game_accuracy`]).
fn seat_accuracy(percents: &[Vec<f64>], movers: &[Seat], seat: Seat) -> Option<f64> {
    let series: Vec<f64> = percents
        .iter()
        .map(|p| p.get(seat.index()).copied().unwrap_or(50.0))
        .collect();
    let weights = volatility_weights(&series, movers.len());
    let mut weighted = Vec::new();
    for (m, (&mover, weight)) in movers.iter().zip(weights).enumerate() {
        if mover != seat || m + 1 >= series.len() {
            continue;
        }
        weighted.push((move_accuracy(series[m], series[m + 1]), weight));
    }
    let weighted_mean = weighted_mean(&weighted)?;
    let harmonic = harmonic_mean(weighted.iter().map(|&(a, _)| a))?;
    Some((weighted_mean + harmonic) / 2.0)
}

/// The weight of each move: the standard deviation of the series in its window, within
/// 0.5 to 12 (lichess's windows, one per move: see the module's notes).
fn volatility_weights(series: &[f64], moves: usize) -> Vec<f64> {
    let size = (moves / 10).clamp(2, 8);
    let take = size.min(series.len());
    let mut windows: Vec<&[f64]> = vec![&series[..take]; take.saturating_sub(2)];
    if series.len() <= size {
        if !series.is_empty() {
            windows.push(series);
        }
    } else {
        windows.extend(series.windows(size));
    }
    windows
        .into_iter()
        .map(|w| standard_deviation(w).clamp(0.5, 12.0))
        .collect()
}

/// The population standard deviation (0 for nothing).
fn standard_deviation(xs: &[f64]) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    (xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n).sqrt()
}

/// The weighted mean of (value, weight) pairs; `None` for none or a zero total weight.
fn weighted_mean(pairs: &[(f64, f64)]) -> Option<f64> {
    let total: f64 = pairs.iter().map(|&(_, w)| w).sum();
    (!pairs.is_empty() && total != 0.0)
        .then(|| pairs.iter().map(|&(v, w)| v * w).sum::<f64>() / total)
}

/// The harmonic mean, each value below 1 counted as 1; `None` for none.
fn harmonic_mean(values: impl Iterator<Item = f64>) -> Option<f64> {
    let (n, sum) = values.fold((0usize, 0.0), |(n, s), v| (n + 1, s + 1.0 / v.max(1.0)));
    (n > 0).then(|| n as f64 / sum)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_that_keeps_its_chances_is_perfect_and_drops_cost_as_lichess_says() {
        assert_eq!(move_accuracy(50.0, 50.0), 100.0);
        assert_eq!(move_accuracy(50.0, 70.0), 100.0);
        // lichess's curve plus its bonus of 1: f(5) = 80.8, f(10) = 64.6, f(40) = 15.9.
        assert!((move_accuracy(55.0, 50.0) - 80.815).abs() < 0.01);
        assert!((move_accuracy(60.0, 50.0) - 64.580).abs() < 0.01);
        assert!((move_accuracy(90.0, 50.0) - 15.909).abs() < 0.01);
        assert_eq!(move_accuracy(97.0, 2.5), 0.0);
    }

    #[test]
    fn the_ceiling_is_lichess_thousand_centipawns() {
        assert!((ceiled_percent(1.0) - 97.54).abs() < 0.01);
        assert!((ceiled_percent(0.0) - 2.46).abs() < 0.01);
        assert_eq!(ceiled_percent(0.5), 50.0);
    }

    #[test]
    fn windows_are_one_per_move() {
        for positions in 1..40 {
            let series: Vec<f64> = (0..positions).map(|i| (i * 7 % 13) as f64).collect();
            let moves = positions - 1;
            let weights = volatility_weights(&series, moves);
            if moves >= 1 {
                assert_eq!(weights.len(), moves, "{positions}");
            }
            assert!(weights.iter().all(|w| (0.5..=12.0).contains(w)));
        }
    }

    #[test]
    fn game_accuracy_combines_weighted_and_harmonic_means() {
        // Two seats, four moves: White loses 20 points on its second move.
        let white = [50.0, 50.0, 50.0, 30.0, 30.0];
        let percents: Vec<Vec<f64>> = white.iter().map(|&w| vec![w, 100.0 - w]).collect();
        let movers = [Seat(0), Seat(1), Seat(0), Seat(1)];
        let acc = game_accuracy(&percents, &movers, 2);
        assert!((acc[1].unwrap() - 100.0).abs() < 1e-9, "{acc:?}");
        let white_acc = acc[0].unwrap();
        let bad = move_accuracy(50.0, 30.0);
        assert!(white_acc > bad && white_acc < 100.0, "{white_acc} {bad}");
        // By hand: windows of 2 over the series; move 0 has [50, 50] (sd 0 -> 0.5), move 2
        // has [50, 30] (sd 10).
        let weighted = (100.0 * 0.5 + bad * 10.0) / 10.5;
        let harmonic = 2.0 / (1.0 / 100.0 + 1.0 / bad);
        assert!((white_acc - (weighted + harmonic) / 2.0).abs() < 1e-9);
        // No move, no accuracy.
        assert_eq!(game_accuracy(&percents[..1], &[], 2), vec![None, None]);
    }
}
