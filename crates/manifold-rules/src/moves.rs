//! Moves and move lists.

use arrayvec::ArrayVec;

use super::geometry::Cell;
use super::piece::Role;

/// What kind of move this is, beyond its start and end cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A plain move or capture (promotions included).
    Normal,
    /// A pawn's two-step advance (it leaves an en passant target behind).
    DoubleStep,
    /// An en passant capture; the captured pawn is not on the target cell.
    EnPassant,
    /// Castling, by the index of the variant's castling rule; `to` is the king's target.
    Castle(u8),
    /// Chess-transit: the piece goes to the same square of the other board.
    Transit,
}

/// A move: start cell, end cell, promotion choice and kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the moving piece stands (the king, for castling).
    pub from: Cell,
    /// Where it goes (the king's target, for castling).
    pub to: Cell,
    /// The role a pawn becomes.
    pub promotion: Option<Role>,
    /// The kind of move.
    pub kind: MoveKind,
}

impl Move {
    /// A plain move.
    pub fn normal(from: Cell, to: Cell) -> Move {
        Move {
            from,
            to,
            promotion: None,
            kind: MoveKind::Normal,
        }
    }
}

/// The most moves a position of any supported game can have.
pub(crate) const MAX_MOVES: usize = 2048;

/// A fixed-capacity list of moves, filled without allocating.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// Where a move generator puts the moves it finds: a [`MoveList`], or a [`MoveCount`] when
/// only their number is wanted (perft's last ply).
pub(crate) trait MoveSink {
    /// Takes one generated move.
    fn push_move(&mut self, m: Move);
}

impl MoveSink for MoveList {
    #[inline]
    fn push_move(&mut self, m: Move) {
        self.push(m);
    }
}

/// Counts the moves a generator finds without keeping them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct MoveCount(pub usize);

impl MoveSink for MoveCount {
    #[inline]
    fn push_move(&mut self, _m: Move) {
        self.0 += 1;
    }
}
