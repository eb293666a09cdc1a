//! The evaluation as a linear function of its weights, for tuning ([`crate::texel`]).
//!
//! [`Evaluator::features`] makes the evaluation's own walk of a position
//! ([`Evaluator::walk`]) with a sink that records each count instead of multiplying it by
//! its weight: for every tunable weight ([`params`](super::params)) the coefficient it has
//! in White's score, middlegame and endgame parts already blended by the phase. White's
//! evaluation is then `constant + Σ weight × coefficient` up to integer rounding (a test
//! holds the two together). What is not linear in a weight lands in the constant: the
//! mop-up term and a king danger at its cap (the king-attack units are squared inside the
//! danger, so they are not tuned).
//!
//! With three seats (Mattrix) the score is White's against the average of its two
//! opponents' ([`Evaluator::evaluate_for`]), so each opponent's count weighs half. Games
//! without transit have features (classical, Great Chess, Wirth, Mattrix).

use manifold_rules::Position;
use manifold_rules::piece::Seat;

use super::params::{PARAMS, at};
use super::{Evaluator, Score, Sink, Stage, Term};

/// A position's evaluation for White as a linear function of the weights.
#[derive(Clone, Debug, PartialEq)]
pub struct Features {
    /// Per parameter: its coefficient in White's score (White's count minus Black's, or
    /// minus the average of Blue's and Red's, tapered by the phase where the weight is a
    /// middlegame or endgame one).
    pub coef: [f64; PARAMS],
    /// What does not depend on the tuned weights (mop-up, capped king danger).
    pub constant: f64,
}

impl Features {
    /// White's score with parameters `p`.
    pub(crate) fn score(&self, p: &[f64]) -> f64 {
        self.constant + self.coef.iter().zip(p).map(|(c, w)| c * w).sum::<f64>()
    }
}

/// Per stage (middlegame, endgame, flat) and parameter: White's count minus its
/// opponents' average; and the constant per stage.
struct FeatureSink {
    coef: [[f64; PARAMS]; 3],
    constant: [f64; 3],
    /// The weight of one opponent's count: -1 with two seats, -1/2 with three.
    opponent: f64,
}

impl FeatureSink {
    /// White counts positive, each opponent [`FeatureSink::opponent`].
    fn sign(&self, seat: usize) -> f64 {
        if seat == 0 { 1.0 } else { self.opponent }
    }
}

impl Sink for FeatureSink {
    const ITEMISED: bool = true;

    fn add(&mut self, seat: usize, _: Term, param: usize, stage: Stage, num: i32, den: i32) {
        self.coef[stage as usize][param] += self.sign(seat) * num as f64 / den as f64;
    }

    fn fixed(&mut self, seat: usize, _: Term, stage: Stage, value: Score) {
        self.constant[stage as usize] += self.sign(seat) * value as f64;
    }
}

impl Evaluator {
    /// The evaluation of `pos` for White as a linear function of the tunable weights
    /// (see the module documentation); `None` for a dead position or Chess-transit.
    pub fn features(&self, pos: &Position) -> Option<Features> {
        let v = self.variant;
        if !(2..=3).contains(&v.seats) || v.has_transit {
            return None;
        }
        let mut sink = FeatureSink {
            coef: [[0.0; PARAMS]; 3],
            constant: [0.0; 3],
            opponent: -1.0 / f64::from(v.seats - 1),
        };
        let phase = self.walk(pos, &mut sink)?;
        let (pm, pe) = (phase as f64 / 256.0, (256 - phase) as f64 / 256.0);
        let [mg, eg, flat] = sink.coef;
        let mut coef = [0f64; PARAMS];
        for (i, c) in coef.iter_mut().enumerate() {
            *c = mg[i] * pm + eg[i] * pe + flat[i];
        }
        // The tempo is the side to move's: White's, Black's, or with three seats no part
        // of White's score when an opponent moves.
        coef[at::TEMPO] = match (pos.turn() == Seat::WHITE, v.seats) {
            (true, _) => 1.0,
            (false, 2) => -1.0,
            (false, _) => 0.0,
        };
        let [cm, ce, cf] = sink.constant;
        Some(Features {
            coef,
            constant: cm * pm + ce * pe + cf,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::params::params;
    use crate::eval::tests::{short_game, with_placement};
    use manifold_rules::VariantId;

    /// Features times weights is the evaluation (to the evaluation's rounding), on positions
    /// from short games ([`short_game`]), with each game's own weights and with its
    /// placement weights filled.
    #[test]
    fn features_times_weights_is_the_evaluation() {
        let games = [
            VariantId::Classical,
            VariantId::Great,
            VariantId::Wirth,
            VariantId::Mattrix,
        ];
        let evaluators = games.into_iter().flat_map(|id| {
            [
                (id, Evaluator::hand_written(id.rules())),
                (id, Evaluator::with_weights(id.rules(), with_placement(id))),
            ]
        });
        for (id, e) in evaluators {
            let p: Vec<f64> = params(e.weights()).iter().map(|&x| x as f64).collect();
            let (mut checked, mut sum) = (0, 0.0);
            for (ply, pos) in short_game(id, 120).iter().enumerate() {
                if let Some(f) = e.features(pos) {
                    // The search's evaluation (for the side to move), seen from White; with
                    // three seats White's own score.
                    let exact = if id.rules().seats > 2 {
                        e.evaluate_for(pos, Seat::WHITE) as f64
                    } else if pos.turn() == Seat::WHITE {
                        e.evaluate(pos) as f64
                    } else {
                        -e.evaluate(pos) as f64
                    };
                    let linear = f.score(&p);
                    // The evaluation rounds each pawn's terms down: up to a centipawn or
                    // two a pawn.
                    sum += (exact - linear).abs();
                    assert!(
                        (exact - linear).abs() <= 12.0,
                        "{id:?} ply {ply}: evaluation {exact}, features give {linear}: {}",
                        pos.to_fen()
                    );
                    checked += 1;
                }
            }
            assert!(checked > 20, "{id:?}: only {checked} positions checked");
            assert!(sum / checked as f64 <= 3.0, "{id:?}: off by {sum} in all");
        }
    }
}
