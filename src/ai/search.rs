//! The search: iterative deepening negamax alpha-beta with principal-variation search, a
//! transposition table, check extension, late-move reductions, reverse futility pruning
//! near the leaves, and a quiescence search over captures and promotions (all evasions
//! when in check) with stand-pat.
//!
//! Draws inside the tree: a position repeated within the reversible moves (the game's
//! history before the root counts), the fifty-move claim limit, dead material (by the
//! evaluation). Mates score with their distance, so the shortest mate is preferred and the
//! longest defence.
//!
//! A search stops at its depth, node or time limit or when its stop flag is set; it always
//! completes depth 1 first, so it answers with the best move of the last completed
//! iteration (the first legal move if there is no other answer).
//!
//! Games with more than two seats (Mattrix) get a one-ply search for now: the move whose
//! resulting position is best for the mover (mates first).

use std::sync::atomic::Ordering;
use std::time::Instant;

use crate::rules::game::Game;
use crate::rules::{Move, MoveList, Position};

use super::eval::Evaluator;
use super::info::{SearchInfo, SearchResult, nps};
use super::limits::Limits;
use super::ordering::{
    History, Killers, OrderingContext, capture_gain, is_capture, is_quiet, pick, score_captures,
    score_moves,
};
use super::rng::{Rng, mix, noise};
use super::score::{
    DRAW, INFINITY, MATE, MATE_BOUND, MAX_PLY, Score, from_table, is_mate, mate_in, mated_in,
    to_table,
};
use super::tt::{Bound, DEFAULT_HASH_MB, TranspositionTable};

/// How the search plays, beyond its limits: the knobs the levels turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchConfig {
    /// Seeds the evaluation noise and the choice of searches with a blind spot.
    pub seed: u64,
    /// Amplitude (centipawns) of a noise added to every evaluation; the same position
    /// always gets the same noise for a given seed.
    pub eval_noise: Score,
    /// Chance per search (per mille) of a blind spot: at the opponent's turns the search
    /// does not see captures of pieces worth less than a rook (pawns, minor pieces), so it
    /// may leave one of them hanging, or take a defended piece.
    pub blunder_permille: u32,
    /// Late-move reductions and reverse futility pruning.
    pub pruning: bool,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            seed: 0,
            eval_noise: 0,
            blunder_permille: 0,
            pruning: true,
        }
    }
}

/// Move list and order scores of one node, reused between nodes.
type Buffer = (Box<MoveList>, Vec<i32>);

/// The engine's search state that lives between searches: the transposition table and the
/// ordering heuristics.
pub struct Searcher {
    tt: TranspositionTable,
    killers: Killers,
    history: History,
    pool: Vec<Buffer>,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(DEFAULT_HASH_MB)
    }
}

impl Searcher {
    /// A searcher with a transposition table of about `hash_mb` megabytes.
    pub fn new(hash_mb: usize) -> Searcher {
        Searcher {
            tt: TranspositionTable::new(hash_mb),
            killers: Killers::default(),
            history: History::default(),
            pool: Vec::new(),
        }
    }

    /// Resizes (and clears) the transposition table.
    pub fn set_hash_mb(&mut self, hash_mb: usize) {
        self.tt = TranspositionTable::new(hash_mb);
    }

