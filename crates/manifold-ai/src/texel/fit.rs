//! The fit: the sigmoid's constant K, then the weights by gradient descent on the mean
//! squared error, with a ridge pull towards the starting weights.
//!
//! The error of parameters `w` over positions `i` with results `r_i` (1, ½, 0 for White)
//! and White's evaluation `s_i(w) = c_i + Σ_j w_j x_ij` ([`Features`]) is
//!
//! ```text
//! E(w) = 1/N Σ_i (r_i - σ(s_i(w)))²  +  λ Σ_j (w_j - w0_j)²,    σ(s) = 1 / (1 + 10^(-K s / 400))
//! ```
//!
//! K is fitted first, with the starting weights (golden-section search: E is unimodal in K),
//! and kept while the weights move. The evaluation being linear in the weights, the
//! gradient is exact: `∂E/∂w_j = -2/N Σ_i (r_i - σ_i) σ_i (1 - σ_i) (K ln 10 / 400) x_ij +
//! 2λ (w_j - w0_j)`, and Adam (full batch) follows it. The ridge keeps weights the small
//! data set says little about where they were. Weights no position exercises stay as they
//! are, and so does the king's material (both sides always have one).

use super::super::eval::params::PARAMS;
use super::super::eval::trace::Features;

/// A position's features and the game's result for White.
#[derive(Clone, Debug)]
pub struct Sample {
    /// White's evaluation as a linear function of the weights.
    pub features: Features,
    /// The result: 1, 0.5 or 0.
    pub result: f64,
}

/// The winning chance of a score `s` (centipawns): `1 / (1 + 10^(-K s / 400))`.
#[inline]
pub(crate) fn sigmoid(k: f64, s: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * s / 400.0))
}

/// The mean squared error of the predictions of parameters `p` with constant `k`.
pub fn mean_error(samples: &[Sample], p: &[f64], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let e = s.result - sigmoid(k, s.features.score(p));
            e * e
        })
        .sum();
    sum / samples.len() as f64
}

/// The K in `0.01..=10` with the least error for parameters `p` (golden-section search).
pub fn fit_k(samples: &[Sample], p: &[f64]) -> f64 {
    let (mut lo, mut hi) = (0.01f64, 10.0f64);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let mut a = hi - ratio * (hi - lo);
    let mut b = lo + ratio * (hi - lo);
    let (mut ea, mut eb) = (mean_error(samples, p, a), mean_error(samples, p, b));
    while hi - lo > 1e-4 {
        if ea < eb {
            hi = b;
            b = a;
            eb = ea;
            a = hi - ratio * (hi - lo);
            ea = mean_error(samples, p, a);
        } else {
            lo = a;
            a = b;
            ea = eb;
            b = lo + ratio * (hi - lo);
            eb = mean_error(samples, p, b);
        }
    }
    (lo + hi) / 2.0
}

/// How the weights are fitted.
#[derive(Clone, Debug)]
pub struct FitConfig {
    /// Full passes of gradient descent.
    pub iterations: usize,
    /// Adam's step size, in centipawns.
    pub rate: f64,
    /// The ridge factor λ.
    pub ridge: f64,
    /// Parameters that must not move (besides those no sample exercises).
    pub frozen: Vec<usize>,
}

impl Default for FitConfig {
    fn default() -> Self {
        FitConfig {
            iterations: 3000,
            rate: 0.5,
            ridge: 1e-7,
            frozen: Vec::new(),
        }
    }
}

/// Which parameters move: exercised by some sample and not frozen.
pub fn free_params(samples: &[Sample], frozen: &[usize]) -> [bool; PARAMS] {
    let mut free = [false; PARAMS];
    for s in samples {
        for (f, c) in free.iter_mut().zip(&s.features.coef) {
            *f |= *c != 0.0;
        }
    }
    for &i in frozen {
        if i < PARAMS {
            free[i] = false;
        }
    }
    free
}

/// The error's gradient at `p` (constant `k`, ridge towards `start`), free parameters only.
pub(crate) fn gradient(
    samples: &[Sample],
    p: &[f64],
    start: &[f64],
    k: f64,
    ridge: f64,
    free: &[bool; PARAMS],
) -> [f64; PARAMS] {
    let mut g = [0f64; PARAMS];
    let scale = k * std::f64::consts::LN_10 / 400.0;
    for s in samples {
        let q = sigmoid(k, s.features.score(p));
        let d = -2.0 * (s.result - q) * q * (1.0 - q) * scale;
        for (gj, x) in g.iter_mut().zip(&s.features.coef) {
            *gj += d * x;
        }
    }
    let n = samples.len().max(1) as f64;
    for j in 0..PARAMS {
        g[j] = if free[j] {
            g[j] / n + 2.0 * ridge * (p[j] - start[j])
        } else {
            0.0
        };
    }
    g
}

