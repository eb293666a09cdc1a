//! The evaluation's placement terms summed ahead of time: for each seat, role and cell, the
//! middlegame and endgame value of a piece standing there by centralisation and by the rank
//! and file tables (everything the walk counts under [`Term::Centre`](super::Term)). The
//! evaluation adds one pair per piece instead of weighing six counts; the tuner's trace
//! still records each count ([`super::Sink::ITEMISED`]).
//!
//! The sums depend on the weights, so they are built once per game and set of weights and
//! kept for the life of the program, like [`Tables`].

use std::sync::Mutex;

use crate::ai::score::Score;
use crate::rules::geometry::MAX_CELLS;
use crate::rules::piece::ROLE_COUNT;
use crate::rules::{Variant, VariantId};

use super::Weights;
use super::tables::{NO_PLACE, Tables};
use super::weights::{FILES, RANKS};

/// Per seat, role and cell: the placement value of a piece there, middlegame and endgame.
#[derive(Debug)]
pub struct PlacementSums {
    sums: Vec<[Score; 2]>,
}

impl PlacementSums {
    /// The (middlegame, endgame) placement value of a piece of `seat` and `role` (by
    /// index) on the cell of index `cell`.
    #[inline]
    pub fn at(&self, seat: usize, role: usize, cell: usize) -> [Score; 2] {
        self.sums[(seat * ROLE_COUNT + role) * MAX_CELLS + cell]
    }

    /// The sums for one game's tables and weights, exactly what the walk's itemised counts
    /// add up to (each count is a whole multiple of its weight).
    fn build(t: &Tables, w: &Weights) -> PlacementSums {
        let mut sums = vec![[0; 2]; 3 * ROLE_COUNT * MAX_CELLS];
        for seat in 0..3 {
            for role in 0..ROLE_COUNT {
                for cell in 0..t.cells {
                    let edge = t.centre[cell] as Score;
                    let mut mg = w.centre_mg[role] * edge;
                    let mut eg = w.centre_eg[role] * edge;
                    let rank = t.rank[seat][cell];
                    if rank != NO_PLACE {
                        mg += w.rank_mg[role][rank as usize % RANKS];
                        eg += w.rank_eg[role][rank as usize % RANKS];
                    }
                    let file = t.file[seat][cell];
                    if file != NO_PLACE {
                        mg += w.file_mg[role][file as usize % FILES];
                        eg += w.file_eg[role][file as usize % FILES];
                    }
                    sums[(seat * ROLE_COUNT + role) * MAX_CELLS + cell] = [mg, eg];
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
