//! # Three seats: the opponents' own replies, simulated at the root
//!
//! The paranoid search ([`super::search`], "Three seats") judges every root move against
//! both opponents playing together, and they do not: each plays for itself, most often
//! against the seat after its own (RULES 5.5: the checker wins the mate). Where the
//! paranoid search finds several moves nearly equal, its picture of a coalition is what
//! tells them apart, and it is the least trustworthy part of it. With
//! [`SearchConfig::simulate_opponents`] (Mattrix's Max) the root's time is split:
//!
//! 1. the paranoid search, [`MAIN_SHARE`] of the time, gives the best move and its score;
//!    a mate found either way is played (or met) at once;
//! 2. up to [`CANDIDATES`] − 1 more moves, each the best of the moves not yet chosen
//!    ([`Searcher::search_excluding`], [`ALTERNATIVE_SHARE`] each), are kept while their
//!    paranoid score is within [`MARGIN`] of the best's: the coalition's worst stays
//!    close to the best move's;
//! 3. each candidate is played, then each opponent's reply as that opponent's own search
//!    would choose it (a full-strength search from its seat with Strong's settings,
//!    [`REPLY_SHARE`] each), and the position that follows, the root's turn again, is
//!    judged by the root's own search ([`JUDGE_SHARE`]); a line that ends the game is
//!    judged by its end;
//! 4. the candidate whose line is judged best is played (the paranoid best where the lines
//!    tie).
//!
//! The shares add up to the root's time. What it gains, measured in round robins of Max
//! against Strong, is in the README ("Mattrix Max: the opponents' replies simulated"):
//! most in the line-up where Max sits alone against two Strong seats.

use std::time::{Duration, Instant};

use super::game::{MoveBuf, SearchGame};
use super::info::{SearchInfo, SearchResult, nps};
use super::limits::Limits;
use super::score::{INFINITY, Score, is_mate};
use super::search::{SearchConfig, Searcher};

/// The share of the root's time the paranoid search of step 1 takes.
pub(crate) const MAIN_SHARE: f64 = 0.40;

/// The share each alternative move's search (step 2) takes.
pub(crate) const ALTERNATIVE_SHARE: f64 = 0.08;

/// The share each simulated opponent's reply (step 3) takes.
pub(crate) const REPLY_SHARE: f64 = 0.04;

/// The share each candidate's judging search (step 3) takes.
pub(crate) const JUDGE_SHARE: f64 = 0.06;

/// The most moves whose lines are simulated, the paranoid best included.
pub(crate) const CANDIDATES: usize = 3;

/// How far (centipawns) below the paranoid best an alternative's paranoid score may lie.
pub const MARGIN: Score = 50;

/// The transposition table of each simulated search (megabytes): they are short.
const SIMULATION_HASH_MB: usize = 2;

impl Searcher {
    /// Whether [`Searcher::search_any`] simulates the opponents' replies for `root`: with
    /// three seats, where the configuration asks for it and the search is bounded by time
    /// alone.
    pub(super) fn simulates<G: SearchGame>(
        root: &G,
        limits: &Limits,
        config: &SearchConfig,
    ) -> bool {
        config.simulate_opponents
            && root.seats() > 2
            && limits.depth.is_none()
            && limits.nodes.is_none()
            && limits.time.is_some()
    }

