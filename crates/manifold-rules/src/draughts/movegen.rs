//! Legal move generation: simple moves (a man's step forward, a king's slide) and capture
//! sequences (RULES 2).
//!
//! Captures are compulsory, with a free choice among them. A sequence is searched depth
//! first from each piece: the mover is lifted off its start square, captured pieces stay on
//! the board until the sequence ends (they block, and none is jumped twice: the Turkish
//! strike rule), a man reaching its far row goes on capturing as a king, and a sequence ends
//! only where no further capture is possible. A king may land on any empty square beyond the
//! piece it jumps, but if the capture continues from some of them it must land on one of
//! those; under [`Landing::ImmediatelyBeyond`] (the Nujelm rule) only the first square
//! beyond is a landing square. Sequences with the same start, end and captured set are one
//! move: the generator keeps the first path found.
//!
//! Nothing is allocated per generated move: paths live in fixed-capacity arrays, sets are
//! `u64` masks, and moves go into a caller's `Vec` that perft reuses from node to node.

use arrayvec::ArrayVec;

use super::board::{Tables, bit, cells, tables};
use super::moves::{DraughtsMove, MAX_CAPTURES};
use super::position::DraughtsPosition;
use super::rules::Landing;
use crate::geometry::{Cell, Dir};

impl DraughtsPosition {
    /// The legal moves.
    pub fn legal_moves(&self) -> Vec<DraughtsMove> {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// Fills `out` (cleared first) with the legal moves: the capture sequences if there is
    /// any, else the simple moves.
    pub fn legal_moves_into(&self, out: &mut Vec<DraughtsMove>) {
        out.clear();
        self.captures_into(out, true);
        if out.is_empty() {
            self.simple_moves_into(out);
        }
    }

    /// Whether `m` is legal here (compared as start, end and captured set).
    pub fn is_legal(&self, m: &DraughtsMove) -> bool {
        self.legal_moves().iter().any(|l| l.same_move(m))
    }

    /// Whether the side to move has a legal move.
    pub fn has_legal_move(&self) -> bool {
        self.has_capture() || {
            let mut out = Vec::new();
            self.simple_moves_into(&mut out);
            !out.is_empty()
        }
    }

    /// Whether the side to move must capture.
    pub fn has_capture(&self) -> bool {
        let t = tables();
        let me = self.turn.index();
        let occupied = self.occupied();
        let enemies = self.men[1 - me] | self.kings[1 - me];
        cells(self.men[me]).any(|c| man_can_capture(t, c, enemies, occupied))
            || cells(self.kings[me]).any(|c| king_can_capture(t, c, enemies, occupied))
    }

    /// The number of simple moves of the side to move (what [`Self::simple_moves_into`]
    /// lists), counted without listing them.
    pub(crate) fn simple_move_count(&self) -> usize {
        let t = tables();
        let g = &t.geometry;
        let me = self.turn.index();
        let occupied = self.occupied();
        let men: usize = cells(self.men[me])
            .map(|from| {
                t.forward[me]
                    .iter()
                    .filter(|&&d| g.step(from, d).is_some_and(|to| occupied & bit(to) == 0))
                    .count()
            })
            .sum();
        let kings: usize = cells(self.kings[me])
            .map(|from| {
                t.diagonals
                    .iter()
                    .map(|&d| {
                        g.ray(from, d)
                            .iter()
                            .take_while(|&&to| occupied & bit(to) == 0)
                            .count()
                    })
                    .sum::<usize>()
            })
            .sum();
        men + kings
    }

    /// Appends every capture sequence of the side to move to `out`; with `dedupe`, only the
    /// first path of each (start, end, captured set), else every path.
    pub(crate) fn captures_into(&self, out: &mut Vec<DraughtsMove>, dedupe: bool) {
        let t = tables();
        let me = self.turn.index();
        let all = self.occupied();
        let enemies = self.men[1 - me] | self.kings[1 - me];
        for (movers, king) in [(self.men[me], false), (self.kings[me], true)] {
            for from in cells(movers) {
                // Most pieces have no first jump: a look at the neighbours says so at once.
                let can = if king {
                    king_can_capture(t, from, enemies, all)
                } else {
                    man_can_capture(t, from, enemies, all)
                };
                if !can {
                    continue;
                }
                let mut search = CaptureSearch {
                    t,
                    landing: self.rules.king_landing,
                    from,
                    start_king: king,
                    occupied: all & !bit(from),
                    enemies,
                    crown_row: t.crown_row[me],
                    dedupe,
                    first: out.len(),
                    out: &mut *out,
                    path: ArrayVec::new(),
                };
                search.extend(from, king, 0);
            }
        }
    }

    /// Appends the simple moves of the side to move: men one step diagonally forward, kings
    /// any distance along a diagonal, always to empty squares.
    pub(crate) fn simple_moves_into(&self, out: &mut Vec<DraughtsMove>) {
        let t = tables();
        let g = &t.geometry;
        let me = self.turn.index();
        let occupied = self.occupied();
        for from in cells(self.men[me]) {
            for &d in &t.forward[me] {
                if let Some(to) = g.step(from, d)
                    && occupied & bit(to) == 0
                {
                    out.push(DraughtsMove::simple(
                        from,
                        to,
                        t.crown_row[me] & bit(to) != 0,
                    ));
                }
            }
        }
        for from in cells(self.kings[me]) {
            for &d in &t.diagonals {
                for &to in g.ray(from, d) {
                    if occupied & bit(to) != 0 {
                        break;
                    }
                    out.push(DraughtsMove::simple(from, to, false));
                }
            }
        }
    }
}

/// Whether a man on `from` can jump a piece of `enemies` (onto an empty square beyond it).
#[inline]
fn man_can_capture(t: &Tables, from: Cell, enemies: u64, occupied: u64) -> bool {
    t.jumps[from.index()]
        .iter()
        .any(|&(victim, land)| enemies & victim != 0 && occupied & land == 0)
}

/// Whether a king on `from` can capture: the first piece along some diagonal is one of
/// `enemies` with an empty square just beyond it.
#[inline]
fn king_can_capture(t: &Tables, from: Cell, enemies: u64, occupied: u64) -> bool {
    t.diagonals.iter().any(|&d| {
        let ray = t.geometry.ray(from, d);
        match ray.iter().position(|&c| occupied & bit(c) != 0) {
            Some(i) => {
                enemies & bit(ray[i]) != 0
                    && ray.get(i + 1).is_some_and(|&l| occupied & bit(l) == 0)
            }
            None => false,
        }
    })
}

/// The depth-first search of one piece's capture sequences.
struct CaptureSearch<'a> {
    t: &'static Tables,
    landing: Landing,
    from: Cell,
    start_king: bool,
    /// Every piece but the mover; captured pieces stay in it until the sequence ends.
    occupied: u64,
    enemies: u64,
    crown_row: u64,
    dedupe: bool,
    /// Where this piece's moves begin in `out` (duplicates can only come from one piece).
    first: usize,
    out: &'a mut Vec<DraughtsMove>,
    path: ArrayVec<Cell, MAX_CAPTURES>,
}

