//! Move ordering: the hash move first, then captures and promotions by MVV-LVA (most
//! valuable victim, least valuable attacker, by the game's piece values), then the killer
//! moves of the ply, then quiet moves by their history score. Captures of a defended piece
//! by a more valuable one go after the killers.

use crate::rules::geometry::MAX_CELLS;
use crate::rules::{Move, MoveKind, Position, Role};

use super::eval::Evaluator;
use super::score::MAX_PLY;

const HASH_MOVE: i32 = 1 << 30;
const GOOD_CAPTURE: i32 = 1 << 28;
const KILLER: i32 = 1 << 26;
const BAD_CAPTURE: i32 = 1 << 25;
/// History scores stay below this, under every capture and killer.
const HISTORY_MAX: i32 = 1 << 24;

/// Two killer moves per ply: quiet moves that caused a cut-off at that ply.
pub struct Killers([[Option<Move>; 2]; MAX_PLY]);

impl Default for Killers {
    fn default() -> Self {
        Killers([[None; 2]; MAX_PLY])
    }
}

impl Killers {
    /// Remembers a quiet move that refuted a move at `ply`.
    pub fn record(&mut self, ply: usize, m: Move) {
        let k = &mut self.0[ply.min(MAX_PLY - 1)];
        if k[0] != Some(m) {
            k[1] = k[0];
            k[0] = Some(m);
        }
    }

    /// The killers of a ply.
    pub fn at(&self, ply: usize) -> [Option<Move>; 2] {
        self.0[ply.min(MAX_PLY - 1)]
    }

    /// Forgets every killer.
    pub fn clear(&mut self) {
        self.0 = [[None; 2]; MAX_PLY];
    }
}

/// History heuristic: how often a quiet move (by seat, from, to) caused a cut-off,
/// weighted by depth², with ageing.
pub struct History(Vec<i32>);

impl Default for History {
    fn default() -> Self {
        History(vec![0; 3 * MAX_CELLS * MAX_CELLS])
    }
}

impl History {
    #[inline]
    fn index(seat: usize, m: Move) -> usize {
        (seat.min(2) * MAX_CELLS + m.from.index()) * MAX_CELLS + m.to.index()
    }

    /// The score of a quiet move.
    #[inline]
    pub fn get(&self, seat: usize, m: Move) -> i32 {
        self.0[Self::index(seat, m)]
    }

    /// Rewards a quiet move that caused a cut-off at `depth`.
    pub fn reward(&mut self, seat: usize, m: Move, depth: i32) {
        let i = Self::index(seat, m);
        self.0[i] += depth * depth;
        if self.0[i] >= HISTORY_MAX {
            self.age();
        }
    }

    /// Punishes a quiet move tried before the one that caused a cut-off.
    pub fn punish(&mut self, seat: usize, m: Move, depth: i32) {
        let i = Self::index(seat, m);
        self.0[i] = (self.0[i] - depth).max(-HISTORY_MAX / 2);
    }

    /// Halves every score (between searches, and when one grows too large).
    pub fn age(&mut self) {
        for h in &mut self.0 {
            *h /= 2;
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.0.fill(0);
    }
}

/// Whether a move captures (en passant included).
#[inline]
pub fn is_capture(pos: &Position, m: Move) -> bool {
    m.kind == MoveKind::EnPassant || pos.piece_at(m.to).is_some()
}

/// Whether a move is neither a capture nor a promotion.
#[inline]
pub fn is_quiet(pos: &Position, m: Move) -> bool {
    m.promotion.is_none() && !is_capture(pos, m)
}

/// The value an attacker counts for in MVV-LVA (the king last).
#[inline]
fn attacker_value(eval: &Evaluator, role: Role) -> i32 {
    if role == Role::King {
        2000
    } else {
        eval.value(role)
    }
}

/// The value a capture wins at once (the victim, plus a promotion's gain).
#[inline]
pub fn capture_gain(pos: &Position, m: Move, eval: &Evaluator) -> i32 {
    let victim = match m.kind {
        MoveKind::EnPassant => eval.value(Role::Pawn),
        _ => pos.piece_at(m.to).map_or(0, |p| eval.value(p.role)),
    };
    let promo = m.promotion.map_or(0, |r| {
        let pawn = pos.piece_at(m.from).map_or(Role::Pawn, |p| p.role);
        eval.value(r) - eval.value(pawn)
    });
    victim + promo
}

/// Order scores for captures and promotions only (quiescence).
pub fn score_captures(pos: &Position, moves: &[Move], eval: &Evaluator, out: &mut Vec<i32>) {
    out.clear();
    out.extend(moves.iter().map(|&m| {
        let attacker = pos
            .piece_at(m.from)
            .map_or(0, |p| attacker_value(eval, p.role));
        GOOD_CAPTURE + capture_gain(pos, m, eval) * 32 - attacker / 8
    }));
}

/// What the full ordering needs besides the position.
pub struct OrderingContext<'a> {
    /// The evaluation (for piece values).
    pub eval: &'a Evaluator,
    /// The move the transposition table (or the previous iteration) found best.
    pub hash_move: Option<Move>,
    /// The killers of this ply.
    pub killers: [Option<Move>; 2],
    /// The history table.
    pub history: &'a History,
}

/// Order scores for every move of a node.
pub fn score_moves(pos: &Position, moves: &[Move], ctx: &OrderingContext<'_>, out: &mut Vec<i32>) {
    let seat = pos.turn().index();
    out.clear();
    out.extend(moves.iter().map(|&m| {
        if Some(m) == ctx.hash_move {
            return HASH_MOVE;
        }
        if !is_quiet(pos, m) {
            let attacker = pos
                .piece_at(m.from)
                .map_or(0, |p| attacker_value(ctx.eval, p.role));
            let gain = capture_gain(pos, m, ctx.eval);
            let score = gain * 32 - attacker / 8;
            // Giving up more than is taken, to a piece that can take back: try it late.
            let losing = m.promotion.is_none()
                && attacker > gain
                && pos.attacked_by_others(m.to, pos.turn(), Some(m.from));
            return if losing {
                BAD_CAPTURE + score
            } else {
                GOOD_CAPTURE + score
            };
        }
        if ctx.killers[0] == Some(m) {
            return KILLER + 1;
        }
        if ctx.killers[1] == Some(m) {
            return KILLER;
        }
        ctx.history
            .get(seat, m)
            .clamp(-HISTORY_MAX, HISTORY_MAX - 1)
    }));
}

/// Moves the best-scored move of `moves[i..]` to `i` (selection sort, one step) and returns
/// it.
#[inline]
pub fn pick(moves: &mut [Move], scores: &mut [i32], i: usize) -> Move {
    let mut best = i;
    for j in i + 1..moves.len() {
        if scores[j] > scores[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    scores.swap(i, best);
    moves[i]
}
