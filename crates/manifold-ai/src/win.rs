//! From the engine's score to a win probability: a logistic curve per game,
//! `p = 1 / (1 + exp(-k * score))`, with the coefficient `k` kept as data in one table
//! ([`WIN_CURVES`]).
//!
//! lichess maps centipawns to winning chances with `k = 0.00368208`, a curve fitted to human
//! classical games (scalachess `eval.scala`); it is taken here for classical chess as it
//! is. Great Chess, Wirth chess, Chess-transit and draughts have their own, fitted by
//! `manifold-cli fit-win-curve` to the engine's self-play (docs/analysis.md, with the
//! commands and data): a torus, two boards whose results are worth
//! [`crate::eval::transit::BOARD_POINT`] each, and draughts all score differently. Mattrix's
//! is still a **placeholder**, lichess's number: the fit there would be of the per-seat
//! numbers to three seats' results, which the command does not do yet. Each entry says
//! which it is ([`CurveOrigin`]), so that no screen passes a placeholder off as measured.
//!
//! A mate score is a certain win or loss (probability 1 or 0) whatever the curve.

use manifold_rules::{GameKind, VariantId};

use super::score::{Score, is_mate};

/// Where a game's coefficient comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CurveOrigin {
    /// lichess's curve, fitted to human classical chess.
    Lichess,
    /// Not fitted for this game: a stand-in until `manifold-cli fit-win-curve` fits it.
    Placeholder,
    /// Fitted to this many self-play positions by `manifold-cli fit-win-curve`
    /// (docs/analysis.md).
    Fitted {
        /// The positions the fit used.
        positions: u32,
    },
}

/// One game's logistic curve.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WinCurve {
    /// The coefficient `k`: per centipawn of the engine's score.
    pub coefficient: f64,
    /// Where it comes from.
    pub origin: CurveOrigin,
}

/// lichess's coefficient (per centipawn), fitted to human classical chess.
pub const LICHESS_COEFFICIENT: f64 = 0.003_682_08;

/// The stand-in for the games not fitted yet: lichess's number, to be replaced by a fit.
const PLACEHOLDER: WinCurve = WinCurve {
    coefficient: LICHESS_COEFFICIENT,
    origin: CurveOrigin::Placeholder,
};

/// Every game's curve: the one place the coefficients live.
pub const WIN_CURVES: [(GameKind, WinCurve); 6] = [
    (
        GameKind::Chess(VariantId::Classical),
        WinCurve {
            coefficient: LICHESS_COEFFICIENT,
            origin: CurveOrigin::Lichess,
        },
    ),
    // `manifold-cli fit-win-curve great --games 100 --depth 4 --seed 1`
    (
        GameKind::Chess(VariantId::Great),
        WinCurve {
            coefficient: 0.005_997,
            origin: CurveOrigin::Fitted { positions: 15_827 },
        },
    ),
    // `manifold-cli fit-win-curve wirth --games 100 --depth 4 --seed 1`
    (
        GameKind::Chess(VariantId::Wirth),
        WinCurve {
            coefficient: 0.003_508,
            origin: CurveOrigin::Fitted { positions: 15_333 },
        },
    ),
    (GameKind::Chess(VariantId::Mattrix), PLACEHOLDER),
    // `manifold-cli fit-win-curve transit --games 100 --depth 4 --seed 1`
    (
        GameKind::Chess(VariantId::Transit),
        WinCurve {
            coefficient: 0.001_006,
            origin: CurveOrigin::Fitted { positions: 17_889 },
        },
    ),
    // `manifold-cli fit-win-curve draughts --games 200 --depth 8 --seed 1`
    (
        GameKind::Draughts,
        WinCurve {
            coefficient: 0.002_861,
            origin: CurveOrigin::Fitted { positions: 18_583 },
        },
    ),
];

/// The curve of a game.
pub fn win_curve(kind: GameKind) -> WinCurve {
    WIN_CURVES
        .iter()
        .find(|(k, _)| *k == kind)
        .map_or(PLACEHOLDER, |(_, curve)| *curve)
}

impl WinCurve {
    /// The probability (0 to 1) that the side a score is for wins: a mate is certain.
    pub fn probability(&self, score: Score) -> f64 {
        if is_mate(score) {
            return if score > 0 { 1.0 } else { 0.0 };
        }
        logistic(self.coefficient * f64::from(score))
    }
}

/// The probability (0 to 1) that the side `score` is for wins the game `kind`, by the
/// game's curve ([`win_curve`]).
pub fn win_probability(kind: GameKind, score: Score) -> f64 {
    win_curve(kind).probability(score)
}

/// Each seat's expected share of the result (adding up to 1) from its number of an
/// analysis line ([`crate::analysis::Line::seats`]): with two seats the win probability of
/// each; with three (Mattrix) a softmax of the numbers at half the coefficient, which is
/// the same logistic curve where there are two, and a placeholder until Mattrix's curve is
/// fitted. A seat with a mate for it gets everything.
pub fn expected_shares(kind: GameKind, seats: &[Score]) -> Vec<f64> {
    if let Some(winner) = seats.iter().position(|&s| is_mate(s) && s > 0) {
        return (0..seats.len())
            .map(|i| if i == winner { 1.0 } else { 0.0 })
            .collect();
    }
    let curve = win_curve(kind);
    if seats.len() == 2 {
        let p = curve.probability(seats[0]);
        return vec![p, 1.0 - p];
    }
    let weights: Vec<f64> = seats
        .iter()
        .map(|&s| {
            if is_mate(s) {
                0.0
            } else {
                (curve.coefficient * f64::from(s) / 2.0).exp()
            }
        })
        .collect();
    let total: f64 = weights.iter().sum();
    if total <= 0.0 {
        return vec![1.0 / seats.len() as f64; seats.len()];
    }
    weights.iter().map(|w| w / total).collect()
}

