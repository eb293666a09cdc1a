//! A draughts position: the pieces, the side to move, the rule options, the counters and its
//! Zobrist hash. It is a small `Copy` value; playing a move copies it (copy-make), so undo is
//! returning to the previous value.

use super::board::{bit, cells, tables};
use super::moves::DraughtsMove;
use super::rules::{DraughtsRules, KING_MOVES_DRAW_PLIES};
use super::zobrist::keys;
use crate::geometry::{Cell, CellSet, Geometry};
use crate::piece::Seat;

/// The start position (RULES 2).
pub const START_FEN: &str =
    "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8";

/// A man or a king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceKind {
    /// Steps one square diagonally forward; captures forward and backward.
    Man,
    /// Rides the diagonals; captures at any distance.
    King,
}

/// A draughts piece: its owner and kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DraughtsPiece {
    /// White (seat 0) or Black (seat 1).
    pub seat: Seat,
    /// Man or king.
    pub kind: PieceKind,
}

impl DraughtsPiece {
    /// A man of `seat`.
    pub fn man(seat: Seat) -> DraughtsPiece {
        DraughtsPiece {
            seat,
            kind: PieceKind::Man,
        }
    }

    /// A king of `seat`.
    pub fn king(seat: Seat) -> DraughtsPiece {
        DraughtsPiece {
            seat,
            kind: PieceKind::King,
        }
    }

    /// Whether the piece is a king.
    pub fn is_king(self) -> bool {
        self.kind == PieceKind::King
    }
}

/// A draughts position.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct DraughtsPosition {
    /// Men of each seat, as cell masks.
    pub(crate) men: [u64; 2],
    /// Kings of each seat, as cell masks.
    pub(crate) kings: [u64; 2],
    pub(crate) turn: Seat,
    pub(crate) rules: DraughtsRules,
    /// Plies since the last man move or capture.
    pub(crate) quiet_plies: u16,
    pub(crate) fullmove: u32,
    pub(crate) hash: u64,
}

impl std::fmt::Debug for DraughtsPosition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "DraughtsPosition({})", self.to_fen())
    }
}

impl Default for DraughtsPosition {
    fn default() -> Self {
        DraughtsPosition::start(DraughtsRules::default())
    }
}

impl DraughtsPosition {
    /// The men of each seat, as cell masks (bit i = cell i).
    #[inline]
    pub fn men(&self) -> &[u64; 2] {
        &self.men
    }

    /// The kings of each seat, as cell masks (bit i = cell i).
    #[inline]
    pub fn kings(&self) -> &[u64; 2] {
        &self.kings
    }

    /// The start position under the given rule options.
    pub(crate) fn start(rules: DraughtsRules) -> DraughtsPosition {
        DraughtsPosition::from_fen(START_FEN)
            .expect("the built-in start position is valid")
            .with_rules(rules)
    }

    /// An empty board with `turn` to move.
    pub fn empty(turn: Seat, rules: DraughtsRules) -> DraughtsPosition {
        let mut pos = DraughtsPosition {
            men: [0; 2],
            kings: [0; 2],
            turn,
            rules,
            quiet_plies: 0,
            fullmove: 1,
            hash: 0,
        };
        pos.hash = pos.compute_hash();
        pos
    }

    /// The same position under other rule options.
    pub fn with_rules(mut self, rules: DraughtsRules) -> DraughtsPosition {
        self.rules = rules;
        self
    }

    /// The rule options.
    #[inline]
    pub fn rules(&self) -> DraughtsRules {
        self.rules
    }

