//! A position being edited: the game's unchecked setup ([`Setup`] for the chess variants,
//! [`DraughtsSetup`] for draughts): any pieces of the game on any cells, the side to move,
//! the castling rights, the en passant square, Chess-transit's board statuses and the
//! counters. Nothing is checked while editing (beyond what the game has at all); the setup
//! is checked by the game's own validation when it is exported or played
//! ([`super::status`]).

use crate::TextError;
use manifold_rules::draughts::{DraughtsPiece, DraughtsPosition, DraughtsSetup, PieceKind};
use manifold_rules::transit::BoardStatus;
use manifold_rules::{
    AnyGame, Cell, GameKind, Geometry, Piece, PieceShape, PieceView, Position, Seat, Setup,
    VariantId,
};

use super::edit_error::{EditError, ShapeName};
use super::palette::in_palette;

/// One castling right of the game, as the editor shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastlingRight {
    /// Whose right it is.
    pub seat: Seat,
    /// Short (0-0, with the nearer rook) or long.
    pub short: bool,
    /// The king's start cell.
    pub king: Cell,
    /// The rook's start cell: the right's name in the editor (and in the Mattrix text).
    pub rook: Cell,
    /// Whether the position holds it.
    pub held: bool,
}

/// The setup being edited, of one family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum EditedSetup {
    /// A chess variant's setup.
    Chess(Box<Setup>),
    /// A draughts setup.
    Draughts(DraughtsSetup),
}

/// A position of any game being edited: the game's unchecked setup ([`Setup`],
/// [`DraughtsSetup`]), which [`EditedPosition::validate`] checks with the game's own
/// validation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditedPosition {
    setup: EditedSetup,
}

impl EditedPosition {
    /// An empty board of `kind` with White to move.
    pub(crate) fn empty(kind: GameKind) -> EditedPosition {
        let setup = match kind {
            GameKind::Chess(v) => EditedSetup::Chess(Box::new(Setup::empty(v))),
            GameKind::Draughts => EditedSetup::Draughts(DraughtsSetup::default()),
        };
        EditedPosition { setup }
    }

    /// The position of a chess variant, to edit.
    pub(crate) fn from_chess(pos: &Position) -> EditedPosition {
        EditedPosition {
            setup: EditedSetup::Chess(Box::new(pos.to_setup())),
        }
    }

    /// A draughts position, to edit (its rule options are kept).
    pub(crate) fn from_draughts(pos: &DraughtsPosition) -> EditedPosition {
        EditedPosition {
            setup: EditedSetup::Draughts(pos.to_setup()),
        }
    }

    /// The position of `game` after `ply` moves (clamped to the moves played), to edit.
    pub fn from_game(game: &AnyGame, ply: usize) -> EditedPosition {
        let ply = ply.min(game.ply_count());
        match game {
            AnyGame::Chess(g) => EditedPosition::from_chess(&g.positions()[ply]),
            AnyGame::Draughts(g) => EditedPosition::from_draughts(&g.positions()[ply]),
        }
    }

    /// A position text of `kind` read by the game's own reader, to edit.
    pub fn from_text(kind: GameKind, text: &str) -> Result<EditedPosition, TextError> {
        match kind {
            GameKind::Chess(v) => Position::from_fen(v, text)
                .map(|p| EditedPosition::from_chess(&p))
                .map_err(TextError::ChessPosition),
            GameKind::Draughts => DraughtsPosition::from_fen(text)
                .map(|p| EditedPosition::from_draughts(&p))
                .map_err(TextError::DraughtsPosition),
        }
    }

    /// The setup being edited.
    pub(super) fn setup(&self) -> &EditedSetup {
        &self.setup
    }

    /// Which game this is a position of.
    pub fn kind(&self) -> GameKind {
        match &self.setup {
            EditedSetup::Chess(setup) => GameKind::Chess(setup.variant_id()),
            EditedSetup::Draughts(_) => GameKind::Draughts,
        }
    }