/// Fits the parameters from `start` with constant `k`; calls `on_pass` every 100 passes
/// with the pass and the error. Returns the fitted parameters (not yet rounded).
pub fn fit(
    samples: &[Sample],
    start: &[f64],
    k: f64,
    config: &FitConfig,
    on_pass: &mut dyn FnMut(usize, f64),
) -> Vec<f64> {
    let free = free_params(samples, &config.frozen);
    let mut p = start.to_vec();
    let (mut m, mut v) = ([0f64; PARAMS], [0f64; PARAMS]);
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-12);
    for t in 1..=config.iterations {
        let g = gradient(samples, &p, start, k, config.ridge, &free);
        for j in 0..PARAMS {
            if !free[j] {
                continue;
            }
            m[j] = b1 * m[j] + (1.0 - b1) * g[j];
            v[j] = b2 * v[j] + (1.0 - b2) * g[j] * g[j];
            let mh = m[j] / (1.0 - b1.powi(t as i32));
            let vh = v[j] / (1.0 - b2.powi(t as i32));
            p[j] -= config.rate * mh / (vh.sqrt() + eps);
        }
        if t % 100 == 0 || t == config.iterations {
            on_pass(t, mean_error(samples, &p, k));
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Synthetic positions: three features, results drawn from the sigmoid of a known
    /// evaluation (`100 x0 + 30 x1 - 50 x2`, K = 1.2).
    fn synthetic(n: usize) -> (Vec<Sample>, Vec<f64>) {
        let mut truth = vec![0.0; PARAMS];
        truth[0] = 100.0;
        truth[1] = 30.0;
        truth[2] = -50.0;
        let mut rng = Rng::new(42);
        let samples = (0..n)
            .map(|_| {
                let mut coef = [0.0; PARAMS];
                for c in coef.iter_mut().take(3) {
                    *c = rng.below(9) as f64 - 4.0;
                }
                let features = Features {
                    coef,
                    constant: 0.0,
                };
                let chance = sigmoid(1.2, features.score(&truth));
                let roll = rng.below(1000) as f64 / 1000.0;
                let result = if roll < chance { 1.0 } else { 0.0 };
                Sample { features, result }
            })
            .collect();
        (samples, truth)
    }

    #[test]
    fn k_is_fitted_near_the_truth() {
        let (samples, truth) = synthetic(4000);
        let k = fit_k(&samples, &truth);
        assert!((k - 1.2).abs() < 0.15, "K = {k}");
        // The error at the fitted K is no worse than at K's far ends.
        let e = mean_error(&samples, &truth, k);
        assert!(e < mean_error(&samples, &truth, 0.3));
        assert!(e < mean_error(&samples, &truth, 4.0));
    }

    #[test]
    fn descent_lowers_the_error_and_finds_the_weights() {
        let (samples, truth) = synthetic(4000);
        let mut start = vec![0.0; PARAMS];
        start[0] = 60.0;
        start[1] = 0.0;
        start[2] = 0.0;
        start[3] = 77.0; // no sample exercises it: it stays
        let config = FitConfig {
            iterations: 600,
            rate: 2.0,
            ridge: 0.0,
            frozen: Vec::new(),
        };
        let mut errors = Vec::new();
        let p = fit(&samples, &start, 1.2, &config, &mut |_, e| errors.push(e));
        let before = mean_error(&samples, &start, 1.2);
        let after = mean_error(&samples, &p, 1.2);
        assert!(after < before - 0.01, "error {before} -> {after}");
        assert!(errors.windows(2).all(|w| w[1] <= w[0] + 1e-9), "{errors:?}");
        for j in 0..3 {
            assert!(
                (p[j] - truth[j]).abs() < 0.2 * truth[j].abs(),
                "weight {j}: {} against {}",
                p[j],
                truth[j]
            );
        }
        assert_eq!(p[3], 77.0);
        // Frozen weights and a strong ridge hold the weights back.
        let held = FitConfig {
            frozen: vec![0],
            ridge: 1.0,
            ..config
        };
        let q = fit(&samples, &start, 1.2, &held, &mut |_, _| {});
        assert_eq!(q[0], 60.0);
        assert!(q[1].abs() < 5.0, "ridge: {}", q[1]);
    }
}