    /// Forgets everything learned (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.killers.clear();
        self.history.clear();
    }

    /// Searches the current position of a game (its earlier positions count for
    /// repetitions) and returns the move to play.
    pub fn search_game(
        &mut self,
        game: &Game,
        limits: &Limits,
        config: &SearchConfig,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let positions = game.positions();
        let (root, before) = positions.split_last().expect("a game has a position");
        let history: Vec<u64> = before.iter().map(Position::hash).collect();
        self.search(root, &history, limits, config, on_info)
    }

    /// Searches `root` and returns the move to play.
    ///
    /// `history` holds the hashes ([`Position::hash`]) of the game's positions before the
    /// root, oldest first, for repetition draws. `on_info` hears about each completed
    /// iteration. Deterministic for the same searcher state, position, history, config and
    /// depth or node limits.
    pub fn search(
        &mut self,
        root: &Position,
        history: &[u64],
        limits: &Limits,
        config: &SearchConfig,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let start = Instant::now();
        let legal = root.legal_moves();
        let Some(&first) = legal.first() else {
            return SearchResult {
                best_move: None,
                score: if root.in_check() { mated_in(0) } else { DRAW },
                depth: 0,
                nodes: 0,
                time: start.elapsed(),
                pv: Vec::new(),
            };
        };
        let eval = Evaluator::new(root.variant());
        if root.variant().seats > 2 {
            return one_ply(root, &legal, &eval, config, start);
        }
        self.tt.new_search();
        self.history.age();
        self.killers.clear();
        let blind = Rng::new(mix(config.seed ^ root.hash())).chance(config.blunder_permille);
        let blind_below = blind.then(|| eval.value(crate::rules::Role::Rook).max(1));
        let salt = if config.eval_noise != 0 || blind {
            mix(config.seed ^ ((config.eval_noise as u64) << 32) ^ ((blind as u64) << 48)) | 1
        } else {
            0
        };
        let mut run = Run {
            s: self,
            eval,
            limits,
            start,
            nodes: 0,
            next_check: 0,
            seldepth: 0,
            aborted: false,
            can_abort: false,
            root_depth: 1,
            hashes: history.to_vec(),
            pv: vec![Vec::new(); MAX_PLY + 1],
            blind_below,
            noise_seed: mix(config.seed.wrapping_add(0x5EED)),
            noise: config.eval_noise.max(0),
            pruning: config.pruning,
            salt,
            claim_plies: root.variant().claim_plies,
            seats: root.variant().seats as usize,
        };
        let mut root_moves: Vec<Move> = legal.to_vec();
        // First order: the table's move, then captures, by the usual ordering.
        {
            let hash_move = run.s.tt.probe(run.key(root)).and_then(|p| p.mv);
            let ctx = OrderingContext {
                eval: &run.eval,
                hash_move,
                killers: [None; 2],
                history: &run.s.history,
            };
            let mut scores = Vec::new();
            score_moves(root, &root_moves, &ctx, &mut scores);
            let mut order: Vec<(i32, Move)> = scores.into_iter().zip(root_moves).collect();
            order.sort_by_key(|(s, _)| std::cmp::Reverse(*s));
            root_moves = order.into_iter().map(|(_, m)| m).collect();
        }
        let mut result = SearchResult {
            best_move: Some(first),
            score: 0,
            depth: 0,
            nodes: 0,
            time: start.elapsed(),
            pv: vec![first],
        };
        let max_depth = limits
            .depth
            .unwrap_or(u32::MAX)
            .clamp(1, MAX_PLY as u32 / 2);
        for depth in 1..=max_depth {
            run.can_abort = depth > 1;
            run.root_depth = depth as i32;
            let Some((score, pv)) = run.root(root, depth as i32, &mut root_moves) else {
                break;
            };
            let time = start.elapsed();
            result = SearchResult {
                best_move: pv.first().copied(),
                score,
                depth,
                nodes: run.nodes,
                time,
                pv: pv.clone(),
            };
            on_info(&SearchInfo {
                depth,
                seldepth: run.seldepth as u32,
                score,
                nodes: run.nodes,
                nps: nps(run.nodes, time),
                time,
                pv,
            });
            if run.stop_requested() {
                break;
            }
            if limits.soft_time.is_some_and(|soft| time >= soft)
                || limits.time.is_some_and(|hard| time * 5 >= hard * 3)
                || limits.nodes.is_some_and(|n| run.nodes >= n)
            {
                break;
            }
            // A mate for us found with room to spare cannot get shorter.
            if score >= MATE_BOUND && depth as Score >= MATE - score + 2 {
                break;
            }
        }
        result.nodes = run.nodes;
        result.time = start.elapsed();
        if result.best_move.is_none() {
            result.best_move = Some(first);
        }
        result
    }
}

/// One search in progress.
struct Run<'a> {
    s: &'a mut Searcher,
    eval: Evaluator,
    limits: &'a Limits,
    start: Instant,
    nodes: u64,
    next_check: u64,
    seldepth: usize,
    aborted: bool,
    can_abort: bool,
    root_depth: i32,
    /// Hashes of the game's positions before the current node, oldest first.
    hashes: Vec<u64>,
    /// Triangular principal-variation table: `pv[ply]` is the line from that ply on.
    pv: Vec<Vec<Move>>,
    blind_below: Option<Score>,
    noise_seed: u64,
    noise: Score,
    pruning: bool,
    salt: u64,
    claim_plies: u16,
    seats: usize,
}

/// How often (in nodes) the clock and the stop flag are looked at.
const CHECK_EVERY: u64 = 1024;

