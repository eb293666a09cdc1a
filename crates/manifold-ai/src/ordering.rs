//! Move ordering, for any [`SearchGame`]: the hash move first, then captures and promotions
//! by the game's tactical order (in chess MVV-LVA: most valuable victim, least valuable
//! attacker, by the game's piece values; in draughts the number and value of the pieces a
//! sequence captures), then the killer moves of the ply, then the countermove (the quiet
//! move that last refuted the move just played), then quiet moves by their history score.
//! Captures that probably lose material (by the static exchange on their cell,
//! [`super::see`], where the game has one) go after the killers and the countermove.
//!
//! Killers, countermoves and the hash move are kept as move keys
//! ([`SearchGame::move_key`]), the history and the countermoves' index by slot
//! ([`SearchGame::history_slot`]), so these tables serve every game.

use manifold_rules::geometry::MAX_CELLS;
use manifold_rules::{Move, MoveKind, Position, Role};

use super::eval::Evaluator;
use super::game::SearchGame;
use super::score::MAX_PLY;

const HASH_MOVE: i32 = 1 << 30;
const GOOD_CAPTURE: i32 = 1 << 28;
const KILLER: i32 = 1 << 26;
const COUNTERMOVE: i32 = KILLER - 1;
const BAD_CAPTURE: i32 = 1 << 25;

/// Two killer moves per ply (by move key, 0 = none): quiet moves that caused a cut-off at
/// that ply.
pub(crate) struct Killers([[u32; 2]; MAX_PLY]);

impl Default for Killers {
    fn default() -> Self {
        Killers([[0; 2]; MAX_PLY])
    }
}

impl Killers {
    /// Remembers a quiet move (its key) that refuted a move at `ply`.
    pub(crate) fn record(&mut self, ply: usize, key: u32) {
        let k = &mut self.0[ply.min(MAX_PLY - 1)];
        if k[0] != key {
            k[1] = k[0];
            k[0] = key;
        }
    }

    /// The killers of a ply (0 for an empty slot).
    pub(crate) fn at(&self, ply: usize) -> [u32; 2] {
        self.0[ply.min(MAX_PLY - 1)]
    }

    /// Forgets every killer.
    pub fn clear(&mut self) {
        self.0 = [[0; 2]; MAX_PLY];
    }
}

/// The entries of a table by seat (up to three) and history slot: the history and the
/// countermoves.
const SEAT_SLOTS: usize = 3 * MAX_CELLS * MAX_CELLS;

/// The entry of `seat` and history `slot` in a table of [`SEAT_SLOTS`].
#[inline]
fn seat_slot(seat: usize, slot: usize) -> usize {
    seat.min(2) * MAX_CELLS * MAX_CELLS + slot.min(MAX_CELLS * MAX_CELLS - 1)
}

/// Countermoves: for each seat and the history slot of the move just played (by the seat
/// before it), the quiet move (its key) that last refuted it.
pub(crate) struct Countermoves(Vec<u32>);

impl Default for Countermoves {
    fn default() -> Self {
        Countermoves(vec![0; SEAT_SLOTS])
    }
}

impl Countermoves {
    /// The refutation `seat` found for the move in `previous` (a history slot; `None`: no
    /// move, the root or a null move), 0 for none.
    #[inline]
    pub(crate) fn get(&self, seat: usize, previous: Option<usize>) -> u32 {
        previous.map_or(0, |slot| self.0[seat_slot(seat, slot)])
    }

    /// Remembers the quiet move `key` of `seat` as the refutation of the move in `previous`.
    pub(crate) fn record(&mut self, seat: usize, previous: Option<usize>, key: u32) {
        if let Some(slot) = previous {
            self.0[seat_slot(seat, slot)] = key;
        }
    }

    /// Forgets every countermove.
    pub fn clear(&mut self) {
        self.0.fill(0);
    }
}

/// History heuristic: how well a quiet move (by seat and history slot: start and end cell)
/// did, from `-HISTORY_LIMIT` to `HISTORY_LIMIT`: raised when it caused a cut-off and lowered
/// when it was tried before the move that did, by a bonus growing with the depth, and
/// pulled back the nearer it is to the limit ("gravity"), so that recent results count
/// more than old ones; halved between searches.
pub struct History(Vec<i32>);

/// The most (and, negated, the least) a history score can reach.
pub(crate) const HISTORY_LIMIT: i32 = 16_384;

// Every history score orders below every capture, killer and countermove.
const _: () = assert!(HISTORY_LIMIT < BAD_CAPTURE);

