//! Draughts moves: whole sequences, identified by start, end and captured set.

use arrayvec::ArrayVec;

use super::board::cells;
use super::rules::MAX_PIECES_PER_SIDE;
use crate::geometry::{Cell, CellSet};

/// The most pieces one sequence can capture (all of one side's pieces).
pub const MAX_CAPTURES: usize = MAX_PIECES_PER_SIDE;

/// A move: a step, a king's slide, or a whole capture sequence.
///
/// For legality and perft, sequences with the same start, end and captured set are one move
/// (RULES 2); the generator keeps the first path it finds for each. Whether the piece is
/// crowned on the way is decided by the captured set too (a man can only reach the far row
/// by jumping a piece on the row before it), so `promotes` never tells two such paths apart.
/// `==` also compares the paths; [`DraughtsMove::same_move`] is the rules' sense of "the same
/// move".
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DraughtsMove {
    /// Where the moving piece stands.
    pub from: Cell,
    /// Where it ends.
    pub to: Cell,
    /// The squares it lands on, in order, ending with `to` (one square for a simple move).
    pub path: ArrayVec<Cell, MAX_CAPTURES>,
    /// The squares of the pieces it captures (empty for a simple move).
    pub captured: CellSet,
    /// Whether a man becomes a king during the move (on the far row, or passing it during a
    /// capture and going on as a king).
    pub promotes: bool,
    /// `captured` as a cell mask (bit i = cell i), for the generator and `apply`.
    pub(crate) captured_mask: u64,
}

impl DraughtsMove {
    /// [`captured`](Self::captured) as a cell mask (bit i = cell i).
    #[inline]
    pub fn captured_mask(&self) -> u64 {
        self.captured_mask
    }

    /// A move along `path` from `from`, capturing the pieces of `captured_mask`.
    pub fn new(
        from: Cell,
        path: ArrayVec<Cell, MAX_CAPTURES>,
        captured_mask: u64,
        promotes: bool,
    ) -> DraughtsMove {
        DraughtsMove {
            from,
            to: *path.last().expect("a move lands somewhere"),
            path,
            captured: cells(captured_mask).collect(),
            promotes,
            captured_mask,
        }
    }

    /// A step or a king's slide from `from` to `to`.
    pub fn simple(from: Cell, to: Cell, promotes: bool) -> DraughtsMove {
        let mut path = ArrayVec::new();
        path.push(to);
        DraughtsMove::new(from, path, 0, promotes)
    }

    /// Whether the move captures.
    #[inline]
    pub fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }

    /// Whether two moves are the same move for legality and perft: same start, end and
    /// captured set.
    #[inline]
    pub fn same_move(&self, other: &DraughtsMove) -> bool {
        self.from == other.from && self.to == other.to && self.captured_mask == other.captured_mask
    }
}
