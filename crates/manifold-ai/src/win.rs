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
//! is fitted the same way but to what its screens show: the three seats' numbers of the
//! best line ([`crate::analysis::Line::seats`]) against the three seats' results, through
//! the softmax of [`expected_shares`] ([`fit_share_coefficient`]). Each entry says which
//! it is ([`CurveOrigin`]), so that no screen passes a placeholder off as measured.
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
    // `manifold-cli fit-win-curve mattrix --games 40 --depth 3 --seed 1`: the three seats'
    // numbers of the best line against their shares of the result, by the softmax of
    // `expected_shares` (`fit_share_coefficient`).
    (
        GameKind::Chess(VariantId::Mattrix),
        WinCurve {
            coefficient: 0.000_814,
            origin: CurveOrigin::Fitted { positions: 8_008 },
        },
    ),
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
/// each; with three (Mattrix) a softmax of the numbers at half the coefficient
/// ([`softmax_shares`]), which is the same logistic curve where there are two, with
/// Mattrix's coefficient fitted to that softmax ([`fit_share_coefficient`]). A seat with a
/// mate for it gets everything, a mated seat nothing.
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
    let alive: Vec<f64> = seats
        .iter()
        .filter(|&&s| !is_mate(s))
        .map(|&s| f64::from(s))
        .collect();
    if alive.is_empty() {
        return vec![1.0 / seats.len() as f64; seats.len()];
    }
    let mut shares = softmax_shares(curve.coefficient, &alive).into_iter();
    seats
        .iter()
        .map(|&s| {
            if is_mate(s) {
                0.0
            } else {
                shares.next().unwrap_or(0.0)
            }
        })
        .collect()
}

