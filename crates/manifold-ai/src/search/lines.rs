//! MultiPV: the best `K` lines of a position, each with its score and principal variation,
//! depth after depth (the engine side of analysis, [`crate::analysis`]).
//!
//! Each iteration searches the root `K` times, as Stockfish does: line 0 among all the
//! root moves, line 1 among the moves other than line 0's first move, and so on, each
//! pass with its own aspiration window around that line's score at the previous depth.
//! The lines of an iteration are then sorted by score (a later pass may score above an
//! earlier one, as searches at one depth are not perfectly consistent), and the next
//! iteration starts from that order. Only line 0's pass stores the root's score in the
//! transposition table: the others speak for the root less some moves.
//!
//! With `K = 1` an iteration is exactly the ordinary search's ([`Run::deepen`]): the same
//! passes, windows and order, so the same nodes, score and move at a fixed depth (the
//! analysis tests check it). The ordinary search itself does not go through here.

use std::time::Instant;

use super::{
    ASPIRATION, RootPass, Run, Searcher, aspiration_window, max_depth, widened_high, widened_low,
};
use crate::analysis::{Analysis, Line};
use crate::game::{MoveBuf, SearchGame};
use crate::info::nps;
use crate::limits::Limits;
use crate::score::{MATE, Score, is_mate};
use crate::search::SearchConfig;

impl Searcher {
    /// The best `lines` lines of `root` (at least one; at most its legal moves), depth
    /// after depth within `limits` (see [`Searcher::search`] for `history`). `on_report`
    /// hears each completed depth; the answer is the last completed depth's lines (the
    /// lines of the first depth completed so far where not even that one completed; none
    /// where the root has no legal move). The lines' per-seat scores and boards are left
    /// empty here ([`crate::analysis`] fills them).
    pub(crate) fn multipv<G: SearchGame>(
        &mut self,
        root: &G,
        history: &[u64],
        limits: &Limits,
        config: &SearchConfig,
        lines: usize,
        on_report: &mut dyn FnMut(&Analysis<G::Move>),
    ) -> Analysis<G::Move> {
        let start = Instant::now();
        let mut legal = G::Moves::default();
        root.generate(&mut legal);
        if legal.as_slice().is_empty() {
            return Analysis::empty(start.elapsed());
        }
        self.drive(
            root,
            history,
            limits,
            config,
            legal.as_slice(),
            |run, moves| run.deepen_lines(root, moves, max_depth(limits), lines, on_report),
        )
    }
}

impl<G: SearchGame> Run<'_, G> {
    /// The iterative deepening of a MultiPV search over the ordered root `moves`.
    fn deepen_lines(
        &mut self,
        root: &G,
        mut moves: Vec<G::Move>,
        max_depth: u32,
        lines: usize,
        on_report: &mut dyn FnMut(&Analysis<G::Move>),
    ) -> Analysis<G::Move> {
        let want = lines.clamp(1, moves.len());
        let mut done = Analysis::empty(self.start.elapsed());
        for depth in 1..=max_depth {
            self.root_depth = depth as i32;
            let mut found: Vec<Line<G::Move>> = Vec::with_capacity(want);
            for k in 0..want {
                self.root_line = k;
                let Some((score, pv)) = self.line_pass(root, depth, &mut moves[k..], &done, k)
                else {
                    break;
                };
                found.push(Line::new(score, pv));
            }
            self.root_line = 0;
            if found.len() < want {
                // Stopped inside this depth: the last completed depth stands, or where there
                // is none, the lines this one completed.
                if done.depth == 0 {
                    done.lines = found;
                }
                break;
            }
            // Best first; the root moves follow, so the next depth starts in this order.
            let mut order: Vec<(Line<G::Move>, G::Move)> = found
                .into_iter()
                .zip(moves[..want].iter().cloned())
                .collect();
            order.sort_by_key(|(line, _)| std::cmp::Reverse(line.score));
            let (found, firsts): (Vec<_>, Vec<_>) = order.into_iter().unzip();
            moves[..want].clone_from_slice(&firsts);
            let time = self.start.elapsed();
            done = Analysis {
                depth,
                seldepth: self.seldepth as u32,
                nodes: self.nodes,
                nps: nps(self.nodes, time),
                time,
                lines: found,
            };
            on_report(&done);
            let limits = self.limits;
            if self.stop_requested()
                || limits.soft_time.is_some_and(|soft| time >= soft)
                || limits.time.is_some_and(|hard| time >= hard)
                || limits.nodes.is_some_and(|n| self.nodes >= n)
            {
                break;
            }
            // Every line a mate found with room to spare: deeper searches change nothing.
            if done
                .lines
                .iter()
                .all(|l| is_mate(l.score) && depth as Score >= MATE - l.score.abs() + 2)
            {
                break;
            }
        }
        done.nodes = self.nodes;
        done.time = self.start.elapsed();
        done.nps = nps(done.nodes, done.time);
        done
    }

    /// One line's search at `depth` among `moves` (the root moves less the earlier lines'
    /// first moves), with an aspiration window around line `k`'s score in `last` (the
    /// previous depth) from depth 4, widened as [`Run::deepen`] widens it; `None` when
    /// the search stopped first. The line's first move ends at the front of `moves`.
    fn line_pass(
        &mut self,
        root: &G,
        depth: u32,
        moves: &mut [G::Move],
        last: &Analysis<G::Move>,
        k: usize,
    ) -> Option<(Score, Vec<G::Move>)> {
        let mut delta = ASPIRATION;
        let previous = last
            .lines
            .get(k)
            .map(|l| l.score)
            .filter(|_| last.depth > 0);
        let (mut lo, mut hi) = aspiration_window(previous, depth);
        loop {
            match self.root(root, depth as i32, moves, lo, hi) {
                RootPass::Exact(score, pv) => return Some((score, pv)),
                RootPass::Low => {
                    delta *= 2;
                    lo = widened_low(lo, delta);
                }
                RootPass::High(..) => {
                    delta *= 2;
                    hi = widened_high(hi, delta);
                }
                RootPass::Stopped(_) => return None,
            }
        }
    }
}