/// The history bonus (and malus) of a move at `depth`.
#[inline]
fn history_bonus(depth: i32) -> i32 {
    (depth * depth * 16 + depth * 32).min(1_536)
}

impl Default for History {
    fn default() -> Self {
        History(vec![0; SEAT_SLOTS])
    }
}

impl History {
    /// The score of a quiet move.
    #[inline]
    pub(crate) fn get(&self, seat: usize, slot: usize) -> i32 {
        self.0[seat_slot(seat, slot)]
    }

    /// Moves the score of a slot by `bonus` (positive or negative), with gravity.
    #[inline]
    fn update(&mut self, seat: usize, slot: usize, bonus: i32) {
        let h = &mut self.0[seat_slot(seat, slot)];
        *h += bonus - *h * bonus.abs() / HISTORY_LIMIT;
    }

    /// Rewards a quiet move that caused a cut-off at `depth`.
    pub(crate) fn reward(&mut self, seat: usize, slot: usize, depth: i32) {
        self.update(seat, slot, history_bonus(depth));
    }

    /// Punishes a quiet move tried before the one that caused a cut-off.
    pub(crate) fn punish(&mut self, seat: usize, slot: usize, depth: i32) {
        self.update(seat, slot, -history_bonus(depth));
    }

    /// Halves every score (between searches).
    pub(crate) fn age(&mut self) {
        for h in &mut self.0 {
            *h /= 2;
        }
    }

    /// Sets every score back to 0, as before the first search (a new game).
    pub(crate) fn clear(&mut self) {
        self.0.fill(0);
    }
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

/// The chess order of a capture or promotion: MVV-LVA, and whether it probably loses
/// material ([`loses_material`]).
pub fn chess_tactical_order(pos: &Position, m: Move, eval: &Evaluator) -> (i32, bool) {
    let gain = capture_gain(pos, m, eval);
    (
        tactical_score_of(pos, m, eval, gain),
        loses_material(pos, m, eval, gain),
    )
}

/// The order score of [`chess_tactical_order`] alone.
#[inline]
pub fn chess_tactical_score(pos: &Position, m: Move, eval: &Evaluator) -> i32 {
    tactical_score_of(pos, m, eval, capture_gain(pos, m, eval))
}

/// The most valuable victim first, then the least valuable attacker.
#[inline]
fn tactical_score_of(pos: &Position, m: Move, eval: &Evaluator, gain: i32) -> i32 {
    let attacker = pos
        .piece_at(m.from)
        .map_or(0, |p| attacker_value(eval, p.role));
    gain * 32 - attacker / 8
}

/// Whether a capture or promotion winning `gain` at once probably loses material: by the
/// static exchange on its cell ([`super::chess::see`]) where the game has one, and
/// otherwise (three seats, Chess-transit) when it gives a piece worth more than it takes
/// to a piece that can take back. A move whose piece is worth no more than it wins, and a
/// king's move (always legal, so never taken back), never loses.
pub fn loses_material(pos: &Position, m: Move, eval: &Evaluator, gain: i32) -> bool {
    let Some(piece) = pos.piece_at(m.from) else {
        return false;
    };
    if piece.role == Role::King {
        return false;
    }
    let at_risk = eval.value(m.promotion.unwrap_or(piece.role));
    if at_risk <= gain {
        return false;
    }
    match super::chess::see(pos, m, eval, gain, at_risk) {
        Some(balance) => balance < 0,
        None => m.promotion.is_none() && pos.attacked_by_others(m.to, pos.turn(), Some(m.from)),
    }
}

/// Order scores for tactical moves only (quiescence): the game's tactical order, those
/// that probably lose material after all the others (scored below `GOOD_CAPTURE`).
pub fn score_captures<G: SearchGame>(
    pos: &G,
    moves: &[G::Move],
    eval: &G::Eval,
    out: &mut Vec<i32>,
) {
    out.clear();
    out.extend(moves.iter().map(|m| {
        let (score, losing) = pos.tactical_order(m, eval);
        if losing {
            BAD_CAPTURE + score
        } else {
            GOOD_CAPTURE + score
        }
    }));
}

/// The cheap order scores of tactical moves ([`SearchGame::tactical_score`], no static
/// exchange): for a quiescence search that tests each capture it reaches with
/// [`SearchGame::tactical_loses`], so that the captures after a cutoff are never tested.
pub fn score_tactical<G: SearchGame>(
    pos: &G,
    moves: &[G::Move],
    eval: &G::Eval,
    out: &mut Vec<i32>,
) {
    out.clear();
    out.extend(moves.iter().map(|m| pos.tactical_score(m, eval)));
}

/// What the full ordering needs besides the position.
pub struct OrderingContext<'a, G: SearchGame> {
    /// The evaluation (for piece values).
    pub eval: &'a G::Eval,
    /// The key of the move the transposition table (or the previous iteration) found best
    /// (0: none).
    pub hash_move: u32,
    /// The killers of this ply.
    pub killers: [u32; 2],
    /// The quiet move that last refuted the move just played (0: none).
    pub countermove: u32,
    /// The history table.
    pub history: &'a History,
}

