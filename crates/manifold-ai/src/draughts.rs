//! Russian draughts as a [`SearchGame`] (RULES 2).
//!
//! - A move is a whole capture sequence ([`DraughtsMove`]), so quiescence needs no partial
//!   sequences: it plays whole captures until the side to move has none.
//! - Capturing is compulsory, so a position with a capture is never quiet: it is a
//!   *forcing* node (no stand-pat; every capture is searched), as a check is in chess.
//! - Captures are ordered by the pieces they take (how many, then their value: a king is
//!   worth three men), crowning counts as a tactical move too; killers and history order
//!   the quiet moves.
//! - No legal move loses; the draws are repetition (by the game's history and inside the
//!   tree) and the 15-move king rule ([`DraughtsPosition::king_moves_rule_reached`]).
//! - A blind spot (the low levels) overlooks the opponent's captures of a single man: a
//!   node whose every capture is overlooked is judged statically.

use manifold_rules::Cell;
use manifold_rules::draughts::{DraughtsMove, DraughtsPosition};

use super::eval::draughts::DraughtsEvaluator;
use super::game::{SearchGame, SearchMove};
use super::rng::mix;
use super::score::{DRAW, Score, mated_in};
use super::search::SearchConfig;

impl SearchMove for DraughtsMove {
    /// A draughts move as 32 bits, never 0: start (6 bits), end (6 bits) and 19 bits of a
    /// hash of the captured set (two legal sequences from one start to one end differ in
    /// it).
    #[inline]
    fn key(&self) -> u32 {
        let captured = (mix(self.captured_mask()) & 0x7_FFFF) as u32;
        1 << 31 | (self.from.0 as u32 & 63) | (self.to.0 as u32 & 63) << 6 | captured << 12
    }

    #[inline]
    fn endpoints(&self) -> (Cell, Cell) {
        (self.from, self.to)
    }
}

impl SearchGame for DraughtsPosition {
    type Move = DraughtsMove;
    type Moves = Vec<DraughtsMove>;
    type Eval = DraughtsEvaluator;

    fn evaluator(&self, _: &SearchConfig) -> DraughtsEvaluator {
        DraughtsEvaluator::new()
    }

    #[inline]
    fn seats(&self) -> usize {
        2
    }

    #[inline]
    fn side(&self) -> usize {
        self.turn().index()
    }

    #[inline]
    fn key(&self) -> u64 {
        self.hash()
    }

    #[inline]
    fn generate(&self, out: &mut Vec<DraughtsMove>) {
        self.legal_moves_into(out);
    }

    #[inline]
    fn play(&self, m: &DraughtsMove) -> DraughtsPosition {
        DraughtsPosition::play(self, m)
    }

    #[inline]
    fn forcing(&self) -> bool {
        self.has_capture()
    }

    #[inline]
    fn extends(&self) -> bool {
        // Capture sequences are whole moves and quiescence follows them to the end.
        false
    }

    #[inline]
    fn reversible_plies(&self) -> usize {
        self.quiet_plies() as usize
    }

    fn rule_end(&self, _root: usize, ply: usize) -> Option<Score> {
        if !self.king_moves_rule_reached() {
            return None;
        }
        Some(if self.has_legal_move() {
            DRAW
        } else {
            mated_in(ply)
        })
    }

    #[inline]
    fn no_moves(&self, _root: usize, ply: usize) -> Score {
        mated_in(ply)
    }

    #[inline]
    fn draw_score(&self, _root: usize) -> Score {
        DRAW
    }

    #[inline]
    fn evaluate(&self, eval: &DraughtsEvaluator, _root: usize) -> Score {
        eval.evaluate(self)
    }

    #[inline]
    fn is_quiet(&self, m: &DraughtsMove) -> bool {
        !m.is_capture() && !m.promotes
    }

    fn gain(&self, m: &DraughtsMove, eval: &DraughtsEvaluator) -> Score {
        let them = 1 - self.turn().index().min(1);
        let kings = (self.kings()[them] & m.captured_mask()).count_ones() as Score;
        let men = (self.men()[them] & m.captured_mask()).count_ones() as Score;
        let crown = if m.promotes {
            eval.value(true) - eval.value(false)
        } else {
            0
        };
        kings * eval.value(true) + men * eval.value(false) + crown
    }

    fn tactical_score(&self, m: &DraughtsMove, eval: &DraughtsEvaluator) -> i32 {
        let count = m.captured_mask().count_ones() as i32;
        count * 4096 + self.gain(m, eval)
    }

    #[inline]
    fn tactical_loses(&self, _: &DraughtsMove, _: &DraughtsEvaluator) -> bool {
        false
    }

    #[inline]
    fn blind_spot_here(&self) -> bool {
        true
    }

    fn blind_threshold(eval: &DraughtsEvaluator) -> Score {
        2 * eval.value(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Limits, SearchConfig, Searcher};

    fn search(pos: &DraughtsPosition) -> Score {
        Searcher::new(1)
            .search_draughts(
                pos,
                &[],
                &Limits::depth(4),
                &SearchConfig::default(),
                &mut |_| {},
            )
            .score
    }

    #[test]
    fn the_15_move_king_rule_draws_inside_the_search() {
        // Three kings against one, no capture in sight: a win on the board, but one more
        // king move completes the 15-move rule.
        let pos = DraughtsPosition::from_fen("W:WKa1,Kc1,Ke1:BKh8").unwrap();
        assert!(search(&pos) > 400);
        let pos = pos.with_quiet_plies(manifold_rules::draughts::rules::KING_MOVES_DRAW_PLIES - 1);
        assert_eq!(search(&pos), DRAW);
    }

    #[test]
    fn move_keys_tell_sequences_apart() {
        let pos = DraughtsPosition::default();
        let keys: std::collections::HashSet<u32> =
            pos.legal_moves().iter().map(DraughtsMove::key).collect();
        assert_eq!(keys.len(), 7);
        assert!(!keys.contains(&0));
    }
}