/// The shares `exp(k * s_i / 2) / sum_j exp(k * s_j / 2)` of seats whose numbers are
/// `seats` (centipawns, no mate scores): the model of [`expected_shares`] with three seats
/// and of [`fit_share_coefficient`]. Computed from the largest number down, so that no
/// exponential overflows.
pub fn softmax_shares(k: f64, seats: &[f64]) -> Vec<f64> {
    let top = seats.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let weights: Vec<f64> = seats.iter().map(|&s| (k * (s - top) / 2.0).exp()).collect();
    let total: f64 = weights.iter().sum();
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

/// One position of a game of more than two seats, for [`fit_share_coefficient`]: each
/// seat's number there ([`crate::analysis::Line::seats`]) and the points each seat finally
/// took (1 a win, 0 a loss, 0.5 a draw, a game cut at a move limit, or the Mattrix seat that
/// neither won nor lost).
#[derive(Clone, Debug, PartialEq)]
pub struct ShareSample {
    /// Each seat's number, from that seat's point of view.
    pub seats: Vec<Score>,
    /// The points each seat took, in the same order.
    pub points: Vec<f64>,
}

impl ShareSample {
    /// Whether the fit uses this sample: as many points as numbers (two or more), no mate
    /// score (a mate's share is certain whatever the curve), no negative points and some
    /// points to share.
    pub fn is_usable(&self) -> bool {
        self.seats.len() >= 2
            && self.points.len() == self.seats.len()
            && !self.seats.iter().any(|&s| is_mate(s))
            && self.points.iter().all(|&p| p >= 0.0 && p.is_finite())
            && self.points.iter().sum::<f64>() > 0.0
    }

    /// Each seat's number and the points normalised to add up to 1 (the target
    /// distribution).
    fn normalised(&self) -> (Vec<f64>, Vec<f64>) {
        let total: f64 = self.points.iter().sum();
        (
            self.seats.iter().map(|&s| f64::from(s)).collect(),
            self.points.iter().map(|p| p / total).collect(),
        )
    }
}

/// The coefficient `k` that makes the seats' results most likely under the softmax of
/// [`expected_shares`]: each seat's share `exp(k * s_i / 2) / sum_j exp(k * s_j / 2)` of
/// its number `s_i`, against the points the seats took normalised to add up to 1 per
/// position (the cross-entropy; with two seats whose numbers are a score and its negation
/// this is [`fit_coefficient`]'s likelihood).
/// Newton's method on the log-likelihood, which is concave in `k` (its second derivative is
/// minus the sum of the numbers' variances under the model). Samples that are not
/// [`ShareSample::is_usable`] are left out. `None` when nothing is left, when the results
/// do not favour the seats with the higher numbers (the maximum at `k <= 0`), or when they
/// always go to the highest number (no finite maximum).
pub fn fit_share_coefficient(samples: &[ShareSample]) -> Option<f64> {
    let samples: Vec<(Vec<f64>, Vec<f64>)> = samples
        .iter()
        .filter(|s| s.is_usable())
        .map(ShareSample::normalised)
        .collect();
    if samples.is_empty() {
        return None;
    }
    // The derivative of the log-likelihood in k at one position: the target's mean of
    // the softmax's variable (half the numbers) less the model's; the second derivative:
    // minus the model's variance of it.
    let slope = |k: f64, s: &[f64], t: &[f64]| {
        let p = softmax_shares(k, s);
        let model: f64 = s.iter().zip(&p).map(|(s, p)| p * s / 2.0).sum();
        let target: f64 = s.iter().zip(t).map(|(s, t)| t * s / 2.0).sum();
        let variance: f64 = s
            .iter()
            .zip(&p)
            .map(|(s, p)| p * (s / 2.0 - model).powi(2))
            .sum();
        (target - model, variance)
    };
    // At k = 0 (equal shares): no slope upwards means the maximum is at k <= 0. The
    // tolerance is rounding's, relative to the numbers' spread.
    let (at_zero, spread) = samples
        .iter()
        .map(|(s, t)| slope(0.0, s, t))
        .fold((0.0, 0.0), |(g, v), (dg, dv)| (g + dg, v + dv.sqrt()));
    if at_zero <= spread * 1e-9 {
        return None;
    }
    // As k grows the model gives everything to the highest number: where the results do
    // too, the slope stays upwards for ever and there is no finite maximum.
    let at_infinity: f64 = samples
        .iter()
        .map(|(s, t)| {
            let top = s.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            s.iter()
                .zip(t)
                .map(|(s, t)| t * (s - top) / 2.0)
                .sum::<f64>()
        })
        .sum();
    if at_infinity >= -spread * 1e-9 {
        return None;
    }
    let mut k = LICHESS_COEFFICIENT;
    for _ in 0..200 {
        let (gradient, curvature) = samples
            .iter()
            .map(|(s, t)| slope(k, s, t))
            .fold((0.0, 0.0), |(g, c), (dg, dc)| (g + dg, c + dc));
        if curvature <= f64::MIN_POSITIVE {
            return None;
        }
        let step = gradient / curvature;
        // Newton's step, kept from overshooting far from the maximum; k stays above 0,
        // where the maximum is (the slope at 0 is upwards).
        k += step.clamp(-k / 2.0, k.max(1e-4));
        if step.abs() < 1e-12 {
            return k.is_finite().then_some(k);
        }
    }
    None
}

/// The mean log-likelihood per position of `samples` (those [`ShareSample::is_usable`])
/// under the softmax at `k` ([`softmax_shares`]): the sum over seats of the normalised
/// points times the log of the share, to compare coefficients (`k = 0` is equal shares).
pub fn share_log_likelihood(k: f64, samples: &[ShareSample]) -> f64 {
    let mut sum = 0.0;
    let mut n = 0usize;
    for (s, t) in samples
        .iter()
        .filter(|s| s.is_usable())
        .map(ShareSample::normalised)
    {
        // log(share_i) = k * (s_i - top) / 2 - log(sum_j exp(k * (s_j - top) / 2)).
        let top = s.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let log_total = s
            .iter()
            .map(|s| (k * (s - top) / 2.0).exp())
            .sum::<f64>()
            .ln();
        sum += s
            .iter()
            .zip(&t)
            .map(|(s, t)| t * (k * (s - top) / 2.0 - log_total))
            .sum::<f64>();
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
                // Fewer positions (40 games), each with three seats' results.
                GameKind::Chess(VariantId::Mattrix) => assert!(
                    matches!(curve.origin, CurveOrigin::Fitted { positions } if positions > 5_000),
                    "{kind:?}"
                ),
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

    /// A position of three seats whose numbers add up to zero, as Mattrix's do.
    fn three(a: Score, b: Score) -> Vec<Score> {
        vec![a, b, -a - b]
    }

    /// Results drawn from a known softmax give its coefficient back, whether each result
    /// is one seat's win or a share of points; with two seats the fit is the logistic one.
    #[test]
    fn the_share_fit_finds_the_coefficient_the_results_come_from() {
        let k_true = 0.002;
        let mut wins = Vec::new();
        let mut shared = Vec::new();
        // Deterministic: at each position, each seat wins in its share's proportion of
        // 300 games.
        for a in (-600..=600).step_by(100) {
            for b in (-600..=600).step_by(100) {
                let seats = three(a, b);
                let numbers: Vec<f64> = seats.iter().map(|&s| f64::from(s)).collect();
                let p = softmax_shares(k_true, &numbers);
                for (seat, share) in p.iter().enumerate() {
                    for _ in 0..(share * 300.0).round() as usize {
                        let mut points = vec![0.0; 3];
                        points[seat] = 1.0;
                        wins.push(ShareSample {
                            seats: seats.clone(),
                            points,
                        });
                    }
                }
                // The shares as points, scaled: the fit normalises them.
                shared.push(ShareSample {
                    seats,
                    points: p.iter().map(|p| 1.5 * p).collect(),
                });
            }
        }
        let k = fit_share_coefficient(&wins).expect("a fit");
        assert!((k - k_true).abs() < 1e-4, "{k}");
        let best = share_log_likelihood(k, &wins);
        assert!(best > share_log_likelihood(LICHESS_COEFFICIENT, &wins));
        assert!(best > share_log_likelihood(0.0, &wins));
        let k = fit_share_coefficient(&shared).expect("a fit");
        assert!((k - k_true).abs() < 1e-8, "{k}");
        // Equal shares are a third each: the log-likelihood of k = 0 is log(1/3).
        assert!((share_log_likelihood(0.0, &shared) + 3f64.ln()).abs() < 1e-12);

        // Two seats: the same likelihood as `fit_coefficient`'s.
        let mut two: Vec<(Score, f64)> = Vec::new();
        for s in (-600..=600).step_by(60) {
            let wins = (logistic(0.004 * f64::from(s)) * 20.0).round() as usize;
            two.extend((0..20).map(|i| (s, if i < wins { 1.0 } else { 0.0 })));
            two.push((s, 0.5));
        }
        let as_shares: Vec<ShareSample> = two
            .iter()
            .map(|&(s, y)| ShareSample {
                seats: vec![s, -s],
                points: vec![y, 1.0 - y],
            })
            .collect();
        let logistic_k = fit_coefficient(&two).expect("a logistic fit");
        let share_k = fit_share_coefficient(&as_shares).expect("a share fit");
        assert!(
            (logistic_k - share_k).abs() < 1e-9,
            "{logistic_k} {share_k}"
        );
        assert!(
            (log_likelihood(share_k, &two) - share_log_likelihood(share_k, &as_shares)).abs()
                < 1e-9
        );
    }

    /// No fit is claimed where the results say nothing of the numbers, go against them, or
    /// always go to the highest number.
    #[test]
    fn the_share_fit_refuses_degenerate_results() {
        let sample = |seats: Vec<Score>, points: Vec<f64>| ShareSample { seats, points };
        assert_eq!(fit_share_coefficient(&[]), None);
        // Draws and games cut at the move limit only: equal points whatever the numbers.
        let draws: Vec<ShareSample> = (-5..=5)
            .map(|i| sample(three(i * 90, 40), vec![0.5; 3]))
            .collect();
        assert_eq!(fit_share_coefficient(&draws), None);
        // The lowest number always wins, or the highest always does (no finite maximum).
        let lowest: Vec<ShareSample> = (1..=9)
            .map(|i| sample(three(i * 50, 0), vec![0.0, 0.5, 1.0]))
            .collect();
        assert_eq!(fit_share_coefficient(&lowest), None);
        let highest: Vec<ShareSample> = (1..=9)
            .map(|i| sample(three(i * 50, 0), vec![1.0, 0.0, 0.0]))
            .collect();
        assert_eq!(fit_share_coefficient(&highest), None);
        // Mates, mismatched lengths and no points are left out, leaving nothing.
        let unusable = [
            sample(vec![mate_in(2), mated_in(2), 0], vec![1.0, 0.0, 0.5]),
            sample(vec![100, -100, 0], vec![1.0, 0.0]),
            sample(vec![100, -100, 0], vec![0.0; 3]),
        ];
        assert!(unusable.iter().all(|s| !s.is_usable()));
        assert_eq!(fit_share_coefficient(&unusable), None);
        // A Mattrix game's points (winner 1, the seat neither winning nor losing 0.5, loser
        // 0) following the numbers give a fit.
        let mattrix: Vec<ShareSample> = (1..=9)
            .flat_map(|i| {
                [
                    sample(three(i * 50, 0), vec![1.0, 0.5, 0.0]),
                    sample(three(i * 50, 0), vec![0.0, 0.5, 1.0]),
                    sample(three(i * 50, 0), vec![1.0, 0.0, 0.5]),
                ]
            })
            .collect();
        assert!(fit_share_coefficient(&mattrix).is_some_and(|k| k > 0.0));
    }

    /// Mattrix's shares are the softmax at its coefficient, mated seats left out.
    #[test]
    fn mattrix_shares_are_the_fitted_softmax() {
        let mattrix = GameKind::Chess(VariantId::Mattrix);
        let k = win_curve(mattrix).coefficient;
        let shares = expected_shares(mattrix, &[250, -50, -200]);
        let softmax = softmax_shares(k, &[250.0, -50.0, -200.0]);
        for (a, b) in shares.iter().zip(&softmax) {
            assert!((a - b).abs() < 1e-12, "{shares:?} {softmax:?}");
        }
        let shares = expected_shares(mattrix, &[mated_in(1), 100, -100]);
        assert_eq!(shares[0], 0.0);
        assert!(
            (shares[1] - logistic(k * 100.0)).abs() < 1e-12,
            "{shares:?}"
        );
        // Large numbers overflow nothing.
        let shares = softmax_shares(k, &[1e6, 0.0, -1e6]);
        assert!(
            (shares[0] - 1.0).abs() < 1e-12 && shares[2] >= 0.0,
            "{shares:?}"
        );
    }
}