/// Order scores for every move of a node.
pub fn score_moves<G: SearchGame>(
    pos: &G,
    moves: &[G::Move],
    ctx: &OrderingContext<'_, G>,
    out: &mut Vec<i32>,
) {
    let seat = pos.side();
    out.clear();
    out.extend(moves.iter().map(|m| {
        let key = G::move_key(m);
        if key == ctx.hash_move {
            return HASH_MOVE;
        }
        if !pos.is_quiet(m) {
            let (score, losing) = pos.tactical_order(m, ctx.eval);
            return if losing {
                BAD_CAPTURE + score
            } else {
                GOOD_CAPTURE + score
            };
        }
        if ctx.killers[0] == key {
            return KILLER + 1;
        }
        if ctx.killers[1] == key {
            return KILLER;
        }
        if ctx.countermove == key {
            return COUNTERMOVE;
        }
        ctx.history.get(seat, G::history_slot(m))
    }));
}

/// Whether an order score from [`score_moves`] is a killer's or the countermove's.
#[inline]
pub(crate) fn is_killer_score(score: i32) -> bool {
    (COUNTERMOVE..=KILLER + 1).contains(&score)
}

/// Moves the best-scored move of `moves[i..]` to `i` (selection sort, one step) and returns
/// it.
#[inline]
pub(crate) fn pick<M: Clone>(moves: &mut [M], scores: &mut [i32], i: usize) -> M {
    let tail = &scores[i..moves.len()];
    let (mut best, mut best_score) = (0, tail[0]);
    for (j, &score) in tail.iter().enumerate().skip(1) {
        if score > best_score {
            (best, best_score) = (j, score);
        }
    }
    moves.swap(i, i + best);
    scores.swap(i, i + best);
    moves[i].clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_countermove_answers_its_seat_and_move_only() {
        let mut counters = Countermoves::default();
        counters.record(1, Some(77), 0xBEEF);
        counters.record(1, None, 0xDEAD);
        assert_eq!(counters.get(1, Some(77)), 0xBEEF);
        assert_eq!(counters.get(0, Some(77)), 0);
        assert_eq!(counters.get(1, Some(78)), 0);
        assert_eq!(counters.get(1, None), 0);
        counters.clear();
        assert_eq!(counters.get(1, Some(77)), 0);
    }

    #[test]
    fn killers_and_the_countermove_order_between_good_and_bad_captures() {
        for score in [KILLER + 1, KILLER, COUNTERMOVE] {
            assert!(is_killer_score(score));
            assert!(score < GOOD_CAPTURE && score > BAD_CAPTURE + (1 << 20));
        }
        assert!(!is_killer_score(GOOD_CAPTURE));
        assert!(!is_killer_score(BAD_CAPTURE));
        assert!(!is_killer_score(HISTORY_LIMIT));
    }

    #[test]
    fn history_rewards_and_punishes_within_its_limits() {
        let mut history = History::default();
        history.reward(0, 5, 3);
        let once = history.get(0, 5);
        assert!(once > 0);
        history.reward(0, 5, 8);
        assert!(history.get(0, 5) > once);
        assert_eq!(history.get(1, 5), 0, "another seat's table");
        for _ in 0..1_000 {
            history.reward(0, 5, 20);
            history.punish(2, 9, 20);
        }
        assert!((HISTORY_LIMIT - 2_000..=HISTORY_LIMIT).contains(&history.get(0, 5)));
        assert!((-HISTORY_LIMIT..=-HISTORY_LIMIT + 2_000).contains(&history.get(2, 9)));
        // A cut-off moves a move that often failed back up faster than one that did not.
        history.reward(2, 9, 3);
        assert!(history.get(2, 9) - (-HISTORY_LIMIT + 2_000) > history_bonus(3) - 2_000);
        history.age();
        assert!(history.get(0, 5) <= HISTORY_LIMIT / 2);
    }
}