    /// The board geometry (the shared 8x8 grid).
    pub fn geometry(&self) -> &'static Geometry {
        &tables().geometry
    }

    /// The seat to move.
    #[inline]
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The piece on a cell.
    pub fn piece_at(&self, cell: Cell) -> Option<DraughtsPiece> {
        let b = bit(cell);
        (0..2).find_map(|s| {
            let seat = Seat(s as u8);
            if self.men[s] & b != 0 {
                Some(DraughtsPiece::man(seat))
            } else if self.kings[s] & b != 0 {
                Some(DraughtsPiece::king(seat))
            } else {
                None
            }
        })
    }

    /// Every piece with its cell, in cell order.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, DraughtsPiece)> + '_ {
        cells(self.occupied()).map(|c| (c, self.piece_at(c).expect("occupied")))
    }

    /// How many pieces (men and kings) a seat has.
    pub fn piece_count(&self, seat: Seat) -> usize {
        (self.men[seat.index()] | self.kings[seat.index()]).count_ones() as usize
    }

    /// How many kings a seat has.
    pub fn king_count(&self, seat: Seat) -> usize {
        self.kings[seat.index()].count_ones() as usize
    }

    /// Plies since the last man move or capture. Once it reaches
    /// [`KING_MOVES_DRAW_PLIES`] with a king on each side, the 15-move king rule applies.
    pub fn quiet_plies(&self) -> u16 {
        self.quiet_plies
    }

    /// The position with its count of quiet plies set to `plies`: a setup whose 15-move
    /// king rule count has run (the count is not part of the draughts FEN).
    pub fn with_quiet_plies(mut self, plies: u16) -> DraughtsPosition {
        self.quiet_plies = plies;
        self
    }

    /// Whether the 15-move king rule's count is complete: 30 plies of king moves without a
    /// capture, each side having a king. (A side without a king must move a man, which
    /// resets the count, so a run of two or more quiet plies already implies a king on
    /// each side.)
    pub fn king_moves_rule_reached(&self) -> bool {
        self.quiet_plies >= KING_MOVES_DRAW_PLIES && self.kings[0] != 0 && self.kings[1] != 0
    }

    /// The move number (starts at 1, grows after Black's move).
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The Zobrist hash of the placement and the side to move (equal for positions the
    /// repetition rule treats as the same).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch (for consistency checks).
    pub fn compute_hash(&self) -> u64 {
        let k = keys();
        let mut h = if self.turn == Seat::BLACK {
            k.black_to_move
        } else {
            0
        };
        for s in 0..2 {
            for c in cells(self.men[s]) {
                h ^= k.piece(s, false, c.index());
            }
            for c in cells(self.kings[s]) {
                h ^= k.piece(s, true, c.index());
            }
        }
        h
    }

    /// Whether two positions have the same pieces and side to move (the repetition rule's
    /// sense of "the same position").
    pub fn same_placement(&self, other: &DraughtsPosition) -> bool {
        self.men == other.men && self.kings == other.kings && self.turn == other.turn
    }

    /// All occupied cells.
    #[inline]
    pub(crate) fn occupied(&self) -> u64 {
        self.men[0] | self.men[1] | self.kings[0] | self.kings[1]
    }

    /// Puts a piece on a cell (or clears it), keeping the hash in step.
    pub fn set(&mut self, cell: Cell, piece: Option<DraughtsPiece>) {
        let k = keys();
        let b = bit(cell);
        for s in 0..2 {
            if self.men[s] & b != 0 {
                self.hash ^= k.piece(s, false, cell.index());
            }
            if self.kings[s] & b != 0 {
                self.hash ^= k.piece(s, true, cell.index());
            }
            self.men[s] &= !b;
            self.kings[s] &= !b;
        }
        if let Some(p) = piece {
            let s = p.seat.index();
            if p.is_king() {
                self.kings[s] |= b;
            } else {
                self.men[s] |= b;
            }
            self.hash ^= k.piece(s, p.is_king(), cell.index());
        }
    }

    /// The position with the turn passed to the other side and nothing moved: no rule of
    /// draughts allows it (there is no null move), but it answers "what would the other
    /// side play if it were its move" (the threats an interface shows). The counters go on
    /// as after a move, except the 15-move king count, which restarts (so no repetition is
    /// looked for across the pass, as with the chess family's [`crate::Position::pass`]);
    /// the hash stays the position's ([`DraughtsPosition::compute_hash`]).
    pub fn pass(&self) -> DraughtsPosition {
        let mut next = *self;
        if next.turn == Seat::BLACK {
            next.fullmove = next.fullmove.saturating_add(1);
        }
        next.turn = Seat(1 - next.turn.index() as u8);
        next.hash ^= keys().black_to_move;
        next.quiet_plies = 0;
        next
    }

    /// The pieces of `seat` that the other side could capture if it were its move: every
    /// piece some legal capture sequence of the other side takes (from this position when
    /// the other side is to move, else from [`DraughtsPosition::pass`]). In draughts a
    /// piece is defended only by what stands behind it, which the capture rules already
    /// see, so this is draughts' "attacked and not defended".
    pub fn capturable_pieces(&self, seat: Seat) -> CellSet {
        let them = if self.turn == seat {
            self.pass()
        } else {
            *self
        };
        let mut out = CellSet::EMPTY;
        let mut moves = Vec::new();
        them.captures_into(&mut moves, true);
        for m in &moves {
            out = out.union(m.captured);
        }
        out
    }

    /// The position after `m`, which must be legal here.
    pub fn play(&self, m: &DraughtsMove) -> DraughtsPosition {
        let mut next = *self;
        next.apply(m);
        next
    }

    /// Plays a legal move in place: the piece goes from `from` to `to` (crowned if the move
    /// promotes or ends on its far row), the captured pieces are removed, the counters and
    /// the side to move advance.
    pub fn apply(&mut self, m: &DraughtsMove) {
        let k = keys();
        let me = self.turn.index();
        let them = 1 - me;
        let was_king = self.kings[me] & bit(m.from) != 0;
        self.set(m.from, None);
        for c in m.captured.iter() {
            let b = bit(c);
            if self.men[them] & b != 0 {
                self.men[them] &= !b;
                self.hash ^= k.piece(them, false, c.index());
            } else if self.kings[them] & b != 0 {
                self.kings[them] &= !b;
                self.hash ^= k.piece(them, true, c.index());
            }
        }
        let crowned = was_king || m.promotes || tables().crown_row[me] & bit(m.to) != 0;
        let piece = if crowned {
            DraughtsPiece::king(self.turn)
        } else {
            DraughtsPiece::man(self.turn)
        };
        self.set(m.to, Some(piece));
        self.quiet_plies = if was_king && !m.is_capture() {
            self.quiet_plies.saturating_add(1)
        } else {
            0
        };
        if self.turn == Seat::BLACK {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = Seat(them as u8);
        self.hash ^= k.black_to_move;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pass_gives_the_other_side_the_move_and_keeps_the_hash_right() {
        let pos = DraughtsPosition::from_fen("W:Wa5,c3,f2,g3:Bb4,h4")
            .unwrap()
            .with_quiet_plies(4);
        let passed = pos.pass();
        assert_eq!(passed.turn(), Seat::BLACK);
        assert_eq!(passed.hash(), passed.compute_hash());
        assert_eq!(passed.quiet_plies(), 0);
        assert!(passed.same_placement(&pos.pass().pass().pass()));
        assert_eq!(
            pos.pass().pass().fullmove_number(),
            pos.fullmove_number() + 1
        );
        assert!(pos.pass().pass().same_placement(&pos));
        assert_eq!(pos.pass().pass().hash(), pos.hash());
    }

    #[test]
    fn capturable_pieces_are_those_a_capture_would_take() {
        // Black's b4 takes c3 (d2 is empty); g3 is shielded by f2, a5 by the board's edge.
        let pos = DraughtsPosition::from_fen("W:Wa5,c3,f2,g3:Bb4,h4").unwrap();
        let name = |set: CellSet| -> Vec<String> {
            set.iter()
                .map(|c| pos.geometry().cell_name(c).to_string())
                .collect()
        };
        assert_eq!(name(pos.capturable_pieces(Seat::WHITE)), ["c3"]);
        // Black's pieces: White to move has no capture.
        assert!(pos.capturable_pieces(Seat::BLACK).is_empty());
        // Black to move: the same answer for White's pieces.
        assert_eq!(name(pos.pass().capturable_pieces(Seat::WHITE)), ["c3"]);
    }
}
