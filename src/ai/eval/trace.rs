//! The evaluation as a linear function of its weights, for tuning ([`crate::ai::texel`]).
//!
//! [`Evaluator::features`] walks a position exactly as [`Evaluator::terms`] does, but
//! instead of multiplying each count by its weight it records the count: for every tunable
//! weight (see [`PARAMS`]) the coefficient it has in White's score, middlegame and endgame
//! parts already blended by the phase. White's evaluation is then `constant + Σ weight ×
//! coefficient` up to integer rounding (a test holds the two together). What is not linear
//! in a weight stays out of the tuning and lands in the constant: the mop-up term, a king
//! danger that hits its cap, and the king-attack units (squared inside the danger term).
//!
//! Only two-seat games without transit (classical, Great Chess, Wirth) have features.

use crate::rules::Position;
use crate::rules::piece::{ROLE_COUNT, Role, Seat};
use crate::rules::{CellSet, game::insufficient_material};

use super::tables::FULL_PROGRESS;
use super::{Evaluator, Weights};

/// The number of tunable weights: six role tables and eight single weights.
pub const PARAMS: usize = 6 * ROLE_COUNT + 8;

/// Index of the first of each role table and of each single weight in the parameter vector.
mod at {
    use super::ROLE_COUNT;
    pub const VALUE_MG: usize = 0;
    pub const VALUE_EG: usize = ROLE_COUNT;
    pub const MOBILITY_MG: usize = 2 * ROLE_COUNT;
    pub const MOBILITY_EG: usize = 3 * ROLE_COUNT;
    pub const CENTRE_MG: usize = 4 * ROLE_COUNT;
    pub const CENTRE_EG: usize = 5 * ROLE_COUNT;
    pub const KING_DANGER: usize = 6 * ROLE_COUNT;
    pub const PAWN_SHIELD: usize = KING_DANGER + 1;
    pub const ADVANCE_MG: usize = KING_DANGER + 2;
    pub const ADVANCE_EG: usize = KING_DANGER + 3;
    pub const PASSED_MG: usize = KING_DANGER + 4;
    pub const PASSED_EG: usize = KING_DANGER + 5;
    pub const BISHOP_PAIR: usize = KING_DANGER + 6;
    pub const TEMPO: usize = KING_DANGER + 7;
}

/// The tunable weights of `w` as one vector (the order of [`param_name`]).
pub fn params(w: &Weights) -> [i32; PARAMS] {
    let mut p = [0; PARAMS];
    let tables = [
        &w.value_mg,
        &w.value_eg,
        &w.mobility_mg,
        &w.mobility_eg,
        &w.centre_mg,
        &w.centre_eg,
    ];
    for (t, table) in tables.iter().enumerate() {
        p[t * ROLE_COUNT..(t + 1) * ROLE_COUNT].copy_from_slice(&table[..]);
    }
    p[at::KING_DANGER] = w.king_danger;
    p[at::PAWN_SHIELD] = w.pawn_shield;
    p[at::ADVANCE_MG] = w.advance_mg;
    p[at::ADVANCE_EG] = w.advance_eg;
    p[at::PASSED_MG] = w.passed_mg;
    p[at::PASSED_EG] = w.passed_eg;
    p[at::BISHOP_PAIR] = w.bishop_pair;
    p[at::TEMPO] = w.tempo;
    p
}

/// `base` with its tunable weights replaced by `p` (phase and king-attack units kept).
pub fn with_params(base: &Weights, p: &[i32; PARAMS]) -> Weights {
    let table = |t: usize| -> [i32; ROLE_COUNT] { std::array::from_fn(|r| p[t * ROLE_COUNT + r]) };
    Weights {
        value_mg: table(0),
        value_eg: table(1),
        mobility_mg: table(2),
        mobility_eg: table(3),
        centre_mg: table(4),
        centre_eg: table(5),
        king_danger: p[at::KING_DANGER],
        pawn_shield: p[at::PAWN_SHIELD],
        advance_mg: p[at::ADVANCE_MG],
        advance_eg: p[at::ADVANCE_EG],
        passed_mg: p[at::PASSED_MG],
        passed_eg: p[at::PASSED_EG],
        bishop_pair: p[at::BISHOP_PAIR],
        tempo: p[at::TEMPO],
        ..base.clone()
    }
}