/// `1 / (1 + e^-x)`.
pub(crate) fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The coefficient `k` that makes `results` most likely: each sample is an engine score for
/// the side to move and that side's result (1 a win, 0.5 a draw, 0 a loss), modelled as
/// `logistic(k * score)`; a draw counts as half a win and half a loss (the cross-entropy
/// Texel tuning uses). Newton's method on the log-likelihood, which is concave in `k`.
/// Mate scores are left out. `None` when nothing is left to fit or the results do not
/// depend on the score (no finite maximum).
pub fn fit_coefficient(results: &[(Score, f64)]) -> Option<f64> {
    let samples: Vec<(f64, f64)> = results
        .iter()
        .filter(|(s, _)| !is_mate(*s) && *s != 0)
        .map(|&(s, y)| (f64::from(s), y))
        .collect();
    if samples.is_empty() {
        return None;
    }
    let mut k = LICHESS_COEFFICIENT;
    for _ in 0..100 {
        let (mut gradient, mut curvature) = (0.0, 0.0);
        for &(s, y) in &samples {
            let p = logistic(k * s);
            gradient += (y - p) * s;
            curvature += p * (1.0 - p) * s * s;
        }
        if curvature <= f64::MIN_POSITIVE {
            return None;
        }
        let step = gradient / curvature;
        // Newton's step, kept from overshooting far from the maximum.
        k += step.clamp(-k.abs().max(1e-4), k.abs().max(1e-4));
        if step.abs() < 1e-10 {
            return (k.is_finite() && k > 0.0).then_some(k);
        }
    }
    (k.is_finite() && k > 0.0).then_some(k)
}

/// The mean log-likelihood per sample of `results` under `logistic(k * score)` (mates left
/// out), to compare coefficients.
pub fn log_likelihood(k: f64, results: &[(Score, f64)]) -> f64 {
    let mut sum = 0.0;
    let mut n = 0usize;
    for &(s, y) in results.iter().filter(|(s, _)| !is_mate(*s)) {
        let p = logistic(k * f64::from(s)).clamp(1e-12, 1.0 - 1e-12);
        sum += y * p.ln() + (1.0 - y) * (1.0 - p).ln();
        n += 1;
    }
    if n == 0 { 0.0 } else { sum / n as f64 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::{mate_in, mated_in};

    #[test]
    fn lichess_curve_for_classical_chess() {
        let classical = GameKind::Chess(VariantId::Classical);
        assert_eq!(win_curve(classical).origin, CurveOrigin::Lichess);
        assert!((win_probability(classical, 0) - 0.5).abs() < 1e-12);
        // lichess: +100 cp is about 59.1 % (winning chances 0.182).
        assert!((win_probability(classical, 100) - 0.5910).abs() < 1e-3);
        assert!((win_probability(classical, -100) - 0.4090).abs() < 1e-3);
        assert_eq!(win_probability(classical, mate_in(3)), 1.0);
        assert_eq!(win_probability(classical, mated_in(2)), 0.0);
    }

    #[test]
    fn every_game_has_a_curve_and_says_where_it_comes_from() {
        for kind in GameKind::ALL {
            let curve = win_curve(kind);
            assert!(curve.coefficient > 0.0, "{kind:?}");
            match kind {
                GameKind::Chess(VariantId::Classical) => {
                    assert_eq!(curve.origin, CurveOrigin::Lichess)
                }
                GameKind::Chess(VariantId::Mattrix) => {
                    assert_eq!(curve.origin, CurveOrigin::Placeholder)
                }
                _ => assert!(
                    matches!(curve.origin, CurveOrigin::Fitted { positions } if positions > 10_000),
                    "{kind:?}"
                ),
            }
        }
    }

    #[test]
    fn shares_add_up_and_follow_the_scores() {
        let mattrix = GameKind::Chess(VariantId::Mattrix);
        let shares = expected_shares(mattrix, &[0, 0, 0]);
        assert!(shares.iter().all(|s| (s - 1.0 / 3.0).abs() < 1e-12));
        let shares = expected_shares(mattrix, &[300, -100, -200]);
        assert!((shares.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert!(shares[0] > shares[1] && shares[1] > shares[2]);
        assert_eq!(
            expected_shares(mattrix, &[mated_in(3), mate_in(3), 0]),
            vec![0.0, 1.0, 0.0]
        );
        // Two seats: the win probability itself.
        let classical = GameKind::Chess(VariantId::Classical);
        let two = expected_shares(classical, &[100, -100]);
        assert!((two[0] - win_probability(classical, 100)).abs() < 1e-12);
    }

    /// Results drawn from a known curve give that curve back.
    #[test]
    fn the_fit_finds_the_curve_the_results_come_from() {
        let k_true = 0.006;
        let mut samples = Vec::new();
        // Deterministic: at each score, wins in the curve's proportion out of 200 games.
        for s in (-800..=800).step_by(20) {
            let wins = (logistic(k_true * f64::from(s)) * 200.0).round() as usize;
            for i in 0..200 {
                samples.push((s, if i < wins { 1.0 } else { 0.0 }));
            }
        }
        let k = fit_coefficient(&samples).expect("a fit");
        assert!((k - k_true).abs() < 2e-4, "{k}");
        assert!(log_likelihood(k, &samples) > log_likelihood(LICHESS_COEFFICIENT, &samples));
        // Draws only: no dependence on the score, k tends to 0 and no fit is claimed.
        assert_eq!(fit_coefficient(&[(100, 0.5), (-50, 0.5)]), None);
        assert_eq!(fit_coefficient(&[]), None);
    }
}
