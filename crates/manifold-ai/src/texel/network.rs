//! Fitting classical chess's network ([`crate::network`]) to scored positions: `FEN
//! [cp]` lines, the score in centipawns for the side to move (as
//! `crates/manifold-ai/tools/nnue_data.py` writes them from Stockfish's searches).
//!
//! The fit: the network in floating point (its hidden units clipped and squared, its
//! output weights chosen by the pieces on the board, as at play), its output through a
//! sigmoid (`1 / (1 + e^-out)`, the output 1.0 standing for [`SCALE`] centipawns), against
//! the score through the same sigmoid, the mean squared error minimised by Adam over
//! mini-batches in a seeded order, the weights clipped to what the quantised file holds;
//! one position in twenty (in blocks of 64 lines, so that a walk's positions stay
//! together) held out and its error printed after each epoch. Then the weights are
//! quantised.

use std::io::Write;

use crate::Evaluator;
use crate::network::{
    BUCKETS, HIDDEN, INPUTS, Network, QA, QB, SCALE, black_view, bucket, input, square,
};
use crate::rng::Rng;
use manifold_rules::piece::code_role;
use manifold_rules::{Position, VariantId};

/// A scored position: its pieces as inputs seen from White, the side to move, the target.
#[derive(Clone, Debug)]
pub struct Scored {
    /// The inputs from White's point of view (Black's are derived, [`black_view`]).
    pub white: Vec<u16>,
    /// 0 White to move, 1 Black.
    pub side: u8,
    /// The score for the side to move through the sigmoid: the target.
    pub target: f32,
    /// The hand-written evaluation's score for the side to move, in centipawns (to
    /// compare with).
    pub hand_written: i32,
}

/// The same position mirrored left to right (files a and h swapped), the same score: a
/// second training position from each line (the inputs hold no castling rights, whose
/// small asymmetry the score keeps).
pub fn mirrored(s: &Scored) -> Scored {
    Scored {
        white: s.white.iter().map(|&i| i ^ 7).collect(),
        ..s.clone()
    }
}

/// The logistic function.
#[inline]
fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// Reads one `FEN [cp]` line of classical chess, with `hand_written`'s score of it
/// ([`Evaluator::hand_written`]); `None` if it is not one.
pub fn parse(line: &str, hand_written: &Evaluator) -> Option<Scored> {
    let (fen, rest) = line.rsplit_once(" [")?;
    let cp = rest
        .trim()
        .strip_suffix(']')?
        .parse::<f32>()
        .ok()
        .filter(|cp| cp.is_finite())?;
    let pos = Position::from_fen(VariantId::Classical, fen).ok()?;
    let geometry = pos.geometry();
    let mut white = Vec::with_capacity(32);
    for seat in 0..2 {
        for cell in pos.occupied()[seat].iter() {
            let role = code_role(pos.board()[cell.index()]) as usize;
            white.push(input(0, seat, role, square(geometry, cell)) as u16);
        }
    }
    Some(Scored {
        hand_written: hand_written.evaluate(&pos),
        white,
        side: pos.turn().index() as u8,
        target: sigmoid(cp / SCALE as f32),
    })
}

/// The network in floating point while it is fitted: `w2` and `b2` hold one set of
/// output weights and one bias per bucket.
#[derive(Clone)]
struct Float {
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: Vec<f32>,
}

/// A hidden unit's activation: its sum clipped to 0..1 and squared.
#[inline]
fn activation(x: f32) -> f32 {
    let c = x.clamp(0.0, 1.0);
    c * c
}

/// The activation's slope at `x`.
#[inline]
fn slope(x: f32) -> f32 {
    if x > 0.0 && x < 1.0 { 2.0 * x } else { 0.0 }
}

/// Where bucket `bucket`'s output weights lie in [`Float`]'s `w2`.
#[inline]
fn output_row(bucket: usize) -> std::ops::Range<usize> {
    bucket * 2 * HIDDEN..(bucket + 1) * 2 * HIDDEN
}

/// The largest weight the quantised file holds (in floating point).
const CLIP: f32 = 1.98;

