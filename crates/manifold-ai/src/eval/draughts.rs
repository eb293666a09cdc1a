//! The evaluation of Russian draughts (RULES 2), from the side to move's point of view, in
//! hundredths of a man:
//!
//! - **material**: a man 100, a king 300 (a king is worth about three men: it moves and
//!   captures along whole diagonals, backwards too);
//! - **advancement**: a man is worth more the nearer it is to its crowning row, a little in
//!   the middlegame and much more in the endgame, where a man about to crown is nearly a
//!   king;
//! - **back-rank guard**: men still on their own first row stop the opponent's men from
//!   crowning (a middlegame term: it fades as the men come off);
//! - **centre control**: pieces on the eight central squares (c3..f6), more on the four
//!   innermost (d4, f4, c5, e5);
//! - **mobility**: the simple moves a side has (a man's steps, a king's squares);
//! - **the main road**: a king on the long diagonal a1-h8, which decides many king
//!   endings (three kings do not beat one that holds it);
//! - a small bonus for the side to move.
//!
//! The game phase is the number of men left (24 at the start, 0 when only kings remain);
//! each term's middlegame and endgame weights are blended by it.

use std::sync::OnceLock;

use manifold_rules::draughts::DraughtsPosition;
use manifold_rules::draughts::board::{cells, geometry};
use manifold_rules::geometry::Cell;
use manifold_rules::piece::Seat;

use crate::score::Score;

/// The weights of the draughts evaluation.
#[derive(Clone, Debug)]
pub(crate) struct DraughtsWeights {
    /// The value of a man, the unit of the draughts scores (100).
    pub man: Score,
    /// The value of a king, in hundredths of a man.
    pub king: Score,
    /// Middlegame bonus of a man by the rows it has advanced (0 = its own first row).
    pub advance_mg: [Score; 8],
    /// Endgame bonus of a man by the rows it has advanced.
    pub advance_eg: [Score; 8],
    /// Bonus per man on its own first row (middlegame only).
    pub back_rank: Score,
    /// Bonus per piece on the eight central squares.
    pub centre: Score,
    /// Extra bonus per piece on the four innermost squares.
    pub inner_centre: Score,
    /// Bonus per square a man can step to.
    pub mobility_man: Score,
    /// Bonus per square a king can slide to.
    pub mobility_king: Score,
    /// Bonus for having a king on the main road (a1-h8).
    pub main_road: Score,
    /// Bonus for the side to move.
    pub tempo: Score,
}

/// The weights of standard Russian draughts (and the Nujelm table's).
pub(crate) const RUSSIAN: DraughtsWeights = DraughtsWeights {
    man: 100,
    king: 300,
    advance_mg: [0, 0, 2, 4, 7, 10, 14, 0],
    advance_eg: [0, 3, 7, 12, 18, 26, 38, 0],
    back_rank: 10,
    centre: 4,
    inner_centre: 6,
    mobility_man: 3,
    mobility_king: 1,
    main_road: 15,
    tempo: 4,
};

/// The board tables the evaluation uses, derived once from the draughts geometry.
#[derive(Debug)]
struct Tables {
    /// Per seat and cell: rows advanced from that seat's first row.
    row: [[u8; 64]; 2],
    /// Per seat: its first row.
    back_row: [u64; 2],
    /// Per seat and cell: the cells a man of that seat steps to.
    steps: [[u64; 64]; 2],
    /// The eight central squares.
    centre: u64,
    /// The four innermost squares.
    inner: u64,
    /// The long diagonal a1-h8.
    main_road: u64,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let g = geometry();
        let mut t = Tables {
            row: [[0; 64]; 2],
            back_row: [0; 2],
            steps: [[0; 64]; 2],
            centre: 0,
            inner: 0,
            main_road: 0,
        };
        let bit = |c: Cell| 1u64 << c.0;
        let at = |file: i32, rank: i32| {
            g.cells()
                .find(|&c| g.coord(c) == (file, rank))
                .expect("an 8x8 board")
        };
        for c in g.cells() {
            let (file, rank) = g.coord(c);
            let i = c.index();
            t.row[0][i] = rank as u8;
            t.row[1][i] = (7 - rank) as u8;
            if rank == 0 {
                t.back_row[0] |= bit(c);
            }
            if rank == 7 {
                t.back_row[1] |= bit(c);
            }
            if (2..=5).contains(&file) && (2..=5).contains(&rank) {
                t.centre |= bit(c);
            }
            // d4, f4, c5, e5.
            if matches!((file, rank), (3, 3) | (5, 3) | (2, 4) | (4, 4)) {
                t.inner |= bit(c);
            }
            if file == rank {
                t.main_road |= bit(c);
            }
            for (s, dr) in [(0, 1), (1, -1)] {
                for df in [-1, 1] {
                    let (f, r) = (file + df, rank + dr);
                    if (0..8).contains(&f) && (0..8).contains(&r) {
                        t.steps[s][i] |= bit(at(f, r));
                    }
                }
            }
        }
        t
    })
}

/// The evaluation of draughts positions.
#[derive(Clone, Copy, Debug)]
pub struct DraughtsEvaluator {
    weights: &'static DraughtsWeights,
}

impl Default for DraughtsEvaluator {
    fn default() -> Self {
        DraughtsEvaluator::new()
    }
}