impl Run<'_> {
    #[inline]
    fn key(&self, pos: &Position) -> u64 {
        pos.hash() ^ self.salt
    }

    #[inline]
    fn evaluate(&self, pos: &Position) -> Score {
        self.eval.evaluate(pos) + noise(pos.hash() ^ self.noise_seed, self.noise)
    }

    fn stop_requested(&self) -> bool {
        self.limits
            .stop
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
    }

    /// Whether the search must stop now (checked cheaply at every node).
    #[inline]
    fn abort(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if !self.can_abort {
            return false;
        }
        if self.limits.nodes.is_some_and(|n| self.nodes >= n) {
            self.aborted = true;
            return true;
        }
        if self.nodes >= self.next_check {
            self.next_check = self.nodes + CHECK_EVERY;
            if self.stop_requested() || self.limits.time.is_some_and(|t| self.start.elapsed() >= t)
            {
                self.aborted = true;
            }
        }
        self.aborted
    }

    /// Whether `pos` repeats a position since the last irreversible move.
    fn repeated(&self, pos: &Position) -> bool {
        let h = pos.hash();
        let n = self.hashes.len();
        let window = (pos.halfmove_clock() as usize).min(n);
        let mut back = self.seats;
        while back <= window {
            if self.hashes[n - back] == h {
                return true;
            }
            back += self.seats;
        }
        false
    }

    /// Whether captures of cheap pieces are overlooked at this ply (the opponent's turns of
    /// a search with a blind spot).
    #[inline]
    fn blind_at(&self, ply: usize) -> Option<Score> {
        if ply % 2 == 1 { self.blind_below } else { None }
    }

    fn take_buffer(&mut self) -> Buffer {
        self.s
            .pool
            .pop()
            .unwrap_or_else(|| (Box::new(MoveList::new()), Vec::with_capacity(256)))
    }

    fn give_buffer(&mut self, mut b: Buffer) {
        b.0.clear();
        b.1.clear();
        self.s.pool.push(b);
    }

    /// Records `m` followed by the child's line as the line at `ply`.
    fn update_pv(&mut self, ply: usize, m: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(m);
        line.extend_from_slice(&tail[0]);
    }

    /// One iteration at the root; `None` if it was stopped before completing. The best
    /// move moves to the front of `moves`.
    fn root(
        &mut self,
        pos: &Position,
        depth: i32,
        moves: &mut Vec<Move>,
    ) -> Option<(Score, Vec<Move>)> {
        let mut alpha = -INFINITY;
        let beta = INFINITY;
        let mut best_index = 0;
        self.pv[0].clear();
        self.hashes.push(pos.hash());
        for (i, &m) in moves.iter().enumerate() {
            let child = pos.play(m);
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, depth - 1, -beta, -alpha, 1);
            } else {
                score = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1);
                if score > alpha && !self.aborted {
                    score = -self.negamax(&child, depth - 1, -beta, -alpha, 1);
                }
            }
            if self.aborted {
                self.hashes.pop();
                return None;
            }
            if score > alpha {
                alpha = score;
                best_index = i;
                self.update_pv(0, m);
            }
        }
        self.hashes.pop();
        let best = moves.remove(best_index);
        moves.insert(0, best);
        let key = self.key(pos);
        self.s
            .tt
            .store(key, depth, to_table(alpha, 0), Bound::Exact, Some(best));
        Some((alpha, self.pv[0].clone()))
    }

    fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: Score,
        mut beta: Score,
        ply: usize,
    ) -> Score {
        self.pv[ply].clear();
        if self.abort() {
            return 0;
        }
        let pv_node = beta - alpha > 1;
        if self.repeated(pos) {
            return DRAW;
        }
        let in_check = pos.in_check();
        if pos.halfmove_clock() >= self.claim_plies {
            return if in_check && pos.legal_moves().is_empty() {
                mated_in(ply)
            } else {
                DRAW
            };
        }
        alpha = alpha.max(mated_in(ply));
        beta = beta.min(mate_in(ply + 1));
        if alpha >= beta {
            return alpha;
        }
        if in_check && (ply as i32) < 2 * self.root_depth + 4 {
            depth += 1;
        }
        if depth <= 0 {
            return self.quiescence(pos, alpha, beta, ply);
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 2 {
            return self.evaluate(pos);
        }
        let key = self.key(pos);
        let mut hash_move = None;
        if let Some(p) = self.s.tt.probe(key) {
            hash_move = p.mv;
            if !pv_node && p.depth >= depth {
                let s = from_table(p.score, ply);
                let cut = match p.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        if self.pruning && !pv_node && !in_check && depth <= 3 && !is_mate(beta) {
            let e = self.evaluate(pos);
            if e - 120 * depth >= beta {
                return e;
            }
        }
        let (mut moves, mut scores) = self.take_buffer();
        pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            self.give_buffer((moves, scores));
            return if in_check { mated_in(ply) } else { DRAW };
        }
        if let Some(below) = self.blind_at(ply)
            && !in_check
        {
            let eval = self.eval;
            let seen = |m: &Move| !is_capture(pos, *m) || capture_gain(pos, *m, &eval) >= below;
            if moves.iter().any(seen) {
                moves.retain(|m| seen(m));
            }
        }
        {
            let ctx = OrderingContext {
                eval: &self.eval,
                hash_move,
                killers: self.s.killers.at(ply),
                history: &self.s.history,
            };
            score_moves(pos, &moves, &ctx, &mut scores);
        }
        let alpha_orig = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut quiets: arrayvec::ArrayVec<Move, 64> = arrayvec::ArrayVec::new();
        let seat = pos.turn().index();
        self.hashes.push(pos.hash());
        for i in 0..moves.len() {
            let m = pick(&mut moves, &mut scores, i);
            let quiet = is_quiet(pos, m);
            let child = pos.play(m);
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
            } else {
                let mut r = 0;
                if self.pruning && depth >= 3 && i >= 3 && quiet && !in_check && !child.in_check() {
                    r = 1 + i32::from(i >= 8 && depth >= 5) - i32::from(pv_node);
                }
                score = -self.negamax(&child, depth - 1 - r, -alpha - 1, -alpha, ply + 1);
                if score > alpha && r > 0 && !self.aborted {
                    score = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if score > alpha && score < beta && !self.aborted {
                    score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
                }
            }
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, m);
                    if alpha >= beta {
                        if quiet {
                            self.s.killers.record(ply, m);
                            self.s.history.reward(seat, m, depth);
                            for &q in &quiets {
                                self.s.history.punish(seat, q, depth);
                            }
                        }
                        break;
                    }
                }
            }
            if quiet {
                let _ = quiets.try_push(m);
            }
        }
        self.hashes.pop();
        self.give_buffer((moves, scores));
        if self.aborted {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_orig {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.s
            .tt
            .store(key, depth, to_table(best, ply), bound, best_move);
        best
    }

    fn quiescence(&mut self, pos: &Position, mut alpha: Score, beta: Score, ply: usize) -> Score {
        self.pv[ply].clear();
        if self.abort() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 2 {
            return self.evaluate(pos);
        }
        let in_check = pos.in_check();
        let mut best = -INFINITY;
        if !in_check {
            let stand = self.evaluate(pos);
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        }
        let (mut moves, mut scores) = self.take_buffer();
        pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            self.give_buffer((moves, scores));
            return if in_check { mated_in(ply) } else { DRAW };
        }
        if in_check {
            let ctx = OrderingContext {
                eval: &self.eval,
                hash_move: None,
                killers: [None; 2],
                history: &self.s.history,
            };
            score_moves(pos, &moves, &ctx, &mut scores);
        } else {
            let blind = self.blind_at(ply);
            let eval = self.eval;
            moves.retain(|m| {
                m.promotion.is_some()
                    || (is_capture(pos, *m)
                        && blind.is_none_or(|below| capture_gain(pos, *m, &eval) >= below))
            });
            score_captures(pos, &moves, &self.eval, &mut scores);
        }
        for i in 0..moves.len() {
            let m = pick(&mut moves, &mut scores, i);
            // Delta pruning: even winning this piece cannot lift the score to alpha.
            if !in_check
                && m.promotion.is_none()
                && best + capture_gain(pos, m, &self.eval) + 200 < alpha
            {
                continue;
            }
            let child = pos.play(m);
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1);
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, m);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.give_buffer((moves, scores));
        if self.aborted {
            return 0;
        }
        best
    }
}

/// The one-ply search of games with more than two seats: the move whose position is best
/// for the mover, a mate of the next seat first.
fn one_ply(
    root: &Position,
    legal: &MoveList,
    eval: &Evaluator,
    config: &SearchConfig,
    start: Instant,
) -> SearchResult {
    let us = root.turn();
    let seed = mix(config.seed.wrapping_add(0x5EED));
    let mut best: Option<(Score, Move)> = None;
    for &m in legal {
        let child = root.play(m);
        let score = if child.in_check() && child.legal_moves().is_empty() {
            MATE - 1
        } else {
            eval.evaluate_for(&child, us) + noise(child.hash() ^ seed, config.eval_noise)
        };
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, m));
        }
    }
    let (score, m) = best.expect("at least one legal move");
    SearchResult {
        best_move: Some(m),
        score,
        depth: 1,
        nodes: legal.len() as u64,
        time: start.elapsed(),
        pv: vec![m],
    }
}