/// The name of parameter `i` as the field of [`Weights`] it is (`value_mg[Knight]`).
pub fn param_name(i: usize) -> String {
    const TABLES: [&str; 6] = [
        "value_mg",
        "value_eg",
        "mobility_mg",
        "mobility_eg",
        "centre_mg",
        "centre_eg",
    ];
    const SINGLE: [&str; 8] = [
        "king_danger",
        "pawn_shield",
        "advance_mg",
        "advance_eg",
        "passed_mg",
        "passed_eg",
        "bishop_pair",
        "tempo",
    ];
    if i < at::KING_DANGER {
        format!(
            "{}[{:?}]",
            TABLES[i / ROLE_COUNT],
            Role::ALL[i % ROLE_COUNT]
        )
    } else {
        SINGLE[i - at::KING_DANGER].to_string()
    }
}

/// A position's evaluation for White as a linear function of the weights.
#[derive(Clone, Debug, PartialEq)]
pub struct Features {
    /// Per parameter: its coefficient in White's score (White's count minus Black's,
    /// tapered by the phase where the weight is a middlegame or endgame one).
    pub coef: [f64; PARAMS],
    /// What does not depend on the tuned weights (mop-up, capped king danger).
    pub constant: f64,
}

impl Features {
    /// White's score with parameters `p`.
    pub fn score(&self, p: &[f64]) -> f64 {
        self.constant + self.coef.iter().zip(p).map(|(c, w)| c * w).sum::<f64>()
    }
}

