//! Texel tuning of the evaluation weights: fit the weights so that the evaluation of
//! positions from real games predicts the games' results.
//!
//! The method, in the order `manifold-cli texel` runs it:
//! 1. **Data** ([`data`]): self-play games of the engine from seeded random openings, a
//!    fixed node budget per move; from each game up to 20 quiet positions (not in check,
//!    quiescence score equal to the static evaluation, after the first 16 plies), each
//!    labelled with the game's result. `manifold-cli texel data` writes them as `FEN
//!    [result]` lines; the classical sets are `crates/manifold-cli/tests/data/texel/classical.txt` (games 1 to
//!    1000) and `classical-1001.txt` (games 1001 to 3500).
//!    `manifold-cli texel label` relabels such a file with a stronger engine's score of each
//!    position ([`label`]: White's chance by Stockfish's score at a fixed depth,
//!    `FEN [0.731]`); the classical weights are fitted to `classical-sf.txt`,
//!    `classical-1001-sf.txt` and `classical-5001-sf.txt`, self-play positions so
//!    labelled, and `classical-sf2200-games-sf.txt`, the quiet positions of games against
//!    Stockfish (`manifold-cli texel positions`) so labelled.
//! 2. **Features** ([`crate::eval::trace`]): each position's evaluation for White as
//!    a constant plus the tunable weights times their coefficients.
//! 3. **Fit** ([`fit`]): K of the sigmoid with the current weights, then the weights by
//!    gradient descent on the mean squared error (with a ridge pull towards the current
//!    weights), on nine positions in ten; the tenth (whole games' positions, in blocks)
//!    is held out and its error reported, so overfitting shows. `manifold-cli texel tune` prints the new weights as Rust
//!    source for [`crate::eval::weights`].
//!
//! Classical chess plays by a network instead ([`crate::network`]); `manifold-cli
//! texel network` fits it ([`network`]) to positions scored by Stockfish. The weights
//! still judge classical positions where a side is down to its bare king, and
//! Chess-transit's boards.

pub mod data;
pub mod fit;
pub mod label;
pub mod network;

use std::fmt::Write;

use crate::Evaluator;
use crate::eval::params::{
    PARAMS, PLACEMENT, SINGLES, TABLES, at, param_name, params, with_params,
};
use crate::eval::weights::{KING_ATTACK, PHASE, RANKS, Weights};
use manifold_rules::piece::{ROLE_COUNT, Role};
use manifold_rules::{Position, VariantId};

use data::Labelled;
use fit::{FitConfig, Sample};

/// The samples of labelled positions of `variant` (those with features: no dead
/// positions); the number of positions that could not be read or had none is returned too.
pub fn samples(
    variant: VariantId,
    evaluator: &Evaluator,
    lines: &[Labelled],
) -> (Vec<Sample>, usize) {
    let mut out = Vec::with_capacity(lines.len());
    let mut skipped = 0;
    for l in lines {
        match Position::from_fen(variant, &l.fen)
            .ok()
            .and_then(|p| evaluator.features(&p))
        {
            Some(features) => out.push(Sample {
                features,
                result: l.result,
            }),
            None => skipped += 1,
        }
    }
    (out, skipped)
}

/// What a tuning run found.
#[derive(Clone, Debug)]
pub struct Tuned {
    /// The fitted K (of the weights before; the tuned weights' own K when they were
    /// rescaled).
    pub k: f64,
    /// The weights before and after (rounded to whole centipawns).
    pub before: Weights,
    /// The tuned weights.
    pub after: Weights,
    /// Mean squared error on the training positions, before and after.
    pub train: (f64, f64),
    /// The same on the held-out positions (every tenth block of games).
    pub held_out: (f64, f64),
    /// Training and held-out positions.
    pub counts: (usize, usize),
}

/// The held-out positions come in blocks of this many lines (about ten games' positions,
/// which a data file keeps together), so that they come from other games than the
/// training positions.
pub(crate) const HELD_OUT_BLOCK: usize = 200;