/// The evaluation split into its terms, per seat (White, Black), phase already blended.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct DraughtsTerms {
    /// Men and kings at their values ([`DraughtsWeights::man`] and `king`).
    pub material: [Score; 2],
    /// Men's progress towards crowning.
    pub advancement: [Score; 2],
    /// Men guarding the first row.
    pub back_rank: [Score; 2],
    /// Pieces on the eight central squares (c3..f6), more for the four innermost.
    pub centre: [Score; 2],
    /// Free steps of the men and free diagonal cells of the kings, each weighed.
    pub mobility: [Score; 2],
    /// Kings on the main road.
    pub main_road: [Score; 2],
    /// The phase: 256 with all 24 men on the board, 0 with none.
    pub phase: i32,
}

impl DraughtsTerms {
    /// A seat's total.
    pub fn total(&self, seat: Seat) -> Score {
        let s = seat.index().min(1);
        self.material[s]
            + self.advancement[s]
            + self.back_rank[s]
            + self.centre[s]
            + self.mobility[s]
            + self.main_road[s]
    }
}

impl DraughtsEvaluator {
    /// The evaluation with the Russian weights.
    pub fn new() -> DraughtsEvaluator {
        DraughtsEvaluator { weights: &RUSSIAN }
    }

    /// The value of a man (kind `false`) or a king (`true`).
    #[inline]
    pub fn value(&self, king: bool) -> Score {
        if king {
            self.weights.king
        } else {
            self.weights.man
        }
    }

    /// The score of a position for the side to move.
    #[inline]
    pub fn evaluate(&self, pos: &DraughtsPosition) -> Score {
        let terms = self.terms(pos);
        let me = pos.turn();
        terms.total(me) - terms.total(Seat(1 - me.0.min(1))) + self.weights.tempo
    }

    /// Every term of the evaluation, per seat.
    pub(crate) fn terms(&self, pos: &DraughtsPosition) -> DraughtsTerms {
        let w = self.weights;
        let t = tables();
        let g = geometry();
        let occupied = pos.men()[0] | pos.men()[1] | pos.kings()[0] | pos.kings()[1];
        let men_left = (pos.men()[0] | pos.men()[1]).count_ones() as i32;
        let phase = (men_left * 256 / 24).clamp(0, 256);
        let blend = |mg: Score, eg: Score| (mg * phase + eg * (256 - phase)) / 256;
        let mut terms = DraughtsTerms {
            phase,
            ..DraughtsTerms::default()
        };
        for s in 0..2 {
            let (men, kings) = (pos.men()[s], pos.kings()[s]);
            terms.material[s] =
                men.count_ones() as Score * w.man + kings.count_ones() as Score * w.king;
            let mut advance = (0, 0);
            let mut steps = 0;
            for c in cells(men) {
                let row = t.row[s][c.index()] as usize;
                advance.0 += w.advance_mg[row];
                advance.1 += w.advance_eg[row];
                steps += (t.steps[s][c.index()] & !occupied).count_ones() as Score;
            }
            let mut slides = 0;
            for c in cells(kings) {
                for d in g.diagonal_dirs() {
                    slides += g
                        .ray(c, *d)
                        .iter()
                        .take_while(|x| occupied & (1u64 << x.0) == 0)
                        .count() as Score;
                }
            }
            terms.advancement[s] = blend(advance.0, advance.1);
            terms.back_rank[s] =
                blend((men & t.back_row[s]).count_ones() as Score * w.back_rank, 0);
            let pieces = men | kings;
            terms.centre[s] = (pieces & t.centre).count_ones() as Score * w.centre
                + (pieces & t.inner).count_ones() as Score * w.inner_centre;
            terms.mobility[s] = steps * w.mobility_man + slides * w.mobility_king;
            if kings & t.main_road != 0 {
                terms.main_road[s] = w.main_road;
            }
        }
        terms
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> DraughtsPosition {
        DraughtsPosition::from_fen(fen).unwrap()
    }

    #[test]
    fn tables_match_the_board() {
        let t = tables();
        let g = geometry();
        let dark = cells(t.centre)
            .filter(|&c| manifold_rules::draughts::board::is_playable(c))
            .count();
        assert_eq!(dark, 8, "eight dark squares in the central box");
        let names: Vec<&str> = cells(t.inner).map(|c| g.cell_name(c)).collect();
        assert_eq!(names.len(), 4);
        for n in ["d4", "f4", "c5", "e5"] {
            assert!(names.contains(&n), "{names:?}");
        }
        let c3 = g.cell_by_name("c3").unwrap();
        let steps: Vec<&str> = cells(t.steps[0][c3.index()])
            .map(|c| g.cell_name(c))
            .collect();
        assert_eq!(steps, ["b4", "d4"]);
        assert_eq!(t.row[1][c3.index()], 5);
    }

    #[test]
    fn the_start_is_even_and_material_counts() {
        let e = DraughtsEvaluator::new();
        let start = DraughtsPosition::default();
        let t = e.terms(&start);
        assert_eq!(t.total(Seat::WHITE), t.total(Seat::BLACK));
        assert_eq!(e.evaluate(&start), RUSSIAN.tempo);
        // A king against a man, and a man about to crown against one at home.
        assert!(e.evaluate(&pos("W:WKa1:Bh8")) > 150);
        assert!(e.evaluate(&pos("W:Wb6:Bh8")) > e.evaluate(&pos("W:Wb2:Bh8")));
    }
}
