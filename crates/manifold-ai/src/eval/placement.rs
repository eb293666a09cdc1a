//! The evaluation's placement terms summed ahead of time: for each seat, role and cell, the
//! middlegame and endgame value of a piece standing there by centralisation and by the rank
//! and file tables (everything the walk counts under [`Term::Centre`](super::Term)). The
//! evaluation adds one pair per piece instead of weighing six counts; the tuner's trace
//! still records each count ([`super::Sink::ITEMISED`]).
//!
//! The sums depend on the weights, so they are built once per game and set of weights and
//! kept for the life of the program, like [`Tables`].

use std::sync::Mutex;

use arrayvec::ArrayVec;

use crate::score::Score;
use manifold_rules::geometry::MAX_CELLS;
use manifold_rules::piece::ROLE_COUNT;
use manifold_rules::{Variant, VariantId};

use super::Stage;
use super::Weights;
use super::params::{self, at};
use super::tables::{NO_PLACE, Tables};
use super::weights::{FILES, RANKS};

/// What a piece of `role` (by index) and `seat` on the cell of index `cell` counts towards
/// the placement weights: each weight's parameter index ([`at`]) with its stage and count
/// (centralisation by the steps from the edge; a rank and a file where the board has them
/// for that seat). The one definition of the placement terms: the walk itemises these
/// counts, [`PlacementSums`] adds them up.
pub(super) fn counts(
    t: &Tables,
    seat: usize,
    role: usize,
    cell: usize,
) -> ArrayVec<(usize, Stage, i32), 6> {
    let mut out = ArrayVec::new();
    let edge = t.centre[cell] as i32;
    out.push((at::CENTRE_MG + role, Stage::Mg, edge));
    out.push((at::CENTRE_EG + role, Stage::Eg, edge));
    let rank = t.rank[seat][cell];
    if rank != NO_PLACE {
        let i = role * RANKS + rank as usize;
        out.push((at::RANK_MG + i, Stage::Mg, 1));
        out.push((at::RANK_EG + i, Stage::Eg, 1));
    }
    let file = t.file[seat][cell];
    if file != NO_PLACE {
        let i = role * FILES + file as usize;
        out.push((at::FILE_MG + i, Stage::Mg, 1));
        out.push((at::FILE_EG + i, Stage::Eg, 1));
    }
    out
}

/// Per seat, role and cell: the placement value of a piece there, middlegame and endgame.
#[derive(Debug)]
pub(crate) struct PlacementSums {
    sums: Vec<[Score; 2]>,
}

impl PlacementSums {
    /// The (middlegame, endgame) placement value of a piece of `seat` and `role` (by
    /// index) on the cell of index `cell`.
    #[inline]
    pub fn at(&self, seat: usize, role: usize, cell: usize) -> [Score; 2] {
        self.sums[(seat * ROLE_COUNT + role) * MAX_CELLS + cell]
    }

    /// The sums for one game's tables and weights: the walk's itemised [`counts`], each
    /// times its weight, added up.
    fn build(t: &Tables, w: &Weights) -> PlacementSums {
        let p = params::params(w);
        let mut sums = vec![[0; 2]; 3 * ROLE_COUNT * MAX_CELLS];
        for seat in 0..3 {
            for role in 0..ROLE_COUNT {
                for cell in 0..t.cells {
                    let sum = &mut sums[(seat * ROLE_COUNT + role) * MAX_CELLS + cell];
                    for (param, stage, count) in counts(t, seat, role, cell) {
                        let value = p[param] * count;
                        match stage {
                            Stage::Mg => sum[0] += value,
                            Stage::Eg => sum[1] += value,
                            Stage::Flat => {
                                sum[0] += value;
                                sum[1] += value;
                            }
                        }
                    }
                }
            }
        }
        PlacementSums { sums }
    }

    /// The sums of a game with a set of weights, built on first use and kept.
    pub fn for_weights(v: &'static Variant, w: &'static Weights) -> &'static PlacementSums {
        type Entry = (VariantId, usize, &'static PlacementSums);
        static CACHE: Mutex<Vec<Entry>> = Mutex::new(Vec::new());
        let key = (v.id, std::ptr::from_ref(w) as usize);
        let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&(.., sums)) = cache.iter().find(|(id, at, _)| (*id, *at) == key) {
            return sums;
        }
        let tables = Tables::for_variant(v, &w.phase);
        let sums: &'static PlacementSums = Box::leak(Box::new(PlacementSums::build(tables, w)));
        cache.push((key.0, key.1, sums));
        sums
    }
}