/// Tunes `base` on `samples`: every tenth block of [`HELD_OUT_BLOCK`] held out (the blocks
/// `fold`, `fold + 10`, ...; `fold` 10 or more holds out nothing), K fitted on the rest,
/// then the weights. With `rescale` the fitted weights are then multiplied by one factor
/// that brings the middlegame pawn (Mattrix: the heavy pawn) back to its value in `base`:
/// the fit is free to move the scale of the whole evaluation (with K), but the search's
/// margins, the levels' noise and the puzzles' thresholds count in that pawn.
pub fn tune(
    base: &Weights,
    samples: &[Sample],
    fold: usize,
    config: &FitConfig,
    rescale: bool,
    on_pass: &mut dyn FnMut(usize, f64),
) -> Tuned {
    let (train, held): (Vec<_>, Vec<_>) = samples
        .iter()
        .enumerate()
        .partition(|(i, _)| (i / HELD_OUT_BLOCK) % 10 != fold);
    let train: Vec<Sample> = train.into_iter().map(|(_, s)| s.clone()).collect();
    let held: Vec<Sample> = held.into_iter().map(|(_, s)| s.clone()).collect();
    let start: Vec<f64> = params(base).iter().map(|&x| x as f64).collect();
    let k = fit::fit_k(&train, &start);
    let mut config = config.clone();
    // Both sides always have a king: its material is no weight.
    config.frozen.push(Role::King as usize);
    config.frozen.push(ROLE_COUNT + Role::King as usize);
    let mut p = fit::fit(&train, &start, k, &config, on_pass);
    // The pawn the scale is kept in: the game's pawn, or Mattrix's heavy pawn.
    let pawn = [Role::Pawn, Role::HeavyPawn]
        .map(|r| at::VALUE_MG + r as usize)
        .into_iter()
        .find(|&i| start[i] > 0.0)
        .unwrap_or(at::VALUE_MG + Role::Pawn as usize);
    // The tuned weights' K: the same predictions once the scale is back.
    let mut k_after = k;
    if rescale && p[pawn] > 1.0 {
        let factor = start[pawn] / p[pawn];
        p.iter_mut().for_each(|x| *x *= factor);
        k_after = k / factor;
    }
    let mut rounded = [0i32; PARAMS];
    for (r, x) in rounded.iter_mut().zip(&p) {
        *r = x.round() as i32;
    }
    let after = with_params(base, &rounded);
    let fitted: Vec<f64> = rounded.iter().map(|&x| x as f64).collect();
    Tuned {
        k,
        before: base.clone(),
        after,
        train: (
            fit::mean_error(&train, &start, k),
            fit::mean_error(&train, &fitted, k_after),
        ),
        held_out: (
            fit::mean_error(&held, &start, k),
            fit::mean_error(&held, &fitted, k_after),
        ),
        counts: (train.len(), held.len()),
    }
}

/// The changes between two weight sets, one `name: old -> new` line each.
pub fn changes(before: &Weights, after: &Weights) -> Vec<String> {
    let (a, b) = (params(before), params(after));
    (0..PARAMS)
        .filter(|&i| a[i] != b[i])
        .map(|i| format!("{}: {} -> {}", param_name(i), a[i], b[i]))
        .collect()
}

/// The role names of `weights.rs`'s tables, by role index.
const ROLE_CONSTS: [&str; ROLE_COUNT] = ["K", "Q", "R", "B", "N", "P", "G", "V", "W", "HP", "LP"];

/// A table by role as `weights.rs` writes it: `builder(&[(Q, entry), (R, entry)])`, the
/// roles that are not `zero` in the order of weights.rs (the pieces from the queen down,
/// then the king, then the rest); `empty` when every role is `zero`.
fn by_role_source<T: PartialEq + std::fmt::Debug>(
    t: &[T; ROLE_COUNT],
    zero: &T,
    builder: &str,
    empty: &str,
) -> String {
    let order = [1, 2, 3, 4, 5, 0, 6, 7, 8, 9, 10];
    let pairs: Vec<String> = order
        .iter()
        .filter(|&&r| t[r] != *zero)
        .map(|&r| format!("({}, {:?})", ROLE_CONSTS[r], t[r]))
        .collect();
    if pairs.is_empty() {
        empty.to_string()
    } else {
        format!("{builder}(&[{}])", pairs.join(", "))
    }
}

