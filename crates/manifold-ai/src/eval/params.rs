//! The tunable weights of [`Weights`] as one vector of parameters: the evaluation's walk
//! ([`super::Evaluator::terms`]) names each weight it multiplies by its index here, and the
//! tuner ([`crate::texel`]) moves the vector.
//!
//! The layout: eight role tables (each [`ROLE_COUNT`] long, indexed by `role as usize`), then
//! the single weights, in the order of [`TABLES`] and [`SINGLES`], then the placement
//! tables by rank and by file ([`PLACEMENT`]: each a row per role, role by role). The phase weights and the
//! king-attack units are not parameters (the phase is not linear in anything, and the
//! attack units are squared inside the king danger).

use crate::score::Score;
use manifold_rules::piece::{ROLE_COUNT, Role};

use super::Weights;
use super::weights::{FILES, RANKS};

/// A field of [`Weights`], reached by its name.
type Field<T> = (&'static str, fn(&mut Weights) -> &mut T);

/// The tunable role tables, in parameter order.
pub const TABLES: [Field<[Score; ROLE_COUNT]>; 8] = [
    ("value_mg", |w| &mut w.value_mg),
    ("value_eg", |w| &mut w.value_eg),
    ("mobility_mg", |w| &mut w.mobility_mg),
    ("mobility_eg", |w| &mut w.mobility_eg),
    ("centre_mg", |w| &mut w.centre_mg),
    ("centre_eg", |w| &mut w.centre_eg),
    ("low_mobility_mg", |w| &mut w.low_mobility_mg),
    ("low_mobility_eg", |w| &mut w.low_mobility_eg),
];

/// The tunable single weights, in parameter order (after the tables; see [`at`]).
pub const SINGLES: [Field<Score>; 41] = [
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
    ("isolated_mg", |w| &mut w.isolated_mg),
    ("isolated_eg", |w| &mut w.isolated_eg),
    ("supported_mg", |w| &mut w.supported_mg),
    ("supported_eg", |w| &mut w.supported_eg),
    ("phalanx_mg", |w| &mut w.phalanx_mg),
    ("phalanx_eg", |w| &mut w.phalanx_eg),
    ("outpost_mg", |w| &mut w.outpost_mg),
    ("outpost_eg", |w| &mut w.outpost_eg),
    ("threat_mg", |w| &mut w.threat_mg),
    ("threat_eg", |w| &mut w.threat_eg),
    ("unsafe_mobility_mg", |w| &mut w.unsafe_mobility_mg),
    ("unsafe_mobility_eg", |w| &mut w.unsafe_mobility_eg),
    ("king_semi_open", |w| &mut w.king_semi_open),
    ("king_open", |w| &mut w.king_open),
    ("king_pressure_mg", |w| &mut w.king_pressure_mg),
    ("king_pressure_eg", |w| &mut w.king_pressure_eg),
    ("king_zone_attacks", |w| &mut w.king_zone_attacks),
    ("shelter_2", |w| &mut w.shelter_2),
    ("shelter_3", |w| &mut w.shelter_3),
    ("shelter_none", |w| &mut w.shelter_none),
    ("storm_1", |w| &mut w.storm_1),
    ("storm_2", |w| &mut w.storm_2),
    ("storm_3", |w| &mut w.storm_3),
    ("storm_4", |w| &mut w.storm_4),
    ("storm_blocked", |w| &mut w.storm_blocked),
    ("king_pawn_distance_eg", |w| &mut w.king_pawn_distance_eg),
];

/// A placement table of [`Weights`], reached by its name, as its rows' width and its
/// entries flattened (role by role).
type Placement = (&'static str, usize, fn(&mut Weights) -> &mut [Score]);

/// The tunable placement tables, in parameter order (after the singles).
pub(crate) const PLACEMENT: [Placement; 4] = [
    ("rank_mg", RANKS, |w| w.rank_mg.as_flattened_mut()),
    ("rank_eg", RANKS, |w| w.rank_eg.as_flattened_mut()),
    ("file_mg", FILES, |w| w.file_mg.as_flattened_mut()),
    ("file_eg", FILES, |w| w.file_eg.as_flattened_mut()),
];

/// The number of tunable weights.
pub const PARAMS: usize = at::FILE_EG + ROLE_COUNT * FILES;

/// Index of the first entry of each role table, and of each single weight, in the vector
/// (a test holds these to the names of [`TABLES`] and [`SINGLES`]).
pub(crate) mod at {
    use super::{FILES, RANKS, ROLE_COUNT};
    /// Where the table `Weights::value_mg` starts.
    pub(crate) const VALUE_MG: usize = 0;
    /// Where the table `Weights::value_eg` starts.
    pub(crate) const VALUE_EG: usize = ROLE_COUNT;
    /// Where the table `Weights::mobility_mg` starts.
    pub(crate) const MOBILITY_MG: usize = 2 * ROLE_COUNT;
    /// Where the table `Weights::mobility_eg` starts.
    pub(crate) const MOBILITY_EG: usize = 3 * ROLE_COUNT;
    /// Where the table `Weights::centre_mg` starts.
    pub(crate) const CENTRE_MG: usize = 4 * ROLE_COUNT;
    /// Where the table `Weights::centre_eg` starts.
    pub(crate) const CENTRE_EG: usize = 5 * ROLE_COUNT;
    /// Where the table `Weights::low_mobility_mg` starts.
    pub(crate) const LOW_MOBILITY_MG: usize = 6 * ROLE_COUNT;
    /// Where the table `Weights::low_mobility_eg` starts.
    pub(crate) const LOW_MOBILITY_EG: usize = 7 * ROLE_COUNT;
    /// Where `Weights::king_danger` is.
    pub(crate) const KING_DANGER: usize = 8 * ROLE_COUNT;
    /// Where `Weights::pawn_shield` is.
    pub(crate) const PAWN_SHIELD: usize = KING_DANGER + 1;
    /// Where `Weights::advance_mg` is.
    pub(crate) const ADVANCE_MG: usize = KING_DANGER + 2;
    /// Where `Weights::advance_eg` is.
    pub(crate) const ADVANCE_EG: usize = KING_DANGER + 3;
    /// Where `Weights::passed_mg` is.
    pub(crate) const PASSED_MG: usize = KING_DANGER + 4;
    /// Where `Weights::passed_eg` is.
    pub(crate) const PASSED_EG: usize = KING_DANGER + 5;
    /// Where `Weights::bishop_pair` is.
    pub(crate) const BISHOP_PAIR: usize = KING_DANGER + 6;
    /// Where `Weights::tempo` is.
    pub(crate) const TEMPO: usize = KING_DANGER + 7;
    /// Where `Weights::pawn_threat_mg` is.
    pub(crate) const PAWN_THREAT_MG: usize = KING_DANGER + 8;
    /// Where `Weights::pawn_threat_eg` is.
    pub(crate) const PAWN_THREAT_EG: usize = KING_DANGER + 9;
    /// Where `Weights::doubled_mg` is.
    pub(crate) const DOUBLED_MG: usize = KING_DANGER + 10;
    /// Where `Weights::doubled_eg` is.
    pub(crate) const DOUBLED_EG: usize = KING_DANGER + 11;
    /// Where `Weights::rook_semi_open` is.
    pub(crate) const ROOK_SEMI_OPEN: usize = KING_DANGER + 12;
    /// Where `Weights::rook_open` is.
    pub(crate) const ROOK_OPEN: usize = KING_DANGER + 13;
    /// Where `Weights::passed_king` is.
    pub(crate) const PASSED_KING: usize = KING_DANGER + 14;
    /// Where `Weights::isolated_mg` is.
    pub(crate) const ISOLATED_MG: usize = KING_DANGER + 15;
    /// Where `Weights::isolated_eg` is.
    pub(crate) const ISOLATED_EG: usize = KING_DANGER + 16;
    /// Where `Weights::supported_mg` is.
    pub(crate) const SUPPORTED_MG: usize = KING_DANGER + 17;
    /// Where `Weights::supported_eg` is.
    pub(crate) const SUPPORTED_EG: usize = KING_DANGER + 18;
    /// Where `Weights::phalanx_mg` is.
    pub(crate) const PHALANX_MG: usize = KING_DANGER + 19;
    /// Where `Weights::phalanx_eg` is.
    pub(crate) const PHALANX_EG: usize = KING_DANGER + 20;
    /// Where `Weights::outpost_mg` is.
    pub(crate) const OUTPOST_MG: usize = KING_DANGER + 21;
    /// Where `Weights::outpost_eg` is.
    pub(crate) const OUTPOST_EG: usize = KING_DANGER + 22;
    /// Where `Weights::threat_mg` is.
    pub(crate) const THREAT_MG: usize = KING_DANGER + 23;
    /// Where `Weights::threat_eg` is.
    pub(crate) const THREAT_EG: usize = KING_DANGER + 24;
    /// Where `Weights::unsafe_mobility_mg` is.
    pub(crate) const UNSAFE_MOBILITY_MG: usize = KING_DANGER + 25;
    /// Where `Weights::unsafe_mobility_eg` is.
    pub(crate) const UNSAFE_MOBILITY_EG: usize = KING_DANGER + 26;
    /// Where `Weights::king_semi_open` is.
    pub(crate) const KING_SEMI_OPEN: usize = KING_DANGER + 27;
    /// Where `Weights::king_open` is.
    pub(crate) const KING_OPEN: usize = KING_DANGER + 28;
    /// Where `Weights::king_pressure_mg` is.
    pub(crate) const KING_PRESSURE_MG: usize = KING_DANGER + 29;
    /// Where `Weights::king_pressure_eg` is.
    pub(crate) const KING_PRESSURE_EG: usize = KING_DANGER + 30;
    /// Where `Weights::king_zone_attacks` is.
    pub(crate) const KING_ZONE_ATTACKS: usize = KING_DANGER + 31;
    /// Where `Weights::shelter_2` is.
    pub(crate) const SHELTER_2: usize = KING_DANGER + 32;
    /// Where `Weights::shelter_3` is.
    pub(crate) const SHELTER_3: usize = KING_DANGER + 33;
    /// Where `Weights::shelter_none` is.
    pub(crate) const SHELTER_NONE: usize = KING_DANGER + 34;
    /// Where `Weights::storm_1` is.
    pub(crate) const STORM_1: usize = KING_DANGER + 35;
    /// Where `Weights::storm_2` is.
    pub(crate) const STORM_2: usize = KING_DANGER + 36;
    /// Where `Weights::storm_3` is.
    pub(crate) const STORM_3: usize = KING_DANGER + 37;
    /// Where `Weights::storm_4` is.
    pub(crate) const STORM_4: usize = KING_DANGER + 38;
    /// Where `Weights::storm_blocked` is.
    pub(crate) const STORM_BLOCKED: usize = KING_DANGER + 39;
    /// Where `Weights::king_pawn_distance_eg` is.
    pub(crate) const KING_PAWN_DISTANCE_EG: usize = KING_DANGER + 40;
    /// Where the table `Weights::rank_mg` starts (role `r`'s rank `k` is at
    /// `RANK_MG + r * RANKS + k`).
    pub(crate) const RANK_MG: usize = KING_PAWN_DISTANCE_EG + 1;
    /// Where the table `Weights::rank_eg` starts.
    pub(crate) const RANK_EG: usize = RANK_MG + ROLE_COUNT * RANKS;
    /// Where the table `Weights::file_mg` starts (role `r`'s file `k` is at
    /// `FILE_MG + r * FILES + k`).
    pub(crate) const FILE_MG: usize = RANK_EG + ROLE_COUNT * RANKS;
    /// Where the table `Weights::file_eg` starts.
    pub(crate) const FILE_EG: usize = FILE_MG + ROLE_COUNT * FILES;
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
    let mut start = at::RANK_MG;
    for (_, _, field) in PLACEMENT {
        let table = field(&mut w);
        p[start..start + table.len()].copy_from_slice(table);
        start += table.len();
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
    let mut start = at::RANK_MG;
    for (_, _, field) in PLACEMENT {
        let table = field(&mut w);
        let len = table.len();
        table.copy_from_slice(&p[start..start + len]);
        start += len;
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
    } else if i < at::RANK_MG {
        SINGLES[i - at::KING_DANGER].0.to_string()
    } else {
        // A placement table's entry: `rank_mg[Knight][3]`.
        let mut j = i - at::RANK_MG;
        for (name, width, _) in PLACEMENT {
            if j < ROLE_COUNT * width {
                return format!("{name}[{:?}][{}]", Role::ALL[j / width], j % width);
            }
            j -= ROLE_COUNT * width;
        }
        panic!("no parameter {i}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::weights::{CLASSICAL, GREAT};

    #[test]
    fn params_round_trip_and_name_their_fields() {
        let p = params(&GREAT);
        let back = with_params(&CLASSICAL, &p);
        assert_eq!(params(&back), p);
        assert_eq!(back.phase, CLASSICAL.phase);
        assert_eq!(p[at::VALUE_MG + Role::Giraffe as usize], 1200);
        assert_eq!(p[at::ROOK_OPEN], GREAT.rook_open);
        let mut placed = GREAT.clone();
        placed.rank_eg[Role::Pawn as usize][6] = 70;
        placed.file_mg[Role::King as usize][1] = -9;
        let p = params(&placed);
        assert_eq!(p[at::RANK_EG + Role::Pawn as usize * RANKS + 6], 70);
        assert_eq!(p[at::FILE_MG + 1], -9);
        assert_eq!(params(&with_params(&CLASSICAL, &p)), p);
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
            (at::LOW_MOBILITY_MG, "low_mobility_mg[King]"),
            (at::LOW_MOBILITY_EG + 4, "low_mobility_eg[Knight]"),
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
            (at::ISOLATED_MG, "isolated_mg"),
            (at::ISOLATED_EG, "isolated_eg"),
            (at::SUPPORTED_MG, "supported_mg"),
            (at::SUPPORTED_EG, "supported_eg"),
            (at::PHALANX_MG, "phalanx_mg"),
            (at::PHALANX_EG, "phalanx_eg"),
            (at::OUTPOST_MG, "outpost_mg"),
            (at::OUTPOST_EG, "outpost_eg"),
            (at::THREAT_MG, "threat_mg"),
            (at::THREAT_EG, "threat_eg"),
            (at::UNSAFE_MOBILITY_MG, "unsafe_mobility_mg"),
            (at::UNSAFE_MOBILITY_EG, "unsafe_mobility_eg"),
            (at::KING_SEMI_OPEN, "king_semi_open"),
            (at::KING_OPEN, "king_open"),
            (at::KING_PRESSURE_MG, "king_pressure_mg"),
            (at::KING_PRESSURE_EG, "king_pressure_eg"),
            (at::KING_ZONE_ATTACKS, "king_zone_attacks"),
            (at::SHELTER_2, "shelter_2"),
            (at::SHELTER_3, "shelter_3"),
            (at::SHELTER_NONE, "shelter_none"),
            (at::STORM_1, "storm_1"),
            (at::STORM_2, "storm_2"),
            (at::STORM_3, "storm_3"),
            (at::STORM_4, "storm_4"),
            (at::STORM_BLOCKED, "storm_blocked"),
            (at::KING_PAWN_DISTANCE_EG, "king_pawn_distance_eg"),
            (at::RANK_MG, "rank_mg[King][0]"),
            (at::RANK_MG + RANKS + 2, "rank_mg[Queen][2]"),
            (at::RANK_EG, "rank_eg[King][0]"),
            (
                at::FILE_MG + Role::Knight as usize * FILES + 3,
                "file_mg[Knight][3]",
            ),
            (at::FILE_EG, "file_eg[King][0]"),
            (PARAMS - 1, "file_eg[LightPawn][4]"),
        ];
        for (i, name) in named {
            assert_eq!(param_name(i), name);
        }
    }
}