impl Float {
    fn new(rng: &mut Rng) -> Float {
        let mut uniform =
            |scale: f32| ((rng.next_u64() >> 11) as f32 / (1u64 << 53) as f32 * 2.0 - 1.0) * scale;
        Float {
            w1: (0..INPUTS * HIDDEN).map(|_| uniform(0.1)).collect(),
            b1: vec![0.1; HIDDEN],
            w2: (0..BUCKETS * 2 * HIDDEN).map(|_| uniform(0.1)).collect(),
            b2: vec![0.0; BUCKETS],
        }
    }

    fn zero_like(&self) -> Float {
        Float {
            w1: vec![0.0; self.w1.len()],
            b1: vec![0.0; self.b1.len()],
            w2: vec![0.0; self.w2.len()],
            b2: vec![0.0; self.b2.len()],
        }
    }

    /// The hidden sums of both points of view (side to move first) and the output.
    fn forward(&self, s: &Scored, ours: &mut [f32; HIDDEN], theirs: &mut [f32; HIDDEN]) -> f32 {
        ours.copy_from_slice(&self.b1);
        theirs.copy_from_slice(&self.b1);
        for &i in &s.white {
            let (w, b) = (i as usize, black_view(i as usize));
            let (o, t) = if s.side == 0 { (w, b) } else { (b, w) };
            add(ours, &self.w1[o * HIDDEN..(o + 1) * HIDDEN]);
            add(theirs, &self.w1[t * HIDDEN..(t + 1) * HIDDEN]);
        }
        let b = bucket(s.white.len());
        let w2 = &self.w2[output_row(b)];
        let mut out = self.b2[b];
        for k in 0..HIDDEN {
            out += activation(ours[k]) * w2[k] + activation(theirs[k]) * w2[HIDDEN + k];
        }
        out
    }

    /// Adds the gradient of one position's squared error to `g`; returns the error.
    fn backward(&self, s: &Scored, g: &mut Float) -> f32 {
        let mut ours = [0.0; HIDDEN];
        let mut theirs = [0.0; HIDDEN];
        let out = self.forward(s, &mut ours, &mut theirs);
        let p = sigmoid(out);
        let err = p - s.target;
        let d_out = 2.0 * err * p * (1.0 - p);
        let bucket = bucket(s.white.len());
        let at = output_row(bucket).start;
        g.b2[bucket] += d_out;
        let mut d_ours = [0.0; HIDDEN];
        let mut d_theirs = [0.0; HIDDEN];
        for k in 0..HIDDEN {
            let (a, b) = (ours[k], theirs[k]);
            g.w2[at + k] += d_out * activation(a);
            g.w2[at + HIDDEN + k] += d_out * activation(b);
            d_ours[k] = d_out * self.w2[at + k] * slope(a);
            d_theirs[k] = d_out * self.w2[at + HIDDEN + k] * slope(b);
            g.b1[k] += d_ours[k] + d_theirs[k];
        }
        for &i in &s.white {
            let (w, b) = (i as usize, black_view(i as usize));
            let (o, t) = if s.side == 0 { (w, b) } else { (b, w) };
            add(&mut g.w1[o * HIDDEN..(o + 1) * HIDDEN], &d_ours);
            add(&mut g.w1[t * HIDDEN..(t + 1) * HIDDEN], &d_theirs);
        }
        err * err
    }

    fn params_mut(&mut self) -> impl Iterator<Item = &mut f32> {
        self.w1
            .iter_mut()
            .chain(self.b1.iter_mut())
            .chain(self.w2.iter_mut())
            .chain(self.b2.iter_mut())
    }

    fn params(&self) -> impl Iterator<Item = &f32> {
        self.w1
            .iter()
            .chain(self.b1.iter())
            .chain(self.w2.iter())
            .chain(self.b2.iter())
    }

    /// The quantised network.
    fn quantise(&self) -> Network {
        let q = |v: f32, scale: i32| (v * scale as f32).round().clamp(-32767.0, 32767.0) as i16;
        Network {
            input_weights: (0..INPUTS)
                .map(|i| std::array::from_fn(|k| q(self.w1[i * HIDDEN + k], QA)))
                .collect(),
            input_bias: std::array::from_fn(|k| q(self.b1[k], QA)),
            output_weights: std::array::from_fn(|b| {
                std::array::from_fn(|k| q(self.w2[output_row(b)][k], QB))
            }),
            output_bias: std::array::from_fn(|b| (self.b2[b] * (QA * QB) as f32).round() as i32),
        }
    }
}

