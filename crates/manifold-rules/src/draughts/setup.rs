//! A draughts position as it is written or edited, not yet checked: the pieces on their
//! squares, the side to move, the rule options and the counters (the draughts counterpart
//! of the chess [`Setup`](crate::setup::Setup)).
//!
//! The position text ([`super::fen`]) reads into a [`DraughtsSetup`] with only syntax
//! errors, and the position editor edits one;
//! [`DraughtsPosition::from_setup`](super::position::DraughtsPosition::from_setup)
//! (`from_setup.rs`) checks it.

use super::board::{BOARD_CELLS, geometry};
use super::position::{DraughtsPiece, DraughtsPosition};
use super::rules::DraughtsRules;
use crate::geometry::Cell;
use crate::piece::Seat;

/// An unchecked draughts position: any piece of either side may stand on any square.
#[derive(Clone, PartialEq, Eq)]
pub struct DraughtsSetup {
    board: [Option<DraughtsPiece>; BOARD_CELLS],
    /// The side to move.
    pub turn: Seat,
    /// The rule options the position is played under.
    pub rules: DraughtsRules,
    /// Plies since the last man move or capture (the 15-move king rule's count).
    pub quiet_plies: u16,
    /// The move number (from 1; it grows after Black's move).
    pub fullmove: u32,
}

impl Default for DraughtsSetup {
    fn default() -> Self {
        DraughtsSetup {
            board: [None; BOARD_CELLS],
            turn: Seat::WHITE,
            rules: DraughtsRules::default(),
            quiet_plies: 0,
            fullmove: 1,
        }
    }
}

impl std::fmt::Debug for DraughtsSetup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "DraughtsSetup({})", self.to_fen())
    }
}

impl DraughtsSetup {
    /// The piece on `cell` (`None` for an empty square or one off the board).
    pub fn piece_at(&self, cell: Cell) -> Option<DraughtsPiece> {
        self.board.get(cell.index()).copied().flatten()
    }

    /// Puts `piece` on `cell` (or empties it with `None`) and gives back what stood there.
    /// A cell off the board holds nothing: it is left alone (and `None` given back).
    pub fn set(&mut self, cell: Cell, piece: Option<DraughtsPiece>) -> Option<DraughtsPiece> {
        let slot = self.board.get_mut(cell.index())?;
        std::mem::replace(slot, piece)
    }

    /// Every piece with its square, in board order.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, DraughtsPiece)> + '_ {
        geometry()
            .cells()
            .filter_map(|c| self.piece_at(c).map(|p| (c, p)))
    }

    /// Takes every piece off the board.
    pub fn clear_board(&mut self) {
        self.board = [None; BOARD_CELLS];
    }

    /// The setup as text (`W:Wa1,c3,Kd4:Bb6,f8`, as [`DraughtsPosition::to_fen`] writes it),
    /// valid or not.
    pub fn to_fen(&self) -> String {
        super::fen::write(self)
    }
}

impl DraughtsPosition {
    /// The position as a setup.
    pub fn to_setup(&self) -> DraughtsSetup {
        let mut setup = DraughtsSetup {
            turn: self.turn,
            rules: self.rules,
            quiet_plies: self.quiet_plies,
            fullmove: self.fullmove,
            ..DraughtsSetup::default()
        };
        for (cell, piece) in self.pieces() {
            setup.set(cell, Some(piece));
        }
        setup
    }

    /// The setup put on the board as it is, nothing checked: what the piece explorer moves
    /// on. A side the game does not have (to move, or owning a piece) is taken as White,
    /// and its pieces are left off.
    pub fn from_setup_unchecked(setup: &DraughtsSetup) -> DraughtsPosition {
        let turn = if setup.turn.0 < 2 {
            setup.turn
        } else {
            Seat::WHITE
        };
        let mut pos = DraughtsPosition::empty(turn, setup.rules);
        for (cell, piece) in setup.pieces().filter(|(_, p)| p.seat.0 < 2) {
            pos.set(cell, Some(piece));
        }
        pos.quiet_plies = setup.quiet_plies;
        pos.fullmove = setup.fullmove;
        pos
    }
}
