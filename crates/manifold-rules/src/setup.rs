//! A chess position as it is written or edited, not yet checked (shakmaty's `Setup`): the
//! pieces on their cells, the seat to move, the castling rights, the en passant square, the
//! counters and, in Chess-transit, the boards' statuses and the forced transit a text
//! states.
//!
//! The position texts of every chess variant (FEN, the Mattrix and Chess-transit texts,
//! [`crate::fen`]) read into a [`Setup`] with only syntax errors, and the position editor
//! edits one. [`Position::from_setup`](crate::position::Position::from_setup)
//! (`from_setup.rs`) is the one place a setup is checked and turned into a [`Position`].

use super::geometry::{Cell, Geometry, MAX_CELLS, NO_CELL};
use super::piece::{Piece, Seat};
use super::position::Position;
use super::transit::BoardStatus;
use super::variant::{Variant, VariantId};

/// The king that must transit now, as a Chess-transit text states it (the position derives
/// it; a text that states it is checked against the position).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ForcedTransit {
    /// Not stated: whatever the position says (every setup but one read from a text).
    #[default]
    Unstated,
    /// Stated: the cell of the king that must transit now, or `None` for no forced transit.
    Stated(Option<Cell>),
}

/// An unchecked chess position of one variant. Any piece of any seat may stand on any
/// cell and the rights and counters may be anything: what is wrong with it is found by
/// [`Position::from_setup`](crate::position::Position::from_setup).
#[derive(Clone, PartialEq, Eq)]
pub struct Setup {
    variant: VariantId,
    board: [Option<Piece>; MAX_CELLS],
    /// The seat to move.
    pub turn: Seat,
    /// The castling rights held, one bit per rule of the variant's
    /// [`castling`](crate::variant::VariantSpec::castling) list.
    pub castling: u8,
    /// The en passant square: the square a pawn has just double-stepped over.
    pub en_passant: Option<Cell>,
    /// Plies since the last capture or pawn move.
    pub halfmove: u16,
    /// The move number (from 1; it grows after the last seat moves).
    pub fullmove: u32,
    /// Chess-transit: the status of each board (both open in every other game).
    pub boards: [BoardStatus; 2],
    /// Chess-transit: the forced transit a text states.
    pub forced_transit: ForcedTransit,
}

impl std::fmt::Debug for Setup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Setup({})", self.to_fen())
    }
}

impl Setup {
    /// An empty board of `variant`, White to move, no rights, counters 0 and 1.
    pub fn empty(variant: VariantId) -> Setup {
        Setup {
            variant,
            board: [None; MAX_CELLS],
            turn: Seat::WHITE,
            castling: 0,
            en_passant: None,
            halfmove: 0,
            fullmove: 1,
            boards: [BoardStatus::Open; 2],
            forced_transit: ForcedTransit::Unstated,
        }
    }

    /// The variant this is a setup of.
    pub fn variant_id(&self) -> VariantId {
        self.variant
    }

    /// The variant's rule tables.
    pub fn variant(&self) -> &'static Variant {
        self.variant.rules()
    }

    /// The board geometry.
    pub fn geometry(&self) -> &'static Geometry {
        &self.variant().geometry
    }

    /// The piece on `cell` (`None` for an empty cell or one off the board).
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        self.board.get(cell.index()).copied().flatten()
    }

    /// Puts `piece` on `cell` (or empties it with `None`) and gives back what stood there.
    /// A cell off the board holds nothing: it is left alone (and `None` given back).
    pub fn set(&mut self, cell: Cell, piece: Option<Piece>) -> Option<Piece> {
        if cell.index() >= self.geometry().cell_count() {
            return None;
        }
        std::mem::replace(&mut self.board[cell.index()], piece)
    }

    /// Every piece with its cell, in cell order.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, Piece)> + '_ {
        self.geometry()
            .cells()
            .filter_map(|c| self.piece_at(c).map(|p| (c, p)))
    }

    /// Takes every piece off the board.
    pub fn clear_board(&mut self) {
        self.board = [None; MAX_CELLS];
    }

    /// The text of the setup in its variant's own format (FEN, the Mattrix or the
    /// Chess-transit text), valid or not.
    pub fn to_fen(&self) -> String {
        super::fen::write(self)
    }
}

impl Position {
    /// The position as a setup: every part of it, the forced transit unstated (it follows
    /// from the position).
    pub fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty(self.variant.id);
        for (cell, piece) in self.pieces() {
            setup.set(cell, Some(piece));
        }
        setup.turn = self.turn;
        setup.castling = self.castling;
        setup.en_passant = self.en_passant_target();
        setup.halfmove = self.halfmove;
        setup.fullmove = self.fullmove;
        setup.boards = self.transit;
        setup
    }

    /// The setup put on the board as it is, nothing checked (no king is needed; the rights
    /// and counters are kept as given): what the piece explorer moves on. The move
    /// generator assumes what [`Position::from_setup`] checks, so only the moves of a piece
    /// on such a board are meaningful, not whether a side is mated. A seat to move that the
    /// game does not have is taken as White, and a piece of such a seat is left off.
    pub fn from_setup_unchecked(setup: &Setup) -> Position {
        let seats = setup.variant().seats;
        let turn = if setup.turn.0 < seats {
            setup.turn
        } else {
            Seat::WHITE
        };
        let mut pos = Position::empty(setup.variant(), turn);
        for (cell, piece) in setup.pieces().filter(|(_, p)| p.seat.0 < seats) {
            pos.set(cell, Some(piece));
        }
        pos.castling = setup.castling;
        pos.ep_target = setup
            .en_passant
            .filter(|c| c.index() < setup.geometry().cell_count())
            .map_or(NO_CELL, |c| c.0);
        pos.halfmove = setup.halfmove;
        pos.fullmove = setup.fullmove;
        let k = super::zobrist::keys();
        pos.hash ^= k.seat[pos.turn.index()] ^ k.castling_rights(pos.castling);
        for (board, status) in setup.boards.into_iter().enumerate() {
            pos.set_board_status(board, status);
        }
        pos
    }
}