/// A role table as `weights.rs` writes it: `table(&[(Q, 900), (R, 500)])`.
fn table_source(t: &[i32; ROLE_COUNT]) -> String {
    by_role_source(t, &0, "table", "[0; ROLE_COUNT]")
}

/// A placement table (flattened, rows of `width`) as `weights.rs` writes it:
/// `rows(&[(Q, [5, -3, ...]), (P, [...])])`.
fn rows_source(flat: &[i32], width: usize) -> String {
    let rows: [&[i32]; ROLE_COUNT] = std::array::from_fn(|r| &flat[r * width..(r + 1) * width]);
    let name = if width == RANKS { "RANKS" } else { "FILES" };
    let zero = vec![0; width];
    by_role_source(
        &rows,
        &zero.as_slice(),
        "rows",
        &format!("[[0; {name}]; ROLE_COUNT]"),
    )
}

/// `w` as the Rust source of a `pub const NAME: Weights` in `weights.rs`.
pub fn weights_source(name: &str, w: &Weights) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "pub const {name}: Weights = Weights {{");
    let mut w = w.clone();
    let tables = |s: &mut String, range: std::ops::Range<usize>, w: &mut Weights| {
        for (field, value) in &TABLES[range] {
            let _ = writeln!(s, "    {field}: {},", table_source(value(w)));
        }
    };
    // The order of weights.rs: values, phase, mobility and centre, king attack, singles.
    tables(&mut s, 0..2, &mut w);
    let phase = if w.phase == PHASE {
        "PHASE".to_string()
    } else {
        table_source(&w.phase)
    };
    let _ = writeln!(s, "    phase: {phase},");
    tables(&mut s, 2..TABLES.len(), &mut w);
    for (field, width, value) in PLACEMENT {
        let _ = writeln!(s, "    {field}: {},", rows_source(value(&mut w), width));
    }
    let attack = if w.king_attack == KING_ATTACK {
        "KING_ATTACK".to_string()
    } else {
        table_source(&w.king_attack)
    };
    let _ = writeln!(s, "    king_attack: {attack},");
    for (field, value) in SINGLES {
        let _ = writeln!(s, "    {field}: {},", value(&mut w));
    }
    s.push_str("};\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::weights::CLASSICAL;

    /// A row of a table as the source writes it: `[1, -2, 0]`.
    fn row(values: &[crate::score::Score]) -> String {
        let items: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        format!("[{}]", items.join(", "))
    }

    #[test]
    fn the_source_of_the_classical_weights_is_what_weights_rs_says() {
        let w = &CLASSICAL;
        let s = weights_source("CLASSICAL", w);
        assert!(s.starts_with("pub const CLASSICAL: Weights = Weights {\n"));
        let [q, r, b, n, p] = [
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ]
        .map(|role| w.value_mg[role as usize]);
        assert!(s.contains(&format!(
            "    value_mg: table(&[(Q, {q}), (R, {r}), (B, {b}), (N, {n}), (P, {p})]),\n"
        )));
        assert!(s.contains("    phase: PHASE,\n    mobility_mg"));
        assert!(s.contains(&format!(
            "    king_attack: KING_ATTACK,\n    king_danger: {},\n",
            w.king_danger
        )));
        assert!(s.contains(&format!(
            "    tempo: {},\n    pawn_threat_mg: {},\n",
            w.tempo, w.pawn_threat_mg
        )));
        assert!(s.ends_with(&format!(
            "    king_pawn_distance_eg: {},\n}};\n",
            w.king_pawn_distance_eg
        )));
        let queen = Role::Queen as usize;
        assert!(s.contains(&format!(
            "    rank_mg: rows(&[(Q, {}), (R, ",
            row(&w.rank_mg[queen])
        )));
        assert!(s.contains(&format!(
            "(K, {})]),\n    file_eg: rows(&[(Q, {}), ",
            row(&w.file_mg[Role::King as usize]),
            row(&w.file_eg[queen])
        )));
        let great = weights_source("GREAT", &crate::eval::weights::GREAT);
        assert!(great.contains("    rank_eg: [[0; RANKS]; ROLE_COUNT],\n"));
        assert!(great.contains("    file_mg: [[0; FILES]; ROLE_COUNT],\n"));
        assert!(changes(&CLASSICAL, &CLASSICAL).is_empty());
    }
}
