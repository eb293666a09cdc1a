//! The tunable weights of [`Weights`] as one vector of parameters: the evaluation's walk
//! ([`super::Evaluator::terms`]) names each weight it multiplies by its index here, and the
//! tuner ([`crate::ai::texel`]) moves the vector.
//!
//! The layout: six role tables (each [`ROLE_COUNT`] long, indexed by `role as usize`), then
//! the single weights, in the order of [`TABLES`] and [`SINGLES`]. The phase weights and the
//! king-attack units are not parameters (the phase is not linear in anything, and the
//! attack units are squared inside the king danger).

use crate::ai::score::Score;
use crate::rules::piece::{ROLE_COUNT, Role};

use super::Weights;

/// A field of [`Weights`], reached by its name.
type Field<T> = (&'static str, fn(&mut Weights) -> &mut T);

/// The tunable role tables, in parameter order.
pub const TABLES: [Field<[Score; ROLE_COUNT]>; 6] = [
    ("value_mg", |w| &mut w.value_mg),
    ("value_eg", |w| &mut w.value_eg),
    ("mobility_mg", |w| &mut w.mobility_mg),
    ("mobility_eg", |w| &mut w.mobility_eg),
    ("centre_mg", |w| &mut w.centre_mg),
    ("centre_eg", |w| &mut w.centre_eg),
];

/// The tunable single weights, in parameter order (after the tables; see [`at`]).
pub const SINGLES: [Field<Score>; 15] = [
    ("king_danger", |w| &mut w.king_danger),
    ("pawn_shield", |w| &mut w.pawn_shield),
    ("advance_mg", |w| &mut w.advance_mg),
    ("advance_eg", |w| &mut w.advance_eg),
    ("passed_mg", |w| &mut w.passed_mg),
    ("passed_eg", |w| &mut w.passed_eg),
    ("bishop_pair", |w| &mut w.bishop_pair),
    ("tempo", |w| &mut w.tempo),
    ("pawn_threat_mg", |w| &mut w.pawn_threat_mg),
    ("pawn_threat_eg", |w| &mut w.pawn_threat_eg),
    ("doubled_mg", |w| &mut w.doubled_mg),
    ("doubled_eg", |w| &mut w.doubled_eg),
    ("rook_semi_open", |w| &mut w.rook_semi_open),
    ("rook_open", |w| &mut w.rook_open),
    ("passed_king", |w| &mut w.passed_king),
];

/// The number of tunable weights.
pub const PARAMS: usize = TABLES.len() * ROLE_COUNT + SINGLES.len();

/// Index of the first entry of each role table, and of each single weight, in the vector
/// (a test holds these to the names of [`TABLES`] and [`SINGLES`]).
pub mod at {
    use super::ROLE_COUNT;
    /// Where the table `Weights::value_mg` starts.
    pub const VALUE_MG: usize = 0;
    /// Where the table `Weights::value_eg` starts.
    pub const VALUE_EG: usize = ROLE_COUNT;
    /// Where the table `Weights::mobility_mg` starts.
    pub const MOBILITY_MG: usize = 2 * ROLE_COUNT;
    /// Where the table `Weights::mobility_eg` starts.
    pub const MOBILITY_EG: usize = 3 * ROLE_COUNT;
    /// Where the table `Weights::centre_mg` starts.
    pub const CENTRE_MG: usize = 4 * ROLE_COUNT;
    /// Where the table `Weights::centre_eg` starts.
    pub const CENTRE_EG: usize = 5 * ROLE_COUNT;
    /// Where `Weights::king_danger` is.
    pub const KING_DANGER: usize = 6 * ROLE_COUNT;
    /// Where `Weights::pawn_shield` is.
    pub const PAWN_SHIELD: usize = KING_DANGER + 1;
    /// Where `Weights::advance_mg` is.
    pub const ADVANCE_MG: usize = KING_DANGER + 2;
    /// Where `Weights::advance_eg` is.
    pub const ADVANCE_EG: usize = KING_DANGER + 3;
    /// Where `Weights::passed_mg` is.
    pub const PASSED_MG: usize = KING_DANGER + 4;
    /// Where `Weights::passed_eg` is.
    pub const PASSED_EG: usize = KING_DANGER + 5;
    /// Where `Weights::bishop_pair` is.
    pub const BISHOP_PAIR: usize = KING_DANGER + 6;
    /// Where `Weights::tempo` is.
    pub const TEMPO: usize = KING_DANGER + 7;
    /// Where `Weights::pawn_threat_mg` is.
    pub const PAWN_THREAT_MG: usize = KING_DANGER + 8;
    /// Where `Weights::pawn_threat_eg` is.
    pub const PAWN_THREAT_EG: usize = KING_DANGER + 9;
    /// Where `Weights::doubled_mg` is.
    pub const DOUBLED_MG: usize = KING_DANGER + 10;
    /// Where `Weights::doubled_eg` is.
    pub const DOUBLED_EG: usize = KING_DANGER + 11;
    /// Where `Weights::rook_semi_open` is.
    pub const ROOK_SEMI_OPEN: usize = KING_DANGER + 12;
    /// Where `Weights::rook_open` is.
    pub const ROOK_OPEN: usize = KING_DANGER + 13;
    /// Where `Weights::passed_king` is.
    pub const PASSED_KING: usize = KING_DANGER + 14;
}

/// The tunable weights of `w` as one vector (the order of [`param_name`]).
pub fn params(w: &Weights) -> [Score; PARAMS] {
    let mut w = w.clone();
    let mut p = [0; PARAMS];
    for (t, (_, field)) in TABLES.iter().enumerate() {
        p[t * ROLE_COUNT..(t + 1) * ROLE_COUNT].copy_from_slice(field(&mut w));
    }
    for (i, (_, field)) in SINGLES.iter().enumerate() {
        p[at::KING_DANGER + i] = *field(&mut w);
    }
    p
}

/// `base` with its tunable weights replaced by `p` (phase and king-attack units kept).
pub fn with_params(base: &Weights, p: &[Score; PARAMS]) -> Weights {
    let mut w = base.clone();
    for (t, (_, field)) in TABLES.iter().enumerate() {
        field(&mut w).copy_from_slice(&p[t * ROLE_COUNT..(t + 1) * ROLE_COUNT]);
    }
    for (i, (_, field)) in SINGLES.iter().enumerate() {
        *field(&mut w) = p[at::KING_DANGER + i];
    }
    w
}

/// The name of parameter `i` as the field of [`Weights`] it is (`value_mg[Knight]`).
pub fn param_name(i: usize) -> String {
    if i < at::KING_DANGER {
        format!(
            "{}[{:?}]",
            TABLES[i / ROLE_COUNT].0,
            Role::ALL[i % ROLE_COUNT]
        )
    } else {
        SINGLES[i - at::KING_DANGER].0.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::eval::weights::{CLASSICAL, GREAT};

    #[test]
    fn params_round_trip_and_name_their_fields() {
        let p = params(&GREAT);
        let back = with_params(&CLASSICAL, &p);
        assert_eq!(params(&back), p);
        assert_eq!(back.phase, CLASSICAL.phase);
        assert_eq!(p[at::VALUE_MG + Role::Giraffe as usize], 1200);
        assert_eq!(p[at::ROOK_OPEN], GREAT.rook_open);
        assert_eq!(
            param_name(at::VALUE_EG + Role::Knight as usize),
            "value_eg[Knight]"
        );
    }

    /// Each named index is the parameter of the field with that name.
    #[test]
    fn the_named_indices_are_their_fields() {
        let named = [
            (at::VALUE_MG, "value_mg[King]"),
            (at::MOBILITY_MG, "mobility_mg[King]"),
            (at::MOBILITY_EG, "mobility_eg[King]"),
            (at::CENTRE_MG, "centre_mg[King]"),
            (at::CENTRE_EG, "centre_eg[King]"),
            (at::KING_DANGER, "king_danger"),
            (at::PAWN_SHIELD, "pawn_shield"),
            (at::ADVANCE_MG, "advance_mg"),
            (at::ADVANCE_EG, "advance_eg"),
            (at::PASSED_MG, "passed_mg"),
            (at::PASSED_EG, "passed_eg"),
            (at::BISHOP_PAIR, "bishop_pair"),
            (at::TEMPO, "tempo"),
            (at::PAWN_THREAT_MG, "pawn_threat_mg"),
            (at::PAWN_THREAT_EG, "pawn_threat_eg"),
            (at::DOUBLED_MG, "doubled_mg"),
            (at::DOUBLED_EG, "doubled_eg"),
            (at::ROOK_SEMI_OPEN, "rook_semi_open"),
            (at::ROOK_OPEN, "rook_open"),
            (at::PASSED_KING, "passed_king"),
        ];
        for (i, name) in named {
            assert_eq!(param_name(i), name);
        }
        assert_eq!(at::PASSED_KING + 1, PARAMS);
    }
}