    /// The search of `root` with the opponents' replies simulated (the module's notes).
    pub(super) fn search_simulated<G: SearchGame>(
        &mut self,
        root: &G,
        history: &[u64],
        limits: &Limits,
        config: &SearchConfig,
        on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> SearchResult<G::Move> {
        let start = Instant::now();
        let budget = limits.soft_time.or(limits.time).unwrap_or(Duration::ZERO);
        let share = |f: f64| Limits {
            time: Some(budget.mul_f64(f)),
            stop: limits.stop.clone(),
            ..Limits::default()
        };
        // Told to stop, the search plays the paranoid best at once: every later search
        // would still finish its first iteration.
        let stopped = || limits.stop_requested();
        let first = self.search_excluding(root, history, &share(MAIN_SHARE), config, &[], on_info);
        let Some(best) = first.best_move.clone() else {
            return first;
        };
        if is_mate(first.score) || stopped() {
            return first;
        }
        // Step 2: the alternatives the coalition leaves nearly as good.
        let mut candidates = vec![(best, first.score)];
        let mut alternatives = Searcher::new(SIMULATION_HASH_MB);
        while candidates.len() < CANDIDATES {
            let chosen: Vec<G::Move> = candidates.iter().map(|(m, _)| m.clone()).collect();
            let found = alternatives.search_excluding(
                root,
                history,
                &share(ALTERNATIVE_SHARE),
                config,
                &chosen,
                &mut |_| {},
            );
            // Its table holds root scores that ignore the excluded moves.
            alternatives.clear();
            if stopped() {
                return first;
            }
            match found.best_move {
                Some(m) if found.score >= first.score - MARGIN && !is_mate(found.score) => {
                    candidates.push((m, found.score));
                }
                _ => break,
            }
        }
        if candidates.len() == 1 {
            return first;
        }
        // Step 3: each candidate's line with the opponents' own replies (Strong's
        // evaluation; `search_excluding` never simulates).
        let opponents = SearchConfig {
            full_king_safety: false,
            ..config.clone()
        };
        let mut chosen = 0;
        let mut chosen_value = -INFINITY;
        for (i, (m, _)) in candidates.iter().enumerate() {
            let value = line_value(root, history, m, &opponents, config, &share);
            if stopped() {
                return first;
            }
            if value > chosen_value {
                chosen_value = value;
                chosen = i;
            }
        }
        if chosen == 0 {
            return SearchResult {
                time: start.elapsed(),
                ..first
            };
        }
        let (m, score) = candidates.swap_remove(chosen);
        on_info(&SearchInfo {
            depth: first.depth,
            seldepth: first.depth,
            score,
            nodes: first.nodes,
            nps: nps(first.nodes, first.time),
            time: start.elapsed(),
            pv: vec![m.clone()],
        });
        SearchResult {
            best_move: Some(m.clone()),
            score,
            depth: first.depth,
            nodes: first.nodes,
            time: start.elapsed(),
            pv: vec![m],
        }
    }
}

/// The value for `root`'s seat of the line that plays `m`, then each opponent's reply as
/// its own search (`opponents`' settings) chooses it: the game's end where the line ends
/// it, otherwise the score of the root seat's own search (`judge`) of the position that
/// follows.
fn line_value<G: SearchGame>(
    root: &G,
    history: &[u64],
    m: &G::Move,
    opponents: &SearchConfig,
    judge: &SearchConfig,
    share: &dyn Fn(f64) -> Limits,
) -> Score {
    let me = root.side();
    let mut history = history.to_vec();
    history.push(root.key());
    let mut pos = root.play(m);
    for _ in 1..root.seats() {
        if let Some(end) = end_for(&pos, me) {
            return end;
        }
        let reply = Searcher::new(SIMULATION_HASH_MB)
            .search_excluding(
                &pos,
                &history,
                &share(REPLY_SHARE),
                opponents,
                &[],
                &mut |_| {},
            )
            .best_move;
        let Some(reply) = reply else {
            return 0;
        };
        history.push(pos.key());
        pos = pos.play(&reply);
    }
    if let Some(end) = end_for(&pos, me) {
        return end;
    }
    Searcher::new(SIMULATION_HASH_MB)
        .search_excluding(&pos, &history, &share(JUDGE_SHARE), judge, &[], &mut |_| {})
        .score
}

/// The score for seat `me` of the game's end at `pos`, if the side to move there has no
/// legal move (a mate, credited per RULES 5.5, or a stalemate) or a rule ends it.
fn end_for<G: SearchGame>(pos: &G, me: usize) -> Option<Score> {
    let mut moves = G::Moves::default();
    pos.generate(&mut moves);
    let mover_score = if moves.as_slice().is_empty() {
        pos.no_moves(me, 0)
    } else {
        pos.rule_end(me, 0)?
    };
    // The score is for the mover's team: the root's, or the two opponents'.
    Some(if pos.side() == me {
        mover_score
    } else {
        -mover_score
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::{Family, Level};
    use crate::score::MATE_BOUND;
    use manifold_rules::{Position, Role, VariantId};

    fn mattrix(text: &str) -> Position {
        Position::from_fen(VariantId::Mattrix, text).expect("a Mattrix position")
    }

    /// Blue's king h1 is boxed in by Red's rooks; White's Rm9-h5 mates it with White's own
    /// check, and a knight move from h9 mates it by discovery from Red's rook h15 (Red's
    /// win, RULES 5.5).
    const MATES: &str = "W:Ko15,Nh9,Rm9 B:Kh1 R:Kd23,Rg12,Ri12,Rh15 w - 0 1";

    fn rook_to_h5(p: &Position) -> manifold_rules::Move {
        p.parse_san("Rh5").expect("a legal move")
    }

    #[test]
    fn a_line_that_ends_the_game_is_judged_by_its_end_for_each_seat() {
        let p = mattrix(MATES);
        let own_mate = p.play(rook_to_h5(&p));
        assert!(end_for(&own_mate, 0).is_some_and(|s| s >= MATE_BOUND));
        assert!(end_for(&own_mate, 1).is_some_and(|s| s <= -MATE_BOUND));
        assert_eq!(end_for(&own_mate, 2), Some(0));
        let knight = p
            .legal_moves()
            .into_iter()
            .find(|m| p.piece_at(m.from).is_some_and(|k| k.role == Role::Knight))
            .expect("a knight move");
        let discovered = p.play(knight);
        assert_eq!(end_for(&discovered, 0), Some(0));
        assert!(end_for(&discovered, 2).is_some_and(|s| s >= MATE_BOUND));
        assert_eq!(end_for(&p, 0), None);
        let share = |f: f64| Limits::movetime(Duration::from_millis(100).mul_f64(f));
        let config = Level::Max.config_for(Family::Mattrix, 1);
        let value = line_value(&p, &[], &rook_to_h5(&p), &config, &config, &share);
        assert!(value >= MATE_BOUND, "{value}");
    }

    #[test]
    fn the_shares_fit_in_the_roots_time() {
        let candidates = CANDIDATES as f64;
        // Mattrix: two opponents' replies per candidate.
        let total = MAIN_SHARE
            + (candidates - 1.0) * ALTERNATIVE_SHARE
            + candidates * (2.0 * REPLY_SHARE + JUDGE_SHARE);
        assert!(total <= 1.0, "{total}");
    }

    #[test]
    fn only_mattrix_max_searching_by_time_simulates() {
        let mattrix_start = Position::start(VariantId::Mattrix);
        let classical = Position::start(VariantId::Classical);
        let time = Limits::movetime(Duration::from_millis(100));
        let max = Level::Max.config_for(Family::Mattrix, 1);
        let strong = Level::Strong.config_for(Family::Mattrix, 1);
        assert!(Searcher::simulates(&mattrix_start, &time, &max));
        assert!(!Searcher::simulates(&mattrix_start, &time, &strong));
        assert!(!Searcher::simulates(
            &mattrix_start,
            &Limits::depth(4),
            &max
        ));
        assert!(!Searcher::simulates(&classical, &time, &max));
    }
}
