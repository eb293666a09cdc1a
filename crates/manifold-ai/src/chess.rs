//! The chess family as a [`SearchGame`]: classical chess, Great Chess, Wirth chess,
//! Chess-transit and three-player Mattrix, all one [`Position`] type.
//!
//! What is particular to some of them lives here:
//! - **Mattrix** (three seats, paranoid search): the evaluation is the root seat's against
//!   its two opponents', turned to the team of the seat to move; a mate is a win for the
//!   root only when the root is the credited opponent (RULES 5.5,
//!   [`credited_opponent`]), a loss when the root is mated, and nothing either way when
//!   the other opponent is credited.
//! - **Chess-transit**: a game ends when both boards are closed, and a draw (repetition,
//!   fifty moves, stalemate) draws only the open boards, so terminal and draw scores count
//!   the closed boards' points ([`transit::result_score`]); mate and stalemate decide the
//!   open boards as [`manifold_rules::game::Game`] does.

use manifold_rules::game::credited_opponent;
use manifold_rules::geometry::CellSet;
use manifold_rules::transit::BoardStatus;
use manifold_rules::{Cell, Move, MoveKind, MoveList, Position, Role, Seat};

use super::eval::{Evaluator, transit};
use super::game::{SearchGame, SearchMove};
use super::ordering::{capture_gain, chess_tactical_order, chess_tactical_score, loses_material};
use super::score::{DRAW, Score, mated_in};
use super::search::SearchConfig;
use super::see::{Exchange, KING_VALUE, exchange};

impl SearchMove for Move {
    /// A chess move as 32 bits, never 0: from, to, promotion and kind, losslessly.
    #[inline]
    fn key(&self) -> u32 {
        let kind = match self.kind {
            MoveKind::Normal => 1,
            MoveKind::DoubleStep => 2,
            MoveKind::EnPassant => 3,
            MoveKind::Transit => 4,
            MoveKind::Castle(i) => 8 + i as u32,
        };
        let promo = self.promotion.map_or(0, |r| r as u32 + 1);
        self.from.0 as u32 | (self.to.0 as u32) << 8 | promo << 16 | kind << 24
    }

    #[inline]
    fn endpoints(&self) -> (Cell, Cell) {
        (self.from, self.to)
    }
}

/// Whether the position is a Chess-transit one.
#[inline]
fn is_transit(pos: &Position) -> bool {
    pos.variant().has_transit
}

/// A Chess-transit end or draw for the team to move: the closed boards as they are, every
/// open board taking `open`; a decided result is worth less the later it comes.
fn transit_end(pos: &Position, open: BoardStatus, ply: usize) -> Score {
    let score = transit::result_score(pos, pos.turn(), open);
    score - score.signum() * ply as Score
}

/// A two-seat chess position seen by the static exchange: attackers from the geometry's
/// rays, leaps and pawn steps ([`Position::least_attacker`]), valued by the evaluation.
struct ChessExchange<'a> {
    pos: &'a Position,
    eval: &'a Evaluator,
}

impl ChessExchange<'_> {
    #[inline]
    fn value(&self, role: Role) -> Score {
        if role == Role::King {
            KING_VALUE
        } else {
            self.eval.value(role)
        }
    }
}

impl Exchange for ChessExchange<'_> {
    fn least_valuable_attacker(
        &self,
        target: Cell,
        side: usize,
        gone: &CellSet,
    ) -> Option<(Cell, Score)> {
        self.pos
            .least_attacker(target, Seat(side as u8), gone, |r| self.value(r))
            .map(|(cell, role)| (cell, self.value(role)))
    }
}

/// The static exchange of a capture or promotion `m` that wins `gain` at once and leaves a
/// piece worth `at_risk` on its target ([`super::see::exchange`]), or `None` where the
/// game has no simple exchange: three seats (Mattrix), Chess-transit (moves between boards,
/// closed boards), en passant (the victim is not on the target).
pub(crate) fn see(
    pos: &Position,
    m: Move,
    eval: &Evaluator,
    gain: Score,
    at_risk: Score,
) -> Option<Score> {
    if pos.variant().seats != 2 || is_transit(pos) || m.kind != MoveKind::Normal {
        return None;
    }
    let board = ChessExchange { pos, eval };
    Some(exchange(&board, pos.side(), m.from, m.to, gain, at_risk))
}

impl SearchGame for Position {
    type Move = Move;
    type Moves = MoveList;
    type Eval = Evaluator;

    fn evaluator(&self, config: &SearchConfig) -> Evaluator {
        Evaluator::for_search(self.variant(), config.full_king_safety)
    }