    /// The board of the game being edited: its cells and their names (the draughts board for
    /// draughts).
    pub fn geometry(&self) -> &'static Geometry {
        match &self.setup {
            EditedSetup::Chess(setup) => setup.geometry(),
            EditedSetup::Draughts(_) => manifold_rules::draughts::geometry(),
        }
    }

    /// What stands on `cell`.
    pub fn piece_at(&self, cell: Cell) -> Option<PieceView> {
        match &self.setup {
            EditedSetup::Chess(setup) => setup.piece_at(cell).map(chess_view),
            EditedSetup::Draughts(setup) => setup.piece_at(cell).map(draughts_view),
        }
    }

    /// Every piece with its cell, in cell order.
    pub fn pieces(&self) -> Vec<(Cell, PieceView)> {
        match &self.setup {
            EditedSetup::Chess(setup) => setup.pieces().map(|(c, p)| (c, chess_view(p))).collect(),
            EditedSetup::Draughts(setup) => {
                setup.pieces().map(|(c, p)| (c, draughts_view(p))).collect()
            }
        }
    }

    /// Puts `piece` on `cell`, replacing what stood there (returned). Any piece of the
    /// game's palette may go on any cell; whether the position can be played is asked of
    /// [`EditedPosition::validate`].
    pub fn put(&mut self, cell: Cell, piece: PieceView) -> Result<Option<PieceView>, EditError> {
        self.check_cell(cell)?;
        let kind = self.kind();
        if piece.seat.0 >= kind.seats() {
            return Err(EditError::SeatNotInGame {
                number: piece.seat.0 + 1,
            });
        }
        let variant = self.variant_id();
        let not_in_game = || EditError::PieceNotInGame {
            piece: ShapeName {
                variant,
                shape: piece.shape,
            },
        };
        if !in_palette(kind, piece) {
            return Err(not_in_game());
        }
        let replaced = match (&mut self.setup, piece.shape) {
            (EditedSetup::Chess(setup), PieceShape::Chess(role)) => setup
                .set(cell, Some(Piece::new(piece.seat, role)))
                .map(chess_view),
            (EditedSetup::Draughts(setup), PieceShape::Man) => setup
                .set(cell, Some(DraughtsPiece::man(piece.seat)))
                .map(draughts_view),
            (EditedSetup::Draughts(setup), PieceShape::DraughtsKing) => setup
                .set(cell, Some(DraughtsPiece::king(piece.seat)))
                .map(draughts_view),
            (EditedSetup::Chess(_), PieceShape::Man | PieceShape::DraughtsKing)
            | (EditedSetup::Draughts(_), PieceShape::Chess(_)) => return Err(not_in_game()),
        };
        Ok(replaced)
    }

    /// Takes the piece off `cell` (returned; `None` for an empty cell or one off the board).
    pub fn remove(&mut self, cell: Cell) -> Option<PieceView> {
        match &mut self.setup {
            EditedSetup::Chess(setup) => setup.set(cell, None).map(chess_view),
            EditedSetup::Draughts(setup) => setup.set(cell, None).map(draughts_view),
        }
    }

    /// Takes every piece off, with the castling rights and the en passant square.
    pub fn clear(&mut self) {
        match &mut self.setup {
            EditedSetup::Chess(setup) => {
                setup.clear_board();
                setup.castling = 0;
                setup.en_passant = None;
            }
            EditedSetup::Draughts(setup) => setup.clear_board(),
        }
    }

    /// The seat to move.
    pub fn turn(&self) -> Seat {
        match &self.setup {
            EditedSetup::Chess(setup) => setup.turn,
            EditedSetup::Draughts(setup) => setup.turn,
        }
    }

    /// Sets the seat to move.
    pub fn set_turn(&mut self, seat: Seat) -> Result<(), EditError> {
        if seat.0 >= self.kind().seats() {
            return Err(EditError::SeatNotInGame { number: seat.0 + 1 });
        }
        match &mut self.setup {
            EditedSetup::Chess(setup) => setup.turn = seat,
            EditedSetup::Draughts(setup) => setup.turn = seat,
        }
        Ok(())
    }

    /// Every castling right of the game (none in Great Chess and draughts), held or not:
    /// per side in classical, Wirth and Chess-transit chess, per seat in Mattrix.
    pub fn castling_rights(&self) -> Vec<CastlingRight> {
        let EditedSetup::Chess(setup) = &self.setup else {
            return Vec::new();
        };
        setup
            .variant()
            .castling
            .iter()
            .enumerate()
            .map(|(i, rule)| CastlingRight {
                seat: rule.seat,
                short: rule.short,
                king: rule.king_from,
                rook: rule.rook_from,
                held: setup.castling >> i & 1 != 0,
            })
            .collect()
    }

    /// Gives or takes away the castling right whose rook starts on `rook`.
    pub fn set_castling(&mut self, rook: Cell, held: bool) -> Result<(), EditError> {
        self.check_cell(rook)?;
        let i = self
            .castling_rights()
            .iter()
            .position(|r| r.rook == rook)
            .ok_or_else(|| EditError::NotACastlingRook {
                cell: self.geometry().cell_name(rook).to_string(),
            })?;
        // A right was found, so this is a chess setup.
        if let EditedSetup::Chess(setup) = &mut self.setup {
            if held {
                setup.castling |= 1 << i;
            } else {
                setup.castling &= !(1 << i);
            }
        }
        Ok(())
    }

    /// The en passant square (the square a pawn has just double-stepped over).
    pub fn en_passant(&self) -> Option<Cell> {
        match &self.setup {
            EditedSetup::Chess(setup) => setup.en_passant,
            EditedSetup::Draughts(_) => None,
        }
    }

    /// Sets or clears the en passant square (in a game that has en passant).
    pub fn set_en_passant(&mut self, cell: Option<Cell>) -> Result<(), EditError> {
        let EditedSetup::Chess(setup) = &mut self.setup else {
            return Err(EditError::NoEnPassant);
        };
        if !setup.variant().en_passant {
            return Err(EditError::NoEnPassant);
        }
        if let Some(c) = cell
            && c.index() >= setup.geometry().cell_count()
        {
            return Err(EditError::CellOffBoard { index: c.0 });
        }
        setup.en_passant = cell;
        Ok(())
    }

    /// The status of each board (Chess-transit; both open in every other game).
    pub fn board_statuses(&self) -> [BoardStatus; 2] {
        match &self.setup {
            EditedSetup::Chess(setup) => setup.boards,
            EditedSetup::Draughts(_) => [BoardStatus::Open; 2],
        }
    }

    /// Sets the status of board `board` (0 or 1) of Chess-transit.
    pub fn set_board_status(&mut self, board: usize, status: BoardStatus) -> Result<(), EditError> {
        let EditedSetup::Chess(setup) = &mut self.setup else {
            return Err(EditError::NoBoardStatus);
        };
        if !setup.variant().has_transit {
            return Err(EditError::NoBoardStatus);
        }
        let slot = setup
            .boards
            .get_mut(board)
            .ok_or(EditError::NoSuchBoard { number: board + 1 })?;
        *slot = status;
        Ok(())
    }

    /// Sets the counters (a move number below 1 counts as 1).
    #[cfg(test)]
    pub(crate) fn set_counters(&mut self, halfmove: u16, fullmove: u32) {
        let fullmove = fullmove.max(1);
        match &mut self.setup {
            EditedSetup::Chess(setup) => {
                setup.halfmove = halfmove;
                setup.fullmove = fullmove;
            }
            EditedSetup::Draughts(setup) => {
                setup.quiet_plies = halfmove;
                setup.fullmove = fullmove;
            }
        }
    }

    /// The chess variant (classical for draughts, whose names need none).
    pub(super) fn variant_id(&self) -> VariantId {
        match &self.setup {
            EditedSetup::Chess(setup) => setup.variant_id(),
            EditedSetup::Draughts(_) => VariantId::Classical,
        }
    }

    fn check_cell(&self, cell: Cell) -> Result<(), EditError> {
        if cell.index() < self.geometry().cell_count() {
            Ok(())
        } else {
            Err(EditError::CellOffBoard { index: cell.0 })
        }
    }
}

/// A chess piece as the editor shows it.
fn chess_view(piece: Piece) -> PieceView {
    PieceView {
        seat: piece.seat,
        shape: PieceShape::Chess(piece.role),
    }
}

/// A draughts piece as the editor shows it.
fn draughts_view(piece: DraughtsPiece) -> PieceView {
    let shape = match piece.kind {
        PieceKind::Man => PieceShape::Man,
        PieceKind::King => PieceShape::DraughtsKing,
    };
    PieceView {
        seat: piece.seat,
        shape,
    }
}