impl CaptureSearch<'_> {
    /// Tries every capture from `cur` (as a king or a man, with `captured` already jumped),
    /// recording each finished sequence; returns whether any capture was possible.
    fn extend(&mut self, cur: Cell, king: bool, captured: u64) -> bool {
        let mut found = false;
        for d in self.t.diagonals {
            found |= if king {
                self.king_jumps(cur, d, captured)
            } else {
                self.man_jump(cur, d, captured)
            };
        }
        found
    }

    /// A man's jump along `d`: over an adjacent enemy not yet jumped, onto the empty square
    /// just beyond.
    fn man_jump(&mut self, cur: Cell, d: Dir, captured: u64) -> bool {
        let g = &self.t.geometry;
        let Some(victim) = g.step(cur, d) else {
            return false;
        };
        let v = bit(victim);
        if self.enemies & v == 0 || captured & v != 0 {
            return false;
        }
        let Some(land) = g.step(victim, d) else {
            return false;
        };
        if self.occupied & bit(land) != 0 {
            return false;
        }
        let captured = captured | v;
        let king = self.crown_row & bit(land) != 0;
        self.path.push(land);
        if !self.extend(land, king, captured) {
            self.record(king, captured);
        }
        self.path.pop();
        true
    }

    /// A king's capture along `d`: over the first piece on the diagonal, if it is an enemy
    /// not yet jumped, onto the empty squares beyond (only those from which the capture
    /// continues, if there are any).
    fn king_jumps(&mut self, cur: Cell, d: Dir, captured: u64) -> bool {
        let t = self.t;
        let ray = t.geometry.ray(cur, d);
        let Some(i) = ray.iter().position(|&c| self.occupied & bit(c) != 0) else {
            return false;
        };
        let v = bit(ray[i]);
        if self.enemies & v == 0 || captured & v != 0 {
            return false;
        }
        let beyond = &ray[i + 1..];
        let mut landings = beyond
            .iter()
            .take_while(|&&c| self.occupied & bit(c) == 0)
            .count();
        if self.landing == Landing::ImmediatelyBeyond {
            landings = landings.min(1);
        }
        if landings == 0 {
            return false;
        }
        let captured = captured | v;
        let mut continued = false;
        for &land in &beyond[..landings] {
            self.path.push(land);
            continued |= self.extend(land, true, captured);
            self.path.pop();
        }
        if !continued {
            for &land in &beyond[..landings] {
                self.path.push(land);
                self.record(true, captured);
                self.path.pop();
            }
        }
        true
    }

    /// Records the finished sequence along the current path.
    fn record(&mut self, king: bool, captured: u64) {
        let to = *self.path.last().expect("a sequence has landed");
        if self.dedupe
            && self.out[self.first..]
                .iter()
                .any(|m| m.to == to && m.captured_mask == captured)
        {
            return;
        }
        self.out.push(DraughtsMove::new(
            self.from,
            self.path.clone(),
            captured,
            king && !self.start_king,
        ));
    }
}