    #[inline]
    fn seats(&self) -> usize {
        self.variant().seats as usize
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
    fn generate(&self, out: &mut MoveList) {
        self.legal_moves_into(out);
    }

    /// Only the captures and promotions are generated (a stalemate at a quiet node of the
    /// quiescence search goes unseen, as in most chess engines).
    #[inline]
    fn generate_tactical(&self, out: &mut MoveList) -> bool {
        self.tactical_moves_into(out);
        true
    }

    #[inline]
    fn play(&self, m: &Move) -> Position {
        Position::play(self, *m)
    }

    #[inline]
    fn forcing(&self) -> bool {
        self.in_check()
    }

    #[inline]
    fn extends(&self) -> bool {
        true
    }

    fn null_move(&self) -> Option<Position> {
        if self.seats() > 2 || self.in_check() {
            return None;
        }
        let side = self.turn();
        let pieces = self
            .pieces()
            .any(|(_, p)| p.seat == side && p.role != Role::King && !p.role.is_pawn());
        pieces.then(|| self.pass())
    }

    #[inline]
    fn reversible_plies(&self) -> usize {
        self.halfmove_clock() as usize
    }

    fn rule_end(&self, root: usize, ply: usize) -> Option<Score> {
        if is_transit(self) && self.board_status().iter().all(|s| s.is_closed()) {
            return Some(transit_end(self, BoardStatus::Drawn, ply));
        }
        if self.halfmove_clock() >= self.variant().claim_plies {
            return Some(if self.in_check() && self.legal_moves().is_empty() {
                self.no_moves(root, ply)
            } else {
                self.draw_score(root)
            });
        }
        None
    }

    fn no_moves(&self, root: usize, ply: usize) -> Score {
        let mated = self.in_check();
        if is_transit(self) {
            let open = if mated {
                BoardStatus::Won(credited_opponent(self, self.turn()))
            } else {
                BoardStatus::Drawn
            };
            return transit_end(self, open, ply);
        }
        if !mated {
            return DRAW;
        }
        if self.seats() > 2 && self.side() != root {
            // An opponent of the root is mated: the coalition loses only if the root is the
            // one credited with the mate.
            let winner = credited_opponent(self, self.turn());
            return if winner.index() == root {
                mated_in(ply)
            } else {
                DRAW
            };
        }
        mated_in(ply)
    }

    fn draw_score(&self, _root: usize) -> Score {
        if is_transit(self) {
            transit::result_score(self, self.turn(), BoardStatus::Drawn)
        } else {
            DRAW
        }
    }

    #[inline]
    fn evaluate(&self, eval: &Evaluator, root: usize) -> Score {
        if self.seats() > 2 {
            let v = eval.evaluate_for(self, Seat(root as u8));
            if self.side() == root { v } else { -v }
        } else {
            eval.evaluate(self)
        }
    }

    #[inline]
    fn is_quiet(&self, m: &Move) -> bool {
        !self.is_tactical(*m)
    }

    #[inline]
    fn gain(&self, m: &Move, eval: &Evaluator) -> Score {
        capture_gain(self, *m, eval)
    }

    #[inline]
    fn tactical_order(&self, m: &Move, eval: &Evaluator) -> (i32, bool) {
        chess_tactical_order(self, *m, eval)
    }

    #[inline]
    fn tactical_score(&self, m: &Move, eval: &Evaluator) -> i32 {
        chess_tactical_score(self, *m, eval)
    }

    #[inline]
    fn tactical_loses(&self, m: &Move, eval: &Evaluator) -> bool {
        loses_material(self, *m, eval, capture_gain(self, *m, eval))
    }

    #[inline]
    fn blind_spot_here(&self) -> bool {
        !self.in_check()
    }

    fn blind_threshold(eval: &Evaluator) -> Score {
        eval.value(Role::Rook)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_keys_tell_moves_apart_and_are_never_zero() {
        let moves = [
            Move::normal(Cell(12), Cell(28)),
            Move {
                from: Cell(52),
                to: Cell(60),
                promotion: Some(Role::Queen),
                kind: MoveKind::Normal,
            },
            Move {
                from: Cell(52),
                to: Cell(60),
                promotion: Some(Role::Knight),
                kind: MoveKind::Normal,
            },
            Move {
                from: Cell(4),
                to: Cell(6),
                promotion: None,
                kind: MoveKind::Castle(1),
            },
            Move {
                from: Cell(0),
                to: Cell(0),
                promotion: None,
                kind: MoveKind::Normal,
            },
        ];
        let keys: std::collections::HashSet<u32> = moves.iter().map(Move::key).collect();
        assert_eq!(keys.len(), moves.len());
        assert!(!keys.contains(&0));
    }
}