impl Evaluator {
    /// The evaluation of `pos` for White as a linear function of the tunable weights
    /// (see the module documentation); `None` for a dead position, a game of three seats
    /// or Chess-transit.
    pub fn features(&self, pos: &Position) -> Option<Features> {
        let w = self.weights;
        let t = self.tables;
        let v = self.variant;
        if v.seats != 2 || v.has_transit {
            return None;
        }
        // Raw counts per seat, before the taper.
        let mut mg = [[0f64; PARAMS]; 2];
        let mut eg = [[0f64; PARAMS]; 2];
        let mut flat = [[0f64; PARAMS]; 2];
        let mut phase = 0;
        let mut pawns = [CellSet::EMPTY; 2];
        let mut bishops = [0; 2];
        let mut pieces = 0;
        let mut attack_units = [0i32; 2];
        let mut attackers = [0i32; 2];
        let rings: [CellSet; 2] = std::array::from_fn(|s| {
            pos.king(Seat(s as u8))
                .map_or(CellSet::EMPTY, |k| t.ring[k.index()])
        });
        for (cell, piece) in pos.pieces() {
            let s = piece.seat.index();
            if s >= 2 {
                continue;
            }
            let r = piece.role as usize;
            mg[s][at::VALUE_MG + r] += 1.0;
            eg[s][at::VALUE_EG + r] += 1.0;
            phase += w.phase[r];
            let edge = t.centre[cell.index()] as f64;
            mg[s][at::CENTRE_MG + r] += edge;
            eg[s][at::CENTRE_EG + r] += edge;
            if piece.role.is_pawn() {
                pawns[s].insert(cell);
                continue;
            }
            if piece.role == Role::King {
                continue;
            }
            pieces += 1;
            if piece.role == Role::Bishop {
                bishops[s] += 1;
            }
            let (reach, hits) = super::reach(pos, cell, piece, &rings);
            mg[s][at::MOBILITY_MG + r] += reach as f64;
            eg[s][at::MOBILITY_EG + r] += reach as f64;
            if hits && !rings[1 - s].is_empty() {
                attack_units[1 - s] += w.king_attack[r];
                attackers[1 - s] += 1;
            }
        }
        if pieces <= 2 && pawns.iter().all(CellSet::is_empty) && insufficient_material(pos) {
            return None;
        }
        let phase = (phase * 256 / t.phase_total).clamp(0, 256);
        let mut constant = [0f64; 2];
        let all_pawns = super::union(pawns[0], pawns[1]);
        for s in 0..2 {
            let seat = Seat(s as u8);
            if let Some(k) = pos.king(seat) {
                let shield = t.shield[s][k.index()].intersection(pawns[s]).len() as f64;
                mg[s][at::PAWN_SHIELD] += shield.min(3.0);
                if attackers[s] >= 2 {
                    let u = attack_units[s];
                    if u * u * w.king_danger / 16 < 600 {
                        mg[s][at::KING_DANGER] -= (u * u) as f64 / 16.0;
                    } else {
                        // Capped: a constant middlegame penalty.
                        constant[s] -= 600.0 * phase as f64 / 256.0;
                    }
                }
            }
            let mut enemy_pawns = all_pawns;
            for c in pawns[s].iter() {
                enemy_pawns.remove(c);
            }
            for c in pawns[s].iter() {
                let Some(p) = pos.piece_at(c) else { continue };
                let Some(ri) = v
                    .pawn_rules
                    .iter()
                    .position(|r| r.seat == seat && r.role == p.role)
                else {
                    continue;
                };
                let progress = t.progress[ri][c.index()] as f64;
                let sq = progress * progress / 256.0;
                mg[s][at::ADVANCE_MG] += sq;
                eg[s][at::ADVANCE_EG] += sq;
                if t.stoppers[ri][c.index()]
                    .intersection(enemy_pawns)
                    .is_empty()
                {
                    let full = ((FULL_PROGRESS + 4) * (FULL_PROGRESS + 4)) as f64;
                    let f = (progress + 4.0) * (progress + 4.0) / full;
                    mg[s][at::PASSED_MG] += f;
                    eg[s][at::PASSED_EG] += f;
                }
            }
            if bishops[s] >= 2 {
                flat[s][at::BISHOP_PAIR] += 1.0;
            }
        }
        // Mop-up, with the evaluator's own material (a constant for the tuning).
        if phase < 128 {
            let terms = self.terms(pos);
            let other = |s: usize| {
                let bishop_pair = if bishops[s] >= 2 { w.bishop_pair } else { 0 };
                (terms.other[s] - bishop_pair) as f64
            };
            constant[0] += other(0);
            constant[1] += other(1);
        }
        let (pm, pe) = (phase as f64 / 256.0, (256 - phase) as f64 / 256.0);
        let mut coef = [0f64; PARAMS];
        for (i, c) in coef.iter_mut().enumerate() {
            *c = (mg[0][i] - mg[1][i]) * pm + (eg[0][i] - eg[1][i]) * pe + flat[0][i] - flat[1][i];
        }
        coef[at::TEMPO] = if pos.turn() == Seat::WHITE { 1.0 } else { -1.0 };
        Some(Features {
            coef,
            constant: constant[0] - constant[1],
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::eval::weights::{CLASSICAL, GREAT};
    use crate::rules::VariantId;
    use crate::rules::game::Game;

    #[test]
    fn params_round_trip_and_name_their_fields() {
        let p = params(&GREAT);
        let back = with_params(&CLASSICAL, &p);
        assert_eq!(params(&back), p);
        assert_eq!(back.phase, CLASSICAL.phase);
        assert_eq!(
            param_name(at::VALUE_EG + Role::Knight as usize),
            "value_eg[Knight]"
        );
        assert_eq!(param_name(at::TEMPO), "tempo");
        assert_eq!(p[at::VALUE_MG + Role::Giraffe as usize], 1200);
    }

    /// Features times weights is the evaluation (to the evaluation's rounding), on positions from short games (every move
    /// the first capture, else a move picked by the ply).
    #[test]
    fn features_times_weights_is_the_evaluation() {
        for id in [VariantId::Classical, VariantId::Great, VariantId::Wirth] {
            let e = Evaluator::new(id.rules());
            let p: Vec<f64> = params(e.weights()).iter().map(|&x| x as f64).collect();
            let mut game = Game::new(id);
            let (mut checked, mut sum) = (0, 0.0);
            for ply in 0..120 {
                if game.outcome().is_some() {
                    break;
                }
                let pos = game.position().clone();
                if let Some(f) = e.features(&pos) {
                    // The search's evaluation (for the side to move), seen from White.
                    let exact = match pos.turn() {
                        Seat::WHITE => e.evaluate(&pos) as f64,
                        _ => -e.evaluate(&pos) as f64,
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
                let moves = pos.legal_moves();
                let capture = moves.iter().find(|m| pos.piece_at(m.to).is_some());
                let m = *capture.unwrap_or(&moves[(ply * 7 + 3) % moves.len()]);
                game.play(m).unwrap();
            }
            assert!(checked > 20, "{id:?}: only {checked} positions checked");
            assert!(sum / checked as f64 <= 3.0, "{id:?}: off by {sum} in all");
        }
    }
}