#[inline]
fn add(to: &mut [f32], from: &[f32]) {
    for (t, f) in to.iter_mut().zip(from) {
        *t += f;
    }
}

/// How a network is fitted.
#[derive(Clone, Debug)]
pub struct NetworkConfig {
    /// Passes over the training positions.
    pub epochs: usize,
    /// Positions per step.
    pub batch: usize,
    /// Adam's step size at the start (it falls to a tenth over the epochs).
    pub rate: f32,
    /// The seed of the first weights and of the order.
    pub seed: u64,
    /// Threads that share each batch.
    pub threads: usize,
}

/// The mean over `data` of the squared gap between the target and `logit`'s sigmoid.
fn mean_squared(data: &[Scored], mut logit: impl FnMut(&Scored) -> f32) -> f64 {
    let sum: f64 = data
        .iter()
        .map(|s| f64::from((sigmoid(logit(s)) - s.target).powi(2)))
        .sum();
    sum / data.len().max(1) as f64
}

/// The mean squared error of the network over `data`.
fn error(net: &Float, data: &[Scored]) -> f64 {
    let mut ours = [0.0; HIDDEN];
    let mut theirs = [0.0; HIDDEN];
    mean_squared(data, |s| net.forward(s, &mut ours, &mut theirs))
}

/// The quantised network's mean squared error over `data` (each position rebuilt from
/// its inputs).
pub fn network_error(net: &Network, data: &[Scored]) -> f64 {
    mean_squared(data, |s| {
        net.evaluate_inputs(&s.white, s.side) as f32 / SCALE as f32
    })
}

/// The hand-written evaluation's mean squared error over `data`, its score scaled by
/// the factor (from 0.3 to 2 in steps of 0.02) that fits best, and that factor.
pub fn hand_written_error(data: &[Scored]) -> (f64, f32) {
    (15..=100)
        .map(|step| {
            let c = step as f32 * 0.02;
            let e = mean_squared(data, |s| s.hand_written as f32 * c / SCALE as f32);
            (e, c)
        })
        .fold(
            (f64::INFINITY, 1.0),
            |best, e| if e.0 < best.0 { e } else { best },
        )
}

/// Splits the positions into training and held-out sets: every twentieth block of 64.
pub fn split(data: Vec<Scored>) -> (Vec<Scored>, Vec<Scored>) {
    let mut train = Vec::with_capacity(data.len());
    let mut held = Vec::with_capacity(data.len() / 19);
    for (i, s) in data.into_iter().enumerate() {
        if (i / 64) % 20 == 19 {
            held.push(s);
        } else {
            train.push(s);
        }
    }
    (train, held)
}

/// Fits a network to `train`, printing each epoch's errors (training and held out) to
/// `log`; returns the quantised network and the last held-out error.
pub fn fit(
    train: &[Scored],
    held: &[Scored],
    config: &NetworkConfig,
    log: &mut dyn Write,
) -> (Network, f64) {
    let mut rng = Rng::new(config.seed);
    let mut net = Float::new(&mut rng);
    let mut m = net.zero_like();
    let mut v = net.zero_like();
    let mut order: Vec<usize> = (0..train.len()).collect();
    let threads = config.threads.max(1);
    let (beta1, beta2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let mut step = 0i32;
    let mut held_error = error(&net, held);
    for epoch in 0..config.epochs {
        // Fisher-Yates with the seeded generator.
        for i in (1..order.len()).rev() {
            let j = (rng.next_u64() % (i as u64 + 1)) as usize;
            order.swap(i, j);
        }
        let rate = config.rate * 0.1f32.powf(epoch as f32 / config.epochs.max(1) as f32);
        let mut train_sum = 0.0f64;
        for batch in order.chunks(config.batch) {
            let per = batch.len().div_ceil(threads);
            let grads: Vec<(Float, f64)> = std::thread::scope(|scope| {
                let handles: Vec<_> = batch
                    .chunks(per)
                    .map(|part| {
                        let net = &net;
                        scope.spawn(move || {
                            let mut g = net.zero_like();
                            let mut sum = 0.0f64;
                            for &i in part {
                                sum += f64::from(net.backward(&train[i], &mut g));
                            }
                            (g, sum)
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a fitting thread"))
                    .collect()
            });
            let mut grads = grads.into_iter();
            let (mut g, mut sum) = grads.next().expect("one part at least");
            for (other, s) in grads {
                for (a, b) in g.params_mut().zip(other.params()) {
                    *a += b;
                }
                sum += s;
            }
            train_sum += sum;
            step += 1;
            let scale = 1.0 / batch.len() as f32;
            let c1 = 1.0 - beta1.powi(step);
            let c2 = 1.0 - beta2.powi(step);
            for (((p, gi), mi), vi) in net
                .params_mut()
                .zip(g.params())
                .zip(m.params_mut())
                .zip(v.params_mut())
            {
                let gi = gi * scale;
                *mi = beta1 * *mi + (1.0 - beta1) * gi;
                *vi = beta2 * *vi + (1.0 - beta2) * gi * gi;
                *p -= rate * (*mi / c1) / ((*vi / c2).sqrt() + eps);
                *p = p.clamp(-CLIP, CLIP);
            }
        }
        held_error = error(&net, held);
        let _ = writeln!(
            log,
            "epoch {}: training {:.6}, held out {:.6}",
            epoch + 1,
            train_sum / train.len().max(1) as f64,
            held_error
        );
    }
    (net.quantise(), held_error)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_line(line: &str) -> Option<Scored> {
        parse(line, &Evaluator::hand_written(VariantId::Classical.rules()))
    }

    #[test]
    fn a_line_is_read_with_its_score_for_the_side_to_move() {
        let s = parse_line("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 [-400]").unwrap();
        assert_eq!(s.side, 1);
        assert_eq!(s.white.len(), 3);
        assert!((s.target - sigmoid(-1.0)).abs() < 1e-6);
        assert!(parse_line("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").is_none());
        assert!(parse_line("not a fen [12]").is_none());
        assert!(parse_line("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 [NaN]").is_none());
        assert!(parse_line("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 [inf]").is_none());
    }

    #[test]
    fn a_mirrored_position_has_the_inputs_of_the_position_seen_in_a_mirror() {
        let s = parse_line("r3k2r/1p6/8/8/8/8/6PQ/R3K1N1 b Qkq - 0 1 [55]").unwrap();
        let mirror = parse_line("r2k3r/6p1/8/8/8/8/QP6/1N1K3R b - - 0 1 [55]").unwrap();
        let sorted = |s: &Scored| {
            let mut v = s.white.clone();
            v.sort_unstable();
            v
        };
        let m = mirrored(&s);
        assert_eq!(sorted(&m), sorted(&mirror));
        assert_ne!(sorted(&m), sorted(&s));
        assert_eq!((m.side, m.target), (s.side, s.target));
        assert_eq!(sorted(&mirrored(&m)), sorted(&s));
    }

    #[test]
    fn a_fit_learns_that_an_extra_queen_wins() {
        // Two tiny sets: the side to move a queen up scores high, a queen down low.
        let lines = [
            ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", 900),
            ("3qk3/8/8/8/8/8/8/4K3 w - - 0 1", -900),
            ("4k3/8/8/8/8/8/8/3QK3 b - - 0 1", -900),
            ("3qk3/8/8/8/8/8/8/4K3 b - - 0 1", 900),
        ];
        let data: Vec<Scored> = lines
            .iter()
            .cycle()
            .take(256)
            .map(|(fen, cp)| parse_line(&format!("{fen} [{cp}]")).unwrap())
            .collect();
        let config = NetworkConfig {
            epochs: 30,
            batch: 16,
            rate: 0.01,
            seed: 1,
            threads: 1,
        };
        let (net, held) = fit(&data, &data[..4], &config, &mut Vec::new());
        assert!(held < 0.01, "held-out error {held}");
        let queen_up = Position::from_fen(VariantId::Classical, lines[0].0).unwrap();
        let queen_down = Position::from_fen(VariantId::Classical, lines[1].0).unwrap();
        assert!(net.evaluate(&queen_up) > 300, "{}", net.evaluate(&queen_up));
        assert!(net.evaluate(&queen_down) < -300);
        // The quantised network reads back as written.
        let again = Network::from_bytes(&net.to_bytes()).unwrap();
        assert_eq!(again.evaluate(&queen_up), net.evaluate(&queen_up));
    }
}
